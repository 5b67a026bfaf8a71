// Discount codes: percentage (basis points) or fixed (pence); scoped to one event,
// one channel, or everything; a start and an end; a use limit. Checking a code reads it; a checkout
// TAKES a use atomically (a conditional UPDATE), and an expired or failed checkout gives it back.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Discount } from "~shared/pricing";
import type { Executor } from "~server/db/client";
import { discountCodes } from "~server/db/schema";
import { rejected } from "~server/domain/errors";
import { PAYMENT_MESSAGES } from "./messages";
import type { PurchaseKind } from "./quote";

export type CouponRow = typeof discountCodes.$inferSelect;

export function discountOf(coupon: Pick<CouponRow, "discountType" | "value">): Discount {
  return coupon.discountType === "percentage" ? { type: "percentage", basisPoints: coupon.value } : { type: "fixed", pence: coupon.value };
}

/** Why a code cannot be used for this purchase now, or null. Pure: the order a buyer would expect. */
export function couponRefusal(coupon: CouponRow | null, purchase: PurchaseKind, now: Date): string | null {
  if (!coupon || !coupon.active) return PAYMENT_MESSAGES.couponUnknown;
  if (coupon.validFrom && coupon.validFrom.getTime() > now.getTime()) return PAYMENT_MESSAGES.couponNotStarted;
  if (coupon.validUntil && coupon.validUntil.getTime() <= now.getTime()) return PAYMENT_MESSAGES.couponExpired;
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return PAYMENT_MESSAGES.couponUsedUp;
  if (coupon.eventId !== null && !(purchase.type === "event_booking" && purchase.id === coupon.eventId)) return PAYMENT_MESSAGES.couponOtherItem;
  if (coupon.channelId !== null && !(purchase.type === "channel_subscription" && purchase.id === coupon.channelId)) return PAYMENT_MESSAGES.couponOtherItem;
  // A code for everything is for events and channels, not for Marquee's own packages.
  if (coupon.eventId === null && coupon.channelId === null && purchase.type === "package_subscription") return PAYMENT_MESSAGES.couponOtherItem;
  return null;
}

export async function findCoupon(tx: Executor, code: string): Promise<CouponRow | null> {
  const [row] = await tx.select().from(discountCodes).where(sql`lower(${discountCodes.code}) = lower(${code.trim()})`).limit(1);
  return row ?? null;
}

/** The coupon for this purchase, or the reason it cannot be used. */
export async function usableCoupon(tx: Executor, code: string, purchase: PurchaseKind, now: Date): Promise<CouponRow> {
  if (code.trim() === "") throw rejected(PAYMENT_MESSAGES.couponRequired);
  const coupon = await findCoupon(tx, code);
  const refusal = couponRefusal(coupon, purchase, now);
  if (refusal) throw rejected(refusal);
  return coupon!;
}

/** Takes one use of the code, or refuses when the last one has just gone (two buyers racing). */
export async function takeCouponUse(tx: Executor, couponId: number): Promise<void> {
  const taken = await tx
    .update(discountCodes)
    .set({ redemptions: sql`${discountCodes.redemptions} + 1` })
    .where(and(eq(discountCodes.id, couponId), sql`(${discountCodes.maxRedemptions} is null or ${discountCodes.redemptions} < ${discountCodes.maxRedemptions})`))
    .returning({ id: discountCodes.id });
  if (taken.length === 0) throw rejected(PAYMENT_MESSAGES.couponUsedUp);
}

/** Takes a use when one is left, refusing nothing (a payment that already happened at the coupon's price). */
export async function takeCouponUseIfLeft(tx: Executor, couponId: number): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ redemptions: sql`${discountCodes.redemptions} + 1` })
    .where(and(eq(discountCodes.id, couponId), sql`(${discountCodes.maxRedemptions} is null or ${discountCodes.redemptions} < ${discountCodes.maxRedemptions})`));
}

/** Gives a use back (the hold expired or the payment failed). */
export async function returnCouponUse(tx: Executor, couponId: number): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ redemptions: sql`${discountCodes.redemptions} - 1` })
    .where(and(eq(discountCodes.id, couponId), gt(discountCodes.redemptions, 0)));
}
