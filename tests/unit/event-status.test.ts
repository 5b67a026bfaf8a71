// The status-button table: every rule of spec 000 §4 / 001 §4, one row per branch.
import { describe, expect, it } from "vitest";
import { EVENT_ACTION_LABELS, eventActions, primaryEventAction, type EventAction, type EventStatusFacts } from "~shared/event-status";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 12);

/** A paid live event tomorrow with 10 free seats, seen by an attendee who has not booked. */
function facts(over: Partial<EventStatusFacts> = {}): EventStatusFacts {
  return {
    eventType: "Online Event",
    viewerIsHost: false,
    isRejected: false,
    isCancelled: false,
    inChannel: false,
    channelSubscribed: false,
    isBooked: false,
    canCancel: false,
    isFree: false,
    remainingSeats: 10,
    maxParticipants: 10,
    hasJoinLink: false,
    startsAt: NOW + 24 * HOUR,
    endsAt: NOW + 25 * HOUR,
    now: NOW,
    ...over,
  };
}

const recorded = { eventType: "Pre Recorded", startsAt: null, endsAt: null } as const;
const started = { startsAt: NOW - HOUR, endsAt: NOW + HOUR } as const;
const ended = { startsAt: NOW - 2 * HOUR, endsAt: NOW - HOUR } as const;

const table: Array<[string, Partial<EventStatusFacts>, EventAction[]]> = [
  // Channel events: the subscription decides, whoever looks.
  ["channel event, not subscribed", { inChannel: true }, ["subscribe-now"]],
  ["channel event, subscribed", { inChannel: true, channelSubscribed: true }, ["subscribed"]],
  ["channel event, booked but not subscribed", { inChannel: true, isBooked: true }, ["subscribe-now"]],

  // The host, or a rejected event.
  ["host, unbooked, not started", { viewerIsHost: true }, ["edit"]],
  ["host, one seat booked", { viewerIsHost: true, remainingSeats: 9 }, ["event-ended"]],
  ["host, unbooked, started", { viewerIsHost: true, ...started }, ["event-ended"]],
  ["host, cancelled", { viewerIsHost: true, isCancelled: true }, ["event-ended"]],
  ["host, pre-recorded, unbooked", { viewerIsHost: true, ...recorded }, ["edit", "view-event"]],
  ["host, pre-recorded, booked", { viewerIsHost: true, ...recorded, remainingSeats: 3 }, ["event-ended", "view-event"]],
  ["host, rejected, unbooked", { viewerIsHost: true, isRejected: true }, ["edit"]],
  ["attendee, rejected event", { isRejected: true }, ["event-ended"]],
  ["attendee, rejected pre-recorded event", { isRejected: true, ...recorded }, ["event-ended"]],

  // Cancelled, seen by attendees.
  ["attendee, cancelled", { isCancelled: true }, ["event-cancelled"]],
  ["attendee, booked, cancelled", { isCancelled: true, isBooked: true, canCancel: true }, ["event-cancelled"]],

  // Not booked.
  ["not booked, no seats", { remainingSeats: 0 }, ["sold-out"]],
  ["not booked, fewer than no seats", { remainingSeats: -2 }, ["sold-out"]],
  ["not booked, sold out beats ended", { remainingSeats: 0, ...ended }, ["sold-out"]],
  ["not booked, started", { ...started }, ["event-ended"]],
  ["not booked, ended", { ...ended }, ["event-ended"]],
  ["not booked, free live", { isFree: true }, ["free-ticket"]],
  ["not booked, free pre-recorded", { isFree: true, ...recorded }, ["free-ticket"]],
  ["not booked, paid live", {}, ["buy-ticket"]],
  ["not booked, paid pre-recorded", { ...recorded }, ["buy-access"]],
  ["not booked, pre-recorded never ends", { ...recorded, now: NOW + 10_000 * HOUR }, ["buy-access"]],

  // Booked, live.
  ["booked, join link", { isBooked: true, hasJoinLink: true }, ["join-now"]],
  ["booked, join link, started", { isBooked: true, hasJoinLink: true, ...started }, ["join-now"]],
  ["booked, join link, can cancel", { isBooked: true, hasJoinLink: true, canCancel: true }, ["join-now", "cancel-booking"]],
  ["booked, join link, can cancel, started", { isBooked: true, hasJoinLink: true, canCancel: true, ...started }, ["join-now"]],
  ["booked, join link, ended", { isBooked: true, hasJoinLink: true, ...ended }, ["event-completed"]],
  ["booked, ended", { isBooked: true, ...ended }, ["event-completed"]],
  ["booked, cannot cancel", { isBooked: true }, ["event-booked"]],
  ["booked, can cancel", { isBooked: true, canCancel: true }, ["cancel-booking"]],
  ["booked, can cancel, started", { isBooked: true, canCancel: true, ...started }, ["event-booked"]],
  ["booked, sold out still shows the booking", { isBooked: true, canCancel: true, remainingSeats: 0 }, ["cancel-booking"]],

  // Booked, pre-recorded.
  ["booked, pre-recorded", { isBooked: true, ...recorded }, ["view-event"]],
  ["booked, pre-recorded, can cancel", { isBooked: true, canCancel: true, ...recorded }, ["view-event"]],
];

describe("eventActions", () => {
  it.each(table)("%s", (_name, over, expected) => {
    expect(eventActions(facts(over))).toEqual(expected);
    expect(primaryEventAction(facts(over))).toBe(expected[0]);
  });

  it("the start instant itself counts as started", () => {
    expect(eventActions(facts({ startsAt: NOW, endsAt: NOW + HOUR }))).toEqual(["event-ended"]);
    expect(eventActions(facts({ isBooked: true, startsAt: NOW - HOUR, endsAt: NOW }))).toEqual(["event-completed"]);
  });

  it("uses the spec's words", () => {
    expect(EVENT_ACTION_LABELS["join-now"]).toBe("JOIN NOW");
    expect(EVENT_ACTION_LABELS["buy-access"]).toBe("Buy Access");
    expect(new Set(Object.values(EVENT_ACTION_LABELS)).size).toBe(Object.keys(EVENT_ACTION_LABELS).length);
  });
});
