// The home page (spec 001 §1, §7): the about block, the featured event, the trending tab and the
// upcoming carousels. All public; a path's userId is read and ignored: the viewer is the token's user.
import type { ChannelCardData } from "./channel-catalogue";
import type { PublicEventData } from "./discovery";
import { z } from "zod";
import { answer, call, textQuery, wire } from "./define";

/** GET about: the about block (content page 4), its text made plain and cut to 800 characters. */
export interface AboutBlockData {
  name: string;
  sub_title: string | null;
  /** Plain text, at most 800 characters (cut at a word, with "…"). */
  value: string;
  image_url: string | null;
}

/** A category tab of a home carousel: a parent category with upcoming events of the carousel's type. */
export interface HomeCategoryTab {
  id: number;
  name: string;
  class_name: string | null;
}

/** GET upcoming_online_event / upcoming_recorded_event[/{userId}]. */
export interface UpcomingEventsData {
  events: PublicEventData[];
  /** The tabs to offer (independent of the filter). */
  categories: HomeCategoryTab[];
  /** The filter applied, or null for all. */
  category_id: number | null;
}

export interface TrendingEventData extends PublicEventData {
  /** The description as plain text cut to 100 characters. */
  short_description: string;
  /** Bookings (not cancelled) made in the last 30 days. */
  recent_bookings: number;
}

/** A trending channel: its catalogue card (GET channels) and its subscriptions of the last 30 days. */
export interface TrendingChannelData extends ChannelCardData {
  recent_subscriptions: number;
}

/** GET trending-event-channel. */
export interface TrendingData {
  channels: TrendingChannelData[];
  events: TrendingEventData[];
}

/**
 * ?tab= of the trending lists: only that tab's list is filled, the other is empty (a page that draws
 * one tab need not have the other's cards read, flagged and sent). Without it, both, as the spec has it.
 */
const trendingQuery = z.object({ tab: z.enum(["channels", "events"], "tab must be channels or events").optional() });

/** ?category= of the upcoming lists: a category id (a parent includes its sub-categories). */
export interface HomeListQuery extends Record<string, string | number | undefined> {
  category?: string | number;
}

export const homeCalls = {
  "GET about": call({ access: "public", answer: answer<AboutBlockData>() }),
  "GET home-event": call({ access: "public", answer: answer<PublicEventData | null>() }),
  "GET home-event/:userId": call({ access: "public", answer: answer<PublicEventData | null>() }),
  "GET trending-event-channel": call({ access: "public", query: trendingQuery, answer: answer<TrendingData>() }),
  "GET upcoming_online_event": call({ access: "public", query: textQuery("category"), queryWire: wire<HomeListQuery>(), answer: answer<UpcomingEventsData>() }),
  "GET upcoming_online_event/:userId": call({ access: "public", query: textQuery("category"), queryWire: wire<HomeListQuery>(), answer: answer<UpcomingEventsData>() }),
  "GET upcoming_recorded_event": call({ access: "public", query: textQuery("category"), queryWire: wire<HomeListQuery>(), answer: answer<UpcomingEventsData>() }),
  "GET upcoming_recorded_event/:userId": call({ access: "public", query: textQuery("category"), queryWire: wire<HomeListQuery>(), answer: answer<UpcomingEventsData>() }),
};
