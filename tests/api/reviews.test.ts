// GET reviews/{id} and POST reviews/create (spec 001 §2.10, §5 "Review", §7): good and bad input,
// one review per reviewer per user (a second one edits the first), never of oneself, and the
// "verified" flag of a reviewer who booked an event of, or subscribed to a channel of, that user.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ReviewSavedData, ReviewsData } from "~server/api/contract";
import { channelSubscriptions, reviews, users } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createHostedChannel, createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const review = (token: string | null, body: Record<string, unknown>) => t.call<ReviewSavedData>("POST", "reviews/create", { token, body });
const reviewsOf = (id: number | string, token?: string) => t.call<ReviewsData>("GET", `reviews/${id}`, { token });

async function reviewRows(reviewedUserId: number) {
  return t.db.select().from(reviews).where(eq(reviews.reviewedUserId, reviewedUserId));
}

describe("POST reviews/create", () => {
  it("stores a review, and a second review of the same user edits the first", async () => {
    const host = await createUser(t, { firstName: "Hannah", lastName: "Host" });
    const reviewer = await createUser(t, { firstName: "Rhys", lastName: "Reviewer" });
    const token = await loginAs(t, reviewer);

    const first = await review(token, { review: "  Calm and clear.  ", rating: 4, user_id: host.id });
    expect(first.status).toBe(200);
    expect(first).toMatchObject({ success: true, message: "Review submitted successfully", data: { created: true } });

    // A form posts strings.
    const second = await review(token, { review: "Even better the second time.", rating: "5", user_id: String(host.id) });
    expect(second).toMatchObject({ success: true, message: "Review updated successfully", data: { created: false, id: first.data!.id } });

    const rows = await reviewRows(host.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reviewerId: reviewer.id, review: "Even better the second time.", rating: 5 });
  });

  it("refuses a review of oneself", async () => {
    const user = await createUser(t);
    const answer = await review(await loginAs(t, user), { review: "I am great.", rating: 5, user_id: user.id });
    expect(answer.status).toBe(403);
    expect(answer).toMatchObject({ success: false, message: "You cannot review yourself" });
    expect(await reviewRows(user.id)).toHaveLength(0);
  });

  it("refuses an empty review, a rating outside 1–5 or not a whole number, and names the field", async () => {
    const host = await createUser(t);
    const token = await loginAs(t, await createUser(t));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ review: "", rating: 3 }, "review", "Review is required"],
      [{ review: "   ", rating: 3 }, "review", "Review is required"],
      [{ rating: 3 }, "review", "Review is required"],
      [{ review: "Fine.", rating: 0 }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ review: "Fine.", rating: 6 }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ review: "Fine.", rating: "x" }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ review: "Fine.", rating: 4.5 }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ review: "Fine.", rating: -1 }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ review: "Fine." }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ review: "x".repeat(2001), rating: 4 }, "review", "Maximum 2000 characters"],
      [{ review: "Bell\u0007", rating: 4 }, "review", "Must not contain control characters"],
    ];
    for (const [body, field, message] of cases) {
      const answer = await review(token, { user_id: host.id, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.success).toBe(false);
      expect(answer.errors?.[field], JSON.stringify(body)).toContain(message);
    }
    expect(await reviewRows(host.id)).toHaveLength(0);
  });

  it("refuses an unknown, malformed or deleted user", async () => {
    const token = await loginAs(t, await createUser(t));
    expect(await review(token, { review: "Hello.", rating: 3, user_id: 2_147_483_000 })).toMatchObject({ status: 404, message: "User not found" });
    expect(await review(token, { review: "Hello.", rating: 3, user_id: "abc" })).toMatchObject({ status: 422 });
    expect(await review(token, { review: "Hello.", rating: 3, user_id: 0 })).toMatchObject({ status: 422 });
    const gone = await createUser(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect(await review(token, { review: "Hello.", rating: 3, user_id: gone.id })).toMatchObject({ status: 404, message: "User not found" });
    expect(await reviewRows(gone.id)).toHaveLength(0);
  });

  it("needs a logged-in user", async () => {
    const host = await createUser(t);
    const answer = await review(null, { review: "Hello.", rating: 3, user_id: host.id });
    expect(answer.status).toBe(401);
    expect(await reviewRows(host.id)).toHaveLength(0);
  });
});

