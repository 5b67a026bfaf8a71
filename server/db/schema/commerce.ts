// Commerce: bookings, payments, discount codes, saved cards, favourites and reviews. Money is integer pence.
import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { packages, userReference, users } from "./accounts";
import { events } from "./catalog";
import { channelSubscriptions, channels } from "./channels";

export const bookingStatus = pgEnum("booking_status", ["booked", "cancelled"]);
export const transactionType = pgEnum("transaction_type", [
  "channel_subscription",
  "package_subscription",
  "event_booking",
]);
/**
 * pending: checkout started, its seat / place / coupon use held until reservation_expires_at;
 * succeeded: paid and fulfilled; failed: the provider refused (the hold is released);
 * refunded: the money went back; expired: the hold lapsed before any payment arrived.
 */
export const transactionStatus = pgEnum("transaction_status", ["pending", "succeeded", "failed", "refunded", "expired"]);
export const discountType = pgEnum("discount_type", ["percentage", "fixed"]);
/** owed: recorded, not yet paid back; refunded: the provider returned the money; failed: it refused. */
export const refundStatus = pgEnum("refund_status", ["owed", "refunded", "failed"]);
/** event_cancelled: the host cancelled the event; booking_cancelled: the attendee cancelled their own booking. */
/** payment_unfulfilled: a payment arrived that could not be honoured (its hold expired and the seat went to someone else). */
/** duplicate_payment: a further payment for a checkout that another payment had already settled (ADR 031). */
/** channel_deactivated: the host deactivated a channel; each active subscription's current period is given back. */
/** admin_refund: an administrator refunded one booking or one subscription period from the console. */
export const refundReason = pgEnum("refund_reason", ["event_cancelled", "booking_cancelled", "payment_unfulfilled", "duplicate_payment", "channel_deactivated", "admin_refund"]);
/** Which payment provider took a payment: Stripe, or the built-in sandbox (ADR 023). */
export const paymentProvider = pgEnum("payment_provider", ["stripe", "sandbox"]);

/** A seat on an event. A booked event cannot be deleted, only cancelled (which refunds). */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    /** The reference shown to users ("booking id" in the spec), e.g. MQ-7K2P9QXA. */
    bookingRef: text("booking_ref").notNull(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    userId: userReference(),
    status: bookingStatus("status").notNull().default("booked"),
    amountPence: integer("amount_pence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bookings_ref_unique").on(t.bookingRef),
    uniqueIndex("bookings_one_active")
      .on(t.eventId, t.userId)
      .where(sql`${t.status} = 'booked'`),
    index("bookings_user_idx").on(t.userId),
    // Trending events: the bookings made in the last 30 days and still held.
    index("bookings_recent_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'booked'`),
    index("bookings_event_idx").on(t.eventId),
    check("bookings_amount_non_negative", sql`${t.amountPence} >= 0`),
  ],
);

