// Checkout holds: a checkout in progress holds its place and coupon use for 15
// minutes (seats.ts counts only live holds). Holds are bounded: a buyer has one live hold per item
// (a new checkout replaces the earlier one, unless that one's card payment is still under way), and an account and a client address have a cap of live
// holds, so no one can hold every seat or every use of a coupon without paying. A lapsed hold
// without a payment is marked expired here and gives its coupon use back; each row is claimed by a
// conditional UPDATE, so several machines may run it at once.
import { and, eq, gt, isNotNull, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { transactions } from "~server/db/schema";
import { conflict, rateLimited } from "~server/domain/errors";
import type { Services } from "~server/services";
import { returnCouponUse } from "./coupons";
import { PAYMENT_MESSAGES } from "./messages";
import type { PurchaseKind } from "./quote";
import { liveHoldSql } from "./seats";

/**
 * Checkouts in progress (live holds) one account, and one client address, may have at once. A buyer
 * needs one per item and rarely more than a couple; the address allows a few buyers behind one
 * shared address (an office, a household).
 */
export const HOLD_CAPS = { perAccount: 3, perAddress: 5 } as const;

export interface LiveHolds {
  count: number;
  /** When the first of them lapses (null when there are none). */
  nextLapse: Date | null;
}

/** Seconds until another checkout may start when a cap is reached, or null when it may start now. */
export function holdCapWait(account: LiveHolds, address: LiveHolds | null, now: Date): number | null {
  const full = [account.count >= HOLD_CAPS.perAccount ? account : null, address && address.count >= HOLD_CAPS.perAddress ? address : null];
  const lapses = full.flatMap((holds) => (holds ? [holds.nextLapse?.getTime() ?? now.getTime()] : []));
  if (lapses.length === 0) return null;
  // Both caps full: the later of the two first lapses frees a checkout under both.
  return Math.max(1, Math.ceil((Math.max(...lapses) - now.getTime()) / 1000));
}

function itemOf(kind: PurchaseKind) {
  if (kind.type === "event_booking") return eq(transactions.eventId, kind.id);
  if (kind.type === "channel_subscription") return eq(transactions.channelId, kind.id);
  return eq(transactions.packageId, kind.id);
}

async function liveHolds(tx: Executor, who: SQL, now: Date): Promise<LiveHolds> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), nextLapse: sql<Date | null>`min(${transactions.reservationExpiresAt})`.mapWith(transactions.reservationExpiresAt) })
    .from(transactions)
    .where(and(who, liveHoldSql(now)));
  return { count: row?.count ?? 0, nextLapse: row?.nextLapse ?? null };
}

/**
 * Refuses a new checkout when the account or the address already has its cap of live holds. Inside
 * the checkout's transaction, after takeHoldLocks; also asked before an account is made for one.
 */
export async function checkHoldCaps(tx: Executor, buyerId: number | null, addressHash: string | null, now: Date): Promise<void> {
  const account = buyerId === null ? { count: 0, nextLapse: null } : await liveHolds(tx, eq(transactions.userId, buyerId), now);
  const address = addressHash === null ? null : await liveHolds(tx, eq(transactions.clientAddressHash, addressHash), now);
  const wait = holdCapWait(account, address, now);
  if (wait !== null) throw rateLimited(PAYMENT_MESSAGES.tooManyHolds, wait);
}

/**
 * Serialises the checkouts of one account, and of one address, until the transaction ends, so the
 * one-hold-per-item rule and the caps hold when requests race. Always the account first: no two
 * checkouts wait for each other in opposite orders.
 */
export async function takeHoldLocks(tx: Executor, buyerId: number, addressHash: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout-hold:account:${buyerId}`}))`);
  if (addressHash !== null) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout-hold:address:${addressHash}`}))`);
}

/**
 * The buyer starts a new checkout for an item: their earlier live holds on it end (expired), and the
 * coupon uses those held are answered for the caller to give back. A hold whose payment is already
 * in flight ends too: if that payment arrives, fulfilment treats it as a late payment (the place if
 * one is free, else a refund), so the money is never lost.
 */
/** A card payment asked this long ago and still unsettled has been settled by reconciliation (every 30 s) or was never taken. */
export const UNANSWERED_PAYMENT_MS = 2 * 60 * 1000;

/**
 * Refuses a new checkout while the buyer's earlier one of the same item has a card payment under way:
 * asked of the provider and not yet settled, whether its answer was lost (a cut connection, a machine
 * that died mid-call) or kept and its booking not yet made. That payment may be taken, and a second
 * checkout would charge the buyer twice. A payment waiting on the buyer (an extra step) is not under
 * way (checkout.ts clears the mark). A retry of the same checkout (its key) is never refused.
 */
export async function refuseWhilePaymentUnderWay(tx: Executor, buyerId: number, kind: PurchaseKind, now: Date): Promise<void> {
  const [underWay] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, buyerId),
        eq(transactions.transactionType, kind.type),
        itemOf(kind),
        eq(transactions.status, "pending"),
        gt(transactions.cardPaymentAskedAt, new Date(now.getTime() - UNANSWERED_PAYMENT_MS)),
      ),
    )
    .limit(1);
  if (underWay) throw conflict(PAYMENT_MESSAGES.paymentUnderWay);
}

export async function replaceEarlierHolds(tx: Executor, buyerId: number, kind: PurchaseKind, now: Date): Promise<number[]> {
  const ended = await tx
    .update(transactions)
    .set({ status: "expired", clientAddressHash: null, updatedAt: now })
    .where(and(eq(transactions.userId, buyerId), eq(transactions.transactionType, kind.type), itemOf(kind), liveHoldSql(now)))
    .returning({ discountCodeId: transactions.discountCodeId });
  return ended.flatMap((row) => (row.discountCodeId === null ? [] : [row.discountCodeId]));
}

export async function expireLapsedHolds(services: Pick<Services, "db" | "now">): Promise<number> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const expired = await tx
      .update(transactions)
      .set({ status: "expired", clientAddressHash: null, updatedAt: now })
      .where(and(eq(transactions.status, "pending"), lt(transactions.reservationExpiresAt, now), isNull(transactions.providerPaymentId)))
      .returning({ id: transactions.id, discountCodeId: transactions.discountCodeId });
    for (const row of expired) if (row.discountCodeId !== null) await returnCouponUse(tx, row.discountCodeId);
    // The address is kept only while the checkout is in progress (paid, failed and refunded ones too).
    await tx.update(transactions).set({ clientAddressHash: null }).where(and(isNotNull(transactions.clientAddressHash), ne(transactions.status, "pending")));
    return expired.length;
  });
}
