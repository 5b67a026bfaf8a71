// A user with what their profile shows beside them: the package they are on and the number of
// reviews they have received. The API shapes it into the contract's answer (server/api/users.ts).
import { eq, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { preparedPerHandle, UNNAMED } from "~server/db/prepared";
import { packages, users } from "~server/db/schema";
import { reviewCountSql } from "~server/domain/profiles/ratings";
import { notFound } from "~server/domain/errors";

export type UserRow = typeof users.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;

export interface UserProfile {
  user: UserRow;
  package: PackageRow;
  totalReviews: number;
  /** They host something: an event or a channel of theirs, whatever its status (the header's Hosting links). */
  isHost: boolean;
}

/** Whether `userId` hosts an event or a channel, in any status (two index probes). */
export function hostsSomethingSql(userId: SQLWrapper | Placeholder) {
  return sql<boolean>`(exists (select 1 from events e where e.user_id = ${userId}) or exists (select 1 from channels c where c.user_id = ${userId}))`.mapWith(Boolean);
}

/** The package and the number of reviews received, in one query built once per handle (every signed-in page asks). */
const profileOf = preparedPerHandle((db) =>
  db
    .select({
      package: packages,
      totalReviews: reviewCountSql(sql.placeholder("userId")),
      isHost: hostsSomethingSql(sql.placeholder("userId")),
    })
    .from(packages)
    .where(eq(packages.id, sql.placeholder("packageId")))
    .limit(1)
    .prepare(UNNAMED),
);

/**
 * Profiles read with the caller's token (findUserByToken), kept with that user object: the calls of
 * one page share it (server/api/index.ts), so the page's profile costs no query of its own. A write
 * looks the token up afresh, and a change of package reads the profile by id (loadUserProfileById).
 */
const readWithToken = new WeakMap<UserRow, Omit<UserProfile, "user">>();

export function rememberProfile(user: UserRow, pkg: PackageRow, totalReviews: number, isHost: boolean): void {
  readWithToken.set(user, { package: pkg, totalReviews, isHost });
}

export async function loadUserProfile(db: Executor, user: UserRow): Promise<UserProfile> {
  const known = readWithToken.get(user);
  if (known) return { user, ...known };
  const [row] = await profileOf(db).execute({ userId: user.id, packageId: user.packageId });
  if (!row) throw new Error(`User ${user.id} has a missing package ${user.packageId}`);
  return { user, package: row.package, totalReviews: row.totalReviews, isHost: row.isHost };
}

/** The same, for a user known only by id (e.g. after a change the answer carries the fresh user). */
export async function loadUserProfileById(db: Executor, userId: number): Promise<UserProfile | null> {
  const user = await findUser(db, userId);
  return user ? loadUserProfile(db, user) : null;
}

export async function findUser(db: Executor, userId: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/** A user the caller's token names; an account deleted meanwhile is "not found", with the caller's wording. */
export async function requireUserRow(db: Executor, userId: number, message = "User not found"): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw notFound(message);
  return user;
}

/** Whether any account exists (an embedded demo database seeds itself only when none does). */
export async function hasAnyUser(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}
