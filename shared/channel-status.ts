// A channel as its host sees it on My Channels (002 §2.4, §4): the status label, the actions each
// row offers and the prompt before activating or deactivating. Pure, so the API and the page agree.
import { channelMessages } from "./messages/channels";

/** The spec's labels; "Rejected by Admin" is the events' wording for the admin's refusal (000 §4). */
export const CHANNEL_STATUS = {
  active: "Active",
  deactivated: "Deactivated",
  pending: "Pending Approval",
  rejected: "Rejected by Admin",
} as const;
export type ChannelStatusLabel = (typeof CHANNEL_STATUS)[keyof typeof CHANNEL_STATUS];

export type ChannelEventType = "Pre Recorded Events" | "Live Events" | "Pre Recorded and Live";

export interface ChannelStatusFacts {
  isPublished: boolean;
  isRejected: boolean;
  active: boolean;
}

/** Not published: Pending Approval (or Rejected by Admin); published: Active or Deactivated. */
export function channelStatus(channel: ChannelStatusFacts): ChannelStatusLabel {
  if (!channel.isPublished) return channel.isRejected ? CHANNEL_STATUS.rejected : CHANNEL_STATUS.pending;
  return channel.active ? CHANNEL_STATUS.active : CHANNEL_STATUS.deactivated;
}

export interface ChannelRowFacts extends ChannelStatusFacts {
  /** Active subscriptions. */
  subscribersCount: number;
  eventType: ChannelEventType;
  isModular: boolean;
}

export interface ChannelActions {
  /** Edit only with no subscribers; otherwise Email subscribers. */
  edit: boolean;
  email: boolean;
  deactivate: boolean;
  activate: boolean;
  addLiveEvent: boolean;
  addVideos: boolean;
  addDocument: boolean;
}

/** A My Channels row as the API answers it (its wire names). */
export interface ChannelRowWire {
  is_published: boolean;
  is_rejected: boolean;
  active: boolean;
  subscribers_count: number;
  event_type: ChannelEventType;
  is_modular: boolean;
}

/** The facts of a row as the API answers it. */
export function channelRowFacts(row: ChannelRowWire): ChannelRowFacts {
  return {
    isPublished: row.is_published,
    isRejected: row.is_rejected,
    active: row.active,
    subscribersCount: row.subscribers_count,
    eventType: row.event_type,
    isModular: row.is_modular,
  };
}

/**
 * 002 §2.4, §4: a channel with active subscribers cannot be edited, and neither can its documents be
 * added or changed ("User has subscribed this channel so can't edit channel."). The one rule: the
 * server refuses by it (channels/create.ts, channels/documents.ts), the pages offer by it.
 */
export function contentLocked(subscribersCount: number): boolean {
  return subscribersCount > 0;
}

/** 002 §2.4's conditions, less what the server would refuse (Add Document on a locked channel). The Sales Page and the events link are always there. */
export function channelActions(channel: ChannelRowFacts): ChannelActions {
  const live = channel.active && channel.isPublished;
  return {
    edit: !contentLocked(channel.subscribersCount),
    email: channel.subscribersCount > 0,
    deactivate: live,
    activate: channel.isPublished && !channel.active,
    addLiveEvent: live && (channel.eventType === "Live Events" || channel.eventType === "Pre Recorded and Live"),
    addVideos: live && (channel.eventType === "Pre Recorded Events" || channel.eventType === "Pre Recorded and Live"),
    addDocument: live && channel.eventType === "Pre Recorded Events" && channel.isModular && !contentLocked(channel.subscribersCount),
  };
}

/** 002 §4: the refund warning when deactivating an active channel with subscribers, else the plain question. */
export function statusPrompt(channel: Pick<ChannelRowFacts, "active" | "subscribersCount">): string {
  return channel.active && channel.subscribersCount > 0 ? channelMessages.refundPrompt : channelMessages.plainPrompt;
}
