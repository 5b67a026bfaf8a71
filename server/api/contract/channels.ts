// A host's channels (002 §7): one channel with its content, as the channel form and the host's
// content table read it (only the channel's owner or an administrator may); may the caller create a
// channel, the categories channels take, and the form's create and update (one shared schema,
// shared/channel-form/schema.ts). New and edited channels are Pending Approval.
import type { ModuleData } from "./events";
import { channelFormSchema, type ChannelFormFields } from "~shared/channel-form/schema";
import { channelMessages } from "~shared/messages/channels";
import { answer, call, wire } from "./define";

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

/** GET can-create-channel: reason "activation" (resend the activation link) or "package" (upgrade now). */
export interface CanCreateChannelData {
  status: boolean;
  message: string;
  reason: "activation" | "package" | null;
}

/** GET categories-list/Channel: a category offered to channels, with its sub-categories (002 §3 Category). */
export interface ChannelCategoryData {
  id: number;
  name: string;
  childs: { id: number; name: string }[];
}

/** POST channels/create and channels/update: the channel saved (Pending Approval). */
export interface ChannelSavedData {
  id: number;
}

export const channelCalls = {
  /** Owner (or administrator) only: 403 'unauthorized' for anyone else, 404 'Channel not found' when absent. */
  "GET my-channel/:id": call({ access: "owner", answer: answer<MyChannelData>() }),
  "GET can-create-channel": call({ access: "user", answer: answer<CanCreateChannelData>() }),
  "GET categories-list/Channel": call({ access: "user", answer: answer<ChannelCategoryData[]>() }),
  /**
   * Bad input: 422 'Fill in all mandatory fields:' with each field's message in `errors`. Refused with
   * 403 and the reason's message when the caller may not create (not activated, package full).
   */
  "POST channels/create": call({
    access: "user",
    body: channelFormSchema,
    wire: wire<ChannelFormFields>(),
    invalidMessage: channelMessages.missingFields,
    answer: answer<ChannelSavedData>(),
  }),
  /**
   * The channel's owner only (anyone else: 403 'unauthorized'; none: 404 'Channel not found'). 409 'User
   * has subscribed this channel so can't edit channel.' while it has active subscribers; 422 when the
   * subscription type would change.
   */
  "POST channels/update": call({
    access: "owner",
    body: channelFormSchema,
    wire: wire<ChannelFormFields & { id: number | string }>(),
    invalidMessage: channelMessages.missingFields,
    answer: answer<ChannelSavedData>(),
  }),
};
