// The subscriber's side of channels (002 §2.6, §7 my-subscribed-channels, my-subscribed-channel/{id}).
//
// The list shows each channel the caller holds now, and those the host cancelled: a subscription
// that is active and inside its paid period ("Active"), or cancelled by its host when the channel was
// deactivated ("Cancelled by Host", so the subscriber learns why the content went away). Ended
// subscriptions (expired, cancelled, or active past their to_date before the renewal job marks them)
// are not listed: they give nothing, and a new subscription to the same channel takes their place.
// One row per channel: the live subscription before a cancelled one, else the newest.
//
// The one channel answers its content in the host's order (with each item's length: a video's
// duration, a live event's start to end) (shared/channel-content.ts), active and
// published items only, to whoever may use the channel's content (channels/access.ts), and as a list
// only to a subscriber whose host cancelled it (002 §2.6: that row has "View events" too; the API
// gives no action); anyone else gets "Channel not found", as for a channel that is not there.
import { and, desc, eq, or } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channels, channelSubscriptions, events, type Channel } from "~server/db/schema";
import { idOrNotFound, notFound } from "~server/domain/errors";
import { endsAt, startsAt } from "~server/domain/events/access";
import { CHANNEL_NOT_FOUND } from "~server/domain/events/messages";
import { DEFAULT_TIME_ZONE } from "~shared/dates";
import { channelAccess, liveSubscriptionSql, userLiveSubscriptionSql, type ChannelAccess, type ChannelViewer } from "./access";
import { channelContent, type ChannelContentItem } from "./content";
import { monthlyChargesOf, subscriptionTerms } from "./terms";

export interface SubscribedChannel {
  channelId: number;
  subscriptionId: number;
  title: string;
  slug: string;
  isMonthly: boolean;
  status: "active" | "cancelled_by_host";
  autoRenewal: boolean;
  toDate: Date | null;
  fromDate: Date;
  /** Its terms as they stand (terms.ts): what a month costs and when it renews, or that it will not. */
  terms: string;
}

export async function listSubscribedChannels(db: Executor, userId: number, now: Date): Promise<SubscribedChannel[]> {
  const rows = await db
    .select({
      channelId: channels.id,
      subscriptionId: channelSubscriptions.id,
      title: channels.title,
      slug: channels.slug,
      isMonthly: channels.isMonthlySubscription,
      status: channelSubscriptions.status,
      autoRenewal: channelSubscriptions.autoRenewal,
      toDate: channelSubscriptions.toDate,
      fromDate: channelSubscriptions.fromDate,
      pricePence: channels.pricePence,
    })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .where(
      and(
        eq(channelSubscriptions.userId, userId),
        or(eq(channelSubscriptions.status, "cancelled_by_host"), liveSubscriptionSql(now)),
      ),
    )
    .orderBy(desc(channelSubscriptions.fromDate), desc(channelSubscriptions.id));
  // A month's charge is priced with the subscriber's own fees, read once (and only for a monthly row).
  const chargeOf = rows.some((row) => row.isMonthly) ? await monthlyChargesOf(db, userId) : () => 0;
  const byChannel = new Map<number, SubscribedChannel>();
  for (const { pricePence, ...row } of rows) {
    const seen = byChannel.get(row.channelId);
    if (seen && (seen.status === "active" || row.status !== "active")) continue;
    byChannel.set(row.channelId, { ...row, status: row.status === "active" ? "active" : "cancelled_by_host", terms: subscriptionTerms({ ...row, monthlyPence: chargeOf(pricePence) }, now) });
  }
  return [...byChannel.values()];
}

export interface SubscribedContentItem extends ChannelContentItem {
  /** Seconds: a pre-recorded event's video, a live event's start to end; null for a document. */
  seconds: number | null;
  /** A live event's start and end, and its zone; null (the zone: London) for the rest. */
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string;
}

export interface SubscribedChannelView {
  channel: Channel;
  /** "cancelled_by_host": the caller's subscription was cancelled by its host; the list, nothing to open. */
  access: Exclude<ChannelAccess, null> | "cancelled_by_host";
  /** The caller's live subscription (null for the host and administrators without one). */
  subscription: { id: number; autoRenewal: boolean; toDate: Date | null } | null;
  content: SubscribedContentItem[];
}

interface LiveTimes {
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string;
  /** Its length in seconds (its start to its end in its own zone), or null without both. */
  seconds: number | null;
}

/** The channel's live events' start, end, zone and length. */
async function liveTimes(db: Executor, channelId: number): Promise<Map<number, LiveTimes>> {
  const rows = await db
    .select({ id: events.id, eventDate: events.eventDate, endDate: events.endDate, eventTime: events.eventTime, endTime: events.endTime, timeZone: events.timeZone })
    .from(events)
    .where(and(eq(events.channelId, channelId), eq(events.eventType, "Online Event")));
  const times = new Map<number, LiveTimes>();
  for (const row of rows) {
    const start = startsAt(row);
    const end = endsAt(row);
    const seconds = start && end && end > start ? Math.round((end.getTime() - start.getTime()) / 1000) : null;
    times.set(row.id, { startsAt: start, endsAt: end, timeZone: row.timeZone, seconds });
  }
  return times;
}

/** Whether the user's subscription to the channel was cancelled by its host. */
async function cancelledByHost(db: Executor, userId: number, channelId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: channelSubscriptions.id })
    .from(channelSubscriptions)
    .where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.userId, userId), eq(channelSubscriptions.status, "cancelled_by_host")))
    .limit(1);
  return row !== undefined;
}

export async function loadSubscribedChannel(db: Executor, viewer: ChannelViewer, rawId: unknown, now: Date): Promise<SubscribedChannelView> {
  const id = idOrNotFound(rawId, CHANNEL_NOT_FOUND);
  const access = (await channelAccess(db, viewer, id, now)) ?? ((await cancelledByHost(db, viewer.id, id)) ? "cancelled_by_host" : null);
  if (access === null) throw notFound(CHANNEL_NOT_FOUND);
  const [[channel], [subscription], content, times] = await Promise.all([
    db.select().from(channels).where(eq(channels.id, id)),
    db
      .select({ id: channelSubscriptions.id, autoRenewal: channelSubscriptions.autoRenewal, toDate: channelSubscriptions.toDate })
      .from(channelSubscriptions)
      .where(userLiveSubscriptionSql(id, viewer.id, now))
      .limit(1),
    channelContent(db, id),
    liveTimes(db, id),
  ]);
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  return {
    channel,
    access,
    subscription: subscription ?? null,
    content: content
      .filter((item) => item.active && item.isPublished)
      .map((item) => {
        const live = item.kind === "event" && item.eventType === "Online Event" ? times.get(item.id) : undefined;
        return {
          ...item,
          seconds: live ? live.seconds : item.duration,
          startsAt: live?.startsAt ?? null,
          endsAt: live?.endsAt ?? null,
          timeZone: live?.timeZone ?? DEFAULT_TIME_ZONE,
        };
      }),
  };
}
