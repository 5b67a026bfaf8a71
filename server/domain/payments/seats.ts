// One place for "how many places are taken": active bookings plus the live holds of
// checkouts in progress. The free booking and the paid checkout both count through here, inside the
// transaction that holds the event's (or channel's) row lock, so a place can never be sold twice;
// the public pages count with the same SQL, so the seats they show left are the seats a buyer gets.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, channelSubscriptions, transactions } from "~server/db/schema";

/** A pending checkout whose hold has not lapsed: it keeps its place (and its coupon use). */
export function liveHoldSql(now: Date): SQL {
  return sql`${transactions.status} = 'pending' and ${transactions.reservationExpiresAt} > ${now.toISOString()}::timestamptz`;
}

/** Active bookings of the event + its live holds; `eventId` a value or a column (for a list's rows). */
export function seatsTakenSql(eventId: number | SQLWrapper, now: Date): SQL<number> {
  return sql<number>`((select count(*) from ${bookings} where ${bookings.eventId} = ${eventId} and ${bookings.status} = 'booked')
    + (select count(*) from ${transactions} where ${transactions.eventId} = ${eventId} and ${transactions.transactionType} = 'event_booking' and ${liveHoldSql(now)}))::int`.mapWith(Number);
}

/**
 * Active subscribers of the channel + its live holds; `channelId` a value or a column. A renewal's
 * checkout (it names the subscription it renews) is no new place: its subscriber is counted already.
 */
export function channelPlacesTakenSql(channelId: number | SQLWrapper, now: Date): SQL<number> {
  return sql<number>`((select count(*) from ${channelSubscriptions} where ${channelSubscriptions.channelId} = ${channelId} and ${channelSubscriptions.status} = 'active')
    + (select count(*) from ${transactions} where ${transactions.channelId} = ${channelId} and ${transactions.transactionType} = 'channel_subscription' and ${transactions.channelSubscriptionId} is null and ${liveHoldSql(now)}))::int`.mapWith(Number);
}

/** Active bookings of the event + pending checkouts for it whose hold has not expired. */
export async function seatsTaken(tx: Executor, eventId: number, now: Date): Promise<number> {
  const [row] = await tx.select({ n: seatsTakenSql(eventId, now) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** Active subscribers of the channel + pending checkouts for it whose hold has not expired. */
export async function channelPlacesTaken(tx: Executor, channelId: number, now: Date): Promise<number> {
  const [row] = await tx.select({ n: channelPlacesTakenSql(channelId, now) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}
