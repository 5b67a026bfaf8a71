// Paying hosts for sales made before they could take payouts. A sale charged while the
// host had no enabled account stays with the platform; once the account is enabled, this job sends
// the host's share by a transfer. The provider call's idempotency key is `transfer-<transaction>`,
// so two machines running the job at once, or a run that dies after the call, make one transfer.
// A refund of a transferred sale takes the share back (refunds.ts calls reverseSaleTransfer).
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { transactions, users } from "~server/db/schema";
import type { Services } from "~server/services";
import { sellerShareOf } from "./share";

const BATCH = 50;

type TransferServices = Pick<Services, "db" | "now" | "payments">;

export interface TransferRun {
  transferred: number;
  pence: number;
}

export async function payEarlierSales(services: TransferServices): Promise<TransferRun> {
  const run: TransferRun = { transferred: 0, pence: 0 };
  const due = await services.db
    .select({ sale: transactions, accountId: users.providerAccountId })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.sellerId))
    .where(
      and(
        eq(transactions.status, "succeeded"),
        isNull(transactions.destinationAccountId),
        isNull(transactions.transferId),
        eq(transactions.provider, services.payments.name),
        eq(users.payoutStatus, "payouts_enabled"),
        gt(sql`${transactions.subtotalPence} - ${transactions.discountPence} - ${transactions.commissionPence}`, 0),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(BATCH);
  for (const { sale, accountId } of due) {
    if (!accountId) continue;
    const amountPence = sellerShareOf(sale);
    let transferId: string;
    try {
      ({ id: transferId } = await services.payments.transfer({ accountId, amountPence, transactionId: sale.id, idempotencyKey: `transfer-${sale.id}` }));
    } catch (error) {
      // The provider is down or refused (the account lost its payouts): the next run tries again.
      console.error("Transfer failed; it will be retried", sale.id, error instanceof Error ? error.message : error);
      continue;
    }
    const [recorded] = await services.db
      .update(transactions)
      .set({ transferId, transferredAt: services.now(), updatedAt: services.now() })
      .where(and(eq(transactions.id, sale.id), isNull(transactions.transferId)))
      .returning({ status: transactions.status });
    if (!recorded) continue;
    run.transferred += 1;
    run.pence += amountPence;
    // Refunded while the transfer was on its way: the refund found no transfer to take back, so take it back here.
    if (recorded.status === "refunded") await reverseSaleTransfer(services, { ...sale, transferId }, sale.amountPence);
  }
  return run;
}

/** Takes back the host's share of a refunded amount from a sale paid to them by transfer. */
export async function reverseSaleTransfer(
  services: Pick<Services, "payments">,
  sale: Pick<typeof transactions.$inferSelect, "id" | "transferId" | "amountPence" | "subtotalPence" | "discountPence" | "commissionPence">,
  refundedPence: number,
): Promise<void> {
  if (!sale.transferId || sale.amountPence <= 0) return;
  const share = sellerShareOf(sale);
  const back = Math.min(share, Math.round((share * refundedPence) / sale.amountPence));
  if (back <= 0) return;
  // One key per sale: the refund and the transfer job may both see the need; the provider makes one reversal.
  await services.payments.reverseTransfer({ transferId: sale.transferId, amountPence: back, idempotencyKey: `reversal-transaction-${sale.id}` });
}
