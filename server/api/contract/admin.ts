// The admin console's own calls (administrators only; anyone else gets the 404 of an unknown path):
// the dashboard's counts of waiting work and the audit log. The console's other areas declare their
// calls in admin-*.ts beside this file.
import type { z } from "zod";
import { auditQuerySchema } from "~shared/schemas/admin";
import type { PaginationMeta } from "./discovery";
import { answer, call, wire } from "./define";

/** What is waiting for an administrator, each count a link on the dashboard. */
export interface AdminDashboardData {
  /** Events (a recurring series as one) and channels waiting for approval. */
  pending_events: number;
  pending_channels: number;
  open_tickets: number;
  /** Refunds recorded as owed and not yet paid back. */
  refunds_owed: number;
}

/** One row of the audit log. */
export interface AuditRowData {
  id: number;
  admin_id: number;
  admin_email: string;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string;
  created_at: string;
}

export interface AdminAuditData {
  rows: AuditRowData[];
  pagination: PaginationMeta;
  /** The actions and object types recorded so far (the filters' choices). */
  actions: string[];
  object_types: string[];
}

export type AuditQuery = z.input<typeof auditQuerySchema>;

export const adminCalls = {
  "GET admin/dashboard": call({ access: "admin", answer: answer<AdminDashboardData>() }),
  /** Newest first, 25 a page; from and to are London days, both included. Bad input: 422 naming the field. */
  "GET admin/audit": call({ access: "admin", query: auditQuerySchema, queryWire: wire<AuditQuery>(), answer: answer<AdminAuditData>() }),
};
