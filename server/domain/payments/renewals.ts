// Renewals, run by the plan-renewals and channel-renewals jobs: one engine, two kinds.
// A paid package with auto-renewal, or a monthly channel subscription with auto-renewal, is charged
// to the default saved card a day before its period ends, through the same checkout row and
// fulfilment as a purchase. The renewal's idempotency key names the user (or the subscription) and
// the period, so several machines or a retried run charge once; fulfilment then moves the period on.
// Packages: one without auto-renewal, or whose renewal could not be paid, returns to the free
// package when its period ends. Channels: a renewal that cannot be paid (no card, declined) turns
// auto-renewal off and mails the subscriber, and access ends at to_date, when the subscription
// becomes "expired". Periods the provider bills itself (Stripe Billing, billing.ts and
// server/domain/channels/renewal.ts) are left to it.
// A run that dies (or loses the provider) after writing the period's checkout and before keeping the
// provider's answer leaves that checkout pending with no payment: the next run charges it again under
// the same key, `txn-<id>`, so the provider answers the payment it already made, if it made one, and
// the card is charged once (ADR 056).
import { and, eq, gt, inArray, isNotNull, isNull, lte, not, or } from "drizzle-orm";
import { channelSubscriptions, channels, packages, savedCards, transactions, users } from "~server/db/schema";
import { isUniqueViolation } from "~server/db/unique-violation";
import { payoutAccountOf, destinationOf } from "~server/domain/payouts/share";
import type { Services } from "~server/services";
import { commissionOn, priceBreakdown, type PriceBreakdown } from "~shared/pricing";
import { endChannelRenewal } from "~server/domain/channels/renewal";
import { channelMonthlyCharge } from "~server/domain/channels/terms";
import { applyPaymentEvent } from "./fulfil";
import { HOLD_MINUTES } from "./messages";
import { currentFreePackageIdSql, onFreeLine } from "./packages";
import { feesOfPackage, sellerPackage } from "./quote";

type RenewalServices = Pick<Services, "db" | "now" | "payments" | "jobs" | "config">;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many renewals one run takes on; the next run (hourly) takes the rest. */
const BATCH = 100;

export interface RenewalRun {
  charged: number;
  failed: number;
  /** Packages back to the free one; channel subscriptions expired. */
  downgraded: number;
}

/** One period to charge: who, with which card, what, and the key that makes it one charge. */
interface DueRenewal {
  userId: number;
  card: { providerCustomerId: string; providerPaymentMethodId: string } | null;
  /** Names the subscriber (or subscription) and the period: the same period is charged once. */
  idempotencyKey: string;
  breakdown: PriceBreakdown;
  /** The checkout row's item columns (package, or channel + the subscription renewed). */
  item: Partial<typeof transactions.$inferInsert> & Pick<typeof transactions.$inferInsert, "transactionType">;
  description: string;
  returnPath: string;
}

type Outcome = "charged" | "failed" | "taken" | "waiting";

type Checkout = typeof transactions.$inferSelect;

/**
 * The period's checkout to charge: written now, or the one an earlier run wrote and never got the
 * provider's answer for (pending with no payment, or lapsed to expired by the holds job), taken up
 * again with a fresh hold. Null when the period is settled or its payment is known (paid, failed,
 * waiting for the cardholder): another run has it in hand.
 */
async function periodCheckout(services: RenewalServices, due: DueRenewal): Promise<Checkout | null> {
  const now = services.now();
  const reservationExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60 * 1000);
  try {
    const [row] = await services.db
      .insert(transactions)
      .values({
        userId: due.userId,
        amountPence: due.breakdown.totalPence,
        subtotalPence: due.breakdown.pricePence,
        taxPence: due.breakdown.taxPence,
        handlingPence: due.breakdown.handlingPence,
        status: "pending",
        idempotencyKey: due.idempotencyKey,
        provider: services.payments.name,
        reservationExpiresAt,
        createdAt: now,
        updatedAt: now,
        ...due.item,
      })
      .returning();
    return row!;
  } catch (error) {
    if (!isUniqueViolation(error, "transactions_idempotency_key_unique")) throw error;
  }
  const [again] = await services.db
    .update(transactions)
    .set({ status: "pending", reservationExpiresAt, updatedAt: now })
    .where(and(eq(transactions.idempotencyKey, due.idempotencyKey), isNull(transactions.providerPaymentId), inArray(transactions.status, ["pending", "expired"])))
    .returning();
  return again ?? null;
}

