// Factories the tests share: users made through the accounts domain (the rules the demo seed and a
// signup obey) and hosts with an event made through the seed's creation functions. Each call makes
// new rows with unique addresses, so tests can share one database.
import { randomUUID } from "node:crypto";
import type { Executor } from "~server/db/client";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { createChannel, type ChannelInput } from "~server/seed/channels";
import { createEvent, type EventInput } from "~server/seed/events";
import { createAccount } from "~server/domain/accounts/creation";
import type { UserRow } from "~server/domain/accounts/user-data";
import { bookings, categories, paidFeatures, transactions, uploads } from "~server/db/schema";
import { UPLOAD_STATUS } from "~server/domain/uploads/attach";
import { UPLOAD_RULES, type UploadPurpose } from "~server/domain/uploads/purposes";

/** Meets the registration rule (8+ characters, an uppercase, a lowercase, a digit). */
// Not a common password (signup and change-password refuse those).
export const TEST_PASSWORD = "Daybreak2024";
/** When factory users were activated, unless a test says otherwise. */
export const ACTIVATED_AT = new Date("2024-01-01T00:00:00Z");

let emailCounter = 0;
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}-${process.pid}-${emailCounter}@example.com`;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  row: UserRow;
}

export interface UserOptions {
  email?: string;
  password?: string;
  /** Activated (the default) or waiting for the activation link. */
  activated?: boolean;
  role?: "user" | "admin";
  packageId?: number;
  firstName?: string;
  lastName?: string;
  now?: Date;
}

/** An account, activated unless asked, on the free package unless another is named. */
export async function createUser(db: Executor, options: UserOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const row = await createAccount(
    db,
    {
      firstName: options.firstName ?? "Test",
      lastName: options.lastName ?? "User",
      email,
      password,
      role: options.role ?? "user",
      packageId: options.packageId ?? FREE_PACKAGE_ID,
      activatedAt: options.activated === false ? null : ACTIVATED_AT,
    },
    options.now ?? new Date(),
  );
  return { id: row.id, email: row.email, password, row };
}

/** A published live event of the host's (tomorrow unless given), seats from the host's package. */
export async function createHostedEvent(
  db: Executor,
  host: { id: number; packageId?: number },
  overrides: Partial<EventInput> = {},
): Promise<number> {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return createEvent(db, { id: host.id, packageId: host.packageId ?? FREE_PACKAGE_ID }, {
    title: "Evening yoga",
    eventType: "Online Event",
    eventDate: tomorrow,
    eventTime: "18:00",
    ...overrides,
  });
}

/** A host (on the given package, else the free one) with one published event. */
export async function createHostWithEvent(
  db: Executor,
  options: UserOptions & { event?: Partial<EventInput> } = {},
): Promise<{ host: TestUser; eventId: number }> {
  const { event, ...userOptions } = options;
  const host = await createUser(db, userOptions);
  const eventId = await createHostedEvent(db, host.row, event);
  return { host, eventId };
}

/** A published, active monthly channel of the host's. */
export async function createHostedChannel(
  db: Executor,
  host: { id: number; packageId?: number },
  overrides: Partial<ChannelInput> = {},
): Promise<number> {
  return createChannel(db, { id: host.id, packageId: host.packageId ?? FREE_PACKAGE_ID }, {
    title: "Pilates club",
    pricePence: 999,
    eventType: "Live Events",
    isMonthlySubscription: true,
    ...overrides,
  });
}

/** A pre-recorded event of the host's (published unless told otherwise). */
export async function createPreRecordedEvent(
  db: Executor,
  host: { id: number; packageId?: number },
  overrides: Partial<EventInput> = {},
): Promise<number> {
  return createHostedEvent(db, host, {
    title: "Morning stretch",
    eventType: "Pre Recorded",
    eventDate: null,
    eventTime: null,
    description: "A recorded class for every morning.",
    ticketPricePence: 500,
    ...overrides,
  });
}

/** The parent of a bulk of `count` pre-recorded events, as events/create with is_bulk_event leaves it. */
export async function createBulkParent(
  db: Executor,
  host: { id: number; packageId?: number },
  count: number,
  overrides: Partial<EventInput> = {},
): Promise<number> {
  return createPreRecordedEvent(db, host, { isBulkEvent: true, bulkEventCount: count, isPublished: false, ...overrides });
}

let paidBookingCounter = 0;

/** A booking of the event by the user (paid when amountPence > 0, with its succeeded payment). */
export async function bookEvent(
  db: Executor,
  input: { eventId: number; userId: number; amountPence?: number; status?: "booked" | "cancelled" },
): Promise<{ bookingId: number; transactionId: number | null }> {
  paidBookingCounter += 1;
  const amountPence = input.amountPence ?? 0;
  const [booking] = await db
    .insert(bookings)
    .values({
      bookingRef: `MQ-P${process.pid}X${paidBookingCounter}`,
      eventId: input.eventId,
      userId: input.userId,
      amountPence,
      status: input.status ?? "booked",
    })
    .returning({ id: bookings.id });
  if (amountPence === 0) return { bookingId: booking.id, transactionId: null };
  const [payment] = await db
    .insert(transactions)
    .values({
      userId: input.userId,
      transactionType: "event_booking",
      amountPence,
      subtotalPence: amountPence,
      status: "succeeded",
      idempotencyKey: `test-booking-${process.pid}-${paidBookingCounter}`,
      eventId: input.eventId,
      bookingId: booking.id,
    })
    .returning({ id: transactions.id });
  return { bookingId: booking.id, transactionId: payment.id };
}

/** A finished upload of the user's for the purpose (status uploaded), as uploads/complete leaves it; returns its key. */
export async function createUpload(
  db: Executor,
  input: { userId: number; purpose: UploadPurpose; contentType?: string; status?: string },
): Promise<string> {
  const rule = UPLOAD_RULES[input.purpose];
  const extension = rule.kind === "image" ? ".jpg" : rule.kind === "video" ? ".mp4" : ".pdf";
  const key = `${rule.folder}/${randomUUID()}${extension}`;
  await db.insert(uploads).values({
    userId: input.userId,
    key,
    folder: rule.folder,
    visibility: rule.visibility,
    contentType: input.contentType ?? rule.contentTypes[0],
    size: 1024,
    status: input.status ?? "uploaded",
  });
  return key;
}

/** "YYYY-MM-DD", `days` from today (UTC). */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A valid live event form as POST events/create takes it (JSON), for tomorrow 18:00–19:00, £12.50.
 * Its photo key must name an upload of the poster's (see `createUploadedFile`) for a save to pass.
 */
export function eventForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const tomorrow = dateFromToday(1);
  return {
    title: "Sunrise flow",
    category_id: 1,
    event_type: "Online Event",
    description: "A gentle hour of yoga to start the day.",
    event_date: tomorrow,
    end_date: tomorrow,
    event_time: "18:00",
    end_time: "19:00",
    time_zone: "Europe/London",
    ticket_price: "12.50",
    is_free: false,
    is_recurring_event: false,
    can_cancel: false,
    features: [],
    photos: ["event-images/sample-photo.jpg"],
    ...overrides,
  };
}

let fileCounter = 0;
/**
 * A file the storage has confirmed for `userId` (status "uploaded", as the upload flow leaves it),
 * ready for a form to attach; returns its key. `userId` null: nobody's.
 */
export async function createUploadedFile(db: Executor, userId: number | null, purpose: UploadPurpose, status: string = UPLOAD_STATUS.uploaded): Promise<string> {
  fileCounter += 1;
  const rule = UPLOAD_RULES[purpose];
  const extension = rule.kind === "image" ? "jpg" : rule.kind === "video" ? "mp4" : "pdf";
  const key = `${rule.folder}/${process.pid}-${fileCounter}-test.${extension}`;
  await db.insert(uploads).values({ userId, key, folder: rule.folder, visibility: rule.visibility, contentType: rule.contentTypes[0], size: 1000, status });
  return key;
}

let categoryCounter = 0;
/** An event category (a parent unless `parentId` is given); returns its id. */
export async function createCategory(db: Executor, options: { name?: string; parentId?: number; kind?: "event" | "channel" | "both" } = {}): Promise<number> {
  categoryCounter += 1;
  const [row] = await db
    .insert(categories)
    .values({ name: options.name ?? `Category ${process.pid}-${categoryCounter}`, parentId: options.parentId ?? null, kind: options.kind ?? "both" })
    .returning({ id: categories.id });
  return row!.id;
}

/** A paid feature hosts can list on events; returns its id. */
export async function createPaidFeature(db: Executor, options: { name?: string; valuePence?: number; active?: boolean } = {}): Promise<number> {
  const [row] = await db
    .insert(paidFeatures)
    .values({ name: options.name ?? "Recording sent afterwards", valuePence: options.valuePence ?? 500, active: options.active ?? true })
    .returning({ id: paidFeatures.id });
  return row!.id;
}

let bookingCounter = 0;
/** A booked seat of `userId` on the event; returns the booking id. */
export async function createBooking(db: Executor, eventId: number, userId: number): Promise<number> {
  bookingCounter += 1;
  const [row] = await db
    .insert(bookings)
    .values({ bookingRef: `MQ-T${process.pid}-${bookingCounter}`, eventId, userId, amountPence: 0 })
    .returning({ id: bookings.id });
  return row!.id;
}

/** A package's form as the console posts it (pounds, percentages, whole-number limits), with overrides. */
export function packageForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Creator",
    price: "9.99",
    tenure: "monthly",
    commission_live_event: "7.5",
    commission_pre_recorded_event: "7.5",
    commission_subscription_user: "7.5",
    payment_handling_fee: "2",
    taxation_fee: "20",
    no_of_channel: "5",
    max_participant_in_event: "100",
    max_participant_in_pre_recorded_event: "500",
    max_subscriber_in_channel: "250",
    no_of_event_in_channel: "50",
    ...overrides,
  };
}
