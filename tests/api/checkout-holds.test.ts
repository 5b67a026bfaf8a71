// Bounded checkout holds: an unpaid checkout holds a seat (or a channel place) and a coupon use for
// 15 minutes. One buyer keeps one live hold per item (a new checkout replaces the earlier one), an
// account and a client address have a cap of live holds, the public seat counts include the holds
// as the booking counts them, and signup-purchase answers a known address as signup does.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { HostedCheckoutData, PublicEventData, TransactionCreateData } from "~server/api/contract";
import { bookings, discountCodes, events, refunds, transactions, users } from "~server/db/schema";
import { signupMessage, SIGNUP_TITLE } from "~server/domain/accounts/registration";
import { TOO_MANY_ATTEMPTS } from "~server/domain/accounts/rate-limit";
import { HOLD_CAPS } from "~server/domain/payments/holds";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { useTestApi } from "~tests/support/api";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs, nextIp, registration } from "./auth-support";

const t = useTestApi();

const VISA = "4242 4242 4242 4242";
const THREE_D_SECURE = "4000 0027 6000 3184";

async function card(number = VISA): Promise<string> {
  const made = await t.payments.createPaymentMethod({ number, expiry: "12 / 34", cvc: "123", name: "Ada Buyer" });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.id;
}

/** A buyer and the client address they call from (each test's buyers their own, unless shared on purpose). */
async function buyer(ip = nextIp()) {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user), ip };
}

/** A paid live event at £10.00 (£12.30 with the free package's fees), with `seats` seats. */
async function paidEvent(seats: number, title?: string): Promise<number> {
  const host = await createUser(t);
  const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000, ...(title ? { title } : {}) });
  await t.db.update(events).set({ maxParticipants: seats }).where(eq(events.id, eventId));
  return eventId;
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

const hosted = (who: Buyer, body: Record<string, unknown>) => t.call<HostedCheckoutData>("POST", "transaction/hosted", { token: who.token, ip: who.ip, body });
const pay = (who: Buyer, body: Record<string, unknown>) => t.call<TransactionCreateData>("POST", "transaction/create", { token: who.token, ip: who.ip, body });

async function liveHolds(where: { eventId?: number; userId?: number }) {
  const rows = await t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, "pending"), where.eventId ? eq(transactions.eventId, where.eventId) : undefined, where.userId ? eq(transactions.userId, where.userId) : undefined));
  return rows.filter((row) => row.reservationExpiresAt !== null && row.reservationExpiresAt.getTime() > Date.now());
}

async function usesOf(couponId: number) {
  const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, couponId));
  return row!.redemptions;
}

