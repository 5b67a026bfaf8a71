// A host's rating: the number of reviews they received and the average of their ratings, rounded to
// one decimal by the pure rule of shared/host-profile.ts. The SQL fragments let a list query (the
// event cards) read both in the same query, one subquery per row on the reviews' index.
import { sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import { users } from "~server/db/schema";
import { qualified } from "~server/db/qualified";
import { averageRating } from "~shared/host-profile";

/** The user id, named with its table for the subqueries below (server/db/qualified.ts). */
export const USERS_ID: SQL = qualified(users.id);

/** The number of reviews `userId` received (a column, or a prepared query's placeholder). */
export function reviewCountSql(userId: SQLWrapper | Placeholder) {
  return sql<number>`(select count(*) from reviews r where r.reviewed_user_id = ${userId})`.mapWith(Number);
}

/** The sum of the ratings `userId` received (0 when none). */
export function ratingSumSql(userId: SQLWrapper) {
  return sql<number>`(select coalesce(sum(r.rating), 0) from reviews r where r.reviewed_user_id = ${userId})`.mapWith(Number);
}

export interface HostRating {
  /** One decimal, or null when nobody has reviewed the host. */
  average: number | null;
  totalReviews: number;
}

/** From the two figures the fragments above read. */
export function hostRating(ratingSum: number, totalReviews: number): HostRating {
  return { average: averageRating(Number(ratingSum), Number(totalReviews)), totalReviews: Number(totalReviews) };
}
