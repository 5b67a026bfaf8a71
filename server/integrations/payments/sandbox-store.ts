// The sandbox payment provider's books (server/db/schema/sandbox.ts): the one module outside
// server/domain and server/db that reads and writes tables (docs/decisions/035-sandbox-store.md).
// It stands where Stripe's own database stands for a real provider: the domain never sees these
// tables, and the provider (sandbox.ts) keeps its rules while this module keeps only the queries.
// Writes that may race (a repeated idempotency key) insert "on conflict do nothing" and read back.
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { sandboxAccounts, sandboxCheckouts, sandboxCustomers, sandboxPaymentMethods, sandboxPayments, sandboxRefunds, sandboxTransferReversals, sandboxTransfers } from "~server/db/schema";

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxAccountRow = typeof sandboxAccounts.$inferSelect;
export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/** An account's details as saved (everything but its id, owner and creation time). */
export type SandboxAccountValues = Omit<typeof sandboxAccounts.$inferInsert, "id" | "userId" | "createdAt">;

export type SandboxStore = ReturnType<typeof createSandboxStore>;

export function createSandboxStore(db: Db) {
  return {
    async insertCustomer(values: typeof sandboxCustomers.$inferInsert): Promise<void> {
      await db.insert(sandboxCustomers).values(values);
    },

    async setDefaultMethod(customerId: string, paymentMethodId: string): Promise<void> {
      await db.update(sandboxCustomers).set({ defaultPaymentMethodId: paymentMethodId }).where(eq(sandboxCustomers.id, customerId));
    },

    async method(id: string): Promise<SandboxMethodRow | null> {
      const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
      return row ?? null;
    },

    async insertMethod(values: typeof sandboxPaymentMethods.$inferInsert): Promise<SandboxMethodRow> {
      const [row] = await db.insert(sandboxPaymentMethods).values(values).returning();
      return row!;
    },

    /** Attaches a card to a customer, or detaches it (null); the card as it is now, or null when there is none. */
    async setMethodCustomer(paymentMethodId: string, customerId: string | null): Promise<SandboxMethodRow | null> {
      const [row] = await db.update(sandboxPaymentMethods).set({ customerId }).where(eq(sandboxPaymentMethods.id, paymentMethodId)).returning();
      return row ?? null;
    },

    /** A customer's saved cards, oldest first. */
    async methodsOfCustomer(customerId: string): Promise<SandboxMethodRow[]> {
      return db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customerId, customerId)).orderBy(sandboxPaymentMethods.createdAt);
    },

    async payment(id: string): Promise<SandboxPaymentRow | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row ?? null;
    },

    async paymentByKey(idempotencyKey: string): Promise<SandboxPaymentRow | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** The new payment, or null when another with its idempotency key is already there. */
    async insertPayment(values: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow | null> {
      const [row] = await db.insert(sandboxPayments).values(values).onConflictDoNothing({ target: sandboxPayments.idempotencyKey }).returning();
      return row ?? null;
    },

    /** The latest payment made for a checkout of ours. */
    async latestPaymentOfTransaction(transactionId: number): Promise<SandboxPaymentRow | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.transactionId, transactionId)).orderBy(desc(sandboxPayments.createdAt)).limit(1);
      return row ?? null;
    },

    /** Succeeded payments last changed since `since`, latest first. */
    async succeededPaymentsSince(since: Date, limit: number): Promise<SandboxPaymentRow[]> {
      return db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.state, "succeeded"), gte(sandboxPayments.updatedAt, since)))
        .orderBy(desc(sandboxPayments.updatedAt))
        .limit(limit);
    },

    /** Ends a payment's extra step; null when it was not waiting on one (already ended, or no such payment). */
    async endAuthentication(paymentId: string, change: Pick<typeof sandboxPayments.$inferInsert, "state" | "failureMessage" | "updatedAt">): Promise<SandboxPaymentRow | null> {
      const [row] = await db
        .update(sandboxPayments)
        .set(change)
        .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.state, "requires_action")))
        .returning();
      return row ?? null;
    },

    async checkout(id: string): Promise<SandboxCheckoutRow | null> {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
      return row ?? null;
    },

    async checkoutByKey(idempotencyKey: string): Promise<SandboxCheckoutRow | null> {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    async insertCheckout(values: typeof sandboxCheckouts.$inferInsert): Promise<void> {
      await db.insert(sandboxCheckouts).values(values);
    },

    async setCheckoutPayment(checkoutId: string, paymentId: string): Promise<void> {
      await db.update(sandboxCheckouts).set({ paymentId }).where(eq(sandboxCheckouts.id, checkoutId));
    },

    /** A setup checkout completes: for a setup, paymentId holds the saved card's payment-method id. */
    async completeSetup(checkoutId: string, paymentMethodId: string): Promise<void> {
      await db.update(sandboxCheckouts).set({ status: "complete", paymentId: paymentMethodId }).where(eq(sandboxCheckouts.id, checkoutId));
    },

    /** Completes the open checkout a payment belongs to; null when there is none still open. */
    async completeCheckoutOfPayment(paymentId: string): Promise<SandboxCheckoutRow | null> {
      const [row] = await db
        .update(sandboxCheckouts)
        .set({ status: "complete" })
        .where(and(eq(sandboxCheckouts.paymentId, paymentId), eq(sandboxCheckouts.status, "open")))
        .returning();
      return row ?? null;
    },

    async refundByKey(idempotencyKey: string): Promise<SandboxRefundRow | null> {
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** Records a refund once per idempotency key, and returns the one recorded. */
    async insertRefund(values: typeof sandboxRefunds.$inferInsert): Promise<SandboxRefundRow> {
      await db.insert(sandboxRefunds).values(values).onConflictDoNothing({ target: sandboxRefunds.idempotencyKey });
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, values.idempotencyKey));
      return row!;
    },

    async account(id: string): Promise<SandboxAccountRow | null> {
      const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
      return row ?? null;
    },

    /** The account with its new details; null when there is no such account. */
    async updateAccount(id: string, values: SandboxAccountValues): Promise<SandboxAccountRow | null> {
      const [row] = await db.update(sandboxAccounts).set(values).where(eq(sandboxAccounts.id, id)).returning();
      return row ?? null;
    },

    async insertAccount(values: typeof sandboxAccounts.$inferInsert): Promise<SandboxAccountRow> {
      const [row] = await db.insert(sandboxAccounts).values(values).returning();
      return row!;
    },

    /** Records a transfer once per idempotency key, and returns the id of the one recorded. */
    async insertTransfer(values: typeof sandboxTransfers.$inferInsert): Promise<string> {
      await db.insert(sandboxTransfers).values(values).onConflictDoNothing({ target: sandboxTransfers.idempotencyKey });
      const [row] = await db.select({ id: sandboxTransfers.id }).from(sandboxTransfers).where(eq(sandboxTransfers.idempotencyKey, values.idempotencyKey));
      return row!.id;
    },

    /** Records a transfer's reversal once per idempotency key. */
    async insertTransferReversal(values: typeof sandboxTransferReversals.$inferInsert): Promise<void> {
      await db.insert(sandboxTransferReversals).values(values).onConflictDoNothing({ target: sandboxTransferReversals.idempotencyKey });
    },
  };
}
