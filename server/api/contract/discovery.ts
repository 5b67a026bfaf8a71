// Discovery (spec 000 §2 Events search, §3 "Event (as listed and displayed)", §7): the public event
// as cards and event pages read it, the search's categories and the search. Never the join link
// (view_link) nor the full video: `has_join_link` says whether one exists.
import type { SeriesRhythm } from "~shared/series-rhythm";
import { answer, call, textQuery, wire } from "./define";

export interface PublicEventHost {
  id: number;
  full_name: string;
  pic_url: string | null;
  /** The host's package name. */
  package: string;
  /** Average review rating, one decimal; null without reviews. */
  rating: number | null;
  total_reviews: number;
}

/** Times are HH:MM. */
export interface PublicEventData extends EventHeadData {
  description: string;
  /** The server's clock in the event's zone when it answered (YYYY-MM-DD and HH:MM). */
  current_date: string;
  current_time: string;
  /** ISO instants of the start and end (live events), else null. */
  starts_at: string | null;
  ends_at: string | null;
  /** Photo URLs; the first is the cover. */
  images: string[];
  /** The public preview's URL. */
  short_video: string | null;
  /** Pence. */
  ticket_price: number;
  /** Pence: what this viewer pays, tax and the handling fee included (UK law bans drip pricing). */
  price_all_in: number;
  is_free: boolean;
  is_booked: boolean;
  is_favorite: boolean;
  /** The viewer is the event's host. */
  is_host: boolean;
  can_cancel: boolean;
  cancelled: 0 | 1;
  is_published: boolean;
  is_reject: boolean;
  remaining_seat: number;
  max_participants: number;
  /** Seconds. */
  pre_recorded_duration: number | null;
  /** The first occurrence of a recurring series, else null. */
  series_id: number | null;
  has_join_link: boolean;
  channel_id: number | null;
  channel: { id: number; title: string; channel_slug: string; remaining_subscriber: number } | null;
  channel_subscribe_status: boolean;
  user_id: number;
  user: PublicEventHost;
  category_name: { id: number; name: string; parent_name: string | null } | null;
  /**
   * In the grouped listings (events-search, the home page's lists, a host's profile): the recurring
   * series this card stands for, the card being the series' next date to book; null for an event
   * that does not repeat and in every other answer (ADR 063).
   */
  series: PublicSeriesData | null;
}

/** A series as its card reads it: its dates not yet started, in the event's own zone. */
export interface PublicSeriesData {
  /** The series' id (series_id: its first occurrence's id). */
  id: number;
  /** Its listed dates not yet started, this card's included. */
  dates: number;
  /** Read from those dates (shared/series-rhythm.ts); "single" when one is left. */
  rhythm: SeriesRhythm;
  /** "Every Tuesday, 07:00"; null without a rhythm. */
  every: string | null;
  /** This card's date: "Tue 1 Dec" (with its time when there is no rhythm). */
  next: string;
  /** The card's line: "Every Tuesday, 07:00 · next Tue 1 Dec · 9 dates". */
  label: string;
}

/** GET categories-list-search: event categories, parents first, each followed by its sub-categories. */
export interface SearchCategoryData {
  id: number;
  name: string;
  parent_id: number | null;
}

/** The page of a paged list (an extra field beside `data`). */
export interface PaginationMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/**
 * GET events-search, beside `pagination`: when the text finds nothing, "Did you mean" suggestions,
 * the nearest event category names and event titles under the same filters, best first (at most 5);
 * otherwise empty. Searching `text` with the same filters finds events.
 */
export interface SearchSuggestionData {
  text: string;
  kind: "category" | "title";
}

export type EventsSearchQuery = {
  /** "", "all", "Online Event" (or "online"), "Pre Recorded" (or "pre-recorded"). */
  event_type?: string;
  /** Words, quoted phrases, OR and -word (websearch syntax); at most 200 characters. */
  search?: string;
  /** A host's events only. */
  user_id?: string | number;
  /** A category id: the category and its sub-categories. */
  category?: string | number;
  /** 1-based; 9 per page. */
  page?: string | number;
};

/** An event's name and when it happens, as every event answer starts. */
export interface EventHeadData {
  id: number;
  title: string;
  event_slug: string;
  event_type: "Online Event" | "Pre Recorded";
  /** In the event's own zone (time_zone, IANA); null dates for pre-recorded events. */
  event_date: string | null;
  end_date: string | null;
  event_time: string | null;
  end_time: string | null;
  time_zone: string;
}

export const discoveryCalls = {
  "GET categories-list-search": call({ access: "public", answer: answer<SearchCategoryData[]>() }),
  /**
   * Published, active, not cancelled events outside channels that have not ended, 9 per page;
   * ranked by text relevance then date when `search` is given, else by date (pre-recorded after
   * live). Bad input: 422 with the field's message (the domain reads the query).
   */
  "GET events-search": call({ access: "public", query: textQuery("event_type", "search", "user_id", "category", "page"), queryWire: wire<EventsSearchQuery>(), answer: answer<PublicEventData[], { pagination: PaginationMeta; suggestions: SearchSuggestionData[] }>() }),
};
