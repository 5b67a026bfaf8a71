// Helpers of the account API tests: the free package, users made through the shared factories, logins.
import { eq, sql } from "drizzle-orm";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { packages, users } from "~server/db/schema";
import type { LoginData } from "~server/api/contract";
import type { TestApi } from "~tests/support/api";
import { createUser as createFactoryUser, TEST_PASSWORD, uniqueEmail, type TestUser, type UserOptions } from "~tests/support/factories";

export { uniqueEmail, type TestUser };
export const PASSWORD = TEST_PASSWORD;

/**
 * The packages these tests assert on: a free one (FREE_PACKAGE_ID) and a paid one (id 2), with
 * values of their own so that the answers' figures come from the database, not from the seed.
 */
export async function ensurePackages(t: TestApi): Promise<void> {
  await t.db
    .insert(packages)
    .values([
      { id: FREE_PACKAGE_ID, name: "Free", pricePence: 0, taxationFeeBp: 2000, paymentHandlingFeeBp: 250, maxParticipantInEvent: 10, maxParticipantInPreRecordedEvent: 20 },
      { id: 2, name: "Premium", pricePence: 1999, maxParticipantInEvent: 100 },
    ])
    .onConflictDoNothing();
  await t.db.execute(sql`select setval(pg_get_serial_sequence('packages', 'id'), (select max(id) from packages))`);
}

let ipCounter = 0;
/** A fresh client IP, so that one test's attempts do not count against another's. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** A valid registration payload, as JSON would send it. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = typeof overrides.email === "string" ? overrides.email : uniqueEmail("new");
  return {
    first_name: "Ada",
    last_name: "Lovelace",
    email,
    email_confirmation: email,
    dateOfBirth: "1990-05-17",
    password: PASSWORD,
    password_confirmation: PASSWORD,
    acceptTerms: true,
    isover16: true,
    acceptContact: false,
    ...overrides,
  };
}

/** A user made through the accounts domain (faster than signing up, and activated unless asked). */
export function createUser(t: TestApi, options: UserOptions = {}): Promise<TestUser> {
  return createFactoryUser(t.db, options);
}

export async function loginAs(t: TestApi, user: { email: string; password: string }, ip = nextIp()): Promise<string> {
  const answer = await t.call<LoginData>("POST", "login", { body: { email: user.email, password: user.password }, ip });
  if (!answer.success || !answer.data) throw new Error(`login failed: ${answer.status} ${answer.message}`);
  return answer.data.access_token;
}

export async function userRow(t: TestApi, id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function countUsers(t: TestApi): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}

/** The link (or any URL) of the last mail sent to an address. */
export function lastMailTo(t: TestApi, email: string) {
  const mail = [...t.mails].reverse().find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}