describe("one live hold per buyer per item", () => {
  it("20 unpaid hosted checkouts by one buyer hold one seat of 20, not all of them", async () => {
    const eventId = await paidEvent(20);
    const hoarder = await buyer();
    for (let i = 0; i < 20; i++) {
      const answer = await hosted(hoarder, { id: eventId, transaction_type: "event_booking", checkout_key: `hoard-${i}` });
      expect(answer.status, `call ${i}`).toBe(200);
    }
    expect(await liveHolds({ eventId })).toHaveLength(1);
    const replaced = await t.db.select().from(transactions).where(and(eq(transactions.eventId, eventId), eq(transactions.status, "expired")));
    expect(replaced).toHaveLength(19);
    // Everyone else can still buy.
    const other = await buyer();
    const paid = await pay(other, { id: eventId, transaction_type: "event_booking", invoice_id: await card() });
    expect([paid.status, paid.data?.checkout.status]).toEqual([200, "succeeded"]);
  });

  it("22 unpaid checkouts with a 20-use coupon take one use; other buyers still get the discount", async () => {
    const eventId = await paidEvent(20);
    const [code] = await t.db.insert(discountCodes).values({ code: `HOARD${eventId}`, discountType: "fixed", value: 200, eventId, maxRedemptions: 20 }).returning();
    const hoarder = await buyer();
    for (let i = 0; i < 22; i++) {
      const answer = await hosted(hoarder, { id: eventId, transaction_type: "event_booking", couponCode: code!.code, checkout_key: `coupon-${i}` });
      expect(answer.status, `call ${i}`).toBe(200);
    }
    expect(await usesOf(code!.id)).toBe(1);
    const other = await buyer();
    const checked = await t.call("POST", "check-discount-code", { token: other.token, body: { code: code!.code, event_id: eventId } });
    expect(checked.status).toBe(200);
    const paid = await pay(other, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), couponCode: code!.code });
    expect(paid.data?.checkout.status).toBe("succeeded");
    expect(await usesOf(code!.id)).toBe(2);
  });

  it("the same checkout_key is still the same checkout, and a refused new checkout leaves the earlier hold alone", async () => {
    const eventId = await paidEvent(1);
    const first = await buyer();
    const one = await hosted(first, { id: eventId, transaction_type: "event_booking", checkout_key: "same-key" });
    const again = await hosted(first, { id: eventId, transaction_type: "event_booking", checkout_key: "same-key" });
    expect(again.data?.transaction_id).toBe(one.data?.transaction_id);
    // A new checkout with a changed price is refused, and the hold it would have replaced stays.
    const refused = await pay(first, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), checkout_key: "other-key", amount: 1 });
    expect([refused.status, refused.message]).toEqual([400, PAYMENT_MESSAGES.priceChanged]);
    expect((await liveHolds({ eventId })).map((row) => row.id)).toEqual([one.data!.transaction_id]);
    // The buyer's own hold does not make the event sold out for them: a new checkout takes its place.
    const paid = await pay(first, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), checkout_key: "pay-now" });
    expect(paid.data?.checkout.status).toBe("succeeded");
    const [old] = await t.db.select().from(transactions).where(eq(transactions.id, one.data!.transaction_id));
    expect(old?.status).toBe("expired");
  });

  it("a replaced checkout whose payment was in flight is not lost: it books when a seat is free, else it is refunded", async () => {
    const eventId = await paidEvent(2);
    const who = await buyer();
    const waiting = await pay(who, { id: eventId, transaction_type: "event_booking", invoice_id: await card(THREE_D_SECURE), checkout_key: "three-ds" });
    expect(waiting.data?.checkout.status).toBe("requires_action");
    // The buyer starts again on the hosted page: the 3-D Secure checkout is replaced.
    const second = await hosted(who, { id: eventId, transaction_type: "event_booking", checkout_key: "hosted-after" });
    expect(second.status).toBe(200);
    expect(await liveHolds({ eventId })).toHaveLength(1);
    // The first step is completed after all: a seat is free, so the payment books it.
    await t.payments.authenticate(waiting.data!.checkout.next_action_url!.split("/").pop()!, "complete");
    const booked = await t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.userId, who.user.id)));
    expect(booked).toHaveLength(1);

    // With no seat free, the payment of a replaced checkout is owed back.
    const full = await paidEvent(1);
    const late = await buyer();
    const slow = await pay(late, { id: full, transaction_type: "event_booking", invoice_id: await card(THREE_D_SECURE), checkout_key: "three-ds" });
    const other = await hosted(late, { id: full, transaction_type: "event_booking", checkout_key: "hosted-after" });
    expect(other.status).toBe(200);
    await t.payments.authenticate(slow.data!.checkout.next_action_url!.split("/").pop()!, "complete");
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.transactionId, slow.data!.checkout.transaction_id));
    expect(refund).toMatchObject({ reason: "payment_unfulfilled", amountPence: 1230 });
  });
});

