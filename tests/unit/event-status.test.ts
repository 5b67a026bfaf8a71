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
/** Starts in 10 minutes: the room opened 5 minutes ago. */
const opening = { startsAt: NOW + 10 * 60_000, endsAt: NOW + HOUR } as const;

const table: Array<[string, Partial<EventStatusFacts>, EventAction[]]> = [
  // Channel events: the subscription decides, whoever looks; a started live one is never sold (ADR 058).
  ["channel event, not subscribed", { inChannel: true }, ["subscribe-now"]],
  ["channel event, subscribed", { inChannel: true, channelSubscribed: true }, ["subscribed"]],
  ["channel event, booked but not subscribed", { inChannel: true, isBooked: true }, ["subscribe-now"]],
  ["channel event, not subscribed, started", { inChannel: true, ...started }, ["event-ended"]],
  ["channel event, not subscribed, ended", { inChannel: true, ...ended }, ["event-ended"]],
  ["channel event, subscribed, started", { inChannel: true, channelSubscribed: true, ...started }, ["subscribed"]],
  ["channel event, subscribed, ended", { inChannel: true, channelSubscribed: true, ...ended }, ["event-completed"]],
  ["channel pre-recorded event never ends", { inChannel: true, ...recorded, now: NOW + 10_000 * HOUR }, ["subscribe-now"]],

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

  // Booked, live: JOIN NOW from 15 minutes before the start, its countdown before.
  ["booked, join link, a day ahead", { isBooked: true, hasJoinLink: true }, ["join-opens"]],
  ["booked, join link, room open", { isBooked: true, hasJoinLink: true, ...opening }, ["join-now"]],
  ["booked, join link, started", { isBooked: true, hasJoinLink: true, ...started }, ["join-now"]],
  ["booked, join link, can cancel, a day ahead", { isBooked: true, hasJoinLink: true, canCancel: true }, ["join-opens", "cancel-booking"]],
  ["booked, join link, can cancel, room open", { isBooked: true, hasJoinLink: true, canCancel: true, ...opening }, ["join-now", "cancel-booking"]],
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

  it("opens the room exactly 15 minutes before the start", () => {
    const booked = { isBooked: true, hasJoinLink: true, endsAt: NOW + 2 * HOUR } as const;
    expect(eventActions(facts({ ...booked, startsAt: NOW + 15 * 60_000 }))).toEqual(["join-now"]);
    expect(eventActions(facts({ ...booked, startsAt: NOW + 15 * 60_000 + 1 }))).toEqual(["join-opens"]);
  });

  it("uses the spec's words", () => {
    expect(EVENT_ACTION_LABELS["join-now"]).toBe("JOIN NOW");
    expect(EVENT_ACTION_LABELS["buy-access"]).toBe("Buy Access");
    expect(new Set(Object.values(EVENT_ACTION_LABELS)).size).toBe(Object.keys(EVENT_ACTION_LABELS).length);
  });
});
