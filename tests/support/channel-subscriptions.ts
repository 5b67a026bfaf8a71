// A subscriber of a channel with the payment of their current period, as a checkout leaves it.
import { randomUUID } from "node:crypto";
import type { Executor } from "~server/db/client";
import { channelSubscriptions, transactions } from "~server/db/schema";

export async function createChannelSubscription(
  db: Executor,
  channelId: number,
  userId: number,
  options: { pricePence?: number; monthly?: boolean; status?: "active" | "cancelled" | "expired" } = {},
): Promise<{ subscriptionId: number; transactionId: number | null }> {
  const monthly = options.monthly ?? true;
  const now = new Date();
  const [subscription] = await db
    .insert(channelSubscriptions)
    .values({ channelId, userId, status: options.status ?? "active", autoRenewal: monthly, fromDate: now, toDate: monthly ? new Date(now.getTime() + 30 * 86_400_000) : null })
    .returning({ id: channelSubscriptions.id });
  const pricePence = options.pricePence ?? 999;
  if (pricePence === 0) return { subscriptionId: subscription!.id, transactionId: null };
  const [payment] = await db
    .insert(transactions)
    .values({
      userId,
      transactionType: "channel_subscription",
      amountPence: pricePence,
      subtotalPence: pricePence,
      status: "succeeded",
      provider: "sandbox",
      providerPaymentId: `sandbox_pay_test_${randomUUID()}`,
      idempotencyKey: `test:subscription:${randomUUID()}`,
      channelId,
      channelSubscriptionId: subscription!.id,
    })
    .returning({ id: transactions.id });
  return { subscriptionId: subscription!.id, transactionId: payment!.id };
}
