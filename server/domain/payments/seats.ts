// One place for "how many places are taken" (issue 10 §5): active bookings plus the live holds of
// checkouts in progress. The free booking and the paid checkout both count through here, inside the
// transaction that holds the event's (or channel's) row lock, so a place can never be sold twice.
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, channelSubscriptions, transactions } from "~server/db/schema";

/** Active bookings of the event + pending checkouts for it whose hold has not expired. */
export async function seatsTaken(tx: Executor, eventId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({
      n: sql<number>`(${tx.select({ n: count() }).from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")))})
        + (${tx
          .select({ n: count() })
          .from(transactions)
          .where(
            and(
              eq(transactions.eventId, eventId),
              eq(transactions.status, "pending"),
              eq(transactions.transactionType, "event_booking"),
              gt(transactions.reservationExpiresAt, now),
            ),
          )})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** Active subscribers of the channel + pending checkouts for it whose hold has not expired. */
export async function channelPlacesTaken(tx: Executor, channelId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({
      n: sql<number>`(${tx.select({ n: count() }).from(channelSubscriptions).where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.status, "active")))})
        + (${tx
          .select({ n: count() })
          .from(transactions)
          .where(
            and(
              eq(transactions.channelId, channelId),
              eq(transactions.status, "pending"),
              eq(transactions.transactionType, "channel_subscription"),
              gt(transactions.reservationExpiresAt, now),
            ),
          )})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.n ?? 0;
}
