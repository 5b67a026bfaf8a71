// Monthly channel subscriptions on Stripe Billing, against Stripe's API mocked by MSW with webhooks
// signed by the Stripe SDK's own helper: the first paid period starts a subscription on the
// subscriber's saved card, first charged at to_date (the channel's product made once, the total per
// period, one idempotency key per subscription and period); the channel-renewals job leaves it to
// Stripe; each invoice.paid, delivered five times, extends the period once; stopChannelRenewal
// cancels at the period's end; a failed invoice or the subscription's deletion stops renewing, mails
// the subscriber once and access ends at to_date; the host's deactivation cancels it at Stripe.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TransactionCreateData } from "~server/api/contract";
import { channelSubscriptions, channels, savedCards, transactions, users } from "~server/db/schema";
import { stopChannelRenewal } from "~server/domain/channels/renewal";
import { deliverPendingMail } from "~server/domain/mail";
import { renewChannelSubscriptions } from "~server/domain/payments/renewals";
import { handlePaymentWebhook, wasReceived } from "~server/domain/payments/webhook";
import { addCalendarMonths } from "~shared/subscription-period";
import { resetStripeMock, stripeCalls, succeedIntent } from "~tests/mocks/stripe";
import type { TestApi } from "~tests/support/api";
import { createHostedChannel } from "~tests/support/factories";
import { signStripe, withStripeTestApi } from "~tests/support/stripe-api";
import { createUser, loginAs } from "./auth-support";

const deliver = (payload: string) => handlePaymentWebhook(t.services, payload, signStripe(payload));

let t: TestApi;
withStripeTestApi((api) => {
  t = api;
});

/** A monthly channel (£10.00; £12.30 a period with the free package's fees) and a subscriber with a saved Stripe card who subscribes. */
async function subscribed(title = "Billed club") {
  const host = await createUser(t);
  const channelId = await createHostedChannel(t.db, host.row, { title, pricePence: 1000, isMonthlySubscription: true });
  await t.db.update(channels).set({ maxSubscribers: 10 }).where(eq(channels.id, channelId));
  const buyer = await createUser(t);
  const customer = `cus_channel_${buyer.id}`;
  await t.db.update(users).set({ providerCustomerId: customer }).where(eq(users.id, buyer.id));
  const card = `pm_card_visa_${buyer.id}`;
  await t.db.insert(savedCards).values({ userId: buyer.id, providerPaymentMethodId: card, providerCustomerId: customer, nickname: "Work card", cardBrand: "visa", cardLastFour: "4242", isDefault: true });
  const token = await loginAs(t, buyer);
  const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: channelId, transaction_type: "channel_subscription", invoice_id: card } });
  expect(answer.success, answer.message).toBe(true);
  const [checkout] = await t.db.select().from(transactions).where(and(eq(transactions.userId, buyer.id), eq(transactions.channelId, channelId)));
  const paid = await deliver(JSON.stringify({ id: `evt_channel_${buyer.id}`, object: "event", type: "payment_intent.succeeded", data: { object: succeedIntent(checkout!.providerPaymentId!) } }));
  expect(wasReceived(paid)).toBe(true);
  const [subscription] = await t.db.select().from(channelSubscriptions).where(and(eq(channelSubscriptions.userId, buyer.id), eq(channelSubscriptions.channelId, channelId)));
  return { host, buyer, token, channelId, subscription: subscription! };
}

async function subscriptionNow(id: number) {
  const [row] = await t.db.select().from(channelSubscriptions).where(eq(channelSubscriptions.id, id));
  return row!;
}

/** The channel-renewals job just after to_date: the subscription has expired. */
async function expiresAfter(subscription: { id: number; toDate: Date | null }) {
  t.setNow(new Date(subscription.toDate!.getTime() + 60_000));
  try {
    await renewChannelSubscriptions(t.services);
  } finally {
    t.setNow(null);
  }
  expect((await subscriptionNow(subscription.id)).status).toBe("expired");
}

