// Reconciliation: payments the provider took but we never finished — the server died
// between the provider's answer and the booking, or a webhook was lost — are looked up at the
// provider and finished through the same fulfilment as a webhook. Checkouts still open a minute
// after they started, or expired within the last day, are asked about; a payment found succeeded is
// applied as the event `reconcile:<payment id>` (fulfilment's row lock and status make a webhook
// arriving at the same time harmless), one found failed fails the checkout, and a card payment the
// provider still does not know once the under-way window has passed expires its checkout.
// Then the other way round: the provider's succeeded payments of the last day are compared with
// ours, and any that no checkout kept and no refund covers (a second payment for a settled checkout
// whose webhook was lost) goes through the same fulfilment, which books it or refunds it (ADR 031).
import { and, asc, count, eq, gt, inArray, isNotNull, lt } from "drizzle-orm";
import { refunds, transactions } from "~server/db/schema";
import type { ProviderPayment } from "~server/integrations/payments/types";
import type { Services } from "~server/services";
import { applyPaymentEvent, expireCheckout, failCheckout } from "./fulfil";
import { UNANSWERED_PAYMENT_MS } from "./holds";

/** A checkout younger than this may still be waiting for its own answer: leave it alone. */
export const RECONCILE_AFTER_MS = 30 * 1000;
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
/** The provider's payments compared with ours per run, newest first. */
const STRAY_BATCH = 500;

export interface ReconcileRun {
  checked: number;
  fulfilled: number;
  failed: number;
  /** The provider's payments that none of ours accounted for, now booked or owed back. */
  strays: number;
}

/** The checkouts a run asks the provider about: open past their own answer's time, or expired within the last day. */
function awaitingReconciliation(services: Pick<Services, "now" | "payments">) {
  const now = services.now();
  return and(
    inArray(transactions.status, ["pending", "expired"]),
    eq(transactions.provider, services.payments.name),
    isNotNull(transactions.provider),
    lt(transactions.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
    gt(transactions.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
  );
}

/** How many checkouts the next reconciliation run would ask the provider about (the operators' metric). */
export async function countAwaitingReconciliation(services: Pick<Services, "db" | "now" | "payments">): Promise<number> {
  const [{ awaiting } = { awaiting: 0 }] = await services.db.select({ awaiting: count() }).from(transactions).where(awaitingReconciliation(services));
  return awaiting;
}

export async function reconcilePayments(services: Pick<Services, "db" | "now" | "payments" | "jobs" | "config">): Promise<ReconcileRun> {
  const now = services.now();
  const rows = await services.db.select().from(transactions).where(awaitingReconciliation(services)).orderBy(asc(transactions.createdAt)).limit(BATCH);
  const run: ReconcileRun = { checked: 0, fulfilled: 0, failed: 0, strays: 0 };
  for (const row of rows) {
    let payment: ProviderPayment | null = null;
    try {
      payment = row.providerPaymentId
        ? await services.payments.retrievePayment(row.providerPaymentId)
        : await services.payments.findPaymentForTransaction(row.id);
    } catch (error) {
      console.error("Reconciliation could not ask the provider; next run retries", row.id, error instanceof Error ? error.message : error);
      continue;
    }
    run.checked += 1;
    if (!payment) {
      // A card payment asked for longer than the window and still unknown to the provider never
      // reached it (the machine died, or the provider refused, before it took anything): the hold
      // ends now rather than at its 15 minutes, so the seat and the coupon use come back and nothing
      // holds the buyer off (holds.ts). Should the payment surface later, it is a late payment.
      if (row.status === "pending" && row.providerPaymentId === null && row.cardPaymentAskedAt !== null && now.getTime() - row.cardPaymentAskedAt.getTime() >= UNANSWERED_PAYMENT_MS) {
        await services.db.transaction(async (tx) => {
          const [locked] = await tx.select().from(transactions).where(eq(transactions.id, row.id)).for("update");
          if (locked?.status === "pending" && locked.providerPaymentId === null) await expireCheckout(tx, services, locked);
        });
      }
      continue;
    }
    if (payment.state === "succeeded") {
      const applied = await applyPaymentEvent(services, {
        id: `reconcile:${payment.id}`,
        kind: "payment_succeeded",
        paymentId: payment.id,
        transactionId: row.id,
        amountPence: payment.amountPence,
        paymentMethodId: payment.paymentMethodId,
      });
      if (applied.outcome === "fulfilled" || applied.outcome === "refund_owed") run.fulfilled += 1;
    } else if (payment.state === "requires_action" && row.status === "pending" && row.reservationExpiresAt !== null && row.reservationExpiresAt.getTime() <= now.getTime()) {
      // The buyer left the extra step (3-D Secure) and the hold lapsed: the checkout expires and gives
      // its coupon use back (its seat is already free). Finishing the step later is a late payment.
      await services.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(transactions).where(eq(transactions.id, row.id)).for("update");
        if (locked?.status === "pending") await expireCheckout(tx, services, locked);
      });
    } else if ((payment.state === "failed" || payment.state === "canceled") && row.status === "pending") {
      await services.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(transactions).where(eq(transactions.id, row.id)).for("update");
        if (locked) await failCheckout(tx, services, locked, payment.failureMessage ?? "The payment did not go through.");
      });
      run.failed += 1;
    }
  }
  run.strays = await settleStrayPayments(services, new Date(now.getTime() - LOOK_BACK_MS));
  return run;
}

/** The provider's succeeded payments that name a checkout of ours but that it neither kept nor refunded. */
async function settleStrayPayments(services: Pick<Services, "db" | "now" | "payments" | "jobs" | "config">, since: Date): Promise<number> {
  let payments: ProviderPayment[];
  try {
    payments = (await services.payments.listSucceededPayments(since, STRAY_BATCH)).filter((payment) => payment.transactionId !== null);
  } catch (error) {
    console.error("Reconciliation could not list the provider's payments; next run retries", error instanceof Error ? error.message : error);
    return 0;
  }
  if (payments.length === 0) return 0;
  const ids = payments.map((payment) => payment.id);
  const kept = await services.db
    .select({ id: transactions.providerPaymentId })
    .from(transactions)
    .where(and(inArray(transactions.providerPaymentId, ids), inArray(transactions.status, ["succeeded", "refunded"])));
  const refunded = await services.db.select({ id: refunds.duplicatePaymentId }).from(refunds).where(inArray(refunds.duplicatePaymentId, ids));
  const accounted = new Set([...kept, ...refunded].map((row) => row.id));
  let settled = 0;
  for (const payment of payments) {
    if (accounted.has(payment.id)) continue;
    const applied = await applyPaymentEvent(services, {
      id: `reconcile-stray:${payment.id}`,
      kind: "payment_succeeded",
      paymentId: payment.id,
      transactionId: payment.transactionId,
      amountPence: payment.amountPence,
      paymentMethodId: payment.paymentMethodId,
    });
    if (applied.outcome === "fulfilled" || applied.outcome === "refund_owed") settled += 1;
  }
  return settled;
}
