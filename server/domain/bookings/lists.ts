// The attendee's lists (spec 000 §2, §7): favourite events and booked events under the tabs
// All / Online / Pre Recorded (the tabs of My Hosted Events, server/domain/events/hosted.ts), and the
// transaction history, 10 rows a page. Each list is one query; the cards of the events are loaded
// for all of them at once by the caller.
import { and, count, desc, eq, notInArray } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, categories, events, favourites, transactions, type EventType } from "~server/db/schema";
import type { HostedTab } from "~server/domain/events/hosted";

/** At most this many events in a list (the lists are not paged: spec "not shown"). */
export const LIST_LIMIT = 200;
/** Transaction history rows per page. */
export const TRANSACTIONS_PER_PAGE = 10;

const typeOfTab: Record<HostedTab, EventType | null> = { all: null, online: "Online Event", "pre-recorded": "Pre Recorded" };

/** The user's favourite events of the tab, the latest favourite first. */
export async function favouriteEventIds(db: Executor, userId: number, tab: HostedTab): Promise<number[]> {
  const type = typeOfTab[tab];
  const rows = await db
    .select({ id: events.id })
    .from(favourites)
    .innerJoin(events, eq(events.id, favourites.eventId))
    .where(and(eq(favourites.userId, userId), type ? eq(events.eventType, type) : undefined))
    .orderBy(desc(favourites.createdAt), desc(events.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => row.id);
}

/** The events the user holds an active booking of, in the tab, the latest booking first. */
export async function bookedEventIds(db: Executor, userId: number, tab: HostedTab): Promise<number[]> {
  const type = typeOfTab[tab];
  const rows = await db
    .select({ id: events.id })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.userId, userId), eq(bookings.status, "booked"), type ? eq(events.eventType, type) : undefined))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => row.id);
}

export interface TransactionRow {
  id: number;
  createdAt: Date;
  transactionType: "channel_subscription" | "package_subscription" | "event_booking";
  amountPence: number;
  status: "pending" | "succeeded" | "failed" | "refunded" | "expired";
  bookingRef: string | null;
  eventTitle: string | null;
  categoryName: string | null;
}

export interface TransactionPage {
  rows: TransactionRow[];
  page: number;
  total: number;
  lastPage: number;
}

/** The user's completed transactions and refunds (not the pending, failed or lapsed attempts), newest first, one page. */
export async function transactionHistory(db: Executor, userId: number, page: number): Promise<TransactionPage> {
  const where = and(eq(transactions.userId, userId), notInArray(transactions.status, ["pending", "failed", "expired"]));
  const [counted] = await db.select({ n: count() }).from(transactions).where(where);
  const total = counted?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / TRANSACTIONS_PER_PAGE));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      transactionType: transactions.transactionType,
      amountPence: transactions.amountPence,
      status: transactions.status,
      bookingRef: bookings.bookingRef,
      eventTitle: events.title,
      categoryName: categories.name,
    })
    .from(transactions)
    .leftJoin(bookings, eq(bookings.id, transactions.bookingId))
    .leftJoin(events, eq(events.id, transactions.eventId))
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(TRANSACTIONS_PER_PAGE)
    .offset((current - 1) * TRANSACTIONS_PER_PAGE);
  return { rows, page: current, total, lastPage };
}
