// Packages on Stripe Billing, against Stripe's API mocked by MSW with webhooks signed
// by the Stripe SDK's own helper: a package bought through the checkout becomes a subscription whose
// first charge is at the end of the paid period (the package's product made once, the total per
// period, an idempotency key); the plan-renewals job leaves it alone; invoice.paid extends the plan
// once however often it arrives; auto-renewal off and on follow at Stripe; the subscription's end
// stops renewing.
import { and, eq } from "drizzle-orm";
import { priceBreakdown } from "~shared/pricing";
import { describe, expect, it } from "vitest";
import type { TransactionCreateData } from "~server/api/contract";
import { packages, savedCards, transactions, users } from "~server/db/schema";
import { deliverPendingMail } from "~server/domain/mail";
import { feesOfPackage } from "~server/domain/payments/quote";
import { renewPlans } from "~server/domain/payments/renewals";
import { handlePaymentWebhook, wasReceived } from "~server/domain/payments/webhook";
import { resetStripeMock, stripeCalls, succeedIntent } from "~tests/mocks/stripe";
import type { TestApi } from "~tests/support/api";
import { signStripe, withStripeTestApi } from "~tests/support/stripe-api";
import { createUser, loginAs } from "./auth-support";

const deliver = (payload: string) => handlePaymentWebhook(t.services, payload, signStripe(payload));

let t: TestApi;
withStripeTestApi((api) => {
  t = api;
});

const PREMIUM = 2;

/** A user with a saved default Stripe card who buys the Premium package; answers the user row after fulfilment. */
async function buyPremium() {
  const buyer = await createUser(t);
  const customer = `cus_billing_${buyer.id}`;
  await t.db.update(users).set({ providerCustomerId: customer }).where(eq(users.id, buyer.id));
  const card = `pm_card_visa_${buyer.id}`;
  await t.db.insert(savedCards).values({ userId: buyer.id, providerPaymentMethodId: card, providerCustomerId: customer, nickname: "Work card", cardBrand: "visa", cardLastFour: "4242", isDefault: true });
  const token = await loginAs(t, buyer);
  const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: PREMIUM, transaction_type: "package_subscription", invoice_id: card } });
  expect(answer.success).toBe(true);
  const [checkout] = await t.db.select().from(transactions).where(and(eq(transactions.userId, buyer.id), eq(transactions.packageId, PREMIUM)));
  const intent = succeedIntent(checkout!.providerPaymentId!);
  const paid = await deliver(JSON.stringify({ id: `evt_plan_${buyer.id}`, object: "event", type: "payment_intent.succeeded", data: { object: intent } }));
  expect(wasReceived(paid)).toBe(true);
  const [user] = await t.db.select().from(users).where(eq(users.id, buyer.id));
  return { buyer, token, user: user!, checkout: checkout! };
}

function invoicePaid(eventId: string, subscription: string, amount: number, billingReason = "subscription_cycle") {
  const invoice = { id: `in_${eventId}`, object: "invoice", billing_reason: billingReason, amount_paid: amount, parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } } };
  return JSON.stringify({ id: eventId, object: "event", type: "invoice.paid", data: { object: invoice } });
}

