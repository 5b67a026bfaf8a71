// The admin console's shared input rules: a list page's `page`, its filters, and the confirmations
// that sensitive actions ask for (the password again, a reason). The API parses with these and the
// console's forms validate with them.
import { z } from "zod";
import { idOf } from "~shared/ids";
import { adminMessages } from "~shared/messages/admin";

export const ADMIN_MAX_PAGE = 100_000;

/** `?page=N` of an admin list: empty is 1; anything but a whole number from 1 to 100,000 is refused. */
export const adminPage = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return 1;
    const page = /^\d{1,6}$/.test(value) ? Number(value) : 0;
    if (page < 1 || page > ADMIN_MAX_PAGE) {
      context.addIssue({ code: "custom", message: adminMessages.page });
      return z.NEVER;
    }
    return page;
  });

/** A filter's text: empty is none; at most 60 characters. */
export const adminFilterText = z
  .string()
  .trim()
  .max(60, adminMessages.filterText)
  .optional()
  .transform((value) => (value ? value : null));

/** A date filter (YYYY-MM-DD, a real day): empty is none. */
export const adminDate = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isCalendarDate(value), adminMessages.date)
  .transform((value) => (value ? value : null));

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The audit page's query: action, object type and id, and a date range (London days, inclusive). */
export const auditQuerySchema = z
  .object({
    action: adminFilterText,
    object_type: adminFilterText,
    object_id: adminFilterText,
    from: adminDate,
    to: adminDate,
    page: adminPage,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: adminMessages.dateOrder, path: ["to"] });

/** The administrator's password, asked again before a role change or a refund. */
export const adminPasswordField = z.string(adminMessages.passwordRequired).min(1, adminMessages.passwordRequired).max(200, adminMessages.passwordRequired);

/** Why an admin rejected or refunded something: required, at most 500 characters. */
export const adminReasonField = z.string(adminMessages.reasonRequired).trim().min(1, adminMessages.reasonRequired).max(500, adminMessages.reasonTooLong);

/** An object's id as a form or JSON sends it; anything but a whole number from 1 up is refused with `message`. */
export function adminIdField(message: string) {
  return z.union([z.number(), z.string().max(20)], message).transform((value, context) => {
    const id = idOf(value);
    if (id === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}
