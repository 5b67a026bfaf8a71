// Logging in and out. A login takes the password, or the temporary password of a forgotten-password
// request while it is unexpired: using it makes it the password and sets is_password_reset, so the
// user is asked to choose a new one. Failed attempts are refused per account at one IP and per IP,
// and slow the account down as a whole (a growing delay, one guess after another across every app
// machine; a guess that would queue more than 30 s is refused at once: rate-limit.ts, takeTurn).
import { and, eq } from "drizzle-orm";
import type { LoginInput } from "~shared/schemas/account";
import { unauthenticated } from "~server/domain/errors";
import { users } from "~server/db/schema";
import type { Services } from "~server/services";
import { hashPassword, verifyPassword } from "./passwords";
import { findUserByEmail } from "./registration";
import { hitRateLimit, isKnownIp, loginDelayMs, MAX_LOGIN_QUEUE_MS, rateLimitRules, refundRateLimit, resetRateLimit, takeTurn, tooManyAttempts } from "./rate-limit";
import { issueToken, revokeToken } from "./tokens";
import { loadUserProfile, type UserProfile } from "./user-data";

export const INVALID_LOGIN = "Invalid email or password";
export const LOGIN_SUCCESS = "You are now logged in.";
/** Said only after the right password, so it tells a stranger nothing about who has an account. */
export const ACCOUNT_DEACTIVATED = "This account has been deactivated. Please contact support.";

// A real hash to check unknown addresses against, so they take as long as known ones.
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`not-a-password-${Math.random()}`);
  return dummyHash;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function login(services: Services, input: LoginInput, clientIp: string): Promise<{ profile: UserProfile; accessToken: string }> {
  const { db } = services;
  const now = services.now();
  const email = input.email.trim().toLowerCase();

  // Count the attempt first (atomically), so concurrent guesses cannot slip past the limit.
  // The pair is hashed into the key like any subject: the table holds neither address.
  const accountAtIp = `${email} ${clientIp}`;
  const pair = await hitRateLimit(db, rateLimitRules.loginPerAccountAtIp, accountAtIp, now);
  const ip = isKnownIp(clientIp) ? await hitRateLimit(db, rateLimitRules.loginPerIp, clientIp, now) : null;
  if (pair.limited || ip?.limited) {
    throw tooManyAttempts(Math.max(pair.limited ? pair.retryAfterSeconds : 0, ip?.limited ? ip.retryAfterSeconds : 0));
  }
  // Guesses from many addresses slow the account down instead (refused attempts above do not count),
  // one at a time: each waits for the turns taken before it, then its own delay.
  const account = await hitRateLimit(db, rateLimitRules.loginSlowdownPerAccount, email, now);
  const delay = loginDelayMs(account.count - 1);
  if (delay > 0) {
    const wait = await takeTurn(db, rateLimitRules.loginSlowdownPerAccount, email, now, delay);
    // More guesses queued than MAX_LOGIN_QUEUE_MS holds: refused at once, with when to try again.
    if (wait === null) throw tooManyAttempts(Math.ceil(MAX_LOGIN_QUEUE_MS / 1000));
    await (services.sleep ?? sleep)(wait);
  }

  const user = await findUserByEmail(services, email);
  if (!user || user.deletedAt) {
    await verifyPassword(await timingDummyHash(), input.password);
    throw unauthenticated(INVALID_LOGIN);
  }

  let usedTemporaryPassword = false;
  let valid = await verifyPassword(user.passwordHash, input.password);
  if (!valid && user.tempPasswordHash && user.tempPasswordExpiresAt && user.tempPasswordExpiresAt > now) {
    valid = await verifyPassword(user.tempPasswordHash, input.password);
    usedTemporaryPassword = valid;
  }
  if (!valid) throw unauthenticated(INVALID_LOGIN);
  if (user.deactivatedAt) throw unauthenticated(ACCOUNT_DEACTIVATED);

  let current = user;
  if (usedTemporaryPassword && user.tempPasswordHash) {
    // The temporary password becomes the password (the old one stops working) and must be changed.
    const [updated] = await db
      .update(users)
      .set({ passwordHash: user.tempPasswordHash, isPasswordReset: true, tempPasswordHash: null, tempPasswordExpiresAt: null, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.tempPasswordHash, user.tempPasswordHash)))
      .returning();
    if (updated) current = updated;
    else [current] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  }

  await resetRateLimit(db, rateLimitRules.loginPerAccountAtIp, accountAtIp);
  await resetRateLimit(db, rateLimitRules.loginSlowdownPerAccount, email);
  if (ip) await refundRateLimit(db, rateLimitRules.loginPerIp, clientIp);

  const accessToken = await issueToken(db, current.id, now);
  return { profile: await loadUserProfile(db, current), accessToken };
}

/** POST logout: this token stops working; the user's other sessions carry on. */
export async function logout(services: Services, token: string): Promise<void> {
  await revokeToken(services.db, token, services.now());
}
