// Event pages and watching (spec 001 §2.9, 000 §7 events/{id}, 002 §7 pre-recorded-event/{id}).
// Unknown, bad or hidden (unpublished, rejected: host and admins only) ids: 404.
import type { PublicEventData, PublicEventHost } from "./discovery";
import { answer, call } from "./define";
import type { ChannelNeighbourFields } from "./documents";
import type { SocialLinksData } from "./profiles";

/** The host card of an event page: the public host plus their profile's links. */
export interface EventDetailHost extends PublicEventHost, SocialLinksData {
  bio: string | null;
  website: string | null;
}

/** GET events/{id}: the public event plus what only its page shows. Never view_link or full_video. */
export interface EventDetailData extends Omit<PublicEventData, "user"> {
  user: EventDetailHost;
  /** Category names: the parent first, then the event's own (sub-)category. */
  categories: string[];
  cancellation: { title: string | null; description: string | null };
  schedule_details: { start_date: string; start_time: string; title: string; speaker: string | null }[];
  speakers: { id: number; name: string; description: string | null; pic: string | null }[];
  /** Paid extras; value in pence. */
  features: { id: number; name: string; value: number }[];
  /** The viewer is an administrator. */
  is_admin: boolean;
  /**
   * A recurring event's dates to book: its series' listed occurrences that have not ended, soonest
   * first, this one included, each with its own seats and the viewer's own booking (ADR 063); empty
   * for an event that does not repeat.
   */
  series_dates: SeriesDateData[];
}

/** One date of a series as its event page lists it: what its own status button is decided on. */
export type SeriesDateData = Pick<
  PublicEventData,
  | "id"
  | "title"
  | "event_slug"
  | "event_type"
  | "time_zone"
  | "starts_at"
  | "ends_at"
  | "is_free"
  | "price_all_in"
  | "remaining_seat"
  | "max_participants"
  | "is_booked"
  | "is_host"
  | "is_reject"
  | "cancelled"
  | "can_cancel"
  | "has_join_link"
  | "channel_id"
  | "channel"
  | "channel_subscribe_status"
>;

/**
 * GET pre-recorded-event/{id} (002 §7: data event, user). For a video in a channel, the previous and
 * next video or document of the channel (002 §3 "Event in channel") to whoever may use the
 * channel's content; null fields for anyone else and outside a channel.
 */
export interface PreRecordedEventData extends ChannelNeighbourFields {
  event: EventDetailData;
  user: { id: number; full_name: string; role: "user" | "admin" };
  /** The viewer may watch (an active booking, a live subscription of the event's channel, the host or an administrator), with or without a file yet. */
  may_watch: boolean;
  /**
   * The viewer may watch now and there is a video. Never the video's address: the player asks
   * GET pre-recorded-event/{id}/video for a fresh link on every request.
   */
  video_available: boolean;
}

/**
 * GET pre-recorded-event/{id}/video: asked on every request of the player (each Range request of a
 * seek), so access ends the moment a booking is cancelled, a subscription ends or the host
 * deactivates the channel. A signed link to the full video valid for ACCESS_LINK_SECONDS.
 */
export interface EventVideoLinkData {
  url: string;
  /** ISO instant when url stops working. */
  expires_at: string;
}

/** Why GET join/{id} refuses, or "open". */
export type JoinStatus = "open" | "not-live" | "cancelled" | "not-booked" | "too-early" | "ended" | "no-link";

/**
 * GET join/{id}: asked at the click of JOIN NOW. `redirect_to` is the host's link, only when status
 * is "open" (an active booking or the host, between 15 minutes before the start and the end).
 */
export interface JoinEventData {
  status: JoinStatus;
  redirect_to: string | null;
  event: { id: number; title: string; event_slug: string; event_type: "Online Event" | "Pre Recorded"; time_zone: string; starts_at: string | null; ends_at: string | null };
}

export const eventPageCalls = {
  "GET events/:id": call({ access: "public", answer: answer<EventDetailData>() }),
  /** The same as events/{id}: the viewer is the token's user, never the path's userId (read and ignored). */
  "GET events/:id/:userId": call({ access: "public", answer: answer<EventDetailData>() }),
  "GET pre-recorded-event/:id": call({ access: "user", answer: answer<PreRecordedEventData>() }),
  /** Whoever may watch now: a fresh short-lived link; anyone else, a live event or no video: 404, as for a missing one. */
  "GET pre-recorded-event/:id/video": call({ access: "user", answer: answer<EventVideoLinkData>() }),
  "GET join/:id": call({ access: "user", answer: answer<JoinEventData>() }),
};
