// The admin console's audit log: every admin action is written with the change it records, in the
// same transaction, so there is never a change without its row or a row without its change. The
// table is append-only (a trigger refuses UPDATE, DELETE and TRUNCATE: migration 0020).
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db, Executor } from "~server/db/client";
import { adminAuditLog, type AdminAuditRow } from "~server/db/schema";
import type { TokenUser } from "~server/domain/accounts/tokens";

/** The administrator acting, and the address the request came from. */
export interface AdminActor {
  id: number;
  email: string;
  ip: string;
}

export function adminActorOf(user: Pick<TokenUser, "id" | "email">, ip: string): AdminActor {
  return { id: user.id, email: user.email, ip };
}

/** What one admin action changed: the object, and its state before and after (null when it did not exist). */
export interface AuditEntry {
  /** What was done, as a verb phrase: "approve-event", "refund-booking", "change-role". */
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
  /** Why, when the admin gave a reason (a rejection, a refund). */
  reason?: string | null;
}

/** Writes the audit row of an action; call it inside the transaction that makes the change. */
export async function recordAdminAction(tx: Executor, actor: AdminActor, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: actor.id,
    adminEmail: actor.email,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: actor.ip,
    createdAt: now,
  });
}

/**
 * Runs an admin action and its audit row in one transaction: `change` does the work and says what
 * it changed; if it throws, neither the change nor the row is kept.
 */
export async function auditedAdminAction<T>(
  db: Db,
  actor: AdminActor,
  now: Date,
  change: (tx: Executor) => Promise<{ result: T; audit: AuditEntry | AuditEntry[] }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    for (const entry of Array.isArray(audit) ? audit : [audit]) await recordAdminAction(tx, actor, entry, now);
    return result;
  });
}

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  action?: string | null;
  objectType?: string | null;
  objectId?: string | null;
  adminId?: number | null;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date | null;
  to?: Date | null;
  page: number;
}

export interface AuditPage {
  rows: AdminAuditRow[];
  total: number;
  page: number;
  lastPage: number;
  /** The actions and object types recorded so far, for the filters' choices. */
  actions: string[];
  objectTypes: string[];
}

/** One page of the audit log, newest first, with the filters applied. */
export async function listAuditLog(db: Executor, filters: AuditFilters): Promise<AuditPage> {
  const conditions: (SQL | undefined)[] = [
    filters.action ? eq(adminAuditLog.action, filters.action) : undefined,
    filters.objectType ? eq(adminAuditLog.objectType, filters.objectType) : undefined,
    filters.objectId ? eq(adminAuditLog.objectId, filters.objectId) : undefined,
    filters.adminId ? eq(adminAuditLog.adminId, filters.adminId) : undefined,
    filters.from ? gte(adminAuditLog.createdAt, filters.from) : undefined,
    filters.to ? lt(adminAuditLog.createdAt, filters.to) : undefined,
  ];
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(adminAuditLog).where(where);
  const lastPage = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, filters.page), lastPage);
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const [actions, objectTypes] = await Promise.all([
    db.selectDistinct({ value: adminAuditLog.action }).from(adminAuditLog).orderBy(adminAuditLog.action),
    db.selectDistinct({ value: adminAuditLog.objectType }).from(adminAuditLog).orderBy(adminAuditLog.objectType),
  ]);
  return { rows, total, page, lastPage, actions: actions.map((row) => row.value), objectTypes: objectTypes.map((row) => row.value) };
}

/** The audit rows of one object, newest first (an object's history on its admin page). */
export function auditOf(db: Executor, objectType: string, objectId: string | number): Promise<AdminAuditRow[]> {
  return db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.objectType, objectType), eq(adminAuditLog.objectId, String(objectId))))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id));
}
