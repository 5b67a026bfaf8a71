// The rules of a free booking and of cancelling one (server/domain/bookings/rules.ts): each refusal,
// in the order a person would want to be told, and the booking reference's shape.
import { describe, expect, it } from "vitest";
import {
  BOOKING_MESSAGES as M,
  BOOKING_REF_PATTERN,
  bookingRefFrom,
  cancelBookingRefusal,
  freeBookingRefusal,
  paidBookingRefusal,
  PURCHASE_MESSAGES,
  type FreeBookingFacts,
} from "~server/domain/bookings/rules";

const now = new Date("2026-12-05T12:00:00Z");
const later = new Date("2026-12-06T18:00:00Z");
const earlier = new Date("2026-12-05T11:00:00Z");
const muchEarlier = new Date("2026-12-04T11:00:00Z");

const facts = (event: Partial<FreeBookingFacts["event"]> = {}, rest: Partial<Omit<FreeBookingFacts, "event">> = {}): FreeBookingFacts => ({
  event: {
    userId: 1,
    eventType: "Online Event",
    isPublished: true,
    isRejected: false,
    isCancelled: false,
    active: true,
    channelId: null,
    isFree: true,
    ticketPricePence: 0,
    maxParticipants: 10,
    startsAt: later,
    endsAt: new Date(later.getTime() + 3_600_000),
    ...event,
  },
  viewerId: 2,
  seatsTaken: 3,
  viewerHasBooking: false,
  now,
  ...rest,
});

describe("freeBookingRefusal", () => {
  it.each([
    ["an open free live event", facts(), null],
    ["a free pre-recorded event (no start)", facts({ eventType: "Pre Recorded", startsAt: null }), null],
    ["the last seat", facts({}, { seatsTaken: 9 }), null],
    ["the host's own event", facts({ userId: 2 }), M.ownEvent],
    ["a cancelled event", facts({ isCancelled: true }), M.cancelled],
    ["an unpublished event", facts({ isPublished: false }), M.notOpen],
    ["a rejected event", facts({ isRejected: true }), M.notOpen],
    ["an inactive event", facts({ active: false }), M.notOpen],
    ["an event in a channel", facts({ channelId: 4 }), M.inChannel],
    ["a paid event", facts({ isFree: false, ticketPricePence: 500 }), M.notFree],
    ["a free flag with a price", facts({ ticketPricePence: 500 }), M.notFree],
    ["a second booking", facts({}, { viewerHasBooking: true }), M.alreadyBooked],
    ["a started event", facts({ startsAt: earlier, endsAt: later }), M.started],
    ["a started event without an end", facts({ startsAt: earlier, endsAt: null }), M.started],
    ["an ended event", facts({ startsAt: muchEarlier, endsAt: earlier }), M.ended],
    ["an event ending right now", facts({ startsAt: earlier, endsAt: now }), M.ended],
    ["an ended paid event", facts({ startsAt: muchEarlier, endsAt: earlier, isFree: false, ticketPricePence: 500 }), M.notFree],
    ["an event starting right now", facts({ startsAt: now, endsAt: later }), M.started],
    ["a full event", facts({}, { seatsTaken: 10 }), M.soldOut],
    ["an overfull event", facts({ maxParticipants: 0 }, { seatsTaken: 0 }), M.soldOut],
    // The order: the host hears it is their own event before anything else; a booked user hears they booked.
    ["the host's own cancelled event", facts({ userId: 2, isCancelled: true }), M.ownEvent],
    ["a booked, full, started event", facts({ startsAt: earlier, endsAt: later }, { viewerHasBooking: true, seatsTaken: 10 }), M.alreadyBooked],
    ["a full started event", facts({ startsAt: earlier, endsAt: later }, { seatsTaken: 10 }), M.started],
  ])("%s", (_, input, expected) => {
    expect(freeBookingRefusal(input)).toBe(expected);
  });
});

describe("paidBookingRefusal (a ticket bought: transaction/create, transaction/hosted, checkout/quote)", () => {
  const paid = (event: Partial<FreeBookingFacts["event"]> = {}) => facts({ isFree: false, ticketPricePence: 500, ...event });
  it.each([
    ["an open paid live event", paid(), null],
    ["a paid pre-recorded event never ends", paid({ eventType: "Pre Recorded", startsAt: null, endsAt: null }), null],
    ["a started paid event", paid({ startsAt: earlier, endsAt: later }), M.started],
    ["an ended paid event", paid({ startsAt: muchEarlier, endsAt: earlier }), M.ended],
    ["an ended paid event in a channel", paid({ startsAt: muchEarlier, endsAt: earlier, channelId: 4 }), M.inChannel],
    ["a free event", facts(), PURCHASE_MESSAGES.isFree],
  ])("%s", (_, input, expected) => {
    expect(paidBookingRefusal(input)).toBe(expected);
  });
});

describe("cancelBookingRefusal", () => {
  it.each([
    ["a cancellable booking before the start", { canCancel: true, startsAt: later, hasBooking: true }, null],
    ["a cancellable pre-recorded booking", { canCancel: true, startsAt: null, hasBooking: true }, null],
    ["no booking", { canCancel: true, startsAt: later, hasBooking: false }, M.noBooking],
    ["an event that does not allow it", { canCancel: false, startsAt: later, hasBooking: true }, M.cannotCancel],
    ["a started event", { canCancel: true, startsAt: earlier, hasBooking: true }, M.cancelStarted],
  ])("%s", (_, input, expected) => {
    expect(cancelBookingRefusal({ ...input, now })).toBe(expected);
  });
});

describe("bookingRefFrom", () => {
  it("makes MQ- and 8 characters without look-alikes", () => {
    expect(bookingRefFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]))).toBe("MQ-23456789");
    expect(bookingRefFrom(new Uint8Array([255, 254, 29, 30, 100, 200, 13, 58]))).toMatch(BOOKING_REF_PATTERN);
    for (let i = 0; i < 50; i++) {
      const ref = bookingRefFrom(crypto.getRandomValues(new Uint8Array(8)));
      expect(ref).toMatch(BOOKING_REF_PATTERN);
      expect(ref.slice(3)).not.toMatch(/[01ILOU]/);
    }
  });
});
