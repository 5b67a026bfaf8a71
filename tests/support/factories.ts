// Factories the tests share: users made through the accounts domain (the rules the demo seed and a
// signup obey) and hosts with an event made through the seed's creation functions. Each call makes
// new rows with unique addresses, so tests can share one database.
import type { Executor } from "~server/db/client";
import { FREE_PACKAGE_ID } from "~server/db/reference/packages";
import { createChannel, type ChannelInput } from "~server/db/seed/channels";
import { createEvent, type EventInput } from "~server/db/seed/events";
import { createAccount } from "~server/domain/accounts/creation";
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
