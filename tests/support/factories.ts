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
