// Monthly channel subscriptions after their first period (ADR 027 for the provider's side).
// With Stripe, the first paid period starts a Stripe Billing subscription on the subscriber's
// default card (startChannelBilling); its invoice.paid extends the period once per invoice
// (applyChannelRenewed), and its end or a failed renewal stops renewing and mails the subscriber
// (endChannelRenewal): access then lasts to to_date. With the sandbox (or a Stripe subscription that
// could not be started) the channel-renewals job charges the saved card (payments/renewals.ts).
// stopChannelRenewal is the subscriber's own "stop auto renewal" (channels/update-autorenewal,
// account deletion).
import { and, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channelSubscriptions, channels, savedCards, transactions, users } from "~server/db/schema";
import { queueMail } from "~server/domain/mail";
import { referenceOf } from "~server/domain/payments/fulfil";
import { purchaseReceiptMail, renewalNotPaidMail } from "~server/domain/payments/mails";
import { sellerPackage } from "~server/domain/payments/quote";
import type { Services } from "~server/services";
import { commissionOn } from "~shared/pricing";
import { addCalendarMonths } from "~shared/subscription-period";
import { channelMonthlyCharge, termsOfSubscription } from "./terms";

type RenewalServices = Pick<Services, "db" | "now" | "payments">;

function subscriptionsUrl(services: Pick<Services, "config">): string {
  return `${services.config.appUrl.replace(/\/+$/, "")}/subscribed-channels`;
}

/**
 * Stops the renewal of the caller's active subscription to the channel: with the sandbox,
 * auto_renewal turns off (the renewal job then leaves it, and it expires at to_date); with Stripe,
 * the provider's subscription is also cancelled at the period's end. Stopping twice is "stopped".
 */
export async function stopChannelRenewal(services: RenewalServices, userId: number, channelId: number): Promise<"stopped" | "not_subscribed" | "not_monthly"> {
  const [row] = await services.db
    .select({ subscription: channelSubscriptions, monthly: channels.isMonthlySubscription })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .where(and(eq(channelSubscriptions.userId, userId), eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.status, "active")))
    .limit(1);
  if (!row) return "not_subscribed";
  if (!row.monthly || row.subscription.toDate === null) return "not_monthly";
  // The provider first: if it cannot be reached, nothing changes here and the caller can try again.
  if (row.subscription.providerSubscriptionId && row.subscription.autoRenewal && services.payments.billing) {
    await services.payments.billing.setRenewal(row.subscription.providerSubscriptionId, false);
  }
  await services.db.update(channelSubscriptions).set({ autoRenewal: false }).where(eq(channelSubscriptions.id, row.subscription.id));
  return "stopped";
}

/**
 * After a monthly channel's first period is paid (after its commit): with the provider's billing,
 * the later periods go to it, first charged at to_date on the subscriber's default card. A failure is
 * logged and leaves the renewal to the channel-renewals job; the subscription itself stands.
 */
export async function startChannelBilling(services: RenewalServices, subscriptionId: number): Promise<void> {
  const billing = services.payments.billing;
  if (!billing) return;
  try {
    const [row] = await services.db
      .select({ subscription: channelSubscriptions, channel: channels, subscriber: users, card: savedCards })
      .from(channelSubscriptions)
      .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
      .innerJoin(users, eq(users.id, channelSubscriptions.userId))
      .leftJoin(savedCards, and(eq(savedCards.userId, channelSubscriptions.userId), eq(savedCards.isDefault, true)))
      .where(eq(channelSubscriptions.id, subscriptionId));
    if (!row?.card) return;
    const { subscription, channel, subscriber, card } = row;
    if (subscription.status !== "active" || !subscription.autoRenewal || !subscription.toDate || subscription.providerSubscriptionId || !channel.isMonthlySubscription) return;
    const each = await channelMonthlyCharge(services.db, channel.pricePence, subscriber.packageId);
    const started = await billing.start({
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      product: { id: `marquee-channel-${channel.id}`, name: `Marquee channel: ${channel.title}` },
      metadata: { user_id: String(subscriber.id), channel_id: String(channel.id), channel_subscription_id: String(subscription.id) },
      amountPence: each.totalPence,
      interval: "month",
      firstChargeAt: subscription.toDate,
      // One per subscription and paid period: a retried fulfilment starts it once.
      idempotencyKey: `channel-subscription-${subscription.id}-${subscription.toDate.toISOString()}`,
    });
    await services.db.update(channelSubscriptions).set({ providerSubscriptionId: started.id }).where(eq(channelSubscriptions.id, subscription.id));
  } catch (error) {
    console.error("The channel subscription's recurring billing could not be started; the channel-renewals job will renew it", subscriptionId, error instanceof Error ? error.message : error);
  }
}

