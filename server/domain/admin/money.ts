// The admin console's money: payments, refunds, commissions by month and host payouts (reads), and
// the refund button. A refund from here is recorded owed by the same rules as Cancel Booking
// (releaseBookings) or as a channel's deactivation (the subscription ends), in one transaction
// with its audit row, and is then paid at once by the refunds job's own step (payRefund), whose
// provider call carries the refund's idempotency key: pressed twice, it refunds once.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, channelSubscriptions, channels, events, packages, refunds, transactions, users } from "~server/db/schema";
import { confirmPassword } from "~server/domain/accounts/password-change";
import type { TokenUser } from "~server/domain/accounts/tokens";
import { cancelProviderBilling } from "~server/domain/channels/status";
import { conflict, notFound, rejected } from "~server/domain/errors";
import { releaseBookings } from "~server/domain/events/cancel";
import { deliverSoon } from "~server/domain/mail";
import { payRefund } from "~server/domain/payments/refunds";
import type { Services } from "~server/services";
import { adminMessages } from "~shared/messages/admin";
import { adminMoneyMessages } from "~shared/messages/admin-money";
import { totalsOf, type PaymentType, type RefundStatus } from "~shared/schemas/admin-money";
import { auditedAdminAction, type AdminActor } from "./audit";

export const MONEY_PAGE_SIZE = 25;

interface Paged {
  page: number;
  total: number;
  lastPage: number;
}

function pageOf(requested: number, total: number): Paged {
  const lastPage = Math.max(1, Math.ceil(total / MONEY_PAGE_SIZE));
  return { page: Math.min(Math.max(1, requested), lastPage), total, lastPage };
}

// ---------------------------------------------------------------- payments

export interface PaymentRow {
  id: number;
  createdAt: Date;
  type: PaymentType;
  status: string;
  amountPence: number;
  buyerEmail: string | null;
  /** The event, channel or package bought. */
  item: string | null;
  bookingRef: string | null;
  refundStatus: RefundStatus | null;
  /** A paid booking still held, or a paid subscription period, not refunded yet. */
  refundable: boolean;
}

export interface PaymentFilters {
  type: PaymentType | null;
  /** Inclusive start and exclusive end, as instants. */
  from: Date | null;
  to: Date | null;
  page: number;
}

