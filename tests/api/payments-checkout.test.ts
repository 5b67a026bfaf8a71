// Paid checkout through the sandbox provider: transaction/create, transaction/hosted,
// GET transaction/:id, checkout/quote, the coupons and pricing calls, with good and bad input. The
// sandbox's signed events go through the same webhook handler as Stripe's, so a payment here is
// fulfilled exactly as a real one.
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { CheckoutQuoteData, CheckoutStateData, DiscountCodeData, HostedCheckoutData, PricingPackageData, SignupPurchaseData, TransactionCreateData } from "~server/api/contract";
import { bookings, discountCodes, events, processedWebhookEvents, refunds, sandboxRefunds, savedCards, transactions, users } from "~server/db/schema";
import { deliverPendingMail } from "~server/domain/mail";
import { BOOKING_REF_PATTERN } from "~server/domain/bookings/rules";
import * as passwords from "~server/domain/accounts/passwords";
import { SIGNUP_TITLE, signupMessage } from "~server/domain/accounts/registration";
import { expireLapsedHolds } from "~server/domain/payments/holds";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { payRefundsOwed } from "~server/domain/payments/refunds";
import { CARD_MESSAGES } from "~server/integrations/payments/sandbox-cards";
import { useTestApi } from "~tests/support/api";
import { sandboxCard, signedInBuyer, VISA } from "~tests/support/buyers";
import { recordingStatements } from "~tests/support/database";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs, nextIp, registration } from "./auth-support";

const t = useTestApi();

const DECLINED = "4000 0000 0000 0002";
const THREE_D_SECURE = "4000 0027 6000 3184";

const card = (number = VISA) => sandboxCard(t, number);
const buyer = () => signedInBuyer(t);

/** A paid live event: £10.00; the free package's fees make it £12.30 (20 % tax, then 2.5 % handling). */
async function paidEvent(overrides: Parameters<typeof createHostedEvent>[2] & { maxParticipants?: number } = {}) {
  const { maxParticipants, ...input } = overrides;
  const host = await createUser(t);
  const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000, ...input });
  // Seats come from the host's package; a test that needs few sets them on the event.
  if (maxParticipants !== undefined) await t.db.update(events).set({ maxParticipants }).where(eq(events.id, eventId));
  return { host, eventId };
}

const pay = (token: string | null, body: Record<string, unknown>) => t.call<TransactionCreateData>("POST", "transaction/create", { token, body });

async function bookingsOf(eventId: number) {
  return t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")));
}

async function checkoutsOf(eventId: number) {
  return t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
}

describe("checkout/quote and pricing", () => {
  it("answers the server's breakdown with the buyer's package fees", async () => {
    const { eventId } = await paidEvent();
    const { token } = await buyer();
    const quote = await t.call<CheckoutQuoteData>("GET", `checkout/quote?transaction_type=event_booking&id=${eventId}`, { token });
    expect(quote.status).toBe(200);
    expect(quote.data).toMatchObject({ provider: "sandbox", publishable_key: null, breakdown: { price: 1000, discount: 0, taxes: 200, stripe_charges: 30, total: 1230, free: false } });
  });

  it("cards and event pages show the all-in price the checkout will charge, for a visitor and for a buyer", async () => {
    const { eventId } = await paidEvent();
    const { token } = await buyer();
    const asVisitor = await t.call<{ price_all_in: number; ticket_price: number }>("GET", `events/${eventId}`);
    const asBuyer = await t.call<{ price_all_in: number }>("GET", `events/${eventId}`, { token });
    const quote = await t.call<CheckoutQuoteData>("GET", `checkout/quote?transaction_type=event_booking&id=${eventId}`, { token });
    expect([asVisitor.data?.ticket_price, asVisitor.data?.price_all_in, asBuyer.data?.price_all_in]).toEqual([1000, 1230, quote.data?.breakdown.total]);
    // A buyer on a package with other fees sees their own all-in price.
    const premium = await createUser(t);
    await t.db.update(users).set({ packageId: 2 }).where(eq(users.id, premium.id));
    const premiumView = await t.call<{ price_all_in: number }>("GET", `events/${eventId}`, { token: await loginAs(t, premium) });
    expect(premiumView.data?.price_all_in).toBe(1000);
  });

  it("refuses an unknown type or item with a clear message", async () => {
    const { token } = await buyer();
    const wrongType = await t.call("GET", "checkout/quote?transaction_type=gift&id=1", { token });
    expect([wrongType.status, wrongType.message]).toEqual([400, PAYMENT_MESSAGES.unknownType]);
    const missing = await t.call("GET", "checkout/quote?transaction_type=event_booking&id=99999999", { token });
    expect([missing.status, missing.success]).toEqual([404, false]);
  });

  it("lists the packages with percentages as the spec's client reads them", async () => {
    const answer = await t.call<PricingPackageData[]>("GET", "pricing");
    expect(answer.data?.find((pkg) => pkg.id === 1)).toMatchObject({ name: "Free", price: 0, taxation_fee: 20, payment_handling_fee: 2.5 });
  });
});

