// Booking, favourites and the transaction history (spec 000 §4, §7): POST transaction/free-event,
// POST cancel-booking, POST favorite-event and GET bookings, with good and bad input.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CancelBookingData, FavouriteData, FreeBookingData, PublicEventData, TransactionHistoryData } from "~server/api/contract";
import { bookings, events, favourites, refunds, transactions } from "~server/db/schema";
import { BOOKING_MESSAGES, BOOKING_REF_PATTERN } from "~server/domain/bookings/rules";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createCategory, createHostedChannel, createHostedEvent, createPreRecordedEvent, dateFromToday } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const free = { isFree: true, ticketPricePence: 0 } as const;

async function attendee() {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user) };
}

async function hostEvent(overrides: Parameters<typeof createHostedEvent>[2] = {}) {
  const host = await createUser(t);
  const eventId = await createHostedEvent(t.db, host.row, { ...free, ...overrides });
  return { host, eventId };
}

const book = (token: string | null, eventId: unknown) => t.call<FreeBookingData>("POST", "transaction/free-event", { token, body: { event_id: eventId } });
const cancel = (token: string | null, eventId: unknown) => t.call<CancelBookingData>("POST", "cancel-booking", { token, body: { event_id: eventId } });
const favourite = (token: string | null, eventId: unknown) => t.call<FavouriteData>("POST", "favorite-event", { token, body: { event_id: eventId } });

async function activeBookings(eventId: number, userId?: number) {
  return t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked"), userId ? eq(bookings.userId, userId) : undefined));
}

describe("POST transaction/free-event", () => {
  it("books a free live event: a booking reference, a zero-amount transaction and a confirmation mail with the .ics", async () => {
    const { eventId } = await hostEvent({ title: "Sunday sketching" });
    const { user, token } = await attendee();
    const answer = await book(token, eventId);
    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    expect(answer.message).toBe(BOOKING_MESSAGES.booked);
    expect(answer.data).toMatchObject({ event_id: eventId, is_booked: true });
    expect(answer.data!.booking_id).toMatch(BOOKING_REF_PATTERN);

    const [booking] = await activeBookings(eventId, user.id);
    expect(booking?.bookingRef).toBe(answer.data!.booking_id);
    const [payment] = await t.db.select().from(transactions).where(eq(transactions.bookingId, booking!.id));
    expect(payment).toMatchObject({ userId: user.id, transactionType: "event_booking", amountPence: 0, status: "succeeded", eventId });

    const mail = [...t.mails].reverse().find((m) => m.to === user.email)!;
    expect(mail.kind).toBe("booking-confirmation");
    expect(mail.text).toContain(answer.data!.booking_id);
    expect(mail.text).toContain(`/event-detail/${eventId}/`);
    const ics = mail.attachments?.[0];
    expect(ics?.filename).toBe("event.ics");
    expect(ics?.content).toContain("BEGIN:VEVENT");
    expect(ics?.content).toContain("SUMMARY:Sunday sketching");
    // Never the join link.
    expect(JSON.stringify(mail)).not.toContain("meet.example");
  });

  it("books a free pre-recorded event (no calendar file: it has no date)", async () => {
    const host = await createUser(t);
    const eventId = await createPreRecordedEvent(t.db, host.row, free);
    const { user, token } = await attendee();
    expect((await book(token, eventId)).status).toBe(200);
    const mail = [...t.mails].reverse().find((m) => m.to === user.email)!;
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toContain(`/pre-recorded-event/${eventId}/`);
  });

  it("refuses a second booking of the same event by the same user (409), and books again after a cancel", async () => {
    const { eventId } = await hostEvent({ canCancel: true });
    const { user, token } = await attendee();
    expect((await book(token, eventId)).status).toBe(200);
    const again = await book(token, eventId);
    expect(again).toMatchObject({ status: 409, success: false, message: BOOKING_MESSAGES.alreadyBooked });
    expect(await activeBookings(eventId, user.id)).toHaveLength(1);
    expect((await cancel(token, eventId)).status).toBe(200);
    expect((await book(token, eventId)).status).toBe(200);
    expect(await activeBookings(eventId, user.id)).toHaveLength(1);
  });

  it.each([
    ["cancelled", { isCancelled: true }, BOOKING_MESSAGES.cancelled],
    ["unpublished", { isPublished: false }, BOOKING_MESSAGES.notOpen],
    ["rejected", { isPublished: false, isRejected: true }, BOOKING_MESSAGES.notOpen],
    ["inactive", { active: false }, BOOKING_MESSAGES.notOpen],
    ["not free", { isFree: false, ticketPricePence: 1250 }, BOOKING_MESSAGES.notFree],
    ["ended", { eventDate: dateFromToday(-1), eventTime: "10:00" }, BOOKING_MESSAGES.ended],
  ] as const)("refuses a %s event with its own message and books nothing", async (_, overrides, message) => {
    const { eventId } = await hostEvent(overrides);
    const { token } = await attendee();
    const answer = await book(token, eventId);
    expect(answer).toMatchObject({ status: 400, success: false, message });
    expect(await activeBookings(eventId)).toHaveLength(0);
  });

  it("refuses an event inside a channel", async () => {
    const host = await createUser(t);
    const channelId = await createHostedChannel(t.db, host.row);
    const eventId = await createHostedEvent(t.db, host.row, { ...free, channelId });
    const { token } = await attendee();
    expect(await book(token, eventId)).toMatchObject({ status: 400, message: BOOKING_MESSAGES.inChannel });
  });

  it("refuses the host's own event", async () => {
    const { host, eventId } = await hostEvent();
    expect(await book(await loginAs(t, host), eventId)).toMatchObject({ status: 400, message: BOOKING_MESSAGES.ownEvent });
  });

  it("refuses a sold-out event", async () => {
    const { eventId } = await hostEvent();
    await t.db.update(events).set({ maxParticipants: 1 }).where(eq(events.id, eventId));
    const first = await attendee();
    const second = await attendee();
    expect((await book(first.token, eventId)).status).toBe(200);
    expect(await book(second.token, eventId)).toMatchObject({ status: 400, message: BOOKING_MESSAGES.soldOut });
    expect(await activeBookings(eventId)).toHaveLength(1);
  });

  it("answers 404 for an unknown or malformed id, 422 without one, 401 for a visitor", async () => {
    const { token } = await attendee();
    expect(await book(token, 2_147_483_000)).toMatchObject({ status: 404, message: BOOKING_MESSAGES.notFound });
    expect((await book(token, "abc")).status).toBe(404);
    expect((await book(token, "1 or 1=1")).status).toBe(404);
    expect((await t.call("POST", "transaction/free-event", { token, body: {} })).status).toBe(422);
    const { eventId } = await hostEvent();
    expect((await book(null, eventId)).status).toBe(401);
    expect(await activeBookings(eventId)).toHaveLength(0);
  });
});

