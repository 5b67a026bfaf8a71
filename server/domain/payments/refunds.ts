// Paying back what is owed (ADR 021): Cancel Event, Cancel Booking and unfulfilled
// payments record refunds owed; this pays each one through the provider, exactly once. A refund is
// claimed with a conditional UPDATE (owed → refunding is not a state: the claim is the provider
// call's idempotency key `refund:<id>`), so two machines running the job at once make one refund at
// the provider; the row then moves to refunded (or failed, with the provider's message).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { formatMoney } from "~shared/money";
import { channelSubscriptions, channels, events, refunds, transactions, users } from "~server/db/schema";
import { deliverSoon, queueMail, renderMail } from "~server/domain/mail";
import { reverseSaleTransfer } from "~server/domain/payouts/transfers";
import type { Services } from "~server/services";

const BATCH = 50;

type RefundServices = Pick<Services, "db" | "now" | "payments" | "jobs">;

export interface RefundRun {
  refunded: number;
  failed: number;
}

/** Pays the refunds owed, oldest first; answers how many were paid and how many the provider refused. */
export async function payRefundsOwed(services: RefundServices): Promise<RefundRun> {
  const run: RefundRun = { refunded: 0, failed: 0 };
  const owed = await services.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, "owed"))
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  for (const { id } of owed) {
    const outcome = await payRefund(services, id);
    if (outcome === "refunded") run.refunded += 1;
    if (outcome === "failed") run.failed += 1;
  }
  if (run.refunded > 0) await deliverSoon(services);
  return run;
}

/** Pays one refund owed now (the job's own step, also taken by an admin's refund): the provider call's idempotency key is the refund's id. */
export async function payRefund(services: RefundServices, refundId: number): Promise<"refunded" | "failed" | "skipped"> {
  const [refund] = await services.db
    .select({
      id: refunds.id,
      status: refunds.status,
      amountPence: refunds.amountPence,
      userId: refunds.userId,
      transactionId: refunds.transactionId,
      // A duplicate payment is refunded itself; every other refund gives back the checkout's payment.
      paymentId: sql<string | null>`coalesce(${refunds.duplicatePaymentId}, ${transactions.providerPaymentId})`,
      duplicate: sql<boolean>`${refunds.duplicatePaymentId} is not null`.mapWith(Boolean),
      provider: transactions.provider,
      sale: transactions,
      // What was bought: the event, or the channel of a subscription given back.
      eventTitle: sql<string | null>`coalesce(${events.title}, ${channels.title})`,
    })
    .from(refunds)
    .leftJoin(transactions, eq(transactions.id, refunds.transactionId))
    .leftJoin(events, eq(events.id, refunds.eventId))
    .leftJoin(channelSubscriptions, eq(channelSubscriptions.id, refunds.channelSubscriptionId))
    .leftJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .where(eq(refunds.id, refundId));
  if (!refund || refund.status !== "owed") return "skipped";

  let providerRefundId: string | null = null;
  let failure: string | null = null;
  if (refund.paymentId && refund.provider === services.payments.name) {
    try {
      // A destination charge: the host's share comes back with the refund. A sale paid to the host by transfer: the transfer is reversed.
      const answer = await services.payments.refund({ paymentId: refund.paymentId, amountPence: refund.amountPence, idempotencyKey: `refund:${refund.id}`, reverseTransfer: refund.sale?.destinationAccountId != null });
      providerRefundId = answer.id;
      if (answer.state === "failed") failure = "The card provider refused the refund.";
      // A duplicate was never the sale that was paid out: the host's transfer for the sale stands.
      else if (refund.sale?.transferId && !refund.duplicate) await reverseSaleTransfer(services, refund.sale, refund.amountPence);
    } catch (error) {
      // A passing failure (the provider is down): the refund stays owed and the next run retries it.
      console.error("Refund failed; it stays owed", refund.id, error instanceof Error ? error.message : error);
      return "skipped";
    }
  } else if (refund.paymentId) {
    failure = `The payment was taken by the ${refund.provider ?? "unknown"} provider, which this server does not use: refund it there.`;
  }
  // No payment at all (a booking made without one): nothing to send back through a provider.

  const now = services.now();
  const settled = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set(failure ? { status: "failed", failureMessage: failure, providerRefundId } : { status: "refunded", refundedAt: now, providerRefundId })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "owed")))
      .returning({ id: refunds.id });
    if (!row || failure) return false;
    // The purchase a duplicate payment was refunded from still stands.
    if (refund.transactionId !== null && !refund.duplicate) {
      await tx
        .update(transactions)
        .set({ status: "refunded", refundedAt: now, updatedAt: now })
        .where(and(eq(transactions.id, refund.transactionId), inArray(transactions.status, ["succeeded", "refunded"])));
    }
    const [buyer] = refund.userId === null ? [] : await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, refund.userId));
    if (buyer) {
      const what = `${refund.duplicate ? "the second payment for " : ""}${refund.eventTitle ? `"${refund.eventTitle}"` : "your purchase"}`;
      const rendered = renderMail({
        greeting: buyer.firstName.trim() ? `Hello ${buyer.firstName.trim()},` : "Hello,",
        blocks: [`We have refunded ${formatMoney(refund.amountPence)} for ${what} to your card.`, "Refunds usually reach your account within 5 to 10 working days."],
      });
      await queueMail(tx, services, { kind: "refund-paid", to: buyer.email, subject: `Refund sent: ${formatMoney(refund.amountPence)}`, ...rendered });
    }
    return true;
  });
  if (failure) return "failed";
  return settled ? "refunded" : "skipped";
}
