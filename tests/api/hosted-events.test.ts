// GET user-events (My Hosted Events) and POST cancel-event (spec 001 §2.12, 000 §4, §7).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CancelEventData, HostedEventData } from "~server/api/contract";
import { bookings, events, mailOutbox, refunds } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createHostedChannel, createHostedEvent, createPreRecordedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function hostedEvents(token: string, type?: string) {
  return t.call<HostedEventData[]>("GET", `user-events${type === undefined ? "" : `?type=${type}`}`, { token });
}

describe("GET user-events", () => {
  it("lists the caller's events only, with the host status of 000 §4 and the actions each allows", async () => {
    const host = await createUser(t);
    const other = await createUser(t);
    const attendee = await createUser(t);
    const upcoming = await createHostedEvent(t.db, host.row, { title: "Upcoming" });
    const booked = await createHostedEvent(t.db, host.row, { title: "Booked" });
    await bookEvent(t.db, { eventId: booked, userId: attendee.id });
    const pending = await createHostedEvent(t.db, host.row, { title: "Pending", isPublished: false });
    const rejectedId = await createHostedEvent(t.db, host.row, { title: "Rejected", isPublished: false, isRejected: true });
    const cancelled = await createHostedEvent(t.db, host.row, { title: "Cancelled", isCancelled: true });
    const completed = await createHostedEvent(t.db, host.row, { title: "Completed", eventDate: day(-3), eventTime: "10:00", endTime: "11:00" });
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Recorded" });
    const channel = await createHostedChannel(t.db, host.row);
    const inChannel = await createHostedEvent(t.db, host.row, { title: "In channel", channelId: channel });
    await bookEvent(t.db, { eventId: inChannel, userId: attendee.id });
    await createHostedEvent(t.db, other.row, { title: "Not mine" });

    const answer = await hostedEvents(await loginAs(t, host));
    expect(answer.status).toBe(200);
    const byId = new Map(answer.data!.map((event) => [event.id, event]));
    expect([...byId.values()].map((event) => event.title)).not.toContain("Not mine");
    expect(byId.size).toBe(8);

    expect(byId.get(upcoming)).toMatchObject({ host_status: null, can_edit: true, can_cancel: true, can_email_subscribers: false, booked_count: 0, cancelled: 0 });
    // Once booked, Edit is gone and Email subscribers appears.
    expect(byId.get(booked)).toMatchObject({ host_status: null, can_edit: false, can_cancel: true, can_email_subscribers: true, booked_count: 1 });
    expect(byId.get(booked)!.remaining_seat).toBe(byId.get(upcoming)!.remaining_seat - 1);
    expect(byId.get(pending)!.host_status).toBe("Pending Approval");
    expect(byId.get(rejectedId)!.host_status).toBe("Rejected by Admin");
    expect(byId.get(cancelled)).toMatchObject({ host_status: "Event Cancelled", cancelled: 1, can_edit: false, can_cancel: false });
    expect(byId.get(completed)).toMatchObject({ host_status: "Event Completed", can_edit: false, can_cancel: false });
    expect(byId.get(recorded)).toMatchObject({ host_status: null, can_edit: true, event_type: "Pre Recorded" });
    expect(byId.get(recorded)!.view_path).toMatch(new RegExp(`^/pre-recorded-event/${recorded}/`));
    expect(byId.get(upcoming)!.view_path).toMatch(new RegExp(`^/event-detail/${upcoming}/`));
    // Inside a channel: no Email subscribers, even with bookings.
    expect(byId.get(inChannel)).toMatchObject({ can_email_subscribers: false, can_edit: false });
  });

  it("filters by the tabs All / Online / Pre Recorded and refuses an unknown tab", async () => {
    const host = await createUser(t);
    await createHostedEvent(t.db, host.row, { title: "Live one" });
    await createPreRecordedEvent(t.db, host.row, { title: "Recorded one" });
    const token = await loginAs(t, host);
    expect((await hostedEvents(token, "all")).data!.map((e) => e.title).sort()).toEqual(["Live one", "Recorded one"]);
    expect((await hostedEvents(token, "online")).data!.map((e) => e.title)).toEqual(["Live one"]);
    expect((await hostedEvents(token, "pre-recorded")).data!.map((e) => e.title)).toEqual(["Recorded one"]);
    const bad = await hostedEvents(token, "upcoming");
    expect(bad).toMatchObject({ status: 422, success: false, message: "Event type must be all, online or pre-recorded." });
  });

  it("needs a logged-in user", async () => {
    expect((await t.call("GET", "user-events")).status).toBe(401);
  });
});

