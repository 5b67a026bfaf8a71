// The public channel pages' calls (002 §7 channel-detail/{id}[/{userId}], channels/modules/{id}
// [/{viewerId}]) and the module-events page's one module. Public: the viewer is the token's user; the
// path's userId / viewerId is read and ignored. Unknown, malformed or hidden channels: 404 'Channel
// not found' (server/domain/channels/public-detail.ts says who sees what). Content is listed by
// title, type and duration only: no video or document key or URL ever appears in these answers.
import { answer, call } from "./define";
import type { PublicEventData } from "./discovery";
import type { EventDetailHost } from "./event-pages";

/** One piece of a channel's content as its public pages list it. */
export interface PublicChannelItemData {
  id: number;
  /** "Online Event" or "Pre Recorded" for events, "Document" for document events. */
  event_type: "Online Event" | "Pre Recorded" | "Document";
  title: string;
  /** Events only. */
  event_slug: string | null;
  channel_module_id: number | null;
  /** Seconds; pre-recorded events only. */
  pre_recorded_duration: number | null;
  event_date: string | null;
  event_time: string | null;
}

/** A module with its content in the host's order; `events` are the cards of its events. */
export interface PublicChannelModuleData {
  id: number;
  title: string;
  items: PublicChannelItemData[];
  events: PublicEventData[];
}

/** The channel's creator (002 §3 Host user): the event pages' host, with the short description and years of experience. */
export interface ChannelCreatorData extends EventDetailHost {
  creator_short_desc: string | null;
  /** Years of experience. */
  creator_exp: number | null;
}

/** GET channel-detail/{id}: the channel of 002 §3 for this viewer. Prices in pence. */
export interface ChannelDetailData {
  id: number;
  title: string;
  channel_slug: string;
  description: string;
  price: number;
  /** What this viewer pays, tax and handling included (a visitor: the free package's fees). */
  price_all_in: number;
  event_type: "Pre Recorded Events" | "Live Events" | "Pre Recorded and Live";
  category: { id: number; name: string; parent_name: string | null } | null;
  is_monthly_subscription: 0 | 1;
  is_modular: boolean;
  /** Public marketing media: the cover, the gallery and the channel's video. */
  image: string | null;
  photos: string[];
  video: string | null;
  learn1: string | null;
  learn2: string | null;
  learn3: string | null;
  learn4: string | null;
  is_published: boolean;
  is_rejected: boolean;
  active: boolean;
  event_count: number;
  no_of_active_events: number;
  no_of_pre_recorded_events: number;
  no_of_onlive_events: number;
  no_of_documents: number;
  subscribers_count: number;
  max_subscribers: number;
  /** Places left (may be 0 or fewer): "Sold Out" then. */
  remaining_subscriber: number;
  user_id: number;
  user: ChannelCreatorData;
  channel_module: { id: number; title: string }[];
  /** The channel's events and documents in the host's order. */
  content: PublicChannelItemData[];
  /** The cards of its events (approved, active, not cancelled), in the host's order. */
  events: PublicEventData[];
  /** The viewer owns the channel (no Subscribe button). */
  is_owner: boolean;
  /** The viewer holds an active subscription. */
  channel_subscribe_status: boolean;
  auto_renewal: boolean | null;
  to_date: string | null;
}

/** GET channels/modules/{id}: 002 §7 "success, data.channelModule". */
export interface ChannelModulesData {
  channelModule: PublicChannelModuleData[];
}

/** GET channel-module/{id}: one module of a visible channel, for /module-events/{id}/{title}. */
export interface ChannelModuleEventsData {
  channel: { id: number; title: string; channel_slug: string };
  module: PublicChannelModuleData;
}

export const channelPageCalls = {
  "GET channel-detail/:id": call({ access: "public", answer: answer<ChannelDetailData>() }),
  /** The same as channel-detail/{id}: the viewer is the token's user, never the path's userId. */
  "GET channel-detail/:id/:userId": call({ access: "public", answer: answer<ChannelDetailData>() }),
  "GET channels/modules/:id": call({ access: "public", answer: answer<ChannelModulesData>() }),
  /** The same as channels/modules/{id}: the path's viewerId is read and ignored. */
  "GET channels/modules/:id/:viewerId": call({ access: "public", answer: answer<ChannelModulesData>() }),
  "GET channel-module/:id": call({ access: "public", answer: answer<ChannelModuleEventsData>() }),
};
