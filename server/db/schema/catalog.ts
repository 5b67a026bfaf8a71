// Catalogue: categories, events (live and pre-recorded), their schedule, speakers and paid features.
import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userReference, users } from "./accounts";
import { channelModules, channels } from "./channels";

/** PostgreSQL's full-text document type; written by the database only (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const categoryKind = pgEnum("category_kind", ["event", "channel", "both"]);
export const eventType = pgEnum("event_type", ["Online Event", "Pre Recorded"]);
export const repeatFrequency = pgEnum("repeat_frequency", ["daily", "weekly", "fortnightly", "monthly"]);

/** A two-level tree: a parent category ("Yoga") and its sub-categories ("Yin yoga"). */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** CSS class the UI uses for the category's icon and colour. */
    className: text("class_name"),
    /** Which pickers offer it; "both" appears for events and channels. */
    kind: categoryKind("kind").notNull().default("both"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Hidden by an admin: no picker or search filter offers it; what already uses it keeps it. */
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

/**
 * Live online events and pre-recorded video events. Money is integer pence; media columns hold
 * storage keys (see uploads.key). Remaining seats = max_participants − active bookings.
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    eventType: eventType("event_type").notNull(),
    // Live events only; a pre-recorded event has no date.
    eventDate: date("event_date"),
    endDate: date("end_date"),
    eventTime: time("event_time"),
    endTime: time("end_time"),
    timeZone: text("time_zone").notNull().default("Europe/London"),
    ticketPricePence: integer("ticket_price_pence").notNull().default(0),
    isFree: boolean("is_free").notNull().default(false),
    isRecurringEvent: boolean("is_recurring_event").notNull().default(false),
    /**
     * A recurring event is one row per occurrence (docs/decisions/017-recurring-events.md): every
     * occurrence carries the id of the series' first one (the first one its own id); null when not recurring.
     */
    seriesId: integer("series_id").references((): AnyPgColumn => events.id, { onDelete: "set null" }),
    repeatFrequency: repeatFrequency("repeat_frequency"),
    repeatUntilDate: date("repeat_until_date"),
    canCancel: boolean("can_cancel").notNull().default(false),
    cancellationTitle: text("cancellation_title"),
    cancellationDescription: text("cancellation_description"),
    channelId: integer("channel_id").references(() => channels.id, { onDelete: "cascade" }),
    channelModuleId: integer("channel_module_id").references(() => channelModules.id, { onDelete: "set null" }),
    // A bulk of pre-recorded videos hangs off the event created first: its id is the bulk id.
    isBulkEvent: boolean("is_bulk_event").notNull().default(false),
    bulkEventCount: integer("bulk_event_count"),
    bulkId: integer("bulk_id").references((): AnyPgColumn => events.id, { onDelete: "set null" }),
    /** Photo keys in display order; the first is the cover. */
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shortVideo: text("short_video"),
    fullVideo: text("full_video"),
    viewLink: text("view_link"),
    /** Seconds. */
    preRecordedDuration: integer("pre_recorded_duration"),
    /** Seats, captured from the host's package when the event is created. */
    maxParticipants: integer("max_participants").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    isRejected: boolean("is_rejected").notNull().default(false),
    /** Why an administrator rejected it, shown to the host beside "Rejected by Admin"; cleared when it is decided again. */
    rejectionReason: text("rejection_reason"),
    isCancelled: boolean("is_cancelled").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Inside a channel: the host can deactivate an event without deleting it. */
    active: boolean("active").notNull().default(true),
    chanSortOrder: integer("chan_sort_order").notNull().default(0),
    /**
     * What search matches (spec 000 §2 Events search): the title (weight A), its category and parent
     * category names (B), the host's name (C) and the description (D), so ranking puts title matches
     * above category matches above the rest. Kept by the database, not the app: the trigger
     * events_search_vector computes it on every insert and on each change of the title, description,
     * category or host, and the triggers on categories and users recompute it when a name changes
     * (migration 0016, ADR 037). Searched through a GIN index.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * When a live event starts and ends as instants: its dates and times read in its own zone (the
     * end date and time default to the start's, as endsAt in server/domain/events/access.ts does);
     * null for a pre-recorded event. Generated, so the listings compare a column (and the home
     * carousels read an index) instead of converting every row's zone in every query.
     */
    startsAt: timestamp("starts_at", { withTimezone: true }).generatedAlwaysAs(sql`(event_date + event_time) at time zone time_zone`),
    endsAt: timestamp("ends_at", { withTimezone: true }).generatedAlwaysAs(
      sql`(coalesce(end_date, event_date) + coalesce(end_time, event_time)) at time zone time_zone`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_user_idx").on(t.userId),
    index("events_category_idx").on(t.categoryId),
    index("events_channel_idx").on(t.channelId, t.chanSortOrder),
    index("events_channel_module_idx").on(t.channelModuleId),
    index("events_bulk_idx").on(t.bulkId),
    index("events_series_idx").on(t.seriesId, t.eventDate),
    index("events_listing_idx").on(t.eventType, t.eventDate),
    index("events_search_idx").using("gin", t.searchVector),
    // "Did you mean": the listed titles nearest a query that found nothing, nearest first (pg_trgm's
    // word-similarity distance, which a GiST index returns in order and stops after a few).
    index("events_title_trgm_idx")
      .using("gist", t.title.op("gist_trgm_ops"))
      .where(sql`${t.isPublished} and not ${t.isCancelled} and ${t.active} and ${t.channelId} is null`),
    // The public listings (search, home carousels): published, live, outside channels, by date.
    index("events_public_idx")
      .on(t.eventDate, t.eventTime, t.id)
      .where(sql`${t.isPublished} and not ${t.isCancelled} and ${t.active} and ${t.channelId} is null`),
    // The home carousels and the featured event: listed live events outside channels, soonest first.
    index("events_upcoming_idx")
      .on(t.startsAt, t.id)
      .where(
        sql`${t.isPublished} and not ${t.isRejected} and not ${t.isCancelled} and ${t.active} and ${t.channelId} is null and ${t.eventType} = 'Online Event'`,
      ),
    // The pre-recorded carousel and trending's newest: listed events outside channels, newest first.
    index("events_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublished} and not ${t.isRejected} and not ${t.isCancelled} and ${t.active} and ${t.channelId} is null`),
    // The approval queue: the few events waiting for an administrator's decision.
    index("events_waiting_idx")
      .on(t.id)
      .where(sql`not ${t.isPublished} and not ${t.isRejected} and not ${t.isCancelled}`),
    check("events_price_non_negative", sql`${t.ticketPricePence} >= 0`),
    check("events_free_has_no_price", sql`not ${t.isFree} or ${t.ticketPricePence} = 0`),
    check("events_max_participants_non_negative", sql`${t.maxParticipants} >= 0`),
    check("events_duration_non_negative", sql`${t.preRecordedDuration} is null or ${t.preRecordedDuration} >= 0`),
    check("events_bulk_count_range", sql`${t.bulkEventCount} is null or ${t.bulkEventCount} between 1 and 15`),
  ],
);

/** Rows of an event's programme: per date, a time, a title and a speaker. */
export const eventSchedule = pgTable(
  "event_schedule",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    startTime: time("start_time").notNull(),
    title: text("title").notNull(),
    speaker: text("speaker"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("event_schedule_event_idx").on(t.eventId, t.sort)],
);

/** Up to three speakers per event: slot 1, 2 or 3. */
export const eventSpeakers = pgTable(
  "event_speakers",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    pic: text("pic"),
    sort: integer("sort").notNull(),
  },
  (t) => [
    uniqueIndex("event_speakers_event_slot_unique").on(t.eventId, t.sort),
    check("event_speakers_slot_range", sql`${t.sort} between 1 and 3`),
  ],
);

