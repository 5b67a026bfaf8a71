// The user as the API answers it (spec 000 §3): profile, package, review count and flags.
import { count, eq, sql } from "drizzle-orm";
import { basisPointsToPercent } from "~/lib/money";
import type { PackageSummary, UserData } from "~server/api/contract";
import type { Executor } from "~server/db/client";
import { packages, reviews, users } from "~server/db/schema";

export type UserRow = typeof users.$inferSelect;

/** Where a user goes after logging in when nothing else is asked for. */
export const DEFAULT_REDIRECT = "/home";

export function fullName(user: Pick<UserRow, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function toPackageSummary(row: typeof packages.$inferSelect): PackageSummary {
  return {
    id: row.id,
    name: row.name,
    price: row.pricePence,
    payment_handling_fee: basisPointsToPercent(row.paymentHandlingFeeBp),
    taxation_fee: basisPointsToPercent(row.taxationFeeBp),
    max_participant_in_event: row.maxParticipantInEvent,
    max_participant_in_pre_recorded_event: row.maxParticipantInPreRecordedEvent,
  };
}

/** The API's view of a user: one query for the package and the number of reviews received. */
export async function loadUserData(db: Executor, user: UserRow): Promise<UserData> {
  const [row] = await db
    .select({
      package: packages,
      totalReviews: sql<number>`(${db.select({ n: count() }).from(reviews).where(eq(reviews.reviewedUserId, user.id))})`.mapWith(Number),
    })
    .from(packages)
    .where(eq(packages.id, user.packageId))
    .limit(1);
  if (!row) throw new Error(`User ${user.id} has a missing package ${user.packageId}`);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    email: user.email,
    phone: user.phone,
    pic_url: user.pic,
    total_reviews: row.totalReviews,
    price_id: user.packageId,
    package: toPackageSummary(row.package),
    role: user.role,
    is_activated: user.activatedAt !== null,
    is_password_reset: user.isPasswordReset ? 1 : 0,
    auto_renewal: user.autoRenewal ? 1 : 0,
    plan_expire_on: user.planExpiresOn ? user.planExpiresOn.toISOString() : null,
    url_redirect: DEFAULT_REDIRECT,
  };
}

/** The same, for a user known only by id (e.g. after a payment the answer carries the fresh user). */
export async function loadUserDataById(db: Executor, userId: number): Promise<UserData | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ? loadUserData(db, user) : null;
}
