// Lapsed checkout holds (issue 10 §5): a checkout that started 15 minutes ago and has no payment
// gives its place and coupon use back. The place frees itself (seats.ts counts only live holds);
// this marks the row expired and returns the coupon use. Each row is claimed by a conditional
// UPDATE, so several machines may run it at once.
import { and, eq, isNull, lt } from "drizzle-orm";
import { transactions } from "~server/db/schema";
import type { Services } from "~server/services";
import { returnCouponUse } from "./coupons";

export async function expireLapsedHolds(services: Pick<Services, "db" | "now">): Promise<number> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const expired = await tx
      .update(transactions)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(transactions.status, "pending"), lt(transactions.reservationExpiresAt, now), isNull(transactions.providerPaymentId)))
      .returning({ id: transactions.id, discountCodeId: transactions.discountCodeId });
    for (const row of expired) if (row.discountCodeId !== null) await returnCouponUse(tx, row.discountCodeId);
    return expired.length;
  });
}
