// The built-in sandbox payment provider's own books (server/integrations/payments/sandbox.ts): what a
// card provider would keep on its side. In the database, so every app machine and a restarted one
// see the same payments (reconciliation looks them up as it would at Stripe). No card number is
// kept: a test card's brand, last four digits and how it behaves (succeed, decline, authenticate).
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    /** A destination charge: the connected account paid, and the platform's fee kept from it. */
    destinationAccountId: text("destination_account_id"),
    applicationFeePence: integer("application_fee_pence"),
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
    destinationAccountId: text("destination_account_id"),
    applicationFeePence: integer("application_fee_pence"),
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
    /** The connected account's share taken back with the refund (a destination charge's transfer reversed). */
    reversedPence: integer("reversed_pence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_refunds_idempotency_unique").on(t.idempotencyKey)],
);

/**
 * A host's connected account, as a provider keeps it: the person's details and, of the bank
 * account, only the holder's name, the last four digits and a masked sort code (never the numbers).
 */
export const sandboxAccounts = pgTable("sandbox_accounts", {
  id: text("id").primaryKey(),
  userId: integer("user_id").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  dobDay: integer("dob_day").notNull(),
  dobMonth: integer("dob_month").notNull(),
  dobYear: integer("dob_year").notNull(),
  line1: text("line1").notNull(),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  phone: text("phone").notNull(),
  accountHolderName: text("account_holder_name").notNull(),
  bankLast4: text("bank_last4").notNull(),
  sortCodeMasked: text("sort_code_masked").notNull(),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Money moved from the platform to a connected account (a sale made before the host connected), and any of it taken back. */
export const sandboxTransfers = pgTable(
  "sandbox_transfers",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    amountPence: integer("amount_pence").notNull(),
    transactionId: integer("transaction_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_transfers_idempotency_unique").on(t.idempotencyKey)],
);

/** Transfers taken back (a refunded sale's share); the key makes a retried reversal one reversal. */
export const sandboxTransferReversals = pgTable(
  "sandbox_transfer_reversals",
  {
    id: text("id").primaryKey(),
    transferId: text("transfer_id").notNull(),
    amountPence: integer("amount_pence").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_transfer_reversals_idempotency_unique").on(t.idempotencyKey)],
);