/** Payments taken (not the pending, failed or lapsed attempts), newest first, with the filtered set's count and sum. */
export async function listPayments(db: Executor, filters: PaymentFilters): Promise<Paged & { rows: PaymentRow[]; totalPence: number }> {
  const where = and(
    inArray(transactions.status, ["succeeded", "refunded"]),
    filters.type ? eq(transactions.transactionType, filters.type) : undefined,
    filters.from ? gte(transactions.createdAt, filters.from) : undefined,
    filters.to ? lt(transactions.createdAt, filters.to) : undefined,
  );
  const [summed] = await db.select({ n: count(), sum: sql<number>`coalesce(sum(${transactions.amountPence}), 0)::int` }).from(transactions).where(where);
  const paged = pageOf(filters.page, summed?.n ?? 0);
  const refund = sql<RefundStatus | null>`(select r.status::text from ${refunds} r where r.transaction_id = ${transactions.id} and r.duplicate_payment_id is null limit 1)`;
  const rows = await db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      type: transactions.transactionType,
      status: transactions.status,
      amountPence: transactions.amountPence,
      buyerEmail: users.email,
      item: sql<string | null>`coalesce(${events.title}, ${channels.title}, ${packages.name})`,
      bookingRef: bookings.bookingRef,
      bookingStatus: bookings.status,
      refundStatus: refund,
    })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .leftJoin(events, eq(events.id, transactions.eventId))
    .leftJoin(channels, eq(channels.id, transactions.channelId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .leftJoin(bookings, eq(bookings.id, transactions.bookingId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(MONEY_PAGE_SIZE)
    .offset((paged.page - 1) * MONEY_PAGE_SIZE);
  return {
    ...paged,
    totalPence: summed?.sum ?? 0,
    rows: rows.map(({ bookingStatus, ...row }) => ({
      ...row,
      refundable:
        row.status === "succeeded" &&
        row.amountPence > 0 &&
        row.refundStatus === null &&
        (row.type === "channel_subscription" || (row.type === "event_booking" && bookingStatus === "booked")),
    })),
  };
}

// ---------------------------------------------------------------- refunds

export interface RefundRow {
  id: number;
  createdAt: Date;
  refundedAt: Date | null;
  status: RefundStatus;
  reason: string;
  amountPence: number;
  buyerEmail: string | null;
  item: string | null;
  bookingRef: string | null;
  transactionId: number | null;
  failureMessage: string | null;
}

/** Refunds owed, paid and failed, newest first, with the filtered set's count and sum. */
export async function listRefunds(db: Executor, filters: { status: RefundStatus | null; page: number }): Promise<Paged & { rows: RefundRow[]; totalPence: number }> {
  const where = filters.status ? eq(refunds.status, filters.status) : undefined;
  const [summed] = await db.select({ n: count(), sum: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int` }).from(refunds).where(where);
  const paged = pageOf(filters.page, summed?.n ?? 0);
  const rows = await db
    .select({
      id: refunds.id,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
      status: refunds.status,
      reason: refunds.reason,
      amountPence: refunds.amountPence,
      buyerEmail: users.email,
      item: sql<string | null>`coalesce(${events.title}, ${channels.title})`,
      bookingRef: bookings.bookingRef,
      transactionId: refunds.transactionId,
      failureMessage: refunds.failureMessage,
    })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.userId))
    .leftJoin(events, eq(events.id, refunds.eventId))
    .leftJoin(transactions, eq(transactions.id, refunds.transactionId))
    .leftJoin(channels, eq(channels.id, transactions.channelId))
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(MONEY_PAGE_SIZE)
    .offset((paged.page - 1) * MONEY_PAGE_SIZE);
  return { ...paged, totalPence: summed?.sum ?? 0, rows };
}

// ---------------------------------------------------------------- commissions

export const COMMISSION_FIGURES = ["sales", "grossPence", "refundedPence", "commissionPence", "feesPence", "plansPence", "hostsSharePence"] as const;
type CommissionFigure = (typeof COMMISSION_FIGURES)[number];

/** One month (Europe/London) of sales: what buyers paid, what went back, and how the rest divides. */
export type CommissionRow = { month: string } & Record<CommissionFigure, number>;

/**
 * Commissions by month: gross is what buyers paid; of the sales kept (not given back), the platform
 * has its commission, the tax and handling fees and the hosts' plans, and the hosts have their share
 * (sellerShareOf's rule). The totals are the sum of these very rows.
 */
export async function commissionsByMonth(db: Executor): Promise<{ rows: CommissionRow[]; totals: Record<CommissionFigure, number> }> {
  const givenBack = sql`exists (select 1 from ${refunds} where ${refunds.transactionId} = ${transactions.id} and ${refunds.status} <> 'failed' and ${refunds.duplicatePaymentId} is null)`;
  const kept = sql`not ${givenBack}`;
  const net = sql`(${transactions.subtotalPence} - ${transactions.discountPence})`;
  const plan = sql`${transactions.transactionType} = 'package_subscription'`;
  const month = sql<string>`to_char(${transactions.createdAt} at time zone 'Europe/London', 'YYYY-MM')`;
  const sum = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::int`;
  const rows = await db
    .select({
      month,
      sales: sql<number>`count(*)::int`,
      grossPence: sum(sql`${transactions.amountPence}`),
      refundedPence: sum(sql`case when ${givenBack} then ${transactions.amountPence} else 0 end`),
      commissionPence: sum(sql`case when ${kept} and not ${plan} then ${transactions.commissionPence} else 0 end`),
      feesPence: sum(sql`case when ${kept} then ${transactions.taxPence} + ${transactions.handlingPence} else 0 end`),
      plansPence: sum(sql`case when ${kept} and ${plan} then ${net} else 0 end`),
      hostsSharePence: sum(sql`case when ${kept} and not ${plan} then greatest(0, ${net} - ${transactions.commissionPence}) else 0 end`),
    })
    .from(transactions)
    .where(
      and(
        inArray(transactions.status, ["succeeded", "refunded"]),
        // A payment that never became a sale is no sale at all.
        sql`not exists (select 1 from ${refunds} where ${refunds.transactionId} = ${transactions.id} and ${refunds.reason} = 'payment_unfulfilled')`,
        sql`${transactions.amountPence} > 0`,
      ),
    )
    .groupBy(month)
    .orderBy(desc(month));
  return { rows, totals: totalsOf(rows, COMMISSION_FIGURES) };
}

// ---------------------------------------------------------------- payouts

export interface PayoutRow {
  hostId: number;
  name: string;
  email: string;
  /** The provider account's state (null: no bank details given). */
  payoutStatus: string | null;
  accountId: string | null;
  sales: number;
  paidOutPence: number;
  toBePaidPence: number;
}

/** Hosts who sold something: their payout account's state, what was paid out to them and what is still to pay. */
export async function listPayouts(db: Executor, requested: number): Promise<Paged & { rows: PayoutRow[]; totals: { paidOutPence: number; toBePaidPence: number } }> {
  const kept = sql`not exists (select 1 from ${refunds} where ${refunds.transactionId} = ${transactions.id} and ${refunds.status} <> 'failed' and ${refunds.duplicatePaymentId} is null)`;
  const share = sql`greatest(0, ${transactions.subtotalPence} - ${transactions.discountPence} - ${transactions.commissionPence})`;
  const paid = sql`(${transactions.destinationAccountId} is not null or ${transactions.transferId} is not null)`;
  const sales = and(inArray(transactions.status, ["succeeded", "refunded"]), sql`${transactions.sellerId} is not null`, sql`${transactions.amountPence} > 0`);
  const [counted] = await db.select({ n: sql<number>`count(distinct ${transactions.sellerId})::int` }).from(transactions).where(sales);
  const paged = pageOf(requested, counted?.n ?? 0);
  const [all] = await db
    .select({
      paidOutPence: sql<number>`coalesce(sum(case when ${kept} and ${paid} then ${share} else 0 end), 0)::int`,
      toBePaidPence: sql<number>`coalesce(sum(case when ${kept} and not ${paid} then ${share} else 0 end), 0)::int`,
    })
    .from(transactions)
    .where(sales);
  const rows = await db
    .select({
      hostId: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
      payoutStatus: users.payoutStatus,
      accountId: users.providerAccountId,
      sales: sql<number>`count(*)::int`,
      paidOutPence: sql<number>`coalesce(sum(case when ${kept} and ${paid} then ${share} else 0 end), 0)::int`,
      toBePaidPence: sql<number>`coalesce(sum(case when ${kept} and not ${paid} then ${share} else 0 end), 0)::int`,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.sellerId))
    .where(sales)
    .groupBy(users.id)
    .orderBy(desc(sql`max(${transactions.createdAt})`), desc(users.id))
    .limit(MONEY_PAGE_SIZE)
    .offset((paged.page - 1) * MONEY_PAGE_SIZE);
  return { ...paged, rows, totals: { paidOutPence: all?.paidOutPence ?? 0, toBePaidPence: all?.toBePaidPence ?? 0 } };
}

// ---------------------------------------------------------------- the refund button

export interface AdminRefund {
  refundId: number;
  transactionId: number;
  amountPence: number;
  status: RefundStatus;
  message: string;
}

/**
 * Refunds one payment: a booking's (the booking is cancelled and its seat freed) or a subscription
 * period's (the subscription ends). The payment row is locked first, so two presses at once are
 * taken one after the other and the second finds the refund already recorded.
 */
export async function refundPayment(
  services: Services,
  admin: TokenUser,
  actor: AdminActor,
  input: { transactionId: number; reason: string; password: string },
): Promise<AdminRefund> {
  await confirmPassword(services, admin, input.password, { field: "password", message: adminMessages.wrongPassword });
  const now = services.now();
  const billed: string[] = [];
  const recorded = await auditedAdminAction(services.db, actor, now, async (tx) => {
    const [payment] = await tx.select().from(transactions).where(eq(transactions.id, input.transactionId)).for("update");
    if (!payment) throw notFound(adminMoneyMessages.paymentNotFound);
    const [earlier] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.transactionId, payment.id), sql`${refunds.duplicatePaymentId} is null`));
    if (earlier || payment.status === "refunded") throw conflict(adminMoneyMessages.alreadyRefunded);
    if (payment.status !== "succeeded" || payment.amountPence <= 0) throw rejected(adminMoneyMessages.notRefundable);

    let refundId: number | undefined;
    let before: Record<string, unknown>;
    let after: Record<string, unknown>;
    if (payment.transactionType === "event_booking" && payment.bookingId !== null && payment.eventId !== null) {
      const [booking] = await tx.select({ status: bookings.status, ref: bookings.bookingRef }).from(bookings).where(eq(bookings.id, payment.bookingId));
      if (booking?.status !== "booked") throw rejected(adminMoneyMessages.notRefundable);
      // Cancel Booking's own rule: the seat is freed and the refund owed recorded.
      await releaseBookings(tx, now, payment.eventId, { reason: "admin_refund", bookingIds: [payment.bookingId] });
      const [row] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.bookingId, payment.bookingId));
      refundId = row?.id;
      before = { booking: booking.ref, booking_status: "booked", payment_status: payment.status };
      after = { booking: booking.ref, booking_status: "cancelled", refund_status: "owed" };
    } else if (payment.transactionType === "channel_subscription" && payment.channelSubscriptionId !== null) {
      const [row] = await tx
        .insert(refunds)
        .values({ transactionId: payment.id, userId: payment.userId, amountPence: payment.amountPence, reason: "admin_refund", createdAt: now })
        .returning({ id: refunds.id });
      refundId = row?.id;
      // The period paid for is given back: the subscription ends now, and its recurring billing with it.
      const [ended] = await tx
        .update(channelSubscriptions)
        .set({ status: "cancelled", cancelledAt: now, autoRenewal: false })
        .where(and(eq(channelSubscriptions.id, payment.channelSubscriptionId), eq(channelSubscriptions.status, "active")))
        .returning({ providerSubscriptionId: channelSubscriptions.providerSubscriptionId });
      if (ended?.providerSubscriptionId) billed.push(ended.providerSubscriptionId);
      before = { subscription: payment.channelSubscriptionId, subscription_status: ended ? "active" : "ended", payment_status: payment.status };
      after = { subscription: payment.channelSubscriptionId, subscription_status: ended ? "cancelled" : "ended", refund_status: "owed" };
    } else {
      throw rejected(adminMoneyMessages.notRefundable);
    }
    if (refundId === undefined) throw conflict(adminMoneyMessages.alreadyRefunded);
    return {
      result: { refundId, transactionId: payment.id, amountPence: payment.amountPence },
      audit: { action: "refund-payment", objectType: "transaction", objectId: payment.id, before, after: { ...after, refund: refundId, amount_pence: payment.amountPence }, reason: input.reason },
    };
  });
  await cancelProviderBilling(services, billed);
  // Paid now, as the refunds job would (a provider that is down leaves it owed for the job's next run).
  await payRefund(services, recorded.refundId);
  await deliverSoon(services);
  const [settled] = await services.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, recorded.refundId));
  const status = settled?.status ?? "owed";
  if (status === "owed") await services.jobs.nudge("refunds");
  const message = status === "refunded" ? adminMoneyMessages.refunded : status === "failed" ? adminMoneyMessages.refundFailed : adminMoneyMessages.refundOwed;
  return { ...recorded, status, message };
}
