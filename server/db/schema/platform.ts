// Platform plumbing: outgoing mail, processed webhooks, uploads and settings.
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** The mail as it is sent (secrets included); kept only until it is sent or given up. */
export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (text content, e.g. an .ics calendar entry). */
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

/** A small text file attached to a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every mail the product sends, recorded in the same transaction as the change that caused it and
 * delivered afterwards by the mail-delivery job (server/jobs). The columns to, subject, text and
 * html are the recorded copy, secrets replaced by "[hidden]"; `payload` is what is sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** What the mail is for, e.g. "activation", "temporary-password", "welcome". */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The last delivery error (null once sent). */
    error: text("error"),
    /** Pending while not null: cleared when the mail is sent or delivery is given up. */
    payload: jsonb("payload").$type<MailPayload>(),
    /** Delivery attempts made (each one counted when it starts). */
    attempts: integer("attempts").notNull().default(0),
    /** Not tried again before this time (backoff after a failure, lease while an attempt runs). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_unsent_idx").on(t.sentAt),
    index("mail_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.payload} is not null`),
  ],
);

/** Payment-provider webhook events already handled: a webhook is applied once. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Files in object storage. Paid media is private and served only through short-lived signed URLs. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    key: text("key").notNull().unique(),
    /** The storage folder: event-images, full-videos, documents, ... */
    folder: text("folder").notNull(),
    visibility: text("visibility").notNull().default("public"),
    contentType: text("content_type"),
    size: bigint("size", { mode: "number" }),
    originalName: text("original_name"),
    /** pending → checking → uploaded → attached → released (server/domain/uploads/attach.ts). */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [index("uploads_user_idx").on(t.userId), index("uploads_status_idx").on(t.status, t.createdAt)],
);

/** Site settings an admin can change without a deploy (e.g. which landing "/" shows). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Setting = typeof settings.$inferSelect;
export const settingsKeys = {
  rootLanding: "root_landing",
  voucherOfferEnds: "voucher_offer_ends",
  socialFeedUrl: "social_feed_url",
  /** Set (true) once an administrator changes the help centre or the tutorials: the reference data then leaves them alone. */
  helpCentreEdited: "help_centre_edited",
  tutorialsEdited: "tutorials_edited",
} as const;

/**
 * What administrators did, written in the same transaction as the change (server/domain/admin/audit.ts):
 * who, what, which object, before and after, when and from which address. Append-only: a trigger
 * (migration 0020) refuses UPDATE and DELETE, and no foreign key ties a row to a user, so deleting an
 * account keeps the record (the admin's e-mail is copied into it).
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt), index("admin_audit_log_object_idx").on(t.objectType, t.objectId)],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
