// The built-in sandbox payment provider's own books (server/integrations/payments/sandbox.ts): what a
// card provider would keep on its side. In the database, so every app machine and a restarted one
// see the same payments (reconciliation looks them up as it would at Stripe). No card number is
// kept: a test card's brand, last four digits and how it behaves (succeed, decline, authenticate).
import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const sandboxCardBehaviour = pgEnum("sandbox_card_behaviour", ["succeed", "decline", "authenticate"]);

export const sandboxCustomers = pgTable("sandbox_customers", {
  id: text("id").primaryKey(),
  userId: integer("user_id").notNull(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  defaultPaymentMethodId: text("default_payment_method_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentMethods = pgTable(
  "sandbox_payment_methods",
  {
    id: text("id").primaryKey(),
    /** Set when attached to a customer (a saved card). */
    customerId: text("customer_id"),
    brand: text("brand").notNull(),
    lastFour: text("last_four").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    behaviour: sandboxCardBehaviour("behaviour").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_payment_methods_customer_idx").on(t.customerId)],
);

export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    amountPence: integer("amount_pence").notNull(),
    /** succeeded | requires_action | failed | canceled */
    state: text("state").notNull(),
    paymentMethodId: text("payment_method_id"),
    customerId: text("customer_id"),
    transactionId: integer("transaction_id"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_payments_idempotency_unique").on(t.idempotencyKey)],
);

export const sandboxCheckouts = pgTable(
  "sandbox_checkouts",
  {
    id: text("id").primaryKey(),
    /** payment: pay on the hosted page; setup: save a card. */
    mode: text("mode").notNull(),
    idempotencyKey: text("idempotency_key"),
    amountPence: integer("amount_pence").notNull().default(0),
    title: text("title").notNull(),
    transactionId: integer("transaction_id"),
    customerId: text("customer_id").notNull(),
    nickname: text("nickname"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    /** open | complete | expired */
    status: text("status").notNull().default("open"),
    paymentId: text("payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_checkouts_idempotency_unique").on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`)],
);

export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    amountPence: integer("amount_pence").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_refunds_idempotency_unique").on(t.idempotencyKey)],
);
