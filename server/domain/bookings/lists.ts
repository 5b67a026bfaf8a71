// The attendee's lists (spec 000 §2, §7): favourite events and booked events under the tabs
// All / Online / Pre Recorded (the tabs of My Hosted Events, server/domain/events/hosted.ts), and the
// transaction history, 10 rows a page. Each list is one query; the cards of the events are loaded
// for all of them at once by the caller.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, events, favourites, type EventType, type transactionStatus } from "~server/db/schema";
import { monthlyChargesOf, subscriptionTerms } from "~server/domain/channels/terms";
import type { TransactionType } from "~server/domain/payments/quote";
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
  /** A payment (a transaction) or a refund of one; ids are each kind's own. */
  kind: "payment" | "refund";
  id: number;
  createdAt: Date;
  transactionType: TransactionType;
  amountPence: number;
  status: (typeof transactionStatus.enumValues)[number];
  bookingRef: string | null;
  eventTitle: string | null;
  categoryName: string | null;
  /** For a refund: owed (on its way), refunded, or failed. */
  refundStatus: "owed" | "refunded" | "failed" | null;
  /** What was bought: the event's or channel's title, the package's name (null once it is gone). */
  itemTitle: string | null;
  /** A channel payment's subscription terms as they stand now (shared/subscription-terms.ts); else null. */
  terms: string | null;
}

export interface TransactionPage {
  rows: TransactionRow[];
  page: number;
  total: number;
  lastPage: number;
}

/**
 * The user's payments (not the pending, failed or lapsed attempts) and refunds, newest first, one
 * page: one query over both (a refund is dated when it was paid, or recorded while still owed).
 */
export async function transactionHistory(db: Executor, userId: number, page: number, now: Date): Promise<TransactionPage> {
  // What was bought: the event's or the channel's title, or the package's name; a channel payment
  // also brings its subscription as it stands, for its terms.
  const payments = sql`
    select 'payment' as kind, t.id, t.created_at as at, t.transaction_type::text as type, t.amount_pence as amount,
      t.status::text as status, b.booking_ref, e.title as event_title, c.name as category_name, null::text as refund_status,
      coalesce(e.title, ch.title, p.name) as item_title, ch.is_monthly_subscription as monthly, ch.price_pence as channel_price,
      cs.status::text as subscription_status, cs.auto_renewal, cs.to_date
    from transactions t
    left join bookings b on b.id = t.booking_id
    left join events e on e.id = t.event_id
    left join categories c on c.id = e.category_id
    left join channels ch on ch.id = t.channel_id
    left join packages p on p.id = t.package_id
    left join channel_subscriptions cs on cs.id = t.channel_subscription_id
    where t.user_id = ${userId} and t.status not in ('pending', 'failed', 'expired')`;
  const refunded = sql`
    select 'refund' as kind, r.id, coalesce(r.refunded_at, r.created_at) as at, coalesce(t.transaction_type::text, 'event_booking') as type,
      r.amount_pence as amount, coalesce(t.status::text, 'refunded') as status, b.booking_ref, e.title as event_title, c.name as category_name,
      r.status::text as refund_status, coalesce(e.title, ch.title, p.name) as item_title, null::boolean as monthly, null::integer as channel_price,
      null::text as subscription_status, null::boolean as auto_renewal, null::timestamptz as to_date
    from refunds r
    left join transactions t on t.id = r.transaction_id
    left join bookings b on b.id = coalesce(r.booking_id, t.booking_id)
    left join events e on e.id = r.event_id
    left join categories c on c.id = e.category_id
    left join channels ch on ch.id = t.channel_id
    left join packages p on p.id = t.package_id
    where r.user_id = ${userId}`;
  const history = sql`(${payments} union all ${refunded}) as history`;
  // One query: the page's rows, each with the history's size. Only a page past the last one (an old
  // link) needs the count on its own, then the last page.
  const pageAt = async (n: number) =>
    rowsOf<HistoryRow & { total: number | string }>(
      await db.execute(
        // At the same instant a refund is listed before the payment it gives back (it always comes after it).
        sql`select *, count(*) over () as total from ${history} order by at desc, kind desc, id desc limit ${TRANSACTIONS_PER_PAGE} offset ${(n - 1) * TRANSACTIONS_PER_PAGE}`,
      ),
    );
  let current = Math.max(1, page);
  let rows = await pageAt(current);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && current > 1) {
    const [counted] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${history}`));
    total = Number(counted?.n ?? 0);
    current = Math.max(1, Math.ceil(total / TRANSACTIONS_PER_PAGE));
    rows = total > 0 ? await pageAt(current) : [];
  }
  const lastPage = Math.max(1, Math.ceil(total / TRANSACTIONS_PER_PAGE));
  const termsOf = await historyTerms(db, userId, rows, now);
  return {
    rows: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      createdAt: new Date(row.at),
      transactionType: row.type,
      amountPence: Number(row.amount),
      status: row.status,
      bookingRef: row.booking_ref,
      eventTitle: row.event_title,
      categoryName: row.category_name,
      refundStatus: row.refund_status,
      itemTitle: row.item_title,
      terms: termsOf(row),
    })),
    page: current,
    total,
    lastPage,
  };
}

interface HistoryRow {
  kind: TransactionRow["kind"];
  id: number | string;
  at: string | Date;
  type: TransactionRow["transactionType"];
  amount: number | string;
  status: TransactionRow["status"];
  booking_ref: string | null;
  event_title: string | null;
  category_name: string | null;
  refund_status: TransactionRow["refundStatus"];
  item_title: string | null;
  monthly: boolean | null;
  channel_price: number | string | null;
  subscription_status: string | null;
  auto_renewal: boolean | null;
  to_date: string | Date | null;
}

function isChannelPayment(row: HistoryRow): boolean {
  return row.kind === "payment" && row.type === "channel_subscription" && row.monthly !== null && row.channel_price !== null && row.subscription_status !== null;
}

/** The terms of the page's channel payments as they stand, priced with the caller's fees (read once, and only when a row needs them). */
async function historyTerms(db: Executor, userId: number, rows: HistoryRow[], now: Date): Promise<(row: HistoryRow) => string | null> {
  if (!rows.some(isChannelPayment)) return () => null;
  const chargeOf = await monthlyChargesOf(db, userId);
  return (row) =>
    isChannelPayment(row)
      ? subscriptionTerms(
          {
            isMonthly: row.monthly!,
            monthlyPence: chargeOf(Number(row.channel_price)),
            status: row.subscription_status!,
            autoRenewal: row.auto_renewal ?? false,
            toDate: row.to_date === null ? null : new Date(row.to_date),
          },
          now,
          Number(row.amount),
        )
      : null;
}

/** The rows of a raw query, whichever driver ran it (both answer { rows }). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