/** Extras a host can list on an event (e.g. a recording sent afterwards), priced in pence. */
export const paidFeatures = pgTable(
  "paid_features",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    valuePence: integer("value_pence").notNull().default(0),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("paid_features_value_non_negative", sql`${t.valuePence} >= 0`)],
);

export const eventFeatures = pgTable(
  "event_features",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    featureId: integer("feature_id")
      .notNull()
      .references(() => paidFeatures.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.featureId] }), index("event_features_feature_idx").on(t.featureId)],
);

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: "category_tree",
  }),
  children: many(categories, { relationName: "category_tree" }),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  host: one(users, { fields: [events.userId], references: [users.id] }),
  category: one(categories, { fields: [events.categoryId], references: [categories.id] }),
  channel: one(channels, { fields: [events.channelId], references: [channels.id] }),
  channelModule: one(channelModules, { fields: [events.channelModuleId], references: [channelModules.id] }),
  schedule: many(eventSchedule),
  speakers: many(eventSpeakers),
  features: many(eventFeatures),
}));

export const eventScheduleRelations = relations(eventSchedule, ({ one }) => ({
  event: one(events, { fields: [eventSchedule.eventId], references: [events.id] }),
}));

export const eventSpeakersRelations = relations(eventSpeakers, ({ one }) => ({
  event: one(events, { fields: [eventSpeakers.eventId], references: [events.id] }),
}));

export const eventFeaturesRelations = relations(eventFeatures, ({ one }) => ({
  event: one(events, { fields: [eventFeatures.eventId], references: [events.id] }),
  feature: one(paidFeatures, { fields: [eventFeatures.featureId], references: [paidFeatures.id] }),
}));

export type Category = typeof categories.$inferSelect;
export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventType = (typeof eventType.enumValues)[number];