describe("GET reviews/{id}", () => {
  it("answers the user's public card and reviews, newest first, and nothing private", async () => {
    const host = await createUser(t, { firstName: "Nia", lastName: "Okafor" });
    await t.db.update(users).set({ bio: "Pilates teacher.", creatorExp: 6, phone: "+447700900999", dateOfBirth: "1980-02-03" }).where(eq(users.id, host.id));
    const ann = await createUser(t, { firstName: "Ann", lastName: "Early" });
    const ben = await createUser(t, { firstName: "Ben", lastName: "Later" });
    expect(await review(await loginAs(t, ann), { review: "Good.", rating: 4, user_id: host.id })).toMatchObject({ status: 200 });
    const benToken = await loginAs(t, ben);
    t.setNow(new Date(Date.now() + 60_000));
    expect(await review(benToken, { review: "Great.", rating: 5, user_id: host.id })).toMatchObject({ status: 200 });
    t.setNow(null);

    const answer = await reviewsOf(host.id);
    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    const { user, reviews: list, can_review, my_review } = answer.data!;
    expect(user).toMatchObject({ id: host.id, full_name: "Nia Okafor", slug: "nia-okafor", bio: "Pilates teacher.", creator_exp: 6, total_reviews: 2, average_rating: 4.5 });
    expect(list.map((item) => [item.full_name, item.rating, item.review, item.user_id])).toEqual([
      ["Ben Later", 5, "Great.", ben.id],
      ["Ann Early", 4, "Good.", ann.id],
    ]);
    expect(Date.parse(list[0]!.created_at)).toBeGreaterThan(Date.parse(list[1]!.created_at));
    // A visitor may not write one.
    expect(can_review).toBe(false);
    expect(my_review).toBeNull();

    const text = JSON.stringify(answer);
    for (const secret of [host.email, "+447700900999", "1980-02-03", ann.email, "password", "package", "date_of_birth", "dob"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("tells a logged-in reader whether they may review, and gives back their own review", async () => {
    const host = await createUser(t);
    const reader = await createUser(t);
    const readerToken = await loginAs(t, reader);
    expect(await reviewsOf(host.id, readerToken)).toMatchObject({ data: { can_review: true, my_review: null, reviews: [] } });
    await review(readerToken, { review: "Lovely.", rating: 3, user_id: host.id });
    expect(await reviewsOf(host.id, readerToken)).toMatchObject({ data: { can_review: true, my_review: { review: "Lovely.", rating: 3 } } });
    expect(await reviewsOf(host.id, await loginAs(t, host))).toMatchObject({ data: { can_review: false } });
  });

  it("marks a review verified only once its writer booked an event of, or subscribed to a channel of, that host", async () => {
    const host = await createUser(t);
    const otherHost = await createUser(t);
    const booker = await createUser(t);
    const subscriber = await createUser(t);
    const stranger = await createUser(t);
    for (const user of [booker, subscriber, stranger]) {
      await review(await loginAs(t, user), { review: "Thoughts.", rating: 4, user_id: host.id });
    }
    const verified = async () =>
      Object.fromEntries((await reviewsOf(host.id)).data!.reviews.map((item) => [item.user_id, item.verified]));
    expect(await verified()).toEqual({ [booker.id]: false, [subscriber.id]: false, [stranger.id]: false });

    // Bookings of another host's event, and a cancelled booking, do not count.
    await bookEvent(t.db, { eventId: await createHostedEvent(t.db, otherHost.row), userId: stranger.id });
    await bookEvent(t.db, { eventId: await createHostedEvent(t.db, host.row), userId: stranger.id, status: "cancelled" });
    await bookEvent(t.db, { eventId: await createHostedEvent(t.db, host.row), userId: booker.id });
    await t.db.insert(channelSubscriptions).values({ channelId: await createHostedChannel(t.db, host.row), userId: subscriber.id });
    expect(await verified()).toEqual({ [booker.id]: true, [subscriber.id]: true, [stranger.id]: false });
  });

  it("answers 404 for an unknown, malformed or deleted user", async () => {
    expect(await reviewsOf(2_147_483_000)).toMatchObject({ status: 404, success: false, message: "User not found" });
    expect(await reviewsOf(99_999_999_999)).toMatchObject({ status: 404 });
    expect(await reviewsOf("abc")).toMatchObject({ status: 404 });
    const gone = await createUser(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(and(eq(users.id, gone.id)));
    expect(await reviewsOf(gone.id)).toMatchObject({ status: 404 });
  });
});