/** Writes the renewal's checkout row (once per key) and charges the card; fulfilment does the rest. */
async function chargeRenewal(services: RenewalServices, due: DueRenewal): Promise<Outcome> {
  const checkout = await periodCheckout(services, due);
  if (!checkout) return "taken";
  if (!due.card) {
    await applyPaymentEvent(services, { id: `renewal-no-card:${checkout.id}`, kind: "payment_failed", paymentId: `none:${checkout.id}`, transactionId: checkout.id, message: "No saved card to renew with." });
    return "failed";
  }
  let payment;
  try {
    payment = await services.payments.createPayment({
      idempotencyKey: `txn-${checkout.id}`,
      amountPence: due.breakdown.totalPence,
      description: due.description,
      transactionId: checkout.id,
      customerId: due.card.providerCustomerId,
      paymentMethodId: due.card.providerPaymentMethodId,
      saveCard: false,
      returnUrl: `${services.config.appUrl.replace(/\/+$/, "")}${due.returnPath}`,
      destination: destinationOf(checkout),
    });
  } catch (error) {
    // The provider could not be reached: reconciliation finds a payment it made anyway; the other renewals go on.
    console.error("A renewal payment could not be made", checkout.id, error instanceof Error ? error.message : error);
    return "waiting";
  }
  await services.db.update(transactions).set({ providerPaymentId: payment.id }).where(and(eq(transactions.id, checkout.id), eq(transactions.status, "pending")));
  if (payment.state === "failed" || payment.state === "canceled") {
    await applyPaymentEvent(services, { id: `answer:${payment.id}`, kind: "payment_failed", paymentId: payment.id, transactionId: checkout.id, message: payment.failureMessage ?? "The renewal payment did not go through." });
    return "failed";
  }
  if (payment.state !== "succeeded") return "waiting";
  // The provider's own event fulfils it too; a payment answered again (a repeated key) sends none.
  await applyPaymentEvent(services, {
    id: `answer:${payment.id}`,
    kind: "payment_succeeded",
    paymentId: payment.id,
    transactionId: checkout.id,
    amountPence: payment.amountPence,
    paymentMethodId: payment.paymentMethodId,
  });
  return "charged";
}

function count(run: RenewalRun, outcome: Outcome): void {
  if (outcome === "charged") run.charged += 1;
  if (outcome === "failed") run.failed += 1;
}

/** The plans a day or less from their end that renew here (not billed by the provider). */
export async function renewPlans(services: RenewalServices): Promise<RenewalRun> {
  const now = services.now();
  const run: RenewalRun = { charged: 0, failed: 0, downgraded: 0 };
  const due = await services.db
    .select({ user: users, pkg: packages, card: savedCards })
    .from(users)
    .innerJoin(packages, eq(packages.id, users.packageId))
    .innerJoin(savedCards, and(eq(savedCards.userId, users.id), eq(savedCards.isDefault, true)))
    .where(
      and(
        eq(users.autoRenewal, true),
        // A plan the provider bills (Stripe Billing) is renewed there.
        isNull(users.planSubscriptionId),
        not(onFreeLine(users.packageId)),
        isNotNull(users.planExpiresOn),
        lte(users.planExpiresOn, new Date(now.getTime() + DAY_MS)),
        gt(users.planExpiresOn, now),
      ),
    )
    .limit(BATCH);
  for (const { user, pkg, card } of due) {
    const outcome = await chargeRenewal(services, {
      userId: user.id,
      card,
      idempotencyKey: `renewal:${user.id}:${pkg.id}:${user.planExpiresOn!.toISOString().slice(0, 10)}`,
      breakdown: priceBreakdown(pkg.pricePence, await feesOfPackage(services.db, user.packageId)),
      item: { transactionType: "package_subscription", packageId: pkg.id },
      description: `Marquee ${pkg.name} renewal`,
      returnPath: "/subscription-info",
    });
    count(run, outcome);
  }
  const downgraded = await services.db
    .update(users)
    // Back to the free package's version on sale, as a new account would start.
    .set({ packageId: currentFreePackageIdSql, autoRenewal: false, planExpiresOn: null, updatedAt: now })
    .where(and(not(onFreeLine(users.packageId)), isNotNull(users.planExpiresOn), lte(users.planExpiresOn, now)))
    .returning({ id: users.id });
  run.downgraded = downgraded.length;
  return run;
}

