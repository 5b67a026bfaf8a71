// API access tokens: random, shown once, stored as a SHA-256 hash, revocable.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { preparedPerHandle, UNNAMED } from "~server/db/prepared";
import { apiTokens, packages, users } from "~server/db/schema";
import { reviewCountSql, USERS_ID } from "~server/domain/profiles/ratings";
import { hostsSomethingSql, rememberProfile } from "./user-data";

/** Matches the web session's 6-hour lifetime (the spec's 6-hour wipe). */
export const TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueToken(db: Executor, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(apiTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

export type TokenUser = typeof users.$inferSelect;

/** An administrator's session ends after this long without a request (the admin console's rule). */
export const ADMIN_IDLE_MS = 2 * 60 * 60 * 1000;
/** How often an administrator's token records that it was used (not on every request). */
const ADMIN_TOUCH_MS = 60 * 1000;

/** Every signed-in page's first query, with the caller's profile: built once per database handle (server/db/prepared.ts). */
const liveToken = preparedPerHandle((db) =>
  db
    .select({
      user: users,
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      createdAt: apiTokens.createdAt,
      // The caller's profile comes along: nearly every page asks for it (the header's GET user).
      package: packages,
      totalReviews: reviewCountSql(USERS_ID),
      isHost: hostsSomethingSql(USERS_ID),
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(packages, eq(packages.id, users.packageId))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder("tokenHash")), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare(UNNAMED),
);

/**
 * The user a live (unexpired, unrevoked) token belongs to, or null. An administrator's token also
 * dies after ADMIN_IDLE_MS unused: it is revoked then, and otherwise records its use.
 */
export async function findUserByToken(db: Executor, token: string, now: Date): Promise<TokenUser | null> {
  const [row] = await liveToken(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  // A deactivated account's tokens are revoked with it; this also refuses any a race let through.
  if (!row || row.user.deactivatedAt) return null;
  if (row.user.role === "admin") {
    const lastUsed = (row.lastUsedAt ?? row.createdAt).getTime();
    if (now.getTime() - lastUsed > ADMIN_IDLE_MS) {
      await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, row.tokenId));
      return null;
    }
    if (now.getTime() - lastUsed > ADMIN_TOUCH_MS) await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.tokenId));
  }
  if (row.package) rememberProfile(row.user, row.package, row.totalReviews, row.isHost);
  return row.user;
}

export async function revokeToken(db: Executor, token: string, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)));
}

/** Deletes tokens that expired or were revoked more than a day ago. */
export async function pruneTokens(db: Executor, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(apiTokens).where(or(lt(apiTokens.expiresAt, dayAgo), lt(apiTokens.revokedAt, dayAgo)));
}

/** Ends every session of a user (password change elsewhere, account deletion, deactivation). */
export async function revokeAllTokens(db: Executor, userId: number, now: Date, exceptToken?: string): Promise<void> {
  const keep = exceptToken ? hashToken(exceptToken) : null;
  const rows = await db
    .select({ id: apiTokens.id, tokenHash: apiTokens.tokenHash })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  for (const row of rows) {
    if (row.tokenHash === keep) continue;
    await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, row.id));
  }
}
