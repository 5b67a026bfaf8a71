// My Hosted Events (spec 001 §2.12, 000 §4): the host's own events, newest first, with the active
// bookings of each, filtered by the tabs All / Online / Pre Recorded.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, events, type Event, type EventType } from "~server/db/schema";
import { qualified } from "~server/db/qualified";
import { invalid } from "~server/domain/errors";
import { seatsTakenSql } from "~server/domain/payments/seats";

export const HOSTED_TABS = ["all", "online", "pre-recorded"] as const;
export type HostedTab = (typeof HOSTED_TABS)[number];
export const UNKNOWN_TAB = "Event type must be all, online or pre-recorded.";

const typeOfTab: Record<HostedTab, EventType | null> = { all: null, online: "Online Event", "pre-recorded": "Pre Recorded" };

/** The tab a query names; no value is "all". */
export function hostedTabOf(value: string | undefined | null): HostedTab {
  if (value === undefined || value === null || value === "") return "all";
  const tab = HOSTED_TABS.find((name) => name === value);
  if (!tab) throw invalid(UNKNOWN_TAB, { type: [UNKNOWN_TAB] });
  return tab;
}

/** seatsTaken: bookings and live checkout holds, as the booking counts them (payments/seats.ts). */
export type HostedEvent = Event & { bookedCount: number; seatsTaken: number };

/** At most this many; the list is not paged (spec: not shown). */
export const HOSTED_LIST_LIMIT = 500;

/** The event id, named with its table for the counts' subqueries (server/db/qualified.ts). */
const EVENTS_ID: SQL = qualified(events.id);

export async function listHostedEvents(db: Executor, hostId: number, tab: HostedTab, now: Date): Promise<HostedEvent[]> {
  const type = typeOfTab[tab];
  // Counted per row (bookings_event_idx), not grouped over every booking and joined: this page reads
  // the host's events only, whatever the number of bookings elsewhere.
  const bookedCount = sql<number>`(select count(*) from ${bookings} where ${bookings.eventId} = ${EVENTS_ID} and ${bookings.status} = 'booked')::int`;
  const rows = await db
    .select({ event: events, bookedCount, seatsTaken: seatsTakenSql(EVENTS_ID, now) })
    .from(events)
    .where(and(eq(events.userId, hostId), type ? eq(events.eventType, type) : undefined))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(HOSTED_LIST_LIMIT);
  return rows.map((row) => ({ ...row.event, bookedCount: Number(row.bookedCount), seatsTaken: Number(row.seatsTaken) }));
}
