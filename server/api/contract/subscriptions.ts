// The subscriber's channels (002 §2.6, §4, §7): my-subscribed-channels, my-subscribed-channel/{id}
// and channels/update-autorenewal. Who may read a channel's content is one rule
// (server/domain/channels/access.ts); anyone else gets 404 'Channel not found', as for a missing one.
import { z } from "zod";
import { answer, call, wire, wireNumber } from "./define";

/** One row of /subscribed-channels. */
export interface SubscribedChannelRowData {
  /** The channel's id (the links name the channel). */
  id: number;
  subscription_id: number;
  title: string;
  channel_slug: string;
  /** 1 monthly, 0 fixed (002 §9). */
  is_monthly_subscription: 0 | 1;
  /** 002 §2.6: "Active" or "Cancelled by Host". */
  status: "Active" | "Cancelled by Host";
  /** End of the paid period (ISO); null for a fixed subscription ("No expiry"). */
  to_date: string | null;
  auto_renewal: boolean;
  /** Monthly, active, renewal stopped: shown as "Expiring Soon" until to_date. */
  expiring_soon: boolean;
  /** Monthly, active, renewing: the subscriber may stop the renewal (Cancel). */
  can_cancel: boolean;
  /** Its terms as they stand (shared/subscription-terms.ts): shown before the renewal is cancelled. */
  terms: string;
}

/** GET my-subscribed-channels. Ended subscriptions (expired, cancelled, past to_date) are not listed. */
export interface SubscribedChannelsData {
  channels: SubscribedChannelRowData[];
}

/**
 * The action of a row of /my-subscribed-channel-events (002 §2.6); a live event that has ended is
 * "Event Completed" (000 §4's word for a booked one after its end), with nothing to follow (ADR 058).
 */
export type SubscribedContentAction = "Access Video" | "Join" | "Download Doc" | "Event Completed" | "Cancelled by Host";

export interface SubscribedContentData {
  id: number;
  /** "Online Event" or "Pre Recorded" for events, "Document" for document events. */
  event_type: "Online Event" | "Pre Recorded" | "Document";
  title: string;
  module: string | null;
  /** Live events: the date (YYYY-MM-DD) and time (HH:MM); null otherwise. */
  event_date: string | null;
  event_time: string | null;
  /** Live events: ISO instants of the start and end, and the event's zone (the date's and the room's countdown). */
  starts_at: string | null;
  ends_at: string | null;
  time_zone: string;
  /** Seconds (a video's duration, a live event's start to end), and the same in words ("1 hour"); null for a document. */
  duration: number | null;
  duration_words: string | null;
  action: SubscribedContentAction;
  /** The page the action leads to: the video's page, the join check, or the document's download; null for "Event Completed" and "Cancelled by Host". */
  action_url: string | null;
}

/** GET my-subscribed-channel/{id}: the channel's content for its subscriber, in the host's order. */
export interface SubscribedChannelData {
  channel: {
    id: number;
    title: string;
    channel_slug: string;
    event_type: "Pre Recorded Events" | "Live Events" | "Pre Recorded and Live";
    is_monthly_subscription: 0 | 1;
    /** false for pre-recorded-only channels: their pages hide the date column. */
    show_date: boolean;
  };
  /**
   * How the caller may read it; "cancelled_by_host" for a subscriber whose host deactivated the
   * channel (002 §2.6 "View events" on that row): the list only, every action "Cancelled by Host".
   */
  access: "subscriber" | "host" | "admin" | "cancelled_by_host";
  /** The caller's live subscription; null for a host or administrator without one. */
  subscription: { id: number; to_date: string | null; auto_renewal: boolean } | null;
  events: SubscribedContentData[];
}

export interface UpdateAutoRenewalBody {
  channel_id: number | string;
}

export interface UpdateAutoRenewalData {
  success: true;
  channel_id: number;
  auto_renewal: false;
}

export const updateAutoRenewalSchema = z.object({ channel_id: wireNumber });

export const subscriptionCalls = {
  "GET my-subscribed-channels": call({ access: "user", answer: answer<SubscribedChannelsData>() }),
  /** An active subscriber, the host or an administrator; anyone else 404 'Channel not found'. */
  "GET my-subscribed-channel/:id": call({ access: "owner", answer: answer<SubscribedChannelData>() }),
  /**
   * Stops the renewal of the caller's monthly subscription (it stays until its to_date). Not
   * subscribed: 404; a fixed subscription: 409; both with the spec's 002 §8 message.
   */
  "POST channels/update-autorenewal": call({ access: "owner", body: updateAutoRenewalSchema, wire: wire<UpdateAutoRenewalBody>(), answer: answer<UpdateAutoRenewalData>() }),
};
