// My Channels (002 §2.4): the host's own channels, newest first, a page at a time, each with its
// active subscriptions and its content (events and document events) counted in the same query.
import { count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channelSubscriptions, channels, documentEvents, events, type Channel } from "~server/db/schema";

/** Rows a page (the spec does not show its size). */
export const MY_CHANNELS_PER_PAGE = 10;

export type ListedChannel = Channel & { subscribersCount: number; eventCount: number };

export interface ChannelPage {
  channels: ListedChannel[];
  /** The page answered: one past the end is the last page. */
  page: number;
  total: number;
  lastPage: number;
}

export async function listMyChannels(db: Executor, hostId: number, page: number): Promise<ChannelPage> {
  const [totals] = await db.select({ n: count() }).from(channels).where(eq(channels.userId, hostId));
  const total = totals?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / MY_CHANNELS_PER_PAGE));
  const shown = Math.min(Math.max(1, page), lastPage);
  // Counted per channel in grouped subqueries joined once (no query per row).
  const subscribed = db
    .select({ channelId: channelSubscriptions.channelId, n: sql<number>`count(*)::int`.as("subscribers") })
    .from(channelSubscriptions)
    .where(eq(channelSubscriptions.status, "active"))
    .groupBy(channelSubscriptions.channelId)
    .as("subscribed");
  const eventsIn = db
    .select({ channelId: events.channelId, n: sql<number>`count(*)::int`.as("events_in") })
    .from(events)
    .groupBy(events.channelId)
    .as("events_in_channel");
  const documentsIn = db
    .select({ channelId: documentEvents.channelId, n: sql<number>`count(*)::int`.as("documents_in") })
    .from(documentEvents)
    .groupBy(documentEvents.channelId)
    .as("documents_in_channel");
  const rows = await db
    .select({
      channel: channels,
      subscribersCount: sql<number>`coalesce(${subscribed.n}, 0)`.mapWith(Number),
      eventCount: sql<number>`coalesce(${eventsIn.n}, 0) + coalesce(${documentsIn.n}, 0)`.mapWith(Number),
    })
    .from(channels)
    .leftJoin(subscribed, eq(subscribed.channelId, channels.id))
    .leftJoin(eventsIn, eq(eventsIn.channelId, channels.id))
    .leftJoin(documentsIn, eq(documentsIn.channelId, channels.id))
    .where(eq(channels.userId, hostId))
    .orderBy(desc(channels.createdAt), desc(channels.id))
    .limit(MY_CHANNELS_PER_PAGE)
    .offset((shown - 1) * MY_CHANNELS_PER_PAGE);
  return {
    channels: rows.map((row) => ({ ...row.channel, subscribersCount: row.subscribersCount, eventCount: row.eventCount })),
    page: shown,
    total,
    lastPage,
  };
}
