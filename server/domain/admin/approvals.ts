// The approval queues of the admin console: what waits for a decision, oldest first, with what an
// administrator needs to decide (the details, the media keys, the host), and one item in full. The
// decisions themselves are in server/domain/events/approval.ts and server/domain/channels/approval.ts.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categories, channels, events, users, type Channel, type Event } from "~server/db/schema";
import { notFound } from "~server/domain/errors";
import { channelMessages } from "~shared/messages/channels";
import { EVENT_NOT_FOUND } from "~server/domain/events/messages";

export interface ApprovalHost {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface PendingEvent {
  /** A series' first pending occurrence (deciding it decides the series' pending ones). */
  event: Event;
  categoryName: string | null;
  host: ApprovalHost;
  /** The pending occurrences' dates, in order (one for a single event; none for pre-recorded). */
  dates: string[];
  occurrences: number;
}

export interface PendingChannel {
  channel: Channel;
  categoryName: string | null;
  host: ApprovalHost;
}

const hostColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
const waitingEvent = and(eq(events.isPublished, false), eq(events.isRejected, false), eq(events.isCancelled, false));
const waitingChannel = and(eq(channels.isPublished, false), eq(channels.isRejected, false));

/** Pending events grouped by series (a row per series, in the order its first occurrence was made). */
function groupSeries(rows: { event: Event; categoryName: string | null; host: ApprovalHost }[]): PendingEvent[] {
  const bySeries = new Map<number, PendingEvent>();
  for (const row of rows) {
    const key = row.event.seriesId ?? row.event.id;
    const group = bySeries.get(key);
    if (group) {
      group.occurrences += 1;
      if (row.event.eventDate) group.dates.push(row.event.eventDate);
    } else bySeries.set(key, { ...row, dates: row.event.eventDate ? [row.event.eventDate] : [], occurrences: 1 });
  }
  return [...bySeries.values()].map((group) => ({ ...group, dates: group.dates.sort() }));
}

/** Both queues, oldest first: one query each (a series' occurrences are grouped here). */
export async function approvalQueues(db: Executor): Promise<{ events: PendingEvent[]; channels: PendingChannel[] }> {
  const [eventRows, channelRows] = await Promise.all([
    db
      .select({ event: events, categoryName: categories.name, host: hostColumns })
      .from(events)
      .innerJoin(users, eq(users.id, events.userId))
      .leftJoin(categories, eq(categories.id, events.categoryId))
      .where(waitingEvent)
      .orderBy(asc(events.id)),
    db
      .select({ channel: channels, categoryName: categories.name, host: hostColumns })
      .from(channels)
      .innerJoin(users, eq(users.id, channels.userId))
      .leftJoin(categories, eq(categories.id, channels.categoryId))
      .where(waitingChannel)
      .orderBy(asc(channels.id)),
  ]);
  return { events: groupSeries(eventRows), channels: channelRows };
}

/** One event as the console shows it, decided or not, with the pending occurrences of its series. */
export async function approvalEvent(db: Executor, eventId: number): Promise<PendingEvent> {
  const [row] = await db
    .select({ event: events, categoryName: categories.name, host: hostColumns })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const { seriesId } = row.event;
  const siblings =
    seriesId === null
      ? []
      : await db
          .select({ id: events.id, eventDate: events.eventDate })
          .from(events)
          .where(and(eq(events.seriesId, seriesId), waitingEvent, sql`${events.id} <> ${row.event.id}`))
          .orderBy(asc(events.eventDate));
  const dates = [row.event.eventDate, ...siblings.map((sibling) => sibling.eventDate)].filter((date): date is string => date !== null).sort();
  return { ...row, dates, occurrences: 1 + siblings.length };
}

export async function approvalChannel(db: Executor, channelId: number): Promise<PendingChannel> {
  const [row] = await db
    .select({ channel: channels, categoryName: categories.name, host: hostColumns })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.userId))
    .leftJoin(categories, eq(categories.id, channels.categoryId))
    .where(eq(channels.id, channelId))
    .limit(1);
  if (!row) throw notFound(channelMessages.channelNotFound);
  return row;
}

