// The admin console's people: users (search, role change, deactivation), the contact form's messages
// and the landing pages' interest registrations. A deactivated account cannot log in and loses every
// token at once; an administrator can neither demote nor deactivate themself.
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { contactMessages, interestRegistrations, users } from "~server/db/schema";
import { confirmPassword } from "~server/domain/accounts/password-change";
import { revokeAllTokens, type TokenUser } from "~server/domain/accounts/tokens";
import { conflict, forbidden, notFound } from "~server/domain/errors";
import type { Services } from "~server/services";
import { adminMessages } from "~shared/messages/admin";
import { adminPeopleMessages as m } from "~shared/messages/admin-people";
import { auditedAdminAction, type AdminActor } from "./audit";

export const ADMIN_PEOPLE_PAGE_SIZE = 25;

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  lastPage: number;
}

async function paged<T>(total: number, page: number, rowsOf: (offset: number) => Promise<T[]>): Promise<Paged<T>> {
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_PEOPLE_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), lastPage);
  return { rows: await rowsOf((current - 1) * ADMIN_PEOPLE_PAGE_SIZE), total, page: current, lastPage };
}

/** LIKE's own characters in a search are matched as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  activatedAt: users.activatedAt,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};
export type AdminUserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

/** Users (deleted accounts left out), newest first, searched by part of the name or the address. */
export async function listUsers(db: Executor, search: string | null, page: number): Promise<Paged<AdminUserRow>> {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (search) {
    const pattern = likeText(search);
    conditions.push(or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)));
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  return paged(total, page, (offset) =>
    db.select(userColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(ADMIN_PEOPLE_PAGE_SIZE).offset(offset),
  );
}

async function targetUser(tx: Executor, id: number): Promise<AdminUserRow> {
  // Locked, so two admins' changes to one account take turns and each audit row's "before" is true.
  const [row] = await tx.select(userColumns).from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).for("update").limit(1);
  if (!row) throw notFound(m.userNotFound);
  return row;
}

const userState = (row: Pick<AdminUserRow, "role" | "deactivatedAt">) => ({ role: row.role, deactivated: row.deactivatedAt !== null });

/** Makes a user an administrator or a user again, after the acting admin's password. */
export async function changeRole(services: Services, admin: TokenUser, actor: AdminActor, input: { userId: number; role: "user" | "admin"; password: string }): Promise<AdminUserRow> {
  if (input.userId === admin.id) throw forbidden(m.ownRole);
  await confirmPassword(services, admin, input.password, { field: "password", message: adminMessages.wrongPassword });
  const now = services.now();
  return auditedAdminAction(services.db, actor, now, async (tx) => {
    const before = await targetUser(tx, input.userId);
    if (before.role === input.role) throw conflict(m.unchanged);
    const [after] = await tx.update(users).set({ role: input.role, updatedAt: now }).where(eq(users.id, before.id)).returning(userColumns);
    // A changed role takes effect at once: sessions opened with the old one end.
    await revokeAllTokens(tx, before.id, now);
    return { result: after!, audit: { action: "change-role", objectType: "user", objectId: before.id, before: userState(before), after: userState(after!) } };
  });
}

/** Deactivates (every session and token ends at once) or reactivates an account. */
export async function setUserActive(services: Pick<Services, "db" | "now">, actor: AdminActor, userId: number, active: boolean): Promise<AdminUserRow> {
  if (!active && userId === actor.id) throw forbidden(m.ownDeactivation);
  const now = services.now();
  return auditedAdminAction(services.db, actor, now, async (tx) => {
    const before = await targetUser(tx, userId);
    if ((before.deactivatedAt === null) === active) throw conflict(m.unchanged);
    const [after] = await tx.update(users).set({ deactivatedAt: active ? null : now, updatedAt: now }).where(eq(users.id, before.id)).returning(userColumns);
    if (!active) await revokeAllTokens(tx, before.id, now);
    return { result: after!, audit: { action: active ? "reactivate-user" : "deactivate-user", objectType: "user", objectId: before.id, before: userState(before), after: userState(after!) } };
  });
}

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The contact form's messages, newest first. */
export async function listContactMessages(db: Executor, page: number): Promise<Paged<ContactMessageRow>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contactMessages);
  return paged(total, page, (offset) =>
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(ADMIN_PEOPLE_PAGE_SIZE).offset(offset),
  );
}

export type InterestRow = typeof interestRegistrations.$inferSelect;

/** Interest registrations, newest first. */
export async function listInterest(db: Executor, page: number): Promise<Paged<InterestRow>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(interestRegistrations);
  return paged(total, page, (offset) =>
    db.select().from(interestRegistrations).orderBy(desc(interestRegistrations.createdAt), desc(interestRegistrations.id)).limit(ADMIN_PEOPLE_PAGE_SIZE).offset(offset),
  );
}

/** Every interest registration, oldest first (the CSV export). */
export function allInterest(db: Executor): Promise<InterestRow[]> {
  return db.select().from(interestRegistrations).orderBy(interestRegistrations.createdAt, interestRegistrations.id);
}
