// Support tickets (002 §7): user-complaints, complaint-detail/{id}, complaints, complaints-thread,
// and complaints-status (closing and reopening, which the spec leaves open). The caller's own
// tickets; administrators reach any ticket by its id and reply from the same page.
import { Hono } from "hono";
import { adminActorOf } from "~server/domain/admin/audit";
import { answerTicket, setTicketOpenAsAdmin } from "~server/domain/admin/support";
import { createTicket, listTickets, replyToTicket, setTicketOpen, ticketDetail, type TicketRow } from "~server/domain/support/tickets";
import { ticketMessages } from "~shared/messages/tickets";
import type { TicketData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";
import { idOf } from "~shared/ids";

export const ticketRoutes = new Hono<ApiEnv>();

function ticketData(row: TicketRow): TicketData {
  return { id: row.id, title: row.title, type: row.type, message: row.message, status: row.isOpen, created_at: row.createdAt.toISOString() };
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

defineCall(ticketRoutes, "GET user-complaints", async ({ services, user }) => ({
  data: { user: { id: user.id, full_name: fullName(user) }, complaints: (await listTickets(services, user.id)).map(ticketData) },
}));

defineCall(ticketRoutes, "GET complaint-detail/:id", async ({ services, user, params }) => {
  const detail = await ticketDetail(services, user, idOf(params.id));
  return {
    data: {
      user: { id: user.id, full_name: fullName(user), role: user.role },
      complaint: {
        ...ticketData(detail.ticket),
        owner_name: detail.ownerName,
        threads: detail.replies.map((reply) => ({ id: reply.id, message: reply.message, created_at: reply.createdAt.toISOString(), user: { full_name: reply.authorName }, from_staff: reply.fromStaff })),
      },
    },
  };
});

defineCall(ticketRoutes, "POST complaints", async ({ services, user, body }) => ({
  data: ticketData(await createTicket(services, user.id, body)),
  message: ticketMessages.created,
}));

// An administrator's reply, close or reopen from the ticket's own page is the console's audited
// operation, so every staff action on a ticket is on the audit page whichever page it came from.
defineCall(ticketRoutes, "POST complaints-thread", async ({ services, user, clientIp, body }) => ({
  data: ticketData(
    user.role === "admin"
      ? await answerTicket(services, adminActorOf(user, clientIp), body.complaints_id, body.message)
      : await replyToTicket(services, user, body),
  ),
  message: ticketMessages.replied,
}));

defineCall(ticketRoutes, "POST complaints-status", async ({ services, user, clientIp, body }) => {
  const id = idOf(body.complaints_id);
  const open = body.status === "open";
  const row = user.role === "admin" ? await setTicketOpenAsAdmin(services, adminActorOf(user, clientIp), id, open) : await setTicketOpen(services, user, id, open);
  return { data: ticketData(row), message: row.isOpen ? ticketMessages.reopened : ticketMessages.closed };
});
