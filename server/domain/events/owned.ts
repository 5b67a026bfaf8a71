// Loading an event for its host: only the owner (or an administrator) may, and any other caller gets
// the spec's 'unauthorized' (001 §6: the page then goes to /event-management). Also the event's
// clock: when it starts and ends in its own time zone, and its active bookings.
import { and, count, eq } from "drizzle-orm";
import { zonedInstant } from "~shared/dates";
import type { Executor } from "~server/db/client";
import { bookings, events, type Event } from "~server/db/schema";
import { forbidden, idOrNotFound, notFound } from "~server/domain/errors";
import { EVENT_NOT_FOUND, UNAUTHORIZED } from "./messages";


export interface Caller {
  id: number;
  role: "user" | "admin";
}

/** The event, if the caller hosts it (or administers the site); `lock` takes it FOR UPDATE. */
export async function loadOwnedEvent(db: Executor, caller: Caller, id: unknown, options: { lock?: boolean } = {}): Promise<Event> {
  const eventId = idOrNotFound(id, EVENT_NOT_FOUND);
  const query = db.select().from(events).where(eq(events.id, eventId));
  const [event] = options.lock ? await query.for("update") : await query;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.userId !== caller.id && caller.role !== "admin") throw forbidden(UNAUTHORIZED);
  return event;
}

export async function activeBookingCount(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")));
  return row?.n ?? 0;
}

type Timed = Pick<Event, "eventType" | "eventDate" | "endDate" | "eventTime" | "endTime" | "timeZone">;

/** When a live event starts; null for a pre-recorded one (it has no date). */
export function eventStart(event: Timed): Date | null {
  if (event.eventType !== "Online Event" || !event.eventDate) return null;
  return zonedInstant(event.eventDate, event.eventTime ?? "00:00", event.timeZone);
}

/** When a live event ends (its end date and time, else its start day's end); null for a pre-recorded one. */
export function eventEnd(event: Timed): Date | null {
  if (event.eventType !== "Online Event" || !event.eventDate) return null;
  const date = event.endDate ?? event.eventDate;
  const time = event.endTime ?? (event.endDate ? "23:59:59" : (event.eventTime ?? "23:59:59"));
  return zonedInstant(date, time, event.timeZone);
}
