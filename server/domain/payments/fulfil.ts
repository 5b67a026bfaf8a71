// Fulfilment: the ONLY place a payment becomes a booking, a channel subscription or a plan.
// Every path ends here — Stripe's webhook, the sandbox's signed events, the
// reconciliation job — with a provider-neutral PaymentEvent. In one database transaction:
//   1. the event id is recorded (processed_webhook_events): a repeated event changes nothing;
//   2. the checkout's row is locked (FOR UPDATE): two deliveries of one payment queue up, and the
//      second sees it succeeded;
//   3. the place is given if the hold is still live or a place is still free; otherwise the payment
//      is refunded (a refund owed, paid by the refunds job) and the buyer is told why;
//   4. a further payment for a checkout another payment already settled (a hosted page paid while a
//      3-D Secure step was still open, say) is refunded whole as a duplicate (ADR 031).
// So every successful payment ends in exactly one booking (subscription, plan) or exactly one refund.
import { randomBytes } from "node:crypto";
import { and, eq, or, type SQL } from "drizzle-orm";
import { formatMoney } from "~shared/money";
import type { Executor } from "~server/db/client";
import { bookings, channelSubscriptions, channels, events, packages, processedWebhookEvents, refunds, transactions, users } from "~server/db/schema";
import { activeBookingOf } from "~server/domain/bookings/book";
import { bookingConfirmationMail } from "~server/domain/bookings/mails";
import { bookingRefFrom } from "~server/domain/bookings/rules";
import { hasEnded, hasStarted } from "~server/domain/events/access";
import { deliverSoon, queueMail } from "~server/domain/mail";
import type { PaymentEvent } from "~server/integrations/payments/types";
import type { Services } from "~server/services";
import { returnCouponUse, takeCouponUseIfLeft } from "./coupons";
import { applyAccountUpdate } from "~server/domain/payouts/accounts";
import { faultPoint } from "./fault-point";
import { duplicatePaymentRefundMail, purchaseReceiptMail, unfulfilledRefundMail } from "./mails";
import { PAYMENT_MESSAGES } from "./messages";
import { applyPlanEnded, applyPlanRenewed, startPlanBilling } from "./billing";
import { applyPlanPurchase } from "./plans";
import { applyChannelRenewed, endChannelRenewal, extendChannelPeriod, renewalRefusal, startChannelBilling } from "~server/domain/channels/renewal";
import { cancelProviderBilling } from "~server/domain/channels/status";
import { channelPeriod } from "~shared/subscription-period";
import { termsOfSubscription } from "~server/domain/channels/terms";
import { channelPlacesTaken, seatsTaken } from "./seats";
import { purchaseKindOf, purchaseTitle } from "./titles";

export type TransactionRow = typeof transactions.$inferSelect;
type FulfilServices = Pick<Services, "db" | "now" | "jobs" | "config" | "payments">;

export interface Applied {
  /** false: the event had been applied before (or named no checkout of ours). */
  applied: boolean;
  /** What the checkout became. */
  outcome: "fulfilled" | "refund_owed" | "failed" | "expired" | "unchanged" | "unknown";
  transactionId: number | null;
}

