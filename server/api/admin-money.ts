// The admin console's money (administrators only: server/api/contract/admin-money.ts).
import { Hono } from "hono";
import { adminActorOf } from "~server/domain/admin/audit";
import { commissionsByMonth, listPayments, listPayouts, listRefunds, MONEY_PAGE_SIZE, refundPayment } from "~server/domain/admin/money";
import { londonDays } from "./admin";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const adminMoneyRoutes = new Hono<ApiEnv>();

const pagination = (found: { page: number; total: number; lastPage: number }) => ({ current_page: found.page, per_page: MONEY_PAGE_SIZE, total: found.total, last_page: found.lastPage });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

defineCall(adminMoneyRoutes, "GET admin/payments", async ({ services, query }) => {
  const found = await listPayments(services.db, {
    type: query.type,
    ...londonDays(query.from, query.to),
    page: query.page,
  });
  return {
    data: {
      rows: found.rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        type: row.type,
        status: row.status,
        amount_pence: row.amountPence,
        buyer_email: row.buyerEmail,
        item: row.item,
        booking_ref: row.bookingRef,
        refund_status: row.refundStatus,
        refundable: row.refundable,
      })),
      pagination: pagination(found),
      total_pence: found.totalPence,
    },
  };
});

defineCall(adminMoneyRoutes, "GET admin/refunds", async ({ services, query }) => {
  const found = await listRefunds(services.db, { status: query.status, page: query.page });
  return {
    data: {
      rows: found.rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        refunded_at: iso(row.refundedAt),
        status: row.status,
        reason: row.reason,
        amount_pence: row.amountPence,
        buyer_email: row.buyerEmail,
        item: row.item,
        booking_ref: row.bookingRef,
        transaction_id: row.transactionId,
        failure_message: row.failureMessage,
      })),
      pagination: pagination(found),
      total_pence: found.totalPence,
    },
  };
});

defineCall(adminMoneyRoutes, "GET admin/commissions", async ({ services }) => {
  const found = await commissionsByMonth(services.db);
  const figures = (row: typeof found.totals) => ({
    sales: row.sales,
    gross_pence: row.grossPence,
    refunded_pence: row.refundedPence,
    commission_pence: row.commissionPence,
    fees_pence: row.feesPence,
    plans_pence: row.plansPence,
    hosts_share_pence: row.hostsSharePence,
  });
  return { data: { rows: found.rows.map((row) => ({ month: row.month, ...figures(row) })), totals: figures(found.totals) } };
});

defineCall(adminMoneyRoutes, "GET admin/payouts", async ({ services, query }) => {
  const found = await listPayouts(services.db, query.page);
  return {
    data: {
      rows: found.rows.map((row) => ({
        host_id: row.hostId,
        name: row.name,
        email: row.email,
        payout_status: row.payoutStatus,
        account_id: row.accountId,
        sales: row.sales,
        paid_out_pence: row.paidOutPence,
        to_be_paid_pence: row.toBePaidPence,
      })),
      pagination: pagination(found),
      totals: { paid_out_pence: found.totals.paidOutPence, to_be_paid_pence: found.totals.toBePaidPence },
    },
  };
});

defineCall(adminMoneyRoutes, "POST admin/refunds", async ({ services, user, body, clientIp }) => {
  const refund = await refundPayment(services, user, adminActorOf(user, clientIp), { transactionId: body.transaction_id, reason: body.reason, password: body.password });
  return {
    message: refund.message,
    data: { refund_id: refund.refundId, transaction_id: refund.transactionId, amount_pence: refund.amountPence, status: refund.status },
  };
});
