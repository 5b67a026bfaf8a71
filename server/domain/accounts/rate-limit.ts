// Fixed-window rate limits kept in the rate_limits table, so every app server shares them.
// One atomic upsert per attempt: the counter restarts when its window has passed.
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { rateLimited, type DomainError } from "~server/domain/errors";
import type { Executor } from "~server/db/client";
import { rateLimits } from "~server/db/schema";

export interface RateLimitRule {
  /** What is limited, e.g. "login:account". Part of the key. */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait 15 minutes and try again.";

/**
 * The limits of the account calls. Failed logins count; a successful login clears its counters.
 * Logins are refused per account at one address and per address, never per account alone (a
 * stranger must not be able to lock an account): the account as a whole is slowed down instead.
 */
export const rateLimitRules = {
  loginPerAccountAtIp: { name: "login:account-ip", limit: 5, windowMs: FIFTEEN_MINUTES },
  loginPerIp: { name: "login:ip", limit: 20, windowMs: FIFTEEN_MINUTES },
  /** Failures on the account from any address: beyond `limit`, each attempt waits (loginDelayMs). */
  loginSlowdownPerAccount: { name: "login:account", limit: 5, windowMs: FIFTEEN_MINUTES },
  forgotPasswordPerAccount: { name: "forgot-password:account", limit: 3, windowMs: FIFTEEN_MINUTES },
  forgotPasswordPerIp: { name: "forgot-password:ip", limit: 10, windowMs: FIFTEEN_MINUTES },
  signupPerIp: { name: "signup:ip", limit: 10, windowMs: FIFTEEN_MINUTES },
  resendActivationPerUser: { name: "resend-activation:user", limit: 5, windowMs: FIFTEEN_MINUTES },
  /** Wrong current passwords on change-password and delete-account (a stolen session guessing). */
  passwordCheckPerUser: { name: "password-check:user", limit: 5, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;

export interface RateLimitState {
  key: string;
  count: number;
  limited: boolean;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** A subject (an e-mail or client address) as it may be stored: a digest, never the address itself. */
export function subjectDigest(subject: string | number): string {
  return createHash("sha256").update(String(subject).trim().toLowerCase()).digest("base64url").slice(0, 32);
}

/** The key of a rule for one subject. E-mail addresses are hashed: the table holds no addresses. */
export function rateLimitKey(rule: RateLimitRule, subject: string | number): string {
  return `${rule.name}:${subjectDigest(subject)}`;
}

/** Counts one attempt and tells whether the subject is now over the limit. Atomic under concurrency. */
export async function hitRateLimit(db: Executor, rule: RateLimitRule, subject: string | number, now: Date): Promise<RateLimitState> {
  const key = rateLimitKey(rule, subject);
  const nowText = now.toISOString();
  const windowExpired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowExpired} then ${nowText}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const windowEnd = row.windowStart.getTime() + rule.windowMs;
  return {
    key,
    count: row.count,
    limited: row.count > rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/** Counts one attempt and refuses it with 429 and Retry-After when the subject is over the limit. */
export async function enforceRateLimit(db: Executor, rule: RateLimitRule, subject: string | number, now: Date): Promise<RateLimitState> {
  const state = await hitRateLimit(db, rule, subject, now);
  if (state.limited) throw tooManyAttempts(state.retryAfterSeconds);
  return state;
}

export function tooManyAttempts(retryAfterSeconds: number): DomainError {
  return rateLimited(TOO_MANY_ATTEMPTS, retryAfterSeconds);
}

/** Gives back one counted attempt (an attempt that turned out not to count, e.g. a successful one). */
export async function refundRateLimit(db: Executor, rule: RateLimitRule, subject: string | number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, rateLimitKey(rule, subject)));
}

/** Clears a subject's counter (a successful login clears its account's failures). */
export async function resetRateLimit(db: Executor, rule: RateLimitRule, subject: string | number): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(rule, subject)));
}

const FIRST_DELAY_MS = 250;
export const MAX_LOGIN_DELAY_MS = 8000;

/**
 * How long a login waits after `failures` failures on its account (from any address) in the window:
 * nothing up to the rule's limit, then 250 ms doubling with each further failure, at most 8 s.
 */
export function loginDelayMs(failures: number, rule: RateLimitRule = rateLimitRules.loginSlowdownPerAccount): number {
  const beyond = failures - rule.limit;
  if (beyond < 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(beyond, 16), MAX_LOGIN_DELAY_MS);
}

/** The longest a slowed-down attempt may queue for its turn; later ones are refused at once. */
export const MAX_LOGIN_QUEUE_MS = 30_000;

/**
 * Takes the subject's next turn of `delayMs` and answers how long to wait until it ends, or null when
 * that would be more than `maxWaitMs` away: the attempt is refused, takes no turn, and holds nothing
 * (a flood of guesses would otherwise queue for hours, each holding a connection). A turn starts when
 * the last one taken ends (or now), so slowed-down attempts wait one after another, not side by side,
 * whichever app machine each reaches: 30 guesses at once take the sum of their delays, not the
 * longest. One atomic update, and nothing is held while the attempt waits (no lock, no connection:
 * PGlite has one, and a pool drained by waiting guesses would stop every request).
 */
export async function takeTurn(db: Executor, rule: RateLimitRule, subject: string | number, now: Date, delayMs: number, maxWaitMs = MAX_LOGIN_QUEUE_MS): Promise<number | null> {
  const nowText = now.toISOString();
  const turnEnd = sql`greatest(${rateLimits.turnEndsAt}, ${nowText}::timestamptz) + ${delayMs} * interval '1 millisecond'`;
  const key = rateLimitKey(rule, subject);
  const [row] = await db
    .update(rateLimits)
    .set({ turnEndsAt: turnEnd })
    .where(and(eq(rateLimits.key, key), sql`${turnEnd} <= ${nowText}::timestamptz + ${maxWaitMs} * interval '1 millisecond'`))
    .returning({ turnEndsAt: rateLimits.turnEndsAt });
  if (row?.turnEndsAt) return Math.max(0, row.turnEndsAt.getTime() - now.getTime());
  // No turn taken: the queue is full, or the counter was cleared meanwhile (a successful login), when
  // this attempt waits its own delay.
  const [held] = await db.select({ key: rateLimits.key }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return held ? null : delayMs;
}

/** Removes counters whose window ended long ago; for a periodic clean-up. */
export async function pruneRateLimits(db: Executor, now: Date, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - olderThanMs)));
}

/** Whether an IP can be limited: "unknown" (no HTTP server in front) would lump every caller together. */
export function isKnownIp(ip: string | null | undefined): ip is string {
  return Boolean(ip) && ip !== "unknown";
}
