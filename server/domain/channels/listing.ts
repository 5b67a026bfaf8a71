// My Channels (002 §2.4): the host's own channels, newest first, a page at a time, each with its
// active subscriptions and its content (events and document events) counted in the same query.
import { count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channelSubscriptions, channels, documentEvents, events, type Channel } from "~server/db/schema";
import { qualified } from "~server/db/qualified";

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

/** The channel id, named with its table for the counts' subqueries (server/db/qualified.ts). */
const CHANNELS_ID: SQL = qualified(channels.id);

export async function listMyChannels(db: Executor, hostId: number, page: number): Promise<ChannelPage> {
  const [totals] = await db.select({ n: count() }).from(channels).where(eq(channels.userId, hostId));
  const total = totals?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / MY_CHANNELS_PER_PAGE));
  const shown = Math.min(Math.max(1, page), lastPage);
  // Counted per channel of the page (each through its channel's index), not grouped over every
  // subscription, event and document and joined: the page reads the host's channels only.
  const subscribers = sql<number>`(select count(*) from ${channelSubscriptions} where ${channelSubscriptions.channelId} = ${CHANNELS_ID} and ${channelSubscriptions.status} = 'active')`;
  const eventsIn = sql<number>`(select count(*) from ${events} where ${events.channelId} = ${CHANNELS_ID})`;
  const documentsIn = sql<number>`(select count(*) from ${documentEvents} where ${documentEvents.channelId} = ${CHANNELS_ID})`;
  const rows = await db
    .select({
      channel: channels,
      subscribersCount: subscribers.mapWith(Number),
      eventCount: sql<number>`${eventsIn} + ${documentsIn}`.mapWith(Number),
    })
    .from(channels)
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
