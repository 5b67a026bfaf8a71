// A user's package (plan): bought or renewed through the checkout (package_subscription), it sets
// the package, its price id and the end of the paid period, and turns auto-renewal on.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { users } from "~server/db/schema";

/** The end of a paid period that starts at `from`: a month, a year, or none for a lifetime package. */
export function periodEnd(from: Date, tenure: string | null): Date | null {
  if (tenure === "lifetime") return null;
  const end = new Date(from);
  if (tenure === "yearly") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export async function applyPlanPurchase(tx: Executor, userId: number, packageId: number, tenure: string | null, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ packageId, autoRenewal: tenure !== "lifetime", planExpiresOn: periodEnd(now, tenure), updatedAt: now })
    .where(eq(users.id, userId));
}