/** Locks the checkout a provider event is about. */
async function lockCheckout(tx: Executor, event: PaymentEvent): Promise<TransactionRow | null> {
  const conditions: SQL[] = [];
  if ("transactionId" in event && event.transactionId !== null) conditions.push(eq(transactions.id, event.transactionId));
  if ("paymentId" in event && event.paymentId) conditions.push(eq(transactions.providerPaymentId, event.paymentId));
  if ("checkoutId" in event) conditions.push(eq(transactions.providerCheckoutId, event.checkoutId));
  if (conditions.length === 0) return null;
  const [row] = await tx
    .select()
    .from(transactions)
    .where(conditions.length === 1 ? conditions[0] : or(...conditions))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function applyPaymentEvent(services: FulfilServices, event: PaymentEvent): Promise<Applied> {
  if (event.kind === "ignored") return { applied: false, outcome: "unknown", transactionId: null };
  if (event.kind === "account_updated") return { applied: await applyAccountUpdate(services, event.accountId, event.status), outcome: "unchanged", transactionId: null };
  /** A provider subscription to end once the transaction has committed (a channel renewal that failed). */
  let cancelAfter: string | null = null;
  const result = await services.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.kind, processedAt: services.now() })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (recorded.length === 0) return { applied: false, outcome: "unchanged", transactionId: null } satisfies Applied;

    if (event.kind === "refund_updated") {
      await tx
        .update(refunds)
        .set(event.state === "succeeded" ? { status: "refunded", refundedAt: services.now() } : event.state === "failed" ? { status: "failed" } : {})
        .where(eq(refunds.providerRefundId, event.refundId));
      return { applied: true, outcome: "unchanged", transactionId: null } satisfies Applied;
    }

    // The provider's billing: a package's (users.plan_subscription_id) or a channel subscription's.
    if (event.kind === "plan_renewed") return { applied: (await applyPlanRenewed(tx, services, event)) || (await applyChannelRenewed(tx, services, event)), outcome: "unchanged", transactionId: null } satisfies Applied;
    if (event.kind === "plan_ended") {
      const applied = (await applyPlanEnded(tx, services, event.subscriptionId)) || (await endChannelRenewal(tx, services, { providerSubscriptionId: event.subscriptionId })).ended;
      return { applied, outcome: "unchanged", transactionId: null } satisfies Applied;
    }
    if (event.kind === "plan_payment_failed") {
      // A package's failed invoice is left to the provider's retries; a channel's ends its renewal now.
      const ended = await endChannelRenewal(tx, services, { providerSubscriptionId: event.subscriptionId });
      if (ended.providerSubscriptionId) cancelAfter = ended.providerSubscriptionId;
      return { applied: ended.ended, outcome: "unchanged", transactionId: null } satisfies Applied;
    }

    const checkout = await lockCheckout(tx, event);
    if (!checkout) return { applied: true, outcome: "unknown", transactionId: null } satisfies Applied;
    if (event.kind === "payment_failed") {
      const outcome = await failCheckout(tx, services, checkout, event.message);
      // A channel renewal that could not be paid: no more renewals, and access ends at to_date.
      if (outcome === "failed" && isChannelRenewal(checkout)) cancelAfter = (await endChannelRenewal(tx, services, { id: checkout.channelSubscriptionId! })).providerSubscriptionId;
      return { applied: true, outcome, transactionId: checkout.id } satisfies Applied;
    }
    if (event.kind === "checkout_expired") {
      const outcome = checkout.status === "pending" && !checkout.providerPaymentId ? await expireCheckout(tx, services, checkout) : "unchanged";
      return { applied: true, outcome, transactionId: checkout.id } satisfies Applied;
    }
    const paymentId = event.paymentId;
    if (!paymentId) return { applied: true, outcome: "unchanged", transactionId: checkout.id } satisfies Applied;
    return { applied: true, outcome: await honourPayment(tx, services, checkout, { id: paymentId, amountPence: event.amountPence }), transactionId: checkout.id } satisfies Applied;
  });
  if (result.outcome === "fulfilled" || result.outcome === "refund_owed") await deliverSoon(services);
  if (result.outcome === "refund_owed") await services.jobs.nudge("refunds");
  if (result.outcome === "fulfilled" && result.transactionId !== null) {
    await keepCardAsked(services, result.transactionId, event);
    await billLaterPeriods(services, result.transactionId);
  }
  if ((event.kind === "plan_renewed" || event.kind === "plan_ended" || event.kind === "plan_payment_failed" || result.outcome === "failed") && result.applied) await deliverSoon(services);
  if (cancelAfter) await cancelProviderBilling(services, [cancelAfter]);
  return result;
}

/** A renewal checkout of the channel-renewals job: it names the subscription it renews. */
function isChannelRenewal(checkout: TransactionRow): boolean {
  return checkout.transactionType === "channel_subscription" && checkout.channelSubscriptionId !== null;
}