describe("packages on Stripe Billing", () => {
  it("a bought package becomes a subscription whose first charge is at the paid period's end; the renewal job leaves it to Stripe", async () => {
    const { buyer, user } = await buyPremium();
    expect([user.packageId, user.autoRenewal]).toEqual([PREMIUM, true]);
    expect(user.planSubscriptionId).toMatch(/^sub_mock_/);

    const created = stripeCalls.filter((call) => call.path === "/v1/subscriptions");
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(`plan-${buyer.id}-${PREMIUM}-${user.planExpiresOn!.toISOString().slice(0, 10)}`);
    expect(created[0]!.body).toMatchObject({
      customer: `cus_billing_${buyer.id}`,
      default_payment_method: `pm_card_visa_${buyer.id}`,
      "items[0][price_data][currency]": "gbp",
      "items[0][price_data][product]": `marquee-package-${PREMIUM}`,
      // Each later period costs what the plan-renewals job would charge: the package's price with its own fees.
      "items[0][price_data][unit_amount]": String(priceBreakdown(1999, await feesOfPackage(t.db, PREMIUM)).totalPence),
      "items[0][price_data][recurring][interval]": "month",
      trial_end: String(Math.floor(user.planExpiresOn!.getTime() / 1000)),
      "metadata[user_id]": String(buyer.id),
    });

    // A day before the end, the job would charge a sandbox plan; this one is Stripe's.
    const before = await t.db.select().from(transactions).where(eq(transactions.userId, buyer.id));
    const now = t.services.now;
    t.services.now = () => new Date(user.planExpiresOn!.getTime() - 12 * 3600_000);
    try {
      await renewPlans(t.services);
    } finally {
      t.services.now = now;
    }
    expect(await t.db.select().from(transactions).where(eq(transactions.userId, buyer.id))).toHaveLength(before.length);

    // A second buyer reuses the package's product rather than making another.
    resetStripeMock();
    await buyPremium();
    expect(stripeCalls.filter((call) => call.path === "/v1/products" && call.method === "POST")).toHaveLength(0);
  });

  it("invoice.paid for a later period extends the plan once, however often it arrives, with a receipt; the first invoice is ignored", async () => {
    const { buyer, user } = await buyPremium();
    const subscription = user.planSubscriptionId!;
    const first = await deliver(invoicePaid(`evt_create_${buyer.id}`, subscription, 0, "subscription_create"));
    expect(first.kind).toBe("ignored");

    const payload = invoicePaid(`evt_cycle_${buyer.id}`, subscription, 1999);
    const answers = await Promise.all([1, 2, 3].map(() => deliver(payload)));
    expect(answers.every(wasReceived)).toBe(true);
    expect(answers.filter((one) => one.kind === "processed")).toHaveLength(1);
    const [after] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    const expected = new Date(user.planExpiresOn!);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(after!.planExpiresOn!.toISOString()).toBe(expected.toISOString());
    const renewal = await t.db.select().from(transactions).where(eq(transactions.providerPaymentId, `in_evt_cycle_${buyer.id}`));
    expect(renewal.map((row) => [row.status, row.amountPence, row.transactionType, row.userId])).toEqual([["succeeded", 1999, "package_subscription", buyer.id]]);
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === buyer.email && mail.text.includes("£19.99 for the Premium package"))).toHaveLength(1);
  });

  it("moving to another package ends the earlier package's billing and bills the new one", async () => {
    await t.db.insert(packages).values({ id: 3, name: "Pro", pricePence: 4999, maxParticipantInEvent: 500 }).onConflictDoNothing();
    const { buyer, token, user } = await buyPremium();
    const earlier = user.planSubscriptionId!;
    const card = `pm_card_visa_${buyer.id}`;
    const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: 3, transaction_type: "package_subscription", invoice_id: card } });
    expect(answer.success).toBe(true);
    const [checkout] = await t.db.select().from(transactions).where(and(eq(transactions.userId, buyer.id), eq(transactions.packageId, 3)));
    await deliver(JSON.stringify({ id: `evt_pro_${buyer.id}`, object: "event", type: "payment_intent.succeeded", data: { object: succeedIntent(checkout!.providerPaymentId!) } }));
    expect(stripeCalls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`/v1/subscriptions/${earlier}`]);
    const [after] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(after!.packageId).toBe(3);
    expect(after!.planSubscriptionId).toMatch(/^sub_mock_/);
    expect(after!.planSubscriptionId).not.toBe(earlier);
  });

  it("without a default card, a move to another package still ends the earlier package's billing (the job is left to renew)", async () => {
    await t.db.insert(packages).values({ id: 3, name: "Pro", pricePence: 4999, maxParticipantInEvent: 500 }).onConflictDoNothing();
    const { buyer, token, user } = await buyPremium();
    const earlier = user.planSubscriptionId!;
    await t.db.update(savedCards).set({ isDefault: false }).where(eq(savedCards.userId, buyer.id));
    const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: 3, transaction_type: "package_subscription", invoice_id: `pm_card_visa_${buyer.id}` } });
    expect(answer.success).toBe(true);
    const [checkout] = await t.db.select().from(transactions).where(and(eq(transactions.userId, buyer.id), eq(transactions.packageId, 3)));
    await deliver(JSON.stringify({ id: `evt_pro_nocard_${buyer.id}`, object: "event", type: "payment_intent.succeeded", data: { object: succeedIntent(checkout!.providerPaymentId!) } }));
    expect(stripeCalls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`/v1/subscriptions/${earlier}`]);
    expect(stripeCalls.filter((call) => call.path === "/v1/subscriptions" && call.method === "POST")).toHaveLength(1);
    const [after] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect([after!.packageId, after!.planSubscriptionId]).toEqual([3, null]);
  });

  it("auto-renewal off and on follow at Stripe; the subscription's end stops renewing and keeps the paid period", async () => {
    const { buyer, token, user } = await buyPremium();
    const subscription = user.planSubscriptionId!;
    const off = await t.call("POST", "update-autorenewal", { token, body: { auto_renewal: 0 } });
    expect(off.success).toBe(true);
    const on = await t.call("POST", "update-autorenewal", { token, body: { auto_renewal: 1 } });
    expect(on.success).toBe(true);
    expect(stripeCalls.filter((call) => call.path === `/v1/subscriptions/${subscription}` && call.method === "POST").map((call) => call.body.cancel_at_period_end)).toEqual(["true", "false"]);

    const ended = await deliver(JSON.stringify({ id: `evt_end_${buyer.id}`, object: "event", type: "customer.subscription.deleted", data: { object: { id: subscription, object: "subscription", status: "canceled" } } }));
    expect(ended.kind).toBe("processed");
    const [after] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect([after!.planSubscriptionId, after!.autoRenewal, after!.packageId, after!.planExpiresOn?.toISOString()]).toEqual([null, false, PREMIUM, user.planExpiresOn!.toISOString()]);
    // A renewal for a subscription no one has any more changes nothing.
    const stray = await deliver(invoicePaid(`evt_stray_${buyer.id}`, subscription, 2459));
    expect(stray.kind).toBe("ignored");
  });
});
