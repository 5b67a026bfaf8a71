// Host profiles and reviews (spec 001 §2.8, §2.10, §7): GET user-profile/{id}[/{viewerId}],
// GET reviews/{id} and POST reviews/create. Public calls read the optional logged-in caller from the
// token; a viewer id in the path is read and ignored. Answers carry a user's public fields only.
import { Hono } from "hono";
import { slugify } from "~shared/event-urls";
import { reviewMessages} from "~shared/schemas/review";
import { loadChannelCards } from "~server/domain/channels/catalogue";
import { loadListedCards } from "~server/domain/discovery/series";
import type { PublicUser } from "~server/domain/profiles/host-profile";
import { loadHostProfile, loadPublicUser, pathUserId } from "~server/domain/profiles/host-profile";
import { profileFields } from "~server/domain/profiles/profile-fields";
import type { HostRating } from "~server/domain/profiles/ratings";
import { listReviews, saveReview } from "~server/domain/profiles/reviews";
import type { ObjectStorage } from "~server/integrations/storage/types";
import type { ApiEnv } from "./context";
import type { HostProfileData, PublicUserData } from "./contract";
import { publicUrl } from "~server/domain/uploads/uploads";
import { toChannelCardData } from "./channel-catalogue";
import { toPublicEvent } from "./public-events";
import { defineCall, type CallInput } from "./router";

export const profileRoutes = new Hono<ApiEnv>();

export function publicUserData(user: PublicUser, rating: HostRating, storage: Pick<ObjectStorage, "publicUrl">): PublicUserData {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    ...profileFields(user, storage),
    full_name: fullName,
    slug: slugify(fullName, "host"),
    profile_video: publicUrl(storage, user.profileVideo),
    total_reviews: rating.totalReviews,
    average_rating: rating.average,
  };
}

async function hostProfile({ services, user: viewer, context }: Pick<CallInput<"GET user-profile/:id">, "services" | "user" | "context">): Promise<{ user: HostProfileData }> {
  const { db, storage } = services;
  const now = services.now();
  const profile = await loadHostProfile(db, pathUserId(context.req.param("id")), now);
  const cardViewer = viewer ? { id: viewer.id } : null;
  const [listed, channelCards] = await Promise.all([
    loadListedCards(db, [...profile.onlineEventIds, ...profile.preRecordedEventIds], cardViewer, now, services.sharedReads),
    loadChannelCards(db, profile.channelIds, cardViewer, now, services.sharedReads),
  ]);
  return {
    user: {
      ...publicUserData(profile.user, profile.rating, storage),
      events: listed.map(({ card }) => toPublicEvent(card, storage, now)),
      channels: channelCards.map((card) => toChannelCardData(card, storage)),
      is_own_profile: viewer !== null && viewer.id === profile.user.id,
    },
  };
}

defineCall(profileRoutes, "GET user-profile/:id", async (input) => ({ data: await hostProfile(input) }));
// The viewer is the token's user: a viewer id in the path must be an id, and is otherwise ignored (never trusted).
defineCall(profileRoutes, "GET user-profile/:id/:viewerId", async (input) => {
  pathUserId(input.context.req.param("viewerId"));
  return { data: await hostProfile(input) };
});

defineCall(profileRoutes, "GET reviews/:id", async ({ services, user: viewer, context }) => {
  const userId = pathUserId(context.req.param("id"));
  const [{ user, rating }, reviews] = await Promise.all([loadPublicUser(services.db, userId), listReviews(services.db, userId)]);
  const mine = viewer ? reviews.find((review) => review.reviewerId === viewer.id) : undefined;
  return {
    data: {
      user: publicUserData(user, rating, services.storage),
      reviews: reviews.map((review) => ({
        id: review.id,
        user_id: review.reviewerId,
        full_name: `${review.reviewerFirstName} ${review.reviewerLastName}`.trim(),
        pic_url: publicUrl(services.storage, review.reviewerPic),
        created_at: review.createdAt.toISOString(),
        rating: review.rating,
        review: review.review,
        verified: review.verified,
      })),
      can_review: viewer !== null && viewer.id !== userId,
      my_review: mine ? { review: mine.review, rating: mine.rating } : null,
    },
  };
});

defineCall(profileRoutes, "POST reviews/create", async ({ services, user, body }) => {
  const saved = await saveReview(services.db, user.id, body, services.now());
  return { data: saved, message: saved.created ? reviewMessages.created : reviewMessages.updated };
});