describe("POST cancel-event", () => {
  it("cancels the event and its bookings, records a refund owed per paid booking and mails each attendee, once", async () => {
    const host = await createUser(t);
    const [paid, free] = [await createUser(t, { firstName: "Paula" }), await createUser(t, { firstName: "Fred" })];
    const eventId = await createHostedEvent(t.db, host.row, { title: "Sunset flow", ticketPricePence: 1200 });
    const paidBooking = await bookEvent(t.db, { eventId, userId: paid.id, amountPence: 1290 });
    const freeBooking = await bookEvent(t.db, { eventId, userId: free.id });
    const earlier = await bookEvent(t.db, { eventId, userId: (await createUser(t)).id, amountPence: 1290, status: "cancelled" });
    const token = await loginAs(t, host);
    const sentBefore = t.mails.length;

    const answer = await t.call<CancelEventData>("POST", "cancel-event", { token, body: { event_id: eventId } });
    expect(answer).toMatchObject({ status: 200, success: true, message: "Event cancelled. All booked users will be refunded." });
    expect(answer.data).toEqual({ event_id: eventId, cancelled: 1, cancelled_bookings: 2, refunds_owed: 1 });

    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.isCancelled).toBe(true);
    expect(event!.cancelledAt).not.toBeNull();
    const rows = await t.db.select().from(bookings).where(eq(bookings.eventId, eventId));
    expect(rows.every((row) => row.status === "cancelled")).toBe(true);
    const owed = await t.db.select().from(refunds).where(eq(refunds.eventId, eventId));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      bookingId: paidBooking.bookingId,
      transactionId: paidBooking.transactionId,
      userId: paid.id,
      amountPence: 1290,
      status: "owed",
      reason: "event_cancelled",
    });
    expect(owed.map((row) => row.bookingId)).not.toContain(freeBooking.bookingId);
    expect(owed.map((row) => row.bookingId)).not.toContain(earlier.bookingId);

    const mails = t.mails.slice(sentBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual([paid.email, free.email].sort());
    const paidMail = mails.find((mail) => mail.to === paid.email)!;
    expect(paidMail.subject).toBe("Cancelled: Sunset flow");
    expect(paidMail.text).toContain("£12.90 will be refunded");
    expect(mails.find((mail) => mail.to === free.email)!.text).toContain("nothing to refund");

    // Twice: answered as cancelled, nothing more changes.
    const outboxBefore = (await t.db.select().from(mailOutbox)).length;
    const again = await t.call<CancelEventData>("POST", "cancel-event", { token, body: { event_id: eventId } });
    expect(again).toMatchObject({ status: 200, success: true });
    expect(again.data).toMatchObject({ cancelled_bookings: 0, refunds_owed: 0 });
    expect(await t.db.select().from(refunds).where(eq(refunds.eventId, eventId))).toHaveLength(1);
    expect((await t.db.select().from(mailOutbox)).length).toBe(outboxBefore);
    const [after] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(after!.cancelledAt).toEqual(event!.cancelledAt);
  });

  it("refuses another user's event with 'unauthorized', changing nothing", async () => {
    const host = await createUser(t);
    const attendee = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row);
    await bookEvent(t.db, { eventId, userId: attendee.id, amountPence: 500 });
    const answer = await t.call("POST", "cancel-event", { token: await loginAs(t, await createUser(t)), body: { event_id: eventId } });
    expect(answer).toMatchObject({ status: 403, success: false, message: "unauthorized" });
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.isCancelled).toBe(false);
    expect(await t.db.select().from(refunds).where(eq(refunds.eventId, eventId))).toHaveLength(0);
  });

  it("refuses a missing or malformed event id, and an event that is over", async () => {
    const host = await createUser(t);
    const token = await loginAs(t, host);
    expect(await t.call("POST", "cancel-event", { token, body: {} })).toMatchObject({ status: 422, success: false });
    expect(await t.call("POST", "cancel-event", { token, body: { event_id: "abc" } })).toMatchObject({ status: 404, message: "Event not found" });
    expect(await t.call("POST", "cancel-event", { token, body: { event_id: 2_147_483_000 } })).toMatchObject({ status: 404, message: "Event not found" });
    const over = await createHostedEvent(t.db, host.row, { eventDate: day(-2), eventTime: "09:00", endTime: "10:00" });
    expect(await t.call("POST", "cancel-event", { token, body: { event_id: over } })).toMatchObject({
      status: 400,
      success: false,
      message: "This event has already taken place and cannot be cancelled.",
    });
  });
});
