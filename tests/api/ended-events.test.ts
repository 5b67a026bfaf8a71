// Time-aware actions (ADR 058): an event that has ended is never offered for sale — on
// its cards, its page, a channel's lists, the subscriber's list and at checkout (quote, transaction/
// create, transaction/hosted, the free booking, the no-JavaScript checkout page), and a payment that
// lands after the end is refunded — while a pre-recorded event, which never ends, stays on sale. A
// booked live event shows its room's countdown in place of JOIN NOW until 15 minutes before the start.
// The pages run on the real clock, so the events are placed around it.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CheckoutStateData, SubscribedChannelData, TransactionCreateData } from "~server/api/contract";
import { bookings, events, favourites, transactions } from "~server/db/schema";
import { subscribe } from "~server/seed/channels";
import { BOOKING_MESSAGES } from "~server/domain/bookings/rules";
import { useTestApi } from "~tests/support/api";
import { sandboxCard, signedInBuyer } from "~tests/support/buyers";
import { createBooking, createHostedChannel, createHostedEvent, createPreRecordedEvent } from "~tests/support/factories";
import { pageHtml, sessionCookieOf, useWebApp } from "~tests/support/web-app";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();
const web = useWebApp(t);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** "YYYY-MM-DD" and "HH:MM" in London for an instant (the events below are in Europe/London). */
function london(instant: number): { date: string; time: string } {
  const at = new Date(instant);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  return { date, time };
}

/** A live event's date fields from `startIn` to `endIn` ms from now (whole minutes). */
function when(startIn: number, endIn: number) {
  const base = Math.floor(Date.now() / MINUTE) * MINUTE;
  const start = london(base + startIn);
  const end = london(base + endIn);
  return { eventDate: start.date, eventTime: start.time, endDate: end.date, endTime: end.time };
}

const ENDED = () => when(-2 * DAY, -2 * DAY + 60 * MINUTE);
const UNDER_WAY = () => when(-30 * MINUTE, 60 * MINUTE);
/** Noon in London three calendar days from today there: "Opens in 3 days" at any hour of the run. */
const COMING = () => {
  const date = london(Date.now() + 3 * DAY).date;
  return { eventDate: date, eventTime: "12:00", endDate: date, endTime: "13:00" };
};

async function paidLive(title: string, times: ReturnType<typeof when>, extra: Parameters<typeof createHostedEvent>[2] = {}) {
  const host = await createUser(t);
  const eventId = await createHostedEvent(t.db, host.row, { title, isFree: false, ticketPricePence: 1000, viewLink: "https://meet.example.com/room-58", ...times, ...extra });
  return { host, eventId };
}

/** The action buttons drawn for this event on a page (cards and the event page), by the tags that carry its id. */
function actionsOf(html: string, eventId: number): string[] {
  const tags = [...html.matchAll(/<(?:a|button|p) [^>]*data-event-action="([a-z-]+)"[^>]*>/g)];
  return tags.filter(([tag]) => tag.includes(`data-event-id="${eventId}"`)).map(([, action]) => action!);
}

/** No sign of a sale of this event in a page: no buying action, no checkout, no free booking. */
function expectNotOnSale(html: string, eventId: number) {
  expect(actionsOf(html, eventId).filter((action) => ["buy-ticket", "buy-access", "free-ticket", "subscribe-now"].includes(action))).toEqual([]);
  expect(html).not.toContain(`href="/checkout/event_booking/${eventId}"`);
  expect(html).not.toContain(`href="/book/${eventId}"`);
}

async function checkoutRows(eventId: number) {
  return t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
}

async function bookingRows(eventId: number) {
  return t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")));
}

