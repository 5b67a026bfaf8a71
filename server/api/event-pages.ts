// The event pages' calls (spec 000 §7 events/{id}[/{userId}], 002 §7 pre-recorded-event/{id}) and
// JOIN NOW's check (GET join/{id}). Answers are built from server/domain/discovery/detail.ts, which
// never reads the join link or the full video; the video's signed URL (one minute) is answered only by
// pre-recorded-event/{id}/video, asked on each request of the player, to a buyer, a live subscriber of
// the event's channel, the host or an administrator; the join link only as the redirect of an open join.
import { Hono } from "hono";
import type { TokenUser } from "~server/domain/accounts/tokens";
import { EVENT_DETAILS_NOT_FOUND, loadEventDetail, videoAccess, type EventDetail } from "~server/domain/discovery/detail";
import { channelNeighbours } from "~server/domain/channels/neighbours";
import { joinEvent } from "~server/domain/discovery/join";
import { sanitizeHtml } from "~server/domain/content/html";
import { notFound } from "~server/domain/errors";
import { ACCESS_LINK_SECONDS, fileUrl, ownerUrl, publicUrl } from "~server/domain/uploads/uploads";
import type { Services } from "~server/services";
import type { EventDetailData, PublicEventData, SeriesDateData } from "./contract";
import type { ApiEnv } from "./context";
import { toPublicEvent } from "./public-events";
import { neighbourFields } from "./neighbours";
import { defineCall } from "./router";

export const eventPageRoutes = new Hono<ApiEnv>();


/**
 * An event not yet approved is seen only by its host and the administrators, and its files are not
 * published (ADR 056): its photos, preview and speakers' photos are signed links instead.
 */
async function ownerLinks(detail: EventDetail, services: Pick<Services, "storage">) {
  if (detail.card.isPublished) return null;
  const sign = (key: string | null) => ownerUrl(services, key);
  return {
    images: (await Promise.all(detail.card.images.map(sign))).filter((url): url is string => url !== null),
    short_video: await sign(detail.card.shortVideo),
    speakerPics: await Promise.all(detail.speakers.map((speaker) => sign(speaker.pic))),
  };
}

/** A date of the series: the fields its row and its status button read. */
function seriesDate(event: PublicEventData): SeriesDateData {
  const { id, title, event_slug, event_type, time_zone, starts_at, ends_at, is_free, price_all_in, remaining_seat, max_participants } = event;
  const { is_booked, is_host, is_reject, cancelled, can_cancel, has_join_link, channel_id, channel, channel_subscribe_status } = event;
  return {
    ...{ id, title, event_slug, event_type, time_zone, starts_at, ends_at, is_free, price_all_in, remaining_seat, max_participants },
    ...{ is_booked, is_host, is_reject, cancelled, can_cancel, has_join_link, channel_id, channel, channel_subscribe_status },
  };
}

async function toEventDetail(detail: EventDetail, services: Pick<Services, "storage">, now: Date): Promise<EventDetailData> {
  const signed = await ownerLinks(detail, services);
  const publicEvent = toPublicEvent(detail.card, services.storage, now);
  const { hostLinks } = detail;
  return {
    ...publicEvent,
    ...(signed ? { images: signed.images, short_video: signed.short_video } : {}),
    // Written by hosts as HTML: cleaned to the allow-list before any page renders it.
    description: sanitizeHtml(publicEvent.description),
    user: {
      ...publicEvent.user,
      bio: hostLinks.bio,
      website: hostLinks.website,
      facebook_link: hostLinks.facebook,
      twitter_link: hostLinks.twitter,
      linked_link: hostLinks.linkedin,
      youtube_link: hostLinks.youtube,
      instagram_link: hostLinks.instagram,
      tiktok_link: hostLinks.tiktok,
    },
    categories: detail.card.category ? [detail.card.category.parentName, detail.card.category.name].filter((name): name is string => Boolean(name)) : [],
    cancellation: detail.cancellation,
    schedule_details: detail.schedule.map((row) => ({ start_date: row.startDate, start_time: row.startTime, title: row.title, speaker: row.speaker })),
    speakers: detail.speakers.map((speaker, i) => ({ ...speaker, pic: signed ? (signed.speakerPics[i] ?? null) : publicUrl(services.storage, speaker.pic) })),
    features: detail.features.map((feature) => ({ id: feature.id, name: feature.name, value: feature.valuePence })),
    is_admin: detail.viewerIsAdmin,
    series_dates: detail.seriesDates.map((card) => seriesDate(toPublicEvent(card, services.storage, now))),
  };
}

