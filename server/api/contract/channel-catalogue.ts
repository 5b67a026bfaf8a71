// The channels catalogue (002 §2.5 /channels, §3 Channel, §7 GET channels): the listed channels as
// cards, 9 a page, with the categories the catalogue's select offers and, when text finds nothing,
// "Did you mean" suggestions (as events-search gives them).
import type { PaginationMeta, SearchCategoryData, SearchSuggestionData } from "./discovery";
import { answer, call, textQuery, wire } from "./define";

/** A channel as its card shows it; links to /channel-detail/{id}/{channel_slug}. Prices in pence. */
export interface ChannelCardData {
  id: number;
  title: string;
  channel_slug: string;
  /** The description as plain text, cut to 100 characters. */
  short_description: string;
  /** The photo's public URL; null for none. */
  image: string | null;
  price: number;
  /** What this viewer pays (each month, or once), tax and the handling fee included. */
  price_all_in: number;
  is_monthly_subscription: 0 | 1;
  event_type: "Pre Recorded Events" | "Live Events" | "Pre Recorded and Live";
  category: { id: number; name: string; parent_name: string | null } | null;
  user: { id: number; full_name: string };
  /** Listed events and active documents of the channel. */
  event_count: number;
  no_of_pre_recorded_events: number;
  no_of_onlive_events: number;
  no_of_documents: number;
  /** Active subscribers. */
  subscribers_count: number;
  /** Places left; 0 or fewer is "Sold Out". */
  remaining_subscriber: number;
}

export type ChannelsQuery = {
  /** Words, quoted phrases, OR and -word (websearch syntax); at most 200 characters. */
  title?: string;
  /** A category id: the category and its sub-categories. */
  category?: string | number;
  /** 1 Monthly, 0 Fixed; empty for both. */
  subscriptionType?: string | number;
  /** 1-based; 9 per page. */
  page?: string | number;
};

export const channelCatalogueCalls = {
  /**
   * Published, not rejected, active channels of hosts whose account is there, 9 per page; ranked by
   * text relevance then newest when `title` is given, else newest first. Bad input: 422 with the
   * field's message (a subscriptionType other than 1 or 0, a page outside 1 to 100,000, a category
   * that is no id, a title over 200 characters).
   */
  "GET channels": call({
    access: "public",
    query: textQuery("title", "category", "subscriptionType", "page"),
    queryWire: wire<ChannelsQuery>(),
    answer: answer<ChannelCardData[], { pagination: PaginationMeta; suggestions: SearchSuggestionData[]; categories: SearchCategoryData[] }>(),
  }),
};
