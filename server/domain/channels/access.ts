// May this user use this channel's content (watch its videos, join its live events, download its
// documents, read its subscriber's list)? One rule, read by the video's signed link
// (discovery/detail.ts videoAccess), the join check (discovery/join.ts), the document download
// (channels/documents.ts) and my-subscribed-channel/{id} (channels/subscribed.ts):
// - an administrator, and the channel's host, always;
// - anyone else only with an ACTIVE subscription whose paid period has not ended (to_date null for a
//   fixed subscription, else still in the future), to a channel that is published, not rejected and
//   active. A subscription cancelled by the host (the channel deactivated), cancelled, expired, or
//   past its to_date gives nothing, even before the renewal job marks it expired.
import { and, eq, gt, isNull, or, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channels, channelSubscriptions } from "~server/db/schema";

export interface ChannelViewer {
  id: number;
  role: "user" | "admin";
}

/** The SQL test "this subscription is live": active, and its paid period not over (fixed: no end). */
export function liveSubscriptionSql(now: Date): SQL {
  return and(eq(channelSubscriptions.status, "active"), or(isNull(channelSubscriptions.toDate), gt(channelSubscriptions.toDate, now)))!;
}

/** The SQL test "this user holds a live subscription of this channel" (the channel's own flags apart). */
export function userLiveSubscriptionSql(channelId: number, userId: number, now: Date): SQL {
  return and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.userId, userId), liveSubscriptionSql(now))!;
}

/** How the viewer may use the channel's content, or null when they may not. */
export type ChannelAccess = "admin" | "host" | "subscriber" | null;

export async function channelAccess(db: Executor, viewer: ChannelViewer | null, channelId: number, now: Date): Promise<ChannelAccess> {
  if (!viewer) return null;
  const [channel] = await db
    .select({ userId: channels.userId, isPublished: channels.isPublished, isRejected: channels.isRejected, active: channels.active })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!channel) return null;
  if (viewer.role === "admin") return "admin";
  if (channel.userId === viewer.id) return "host";
  if (!channel.isPublished || channel.isRejected || !channel.active) return null;
  const [subscription] = await db
    .select({ id: channelSubscriptions.id })
    .from(channelSubscriptions)
    .where(userLiveSubscriptionSql(channelId, viewer.id, now))
    .limit(1);
  return subscription ? "subscriber" : null;
}