describe("POST cancel-booking", () => {
  it("cancels a cancellable free booking and frees its seat (no refund)", async () => {
    const { eventId } = await hostEvent({ canCancel: true });
    await t.db.update(events).set({ maxParticipants: 1 }).where(eq(events.id, eventId));
    const first = await attendee();
    const second = await attendee();
    const booked = await book(first.token, eventId);
    const answer = await cancel(first.token, eventId);
    expect(answer).toMatchObject({ status: 200, success: true, message: BOOKING_MESSAGES.bookingCancelled });
    expect(answer.data).toEqual({ event_id: eventId, booking_id: booked.data!.booking_id, is_booked: false, refund_owed: 0 });
    expect(await activeBookings(eventId)).toHaveLength(0);
    // The seat is free again.
    expect((await book(second.token, eventId)).status).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.eventId, eventId))).toHaveLength(0);
  });

  it("records a paid booking's refund owed, through Cancel Event's own operation (reason booking_cancelled)", async () => {
    const { eventId } = await hostEvent({ isFree: false, ticketPricePence: 1500, canCancel: true });
    const { user, token } = await attendee();
    const { bookingId, transactionId } = await bookEvent(t.db, { eventId, userId: user.id, amountPence: 1800 });
    const answer = await cancel(token, eventId);
    expect(answer).toMatchObject({ status: 200, message: BOOKING_MESSAGES.bookingCancelledRefund });
    expect(answer.data!.refund_owed).toBe(1800);
    const owed = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(owed).toEqual([expect.objectContaining({ amountPence: 1800, transactionId, userId: user.id, reason: "booking_cancelled", status: "owed" })]);
  });

  it("refuses when the event does not allow cancelling, or has started; the booking stays", async () => {
    const { user, token } = await attendee();
    const fixed = (await hostEvent({ canCancel: false })).eventId;
    await bookEvent(t.db, { eventId: fixed, userId: user.id });
    expect(await cancel(token, fixed)).toMatchObject({ status: 400, message: BOOKING_MESSAGES.cannotCancel });
    const started = (await hostEvent({ canCancel: true, eventDate: dateFromToday(-1), eventTime: "10:00", endDate: dateFromToday(2), endTime: "10:00" })).eventId;
    await bookEvent(t.db, { eventId: started, userId: user.id });
    expect(await cancel(token, started)).toMatchObject({ status: 400, message: BOOKING_MESSAGES.cancelStarted });
    expect(await activeBookings(fixed, user.id)).toHaveLength(1);
    expect(await activeBookings(started, user.id)).toHaveLength(1);
  });

  it("answers 404 without a booking of the caller's (another user's booking is untouched), 401 for a visitor", async () => {
    const { eventId } = await hostEvent({ canCancel: true });
    const owner = await attendee();
    const other = await attendee();
    await book(owner.token, eventId);
    expect(await cancel(other.token, eventId)).toMatchObject({ status: 404, message: BOOKING_MESSAGES.noBooking });
    expect((await cancel(null, eventId)).status).toBe(401);
    expect((await cancel(other.token, "x")).status).toBe(404);
    expect(await activeBookings(eventId, owner.user.id)).toHaveLength(1);
  });
});

