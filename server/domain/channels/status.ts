// Activate / Deactivate on My Channels (002 §4, channels/update-status). Deactivating, in one
// transaction with the channel row locked: active=false, each active subscription becomes
// cancelled_by_host, a refund owed is recorded for its current period's payment (ADR 021; the
// refunds job pays it back) and each subscriber is mailed through the outbox. Two requests at once
// queue on the row lock, and the unique indexes of refunds keep one refund per subscription.
// Activating only sets active again. A channel not yet approved (or rejected) is refused.
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { channelMessages } from "~shared/messages/channels";
import { channelSubscriptions, channels, refunds, transactions, users } from "~server/db/schema";
import { rejected } from "~server/domain/errors";
import { deliverSoon, queueMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { channelDeactivatedMail } from "./mails";
import { loadOwnedChannel, type ChannelCaller } from "./owned";

export interface StatusOutcome {
  channelId: number;
  active: boolean;
  message: string;
  /** Subscriptions this call cancelled (0 when activating or already deactivated). */
  cancelledSubscriptions: number;
  /** Refunds owed this call recorded. */
  refundsOwed: number;
}

/**
 * Sets the channel's active flag to `wanted`, or flips it when `wanted` is undefined (the spec's
 * payload is the id alone). Asking for the state the channel is already in changes nothing, so a
 * repeated or concurrent Deactivate cannot turn the channel back on.
 */
export async function updateChannelStatus(
  services: Pick<Services, "db" | "now" | "jobs" | "config" | "payments">,
  caller: ChannelCaller,
  channelId: unknown,
  wanted?: boolean,
): Promise<StatusOutcome> {
  const now = services.now();
  /** The provider's billing of the cancelled subscriptions, ended after the commit so it charges no later period. */
  const billed: string[] = [];
  const outcome = await services.db.transaction(async (tx): Promise<StatusOutcome> => {
    const channel = await loadOwnedChannel(tx, caller, channelId, { lock: true });
    if (!channel.isPublished) throw rejected(channel.isRejected ? channelMessages.rejectedByAdmin : channelMessages.pendingApproval);
    const active = wanted ?? !channel.active;
    const unchanged = { channelId: channel.id, active, cancelledSubscriptions: 0, refundsOwed: 0 };
    if (active === channel.active) return { ...unchanged, message: active ? channelMessages.alreadyActive : channelMessages.alreadyDeactivated };

    await tx.update(channels).set({ active, updatedAt: now }).where(eq(channels.id, channel.id));
    if (active) return { ...unchanged, message: channelMessages.activated };

    const cancelled = await tx
      .update(channelSubscriptions)
      .set({ status: "cancelled_by_host", cancelledAt: now, autoRenewal: false })
      .where(and(eq(channelSubscriptions.channelId, channel.id), eq(channelSubscriptions.status, "active")))
      .returning({ id: channelSubscriptions.id, userId: channelSubscriptions.userId, providerSubscriptionId: channelSubscriptions.providerSubscriptionId });
    for (const subscription of cancelled) if (subscription.providerSubscriptionId) billed.push(subscription.providerSubscriptionId);
    if (cancelled.length === 0) return { ...unchanged, message: channelMessages.deactivated };

    // Each subscription's current period is its latest paid subscription payment.
    const payments = await tx
      .select({ id: transactions.id, subscriptionId: transactions.channelSubscriptionId, amountPence: transactions.amountPence })
      .from(transactions)
      .where(
        and(
          inArray(transactions.channelSubscriptionId, cancelled.map((subscription) => subscription.id)),
          eq(transactions.transactionType, "channel_subscription"),
          eq(transactions.status, "succeeded"),
        ),
      )
      .orderBy(desc(transactions.createdAt), desc(transactions.id));
    const paymentOf = new Map<number, { id: number; amountPence: number }>();
    for (const payment of payments) if (payment.subscriptionId !== null && !paymentOf.has(payment.subscriptionId)) paymentOf.set(payment.subscriptionId, payment);

    const owed = cancelled.flatMap((subscription) => {
      const payment = paymentOf.get(subscription.id);
      return payment && payment.amountPence > 0 ? [{ subscription, payment }] : [];
    });
    const recorded =
      owed.length === 0
        ? []
        : await tx
            .insert(refunds)
            .values(
              owed.map(({ subscription, payment }) => ({
                channelSubscriptionId: subscription.id,
                transactionId: payment.id,
                userId: subscription.userId,
                amountPence: payment.amountPence,
                reason: "channel_deactivated" as const,
                createdAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning({ subscriptionId: refunds.channelSubscriptionId, amountPence: refunds.amountPence });
    const refundOf = new Map(recorded.map((refund) => [refund.subscriptionId, refund.amountPence]));

    const subscribers = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(inArray(users.id, [...new Set(cancelled.map((subscription) => subscription.userId))]), isNull(users.deletedAt)));
    const subscriberOf = new Map(subscribers.map((subscriber) => [subscriber.id, subscriber]));
    for (const subscription of cancelled) {
      const subscriber = subscriberOf.get(subscription.userId);
      if (subscriber) await queueMail(tx, services, channelDeactivatedMail(subscriber, services.config.appUrl, channel, refundOf.get(subscription.id) ?? 0));
    }
    return {
      ...unchanged,
      message: channelMessages.deactivatedWithRefunds,
      cancelledSubscriptions: cancelled.length,
      refundsOwed: recorded.length,
    };
  });
  if (outcome.cancelledSubscriptions > 0) await deliverSoon(services);
  if (outcome.refundsOwed > 0) await services.jobs.nudge("refunds");
  await cancelProviderBilling(services, billed);
  return outcome;
}

/** Ends the provider's recurring billing of subscriptions that ended here; a failure is logged (its invoice would find no active subscription). */
export async function cancelProviderBilling(services: Pick<Services, "payments">, subscriptionIds: string[]): Promise<void> {
  for (const id of subscriptionIds) {
    try {
      await services.payments.billing?.cancel(id);
    } catch (error) {
      console.error("The provider's subscription could not be cancelled", id, error instanceof Error ? error.message : error);
    }
  }
}
