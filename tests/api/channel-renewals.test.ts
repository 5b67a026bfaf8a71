// Channel subscriptions with the sandbox: the first period (to_date a calendar month on for a
// monthly channel, no expiry for a fixed one), the places (the owner, a second subscription and a
// full channel are refused with their messages), the channel-renewals job (a day before to_date it
// charges the default saved card once, and again once the next month; a declined card or no card
// mails the subscriber and access ends at to_date; a stopped renewal expires after to_date), and
// stopChannelRenewal. On PGlite and PostgreSQL.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TransactionCreateData } from "~server/api/contract";
import { channelSubscriptions, channels, savedCards, transactions, users } from "~server/db/schema";
import { stopChannelRenewal } from "~server/domain/channels/renewal";
import { deliverPendingMail } from "~server/domain/mail";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { renewChannelSubscriptions } from "~server/domain/payments/renewals";
import { channelPlacesTaken } from "~server/domain/payments/seats";
import { addCalendarMonths } from "~shared/subscription-period";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const VISA = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const DAY = 24 * 60 * 60 * 1000;

/** A published channel of a new host's: £10.00 a month (£12.30 with the free package's fees), `places` places. */
async function channel(options: { monthly?: boolean; places?: number } = {}) {
  const host = await createUser(t);
  const channelId = await createHostedChannel(t.db, host.row, { title: "Renewal club", pricePence: 1000, isMonthlySubscription: options.monthly ?? true });
  await t.db.update(channels).set({ maxSubscribers: options.places ?? 10 }).where(eq(channels.id, channelId));
  return { host, channelId };
}

/** A subscriber with a default saved card of this number (or none) and a session. */
async function subscriber(cardNumber: string | null = VISA) {
  const user = await createUser(t);
  const customerId = await t.payments.createCustomer({ userId: user.id, email: user.email, name: "Sub Scriber" });
  await t.db.update(users).set({ providerCustomerId: customerId }).where(eq(users.id, user.id));
  let cardId: string | null = null;
  if (cardNumber) {
    const made = await t.payments.createPaymentMethod({ number: cardNumber, expiry: "12 / 34", cvc: "123", name: "Sub Scriber" });
    if (!made.ok) throw new Error("card refused");
    await t.payments.attachCard(customerId, made.id);
    await t.db.insert(savedCards).values({ userId: user.id, providerPaymentMethodId: made.id, providerCustomerId: customerId, nickname: "Main", isDefault: true, cardBrand: "visa", cardLastFour: cardNumber.slice(-4) });
    cardId = made.id;
  }
  return { user, cardId, token: await loginAs(t, user) };
}

async function newCard(number = VISA): Promise<string> {
  const made = await t.payments.createPaymentMethod({ number, expiry: "12 / 34", cvc: "123", name: "Sub Scriber" });
  if (!made.ok) throw new Error("card refused");
  return made.id;
}

const subscribe = (token: string, channelId: number, card: string) => t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: channelId, transaction_type: "channel_subscription", invoice_id: card } });

async function subscriptionOf(userId: number, channelId: number) {
  const [row] = await t.db.select().from(channelSubscriptions).where(and(eq(channelSubscriptions.userId, userId), eq(channelSubscriptions.channelId, channelId)));
  return row!;
}

async function paymentsOf(userId: number) {
  return t.db.select().from(transactions).where(eq(transactions.userId, userId)).orderBy(transactions.id);
}

/** Runs the job with the clock at `at` (and, like two machines, twice at once). */
async function runJobAt(at: Date, twice = false) {
  t.setNow(at);
  try {
    return twice ? (await Promise.all([renewChannelSubscriptions(t.services), renewChannelSubscriptions(t.services)]))[0] : await renewChannelSubscriptions(t.services);
  } finally {
    t.setNow(null);
  }
}

/** A subscription bought at a fixed instant, so its periods are known. */
async function subscribedAt(from: Date, cardNumber: string | null = VISA, monthly = true) {
  const { channelId, host } = await channel({ monthly });
  const sub = await subscriber(cardNumber);
  t.setNow(from);
  try {
    const answer = await subscribe(sub.token, channelId, sub.cardId ?? (await newCard()));
    expect(answer.data?.checkout.status, answer.message).toBe("succeeded");
  } finally {
    t.setNow(null);
  }
  return { ...sub, channelId, host };
}