describe("transaction/create with the sandbox", () => {
  it("books a paid event with 4242…: reference, receipt, history, commission, and the seat taken", async () => {
    const { eventId } = await paidEvent({ maxParticipants: 5 });
    const { user, token } = await buyer();
    const answer = await pay(token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), amount: 1230, taxes: 200, stripeCharges: 30 });
    expect(answer.status).toBe(200);
    expect(answer.data?.checkout.status).toBe("succeeded");
    expect(answer.data?.booking.booking_id).toMatch(BOOKING_REF_PATTERN);
    expect(answer.data?.user.id).toBe(user.id);
    const booked = await bookingsOf(eventId);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ userId: user.id, amountPence: 1230, bookingRef: answer.data?.booking.booking_id });
    const [checkout] = await checkoutsOf(eventId);
    expect(checkout).toMatchObject({ status: "succeeded", amountPence: 1230, subtotalPence: 1000, taxPence: 200, handlingPence: 30, provider: "sandbox", reservationExpiresAt: null });
    expect(checkout!.providerPaymentId).toMatch(/^pi_sb_/);
    const receipt = t.mails.find((mail) => mail.to === user.email && mail.subject.includes(answer.data!.booking.booking_id!));
    expect(receipt?.text).toContain("Paid: £12.30");
    const history = await t.call<{ transactions: Array<{ booking_id: string | null; amount: number }> }>("GET", "bookings", { token });
    expect(history.data?.transactions[0]).toMatchObject({ booking_id: answer.data?.booking.booking_id, amount: 1230 });
  });

  it("a declined card shows the card's message and books nothing; the seat is free again", async () => {
    const { eventId } = await paidEvent({ maxParticipants: 1 });
    const { token } = await buyer();
    const answer = await pay(token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(DECLINED) });
    expect([answer.success, answer.message, answer.data?.checkout.status]).toEqual([false, CARD_MESSAGES.declined, "failed"]);
    expect(await bookingsOf(eventId)).toHaveLength(0);
    // The only seat was not kept by the failed checkout: another buyer gets it.
    const other = await buyer();
    expect((await pay(other.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card() })).data?.checkout.status).toBe("succeeded");
  });

  it("3-D Secure: Complete authentication books, Fail authentication books nothing and frees the seat", async () => {
    const { eventId } = await paidEvent({ maxParticipants: 1 });
    const first = await buyer();
    const waiting = await pay(first.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(THREE_D_SECURE) });
    expect(waiting.data?.checkout).toMatchObject({ status: "requires_action", booking_id: null });
    // A path of this site: the browser stays on the host it opened, whatever APP_URL names.
    expect(waiting.data?.checkout.next_action_url).toMatch(/^\/sandbox\/authenticate\/pi_sb_/);
    const paymentId = waiting.data!.checkout.next_action_url!.split("/").pop()!;
    await t.payments.authenticate(paymentId, "fail");
    const failed = await t.call<CheckoutStateData>("GET", `transaction/${waiting.data!.checkout.transaction_id}`, { token: first.token });
    expect([failed.data?.status, failed.data?.message]).toEqual(["failed", CARD_MESSAGES.authenticationFailed]);
    expect(await bookingsOf(eventId)).toHaveLength(0);

    const second = await buyer();
    const again = await pay(second.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(THREE_D_SECURE) });
    await t.payments.authenticate(again.data!.checkout.next_action_url!.split("/").pop()!, "complete");
    const done = await t.call<CheckoutStateData>("GET", `transaction/${again.data!.checkout.transaction_id}`, { token: second.token });
    expect(done.data?.status).toBe("succeeded");
    expect(done.data?.booking_id).toMatch(BOOKING_REF_PATTERN);
    expect(await bookingsOf(eventId)).toHaveLength(1);
  });

  it("a price sent by the browser that differs is refused and nothing is written", async () => {
    const { eventId } = await paidEvent();
    const { token } = await buyer();
    for (const sent of [{ amount: 1 }, { amount: 1000 }, { taxes: 0 }, { stripeCharges: 0 }, { couponAmount: 500 }, { amount: "12.30" }]) {
      const answer = await pay(token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), ...sent });
      expect([answer.status, answer.message]).toEqual([400, PAYMENT_MESSAGES.priceChanged]);
    }
    expect(await checkoutsOf(eventId)).toHaveLength(0);
  });

  it("a double submit with the same checkout_key makes one payment and one booking", async () => {
    const { eventId } = await paidEvent();
    const { token } = await buyer();
    const body = { id: eventId, transaction_type: "event_booking", invoice_id: await card(), checkout_key: "modal-open-1" };
    const [one, two] = await Promise.all([pay(token, body), pay(token, body)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    // Whichever request made the checkout answers with its booking; the twin, answered with the same
    // checkout, may answer while that payment is still being fulfilled (no booking yet). Which of the
    // two is first to the buyer's lock is the machine's timing.
    const refs = [one, two].map((answer) => answer.data?.booking.booking_id).filter((ref) => ref !== null && ref !== undefined);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(BOOKING_REF_PATTERN);
    expect(new Set(refs).size).toBe(1);
    expect(two.data?.checkout.transaction_id).toBe(one.data?.checkout.transaction_id);
    expect(await checkoutsOf(eventId)).toHaveLength(1);
    expect(await bookingsOf(eventId)).toHaveLength(1);
  });

  it("refuses another user's saved card, an unknown type, a free event and bad ids, changing nothing", async () => {
    const { eventId } = await paidEvent();
    const owner = await buyer();
    const saved = await pay(owner.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), saveCard: true, nickName: "Work card" });
    expect(saved.data?.checkout.status).toBe("succeeded");
    const [ownerCard] = await t.db.select().from(savedCards).where(eq(savedCards.userId, owner.user.id));
    expect(ownerCard).toMatchObject({ nickname: "Work card", cardBrand: "visa", cardLastFour: "4242", isDefault: true });

    const { eventId: other } = await paidEvent();
    const thief = await buyer();
    const stolen = await pay(thief.token, { id: other, transaction_type: "event_booking", invoice_id: ownerCard!.providerPaymentMethodId });
    expect([stolen.status, stolen.message]).toEqual([404, PAYMENT_MESSAGES.unknownCard]);
    expect((await pay(thief.token, { id: other, transaction_type: "gift", invoice_id: "pm" })).status).toBe(422);
    expect((await pay(thief.token, { id: "abc", transaction_type: "event_booking", invoice_id: "pm" })).status).toBe(404);
    expect((await pay(thief.token, { id: other, transaction_type: "event_booking", invoice_id: "" })).message).toBe(PAYMENT_MESSAGES.cardRequired);
    expect((await pay(thief.token, { id: other, transaction_type: "event_booking", invoice_id: await card(), saveCard: true })).message).toBe(PAYMENT_MESSAGES.nicknameRequired);
    const freeHost = await createUser(t);
    const freeEvent = await createHostedEvent(t.db, freeHost.row, { isFree: true, ticketPricePence: 0 });
    expect((await pay(thief.token, { id: freeEvent, transaction_type: "event_booking", invoice_id: await card() })).message).toBe("This event is free: book it with Free Ticket.");
    expect(await checkoutsOf(other)).toHaveLength(0);
    expect((await pay(null, { id: other, transaction_type: "event_booking", invoice_id: "pm" })).status).toBe(401);
  });

  it("GET transaction/:id answers only the buyer's own checkout", async () => {
    const { eventId } = await paidEvent();
    const mine = await buyer();
    const paid = await pay(mine.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card() });
    const someone = await buyer();
    const peek = await t.call("GET", `transaction/${paid.data!.checkout.transaction_id}`, { token: someone.token });
    expect(peek.status).toBe(404);
    expect((await t.call("GET", "transaction/not-a-number", { token: mine.token })).status).toBe(404);
  });
});