describe("an ended event is not sold at checkout", () => {
  it("checkout/quote, transaction/create and transaction/hosted refuse it with a clear message and change nothing", async () => {
    const { eventId } = await paidLive("Ended checkout", ENDED());
    const { token } = await signedInBuyer(t);
    const seatsBefore = (await t.db.select({ n: events.maxParticipants }).from(events).where(eq(events.id, eventId)))[0]!.n;

    const quote = await t.call("GET", `checkout/quote?transaction_type=event_booking&id=${eventId}`, { token });
    expect([quote.status, quote.success, quote.message]).toEqual([400, false, BOOKING_MESSAGES.ended]);
    // A forged payment: a real card and the figures the buyer would have seen.
    const forged = await t.call<TransactionCreateData>("POST", "transaction/create", {
      token,
      body: { id: eventId, transaction_type: "event_booking", invoice_id: await sandboxCard(t), amount: 1230, taxes: 200, stripeCharges: 30 },
    });
    expect([forged.status, forged.success, forged.message]).toEqual([400, false, BOOKING_MESSAGES.ended]);
    const hosted = await t.call("POST", "transaction/hosted", { token, body: { id: eventId, transaction_type: "event_booking", checkout_key: crypto.randomUUID() } });
    expect([hosted.status, hosted.success, hosted.message]).toEqual([400, false, BOOKING_MESSAGES.ended]);

    expect(await checkoutRows(eventId)).toEqual([]);
    expect(await bookingRows(eventId)).toEqual([]);
    expect((await t.db.select({ n: events.maxParticipants }).from(events).where(eq(events.id, eventId)))[0]!.n).toBe(seatsBefore);
  });

  it("an event under way is refused as started; a free ended one is refused as ended; a pre-recorded one is always sold", async () => {
    const { token } = await signedInBuyer(t);
    const { eventId: underWay } = await paidLive("Under way checkout", UNDER_WAY());
    expect(await t.call("GET", `checkout/quote?transaction_type=event_booking&id=${underWay}`, { token })).toMatchObject({ status: 400, message: BOOKING_MESSAGES.started });

    const host = await createUser(t);
    const free = await createHostedEvent(t.db, host.row, { title: "Ended free", isFree: true, ticketPricePence: 0, ...ENDED() });
    const booking = await t.call("POST", "transaction/free-event", { token, body: { event_id: free } });
    expect([booking.success, booking.message]).toEqual([false, BOOKING_MESSAGES.ended]);
    expect(await bookingRows(free)).toEqual([]);

    // A pre-recorded event made long ago has no end: it is sold as ever.
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Old recording" });
    const sold = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: recorded, transaction_type: "event_booking", invoice_id: await sandboxCard(t) } });
    expect(sold.data?.checkout.status).toBe("succeeded");
  });

  it("a payment that lands after the end is refunded, even inside the hold that reserved the seat", async () => {
    const { eventId } = await paidLive("Ends during payment", when(20 * MINUTE, 30 * MINUTE));
    const { token } = await signedInBuyer(t);
    const waiting = await t.call<TransactionCreateData>("POST", "transaction/create", {
      token,
      body: { id: eventId, transaction_type: "event_booking", invoice_id: await sandboxCard(t, "4000 0027 6000 3184") },
    });
    expect(waiting.data?.checkout.status).toBe("requires_action");
    // The buyer finishes 3-D Secure 31 minutes later: the event is over, the 15-minute hold long gone
    // would be another refusal; one that is still live (extended here) must refuse as well.
    await t.db.update(transactions).set({ reservationExpiresAt: new Date(Date.now() + 2 * 60 * MINUTE) }).where(eq(transactions.id, waiting.data!.checkout.transaction_id));
    t.setNow(new Date(Date.now() + 31 * MINUTE));
    try {
      await t.payments.authenticate(waiting.data!.checkout.next_action_url!.split("/").pop()!, "complete");
      const state = await t.call<CheckoutStateData>("GET", `transaction/${waiting.data!.checkout.transaction_id}`, { token });
      expect(state.data?.status).toBe("refunded");
      expect(await bookingRows(eventId)).toEqual([]);
      const [row] = await checkoutRows(eventId);
      expect(row?.failureMessage).toBe("the event has already ended.");
    } finally {
      t.setNow(null);
    }
  });

  it("the no-JavaScript checkout page says why and offers no payment", async () => {
    const { eventId } = await paidLive("Ended checkout page", ENDED());
    const cookie = await sessionCookieOf(t, await createUser(t));
    const answer = await web.fetch(new Request(`http://localhost/checkout/event_booking/${eventId}`, { headers: { cookie } }));
    expect(answer.status).toBe(409);
    const html = await answer.text();
    expect(html).toContain(BOOKING_MESSAGES.ended);
    expect(html).not.toContain('name="intent" value="hosted"');
    expect(html).not.toContain('name="payment_method_id"');
    // A forged post of the page's form is refused too, and writes nothing.
    const post = await web.fetch(
      new Request(`http://localhost/checkout/event_booking/${eventId}`, {
        method: "POST",
        headers: { cookie, host: "localhost", origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "hosted", checkout_key: crypto.randomUUID() }),
      }),
    );
    expect(post.status).toBe(400);
    expect(await post.text()).toContain(BOOKING_MESSAGES.ended);
    expect(await checkoutRows(eventId)).toEqual([]);
  });
});

