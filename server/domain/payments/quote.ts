// What a purchase costs, read from the database only: the item's price, the buyer's
// package fees (a visitor pays with the free package's), an optional coupon, and the seller's
// commission rate. The browser's figures are never used; the checkout compares them with these.
import { and, eq } from "drizzle-orm";
import { FREE_PACKAGE_ID, lineOf } from "~shared/package-buttons";
import { priceBreakdown, type Fees, type PriceBreakdown } from "~shared/pricing";
import type { Executor } from "~server/db/client";
import { channelSubscriptions, channels, events, packages, users, type Event } from "~server/db/schema";
import { activeBookingOf } from "~server/domain/bookings/book";
import { paidBookingRefusal } from "~server/domain/bookings/rules";
import { conflict, notFound, rejected } from "~server/domain/errors";
import { endsAt, startsAt } from "~server/domain/events/access";
import { discountOf, usableCoupon, type CouponRow } from "./coupons";
import { PAYMENT_MESSAGES } from "./messages";
import { onSale, packageLine } from "./packages";
import { channelPlacesTaken, seatsTaken } from "./seats";

export const TRANSACTION_TYPES = ["event_booking", "channel_subscription", "package_subscription"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface PurchaseKind {
  type: TransactionType;
  id: number;
}

export interface Buyer {
  id: number;
  packageId: number;
}

export interface Item {
  kind: PurchaseKind;
  title: string;
  pricePence: number;
  /** Who is paid (null for Marquee's own packages). */
  sellerId: number | null;
  /** The platform's commission on this sale, in basis points, from the seller's package. */
  commissionBasisPoints: number;
  event: Event | null;
  /** A package's tenure ("monthly", "yearly", "lifetime"). */
  tenure: string | null;
}

export interface Quote {
  item: Item;
  coupon: CouponRow | null;
  breakdown: PriceBreakdown;
}

export async function feesOfPackage(tx: Executor, packageId: number): Promise<Fees> {
  const [row] = await tx
    .select({ tax: packages.taxationFeeBp, handling: packages.paymentHandlingFeeBp })
    .from(packages)
    .where(eq(packages.id, packageId))
    .limit(1);
  return { taxBasisPoints: row?.tax ?? 0, handlingBasisPoints: row?.handling ?? 0 };
}

/** The seller's commission rates (basis points) from their package: live and pre-recorded events, channel subscriptions. */
export async function sellerPackage(tx: Executor, sellerId: number) {
  const [row] = await tx
    .select({ live: packages.commissionLiveEventBp, recorded: packages.commissionPreRecordedEventBp, subscription: packages.commissionSubscriptionUserBp })
    .from(users)
    .innerJoin(packages, eq(packages.id, users.packageId))
    .where(eq(users.id, sellerId))
    .limit(1);
  return row ?? { live: 0, recorded: 0, subscription: 0 };
}

/**
 * The item being bought, refused with a clear message when it cannot be bought by this buyer now.
 * With `lock`, the event or channel row is locked for the transaction (the checkout counts places under it).
 */
export async function loadItem(tx: Executor, kind: PurchaseKind, buyer: Buyer, now: Date, lock: boolean): Promise<Item> {
  if (kind.type === "event_booking") {
    const query = tx.select().from(events).where(eq(events.id, kind.id));
    const [event] = lock ? await query.for("update") : await query;
    if (!event) throw notFound(PAYMENT_MESSAGES.notFound);
    const mine = await activeBookingOf(tx, event.id, buyer.id);
    const refusal = paidBookingRefusal({
      event: { ...event, startsAt: startsAt(event), endsAt: endsAt(event) },
      viewerId: buyer.id,
      seatsTaken: await seatsTaken(tx, event.id, now),
      viewerHasBooking: mine !== null,
      now,
    });
    if (refusal) throw mine ? conflict(refusal) : rejected(refusal);
    const rates = await sellerPackage(tx, event.userId);
    return {
      kind,
      title: event.title,
      pricePence: event.ticketPricePence,
      sellerId: event.userId,
      commissionBasisPoints: event.eventType === "Online Event" ? rates.live : rates.recorded,
      event,
      tenure: null,
    };
  }
  if (kind.type === "channel_subscription") {
    const query = tx.select().from(channels).where(eq(channels.id, kind.id));
    const [channel] = lock ? await query.for("update") : await query;
    if (!channel) throw notFound(PAYMENT_MESSAGES.channelNotFound);
    if (channel.userId === buyer.id) throw rejected(PAYMENT_MESSAGES.ownChannel);
    if (!channel.isPublished || channel.isRejected || !channel.active) throw rejected(PAYMENT_MESSAGES.channelNotOpen);
    const [subscribed] = await tx
      .select({ id: channelSubscriptions.id })
      .from(channelSubscriptions)
      .where(and(eq(channelSubscriptions.channelId, channel.id), eq(channelSubscriptions.userId, buyer.id), eq(channelSubscriptions.status, "active")))
      .limit(1);
    if (subscribed) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
    if ((await channelPlacesTaken(tx, channel.id, now)) >= channel.maxSubscribers) throw rejected(PAYMENT_MESSAGES.channelFull);
    const rates = await sellerPackage(tx, channel.userId);
    return { kind, title: channel.title, pricePence: channel.pricePence, sellerId: channel.userId, commissionBasisPoints: rates.subscription, event: null, tenure: channel.isMonthlySubscription ? "monthly" : "lifetime" };
  }
  // Only a version on sale: a retired one is refused like an unknown id, never sold at its old terms.
  const [pkg] = await tx.select().from(packages).where(and(eq(packages.id, kind.id), onSale)).limit(1);
  if (!pkg) throw notFound(PAYMENT_MESSAGES.packageNotFound);
  if (lineOf(pkg) === FREE_PACKAGE_ID || pkg.pricePence === 0) throw rejected(PAYMENT_MESSAGES.freePackage);
  // A buyer still on an older version of this package already has it.
  const [held] = await tx.select({ line: packageLine }).from(packages).where(eq(packages.id, buyer.packageId));
  if (lineOf(pkg) === held?.line) throw conflict(PAYMENT_MESSAGES.currentPackage);
  return { kind, title: pkg.name, pricePence: pkg.pricePence, sellerId: null, commissionBasisPoints: 0, event: null, tenure: pkg.tenure };
}

/** Locks the event or channel row the places of `kind` are counted under (a package has no places). */
export async function lockItem(tx: Executor, kind: PurchaseKind): Promise<void> {
  if (kind.type === "event_booking") await tx.select({ id: events.id }).from(events).where(eq(events.id, kind.id)).for("update");
  if (kind.type === "channel_subscription") await tx.select({ id: channels.id }).from(channels).where(eq(channels.id, kind.id)).for("update");
}

/** The whole quote: the item, the coupon (when a code is given) and the breakdown with the buyer's fees. */
export async function quotePurchase(tx: Executor, kind: PurchaseKind, buyer: Buyer, couponCode: string | null, now: Date, lock = false): Promise<Quote> {
  const item = await loadItem(tx, kind, buyer, now, lock);
  const coupon = couponCode ? await usableCoupon(tx, couponCode, kind, now) : null;
  const fees = await feesOfPackage(tx, buyer.packageId);
  return { item, coupon, breakdown: priceBreakdown(item.pricePence, fees, coupon ? discountOf(coupon) : null) };
}