describe("POST favorite-event", () => {
  it("toggles the favourite in the database", async () => {
    const { eventId } = await hostEvent();
    const { user, token } = await attendee();
    const on = await favourite(token, eventId);
    expect(on).toMatchObject({ status: 200, message: BOOKING_MESSAGES.favouriteAdded, data: { event_id: eventId, is_favorite: true } });
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, user.id))).toHaveLength(1);
    const off = await favourite(token, eventId);
    expect(off).toMatchObject({ status: 200, message: BOOKING_MESSAGES.favouriteRemoved, data: { is_favorite: false } });
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, user.id))).toHaveLength(0);
  });

  it("refuses an unknown, malformed or unpublished event (404) and a visitor (401)", async () => {
    const { user, token } = await attendee();
    const { eventId } = await hostEvent({ isPublished: false });
    expect((await favourite(token, eventId)).status).toBe(404);
    expect((await favourite(token, 2_147_483_000)).status).toBe(404);
    expect((await favourite(token, "-1")).status).toBe(404);
    expect((await favourite(null, eventId)).status).toBe(401);
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, user.id))).toHaveLength(0);
  });
});

describe("an event id as the calls read it", () => {
  it("names the same event on its page, its favourite and its booking: spaces and leading zeros are read, the rest is not found", async () => {
    const { eventId } = await hostEvent();
    const { token } = await attendee();
    const padded = `00${eventId}`;
    expect((await t.call("GET", `events/${padded}`)).status).toBe(200);
    expect(await favourite(token, padded)).toMatchObject({ status: 200, data: { event_id: eventId, is_favorite: true } });
    expect(await book(token, ` ${padded} `)).toMatchObject({ status: 200, data: { event_id: eventId, is_booked: true } });
    for (const bad of ["0", "1.5", "1e3", "2147483648", `${eventId}x`]) {
      expect((await favourite(token, bad)).status).toBe(404);
      expect((await t.call("GET", `events/${bad}`)).status).toBe(404);
    }
  });
});