describe("an ended event's cards and page", () => {
  it("a card says Event Ended with no way to buy; the page says it has ended; an upcoming one is still sold", async () => {
    const host = await createUser(t, { firstName: "Ida", lastName: "Ended" });
    const ended = await createHostedEvent(t.db, host.row, { title: "Ended sunrise class", isFree: false, ticketPricePence: 1000, ...ENDED() });
    const coming = await createHostedEvent(t.db, host.row, { title: "Coming sunrise class", isFree: false, ticketPricePence: 1000, ...COMING() });
    const fan = await createUser(t);
    await t.db.insert(favourites).values([{ userId: fan.id, eventId: ended }, { userId: fan.id, eventId: coming }]);
    const viewer = await sessionCookieOf(t, fan);
    // Cards: the viewer's favourites list both.
    const cards = await pageHtml(web, "/favourite-event", viewer);
    expect(cards).toContain("Ended sunrise class");
    expect(actionsOf(cards, ended)).toEqual(["event-ended"]);
    expectNotOnSale(cards, ended);
    expect(actionsOf(cards, coming)).toEqual(["buy-ticket"]);
    for (const cookie of [undefined, viewer]) {

      const page = await pageHtml(web, `/event-detail/${ended}/x`, cookie);
      expect(page).toContain('data-testid="event-phase">This event has ended.</p>');
      expect(actionsOf(page, ended)).toEqual(expect.arrayContaining(["event-ended"]));
      expectNotOnSale(page, ended);
      const open = await pageHtml(web, `/event-detail/${coming}/x`, cookie);
      expect(open).not.toContain('data-testid="event-phase"');
    }
  });

  it("an event under way says it can no longer be booked", async () => {
    const host = await createUser(t);
    const id = await createHostedEvent(t.db, host.row, { title: "Class under way", isFree: true, ticketPricePence: 0, ...UNDER_WAY() });
    const page = await pageHtml(web, `/event-detail/${id}/x`);
    expect(page).toContain(`data-testid="event-phase">${BOOKING_MESSAGES.started}</p>`);
    expectNotOnSale(page, id);
  });
});

