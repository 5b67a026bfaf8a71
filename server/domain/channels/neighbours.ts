// Previous and next in a channel (002 §3 "Event in channel", 001 §2.3): the video ("Pre Recorded")
// or document event just before and after one of them, in the host's order across the channel's
// modules (shared/channel-content.ts, the order of the host's table and the subscriber's list). Live
// events are not stepped through: they have a date, not a place in a course. The host sees inactive
// and unapproved items too (they manage them); anyone else only what the subscriber's list shows
// (active, published, not cancelled). Callers decide who may have them at all: the channel's content
// is its subscribers', host's and administrators' (channels/access.ts).
import { and, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { documentEvents, events } from "~server/db/schema";
import { neighboursOf, type ChannelContentKind, type Ordered } from "~shared/channel-content";

export interface ChannelNeighbour {
  id: number;
  /** "Pre Recorded" for a video event, "Document" for a document event. */
  type: "Pre Recorded" | "Document";
  slug: string | null;
  title: string;
}

export interface ChannelNeighbours {
  previous: ChannelNeighbour | null;
  next: ChannelNeighbour | null;
}

/** The items just before and after `current` (always counted, whatever its state) in its channel. */
export async function channelNeighbours(
  db: Executor,
  viewer: { id: number },
  channel: { id: number; hostId: number },
  current: { kind: ChannelContentKind; id: number },
): Promise<ChannelNeighbours> {
  const host = viewer.id === channel.hostId;
  const [videos, documents] = await Promise.all([
    db
      .select({ id: events.id, slug: events.slug, title: events.title, chanSortOrder: events.chanSortOrder, active: events.active, isPublished: events.isPublished, isCancelled: events.isCancelled })
      .from(events)
      .where(and(eq(events.channelId, channel.id), eq(events.eventType, "Pre Recorded"))),
    db
      .select({ id: documentEvents.id, title: documentEvents.title, chanSortOrder: documentEvents.chanSortOrder, active: documentEvents.active })
      .from(documentEvents)
      .where(eq(documentEvents.channelId, channel.id)),
  ]);
  const isCurrent = (kind: ChannelContentKind, id: number) => current.kind === kind && current.id === id;
  const items: (Ordered & { shown: ChannelNeighbour })[] = [
    ...videos
      .filter((video) => isCurrent("event", video.id) || (!video.isCancelled && (host || (video.active && video.isPublished))))
      .map((video) => ({
        kind: "event" as const,
        id: video.id,
        order: video.chanSortOrder,
        shown: { id: video.id, type: "Pre Recorded" as const, slug: video.slug, title: video.title },
      })),
    ...documents
      .filter((doc) => isCurrent("document", doc.id) || host || doc.active)
      .map((doc) => ({
        kind: "document" as const,
        id: doc.id,
        order: doc.chanSortOrder,
        shown: { id: doc.id, type: "Document" as const, slug: null, title: doc.title },
      })),
  ];
  const { previous, next } = neighboursOf(items, current);
  return { previous: previous?.shown ?? null, next: next?.shown ?? null };
}