/** Stripe's customer.subscription.deleted for `provider`. */
const subscriptionDeleted = (eventId: string, provider: string) => JSON.stringify({ id: eventId, object: "event", type: "customer.subscription.deleted", data: { object: { id: provider, object: "subscription", status: "canceled" } } });

function invoice(type: "invoice.paid" | "invoice.payment_failed", eventId: string, invoiceId: string, subscription: string, amount: number, billingReason = "subscription_cycle") {
  const object = { id: invoiceId, object: "invoice", billing_reason: billingReason, amount_paid: type === "invoice.paid" ? amount : 0, amount_due: amount, parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } } };
  return JSON.stringify({ id: eventId, object: "event", type, data: { object } });
}

describe("monthly channel subscriptions on Stripe Billing", () => {
  it("the first period starts a subscription first charged at to_date; the renewal job leaves it to Stripe", async () => {
    const { buyer, channelId, subscription } = await subscribed();
    expect(subscription.providerSubscriptionId).toMatch(/^sub_mock_/);
    expect(subscription.autoRenewal).toBe(true);
    const created = stripeCalls.filter((call) => call.path === "/v1/subscriptions" && call.method === "POST");
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(`channel-subscription-${subscription.id}-${subscription.toDate!.toISOString()}`);
    expect(created[0]!.body).toMatchObject({
      customer: `cus_channel_${buyer.id}`,
      default_payment_method: `pm_card_visa_${buyer.id}`,
      "items[0][price_data][currency]": "gbp",
      "items[0][price_data][product]": `marquee-channel-${channelId}`,
      "items[0][price_data][unit_amount]": "1230",
      "items[0][price_data][recurring][interval]": "month",
      trial_end: String(Math.floor(subscription.toDate!.getTime() / 1000)),
      "metadata[channel_subscription_id]": String(subscription.id),
    });

    const before = await t.db.select().from(transactions).where(eq(transactions.userId, buyer.id));
    const intentsBefore = stripeCalls.filter((call) => call.path === "/v1/payment_intents" && call.method === "POST").length;
    t.setNow(new Date(subscription.toDate!.getTime() - 6 * 3600_000));
    try {
      await renewChannelSubscriptions(t.services);
    } finally {
      t.setNow(null);
    }
    expect(await t.db.select().from(transactions).where(eq(transactions.userId, buyer.id))).toHaveLength(before.length);
    expect(stripeCalls.filter((call) => call.path === "/v1/payment_intents" && call.method === "POST")).toHaveLength(intentsBefore);
  });

  it("each invoice.paid, delivered five times, extends the period once, with a receipt and the host's sale; the first invoice is ignored", async () => {
    const { buyer, host, channelId, subscription } = await subscribed();
    const provider = subscription.providerSubscriptionId!;
    expect((await deliver(invoice("invoice.paid", `evt_create_${buyer.id}`, `in_create_${buyer.id}`, provider, 0, "subscription_create"))).kind).toBe("ignored");

    for (const month of [1, 2]) {
      const payload = invoice("invoice.paid", `evt_cycle_${month}_${buyer.id}`, `in_cycle_${month}_${buyer.id}`, provider, 1230);
      const answers = await Promise.all([1, 2, 3].map(() => deliver(payload)));
      answers.push(await deliver(payload), await deliver(payload));
      expect(answers.every(wasReceived)).toBe(true);
      expect(answers.filter((one) => one.kind === "processed"), `month ${month}`).toHaveLength(1);
      expect((await subscriptionNow(subscription.id)).toDate!.toISOString()).toBe(addCalendarMonths(subscription.toDate!, month).toISOString());
    }
    const renewals = await t.db.select().from(transactions).where(and(eq(transactions.userId, buyer.id), eq(transactions.provider, "stripe"), eq(transactions.status, "succeeded")));
    expect(renewals.map((row) => [row.transactionType, row.amountPence, row.channelId, row.channelSubscriptionId, row.sellerId])).toEqual([
      ["channel_subscription", 1230, channelId, subscription.id, host.id],
      ["channel_subscription", 1230, channelId, subscription.id, host.id],
      ["channel_subscription", 1230, channelId, subscription.id, host.id],
    ]);
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === buyer.email && mail.subject === 'Payment received: the channel "Billed club"')).toHaveLength(3);
  });

  it("stopChannelRenewal cancels at the period's end; the subscription's end then mails no one and access ends at to_date", async () => {
    const { buyer, channelId, subscription } = await subscribed();
    const provider = subscription.providerSubscriptionId!;
    expect(await stopChannelRenewal(t.services, buyer.id, channelId)).toBe("stopped");
    expect(stripeCalls.filter((call) => call.path === `/v1/subscriptions/${provider}` && call.method === "POST").map((call) => call.body.cancel_at_period_end)).toEqual(["true"]);
    expect((await subscriptionNow(subscription.id)).autoRenewal).toBe(false);

    const ended = await deliver(subscriptionDeleted(`evt_end_${buyer.id}`, provider));
    expect(ended.kind).toBe("processed");
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === buyer.email && mail.kind === "renewal-not-paid")).toHaveLength(0);
    await expiresAfter(subscription);
  });

  it("a failed renewal invoice ends renewing at Stripe, mails once, and access ends at to_date; a later invoice.paid for it changes nothing", async () => {
    const { buyer, subscription } = await subscribed();
    const provider = subscription.providerSubscriptionId!;
    const payload = invoice("invoice.payment_failed", `evt_failed_${buyer.id}`, `in_failed_${buyer.id}`, provider, 1230);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(payload)));
    expect(answers.filter((one) => one.kind === "processed")).toHaveLength(1);
    expect(stripeCalls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`/v1/subscriptions/${provider}`]);
    const after = await subscriptionNow(subscription.id);
    expect([after.status, after.autoRenewal, after.providerSubscriptionId, after.toDate?.toISOString()]).toEqual(["active", false, null, subscription.toDate!.toISOString()]);
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === buyer.email && mail.kind === "renewal-not-paid")).toHaveLength(1);

    // The deletion Stripe then sends mails no one again.
    await deliver(subscriptionDeleted(`evt_gone_${buyer.id}`, provider));
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === buyer.email && mail.kind === "renewal-not-paid")).toHaveLength(1);
    const stray = await deliver(invoice("invoice.paid", `evt_stray_${buyer.id}`, `in_stray_${buyer.id}`, provider, 1230));
    expect(stray.kind).toBe("ignored");
    expect((await subscriptionNow(subscription.id)).toDate!.toISOString()).toBe(subscription.toDate!.toISOString());
    await expiresAfter(subscription);
  });

  it("Stripe deleting a renewing subscription (unpaid) mails the subscriber once; the host's deactivation cancels billing at Stripe", async () => {
    const first = await subscribed();
    const provider = first.subscription.providerSubscriptionId!;
    const deleted = subscriptionDeleted(`evt_unpaid_${first.buyer.id}`, provider);
    for (let i = 0; i < 5; i++) await deliver(deleted);
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === first.buyer.email && mail.kind === "renewal-not-paid")).toHaveLength(1);
    expect((await subscriptionNow(first.subscription.id)).autoRenewal).toBe(false);

    resetStripeMock();
    const second = await subscribed("Closing club");
    const billed = second.subscription.providerSubscriptionId!;
    const hostToken = await loginAs(t, second.host);
    const closed = await t.call("POST", "channels/update-status", { token: hostToken, body: { id: second.channelId } });
    expect(closed.success, closed.message).toBe(true);
    expect(stripeCalls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`/v1/subscriptions/${billed}`]);
    expect((await subscriptionNow(second.subscription.id)).status).toBe("cancelled_by_host");
  });
});