describe("a cap on live holds", () => {
  it(`an account holds at most ${HOLD_CAPS.perAccount} checkouts in progress; the next is refused with a clear message`, async () => {
    const who = await buyer();
    const eventIds: number[] = [];
    for (let i = 0; i <= HOLD_CAPS.perAccount; i++) eventIds.push(await paidEvent(5));
    for (const eventId of eventIds.slice(0, HOLD_CAPS.perAccount)) {
      expect((await hosted(who, { id: eventId, transaction_type: "event_booking" })).status).toBe(200);
    }
    const refused = await hosted(who, { id: eventIds.at(-1), transaction_type: "event_booking" });
    expect([refused.status, refused.message]).toEqual([429, PAYMENT_MESSAGES.tooManyHolds]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await liveHolds({ eventId: eventIds.at(-1) })).toHaveLength(0);
    // A card payment is a checkout too; renewing a hold for an item already held is not a new one.
    expect((await pay(who, { id: eventIds.at(-1), transaction_type: "event_booking", invoice_id: await card() })).status).toBe(429);
    expect((await hosted(who, { id: eventIds[0], transaction_type: "event_booking" })).status).toBe(200);
    expect(await liveHolds({ userId: who.user.id })).toHaveLength(HOLD_CAPS.perAccount);
    // Once a hold lapses, the next checkout goes through.
    t.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      expect((await hosted(who, { id: eventIds.at(-1), transaction_type: "event_booking" })).status).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it(`a client address holds at most ${HOLD_CAPS.perAddress}, and signup-purchase at the cap registers nobody`, async () => {
    const ip = nextIp();
    const eventId = await paidEvent(50);
    for (let i = 0; i < HOLD_CAPS.perAddress; i++) {
      expect((await hosted(await buyer(ip), { id: eventId, transaction_type: "event_booking" })).status).toBe(200);
    }
    const refused = await hosted(await buyer(ip), { id: eventId, transaction_type: "event_booking" });
    expect([refused.status, refused.message]).toEqual([429, PAYMENT_MESSAGES.tooManyHolds]);
    const email = `capped-${eventId}@example.com`;
    const visitorRefused = await t.call("POST", "signup-purchase", {
      ip,
      body: { registrationData: registration({ email }), paymentData: { id: eventId, transaction_type: "event_booking" } },
    });
    expect([visitorRefused.status, visitorRefused.message]).toEqual([429, PAYMENT_MESSAGES.tooManyHolds]);
    // A purchase that cannot happen registers nobody.
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // Another address is not affected.
    expect((await hosted(await buyer(), { id: eventId, transaction_type: "event_booking" })).status).toBe(200);
    // The address is kept only as a digest, as the rate limits keep it.
    const rows = await liveHolds({ eventId });
    expect(rows.every((row) => row.clientAddressHash !== null && !row.clientAddressHash.includes(ip))).toBe(true);
  });
});

describe("seats left, as the public sees them", () => {
  it("remaining_seat counts live holds as the booking does: a fully held event is sold out on its page and in search", async () => {
    const eventId = await paidEvent(2, "Quite unlike any other class");
    const seatsLeft = async () => (await t.call<PublicEventData>("GET", `events/${eventId}`)).data?.remaining_seat;
    expect(await seatsLeft()).toBe(2);
    await hosted(await buyer(), { id: eventId, transaction_type: "event_booking" });
    expect(await seatsLeft()).toBe(1);
    await hosted(await buyer(), { id: eventId, transaction_type: "event_booking" });
    expect(await seatsLeft()).toBe(0);
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    const search = await t.call<PublicEventData[]>("GET", `events-search?search=${encodeURIComponent(event!.title)}`);
    expect(search.data?.find((row) => row.id === eventId)?.remaining_seat).toBe(0);
    // And the checkout agrees: sold out.
    const late = await pay(await buyer(), { id: eventId, transaction_type: "event_booking", invoice_id: await card() });
    expect(late.message).toBe("Sorry, this event is sold out.");
    // A lapsed hold gives its seat back at once, on the page as at the checkout.
    t.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      expect(await seatsLeft()).toBe(2);
    } finally {
      t.setNow(null);
    }
  });
});

describe("signup-purchase with an address that has an account", () => {
  it("answers exactly as signup does, buys nothing, holds nothing, and mails the owner", async () => {
    const eventId = await paidEvent(5);
    const owner = await createUser(t, { firstName: "Grace" });
    const body = { registrationData: registration({ email: owner.email, password: "Another1pass", password_confirmation: "Another1pass" }), paymentData: { id: eventId, transaction_type: "event_booking", invoice_id: await card() } };
    const known = await t.call<{ success: boolean; title: string; message: string; transactionResponse: { transaction_id: number | null } }>("POST", "signup-purchase", { ip: nextIp(), body });
    const signup = await t.call<unknown>("POST", "signup", { ip: nextIp(), body: registration({ email: owner.email, password: "Another1pass", password_confirmation: "Another1pass" }) });
    expect(known.status).toBe(signup.status);
    expect([known.success, known.message]).toEqual([true, signup.message]);
    expect(known.message).toBe(signupMessage(owner.email));
    expect(known.data).toMatchObject({ success: true, title: SIGNUP_TITLE, message: signupMessage(owner.email), transactionResponse: { booking_id: null, transaction_id: null } });
    expect(JSON.stringify(known)).not.toMatch(/cannot be used|log in to complete/i);
    expect(await t.db.select().from(transactions).where(eq(transactions.eventId, eventId))).toHaveLength(0);
    expect(t.mails.some((mail) => mail.to === owner.email && mail.subject.startsWith("Someone tried to register"))).toBe(true);
  });

  it("is limited per address like signup, for known and new addresses alike", async () => {
    const ip = nextIp();
    const eventId = await paidEvent(50);
    const owner = await createUser(t);
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const email = i % 2 === 0 ? owner.email : `limited-${eventId}-${i}@example.com`;
      answers.push(await t.call("POST", "signup-purchase", { ip, body: { registrationData: registration({ email }), paymentData: { id: eventId, transaction_type: "event_booking", invoice_id: await card() } } }));
    }
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect([answers[10]!.status, answers[10]!.message]).toEqual([429, TOO_MANY_ATTEMPTS]);
    // signup and signup-purchase share the address's count.
    expect((await t.call("POST", "signup", { ip, body: registration() })).status).toBe(429);
  });
});
