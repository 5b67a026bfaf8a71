// The admin console's support and people calls (server/api/contract/admin-people.ts): parse, call
// the domain, shape the answer.
import { Hono } from "hono";
import { adminActorOf } from "~server/domain/admin/audit";
import { ADMIN_PEOPLE_PAGE_SIZE, allInterest, changeRole, listContactMessages, listInterest, listUsers, setUserActive, type AdminUserRow, type InterestRow } from "~server/domain/admin/people";
import { ADMIN_TICKETS_PAGE_SIZE, answerTicket, listAllTickets, setTicketOpenAsAdmin } from "~server/domain/admin/support";
import { ticketDetail, type TicketRow } from "~server/domain/support/tickets";
import { adminPeopleMessages } from "~shared/messages/admin-people";
import { ticketMessages } from "~shared/messages/tickets";
import { idOf } from "~shared/ids";
import type { AdminInterestData, AdminUserData, TicketData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const adminPeopleRoutes = new Hono<ApiEnv>();

function ticketData(row: TicketRow): TicketData {
  return { id: row.id, title: row.title, type: row.type, message: row.message, status: row.isOpen, created_at: row.createdAt.toISOString() };
}

const pagination = (found: { page: number; total: number; lastPage: number }, perPage: number) => ({ current_page: found.page, per_page: perPage, total: found.total, last_page: found.lastPage });

defineCall(adminPeopleRoutes, "GET admin/tickets", async ({ services, query }) => {
  const found = await listAllTickets(services.db, { open: query.status === null ? null : query.status === "open", type: query.type, page: query.page });
  return {
    data: {
      rows: found.rows.map((row) => ({ ...ticketData(row), owner_name: row.ownerName, owner_email: row.ownerEmail })),
      pagination: pagination(found, ADMIN_TICKETS_PAGE_SIZE),
    },
  };
});

defineCall(adminPeopleRoutes, "GET admin/tickets/:id", async ({ services, user, params }) => {
  const detail = await ticketDetail(services, user, idOf(params.id));
  const [owner] = await services.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, detail.ticket.userId), columns: { email: true }, limit: 1 });
  return {
    data: {
      ...ticketData(detail.ticket),
      owner_name: detail.ownerName,
      owner_email: owner?.email ?? "",
      threads: detail.replies.map((reply) => ({ id: reply.id, message: reply.message, created_at: reply.createdAt.toISOString(), user: { full_name: reply.authorName }, from_staff: reply.fromStaff })),
    },
  };
});

defineCall(adminPeopleRoutes, "POST admin/ticket-reply", async ({ services, user, clientIp, body }) => ({
  data: ticketData(await answerTicket(services, adminActorOf(user, clientIp), body.ticket_id, body.message)),
  message: ticketMessages.replied,
}));

defineCall(adminPeopleRoutes, "POST admin/ticket-status", async ({ services, user, clientIp, body }) => {
  const row = await setTicketOpenAsAdmin(services, adminActorOf(user, clientIp), body.ticket_id, body.status === "open");
  return { data: ticketData(row), message: row.isOpen ? ticketMessages.reopened : ticketMessages.closed };
});

function userData(row: AdminUserRow): AdminUserData {
  return {
    id: row.id,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role,
    activated_at: row.activatedAt?.toISOString() ?? null,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

defineCall(adminPeopleRoutes, "GET admin/users", async ({ services, query }) => {
  const found = await listUsers(services.db, query.q, query.page);
  return { data: { rows: found.rows.map(userData), pagination: pagination(found, ADMIN_PEOPLE_PAGE_SIZE) } };
});

defineCall(adminPeopleRoutes, "POST admin/user-role", async ({ services, user, clientIp, body }) => ({
  data: userData(await changeRole(services, user, adminActorOf(user, clientIp), { userId: body.user_id, role: body.role, password: body.password })),
  message: adminPeopleMessages.roleChanged,
}));

defineCall(adminPeopleRoutes, "POST admin/user-status", async ({ services, user, clientIp, body }) => {
  const row = await setUserActive(services, adminActorOf(user, clientIp), body.user_id, body.status === "active");
  return { data: userData(row), message: row.deactivatedAt ? adminPeopleMessages.deactivated : adminPeopleMessages.reactivated };
});

defineCall(adminPeopleRoutes, "GET admin/contact-messages", async ({ services, query }) => {
  const found = await listContactMessages(services.db, query.page);
  return {
    data: {
      rows: found.rows.map((row) => ({ id: row.id, full_name: row.fullName, email: row.email, mobile: row.mobile, query: row.query, created_at: row.createdAt.toISOString() })),
      pagination: pagination(found, ADMIN_PEOPLE_PAGE_SIZE),
    },
  };
});

function interestData(row: InterestRow): AdminInterestData {
  return { id: row.id, full_name: row.fullName, email: row.email, mobile: row.mobile, content: row.content, source: row.source, creatortype: row.creatortype, created_at: row.createdAt.toISOString() };
}

defineCall(adminPeopleRoutes, "GET admin/interest", async ({ services, query }) => {
  const found = await listInterest(services.db, query.page);
  return { data: { rows: found.rows.map(interestData), pagination: pagination(found, ADMIN_PEOPLE_PAGE_SIZE) } };
});

defineCall(adminPeopleRoutes, "GET admin/interest-export", async ({ services }) => ({ data: (await allInterest(services.db)).map(interestData) }));
