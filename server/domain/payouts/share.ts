// Who gets what of a sale. The host's share is what they earn (price − discount) less
// the platform's commission from their package; everything else the buyer paid (the commission, tax
// and the handling fee) is the platform's. One place for the rule: checkout, refunds, transfers and
// earnings all read it from here.
import { and, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { users, type transactions } from "~server/db/schema";
import type { Destination } from "~server/integrations/payments/types";

type Sale = Pick<typeof transactions.$inferSelect, "subtotalPence" | "discountPence" | "commissionPence">;

/** The host's share of a sale, in pence. */
export function sellerShareOf(sale: Sale): number {
  return Math.max(0, sale.subtotalPence - sale.discountPence - sale.commissionPence);
}

/** The host's connected account when it can take payouts now (the sale is then a destination charge), else null. */
export async function payoutAccountOf(tx: Executor, sellerId: number | null): Promise<string | null> {
  if (sellerId === null) return null;
  const [row] = await tx
    .select({ accountId: users.providerAccountId })
    .from(users)
    .where(and(eq(users.id, sellerId), eq(users.payoutStatus, "payouts_enabled")))
    .limit(1);
  return row?.accountId ?? null;
}

/** A reserved sale's destination charge: the host's account is paid, the platform keeps the rest as its fee. */
export function destinationOf(sale: Sale & Pick<typeof transactions.$inferSelect, "amountPence" | "destinationAccountId">): Destination | null {
  if (!sale.destinationAccountId) return null;
  const share = sellerShareOf(sale);
  if (share <= 0) return null;
  return { accountId: sale.destinationAccountId, applicationFeePence: sale.amountPence - share };
}
