// Approval of channels: new and edited channels are Pending Approval until an administrator decides.
// Approving publishes the channel (and clears a past rejection); rejecting marks it Rejected by Admin
// and takes it off the site. Used by the operator commands (scripts/admin.ts) until the admin console
// exists, beside the events' own (server/domain/events/approval.ts).
import { and, asc, eq, sql } from "drizzle-orm";
import { channelMessages } from "~shared/messages/channels";
import type { Executor } from "~server/db/client";
import { channels, events, users } from "~server/db/schema";
import { notFound } from "~server/domain/errors";

async function decide(db: Executor, channelId: number, approve: boolean, now: Date): Promise<number> {
  const [row] = await db
    .update(channels)
    .set({ isPublished: approve, isRejected: !approve, updatedAt: now })
    .where(eq(channels.id, channelId))
    .returning({ id: channels.id });
  if (!row) throw notFound(channelMessages.channelNotFound);
  return row.id;
}

export function approveChannel(db: Executor, channelId: number, now: Date): Promise<number> {
  return decide(db, channelId, true, now);
}

export function rejectChannel(db: Executor, channelId: number, now: Date): Promise<number> {
  return decide(db, channelId, false, now);
}

export interface PendingItem {
  kind: "event" | "channel";
  /** The id to approve: the event (a series' first pending occurrence) or the channel. */
  id: number;
  title: string;
  hostId: number;
  hostEmail: string;
  /** Pending occurrences a series brings (1 for a single event or a channel). */
  occurrences: number;
}

/** What waits for a decision, oldest first: events (a recurring series as one row) and channels. */
export async function listPending(db: Executor): Promise<PendingItem[]> {
  const series = sql<number>`coalesce(${events.seriesId}, ${events.id})`;
  const eventRows = await db
    .select({
      id: sql<number>`min(${events.id})`.mapWith(Number),
      title: sql<string>`min(${events.title})`,
      hostId: events.userId,
      hostEmail: users.email,
      occurrences: sql<number>`count(*)`.mapWith(Number),
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(eq(events.isPublished, false), eq(events.isRejected, false), eq(events.isCancelled, false)))
    .groupBy(series, events.userId, users.email)
    .orderBy(sql`min(${events.id})`);
  const channelRows = await db
    .select({ id: channels.id, title: channels.title, hostId: channels.userId, hostEmail: users.email })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.userId))
    .where(and(eq(channels.isPublished, false), eq(channels.isRejected, false)))
    .orderBy(asc(channels.id));
  return [
    ...eventRows.map((row) => ({ kind: "event" as const, ...row })),
    ...channelRows.map((row) => ({ kind: "channel" as const, ...row, occurrences: 1 })),
  ];
}