/**
 * Discount codes. value: for "percentage", basis points (1000 = 10%, at most 10000);
 * for "fixed", pence (500 = £5.00). Scope: one event, one channel, or everything when both are null.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    /** Matched case-insensitively; unique regardless of case. */
    code: text("code").notNull(),
    discountType: discountType("discount_type").notNull(),
    value: integer("value").notNull(),
    eventId: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    channelId: integer("channel_id").references(() => channels.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** null: unlimited. */
    maxRedemptions: integer("max_redemptions"),
    redemptions: integer("redemptions").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_unique").on(sql`lower(${t.code})`),
    check("discount_codes_value_positive", sql`${t.value} > 0`),
    check("discount_codes_percentage_max", sql`${t.discountType} <> 'percentage' or ${t.value} <= 10000`),
    check("discount_codes_single_scope", sql`${t.eventId} is null or ${t.channelId} is null`),
    check(
      "discount_codes_redemptions_within_max",
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

/**
 * One payment attempt (or a free booking's zero-amount record).
 * amount = subtotal − discount + tax + handling, each step rounded to the penny.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    // Kept for the books when the payer deletes their account.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    transactionType: transactionType("transaction_type").notNull(),
    amountPence: integer("amount_pence").notNull(),
    subtotalPence: integer("subtotal_pence").notNull().default(0),
    discountPence: integer("discount_pence").notNull().default(0),
    taxPence: integer("tax_pence").notNull().default(0),
    handlingPence: integer("handling_pence").notNull().default(0),
    currency: text("currency").notNull().default("gbp"),
    status: transactionStatus("status").notNull().default("pending"),
    providerPaymentId: text("provider_payment_id"),
    providerCheckoutId: text("provider_checkout_id"),
    /** One per checkout attempt, so a retried request or webhook records the payment once. */
    idempotencyKey: text("idempotency_key").notNull(),
    // What was bought: the event (before the booking exists), channel or package.
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    channelId: integer("channel_id").references(() => channels.id, { onDelete: "set null" }),
    packageId: integer("package_id").references(() => packages.id, { onDelete: "set null" }),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    channelSubscriptionId: integer("channel_subscription_id").references(() => channelSubscriptions.id, {
      onDelete: "set null",
    }),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    failureMessage: text("failure_message"),
    /** The provider that takes (took) this payment; null for free bookings. */
    provider: paymentProvider("provider"),
    /**
     * When the card payment was asked of the provider (transaction/create), written with the checkout
     * just before the call; null for the hosted page and free checkouts, and once the payment waits on
     * the buyer (an extra step). Until the checkout is settled, the buyer's next checkout of the same
     * item waits (holds.ts): the payment may be taken.
     */
    cardPaymentAskedAt: timestamp("card_payment_asked_at", { withTimezone: true }),
    /** A pending checkout holds its seat, channel place and coupon use until then (15 minutes). */
    reservationExpiresAt: timestamp("reservation_expires_at", { withTimezone: true }),
    /** The seller (event or channel host; null for packages) and the platform's commission on this sale, from the seller's package. */
    sellerId: integer("seller_id").references(() => users.id, { onDelete: "set null" }),
    commissionPence: integer("commission_pence").notNull().default(0),
    /**
     * Payouts: the seller's connected account when the sale was charged to it (a
     * destination charge, the platform keeping amount − seller's share as its fee); otherwise the
     * seller's share goes later by a transfer, recorded here once made.
     */
    destinationAccountId: text("destination_account_id"),
    transferId: text("transfer_id"),
    transferredAt: timestamp("transferred_at", { withTimezone: true }),
    /** Save the card used, under this nickname, once the payment succeeds. */
    saveCardNickname: text("save_card_nickname"),
    /**
     * The client address that started the checkout, as a digest (as rate_limits keeps it): live holds
     * are capped per address. Cleared once the checkout is no longer pending.
     */
    clientAddressHash: text("client_address_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("transactions_idempotency_key_unique").on(t.idempotencyKey),
    uniqueIndex("transactions_provider_checkout_unique").on(t.providerCheckoutId),
    // A provider payment belongs to one checkout: a second row for it is refused by the database.
    uniqueIndex("transactions_provider_payment_unique").on(t.providerPaymentId),
    // Holds still counted against capacity, and the expiry sweep's work list.
    index("transactions_pending_hold_idx")
      .on(t.eventId, t.reservationExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    index("transactions_user_idx").on(t.userId, t.createdAt),
    // The per-address cap's count, and the sweep that forgets addresses (few rows carry one).
    index("transactions_client_address_idx")
      .on(t.clientAddressHash)
      .where(sql`${t.clientAddressHash} is not null`),
    index("transactions_booking_idx").on(t.bookingId),
    index("transactions_channel_subscription_idx").on(t.channelSubscriptionId),
    index("transactions_seller_idx").on(t.sellerId, t.createdAt),
    // The admin console's payments (those taken), newest first.
    index("transactions_taken_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('succeeded', 'refunded')`),
    check(
      "transactions_amounts_non_negative",
      sql`${t.amountPence} >= 0 and ${t.subtotalPence} >= 0 and ${t.discountPence} >= 0 and ${t.taxPence} >= 0 and ${t.handlingPence} >= 0 and ${t.commissionPence} >= 0`,
    ),
  ],
);

/**
 * Money owed back to a buyer (ADR 021). Cancelling an event records one row per paid booking, in the
 * same transaction that cancels the booking; the payments work pays it back through the provider
 * and moves it to refunded (or failed). One refund per booking: cancelling twice records nothing more.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    /** The booking given up; null when a payment never became a booking (reason payment_unfulfilled). */
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    /** The payment to refund, when the booking was paid through one. */
    transactionId: integer("transaction_id").references(() => transactions.id, { onDelete: "set null" }),
    // Kept for the books when the buyer deletes their account.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    /** The channel subscription given up (reason channel_deactivated); null for every other refund. */
    channelSubscriptionId: integer("channel_subscription_id").references(() => channelSubscriptions.id, { onDelete: "set null" }),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    reason: refundReason("reason").notNull(),
    status: refundStatus("status").notNull().default("owed"),
    /**
     * A duplicate payment's own id (reason duplicate_payment): the checkout kept another payment, so
     * this one, not the checkout's, is given back. Null for every other refund, which refunds the
     * checkout's payment.
     */
    duplicatePaymentId: text("duplicate_payment_id"),
    providerRefundId: text("provider_refund_id"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_booking_unique").on(t.bookingId),
    // Each payment is refunded at most once, whatever is retried: a checkout's own payment by its
    // transaction, a duplicate payment by its provider id.
    uniqueIndex("refunds_transaction_unique").on(t.transactionId).where(sql`${t.duplicatePaymentId} is null`),
    uniqueIndex("refunds_duplicate_payment_unique").on(t.duplicatePaymentId),
    // A subscription is refunded at most once for a reason (its period's payment at most once, above).
    uniqueIndex("refunds_channel_subscription_unique")
      .on(t.channelSubscriptionId, t.reason)
      .where(sql`${t.channelSubscriptionId} is not null`),
    index("refunds_status_idx").on(t.status, t.createdAt),
    // The admin console's refunds without a status filter, newest first.
    index("refunds_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("refunds_user_idx").on(t.userId),
    check("refunds_amount_positive", sql`${t.amountPence} > 0`),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: userReference(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index("favourites_event_idx").on(t.eventId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    reviewerId: userReference("reviewer_id"),
    reviewedUserId: userReference("reviewed_user_id"),
    review: text("review").notNull(),
    rating: integer("rating").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_reviewed_user_idx").on(t.reviewedUserId, t.createdAt),
    // One review per reviewer per reviewed user: a second one edits the first (001 §2.10).
    uniqueIndex("reviews_one_per_reviewer").on(t.reviewerId, t.reviewedUserId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_not_self", sql`${t.reviewerId} <> ${t.reviewedUserId}`),
  ],
);

/** Cards saved at the payment provider. Only its references and display details: never card numbers. */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    providerPaymentMethodId: text("provider_payment_method_id").notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    nickname: text("nickname").notNull(),
    cardBrand: text("card_brand"),
    cardLastFour: text("card_last_four"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_cards_payment_method_unique").on(t.providerPaymentMethodId),
    uniqueIndex("saved_cards_one_default")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    index("saved_cards_user_idx").on(t.userId),
    check("saved_cards_last_four_digits", sql`${t.cardLastFour} is null or ${t.cardLastFour} ~ '^[0-9]{4}$'`),
  ],
);

export const bookingsRelations = relations(bookings, ({ one }) => ({
  event: one(events, { fields: [bookings.eventId], references: [events.id] }),
  user: one(users, { fields: [bookings.userId], references: [users.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one }) => ({
  user: one(users, { fields: [transactions.userId], references: [users.id] }),
  event: one(events, { fields: [transactions.eventId], references: [events.id] }),
  channel: one(channels, { fields: [transactions.channelId], references: [channels.id] }),
  package: one(packages, { fields: [transactions.packageId], references: [packages.id] }),
  booking: one(bookings, { fields: [transactions.bookingId], references: [bookings.id] }),
  channelSubscription: one(channelSubscriptions, {
    fields: [transactions.channelSubscriptionId],
    references: [channelSubscriptions.id],
  }),
  discountCode: one(discountCodes, { fields: [transactions.discountCodeId], references: [discountCodes.id] }),
}));

export const favouritesRelations = relations(favourites, ({ one }) => ({
  event: one(events, { fields: [favourites.eventId], references: [events.id] }),
  user: one(users, { fields: [favourites.userId], references: [users.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  reviewer: one(users, { fields: [reviews.reviewerId], references: [users.id], relationName: "review_reviewer" }),
  reviewedUser: one(users, {
    fields: [reviews.reviewedUserId],
    references: [users.id],
    relationName: "review_reviewed_user",
  }),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  booking: one(bookings, { fields: [refunds.bookingId], references: [bookings.id] }),
  transaction: one(transactions, { fields: [refunds.transactionId], references: [transactions.id] }),
  user: one(users, { fields: [refunds.userId], references: [users.id] }),
  event: one(events, { fields: [refunds.eventId], references: [events.id] }),
  channelSubscription: one(channelSubscriptions, { fields: [refunds.channelSubscriptionId], references: [channelSubscriptions.id] }),
}));

export type Booking = typeof bookings.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type DiscountCode = typeof discountCodes.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type SavedCard = typeof savedCards.$inferSelect;
