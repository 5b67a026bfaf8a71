// The admin console's money pages: their filters, the refund button's form, and the one rule for
// totals (a list's totals are the sum of its rows, computed from the same rows).
import { z } from "zod";
import { adminMoneyMessages } from "~shared/messages/admin-money";
import { adminMessages } from "~shared/messages/admin";
import { adminDate, adminPage, adminPasswordField, adminReasonField } from "./admin";

export const PAYMENT_TYPES = ["event_booking", "channel_subscription", "package_subscription"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const REFUND_STATUSES = ["owed", "refunded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** An optional choice from a list: empty is none, anything else must be one of the list. */
function choice<T extends string>(values: readonly T[], message: string) {
  return z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (values as readonly string[]).includes(value), message)
    .transform((value) => (value ? (value as T) : null));
}

/** /admin/payments: type, a date range (London days, inclusive) and the page. */
export const paymentsQuerySchema = z
  .object({ type: choice(PAYMENT_TYPES, adminMoneyMessages.paymentType), from: adminDate, to: adminDate, page: adminPage })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: adminMessages.dateOrder, path: ["to"] });

/** /admin/refunds: status and the page. */
export const refundsQuerySchema = z.object({ status: choice(REFUND_STATUSES, adminMoneyMessages.refundStatus), page: adminPage });

/** A list page alone. */
export const pageQuerySchema = z.object({ page: adminPage });

/** The refund button: which payment (a booking's or a subscription period's), why, and the password again. */
export const refundPaymentSchema = z.object({
  transaction_id: z.coerce.number(adminMoneyMessages.paymentId).int(adminMoneyMessages.paymentId).positive(adminMoneyMessages.paymentId).max(2_147_483_647, adminMoneyMessages.paymentId),
  reason: adminReasonField,
  password: adminPasswordField,
});

/** Sums the named figures of rows: the totals line of a money table, from the very rows it shows. */
export function totalsOf<K extends string>(rows: readonly Record<K, number>[], keys: readonly K[]): Record<K, number> {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) for (const key of keys) totals[key] += row[key];
  return totals;
}