/** A package or a monthly channel bought: its later periods go to the provider's recurring billing, where it has one. */
async function billLaterPeriods(services: FulfilServices, transactionId: number): Promise<void> {
  if (!services.payments.billing) return;
  const [checkout] = await services.db.select().from(transactions).where(eq(transactions.id, transactionId));
  if (checkout?.transactionType === "package_subscription" && checkout.userId !== null) await startPlanBilling(services, checkout.userId);
  // A first period (not the job's renewal, which only happens where billing could not start).
  if (checkout?.transactionType === "channel_subscription" && checkout.channelSubscriptionId !== null) {
    const [subscription] = await services.db.select({ providerSubscriptionId: channelSubscriptions.providerSubscriptionId }).from(channelSubscriptions).where(eq(channelSubscriptions.id, checkout.channelSubscriptionId));
    if (subscription && !subscription.providerSubscriptionId) await startChannelBilling(services, checkout.channelSubscriptionId);
  }
}

/**
 * A buyer who asked to save the card (save_card_nickname) gets it saved once the payment succeeded.
 * After the commit: the provider is asked for the card, which may fail without undoing the purchase.
 */
async function keepCardAsked(services: FulfilServices, transactionId: number, event: PaymentEvent): Promise<void> {
  const [checkout] = await services.db.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!checkout?.saveCardNickname || checkout.userId === null) return;
  try {
    const paymentId = "paymentId" in event ? event.paymentId : null;
    const payment = paymentId ? await services.payments.retrievePayment(paymentId) : null;
    const [buyer] = await services.db.select().from(users).where(eq(users.id, checkout.userId));
    if (!payment?.paymentMethodId || !buyer?.providerCustomerId) return;
    const { rememberCard } = await import("./checkout");
    await rememberCard(services, buyer, buyer.providerCustomerId, payment.paymentMethodId, checkout.saveCardNickname);
  } catch (error) {
    console.error("The card could not be saved after the payment", transactionId, error instanceof Error ? error.message : error);
  }
}

/** The payment failed at the provider: the checkout fails and gives its hold and coupon use back. */
export async function failCheckout(tx: Executor, services: Pick<Services, "now">, checkout: TransactionRow, message: string): Promise<Applied["outcome"]> {
  if (checkout.status !== "pending") return "unchanged";
  await tx
    .update(transactions)
    .set({ status: "failed", failureMessage: message, reservationExpiresAt: null, updatedAt: services.now() })
    .where(eq(transactions.id, checkout.id));
  if (checkout.discountCodeId) await returnCouponUse(tx, checkout.discountCodeId);
  return "failed";
}

/** The hold lapsed with no payment: the place and the coupon use go back. */
export async function expireCheckout(tx: Executor, services: Pick<Services, "now">, checkout: TransactionRow): Promise<Applied["outcome"]> {
  await tx.update(transactions).set({ status: "expired", updatedAt: services.now() }).where(eq(transactions.id, checkout.id));
  if (checkout.discountCodeId) await returnCouponUse(tx, checkout.discountCodeId);
  return "expired";
}