/** Active monthly subscriptions with auto-renewal that this job renews (not the provider's billing). */
const renewsHere = and(
  eq(channelSubscriptions.status, "active"),
  eq(channelSubscriptions.autoRenewal, true),
  isNull(channelSubscriptions.providerSubscriptionId),
  isNotNull(channelSubscriptions.toDate),
);

/** The idempotency key of a channel subscription's renewal for the period that starts at `periodStart`. */
export function channelRenewalKey(subscriptionId: number, periodStart: Date): string {
  return `channel-renewal:${subscriptionId}:${periodStart.toISOString()}`;
}

/**
 * Monthly channel subscriptions a day or less from their to_date, renewed here (not billed by the
 * provider): the subscriber's default card pays the channel's price with their package's fees, as a
 * purchase would. Then active subscriptions past their to_date that will not renew here expire.
 */
export async function renewChannelSubscriptions(services: RenewalServices): Promise<RenewalRun> {
  const now = services.now();
  const run: RenewalRun = { charged: 0, failed: 0, downgraded: 0 };
  const due = await services.db
    .select({ subscription: channelSubscriptions, channel: channels, subscriber: users, card: savedCards })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .innerJoin(users, eq(users.id, channelSubscriptions.userId))
    .leftJoin(savedCards, and(eq(savedCards.userId, channelSubscriptions.userId), eq(savedCards.isDefault, true)))
    .where(
      and(renewsHere, lte(channelSubscriptions.toDate, new Date(now.getTime() + DAY_MS)), gt(channelSubscriptions.toDate, now)),
    )
    .limit(BATCH);
  for (const { subscription, channel, subscriber, card } of due) {
    const periodStart = subscription.toDate!;
    const breakdown = await channelMonthlyCharge(services.db, channel.pricePence, subscriber.packageId);
    const rates = await sellerPackage(services.db, channel.userId);
    const outcome = await chargeRenewal(services, {
      userId: subscriber.id,
      card,
      idempotencyKey: channelRenewalKey(subscription.id, periodStart),
      breakdown,
      item: {
        transactionType: "channel_subscription",
        channelId: channel.id,
        // Names the subscription renewed: fulfilment extends it rather than making another.
        channelSubscriptionId: subscription.id,
        sellerId: channel.userId,
        commissionPence: commissionOn(breakdown.netPence, rates.subscription),
        destinationAccountId: await payoutAccountOf(services.db, channel.userId),
      },
      description: `Marquee channel renewal: ${channel.title}`,
      returnPath: "/subscribed-channels",
    });
    // A failed renewal turns auto-renewal off and mails the subscriber in fulfilment (endChannelRenewal).
    count(run, outcome);
  }
  await endUnrenewed(services);
  run.downgraded = (await expireChannelSubscriptions(services)).length;
  return run;
}

/**
 * Renewing subscriptions whose period ended without a renewal (the provider unreachable, the job
 * not run in time): renewing stops and the subscriber is told, once, before they expire.
 */
async function endUnrenewed(services: Pick<Services, "db" | "now" | "config" | "jobs">): Promise<void> {
  const unrenewed = await services.db
    .select({ id: channelSubscriptions.id })
    .from(channelSubscriptions)
    .where(
      and(renewsHere, lte(channelSubscriptions.toDate, services.now())),
    )
    .limit(BATCH);
  for (const { id } of unrenewed) await services.db.transaction((tx) => endChannelRenewal(tx, services, { id }));
  if (unrenewed.length > 0) await services.jobs.nudge("mail-delivery");
}

/**
 * Active subscriptions whose paid period is over and that nothing renews: auto-renewal off, or
 * renewed here (the job's window has passed). One the provider bills stays until the provider says
 * it ended (its invoice may arrive after the period's end).
 */
export async function expireChannelSubscriptions(services: Pick<Services, "db" | "now">): Promise<Array<{ id: number }>> {
  const now = services.now();
  return services.db
    .update(channelSubscriptions)
    .set({ status: "expired", autoRenewal: false })
    .where(
      and(
        eq(channelSubscriptions.status, "active"),
        isNotNull(channelSubscriptions.toDate),
        lte(channelSubscriptions.toDate, now),
        or(eq(channelSubscriptions.autoRenewal, false), isNull(channelSubscriptions.providerSubscriptionId)),
      ),
    )
    .returning({ id: channelSubscriptions.id });
}
