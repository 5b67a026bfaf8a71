// Channels: monthly or fixed-price memberships and courses, their modules, subscribers and documents.
import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userReference, users } from "./accounts";
import { categories, events } from "./catalog";

/** PostgreSQL's full-text document type; written by the database only (triggers). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const channelEventType = pgEnum("channel_event_type", [
  "Pre Recorded Events",
  "Live Events",
  "Pre Recorded and Live",
]);
/** "expired": a monthly subscription whose renewal was stopped and whose paid period has ended. */
export const channelSubscriptionStatus = pgEnum("channel_subscription_status", [
  "active",
  "cancelled_by_host",
  "cancelled",
  "expired",
]);

/** Status shown to hosts: not published = Pending Approval; published and active = Active; else Deactivated. */
export const channels = pgTable(
  "channels",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    pricePence: integer("price_pence").notNull(),
    eventType: channelEventType("event_type").notNull(),
    image: text("image"),
    /** Gallery photo keys in display order. */
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    video: text("video"),
    /** true: billed monthly; false: one fixed payment for lasting access. */
    isMonthlySubscription: boolean("is_monthly_subscription").notNull(),
    isModular: boolean("is_modular").notNull().default(false),
    learn1: text("learn1"),
    learn2: text("learn2"),
    learn3: text("learn3"),
    learn4: text("learn4"),
    /** Subscriber seats, captured from the host's package when the channel is created. */
    maxSubscribers: integer("max_subscribers").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    isRejected: boolean("is_rejected").notNull().default(false),
    /** Why an administrator rejected it, shown to the host beside "Rejected by Admin"; cleared when it is decided again. */
    rejectionReason: text("rejection_reason"),
    active: boolean("active").notNull().default(true),
    /**
     * The catalogue's full-text document: title A, category and parent category names B, description
     * C, host's name D. Kept by the database only: the trigger channels_search_vector computes it on
     * every insert and on each change of what it is made of, and the categories and users triggers
     * recompute it when a name changes (migration 0018, as 0016 does for events). GIN index.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("channels_user_idx").on(t.userId),
    index("channels_category_idx").on(t.categoryId),
    index("channels_search_idx").using("gin", t.searchVector),
    // "Did you mean": the listed titles nearest a query that found nothing (as events_title_trgm_idx).
    index("channels_title_trgm_idx")
      .using("gist", t.title.op("gist_trgm_ops"))
      .where(sql`${t.isPublished} and not ${t.isRejected} and ${t.active}`),
    // The catalogue without text: the listed channels, newest first.
    index("channels_public_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublished} and not ${t.isRejected} and ${t.active}`),
    // The approval queue: the few channels waiting for an administrator's decision.
    index("channels_waiting_idx")
      .on(t.id)
      .where(sql`not ${t.isPublished} and not ${t.isRejected}`),
    check("channels_price_non_negative", sql`${t.pricePence} >= 0`),
    check("channels_max_subscribers_non_negative", sql`${t.maxSubscribers} >= 0`),
  ],
);

export const channelModules = pgTable(
  "channel_modules",
  {
    id: serial("id").primaryKey(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("channel_modules_channel_idx").on(t.channelId, t.sort)],
);

/**
 * A subscriber's access to a channel. to_date is the end of the paid period for monthly
 * channels and null (no expiry) for fixed ones. A channel with subscribers cannot be deleted.
 */
export const channelSubscriptions = pgTable(
  "channel_subscriptions",
  {
    id: serial("id").primaryKey(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "restrict" }),
    userId: userReference(),
    status: channelSubscriptionStatus("status").notNull().default("active"),
    autoRenewal: boolean("auto_renewal").notNull().default(false),
    fromDate: timestamp("from_date", { withTimezone: true }).notNull().defaultNow(),
    toDate: timestamp("to_date", { withTimezone: true }),
    providerSubscriptionId: text("provider_subscription_id"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("channel_subscriptions_one_active")
      .on(t.channelId, t.userId)
      .where(sql`${t.status} = 'active'`),
    index("channel_subscriptions_user_idx").on(t.userId),
    // The renewal job's and the expiry sweep's active subscriptions by the end of their period.
    index("channel_subscriptions_active_to_date_idx")
      .on(t.toDate)
      .where(sql`${t.status} = 'active'`),
    // Trending channels: the subscriptions started in the last 30 days.
    index("channel_subscriptions_from_date_idx").on(t.fromDate),
    // The provider's billing names one subscription (its webhooks find it by this id).
    uniqueIndex("channel_subscriptions_provider_subscription_unique")
      .on(t.providerSubscriptionId)
      .where(sql`${t.providerSubscriptionId} is not null`),
  ],
);

/** A downloadable document (PDF, slides, sheet...) placed in a channel's module. */
export const documentEvents = pgTable(
  "document_events",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    channelModuleId: integer("channel_module_id").references(() => channelModules.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    image: text("image"),
    useChannelImage: boolean("use_channel_image").notNull().default(false),
    /** Storage key of the private document. */
    document: text("document").notNull(),
    active: boolean("active").notNull().default(true),
    chanSortOrder: integer("chan_sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("document_events_channel_idx").on(t.channelId, t.chanSortOrder),
    index("document_events_module_idx").on(t.channelModuleId),
    index("document_events_user_idx").on(t.userId),
  ],
);

export const channelsRelations = relations(channels, ({ one, many }) => ({
  host: one(users, { fields: [channels.userId], references: [users.id] }),
  category: one(categories, { fields: [channels.categoryId], references: [categories.id] }),
  modules: many(channelModules),
  subscriptions: many(channelSubscriptions),
  events: many(events),
  documentEvents: many(documentEvents),
}));

export const channelModulesRelations = relations(channelModules, ({ one, many }) => ({
  channel: one(channels, { fields: [channelModules.channelId], references: [channels.id] }),
  events: many(events),
  documentEvents: many(documentEvents),
}));

export const channelSubscriptionsRelations = relations(channelSubscriptions, ({ one }) => ({
  channel: one(channels, { fields: [channelSubscriptions.channelId], references: [channels.id] }),
  subscriber: one(users, { fields: [channelSubscriptions.userId], references: [users.id] }),
}));

export const documentEventsRelations = relations(documentEvents, ({ one }) => ({
  channel: one(channels, { fields: [documentEvents.channelId], references: [channels.id] }),
  channelModule: one(channelModules, { fields: [documentEvents.channelModuleId], references: [channelModules.id] }),
  host: one(users, { fields: [documentEvents.userId], references: [users.id] }),
}));

export type Channel = typeof channels.$inferSelect;
export type ChannelModule = typeof channelModules.$inferSelect;
export type ChannelSubscription = typeof channelSubscriptions.$inferSelect;
export type DocumentEvent = typeof documentEvents.$inferSelect;
