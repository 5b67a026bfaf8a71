// The Stripe provider against Stripe's HTTP API mocked by MSW, and its
// webhooks signed with the Stripe SDK's own test-header helper: the PaymentIntent carries an
// idempotency key; requires_action and declines map to the provider-neutral states; refunds carry
// their key; a valid webhook books once — also when the same event arrives 5 times at once — and
// sends one mail; a tampered or stale (over 300 s) signature gets 400 and writes nothing.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TransactionCreateData } from "~server/api/contract";
import { bookings, processedWebhookEvents, refunds, transactions } from "~server/db/schema";
import { payRefundsOwed } from "~server/domain/payments/refunds";
import { deliverPendingMail } from "~server/domain/mail";
import { handlePaymentWebhook, wasReceived } from "~server/domain/payments/webhook";
import { WebhookSignatureError } from "~server/integrations/payments/types";
import { stripeCalls, succeedIntent } from "~tests/mocks/stripe";
import type { TestApi } from "~tests/support/api";
import { signStripe, stripe, withStripeTestApi } from "~tests/support/stripe-api";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const sign = signStripe;

let t: TestApi;
withStripeTestApi((api) => {
  t = api;
});

describe("the Stripe adapter", () => {
  it("creates a confirmed PaymentIntent in pounds with an idempotency key and the transaction id", async () => {
    const payment = await stripe.createPayment({
      idempotencyKey: "txn-41",
      amountPence: 1230,
      description: "Marquee event booking",
      transactionId: 41,
      customerId: "cus_1",
      paymentMethodId: "pm_card_visa",
      saveCard: true,
      returnUrl: "http://localhost:3000/checkout/result/41",
    });
    expect(payment).toMatchObject({ state: "succeeded", amountPence: 1230, transactionId: 41, paymentMethodId: "pm_card_visa", clientSecret: null });
    const call = stripeCalls.find((one) => one.path === "/v1/payment_intents");
    expect(call?.idempotencyKey).toBe("txn-41");
    expect(call?.body).toMatchObject({ amount: "1230", currency: "gbp", customer: "cus_1", payment_method: "pm_card_visa", confirm: "true", "metadata[transaction_id]": "41", setup_future_usage: "off_session" });
  });

  it("answers requires_action with the client secret, and a decline with the card's message", async () => {
    const base = { amountPence: 500, description: "x", customerId: "cus_1", saveCard: false, returnUrl: "http://localhost:3000/r" };
    const action = await stripe.createPayment({ ...base, idempotencyKey: "txn-42", transactionId: 42, paymentMethodId: "pm_card_threeDSecure2Required" });
    expect(action.state).toBe("requires_action");
    expect(action.clientSecret).toMatch(/_secret_/);
    const declined = await stripe.createPayment({ ...base, idempotencyKey: "txn-43", transactionId: 43, paymentMethodId: "pm_card_chargeDeclined" });
    expect([declined.state, declined.failureMessage]).toEqual(["failed", "Your card was declined."]);
  });

  it("refunds with an idempotency key: a retried refund is one refund", async () => {
    const first = await stripe.refund({ paymentId: "pi_x", amountPence: 1230, idempotencyKey: "refund:7" });
    const again = await stripe.refund({ paymentId: "pi_x", amountPence: 1230, idempotencyKey: "refund:7" });
    expect(again.id).toBe(first.id);
    expect(first.state).toBe("succeeded");
    expect(stripeCalls.filter((call) => call.path === "/v1/refunds").map((call) => [call.idempotencyKey, call.body.payment_intent, call.body.amount])).toEqual([
      ["refund:7", "pi_x", "1230"],
      ["refund:7", "pi_x", "1230"],
    ]);
  });

  it("reads a webhook signed by Stripe's helper and refuses a tampered, unsigned or stale one", () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_1", object: "payment_intent", amount: 900, amount_received: 900, metadata: { transaction_id: "9" }, payment_method: "pm_card_visa" } } });
    expect(stripe.parseWebhook(payload, sign(payload))).toEqual({ id: "evt_1", kind: "payment_succeeded", paymentId: "pi_1", transactionId: 9, amountPence: 900, paymentMethodId: "pm_card_visa" });
    expect(() => stripe.parseWebhook(payload.replace("900", "1"), sign(payload))).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(payload, null)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(payload, sign(payload, Math.floor(Date.now() / 1000) - 301))).toThrow(WebhookSignatureError);
  });
});

