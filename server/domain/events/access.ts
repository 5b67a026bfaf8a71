// Who may touch an event: its host, and administrators (who moderate). Everyone else is answered
// 'unauthorized' (spec 001 §6), whatever they asked for.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, events, type Event } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { forbidden, notFound } from "~server/domain/errors";
import { zonedInstant } from "~shared/dates";
import { eventPhase, saleClosed, type EventPhase } from "~shared/event-phase";
import { EVENT_NOT_FOUND, UNAUTHORIZED } from "./messages";

export function mayManage(user: Pick<UserRow, "id" | "role">, ownerId: number): boolean {
  return user.id === ownerId || user.role === "admin";
}

/** The event, locked for the rest of the transaction, when `user` may manage it. */
export async function loadManagedEvent(tx: Executor, user: Pick<UserRow, "id" | "role">, eventId: number, lock = false): Promise<Event> {
  const query = tx.select().from(events).where(eq(events.id, eventId)).limit(1);
  const [event] = lock ? await query.for("update") : await query;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!mayManage(user, event.userId)) throw forbidden(UNAUTHORIZED);
  return event;
}

/** Seats taken: bookings not cancelled. */
export async function activeBookings(tx: Executor, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")));
  return row?.n ?? 0;
}

/** When a live event ends (its end date and time in its own zone); null for a pre-recorded event. */
export function endsAt(event: Pick<Event, "eventDate" | "endDate" | "eventTime" | "endTime" | "timeZone">): Date | null {
  const date = event.endDate ?? event.eventDate;
  const time = event.endTime ?? event.eventTime;
  if (!date || !time) return null;
  return zonedInstant(date, time, event.timeZone);
}

/** Where the event is in time (shared/event-phase.ts, the one rule), from its row. */
export function phaseOf(event: Parameters<typeof endsAt>[0], now: Date): EventPhase {
  return eventPhase(startsAt(event)?.getTime() ?? null, endsAt(event)?.getTime() ?? null, now.getTime());
}

export function hasEnded(event: Parameters<typeof endsAt>[0], now: Date): boolean {
  return phaseOf(event, now) === "ended";
}

/** When a live event starts (its date and time in its own zone); null for a pre-recorded event. */
export function startsAt(event: Pick<Event, "eventDate" | "eventTime" | "timeZone">): Date | null {
  if (!event.eventDate || !event.eventTime) return null;
  return zonedInstant(event.eventDate, event.eventTime, event.timeZone);
}

export function hasStarted(event: Parameters<typeof startsAt>[0], now: Date): boolean {
  return saleClosed(eventPhase(startsAt(event)?.getTime() ?? null, null, now.getTime()));
}
