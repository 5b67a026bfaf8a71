// What /sitemap.xml lists beside the site's own pages: every event the public listings show (the
// search rule: published, active, not cancelled or rejected, outside channels, not ended) and every
// listed channel of a host whose account is there (as /channels lists them), each with its public address and when it last changed. Two queries.
import { asc } from "drizzle-orm";
import { channelUrl, eventPageUrl } from "~shared/event-urls";
import type { Executor } from "~server/db/client";
import { channels, events } from "~server/db/schema";
import { publicListingCondition } from "~server/domain/discovery/search";
import { publicChannel } from "~server/domain/discovery/visibility";

export interface SitemapEntry {
  /** The page's path (event and channel addresses as every card links them). */
  path: string;
  updatedAt: Date | null;
}

export async function listSitemapEntries(db: Executor, now: Date): Promise<SitemapEntry[]> {
  const [eventRows, channelRows] = await Promise.all([
    db
      .select({ id: events.id, event_type: events.eventType, event_slug: events.slug, title: events.title, updatedAt: events.updatedAt })
      .from(events)
      .where(publicListingCondition(now))
      .orderBy(asc(events.id)),
    db
      .select({ id: channels.id, channel_slug: channels.slug, title: channels.title, updatedAt: channels.updatedAt })
      .from(channels)
      .where(publicChannel())
      .orderBy(asc(channels.id)),
  ]);
  return [
    ...eventRows.map((event) => ({ path: eventPageUrl(event), updatedAt: event.updatedAt })),
    ...channelRows.map((channel) => ({ path: channelUrl(channel), updatedAt: channel.updatedAt })),
  ];
}
