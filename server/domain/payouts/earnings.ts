// A host's earnings: per month (UK time) and per event or channel, what they sold, what
// was refunded, the platform's commission and their share, paid out or still to be paid. Figures are
// what the host earns (price − discount), not what buyers paid with fees; the commission rates come
// from the host's package. The sandbox and Stripe give the same figures: they are our own books.
import { and, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { channels, events, packages, refunds, transactions, users } from "~server/db/schema";
import { notFound } from "~server/domain/errors";
import type { Services } from "~server/services";

export interface EarningsRow {
  /** "2026-11" (Europe/London). */
  month: string;
  type: "event" | "channel";
  id: number;
  title: string;
  sold: number;
  salesPence: number;
  refundsPence: number;
  commissionPence: number;
  paidOutPence: number;
  toBePaidPence: number;
}

export interface Earnings {
  package: { id: number; name: string; liveEventBp: number; preRecordedEventBp: number; subscriptionBp: number };
  rows: EarningsRow[];
  totals: Omit<EarningsRow, "month" | "type" | "id" | "title">;
}

export async function earningsOf(services: Pick<Services, "db">, sellerId: number): Promise<Earnings> {
  const [host] = await services.db
    .select({ id: packages.id, name: packages.name, live: packages.commissionLiveEventBp, recorded: packages.commissionPreRecordedEventBp, subscription: packages.commissionSubscriptionUserBp })
    .from(users)
    .innerJoin(packages, eq(packages.id, users.packageId))
    .where(eq(users.id, sellerId));
  if (!host) throw notFound("User not found");

  // A sale given back (refund owed or paid); a payment that never became a sale (unfulfilled) is no sale at all.
  // A duplicate payment's refund gives back the duplicate, not the sale.
  const givenBack = sql<boolean>`exists (select 1 from ${refunds} where ${refunds.transactionId} = ${transactions.id} and ${refunds.status} <> 'failed' and ${refunds.duplicatePaymentId} is null)`;
  const net = sql<number>`(${transactions.subtotalPence} - ${transactions.discountPence})`;
  const share = sql<number>`greatest(0, ${net} - ${transactions.commissionPence})`;
  const kept = sql<boolean>`not ${givenBack}`;
  const paid = sql<boolean>`(${transactions.destinationAccountId} is not null or ${transactions.transferId} is not null)`;
  const month = sql<string>`to_char(${transactions.createdAt} at time zone 'Europe/London', 'YYYY-MM')`;
  const sum = (value: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${value}), 0)::int`;

  const rows = await services.db
    .select({
      month,
      eventId: transactions.eventId,
      channelId: transactions.channelId,
      title: sql<string>`coalesce(max(${events.title}), max(${channels.title}), '')`,
      sold: sql<number>`count(*)::int`,
      salesPence: sum(net),
      refundsPence: sum(sql`case when ${givenBack} then ${net} else 0 end`),
      commissionPence: sum(sql`case when ${kept} then ${transactions.commissionPence} else 0 end`),
      paidOutPence: sum(sql`case when ${kept} and ${paid} then ${share} else 0 end`),
      toBePaidPence: sum(sql`case when ${kept} and not ${paid} then ${share} else 0 end`),
    })
    .from(transactions)
    .leftJoin(events, eq(events.id, transactions.eventId))
    .leftJoin(channels, eq(channels.id, transactions.channelId))
    .where(
      and(
        eq(transactions.sellerId, sellerId),
        inArray(transactions.status, ["succeeded", "refunded"]),
        or(isNotNull(transactions.eventId), isNotNull(transactions.channelId)),
        sql`not exists (select 1 from ${refunds} where ${refunds.transactionId} = ${transactions.id} and ${refunds.reason} = 'payment_unfulfilled')`,
        ne(transactions.amountPence, 0),
      ),
    )
    .groupBy(month, transactions.eventId, transactions.channelId)
    .orderBy(desc(month), sql`4`);

  const list: EarningsRow[] = rows.map((row) => ({
    month: row.month,
    type: row.eventId !== null ? "event" : "channel",
    id: (row.eventId ?? row.channelId)!,
    title: row.title,
    sold: row.sold,
    salesPence: row.salesPence,
    refundsPence: row.refundsPence,
    commissionPence: row.commissionPence,
    paidOutPence: row.paidOutPence,
    toBePaidPence: row.toBePaidPence,
  }));
  const totals = { sold: 0, salesPence: 0, refundsPence: 0, commissionPence: 0, paidOutPence: 0, toBePaidPence: 0 };
  for (const row of list) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  return { package: { id: host.id, name: host.name, liveEventBp: host.live, preRecordedEventBp: host.recorded, subscriptionBp: host.subscription }, rows: list, totals };
}