/**
 * The provider charged a later period (inside the webhook's transaction, once per event): the
 * subscription's to_date moves on a month, once per invoice, and the payment is a
 * channel_subscription in the history (the host's share is paid by the payouts job), with a receipt.
 * false when no active subscription has this provider id (a package's, or one that has ended).
 */
export async function applyChannelRenewed(
  tx: Executor,
  services: Pick<Services, "now" | "config" | "payments">,
  event: { subscriptionId: string; invoiceId: string; amountPence: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ subscription: channelSubscriptions, channel: channels })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .where(and(eq(channelSubscriptions.providerSubscriptionId, event.subscriptionId), eq(channelSubscriptions.status, "active")))
    .limit(1)
    .for("update", { of: channelSubscriptions });
  const periodEnd = row?.subscription.toDate;
  if (!row || !periodEnd) return false;
  const { subscription, channel } = row;
  const now = services.now();
  const rates = await sellerPackage(tx, channel.userId);
  const [payment] = await tx
    .insert(transactions)
    .values({
      userId: subscription.userId,
      transactionType: "channel_subscription",
      amountPence: event.amountPence,
      subtotalPence: channel.pricePence,
      status: "succeeded",
      idempotencyKey: `channel-invoice:${event.invoiceId}`,
      provider: services.payments.name,
      providerPaymentId: event.invoiceId,
      channelId: channel.id,
      channelSubscriptionId: subscription.id,
      sellerId: channel.userId,
      commissionPence: commissionOn(channel.pricePence, rates.subscription),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (!payment) return false;
  await tx.update(channelSubscriptions).set({ toDate: addCalendarMonths(periodEnd, 1) }).where(eq(channelSubscriptions.id, subscription.id));
  const [subscriber] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, subscription.userId));
  const terms = await termsOfSubscription(tx, subscription.id, now, event.amountPence);
  if (subscriber) await queueMail(tx, services, purchaseReceiptMail(subscriber, `the channel "${channel.title}"`, event.amountPence, referenceOf(payment), subscriptionsUrl(services), terms));
  return true;
}

/** A renewal checkout (the job's) was paid: the subscription it names runs a month on from its to_date. */
export async function extendChannelPeriod(tx: Executor, subscriptionId: number): Promise<void> {
  const [subscription] = await tx.select({ toDate: channelSubscriptions.toDate }).from(channelSubscriptions).where(eq(channelSubscriptions.id, subscriptionId));
  if (!subscription?.toDate) return;
  await tx.update(channelSubscriptions).set({ toDate: addCalendarMonths(subscription.toDate, 1) }).where(eq(channelSubscriptions.id, subscriptionId));
}

/** Why a renewal payment for this subscription cannot be kept (it ended, or its channel closed), or null. */
export async function renewalRefusal(tx: Executor, subscriptionId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: channelSubscriptions.status, active: channels.active })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .where(eq(channelSubscriptions.id, subscriptionId))
    .for("update", { of: channelSubscriptions });
  if (!row || row.status !== "active") return "your subscription to the channel had already ended.";
  if (!row.active) return "the channel is no longer open.";
  return null;
}

/**
 * A renewal that will not be paid (no card, declined, the provider's billing ended while renewal
 * was on): auto-renewal goes off, once whichever path gets here first, and the subscriber is told
 * that access ends at to_date. Answers the provider subscription to cancel (after the commit), if any.
 */
export async function endChannelRenewal(tx: Executor, services: Pick<Services, "now" | "config">, where: { id: number } | { providerSubscriptionId: string }): Promise<{ ended: boolean; providerSubscriptionId: string | null }> {
  const [row] = await tx
    .select({ subscription: channelSubscriptions, title: channels.title })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .where("id" in where ? eq(channelSubscriptions.id, where.id) : eq(channelSubscriptions.providerSubscriptionId, where.providerSubscriptionId))
    .limit(1)
    .for("update", { of: channelSubscriptions });
  if (!row) return { ended: false, providerSubscriptionId: null };
  const { subscription } = row;
  await tx.update(channelSubscriptions).set({ autoRenewal: false, providerSubscriptionId: null }).where(eq(channelSubscriptions.id, subscription.id));
  if (subscription.status === "active" && subscription.autoRenewal) {
    const [subscriber] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, subscription.userId));
    if (subscriber) await queueMail(tx, services, renewalNotPaidMail(subscriber, `the channel "${row.title}"`, subscription.toDate, subscriptionsUrl(services)));
  }
  return { ended: true, providerSubscriptionId: subscription.providerSubscriptionId };
}