describe("coupons", () => {
  async function coupon(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
    const [row] = await t.db.insert(discountCodes).values({ discountType: "percentage", value: 1000, ...values }).returning();
    return row!;
  }

  it("a percentage coupon lowers the total, and its use is taken once paid", async () => {
    const { eventId } = await paidEvent();
    const code = await coupon({ code: `TEN-${eventId}`, maxRedemptions: 5 });
    const { token } = await buyer();
    const checked = await t.call<DiscountCodeData>("POST", "check-discount-code", { token, body: { code: code.code.toLowerCase(), event_id: eventId } });
    expect(checked.data).toEqual({ id: code.id, discount_type: "percentage", value: 10 });
    // £10 − 10 % = £9; +20 % = £10.80; +2.5 % = £11.07.
    const quote = await t.call<CheckoutQuoteData>("GET", `checkout/quote?transaction_type=event_booking&id=${eventId}&couponCode=${code.code}`, { token });
    expect(quote.data?.breakdown).toMatchObject({ discount: 100, taxes: 180, stripe_charges: 27, total: 1107 });
    const paid = await pay(token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), couponCode: code.code, amount: 1107, couponAmount: 100 });
    expect(paid.data?.checkout).toMatchObject({ status: "succeeded", amount: 1107 });
    const [after] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(after?.redemptions).toBe(1);
  });

  it("refuses unknown, expired, used-up and other-event codes with their own messages", async () => {
    const { eventId } = await paidEvent();
    const { eventId: elsewhere } = await paidEvent();
    const past = new Date(Date.now() - 60_000);
    await coupon({ code: `OLD-${eventId}`, validUntil: past });
    await coupon({ code: `GONE-${eventId}`, maxRedemptions: 1, redemptions: 1 });
    await coupon({ code: `ELSE-${eventId}`, eventId: elsewhere });
    const check = (code: string, noAuth = false) =>
      t.call("POST", noAuth ? "check-discount-no-auth" : "check-discount-code", { token: noAuth ? null : tokenOf, body: { code, event_id: eventId } });
    const { token: tokenOf } = await buyer();
    expect((await check("NOPE")).message).toBe(PAYMENT_MESSAGES.couponUnknown);
    expect((await check(`OLD-${eventId}`)).message).toBe(PAYMENT_MESSAGES.couponExpired);
    expect((await check(`GONE-${eventId}`, true)).message).toBe(PAYMENT_MESSAGES.couponUsedUp);
    expect((await check(`ELSE-${eventId}`)).message).toBe(PAYMENT_MESSAGES.couponOtherItem);
    expect((await check("")).status).toBe(422);
    // A coupon for another event is refused at checkout too, and nothing is reserved.
    const refused = await pay(tokenOf, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), couponCode: `ELSE-${eventId}` });
    expect([refused.status, refused.message]).toEqual([400, PAYMENT_MESSAGES.couponOtherItem]);
    expect(await checkoutsOf(eventId)).toHaveLength(0);
  });

  it("a declined payment gives the coupon use back", async () => {
    const { eventId } = await paidEvent();
    const code = await coupon({ code: `ONE-${eventId}`, maxRedemptions: 1 });
    const { token } = await buyer();
    await pay(token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(DECLINED), couponCode: code.code });
    const [after] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(after?.redemptions).toBe(0);
  });
});

