// Support tickets (spec 002 §2.3, §4, "complaints" in the API). A ticket is its owner's and the
// administrators': anyone else asking for it gets the same answer as for a ticket that does not
// exist ("No ticket found"), so ids cannot be probed. A reply mails the other side (the owner's reply
// goes to every administrator, an administrator's to the owner) and reopens a closed ticket.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { NewTicketInput, TicketReplyInput } from "~shared/schemas/tickets";
import type { Executor } from "~server/db/client";
import { complaintThreads, complaints, users } from "~server/db/schema";
import { notFound } from "~server/domain/errors";
import { deliverSoon, queueMail, renderMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { ticketMessages } from "~shared/messages/tickets";

type TicketServices = Pick<Services, "db" | "now" | "jobs" | "config">;

export interface Viewer {
  id: number;
  role: "user" | "admin";
}

export type TicketRow = typeof complaints.$inferSelect;

export interface TicketReply {
  id: number;
  message: string;
  createdAt: Date;
  authorName: string;
  fromStaff: boolean;
}

export interface TicketDetail {
  ticket: TicketRow;
  ownerName: string;
  replies: TicketReply[];
}

const fullName = (row: { firstName: string | null; lastName: string | null } | null) => (row ? `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() : "");

/** The caller's own tickets, newest first. */
export async function listTickets(services: Pick<Services, "db">, userId: number): Promise<TicketRow[]> {
  return services.db.select().from(complaints).where(eq(complaints.userId, userId)).orderBy(desc(complaints.createdAt), desc(complaints.id));
}

/** A ticket its owner or an administrator may read; anyone else: not found. */
export async function visibleTicket(services: Pick<Services, "db">, viewer: Viewer, id: number | null): Promise<TicketRow> {
  if (id === null) throw notFound(ticketMessages.notFound);
  const [ticket] = await services.db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  if (!ticket || (ticket.userId !== viewer.id && viewer.role !== "admin")) throw notFound(ticketMessages.notFound);
  return ticket;
}

export async function ticketDetail(services: Pick<Services, "db">, viewer: Viewer, id: number | null): Promise<TicketDetail> {
  const ticket = await visibleTicket(services, viewer, id);
  const [owner] = await services.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ticket.userId));
  const rows = await services.db
    .select({ id: complaintThreads.id, message: complaintThreads.message, createdAt: complaintThreads.createdAt, userId: complaintThreads.userId, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(complaintThreads)
    .leftJoin(users, eq(users.id, complaintThreads.userId))
    .where(eq(complaintThreads.complaintId, ticket.id))
    .orderBy(asc(complaintThreads.createdAt), asc(complaintThreads.id));
  return {
    ticket,
    ownerName: fullName(owner ?? null),
    replies: rows.map((row) => ({
      id: row.id,
      message: row.message,
      createdAt: row.createdAt,
      // A reply whose author's account is gone was staff's (owners' replies go with their account).
      authorName: fullName(row) || "Marquee support",
      fromStaff: row.userId !== ticket.userId,
    })),
  };
}

export async function createTicket(services: TicketServices, userId: number, input: NewTicketInput): Promise<TicketRow> {
  const now = services.now();
  const ticket = await services.db.transaction(async (tx) => {
    const [row] = await tx.insert(complaints).values({ userId, title: input.title, type: input.type, message: input.message, createdAt: now, updatedAt: now }).returning();
    await notifyStaff(tx, services, row!, `New ticket: ${row!.title}`, [`A new ${row!.type.toLowerCase()} ticket was raised: "${row!.title}".`, row!.message]);
    return row!;
  });
  await deliverSoon(services);
  return ticket;
}

/** complaints-thread: the owner's or an administrator's reply, mailed to the other side; a closed ticket opens again. */
export async function replyToTicket(services: TicketServices, viewer: Viewer, input: TicketReplyInput): Promise<TicketRow> {
  const ticket = await visibleTicket(services, viewer, input.complaints_id);
  const now = services.now();
  const updated = await services.db.transaction((tx) => writeReply(tx, services, viewer, ticket, input.message, now));
  await deliverSoon(services);
  return updated;
}

/**
 * Adds a reply to a ticket inside the caller's transaction (the admin console writes its audit row in
 * the same one), reopens it, and queues the mail to the other side. The caller delivers after commit.
 */
export async function writeReply(tx: Executor, services: TicketServices, viewer: Viewer, ticket: TicketRow, message: string, now: Date): Promise<TicketRow> {
  await tx.insert(complaintThreads).values({ complaintId: ticket.id, userId: viewer.id, message, createdAt: now });
  const [row] = await tx.update(complaints).set({ isOpen: true, updatedAt: now }).where(eq(complaints.id, ticket.id)).returning();
  const link = `${appUrl(services)}/ticket-detail/${ticket.id}`;
  if (viewer.id === ticket.userId) {
    await notifyStaff(tx, services, ticket, `New reply on ticket: ${ticket.title}`, [`The owner replied on "${ticket.title}":`, message]);
  } else {
    const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(and(eq(users.id, ticket.userId), isNull(users.deletedAt)));
    if (owner) {
      const rendered = renderMail({
        greeting: owner.firstName.trim() ? `Hello ${owner.firstName.trim()},` : "Hello,",
        blocks: [`We have replied to your ticket "${ticket.title}":`, message, { button: { label: "View your ticket", url: link } }],
      });
      await queueMail(tx, services, { kind: "ticket-reply", to: owner.email, subject: `Reply to your ticket: ${ticket.title}`, ...rendered });
    }
  }
  return row!;
}

/** Closes or reopens a ticket (its owner or an administrator). */
export async function setTicketOpen(services: TicketServices, viewer: Viewer, id: number | null, open: boolean): Promise<TicketRow> {
  const ticket = await visibleTicket(services, viewer, id);
  return writeTicketOpen(services.db, ticket.id, open, services.now());
}

/** Sets a ticket open or closed inside the caller's transaction. */
export async function writeTicketOpen(tx: Executor, id: number, open: boolean, now: Date): Promise<TicketRow> {
  const [row] = await tx.update(complaints).set({ isOpen: open, updatedAt: now }).where(eq(complaints.id, id)).returning();
  if (!row) throw notFound(ticketMessages.notFound);
  return row;
}

const appUrl = (services: TicketServices) => services.config.appUrl.replace(/\/+$/, "");

/** Every administrator gets a mail about a ticket. */
async function notifyStaff(tx: Executor, services: TicketServices, ticket: TicketRow, subject: string, blocks: string[]): Promise<void> {
  const staff = await tx.select({ email: users.email }).from(users).where(and(eq(users.role, "admin"), isNull(users.deletedAt)));
  // Staff work tickets in the admin console.
  const link = `${appUrl(services)}/admin/tickets/${ticket.id}`;
  for (const admin of staff) {
    const rendered = renderMail({ greeting: "Hello,", blocks: [...blocks, { button: { label: "Open the ticket", url: link } }] });
    await queueMail(tx, services, { kind: "ticket-staff", to: admin.email, subject, ...rendered });
  }
}
