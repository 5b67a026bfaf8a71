// Favourites (spec 000 §4): one call toggles the event in or out of the user's favourites, kept in
// the database. Only an event a visitor could see (published, not rejected) can be added; removing
// always works.
import { and, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { events, favourites } from "~server/db/schema";
import { idOrNotFound, notFound } from "~server/domain/errors";
import { BOOKING_MESSAGES } from "./rules";

export interface FavouriteToggle {
  eventId: number;
  isFavorite: boolean;
  message: string;
}

export async function toggleFavourite(db: Executor, user: { id: number }, rawId: unknown, now: Date): Promise<FavouriteToggle> {
  const eventId = idOrNotFound(rawId, BOOKING_MESSAGES.notFound);
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, user.id), eq(favourites.eventId, eventId)))
    .returning({ eventId: favourites.eventId });
  if (removed.length > 0) return { eventId, isFavorite: false, message: BOOKING_MESSAGES.favouriteRemoved };

  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.isPublished, true), eq(events.isRejected, false)));
  if (!event) throw notFound(BOOKING_MESSAGES.notFound);
  await db.insert(favourites).values({ userId: user.id, eventId, createdAt: now }).onConflictDoNothing();
  return { eventId, isFavorite: true, message: BOOKING_MESSAGES.favouriteAdded };
}
