// Coupons beyond the checkout file's cases: the visitor's check, case and spaces,
// codes not started or switched off, channel and package scopes, a fixed value in pence, a code that
// brings the total to 0 (the free flow: no provider payment), the last use raced for, a lapsed
// hold giving its use back, and a package bought through the checkout.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CheckoutQuoteData, DiscountCodeData, HostedCheckoutData, TransactionCreateData } from "~server/api/contract";
import { bookings, discountCodes, transactions, users } from "~server/db/schema";
import { expireLapsedHolds } from "~server/domain/payments/holds";
import { reconcilePayments } from "~server/domain/payments/reconcile";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { useTestApi } from "~tests/support/api";
import { sandboxCard, signedInBuyer } from "~tests/support/buyers";
import { createHostedEvent } from "~tests/support/factories";
import { createUser } from "./auth-support";

const t = useTestApi();

const card = (number?: string) => sandboxCard(t, number);
const buyer = () => signedInBuyer(t);

/** A paid event at £10.00 (£12.30 with the free package's fees). */
async function paidEvent() {
  const host = await createUser(t);
  return createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000 });
}

let serial = 0;
async function coupon(values: Partial<typeof discountCodes.$inferInsert>) {
  serial += 1;
  const [row] = await t.db
    .insert(discountCodes)
    .values({ code: `Cpn${serial}X${Date.now() % 100000}`, discountType: "percentage", value: 1000, ...values })
    .returning();
  return row!;
}

async function usesOf(couponId: number) {
  const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, couponId));
  return row!.redemptions;
}

const pay = (token: string | null, body: Record<string, unknown>) => t.call<TransactionCreateData>("POST", "transaction/create", { token, body });

describe("check-discount-code and check-discount-no-auth", () => {
  it("a visitor checks a code in any case, with spaces around; a fixed value is answered in pence", async () => {
    const eventId = await paidEvent();
    const fixed = await coupon({ discountType: "fixed", value: 500, eventId });
    const answer = await t.call<DiscountCodeData>("POST", "check-discount-no-auth", { body: { code: `  ${fixed.code.toUpperCase()} `, event_id: eventId } });
    expect([answer.status, answer.data]).toEqual([200, { id: fixed.id, discount_type: "fixed", value: 500 }]);
    expect(answer.message).toBe(PAYMENT_MESSAGES.couponApplied);
    // The signed-in call needs a session; the visitor's one does not.
    expect((await t.call("POST", "check-discount-code", { body: { code: fixed.code, event_id: eventId } })).status).toBe(401);
    // Checking reads the code; it takes no use.
    expect(await usesOf(fixed.id)).toBe(0);
  });

  it("refuses a code not started yet, one switched off, and codes for another channel or for packages", async () => {
    const eventId = await paidEvent();
    const later = await coupon({ validFrom: new Date(Date.now() + 24 * 3600 * 1000) });
    const off = await coupon({ active: false });
    const everything = await coupon({});
    const { token } = await buyer();
    const check = (code: string, body: Record<string, unknown> = { event_id: eventId }) => t.call("POST", "check-discount-code", { token, body: { code, ...body } });
    const notStarted = await check(later.code);
    expect([notStarted.status, notStarted.success, notStarted.message]).toEqual([400, false, PAYMENT_MESSAGES.couponNotStarted]);
    expect((await check(off.code)).message).toBe(PAYMENT_MESSAGES.couponUnknown);
    // A code for everything is for events and channels, not Marquee's own packages.
    expect((await check(everything.code)).status).toBe(200);
    expect((await check(everything.code, { transaction_type: "package_subscription", id: 2 })).message).toBe(PAYMENT_MESSAGES.couponOtherItem);
    // An event code is not a channel code.
    const eventOnly = await coupon({ eventId });
    expect((await check(eventOnly.code, { transaction_type: "channel_subscription", id: 1 })).message).toBe(PAYMENT_MESSAGES.couponOtherItem);
    // Bad input gets a clear message, never a 500.
    for (const body of [{ code: "x".repeat(65) }, { code: "   " }, { code: 12 }, {}]) {
      const bad = await t.call("POST", "check-discount-no-auth", { body: { event_id: eventId, ...body } });
      expect(bad.status).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
    }
  });
});

