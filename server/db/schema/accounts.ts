// Accounts: packages (plans), users, API tokens and the tables that guard them.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FREE_PACKAGE_ID } from "../../../shared/package-buttons";

export const userRole = pgEnum("user_role", ["user", "admin"]);

/** Provider packages (plans). Percentages are stored in basis points: 750 = 7.5%. */
export const packages = pgTable(
  "packages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    pricePence: integer("price_pence").notNull().default(0),
    /** How long one payment lasts: "monthly", "yearly" or "lifetime". */
    tenure: text("tenure").notNull().default("monthly"),
    commissionLiveEventBp: integer("commission_live_event_bp").notNull().default(0),
    commissionPreRecordedEventBp: integer("commission_pre_recorded_event_bp").notNull().default(0),
    commissionSubscriptionUserBp: integer("commission_subscription_user_bp").notNull().default(0),
    paymentHandlingFeeBp: integer("payment_handling_fee_bp").notNull().default(0),
    taxationFeeBp: integer("taxation_fee_bp").notNull().default(0),
    noOfChannel: integer("no_of_channel").notNull().default(0),
    maxParticipantInEvent: integer("max_participant_in_event").notNull().default(0),
    maxParticipantInPreRecordedEvent: integer("max_participant_in_pre_recorded_event").notNull().default(0),
    maxSubscriberInChannel: integer("max_subscriber_in_channel").notNull().default(0),
    noOfEventInChannel: integer("no_of_event_in_channel").notNull().default(0),
    /** The bytes of stored files (checked uploads, held or in use) an account on this package may keep. */
    storageQuotaBytes: bigint("storage_quota_bytes", { mode: "number" }).notNull().default(2 * 1024 ** 3),
    sortOrder: integer("sort_order").notNull().default(0),
    /**
     * A revision by an admin makes a new row (a version) and retires this one: users on it keep its
     * terms, but nothing sells it any more. Null while it is on sale.
     */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    /** The id of the line's first version (the package as users know it); null on that first version. */
    lineId: integer("line_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One version of each line on sale at a time, whatever two admins do at once.
  (t) => [uniqueIndex("packages_current_version_unique").on(sql`coalesce(${t.lineId}, ${t.id})`).where(sql`${t.retiredAt} is null`)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("user"),
    packageId: integer("package_id")
      .notNull()
      .default(FREE_PACKAGE_ID)
      .references(() => packages.id),
    phone: text("phone"),
    dateOfBirth: date("date_of_birth"),
    acceptContact: boolean("accept_contact").notNull().default(false),
    // Activation: the code is sent by mail; only its hash is kept.
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    activationCodeHash: text("activation_code_hash"),
    // Forgotten password: a generated temporary password, valid for an hour, that sets is_password_reset.
    isPasswordReset: boolean("is_password_reset").notNull().default(false),
    tempPasswordHash: text("temp_password_hash"),
    tempPasswordExpiresAt: timestamp("temp_password_expires_at", { withTimezone: true }),
    // Public profile.
    gender: text("gender"),
    city: text("city"),
    country: text("country"),
    userWebsite: text("user_website"),
    bio: text("bio"),
    creatorShortDesc: text("creator_short_desc"),
    creatorExp: integer("creator_exp"),
    /** The profile photo: a square made on the server (a storage key, or a demo path). */
    pic: text("pic"),
    /** The same photo as a small avatar (a storage key), made with it. */
    picAvatar: text("pic_avatar"),
    profileVideo: text("profile_video"),
    facebookLink: text("facebook_link"),
    twitterLink: text("twitter_link"),
    linkedLink: text("linked_link"),
    youtubeLink: text("youtube_link"),
    instagramLink: text("instagram_link"),
    tiktokLink: text("tiktok_link"),
    // Plan subscription and payment provider references (never card or bank numbers).
    autoRenewal: boolean("auto_renewal").notNull().default(false),
    planExpiresOn: timestamp("plan_expires_on", { withTimezone: true }),
    providerCustomerId: text("provider_customer_id"),
    /** The provider's recurring subscription for the user's package (Stripe Billing); null with the sandbox, whose renewals are jobs. */
    planSubscriptionId: text("plan_subscription_id"),
    /** The host's connected account at the payment provider, where their sales are paid out. */
    providerAccountId: text("provider_account_id"),
    /** Where that account stands: details_needed, pending_verification or payouts_enabled. */
    payoutStatus: text("payout_status"),
    bankLast4: text("bank_last4"),
    bankSortCodeMasked: text("bank_sort_code_masked"),
    /** Set when the account was deleted: the row stays (anonymised) for the financial records. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set while an administrator has deactivated the account: it cannot log in and has no live token. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    // The admin console's users, newest first.
    index("users_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A user this row belongs to, removed with the user (NOT NULL, ON DELETE CASCADE). */
export function userReference(name = "user_id") {
  return integer(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
}

/** Bearer tokens of the API. Only a SHA-256 of the token is stored; revoked at logout. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_hash_unique").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits (login, forgot-password), shared by every app server. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
  /** A slowed-down subject's queue (the login slow-down per account): when the last turn taken ends. */
  turnEndsAt: timestamp("turn_ends_at", { withTimezone: true }),
});