describe("holds, late payments and refunds", () => {
  it("a late payment for an expired hold whose seat was resold is refunded, with a mail, and books nothing", async () => {
    const { eventId } = await paidEvent({ maxParticipants: 1 });
    const late = await buyer();
    const waiting = await pay(late.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(THREE_D_SECURE) });
    const lateCheckout = waiting.data!.checkout.transaction_id;
    // The hold lapses: 16 minutes later the seat goes to someone else.
    t.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      const prompt = await buyer();
      expect((await pay(prompt.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card() })).data?.checkout.status).toBe("succeeded");
      // Now the first buyer finishes 3-D Secure: the money arrives for a seat that is gone.
      await t.payments.authenticate(waiting.data!.checkout.next_action_url!.split("/").pop()!, "complete");
    } finally {
      t.setNow(null);
    }
    const booked = await bookingsOf(eventId);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.userId).not.toBe(late.user.id);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.transactionId, lateCheckout));
    expect(refund).toMatchObject({ reason: "payment_unfulfilled", status: "owed", amountPence: 1230, bookingId: null });
    await deliverPendingMail(t.services);
    expect(t.mails.some((mail) => mail.to === late.user.email && mail.subject.startsWith("Refund on its way"))).toBe(true);
    // The refunds job pays it back once, however often it runs.
    await payRefundsOwed(t.services);
    await payRefundsOwed(t.services);
    const [paid] = await t.db.select().from(refunds).where(eq(refunds.transactionId, lateCheckout));
    expect(paid?.status).toBe("refunded");
    expect(paid?.providerRefundId).toMatch(/^re_sb_/);
    const [checkout] = await t.db.select().from(transactions).where(eq(transactions.id, lateCheckout));
    expect(checkout?.status).toBe("refunded");
  });

  it("a lapsed hold without a payment expires and gives its seat back", async () => {
    const { eventId } = await paidEvent({ maxParticipants: 1 });
    const { token } = await buyer();
    // A hosted checkout reserves the seat, then the buyer walks away.
    const hosted = await t.call<HostedCheckoutData>("POST", "transaction/hosted", { token, body: { id: eventId, transaction_type: "event_booking" } });
    expect(hosted.data?.url).toMatch(/^\/sandbox\/checkout\/cs_sb_/);
    const other = await buyer();
    const blocked = await pay(other.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card() });
    expect(blocked.message).toBe("Sorry, this event is sold out.");
    t.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      expect(await expireLapsedHolds(t.services)).toBeGreaterThanOrEqual(1);
      const [row] = await t.db.select().from(transactions).where(eq(transactions.id, hosted.data!.transaction_id));
      expect(row?.status).toBe("expired");
      expect((await pay(other.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card() })).data?.checkout.status).toBe("succeeded");
    } finally {
      t.setNow(null);
    }
  });

  it("the host cancels the event: the paid booking is refunded exactly once", async () => {
    const { host, eventId } = await paidEvent();
    const { user, token } = await buyer();
    await pay(token, { id: eventId, transaction_type: "event_booking", invoice_id: await card() });
    const hostToken = await loginAs(t, host);
    expect((await t.call("POST", "cancel-event", { token: hostToken, body: { event_id: eventId } })).status).toBe(200);
    expect(t.nudges).toContain("refunds");
    await Promise.all([payRefundsOwed(t.services), payRefundsOwed(t.services)]);
    const owed = await t.db.select().from(refunds).where(eq(refunds.eventId, eventId));
    expect(owed.map((row) => [row.status, row.amountPence, row.userId])).toEqual([["refunded", 1230, user.id]]);
    // One refund at the provider, whichever run got there first.
    const [payment] = await t.db.select({ id: transactions.providerPaymentId }).from(transactions).where(eq(transactions.eventId, eventId));
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, payment!.id!))).toHaveLength(1);
    // The buyer's history lists the refund, newest first, above the payment it gave back.
    const history = await t.call<{ transactions: Array<{ kind: string; status: string; refund_status: string | null; amount: number; booking_id: string | null }> }>("GET", "bookings", { token });
    const [refund, paid] = history.data!.transactions;
    expect(refund).toMatchObject({ kind: "refund", refund_status: "refunded", amount: 1230 });
    expect(paid).toMatchObject({ kind: "payment", status: "refunded", amount: 1230, refund_status: null });
    expect(refund!.booking_id).toBe(paid!.booking_id);
  });
});

