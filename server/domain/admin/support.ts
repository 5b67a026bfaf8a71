// The admin console's support desk: every ticket, filtered by open or closed and by type, and the
// staff's reply, close and reopen. Each action reuses the ticket's own operations and writes its
// audit row in the same transaction.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { complaints, users } from "~server/db/schema";
import { deliverSoon } from "~server/domain/mail";
import { visibleTicket, writeReply, writeTicketOpen, type TicketRow } from "~server/domain/support/tickets";
import type { Services } from "~server/services";
import { auditedAdminAction, type AdminActor } from "./audit";

export const ADMIN_TICKETS_PAGE_SIZE = 25;

export interface AdminTicketRow extends TicketRow {
  ownerName: string;
  ownerEmail: string;
}

export interface TicketFilters {
  /** true: open only; false: closed only; null: all. */
  open: boolean | null;
  type: string | null;
  page: number;
}

/** One page of all tickets, newest first. */
export async function listAllTickets(db: Executor, filters: TicketFilters) {
  const where = and(...([filters.open === null ? undefined : eq(complaints.isOpen, filters.open), filters.type ? eq(complaints.type, filters.type) : undefined] as (SQL | undefined)[]));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(complaints).where(where);
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_TICKETS_PAGE_SIZE));
  const page = Math.min(filters.page, lastPage);
  const rows = await db
    .select({ ticket: complaints, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(ADMIN_TICKETS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_TICKETS_PAGE_SIZE);
  return {
    rows: rows.map((row): AdminTicketRow => ({ ...row.ticket, ownerName: `${row.firstName} ${row.lastName}`.trim(), ownerEmail: row.email })),
    total,
    page,
    lastPage,
  };
}

type StaffServices = Pick<Services, "db" | "now" | "jobs" | "config">;
const ticketState = (row: TicketRow) => ({ open: row.isOpen });

/** An administrator's reply: the owner sees it with the admin's name and is mailed; a closed ticket opens again. */
export async function answerTicket(services: StaffServices, actor: AdminActor, ticketId: number | null, message: string): Promise<TicketRow> {
  const ticket = await visibleTicket(services, { id: actor.id, role: "admin" }, ticketId);
  const now = services.now();
  const updated = await auditedAdminAction(services.db, actor, now, async (tx) => {
    const row = await writeReply(tx, services, { id: actor.id, role: "admin" }, ticket, message, now);
    return { result: row, audit: { action: "reply-ticket", objectType: "ticket", objectId: ticket.id, before: ticketState(ticket), after: { ...ticketState(row), reply: message } } };
  });
  await deliverSoon(services);
  return updated;
}

/** Closes or reopens any ticket. */
export async function setTicketOpenAsAdmin(services: StaffServices, actor: AdminActor, ticketId: number | null, open: boolean): Promise<TicketRow> {
  const ticket = await visibleTicket(services, { id: actor.id, role: "admin" }, ticketId);
  return auditedAdminAction(services.db, actor, services.now(), async (tx) => {
    const row = await writeTicketOpen(tx, ticket.id, open, services.now());
    return { result: row, audit: { action: open ? "reopen-ticket" : "close-ticket", objectType: "ticket", objectId: ticket.id, before: ticketState(ticket), after: ticketState(row) } };
  });
}
