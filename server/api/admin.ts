// The admin console's dashboard and audit log (administrators only: server/api/contract/admin.ts).
import { Hono } from "hono";
import { zonedInstant } from "~shared/dates";
import { AUDIT_PAGE_SIZE, listAuditLog } from "~server/domain/admin/audit";
import { waitingWork } from "~server/domain/admin/dashboard";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const adminRoutes = new Hono<ApiEnv>();

defineCall(adminRoutes, "GET admin/dashboard", async ({ services }) => {
  const work = await waitingWork(services.db);
  return { data: { pending_events: work.pendingEvents, pending_channels: work.pendingChannels, open_tickets: work.openTickets, refunds_owed: work.refundsOwed } };
});

/**
 * A filter's range of London days (YYYY-MM-DD, both included) as instants: from the first day's
 * start up to the start of the day after the last (a London day is 23 or 25 hours at the clock changes).
 */
export function londonDays(from: string | null, to: string | null): { from: Date | null; to: Date | null } {
  return { from: from ? dayStart(from) : null, to: to ? dayStart(nextDay(to)) : null };
}

const dayStart = (date: string) => zonedInstant(date, "00:00");

defineCall(adminRoutes, "GET admin/audit", async ({ services, query }) => {
  const found = await listAuditLog(services.db, {
    action: query.action,
    objectType: query.object_type,
    objectId: query.object_id,
    ...londonDays(query.from, query.to),
    page: query.page,
  });
  return {
    data: {
      rows: found.rows.map((row) => ({
        id: row.id,
        admin_id: row.adminId,
        admin_email: row.adminEmail,
        action: row.action,
        object_type: row.objectType,
        object_id: row.objectId,
        before: row.before,
        after: row.after,
        reason: row.reason,
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
      })),
      pagination: { current_page: found.page, per_page: AUDIT_PAGE_SIZE, total: found.total, last_page: found.lastPage },
      actions: found.actions,
      object_types: found.objectTypes,
    },
  };
});

function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