describe("the webhook handler", () => {
  it("applies a signed event once and refuses a tampered or stale one, writing nothing", async () => {
    const { handlePaymentWebhook, wasReceived } = await import("~server/domain/payments/webhook");
    const { eventId } = await paidEvent();
    const { token } = await buyer();
    const hosted = await t.call<HostedCheckoutData>("POST", "transaction/hosted", { token, body: { id: eventId, transaction_type: "event_booking" } });
    const checkoutId = hosted.data!.transaction_id;
    const event = { id: `evt_test_${checkoutId}`, kind: "payment_succeeded", paymentId: `pi_test_${checkoutId}`, transactionId: checkoutId, amountPence: 1230, paymentMethodId: null };
    const body = JSON.stringify(event);
    const tampered = await handlePaymentWebhook(t.services, body.replace("1230", "1"), t.payments.sign(body));
    const stale = await handlePaymentWebhook(t.services, body, t.payments.sign(body, new Date(Date.now() - 301_000)));
    expect([tampered.kind, stale.kind]).toEqual(["bad-signature", "bad-signature"]);
    expect(await t.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, event.id))).toHaveLength(0);
    expect(await bookingsOf(eventId)).toHaveLength(0);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => handlePaymentWebhook(t.services, body, t.payments.sign(body))));
    expect(answers.every(wasReceived)).toBe(true);
    expect(answers.filter((answer) => answer.kind === "processed")).toHaveLength(1);
    expect(await bookingsOf(eventId)).toHaveLength(1);
  });
});