async function buyerOf(tx: Executor, userId: number | null) {
  if (userId === null) return null;
  const [row] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** A payment arrived for this checkout: give the place, or owe the money back. */
async function honourPayment(tx: Executor, services: FulfilServices, checkout: TransactionRow, payment: { id: string; amountPence: number }): Promise<Applied["outcome"]> {
  const now = services.now();
  const paymentId = payment.id;
  if (checkout.status === "succeeded" || checkout.status === "refunded") {
    // Already settled by a payment: the same one again changes nothing; any other is a duplicate.
    if (checkout.providerPaymentId === paymentId) return "unchanged";
    return refundDuplicate(tx, services, checkout, payment);
  }
  faultPoint("payment-taken-before-fulfilment");
  const holdLive = checkout.status === "pending" && checkout.reservationExpiresAt !== null && checkout.reservationExpiresAt.getTime() > now.getTime();
  await tx.update(transactions).set({ providerPaymentId: paymentId, updatedAt: now }).where(eq(transactions.id, checkout.id));
  // An expired or failed checkout gave its coupon use back; the payment was made at the coupon's
  // price, so the use counts again (when one is left: the buyer has paid, so the limit cannot refuse).
  if (checkout.status !== "pending" && checkout.discountCodeId) await takeCouponUseIfLeft(tx, checkout.discountCodeId);

  const refusal = await placeRefusal(tx, checkout, holdLive, now);
  if (refusal) {
    await tx.update(transactions).set({ status: "refunded", failureMessage: refusal, reservationExpiresAt: null, updatedAt: now }).where(eq(transactions.id, checkout.id));
    await tx
      .insert(refunds)
      .values({
        transactionId: checkout.id,
        userId: checkout.userId,
        eventId: checkout.eventId,
        amountPence: checkout.amountPence,
        reason: "payment_unfulfilled",
        status: "owed",
        createdAt: now,
      })
      .onConflictDoNothing();
    if (checkout.discountCodeId) await returnCouponUse(tx, checkout.discountCodeId);
    const buyer = await buyerOf(tx, checkout.userId);
    if (buyer) await queueMail(tx, services, unfulfilledRefundMail(buyer, await titleOf(tx, checkout), checkout.amountPence, refusal));
    return "refund_owed";
  }

  // The commission was fixed at checkout (server/domain/payments/checkout.ts), with the price.
  const settled = { status: "succeeded" as const, reservationExpiresAt: null, updatedAt: now };
  const buyer = await buyerOf(tx, checkout.userId);
  const appUrl = services.config.appUrl.replace(/\/+$/, "");
  if (checkout.transactionType === "event_booking" && checkout.eventId !== null && checkout.userId !== null) {
    const bookingRef = bookingRefFrom(randomBytes(8));
    const [booking] = await tx
      .insert(bookings)
      .values({ bookingRef, eventId: checkout.eventId, userId: checkout.userId, amountPence: checkout.amountPence, createdAt: now })
      .returning({ id: bookings.id });
    await tx.update(transactions).set({ ...settled, bookingId: booking!.id }).where(eq(transactions.id, checkout.id));
    const [event] = await tx.select().from(events).where(eq(events.id, checkout.eventId));
    if (buyer && event) await queueMail(tx, services, bookingConfirmationMail(buyer, appUrl, event, bookingRef, now, formatMoney(checkout.amountPence)));
  } else if (isChannelRenewal(checkout) && checkout.userId !== null) {
    // The channel-renewals job's checkout: the subscription it names runs a month on (placeRefusal checked it is active).
    await extendChannelPeriod(tx, checkout.channelSubscriptionId!);
    await tx.update(transactions).set(settled).where(eq(transactions.id, checkout.id));
    const [channel] = await tx.select({ title: channels.title }).from(channels).where(eq(channels.id, checkout.channelId!));
    const terms = await termsOfSubscription(tx, checkout.channelSubscriptionId!, now, checkout.amountPence);
    if (buyer) await queueMail(tx, services, purchaseReceiptMail(buyer, `the channel "${channel?.title ?? ""}"`, checkout.amountPence, referenceOf(checkout), `${appUrl}/subscribed-channels`, terms));
  } else if (checkout.transactionType === "channel_subscription" && checkout.channelId !== null && checkout.userId !== null) {
    const [channel] = await tx.select().from(channels).where(eq(channels.id, checkout.channelId));
    const [subscription] = await tx
      .insert(channelSubscriptions)
      .values({
        channelId: checkout.channelId,
        userId: checkout.userId,
        ...channelPeriod(now, channel?.isMonthlySubscription ?? false),
        createdAt: now,
      })
      .returning({ id: channelSubscriptions.id });
    await tx.update(transactions).set({ ...settled, channelSubscriptionId: subscription!.id }).where(eq(transactions.id, checkout.id));
    const terms = await termsOfSubscription(tx, subscription!.id, now, checkout.amountPence);
    if (buyer) await queueMail(tx, services, purchaseReceiptMail(buyer, `the channel "${channel?.title ?? ""}"`, checkout.amountPence, referenceOf(checkout), `${appUrl}/subscribed-channels`, terms));
  } else if (checkout.transactionType === "package_subscription" && checkout.packageId !== null && checkout.userId !== null) {
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, checkout.packageId));
    await applyPlanPurchase(tx, checkout.userId, checkout.packageId, pkg?.tenure ?? "monthly", now);
    await tx.update(transactions).set(settled).where(eq(transactions.id, checkout.id));
    if (buyer) await queueMail(tx, services, purchaseReceiptMail(buyer, `the ${pkg?.name ?? ""} package`, checkout.amountPence, referenceOf(checkout), `${appUrl}/subscription-info`));
  } else {
    return "unchanged";
  }
  return "fulfilled";
}