describe("coupons at checkout", () => {
  it("a code that brings the total to 0 books at once without a card or a provider payment", async () => {
    const eventId = await paidEvent();
    const whole = await coupon({ value: 10000, eventId, maxRedemptions: 3 });
    const { user, token } = await buyer();
    const quote = await t.call<CheckoutQuoteData>("GET", `checkout/quote?transaction_type=event_booking&id=${eventId}&couponCode=${whole.code}`, { token });
    expect(quote.data?.breakdown).toMatchObject({ price: 1000, discount: 1000, taxes: 0, stripe_charges: 0, total: 0, free: true });
    // Without the coupon there is something to pay: no card is refused and nothing is reserved.
    const noCard = await pay(token, { id: eventId, transaction_type: "event_booking" });
    expect([noCard.status, noCard.message]).toEqual([400, PAYMENT_MESSAGES.cardRequired]);
    expect(await t.db.select().from(transactions).where(eq(transactions.eventId, eventId))).toHaveLength(0);
    const paid = await pay(token, { id: eventId, transaction_type: "event_booking", couponCode: whole.code, amount: 0 });
    expect([paid.status, paid.message]).toEqual([200, expect.anything()]);
    expect(paid.data?.checkout).toMatchObject({ status: "succeeded", amount: 0 });
    expect(paid.data?.booking.booking_id).toBeTruthy();
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, paid.data!.checkout.transaction_id));
    expect(row).toMatchObject({ status: "succeeded", amountPence: 0, discountPence: 1000 });
    expect(row!.providerPaymentId === null || row!.providerPaymentId.startsWith("free:")).toBe(true);
    const booked = await t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.userId, user.id)));
    expect(booked).toHaveLength(1);
    expect(await usesOf(whole.id)).toBe(1);
  });

  it("the last use goes to one buyer; a lapsed hold gives it back to the next", async () => {
    const eventId = await paidEvent();
    const last = await coupon({ eventId, maxRedemptions: 1 });
    const first = await buyer();
    const second = await buyer();
    // A hosted checkout takes the use and holds it while the buyer is on the card page.
    const hosted = await t.call<HostedCheckoutData>("POST", "transaction/hosted", { token: first.token, body: { id: eventId, transaction_type: "event_booking", couponCode: last.code } });
    expect(hosted.status).toBe(200);
    expect(await usesOf(last.id)).toBe(1);
    const refused = await pay(second.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), couponCode: last.code });
    expect([refused.status, refused.message]).toEqual([400, PAYMENT_MESSAGES.couponUsedUp]);
    const secondRows = await t.db.select().from(transactions).where(and(eq(transactions.eventId, eventId), eq(transactions.userId, second.user.id)));
    expect(secondRows).toHaveLength(0);
    // The first buyer walks away: 16 minutes later the hold lapses and the use comes back.
    t.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      expect(await expireLapsedHolds(t.services)).toBeGreaterThanOrEqual(1);
      expect(await usesOf(last.id)).toBe(0);
      const paid = await pay(second.token, { id: eventId, transaction_type: "event_booking", invoice_id: await card(), couponCode: last.code });
      // £10 − 10 % = £9; +20 % = £10.80; +2.5 % = £11.07.
      expect(paid.data?.checkout).toMatchObject({ status: "succeeded", amount: 1107 });
    } finally {
      t.setNow(null);
    }
    expect(await usesOf(last.id)).toBe(1);
  });

  it("two buyers racing for the last use: one takes it, the other is refused", async () => {
    const eventId = await paidEvent();
    const last = await coupon({ eventId, maxRedemptions: 1 });
    const [a, b] = [await buyer(), await buyer()];
    const [cardA, cardB] = [await card(), await card()];
    const answers = await Promise.all([
      pay(a.token, { id: eventId, transaction_type: "event_booking", invoice_id: cardA, couponCode: last.code }),
      pay(b.token, { id: eventId, transaction_type: "event_booking", invoice_id: cardB, couponCode: last.code }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.message).toBe(PAYMENT_MESSAGES.couponUsedUp);
    expect(await usesOf(last.id)).toBe(1);
  });
});

describe("package_subscription", () => {
  it("buying a package through the checkout changes the buyer's package and turns renewal on", async () => {
    const { user, token } = await buyer();
    const paid = await pay(token, { id: 2, transaction_type: "package_subscription", invoice_id: await card() });
    expect(paid.status).toBe(200);
    expect(paid.data?.checkout.status).toBe("succeeded");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.packageId).toBe(2);
    expect(row?.autoRenewal).toBe(true);
    expect(row?.planExpiresOn).toBeInstanceOf(Date);
    expect(row!.planExpiresOn!.getTime()).toBeGreaterThan(Date.now());
    // The current package cannot be bought again, and the free one needs no payment.
    const again = await pay(token, { id: 2, transaction_type: "package_subscription", invoice_id: await card() });
    expect([again.status, again.message]).toEqual([409, PAYMENT_MESSAGES.currentPackage]);
    const free = await pay(token, { id: 1, transaction_type: "package_subscription", invoice_id: await card() });
    expect(free.success).toBe(false);
    expect(free.message).toBe(PAYMENT_MESSAGES.freePackage);
  });
});

describe("an abandoned extra step", () => {
  it("reconciliation expires a lapsed 3-D Secure checkout and gives its coupon use back; finishing later books and counts the use again", async () => {
    const eventId = await paidEvent();
    const last = await coupon({ eventId, maxRedemptions: 1 });
    const { user, token } = await buyer();
    const waiting = await pay(token, { id: eventId, transaction_type: "event_booking", invoice_id: await card("4000 0027 6000 3184"), couponCode: last.code });
    expect(waiting.data?.checkout.status).toBe("requires_action");
    expect(await usesOf(last.id)).toBe(1);
    const checkoutId = waiting.data!.checkout.transaction_id;
    t.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      await reconcilePayments(t.services);
      const [expired] = await t.db.select().from(transactions).where(eq(transactions.id, checkoutId));
      expect(expired?.status).toBe("expired");
      expect(await usesOf(last.id)).toBe(0);
      // The buyer comes back and completes the step: a seat is still free, so the late payment books.
      await t.payments.authenticate(waiting.data!.checkout.next_action_url!.split("/").pop()!, "complete");
    } finally {
      t.setNow(null);
    }
    const [paid] = await t.db.select().from(transactions).where(eq(transactions.id, checkoutId));
    expect(paid?.status).toBe("succeeded");
    expect(await t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.userId, user.id)))).toHaveLength(1);
    expect(await usesOf(last.id)).toBe(1);
  });
});
