// The public host profile (spec 001 §2.8, §3 "User / host profile", §4): the host's public fields,
// rating, channels, and which events the profile lists — live events that have not ended, and
// pre-recorded events outside channels (a channel's pre-recorded events are its own content).
// Only published, approved, active, not cancelled events and channels are shown. Nothing private
// (email, date of birth, phone, package, payment references) leaves this module.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channels, events, users } from "~server/db/schema";
import { idOrNotFound, notFound } from "~server/domain/errors";
import { reviewMessages } from "~shared/schemas/review";
import { USERS_ID, hostRating, ratingSumSql, reviewCountSql, type HostRating } from "./ratings";
import { listedEvent, notEnded, publicChannel } from "~server/domain/discovery/visibility";
import { firstOfSeries } from "~server/domain/discovery/series";

/** At most this many events of each kind on a profile. */
export const PROFILE_EVENTS_LIMIT = 60;

export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  pic: string | null;
  bio: string | null;
  creatorShortDesc: string | null;
  creatorExp: number | null;
  userWebsite: string | null;
  profileVideo: string | null;
  facebookLink: string | null;
  twitterLink: string | null;
  linkedLink: string | null;
  youtubeLink: string | null;
  instagramLink: string | null;
  tiktokLink: string | null;
}

export interface HostProfile {
  user: PublicUser;
  rating: HostRating;
  /** Listed channels of the host, newest first (their cards: loadChannelCards). */
  channelIds: number[];
  /** Live events not yet ended, soonest first; a series once (its first date still on). */
  onlineEventIds: number[];
  /** Pre-recorded events outside channels, newest first. */
  preRecordedEventIds: number[];
}

const publicUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  pic: users.pic,
  bio: users.bio,
  creatorShortDesc: users.creatorShortDesc,
  creatorExp: users.creatorExp,
  userWebsite: users.userWebsite,
  profileVideo: users.profileVideo,
  facebookLink: users.facebookLink,
  twitterLink: users.twitterLink,
  linkedLink: users.linkedLink,
  youtubeLink: users.youtubeLink,
  instagramLink: users.instagramLink,
  tiktokLink: users.tiktokLink,
};

/** A user's public fields and rating (one query); not found for an unknown or deleted account. */
export async function loadPublicUser(db: Executor, userId: number): Promise<{ user: PublicUser; rating: HostRating }> {
  const [row] = await db
    .select({ ...publicUserColumns, ratingSum: ratingSumSql(USERS_ID), totalReviews: reviewCountSql(USERS_ID) })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound(reviewMessages.userNotFound);
  const { ratingSum, totalReviews, ...user } = row;
  return { user, rating: hostRating(ratingSum, totalReviews) };
}

const listed = listedEvent();

/**
 * The host's live events not yet ended, soonest first, a recurring event once (at its first date still
 * on; its card shows the next date to book, ADR 063). Ended events are left out in SQL, so the limit
 * counts only events still on.
 */
function liveEventsQuery(db: Executor, hostId: number, now: Date) {
  const live = and(eq(events.userId, hostId), eq(events.eventType, "Online Event"), listed, notEnded(now))!;
  const matched = db
    .select({ id: events.id, seriesId: events.seriesId, startsAt: events.startsAt, eventDate: events.eventDate, eventTime: events.eventTime })
    .from(events)
    .where(live)
    .as("matched");
  return db
    .select({ id: matched.id })
    .from(matched)
    .where(firstOfSeries(live, matched))
    .orderBy(asc(matched.eventDate), asc(matched.eventTime), asc(matched.id))
    .limit(PROFILE_EVENTS_LIMIT);
}

export async function loadHostProfile(db: Executor, hostId: number, now: Date): Promise<HostProfile> {
  const { user, rating } = await loadPublicUser(db, hostId);
  const [channelRows, live, recorded] = await Promise.all([
    db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.userId, hostId), publicChannel()))
      .orderBy(desc(channels.createdAt), desc(channels.id)),
    liveEventsQuery(db, hostId, now),
    db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.userId, hostId), eq(events.eventType, "Pre Recorded"), listed, isNull(events.channelId)))
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(PROFILE_EVENTS_LIMIT),
  ]);
  return {
    user,
    rating,
    channelIds: channelRows.map((channel) => channel.id),
    onlineEventIds: live.map((event) => event.id),
    preRecordedEventIds: recorded.map((event) => event.id),
  };
}

/** A path's user id; one that names no id is a missing user. */
export const pathUserId = (value: string | undefined): number => idOrNotFound(value, reviewMessages.userNotFound);