/**
 * A second payment for a settled checkout is owed back whole, once: the refund is keyed by the
 * payment's own id, so a repeated event, the webhook and reconciliation together record one refund.
 */
async function refundDuplicate(tx: Executor, services: FulfilServices, checkout: TransactionRow, payment: { id: string; amountPence: number }): Promise<Applied["outcome"]> {
  // A free checkout's stand-in payment (free:<id>) took no money.
  if (checkout.provider === null || payment.amountPence <= 0) return "unchanged";
  const [owed] = await tx
    .insert(refunds)
    .values({
      transactionId: checkout.id,
      duplicatePaymentId: payment.id,
      userId: checkout.userId,
      eventId: checkout.eventId,
      amountPence: payment.amountPence,
      reason: "duplicate_payment",
      status: "owed",
      createdAt: services.now(),
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!owed) return "unchanged";
  const buyer = await buyerOf(tx, checkout.userId);
  if (buyer) await queueMail(tx, services, duplicatePaymentRefundMail(buyer, await titleOf(tx, checkout), payment.amountPence));
  return "refund_owed";
}

/** The reference a buyer quotes for a purchase that has no booking id (channels, packages). */
export function referenceOf(checkout: Pick<TransactionRow, "id">): string {
  return `MQ-T${String(checkout.id).padStart(7, "0")}`;
}

/** Why the place cannot be given any more (the hold lapsed and the place went, the event was cancelled…), or null. */
async function placeRefusal(tx: Executor, checkout: TransactionRow, holdLive: boolean, now: Date): Promise<string | null> {
  if (checkout.transactionType === "event_booking" && checkout.eventId !== null) {
    const [event] = await tx.select().from(events).where(eq(events.id, checkout.eventId)).for("update");
    if (!event || event.isCancelled) return "the event has been cancelled.";
    if (checkout.userId !== null && (await activeBookingOf(tx, event.id, checkout.userId))) return "you have already booked this event.";
    // A live hold keeps a seat past the start, never past the end: an ended event is not sold.
    if (hasEnded(event, now)) return "the event has already ended.";
    if (holdLive) return null;
    if (hasStarted(event, now)) return "the event has already started.";
    if ((await seatsTaken(tx, event.id, now)) >= event.maxParticipants) return "your reserved seat expired and the event sold out in the meantime.";
    return null;
  }
  if (isChannelRenewal(checkout)) return renewalRefusal(tx, checkout.channelSubscriptionId!);
  if (checkout.transactionType === "channel_subscription" && checkout.channelId !== null) {
    const [channel] = await tx.select().from(channels).where(eq(channels.id, checkout.channelId)).for("update");
    if (!channel || !channel.active) return "the channel is no longer open.";
    if (checkout.userId !== null) {
      const [active] = await tx
        .select({ id: channelSubscriptions.id })
        .from(channelSubscriptions)
        .where(and(eq(channelSubscriptions.channelId, channel.id), eq(channelSubscriptions.userId, checkout.userId), eq(channelSubscriptions.status, "active")))
        .limit(1);
      if (active) return "you have already subscribed to this channel.";
    }
    if (holdLive) return null;
    if ((await channelPlacesTaken(tx, channel.id, now)) >= channel.maxSubscribers) return "your reserved place expired and the channel filled up in the meantime.";
    return null;
  }
  return null;
}

async function titleOf(tx: Executor, checkout: TransactionRow): Promise<string> {
  const kind = purchaseKindOf(checkout);
  const title = kind && (await purchaseTitle(tx, kind));
  if (!kind || title === null) return PAYMENT_MESSAGES.notFound;
  if (kind.type === "event_booking") return `"${title}"`;
  return kind.type === "channel_subscription" ? `the channel "${title}"` : `the ${title} package`;
}
