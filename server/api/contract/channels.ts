// A host's channels (002 §7): one channel with its content, as the channel form and the host's
// content table read it. Only the channel's owner (or an administrator) may.
import type { ModuleData } from "./events";
import { answer, call } from "./define";

/** One event or document event of a channel, in the host's order (002 §3 Event in channel). */
export interface ChannelContentData {
  id: number;
  /** "Online Event" or "Pre Recorded" for events, "Document" for document events. */
  event_type: "Online Event" | "Pre Recorded" | "Document";
  title: string;
  /** Events only; null for a document event. */
  event_slug: string | null;
  channel_module: ModuleData | null;
  active: boolean;
  /** Events wait for approval; document events are published with their channel. */
  is_published: boolean;
  /** Seconds; pre-recorded events only. */
  pre_recorded_duration: number | null;
  event_date: string | null;
  event_time: string | null;
  /** The saved 1-based order; 0 until the host saves one (then after the ordered, oldest first). */
  chan_sort_order: number;
}

/** The channel's own fields (002 §3 Channel), as its host edits them. Price in pence. */
export interface MyChannelFields {
  id: number;
  title: string;
  channel_slug: string;
  description: string;
  price: number;
  event_type: "Pre Recorded Events" | "Live Events" | "Pre Recorded and Live";
  category_id: number | null;
  /** Storage keys and their public URLs. */
  image: string | null;
  image_url: string | null;
  photos: { key: string; url: string }[];
  video: string | null;
  video_url: string | null;
  is_monthly_subscription: 0 | 1;
  is_modular: boolean;
  channel_module: ModuleData[];
  learn1: string | null;
  learn2: string | null;
  learn3: string | null;
  learn4: string | null;
  is_published: boolean;
  is_rejected: boolean;
  active: boolean;
  /** Active subscriptions: a channel with any cannot be edited. */
  subscribers_count: number;
  max_subscribers: number;
}

/** GET my-channel/{id}: the channel and its events and document events in order. */
export interface MyChannelData {
  channel: MyChannelFields;
  events: ChannelContentData[];
}

export const channelCalls = {
  /** Owner (or administrator) only: 403 'unauthorized' for anyone else, 404 'Channel not found' when absent. */
  "GET my-channel/:id": call({ access: "owner", answer: answer<MyChannelData>() }),
};