describe("GET bookings", () => {
  it("pages the caller's own transactions, 10 a page, newest first, with booking id, category and amount", async () => {
    const { user, token } = await attendee();
    const categoryId = await createCategory(t.db, { name: "Watercolour" });
    const host = await createUser(t);
    for (let i = 0; i < 12; i++) {
      const eventId = await createHostedEvent(t.db, host.row, { ...free, categoryId, title: `Class ${i}` });
      expect((await book(token, eventId)).status).toBe(200);
    }
    const other = await attendee();
    await book(other.token, (await hostEvent()).eventId);

    const first = await t.call<TransactionHistoryData>("GET", "bookings", { token });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(first.data!.transactions).toHaveLength(10);
    const row = first.data!.transactions[0]!;
    expect(row).toMatchObject({ transaction_type: "event_booking", amount: 0, status: "succeeded", category_name: "Watercolour", event_title: "Class 11" });
    expect(row.booking_id).toMatch(BOOKING_REF_PATTERN);

    const second = await t.call<TransactionHistoryData>("GET", "bookings?page=2", { token });
    expect(second.data!.page).toBe(2);
    expect(second.data!.transactions.map((r) => r.event_title)).toEqual(["Class 1", "Class 0"]);
    // Past the end: the last page; nonsense: the first.
    const past = await t.call<TransactionHistoryData>("GET", "bookings?page=99", { token });
    expect(past.data).toMatchObject({ page: 2, total: 12, last_page: 2 });
    expect(past.data!.transactions.map((r) => r.event_title)).toEqual(["Class 1", "Class 0"]);
    // No history at all, on any page: the first, empty.
    const none = await attendee();
    for (const asked of ["bookings", "bookings?page=3"]) {
      const empty = await t.call<TransactionHistoryData>("GET", asked, { token: none.token });
      expect(empty.data).toMatchObject({ page: 1, total: 0, last_page: 1, transactions: [] });
    }
    expect((await t.call<TransactionHistoryData>("GET", "bookings?page=abc", { token })).data!.page).toBe(1);
    expect(user.id).not.toBe(other.user.id);
    expect((await t.call("GET", "bookings")).status).toBe(401);
  });
});

describe("GET favorite-list and GET booked-events", () => {
  it("list the caller's own favourites and active bookings as public cards, by tab, never with the join link", async () => {
    const host = await createUser(t);
    const live = await createHostedEvent(t.db, host.row, { ...free, title: "Live one", viewLink: "https://meet.example.com/secret", canCancel: true });
    const recorded = await createPreRecordedEvent(t.db, host.row, { ...free, title: "Recorded one" });
    const cancelledLater = await createHostedEvent(t.db, host.row, { ...free, title: "Cancelled later", canCancel: true });
    const { token } = await attendee();
    const other = await attendee();
    for (const id of [live, recorded, cancelledLater]) {
      expect((await book(token, id)).status).toBe(200);
      expect((await favourite(token, id)).status).toBe(200);
    }
    await cancel(token, cancelledLater);
    await favourite(token, cancelledLater);
    await book(other.token, (await hostEvent()).eventId);

    const booked = await t.call<PublicEventData[]>("GET", "booked-events", { token });
    expect(booked.status).toBe(200);
    expect(booked.data!.map((e) => e.title)).toEqual(["Recorded one", "Live one"]);
    expect(booked.data!.every((e) => e.is_booked)).toBe(true);
    expect(JSON.stringify(booked.data)).not.toContain("meet.example.com");
    expect(booked.data!.find((e) => e.id === live)!.has_join_link).toBe(true);
    expect((await t.call<PublicEventData[]>("GET", "booked-events?type=online", { token })).data!.map((e) => e.id)).toEqual([live]);
    expect((await t.call<PublicEventData[]>("GET", "booked-events?type=pre-recorded", { token })).data!.map((e) => e.id)).toEqual([recorded]);

    const favourites = await t.call<PublicEventData[]>("GET", "favorite-list", { token });
    expect(favourites.data!.map((e) => e.id).sort()).toEqual([live, recorded].sort());
    expect(favourites.data!.every((e) => e.is_favorite)).toBe(true);
    expect((await t.call<PublicEventData[]>("GET", "favorite-list?type=pre-recorded", { token })).data!.map((e) => e.id)).toEqual([recorded]);
    expect((await t.call<PublicEventData[]>("GET", "favorite-list", { token: other.token })).data).toEqual([]);
  });

  it("refuse an unknown tab (422) and a visitor (401)", async () => {
    const { token } = await attendee();
    expect((await t.call("GET", "booked-events?type=everything", { token })).status).toBe(422);
    expect((await t.call("GET", "favorite-list?type=x", { token })).status).toBe(422);
    expect((await t.call("GET", "booked-events")).status).toBe(401);
    expect((await t.call("GET", "favorite-list")).status).toBe(401);
  });
});
