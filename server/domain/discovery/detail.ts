// One event's page (spec 001 §2.9, 000 §7 events/{id}, 002 §7 pre-recorded-event/{id}): the card of
// cards.ts (one query) plus what only the page shows — schedule, speakers, paid features, the
// cancellation policy, the host's public profile links and, for a recurring event, its series' dates
// to book (ADR 063). Who may see it: a published, active event
// anyone; an unpublished, rejected or deactivated one only its host and administrators (404 for the
// rest, so nobody learns it exists). The join link and the full video are never read here.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { eventFeatures, events, eventSchedule, eventSpeakers, paidFeatures, users } from "~server/db/schema";
import { idOrNotFound, notFound } from "~server/domain/errors";
import { isStorageKey } from "~server/integrations/storage/types";
import { channelAccess, type ChannelAccess } from "~server/domain/channels/access";
import { freshReads, type SharedReads } from "~server/domain/shared-reads";
import { loadEventCards, type EventCard } from "./cards";
import { notEnded, publicEvent } from "./visibility";

/** The answer to an unknown id, a bad id and an event the viewer may not see. */
export const EVENT_DETAILS_NOT_FOUND = "Event not found.";

export interface DetailViewer {
  id: number;
  role: "user" | "admin";
}

export interface HostLinks {
  bio: string | null;
  website: string | null;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  youtube: string | null;
  instagram: string | null;
  tiktok: string | null;
}

/** The columns of a host's public profile links (event and channel pages' host cards). */
export const hostLinkColumns = {
  bio: users.bio,
  website: users.userWebsite,
  facebook: users.facebookLink,
  twitter: users.twitterLink,
  linkedin: users.linkedLink,
  youtube: users.youtubeLink,
  instagram: users.instagramLink,
  tiktok: users.tiktokLink,
};

export interface EventDetail {
  card: EventCard;
  /** The viewer is an administrator (sees unpublished events, and pre-recorded videos). */
  viewerIsAdmin: boolean;
  cancellation: { title: string | null; description: string | null };
  schedule: { startDate: string; startTime: string; title: string; speaker: string | null }[];
  speakers: { id: number; name: string; description: string | null; pic: string | null }[];
  features: { id: number; name: string; valuePence: number }[];
  hostLinks: HostLinks;
  /**
   * A recurring event's dates to book: the cards of its series' listed occurrences that have not
   * ended, soonest first, this one included (each its own seats and the viewer's own booking);
   * empty for an event that does not repeat.
   */
  seriesDates: EventCard[];
}

/** Whether the viewer may see the event at all (the card's public flags, the host, administrators). */
export function mayView(card: EventCard, viewer: DetailViewer | null): boolean {
  if (card.isPublished && !card.isRejected && card.active) return true;
  return viewer !== null && (viewer.role === "admin" || viewer.id === card.host.id);
}

export async function loadEventDetail(db: Executor, rawId: unknown, viewer: DetailViewer | null, now: Date, shared: SharedReads = freshReads): Promise<EventDetail> {
  const id = idOrNotFound(rawId, EVENT_DETAILS_NOT_FOUND);
  const [card] = await loadEventCards(db, [id], viewer ? { id: viewer.id } : null, now, shared);
  if (!card || !mayView(card, viewer)) throw notFound(EVENT_DETAILS_NOT_FOUND);

  // The same for every viewer who may see the page (ADR 045).
  const [policy, extras, schedule, speakers, features, siblings] = await shared.read(`event-detail ${id}`, () =>
    Promise.all([
      // Only the policy columns of the event: never view_link or full_video.
      db
        .select({ title: events.cancellationTitle, description: events.cancellationDescription })
        .from(events)
        .where(eq(events.id, id)),
      db
        .select(hostLinkColumns)
        .from(users)
        .where(eq(users.id, card.host.id)),
      db
        .select({ startDate: eventSchedule.startDate, startTime: eventSchedule.startTime, title: eventSchedule.title, speaker: eventSchedule.speaker })
        .from(eventSchedule)
        .where(eq(eventSchedule.eventId, id))
        .orderBy(asc(eventSchedule.startDate), asc(eventSchedule.startTime), asc(eventSchedule.sort)),
      db
        .select({ id: eventSpeakers.id, name: eventSpeakers.name, description: eventSpeakers.description, pic: eventSpeakers.pic })
        .from(eventSpeakers)
        .where(eq(eventSpeakers.eventId, id))
        .orderBy(asc(eventSpeakers.sort)),
      db
        .select({ id: paidFeatures.id, name: paidFeatures.name, valuePence: paidFeatures.valuePence })
        .from(eventFeatures)
        .innerJoin(paidFeatures, eq(paidFeatures.id, eventFeatures.featureId))
        .where(eq(eventFeatures.eventId, id))
        .orderBy(asc(paidFeatures.sortOrder), asc(paidFeatures.id)),
      card.seriesId === null ? [] : seriesDateIds(db, card.seriesId, now),
    ]),
  );
  const seriesDates = siblings.length > 0 ? await loadEventCards(db, siblings, viewer ? { id: viewer.id } : null, now, shared) : [];
  return {
    card,
    viewerIsAdmin: viewer?.role === "admin",
    cancellation: policy[0] ?? { title: null, description: null },
    schedule: schedule.map((row) => ({ ...row, startTime: row.startTime.slice(0, 5) })),
    speakers,
    features,
    hostLinks: extras[0] ?? { bio: null, website: null, facebook: null, twitter: null, linkedin: null, youtube: null, instagram: null, tiktok: null },
    seriesDates,
  };
}

/** The ids of a series' listed occurrences that have not ended, soonest first (events_series_idx). */
async function seriesDateIds(db: Executor, seriesId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), publicEvent(), notEnded(now)))
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map((row) => row.id);
}

/** Whether a viewer may watch a pre-recorded event, how they may use its channel, and its video. */
export interface VideoAccess {
  /** The viewer may watch it: an active booking, the host, an administrator, or (a channel's video) whoever may use the channel's content. */
  mayWatch: boolean;
  /** How the viewer may use the event's channel (channels/access.ts); null outside a channel or without access. */
  channel: ChannelAccess;
  /** The full video's storage key, only for a viewer who may watch and only when there is a file; null otherwise. */
  key: string | null;
}

/**
 * Who may watch a pre-recorded event's full video: one holding an active booking, the host, an
 * administrator, or, for a channel's video, whoever may use the channel's content (channels/access.ts:
 * a live subscription). The key is null for everyone else (and without a video), so the page cannot
 * hand out the URL by mistake.
 */
export async function videoAccess(db: Executor, detail: EventDetail, viewer: DetailViewer | null, now: Date): Promise<VideoAccess> {
  const { card } = detail;
  if (card.eventType !== "Pre Recorded") return { mayWatch: false, channel: null, key: null };
  const channel = card.channel !== null ? await channelAccess(db, viewer, card.channel.id, now) : null;
  const mayWatch = card.isBooked || card.viewerIsHost || detail.viewerIsAdmin || channel !== null;
  if (!mayWatch) return { mayWatch, channel, key: null };
  const [row] = await db.select({ fullVideo: events.fullVideo }).from(events).where(eq(events.id, card.id));
  // Only real storage keys can be signed (hand-made data may hold a name with no file).
  return { mayWatch, channel, key: row?.fullVideo && isStorageKey(row.fullVideo) ? row.fullVideo : null };
}
