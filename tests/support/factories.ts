// Factories the tests share: users made through the accounts domain (the rules the demo seed and a
// signup obey) and hosts with an event made through the seed's creation functions. Each call makes
// new rows with unique addresses, so tests can share one database.
import { randomUUID } from "node:crypto";
import type { Executor } from "~server/db/client";
import { FREE_PACKAGE_ID } from "~server/db/reference/packages";
import { createChannel, type ChannelInput } from "~server/db/seed/channels";
import { createEvent, type EventInput } from "~server/db/seed/events";
import { bookings, transactions, uploads } from "~server/db/schema";
import { createAccount } from "~server/domain/accounts/creation";
import { UPLOAD_RULES, type UploadPurpose } from "~server/domain/uploads/purposes";
import type { UserRow } from "~server/domain/accounts/user-data";

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

let bookingCounter = 0;

/** A booking of the event by the user (paid when amountPence > 0, with its succeeded payment). */
export async function createBooking(
  db: Executor,
  input: { eventId: number; userId: number; amountPence?: number; status?: "booked" | "cancelled" },
): Promise<{ bookingId: number; transactionId: number | null }> {
  bookingCounter += 1;
  const amountPence = input.amountPence ?? 0;
  const [booking] = await db
    .insert(bookings)
    .values({
      bookingRef: `MQ-T${process.pid}X${bookingCounter}`,
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
      idempotencyKey: `test-booking-${process.pid}-${bookingCounter}`,
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