describe("signup-purchase", () => {
  it("registers and buys nothing; the new account pays as itself once logged in, and the booking is its own", async () => {
    const { eventId } = await paidEvent();
    const email = `purchase-${eventId}@example.com`;
    const answer = await t.call<SignupPurchaseData>("POST", "signup-purchase", {
      body: { registrationData: registration({ email }), paymentData: { id: eventId, transaction_type: "event_booking", invoice_id: await card() } },
    });
    expect(answer.success).toBe(true);
    expect(answer.data).toEqual({ success: true, title: SIGNUP_TITLE, message: signupMessage(email), transactionResponse: { booking_id: null, transaction_id: null, payment_url: null } });
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account?.activatedAt).toBeNull();
    expect(await checkoutsOf(eventId)).toHaveLength(0);
    // What the page does next, with the password just typed.
    const token = await loginAs(t, { email, password: String(registration().password) });
    const paid = await pay(token, { id: eventId, transaction_type: "event_booking", invoice_id: await card() });
    expect(paid.data?.booking.booking_id).toMatch(BOOKING_REF_PATTERN);
    expect((await bookingsOf(eventId)).map((row) => row.userId)).toEqual([account!.id]);
  });

  it("answers a known address and a new one alike, after the same statements and the same hashing, and makes no checkout for either", async () => {
    const { eventId } = await paidEvent();
    const owner = await createUser(t);
    const hashing = vi.spyOn(passwords, "hashPassword");
    const ask = async (email: string) => {
      const body = { registrationData: registration({ email }), paymentData: { id: eventId, transaction_type: "event_booking", amount: 1230 } };
      hashing.mockClear();
      const { result, statements } = await recordingStatements(t.services, () => t.call<SignupPurchaseData>("POST", "signup-purchase", { ip: nextIp(), body }));
      return { status: result.status, answer: JSON.stringify(result).replaceAll(email, "<email>"), statements, hashed: hashing.mock.calls.length };
    };
    try {
      const known = await ask(owner.email);
      const fresh = await ask(`oracle-${eventId}@example.com`);
      expect(fresh.status).toBe(known.status);
      expect(fresh.answer).toBe(known.answer);
      expect([known.hashed, fresh.hashed]).toEqual([1, 1]);
      // The same statements, in the same order (their values aside): neither path does more.
      expect(fresh.statements).toEqual(known.statements);
      expect(known.statements.some((statement) => statement.startsWith('insert into "users"'))).toBe(true);
    } finally {
      hashing.mockRestore();
    }
    expect(await checkoutsOf(eventId)).toHaveLength(0);
    expect(t.mails.filter((mail) => mail.to === owner.email && mail.subject.startsWith("Someone tried to register"))).toHaveLength(1);
  });

  it("refuses a purchase that cannot happen before anyone is registered, and the terms must be agreed", async () => {
    const email = "purchase-refused@example.com";
    const refused = await t.call("POST", "signup-purchase", {
      body: { registrationData: registration({ email }), paymentData: { id: 99999999, transaction_type: "event_booking", invoice_id: "pm" } },
    });
    expect(refused.status).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const { eventId } = await paidEvent();
    const noTerms = await t.call<unknown>("POST", "signup-purchase", {
      body: { registrationData: registration({ email, acceptTerms: false }), paymentData: { id: eventId, transaction_type: "event_booking", invoice_id: await card() } },
    });
    expect(noTerms.status).toBe(422);
    expect(noTerms.message).toBe("User must agree the terms & Policy");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await bookingsOf(eventId)).toHaveLength(0);
  });

  it("a known address, or a price that differs from the server's, registers nobody and takes nothing", async () => {
    const { eventId } = await paidEvent();
    const existing = await createUser(t);
    const known = await t.call("POST", "signup-purchase", {
      body: { registrationData: registration({ email: existing.email }), paymentData: { id: eventId, transaction_type: "event_booking", invoice_id: await card() } },
    });
    // Answered as signup answers it (the owner is mailed, checkout-holds.test.ts); nothing is bought.
    expect([known.status, known.success, known.message]).toEqual([200, true, signupMessage(existing.email)]);
    const email = `purchase-cheap-${eventId}@example.com`;
    const cheap = await t.call("POST", "signup-purchase", {
      body: { registrationData: registration({ email }), paymentData: { id: eventId, transaction_type: "event_booking", invoice_id: await card(), amount: 1 } },
    });
    expect(cheap.success).toBe(false);
    expect(cheap.message).toBe(PAYMENT_MESSAGES.priceChanged);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await checkoutsOf(eventId)).toHaveLength(0);
  });

  it("quotes a visitor as a new account on the free package, with a coupon too", async () => {
    const { eventId } = await paidEvent();
    const quote = await t.call<CheckoutQuoteData>("GET", `checkout/quote?transaction_type=event_booking&id=${eventId}`);
    expect(quote.status).toBe(200);
    expect(quote.data?.breakdown).toEqual({ price: 1000, discount: 0, taxes: 200, stripe_charges: 30, total: 1230, free: false });
    const unknown = await t.call("GET", `checkout/quote?transaction_type=event_booking&id=${eventId}&couponCode=NOT-A-CODE`);
    expect([unknown.status, unknown.message]).toEqual([400, PAYMENT_MESSAGES.couponUnknown]);
  });
});