async function eventDetailReply(services: Services, user: TokenUser | null, id: string | undefined) {
  const now = services.now();
  const detail = await loadEventDetail(services.db, id, user, now, services.sharedReads);
  return { data: await toEventDetail(detail, services, now) };
}

defineCall(eventPageRoutes, "GET events/:id", async ({ services, user, params }) => eventDetailReply(services, user, params.id));

// The path's userId is the old clients' way of naming the viewer: read and ignored (the token decides).
defineCall(eventPageRoutes, "GET events/:id/:userId", async ({ services, user, params }) =>
  eventDetailReply(services, user, params.id),
);

/** What the viewer may do with a pre-recorded event they may see (404 for a hidden, unknown or live one). */
async function playable(services: Services, user: TokenUser, id: string | undefined) {
  const now = services.now();
  const detail = await loadEventDetail(services.db, id, user, now);
  if (detail.card.eventType !== "Pre Recorded") throw notFound(EVENT_DETAILS_NOT_FOUND);
  const access = await videoAccess(services.db, detail, user, now);
  return { now, detail, access, key: access.key };
}

defineCall(eventPageRoutes, "GET pre-recorded-event/:id", async ({ services, user, params }) => {
  const { now, detail, access } = await playable(services, user, params.id);
  const { channel } = detail.card;
  // A course's previous and next lesson: only for whoever may use the channel's content.
  const neighbours =
    channel !== null && access.channel !== null
      ? await channelNeighbours(services.db, user, { id: channel.id, hostId: detail.card.host.id }, { kind: "event", id: detail.card.id })
      : { previous: null, next: null };
  return {
    data: {
      event: await toEventDetail(detail, services, now),
      user: { id: user.id, full_name: `${user.firstName} ${user.lastName}`.trim(), role: user.role },
      may_watch: access.mayWatch,
      video_available: access.key !== null,
      ...neighbourFields(neighbours.previous, neighbours.next),
    },
  };
});

defineCall(eventPageRoutes, "GET pre-recorded-event/:id/video", async ({ services, user, params }) => {
  const { now, key } = await playable(services, user, params.id);
  // No access and no video read the same as a missing event: nothing tells a stranger which it is.
  if (!key) throw notFound(EVENT_DETAILS_NOT_FOUND);
  // The player's src is the app's /pre-recorded-event/{id}/{slug}/video, which asks this call again
  // on every request: the link lives ACCESS_LINK_SECONDS.
  const url = await fileUrl(services, key, { expiresInSeconds: ACCESS_LINK_SECONDS });
  return { data: { url, expires_at: new Date(now.getTime() + ACCESS_LINK_SECONDS * 1000).toISOString() } };
});

defineCall(eventPageRoutes, "GET join/:id", async ({ services, user, params }) => {
  const answer = await joinEvent(services.db, params.id, user, services.now());
  if (answer.decision === "not-found" || !answer.event) throw notFound(EVENT_DETAILS_NOT_FOUND);
  const { event } = answer;
  return {
    data: {
      status: answer.decision,
      redirect_to: answer.link,
      event: {
        id: event.id,
        title: event.title,
        event_slug: event.slug,
        event_type: event.eventType,
        time_zone: event.timeZone,
        starts_at: event.startsAt?.toISOString() ?? null,
        ends_at: event.endsAt?.toISOString() ?? null,
      },
    },
  };
});
