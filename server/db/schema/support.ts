// Support and site content: tickets, help centre, video tutorials, static pages and visitor forms.
import { relations } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { userReference, users } from "./accounts";

/** Support tickets ("complaints" in the API). */
export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    userId: userReference(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    message: text("message").notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("complaints_user_idx").on(t.userId, t.createdAt)],
);

export const complaintThreads = pgTable(
  "complaint_threads",
  {
    id: serial("id").primaryKey(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    // A staff reply outlives the staff member's account.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("complaint_threads_complaint_idx").on(t.complaintId, t.createdAt)],
);

export const helpCategories = pgTable("help_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** Icon name the UI maps to an image. */
  icon: text("icon"),
  sort: integer("sort").notNull().default(0),
});

export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => helpCategories.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** HTML, sanitised (server/domain/content/html.ts) before any client gets it. */
    answer: text("answer").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("faqs_category_idx").on(t.categoryId, t.sort)],
);

export const videoTutorialCategories = pgTable("video_tutorial_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  icon: text("icon"),
  sort: integer("sort").notNull().default(0),
});

export const videoTutorials = pgTable(
  "video_tutorials",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => videoTutorialCategories.id, { onDelete: "cascade" }),
    /** The tutorial's heading, as HTML. */
    description: text("description").notNull(),
    /** An mp4: a storage key or an absolute URL. */
    videoUrl: text("video_url").notNull(),
    /** WebVTT captions (a storage key or URL), when provided. */
    captionsUrl: text("captions_url"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("video_tutorials_category_idx").on(t.categoryId, t.sort)],
);

/** Static pages, keyed by the spec's page ids: 1 about, 2 business terms, 3 privacy, 5 register terms, 7 consumer terms, 8 landing about block. */
export const contentPages = pgTable("content_pages", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  subTitle: text("sub_title"),
  /** HTML, sanitised (server/domain/content/html.ts) before any client gets it. */
  value: text("value").notNull(),
  imageUrl: text("image_url"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  mobile: text("mobile").notNull(),
  query: text("query").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** "Register interest" forms on the marketing landing pages. */
export const interestRegistrations = pgTable("interest_registrations", {
  id: serial("id").primaryKey(),
  fullName: text("full_name").notNull(),
  /** What they create; absent for Web3 purchasers. */
  content: text("content"),
  email: text("email").notNull(),
  mobile: text("mobile"),
  /** Which landing page: main-site, yoga-landing, ..., web3-landing. */
  source: text("source").notNull(),
  /** Web3 page only: creator, purchaser or both. */
  creatortype: text("creatortype"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const mailingUnsubscribes = pgTable(
  "mailing_unsubscribes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    mailingListRemove: boolean("mailing_list_remove").notNull().default(false),
    changedMindConfirmation: boolean("changed_mind_confirmation").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mailing_unsubscribes_email_idx").on(t.email)],
);

export const complaintsRelations = relations(complaints, ({ one, many }) => ({
  user: one(users, { fields: [complaints.userId], references: [users.id] }),
  threads: many(complaintThreads),
}));

export const complaintThreadsRelations = relations(complaintThreads, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintThreads.complaintId], references: [complaints.id] }),
  user: one(users, { fields: [complaintThreads.userId], references: [users.id] }),
}));

export const helpCategoriesRelations = relations(helpCategories, ({ many }) => ({ faqs: many(faqs) }));

export const faqsRelations = relations(faqs, ({ one }) => ({
  category: one(helpCategories, { fields: [faqs.categoryId], references: [helpCategories.id] }),
}));

export const videoTutorialCategoriesRelations = relations(videoTutorialCategories, ({ many }) => ({
  videoTutorials: many(videoTutorials),
}));

export const videoTutorialsRelations = relations(videoTutorials, ({ one }) => ({
  category: one(videoTutorialCategories, {
    fields: [videoTutorials.categoryId],
    references: [videoTutorialCategories.id],
  }),
}));

export type Complaint = typeof complaints.$inferSelect;
export type ContentPage = typeof contentPages.$inferSelect;

/**
 * A host's email to the attendees of an event or the subscribers of a channel. The
 * subscriber-mail job expands it into outbox mails in batches: `lastRecipientId` is how far it got
 * (recipients go in user id order), moved in the same transaction as the batch's mails, so a run
 * that dies halfway sends nobody twice.
 */
export const subscriberMailings = pgTable(
  "subscriber_mailings",
  {
    id: serial("id").primaryKey(),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** event | channel */
    type: text("type").notNull(),
    typeId: integer("type_id").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** pending | done */
    status: text("status").notNull().default("pending"),
    lastRecipientId: integer("last_recipient_id").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriber_mailings_target_idx").on(t.type, t.typeId, t.createdAt), index("subscriber_mailings_pending_idx").on(t.status, t.id)],
);
