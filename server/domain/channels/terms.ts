// The facts behind a channel subscription's terms (shared/subscription-terms.ts has the wording):
// each month's charge is the channel's stored price with the subscriber's package fees and no coupon,
// exactly what a renewal charges (payments/renewals.ts, renewal.ts use the same function); the period
// ends as shared/subscription-period.ts says. Never from the browser.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channelSubscriptions, channels, users } from "~server/db/schema";
import { feesOfPackage, type Quote } from "~server/domain/payments/quote";
import { priceBreakdown, type PriceBreakdown } from "~shared/pricing";
import { channelPeriod } from "~shared/subscription-period";
import { channelTerms } from "~shared/subscription-terms";

/** A later month's charge of a channel to a subscriber on `packageId`: the price with the package's fees, no coupon. */
export async function channelMonthlyCharge(tx: Executor, pricePence: number, packageId: number): Promise<PriceBreakdown> {
  return priceBreakdown(pricePence, await feesOfPackage(tx, packageId));
}

/** A user's month's charge of any channel (its price in, the total out), with their package's fees read once. */
export async function monthlyChargesOf(tx: Executor, userId: number): Promise<(pricePence: number) => number> {
  const [user] = await tx.select({ packageId: users.packageId }).from(users).where(eq(users.id, userId));
  const fees = await feesOfPackage(tx, user?.packageId ?? 0);
  return (pricePence) => priceBreakdown(pricePence, fees).totalPence;
}

interface ChannelPrice {
  pricePence: number;
  isMonthlySubscription: boolean;
}

/** What a checkout of the channel says before paying: `firstPence` now, and a monthly one's renewal a month from `now`. */
export async function checkoutTerms(tx: Executor, channel: ChannelPrice, packageId: number, firstPence: number, now: Date): Promise<string> {
  const end = channelPeriod(now, channel.isMonthlySubscription).toDate;
  if (!end) return channelTerms({ kind: "fixed", pence: firstPence });
  const monthly = await channelMonthlyCharge(tx, channel.pricePence, packageId);
  return channelTerms({ kind: "monthly", monthlyPence: monthly.totalPence, firstPence, periodEnd: end, state: "renewing" });
}

/** The terms of a quoted purchase: a channel's (its first payment the quote's total), or null for anything else. */
export async function quoteTerms(tx: Executor, quote: Quote, packageId: number, now: Date): Promise<string | null> {
  if (quote.item.kind.type !== "channel_subscription") return null;
  return checkoutTerms(tx, { pricePence: quote.item.pricePence, isMonthlySubscription: quote.item.tenure === "monthly" }, packageId, quote.breakdown.totalPence, now);
}

export interface SubscriptionFacts {
  isMonthly: boolean;
  /** A month's charge to this subscriber (channelMonthlyCharge). */
  monthlyPence: number;
  status: string;
  autoRenewal: boolean;
  toDate: Date | null;
}

/** The terms of a subscription as it stands now (the receipt, the history, Subscribed Channels); a fixed one says `paidPence` when known. */
export function subscriptionTerms(subscription: SubscriptionFacts, now: Date, paidPence: number | null = null): string {
  if (!subscription.isMonthly || subscription.toDate === null) return channelTerms({ kind: "fixed", pence: paidPence });
  const live = subscription.status === "active" && subscription.toDate.getTime() > now.getTime();
  const state = !live ? "ended" : subscription.autoRenewal ? "renewing" : "stopped";
  return channelTerms({ kind: "monthly", monthlyPence: subscription.monthlyPence, firstPence: null, periodEnd: subscription.toDate, state });
}

/** The terms of one subscription as it stands now (the receipt of its payment); null when it is not there. */
export async function termsOfSubscription(tx: Executor, subscriptionId: number, now: Date, paidPence: number | null): Promise<string | null> {
  const [row] = await tx
    .select({
      isMonthly: channels.isMonthlySubscription,
      pricePence: channels.pricePence,
      packageId: users.packageId,
      status: channelSubscriptions.status,
      autoRenewal: channelSubscriptions.autoRenewal,
      toDate: channelSubscriptions.toDate,
    })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .innerJoin(users, eq(users.id, channelSubscriptions.userId))
    .where(eq(channelSubscriptions.id, subscriptionId));
  if (!row) return null;
  const monthly = await channelMonthlyCharge(tx, row.pricePence, row.packageId);
  return subscriptionTerms({ ...row, monthlyPence: monthly.totalPence }, now, paidPence);
}
