// A user's package (plan): bought or renewed through the checkout (package_subscription), it sets
// the package, its price id and the end of the paid period, and turns auto-renewal on.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { users } from "~server/db/schema";
// The period rule is shared with channels: shared/subscription-period.ts.
import { periodEnd } from "~shared/subscription-period";

/**
 * A package bought or renewed: a renewal of the same package extends from the current period's end
 * (paying early loses no days); a new package starts now.
 */
export async function applyPlanPurchase(tx: Executor, userId: number, packageId: number, tenure: string | null, now: Date): Promise<void> {
  const [user] = await tx.select({ packageId: users.packageId, expires: users.planExpiresOn }).from(users).where(eq(users.id, userId));
  const from = user && user.packageId === packageId && user.expires && user.expires.getTime() > now.getTime() ? user.expires : now;
  await tx
    .update(users)
    .set({ packageId, autoRenewal: tenure !== "lifetime", planExpiresOn: periodEnd(from, tenure), updatedAt: now })
    .where(eq(users.id, userId));
}
