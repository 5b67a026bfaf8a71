// What the API answers when an event is no longer sold because of its phase (shared/event-phase.ts),
// and what the event page says in the same case: one text for both.
export const bookingPhaseMessages = {
  started: "This event has already started, so it can no longer be booked.",
  ended: "This event has ended, so it can no longer be booked.",
} as const;