describe("a channel subscription's first period", () => {
  it("monthly: from now to a calendar month on, renewing; the history has the payment with the host and commission", async () => {
    const from = new Date(Date.now() - 60_000);
    const { user, channelId, host } = await subscribedAt(from);
    const subscription = await subscriptionOf(user.id, channelId);
    expect([subscription.status, subscription.autoRenewal, subscription.fromDate.toISOString(), subscription.toDate?.toISOString()]).toEqual(["active", true, from.toISOString(), addCalendarMonths(from, 1).toISOString()]);
    const [payment] = await paymentsOf(user.id);
    expect([payment!.transactionType, payment!.status, payment!.amountPence, payment!.sellerId, payment!.channelSubscriptionId]).toEqual(["channel_subscription", "succeeded", 1230, host.id, subscription.id]);
  });

  it("fixed: no expiry and no renewal; the job never charges or expires it", async () => {
    const from = new Date(Date.now() - 60_000);
    const { user, channelId } = await subscribedAt(from, VISA, false);
    const subscription = await subscriptionOf(user.id, channelId);
    expect([subscription.status, subscription.autoRenewal, subscription.toDate]).toEqual(["active", false, null]);
    await runJobAt(new Date(Date.now() + 400 * DAY));
    expect((await subscriptionOf(user.id, channelId)).status).toBe("active");
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(await stopChannelRenewal(t.services, user.id, channelId)).toBe("not_monthly");
  });
});

describe("a channel's places", () => {
  it("the owner, a second subscription and a full channel are refused with a clear message, and nothing is charged", async () => {
    const { host, channelId } = await channel({ places: 1 });
    const hostToken = await loginAs(t, host);
    const own = await subscribe(hostToken, channelId, await newCard());
    expect([own.success, own.message]).toEqual([false, PAYMENT_MESSAGES.ownChannel]);

    const first = await subscriber();
    expect((await subscribe(first.token, channelId, first.cardId!)).data?.checkout.status).toBe("succeeded");
    const again = await subscribe(first.token, channelId, first.cardId!);
    expect([again.success, again.status, again.message]).toEqual([false, 409, PAYMENT_MESSAGES.alreadySubscribed]);

    const late = await subscriber();
    const full = await subscribe(late.token, channelId, late.cardId!);
    expect([full.success, full.message]).toEqual([false, PAYMENT_MESSAGES.channelFull]);
    expect(await paymentsOf(late.user.id)).toHaveLength(0);
    expect(await paymentsOf(first.user.id)).toHaveLength(1);
    expect(await channelPlacesTaken(t.db, channelId, new Date())).toBe(1);
  });

  it("an unknown or unopened channel is refused; a renewal in progress takes no new place", async () => {
    const sub = await subscriber();
    const unknown = await subscribe(sub.token, 987_654, sub.cardId!);
    expect([unknown.success, unknown.message]).toEqual([false, PAYMENT_MESSAGES.channelNotFound]);
    const { channelId } = await channel({ places: 1 });
    await t.db.update(channels).set({ active: false }).where(eq(channels.id, channelId));
    const closed = await subscribe(sub.token, channelId, sub.cardId!);
    expect([closed.success, closed.message]).toEqual([false, PAYMENT_MESSAGES.channelNotOpen]);
  });
});