describe("Stripe's webhook is the source of truth", () => {
  async function startCheckout(paymentMethod: string) {
    const host = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000 });
    const buyer = await createUser(t);
    const token = await loginAs(t, buyer);
    const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: eventId, transaction_type: "event_booking", invoice_id: paymentMethod } });
    return { eventId, buyer, answer };
  }

  const bookingsOf = async (eventId: number) =>
    (await t.db.select({ n: count() }).from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked"))))[0]?.n;

  function succeededEvent(eventId: string, intent: Record<string, unknown>) {
    return JSON.stringify({ id: eventId, object: "event", type: "payment_intent.succeeded", data: { object: intent } });
  }

  it("books nothing until the webhook; the same event delivered 5 times at once books once and sends one mail", async () => {
    const { eventId, buyer, answer } = await startCheckout("pm_card_threeDSecure2Required");
    expect(answer.data?.checkout).toMatchObject({ status: "requires_action", booking_id: null });
    expect(answer.data?.checkout.client_secret).toMatch(/_secret_/);
    expect(await bookingsOf(eventId)).toBe(0);

    const [checkout] = await t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
    const intent = succeedIntent(checkout!.providerPaymentId!);
    const payload = succeededEvent(`evt_ok_${eventId}`, intent);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => handlePaymentWebhook(t.services, payload, sign(payload))));
    expect(answers.every(wasReceived)).toBe(true);
    expect(answers.filter((one) => one.kind === "processed")).toHaveLength(1);
    expect(await bookingsOf(eventId)).toBe(1);
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === buyer.email && mail.kind === "booking-confirmation")).toHaveLength(1);
  });

  it("a tampered or stale signature gets 400 and writes nothing", async () => {
    const { eventId } = await startCheckout("pm_card_processing");
    const [checkout] = await t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
    const intent = succeedIntent(checkout!.providerPaymentId!);
    const payload = succeededEvent(`evt_bad_${eventId}`, intent);
    const tampered = await handlePaymentWebhook(t.services, payload.replace(`"evt_bad_`, `"evt_evil_`), sign(payload));
    const stale = await handlePaymentWebhook(t.services, payload, sign(payload, Math.floor(Date.now() / 1000) - 301));
    expect([tampered.kind, stale.kind]).toEqual(["bad-signature", "bad-signature"]);
    expect(await t.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, `evt_bad_${eventId}`))).toHaveLength(0);
    expect(await bookingsOf(eventId)).toBe(0);
    const [still] = await t.db.select().from(transactions).where(eq(transactions.id, checkout!.id));
    expect(still?.status).toBe("pending");
  });

  it("a second PaymentIntent for a settled checkout is refunded at Stripe, once, also when its webhook is lost", async () => {
    const { eventId } = await startCheckout("pm_card_visa");
    const [checkout] = await t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
    const paid = succeededEvent(`evt_kept_${eventId}`, succeedIntent(checkout!.providerPaymentId!));
    await handlePaymentWebhook(t.services, paid, sign(paid));
    expect(await bookingsOf(eventId)).toBe(1);
    // The same checkout paid again (Stripe Checkout, say): a second intent with the same transaction id.
    const second = await stripe.createPayment({
      idempotencyKey: `second-${eventId}`,
      amountPence: checkout!.amountPence,
      description: "x",
      transactionId: checkout!.id,
      customerId: "cus_1",
      paymentMethodId: "pm_card_visa",
      saveCard: false,
      returnUrl: "http://localhost:3000/r",
    });
    // Its webhook never arrives: reconciliation lists Stripe's payments and finds it.
    const { reconcilePayments } = await import("~server/domain/payments/reconcile");
    // (Other tests' intents that Stripe holds as succeeded are settled by the same run.)
    expect((await reconcilePayments(t.services)).strays).toBeGreaterThanOrEqual(1);
    expect(await t.db.select({ id: refunds.duplicatePaymentId }).from(refunds).where(eq(refunds.transactionId, checkout!.id))).toEqual([{ id: second.id }]);
    expect((await reconcilePayments(t.services)).strays).toBe(0);
    // Then the webhook arrives after all: nothing more is owed.
    const late = succeededEvent(`evt_second_${eventId}`, succeedIntent(second.id));
    await handlePaymentWebhook(t.services, late, sign(late));
    const owed = await t.db.select().from(refunds).where(eq(refunds.transactionId, checkout!.id));
    expect(owed.map((row) => [row.reason, row.duplicatePaymentId])).toEqual([["duplicate_payment", second.id]]);
    await payRefundsOwed(t.services);
    expect(stripeCalls.filter((call) => call.path === "/v1/refunds").map((call) => call.body.payment_intent)).toEqual([second.id]);
    expect(await bookingsOf(eventId)).toBe(1);
  });

  it("a declined card fails the checkout at once with Stripe's message", async () => {
    const { eventId, answer } = await startCheckout("pm_card_chargeDeclined");
    expect([answer.success, answer.message]).toEqual([false, "Your card was declined."]);
    expect(await bookingsOf(eventId)).toBe(0);
  });
});
