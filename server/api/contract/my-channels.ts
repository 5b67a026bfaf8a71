// The host's My Channels (002 §2.4, §4, §7): the paged list of the caller's own channels and the
// Activate / Deactivate switch. Another host's channel answers as a missing one (404).
import { z } from "zod";
import type { ChannelEventType, ChannelStatusLabel } from "~shared/channel-status";
import type { PaginationMeta } from "./discovery";
import { answer, call, textQuery, wire, wireNumber } from "./define";

/** One row of My Channels: every column of 002 §2.4. Money in pence. */
export interface MyChannelRowData {
  id: number;
  title: string;
  channel_slug: string;
  price: number;
  /** 1 monthly, 0 fixed (002 §9). */
  is_monthly_subscription: 0 | 1;
  subscription: "Monthly" | "Fixed";
  event_type: ChannelEventType;
  is_modular: boolean;
  is_published: boolean;
  is_rejected: boolean;
  /** Why an administrator rejected it, shown beside "Rejected by Admin"; null otherwise. */
  rejection_reason: string | null;
  active: boolean;
  status: ChannelStatusLabel;
  /** Active subscriptions. */
  subscribers_count: number;
  /** Events and document events in the channel. */
  event_count: number;
  created_at: string;
}

/** GET my-channels: data user and channels; `pagination` beside it (10 a page). */
export interface MyChannelsData {
  user: { id: number; full_name: string };
  channels: MyChannelRowData[];
}

export interface ChannelStatusBody {
  id: number | string;
  /** The state wanted (true: Activate, false: Deactivate); without it the call flips the flag. */
  active?: boolean | "0" | "1" | "true" | "false";
}

export interface ChannelStatusData {
  success: true;
  id: number;
  active: boolean;
  status: ChannelStatusLabel;
  cancelled_subscriptions: number;
  refunds_owed: number;
}

const wantedState = z
  .union([z.boolean(), z.enum(["0", "1", "true", "false"])], "Active must be true or false")
  .transform((value) => value === true || value === "1" || value === "true")
  .optional();

export const channelStatusSchema = z.object({ id: wireNumber, active: wantedState });

export const myChannelCalls = {
  /** The caller's channels, newest first; a page past the end answers the last page. */
  "GET my-channels": call({ access: "user", query: textQuery("page"), queryWire: wire<{ page?: number | string }>(), answer: answer<MyChannelsData, { pagination: PaginationMeta }>() }),
  "POST channels/update-status": call({ access: "owner", body: channelStatusSchema, wire: wire<ChannelStatusBody>(), answer: answer<ChannelStatusData>() }),
};
