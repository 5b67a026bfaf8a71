// The admin console's support and people inputs: the lists' filters and the bodies of a ticket
// reply, closing or reopening, a role change and (de)activation. The API parses with these and the
// console's forms validate with them.
import { z } from "zod";
import { adminPeopleMessages as m } from "~shared/messages/admin-people";
import { ticketMessages } from "~shared/messages/tickets";
import { TICKET_MESSAGE_MAX } from "~shared/schemas/tickets";
import { adminFilterText, adminIdField, adminPage, adminPasswordField } from "~shared/schemas/admin";

/** "open", "closed" or empty (all). */
const ticketStatusFilter = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || value === "open" || value === "closed", m.status)
  .transform((value) => (value === "open" || value === "closed" ? value : null));

export const adminTicketsQuerySchema = z.object({ status: ticketStatusFilter, type: adminFilterText, page: adminPage });

export const adminTicketReplySchema = z.object({
  ticket_id: adminIdField(ticketMessages.notFound),
  message: z
    .string(ticketMessages.messageRequired)
    .trim()
    .min(1, ticketMessages.messageRequired)
    .max(TICKET_MESSAGE_MAX, ticketMessages.tooLong.replace("{{max}}", String(TICKET_MESSAGE_MAX))),
});

export const adminTicketStatusSchema = z.object({
  ticket_id: adminIdField(ticketMessages.notFound),
  status: z.enum(["open", "closed"], m.status),
});

/** Search by name or e-mail (part of either), paged. */
export const adminUsersQuerySchema = z.object({ q: adminFilterText, page: adminPage });

/** A list that only pages (contact messages, interest registrations). */
export const adminPageQuerySchema = z.object({ page: adminPage });

export const adminRoleSchema = z.object({
  user_id: adminIdField(m.userNotFound),
  role: z.enum(["user", "admin"], m.role),
  password: adminPasswordField,
});

export const adminUserStatusSchema = z.object({
  user_id: adminIdField(m.userNotFound),
  status: z.enum(["active", "deactivated"], m.activeState),
});