describe("the channel-renewals job (sandbox)", () => {
  it("a day before to_date it charges once, even run twice at once; to_date moves a calendar month; again once the next month", async () => {
    const from = new Date(Date.UTC(2026, 0, 31, 10, 0, 0));
    const { user, channelId } = await subscribedAt(from);
    const firstEnd = new Date(Date.UTC(2026, 1, 28, 10, 0, 0));
    expect((await subscriptionOf(user.id, channelId)).toDate?.toISOString()).toBe(firstEnd.toISOString());

    // Two days before: nothing yet.
    await runJobAt(new Date(firstEnd.getTime() - 2 * DAY));
    expect(await paymentsOf(user.id)).toHaveLength(1);

    await runJobAt(new Date(firstEnd.getTime() - 12 * 3600_000), true);
    await runJobAt(new Date(firstEnd.getTime() - 6 * 3600_000));
    let payments = await paymentsOf(user.id);
    expect(payments.map((row) => [row.transactionType, row.status, row.amountPence])).toEqual([
      ["channel_subscription", "succeeded", 1230],
      ["channel_subscription", "succeeded", 1230],
    ]);
    const secondEnd = new Date(Date.UTC(2026, 2, 28, 10, 0, 0));
    let subscription = await subscriptionOf(user.id, channelId);
    expect([subscription.status, subscription.toDate?.toISOString(), payments[1]!.channelSubscriptionId]).toEqual(["active", secondEnd.toISOString(), subscription.id]);

    // The next month: once more.
    await runJobAt(new Date(secondEnd.getTime() - 12 * 3600_000), true);
    await runJobAt(new Date(secondEnd.getTime() - 3600_000));
    payments = await paymentsOf(user.id);
    expect(payments.filter((row) => row.status === "succeeded")).toHaveLength(3);
    subscription = await subscriptionOf(user.id, channelId);
    expect(subscription.toDate?.toISOString()).toBe(new Date(Date.UTC(2026, 3, 28, 10, 0, 0)).toISOString());
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === user.email && mail.subject === 'Payment received: the channel "Renewal club"')).toHaveLength(3);
  });

  it("a declined card: no renewal, the subscriber is mailed once, and access ends at to_date (expired)", async () => {
    const from = new Date(Date.now() - 60_000);
    const { channelId } = await channel();
    const sub = await subscriber(DECLINED);
    const answer = await subscribe(sub.token, channelId, await newCard());
    expect(answer.data?.checkout.status).toBe("succeeded");
    const subscription = await subscriptionOf(sub.user.id, channelId);
    const end = subscription.toDate!;
    expect(end.getTime()).toBeGreaterThan(from.getTime());

    await runJobAt(new Date(end.getTime() - 6 * 3600_000), true);
    await runJobAt(new Date(end.getTime() - 3600_000));
    const attempts = (await paymentsOf(sub.user.id)).slice(1);
    expect(attempts.map((row) => [row.status, row.failureMessage])).toEqual([["failed", "Your card was declined."]]);
    const after = await subscriptionOf(sub.user.id, channelId);
    expect([after.status, after.autoRenewal, after.toDate?.toISOString()]).toEqual(["active", false, end.toISOString()]);
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === sub.user.email && mail.kind === "renewal-not-paid").map((mail) => mail.subject)).toEqual(['Subscription not renewed: the channel "Renewal club"']);

    // Still active just before the end; expired just after it.
    await runJobAt(new Date(end.getTime() - 60_000));
    expect((await subscriptionOf(sub.user.id, channelId)).status).toBe("active");
    await runJobAt(new Date(end.getTime() + 60_000));
    expect((await subscriptionOf(sub.user.id, channelId)).status).toBe("expired");
    expect(await channelPlacesTaken(t.db, channelId, new Date(end.getTime() + 60_000))).toBe(0);
  });

  it("no saved card: not charged, mailed once, expired after to_date", async () => {
    const { channelId } = await channel();
    const sub = await subscriber(null);
    expect((await subscribe(sub.token, channelId, await newCard())).data?.checkout.status).toBe("succeeded");
    const end = (await subscriptionOf(sub.user.id, channelId)).toDate!;
    await runJobAt(new Date(end.getTime() - 3 * 3600_000), true);
    await runJobAt(new Date(end.getTime() - 2 * 3600_000));
    expect((await paymentsOf(sub.user.id)).filter((row) => row.status === "succeeded")).toHaveLength(1);
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === sub.user.email && mail.kind === "renewal-not-paid")).toHaveLength(1);
    await runJobAt(new Date(end.getTime() + 1000));
    expect((await subscriptionOf(sub.user.id, channelId)).status).toBe("expired");
  });

  it("a period that ended without a renewal (the job not run in its window): the subscriber is mailed once and it expires", async () => {
    const { user, channelId } = await subscribedAt(new Date(Date.now() - 60_000));
    const end = (await subscriptionOf(user.id, channelId)).toDate!;
    await runJobAt(new Date(end.getTime() + 3600_000), true);
    await runJobAt(new Date(end.getTime() + 2 * 3600_000));
    const after = await subscriptionOf(user.id, channelId);
    expect([after.status, after.autoRenewal]).toEqual(["expired", false]);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === user.email && mail.kind === "renewal-not-paid")).toHaveLength(1);
  });

  it("stopChannelRenewal: not charged, shown until to_date, expired after it; other callers get their answers", async () => {
    const { user, channelId } = await subscribedAt(new Date(Date.now() - 60_000));
    const stranger = await createUser(t);
    expect(await stopChannelRenewal(t.services, stranger.id, channelId)).toBe("not_subscribed");
    expect(await stopChannelRenewal(t.services, user.id, channelId)).toBe("stopped");
    expect(await stopChannelRenewal(t.services, user.id, channelId)).toBe("stopped");
    const end = (await subscriptionOf(user.id, channelId)).toDate!;
    await runJobAt(new Date(end.getTime() - 6 * 3600_000));
    expect(await paymentsOf(user.id)).toHaveLength(1);
    const before = await subscriptionOf(user.id, channelId);
    expect([before.status, before.autoRenewal]).toEqual(["active", false]);
    await runJobAt(new Date(end.getTime() + 60_000));
    expect((await subscriptionOf(user.id, channelId)).status).toBe("expired");
    expect(await stopChannelRenewal(t.services, user.id, channelId)).toBe("not_subscribed");
    // Expired: the channel can be subscribed to again.
    const { token, cardId } = { token: await loginAs(t, user), cardId: await newCard() };
    expect((await subscribe(token, channelId, cardId)).data?.checkout.status).toBe("succeeded");
  });

  it("a channel the host deactivated before the renewal: the subscription is cancelled by host and never charged", async () => {
    const { user, channelId, host } = await subscribedAt(new Date(Date.now() - 60_000));
    const hostToken = await loginAs(t, host);
    const closed = await t.call("POST", "channels/update-status", { token: hostToken, body: { id: channelId } });
    expect(closed.success, closed.message).toBe(true);
    const end = (await subscriptionOf(user.id, channelId)).toDate!;
    await runJobAt(new Date(end.getTime() - 6 * 3600_000));
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect((await subscriptionOf(user.id, channelId)).status).toBe("cancelled_by_host");
  });
});
