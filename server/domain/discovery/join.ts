// JOIN NOW: at the click, the caller's booking (or being the host, or for a channel's live event
// whatever channels/access.ts allows: an administrator or a live subscription) and the window of
// shared/join-window.ts decide; only then is the host's link read, to redirect to it. The link is
// never written into a page or an answer.
import { and, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, events } from "~server/db/schema";
import { channelAccess, type ChannelViewer } from "~server/domain/channels/access";
import { endsAt, startsAt } from "~server/domain/events/access";
import { idOf } from "~shared/ids";
import { joinDecision, type JoinDecision } from "~shared/join-window";

export interface JoinAnswer {
  decision: JoinDecision | "not-found";
  /** The host's link: only when decision is "open". */
  link: string | null;
  event: { id: number; title: string; slug: string; eventType: "Online Event" | "Pre Recorded"; timeZone: string; startsAt: Date | null; endsAt: Date | null } | null;
}

export async function joinEvent(db: Executor, rawId: unknown, viewer: ChannelViewer, now: Date): Promise<JoinAnswer> {
  const id = idOf(rawId);
  if (id === null) return { decision: "not-found", link: null, event: null };
  const [row] = await db
    .select({
      id: events.id,
      userId: events.userId,
      title: events.title,
      slug: events.slug,
      eventType: events.eventType,
      eventDate: events.eventDate,
      endDate: events.endDate,
      eventTime: events.eventTime,
      endTime: events.endTime,
      timeZone: events.timeZone,
      isPublished: events.isPublished,
      isRejected: events.isRejected,
      isCancelled: events.isCancelled,
      active: events.active,
      viewLink: events.viewLink,
      channelId: events.channelId,
    })
    .from(events)
    .where(eq(events.id, id));
  const isHost = row?.userId === viewer.id;
  if (!row || (!isHost && (!row.isPublished || row.isRejected || !row.active))) return { decision: "not-found", link: null, event: null };
  const [booking] = isHost
    ? []
    : await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.eventId, id), eq(bookings.userId, viewer.id), eq(bookings.status, "booked")))
        .limit(1);
  // A channel's live event: whoever may use the channel's content joins as a booking would.
  const viaChannel = !isHost && !booking && row.channelId !== null && (await channelAccess(db, viewer, row.channelId, now)) !== null;
  const start = startsAt(row);
  const end = endsAt(row);
  const link = row.viewLink?.trim() || null;
  const decision = joinDecision({
    isLive: row.eventType === "Online Event",
    isHost,
    isBooked: Boolean(booking) || viaChannel,
    isCancelled: row.isCancelled,
    hasJoinLink: link !== null,
    startsAt: start?.getTime() ?? null,
    endsAt: end?.getTime() ?? null,
    now: now.getTime(),
  });
  return {
    decision,
    link: decision === "open" ? link : null,
    event: { id: row.id, title: row.title, slug: row.slug, eventType: row.eventType, timeZone: row.timeZone, startsAt: start, endsAt: end },
  };
}
