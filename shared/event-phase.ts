// Where an event is in time, the one rule: before its start, under way, or over. The status
// buttons (event-status.ts), the join window (join-window.ts), the API's refusals of a booking or a
// purchase (server/domain/bookings/rules.ts) and the subscriber's channel list all ask here.

/**
 * Where an event is in time. A pre-recorded or document event has no start ("on-demand"): it is
 * never under way nor over, so it stays on sale. A live event is "under-way" from its start (the
 * instant itself included) and "ended" from its end; without an end it is under way for good.
 * A recurring series is one event row per occurrence (ADR 017): each occurrence has its own phase.
 */
export type EventPhase = "on-demand" | "upcoming" | "under-way" | "ended";

export function eventPhase(startsAt: number | null, endsAt: number | null, now: number): EventPhase {
  if (startsAt === null) return "on-demand";
  if (now < startsAt) return "upcoming";
  return endsAt !== null && endsAt <= now ? "ended" : "under-way";
}

/** No longer sold: a live event from its start (000 §4: "Event Ended" when date or time has passed). */
export function saleClosed(phase: EventPhase): boolean {
  return phase === "under-way" || phase === "ended";
}

