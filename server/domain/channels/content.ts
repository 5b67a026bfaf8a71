// A channel's content as its host manages it: the channel's events and document events, with their
// modules, in the host's order (shared/channel-content.ts). Cancelled occurrences are left out.
import { and, asc, eq } from "drizzle-orm";
import { inChannelOrder, type ChannelContentKind } from "~shared/channel-content";
import type { Executor } from "~server/db/client";
import { channelModules, documentEvents, events } from "~server/db/schema";

export interface ChannelContentItem {
  kind: ChannelContentKind;
  id: number;
  title: string;
  /** "Online Event" or "Pre Recorded" for events; "Document" for document events. */
  eventType: "Online Event" | "Pre Recorded" | "Document";
  slug: string | null;
  moduleId: number | null;
  moduleTitle: string | null;
  active: boolean;
  isPublished: boolean;
  /** Seconds; pre-recorded events only. */
  duration: number | null;
  eventDate: string | null;
  eventTime: string | null;
  order: number;
}

export interface ChannelModuleRow {
  id: number;
  title: string;
}

/** What a channel's content lists of each event (never its video or join link). */
export const channelEventColumns = {
  id: events.id,
  title: events.title,
  eventType: events.eventType,
  slug: events.slug,
  moduleId: events.channelModuleId,
  duration: events.preRecordedDuration,
  eventDate: events.eventDate,
  eventTime: events.eventTime,
  order: events.chanSortOrder,
};

export async function channelModulesOf(db: Executor, channelId: number): Promise<ChannelModuleRow[]> {
  return db
    .select({ id: channelModules.id, title: channelModules.title })
    .from(channelModules)
    .where(eq(channelModules.channelId, channelId))
    .orderBy(asc(channelModules.sort), asc(channelModules.id));
}

export async function channelContent(db: Executor, channelId: number): Promise<ChannelContentItem[]> {
  const [modules, eventRows, documentRows] = await Promise.all([
    channelModulesOf(db, channelId),
    db
      .select({ ...channelEventColumns, active: events.active, isPublished: events.isPublished })
      .from(events)
      .where(and(eq(events.channelId, channelId), eq(events.isCancelled, false))),
    db
      .select({
        id: documentEvents.id,
        title: documentEvents.title,
        moduleId: documentEvents.channelModuleId,
        active: documentEvents.active,
        order: documentEvents.chanSortOrder,
      })
      .from(documentEvents)
      .where(eq(documentEvents.channelId, channelId)),
  ]);
  const moduleTitle = new Map(modules.map((m) => [m.id, m.title]));
  const titleOf = (id: number | null) => (id === null ? null : (moduleTitle.get(id) ?? null));
  return inChannelOrder<ChannelContentItem>([
    ...eventRows.map((row) => ({ ...row, kind: "event" as const, moduleTitle: titleOf(row.moduleId) })),
    ...documentRows.map((row) => ({
      ...row,
      kind: "document" as const,
      eventType: "Document" as const,
      slug: null,
      moduleTitle: titleOf(row.moduleId),
      isPublished: true,
      duration: null,
      eventDate: null,
      eventTime: null,
    })),
  ]);
}
