// The admin console's money (administrators only; anyone else gets the 404 of an unknown path):
// payments, refunds, commissions by month, host payouts, and the refund button.
import type { z } from "zod";
import { pageQuerySchema, paymentsQuerySchema, refundPaymentSchema, refundsQuerySchema, type PaymentType, type RefundStatus } from "~shared/schemas/admin-money";
import type { PaginationMeta } from "./discovery";
import { answer, call, wire } from "./define";

export interface AdminPaymentRowData {
  id: number;
  created_at: string;
  type: PaymentType;
  status: string;
  amount_pence: number;
  buyer_email: string | null;
  item: string | null;
  booking_ref: string | null;
  refund_status: RefundStatus | null;
  /** A paid booking still held or a paid subscription period, not refunded yet: the refund button shows. */
  refundable: boolean;
}

export interface AdminPaymentsData {
  rows: AdminPaymentRowData[];
  pagination: PaginationMeta;
  /** The sum of every payment the filters select (all pages). */
  total_pence: number;
}

export interface AdminRefundRowData {
  id: number;
  created_at: string;
  refunded_at: string | null;
  status: RefundStatus;
  reason: string;
  amount_pence: number;
  buyer_email: string | null;
  item: string | null;
  booking_ref: string | null;
  transaction_id: number | null;
  failure_message: string | null;
}

export interface AdminRefundsData {
  rows: AdminRefundRowData[];
  pagination: PaginationMeta;
  total_pence: number;
}

export interface CommissionFiguresData {
  sales: number;
  gross_pence: number;
  refunded_pence: number;
  commission_pence: number;
  fees_pence: number;
  plans_pence: number;
  hosts_share_pence: number;
}

export interface AdminCommissionsData {
  /** One row a month (Europe/London, "2026-11"), newest first. */
  rows: (CommissionFiguresData & { month: string })[];
  /** The sum of the rows above. */
  totals: CommissionFiguresData;
}

export interface AdminPayoutRowData {
  host_id: number;
  name: string;
  email: string;
  payout_status: string | null;
  account_id: string | null;
  sales: number;
  paid_out_pence: number;
  to_be_paid_pence: number;
}

export interface AdminPayoutsData {
  rows: AdminPayoutRowData[];
  pagination: PaginationMeta;
  totals: { paid_out_pence: number; to_be_paid_pence: number };
}

export interface AdminRefundData {
  refund_id: number;
  transaction_id: number;
  amount_pence: number;
  status: RefundStatus;
}

export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;
export type RefundsQuery = z.input<typeof refundsQuerySchema>;
export type RefundPaymentBody = { transaction_id: number | string; reason: string; password: string };

export const adminMoneyCalls = {
  /** Payments taken, newest first, 25 a page; from and to are London days, both included. Bad input: 422 naming the field. */
  "GET admin/payments": call({ access: "admin", query: paymentsQuerySchema, queryWire: wire<PaymentsQuery>(), answer: answer<AdminPaymentsData>() }),
  "GET admin/refunds": call({ access: "admin", query: refundsQuerySchema, queryWire: wire<RefundsQuery>(), answer: answer<AdminRefundsData>() }),
  "GET admin/commissions": call({ access: "admin", answer: answer<AdminCommissionsData>() }),
  "GET admin/payouts": call({ access: "admin", query: pageQuerySchema, queryWire: wire<{ page?: string }>(), answer: answer<AdminPayoutsData>() }),
  /**
   * Refunds one booking's or subscription period's payment, once: 422 on bad input or a wrong
   * password, 404 for an unknown payment, 409 when it is already refunded, 400 when it cannot be.
   */
  "POST admin/refunds": call({ access: "admin", body: refundPaymentSchema, wire: wire<RefundPaymentBody>(), answer: answer<AdminRefundData>() }),
};
