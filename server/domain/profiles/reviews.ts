// Reviews of users (spec 001 §2.10, 000 §2 Reviews page): one per reviewer per reviewed user — a
// second one edits the first (an upsert on the unique index reviews_one_per_reviewer) — never of
// oneself. A review is "verified" when its writer booked an event of, or subscribed to a channel
// of, the reviewed user (the flag is read with the list, in the same query).
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { reviewMessages, type ReviewInput } from "~shared/schemas/review";
import type { Executor } from "~server/db/client";
import { reviews, users } from "~server/db/schema";
import { forbidden, notFound } from "~server/domain/errors";

export interface SavedReview {
  id: number;
  /** False when the reviewer's earlier review was edited. */
  created: boolean;
}

/** A user who can be shown or reviewed: exists and has not deleted their account. */
export async function findPublicUser(db: Executor, userId: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/** Writes the reviewer's review of `input.user_id`, or edits the one they wrote before. */
export async function saveReview(db: Executor, reviewerId: number, input: ReviewInput, now: Date): Promise<SavedReview> {
  if (input.user_id === reviewerId) throw forbidden(reviewMessages.self);
  if (!(await findPublicUser(db, input.user_id))) throw notFound(reviewMessages.userNotFound);
  const [row] = await db
    .insert(reviews)
    .values({ reviewerId, reviewedUserId: input.user_id, review: input.review, rating: input.rating, createdAt: now })
    .onConflictDoUpdate({
      target: [reviews.reviewerId, reviews.reviewedUserId],
      // The edited review is dated when it was last written.
      set: { review: input.review, rating: input.rating, createdAt: now },
    })
    // xmax is 0 for a row this statement inserted, and the updating transaction's id otherwise.
    .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, created: Boolean(row!.created) };
}

export interface ReviewRow {
  id: number;
  reviewerId: number;
  reviewerFirstName: string;
  reviewerLastName: string;
  reviewerPic: string | null;
  review: string;
  rating: number;
  createdAt: Date;
  verified: boolean;
}

/** The reviews `userId` received, newest first, with each reviewer and the verified flag: one query. */
export async function listReviews(db: Executor, userId: number): Promise<ReviewRow[]> {
  const rows = await db
    .select({
      id: reviews.id,
      reviewerId: reviews.reviewerId,
      reviewerFirstName: users.firstName,
      reviewerLastName: users.lastName,
      reviewerPic: users.pic,
      review: reviews.review,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
      verified: sql<boolean>`(
        exists (select 1 from bookings b join events e on e.id = b.event_id
                where b.user_id = ${reviews.reviewerId} and e.user_id = ${reviews.reviewedUserId} and b.status = 'booked')
        or exists (select 1 from channel_subscriptions s join channels c on c.id = s.channel_id
                   where s.user_id = ${reviews.reviewerId} and c.user_id = ${reviews.reviewedUserId}))`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.reviewedUserId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({ ...row, verified: Boolean(row.verified) }));
}