describe("a channel's ended live event", () => {
  async function studio() {
    const host = await createUser(t);
    const channelId = await createHostedChannel(t.db, host.row, { title: "Ended studio", eventType: "Live Events" });
    const ended = await createHostedEvent(t.db, host.row, { title: "Studio ended class", channelId, chanSortOrder: 1, viewLink: "https://meet.example.com/s", ...ENDED() });
    const coming = await createHostedEvent(t.db, host.row, { title: "Studio coming class", channelId, chanSortOrder: 2, viewLink: "https://meet.example.com/s", ...COMING() });
    return { channelId, ended, coming };
  }

  it("is Event Ended on the channel's lists for a visitor and a non-subscriber, Event Completed for a subscriber", async () => {
    const { channelId, ended, coming } = await studio();
    const other = await sessionCookieOf(t, await createUser(t));
    const member = await createUser(t);
    await subscribe(t.db, member.id, channelId, { monthly: true });
    const memberCookie = await sessionCookieOf(t, member);
    for (const path of [`/channel-detail/${channelId}/x`, `/channel-events/${channelId}/x`]) {
      for (const cookie of [undefined, other]) {
        const html = await pageHtml(web, path, cookie);
        expect(actionsOf(html, ended), path).toEqual(["event-ended"]);
        expectNotOnSale(html, ended);
        expect(actionsOf(html, coming), path).toEqual(["subscribe-now"]);
      }
      const html = await pageHtml(web, path, memberCookie);
      expect(actionsOf(html, ended), path).toEqual(["event-completed"]);
      expect(actionsOf(html, coming), path).toEqual(["subscribed"]);
    }
  });

  it("is Event Completed with nothing to join on the subscriber's list; an upcoming one counts down to Join", async () => {
    const { channelId, ended, coming } = await studio();
    const member = await createUser(t);
    await subscribe(t.db, member.id, channelId, { monthly: true });
    const answer = await t.call<SubscribedChannelData>("GET", `my-subscribed-channel/${channelId}`, { token: await loginAs(t, member) });
    const rows = new Map(answer.data!.events.map((row) => [row.id, row]));
    expect(rows.get(ended)).toMatchObject({ action: "Event Completed", action_url: null, time_zone: "Europe/London" });
    expect(rows.get(coming)).toMatchObject({ action: "Join", action_url: `/join/${coming}` });
    expect(rows.get(coming)!.starts_at).not.toBeNull();

    const html = await pageHtml(web, `/my-subscribed-channel-events/${channelId}/x`, await sessionCookieOf(t, member));
    expect(html).not.toContain(`href="/join/${ended}"`);
    expect(html).toContain('data-event-action="event-completed">Event Completed</span>');
    // Three days ahead: the countdown, not the button.
    expect(html).not.toContain(`href="/join/${coming}"`);
    expect(html).toMatch(new RegExp(`data-event-action="join-opens" data-event-id="${coming}"[^>]*>.*?Opens in 3 days</time>`));
  });
});

describe("JOIN NOW's countdown for a booked attendee", () => {
  it("shows 'Opens in 3 days' in place of JOIN NOW on the card and the live page, and JOIN NOW once the room is open", async () => {
    const { eventId: later } = await paidLive("Booked later", COMING());
    const { eventId: soon } = await paidLive("Booked soon", when(10 * MINUTE, 70 * MINUTE));
    const attendee = await createUser(t);
    for (const eventId of [later, soon]) await createBooking(t.db, eventId, attendee.id);
    const cookie = await sessionCookieOf(t, attendee);

    const cards = await pageHtml(web, "/my-booked-events", cookie);
    expect(actionsOf(cards, later)).toEqual(["join-opens"]);
    expect(cards).not.toContain(`href="/join/${later}"`);
    expect(cards).toMatch(new RegExp(`data-event-action="join-opens" data-event-id="${later}"[^>]*>.*?JOIN NOW: </span><time[^>]*>Opens in 3 days</time>`));
    expect(actionsOf(cards, soon)).toEqual(["join-now"]);
    expect(cards).toContain(`href="/join/${soon}"`);

    const live = await pageHtml(web, `/online-event/${later}/x`, cookie);
    expect(live).toContain("Opens in 3 days");
    expect(live).not.toContain(`href="/join/${later}"`);
    expect(await pageHtml(web, `/online-event/${soon}/x`, cookie)).toContain(`href="/join/${soon}"`);
  });
});
