// The admin console's support and people calls (administrators only): every ticket with the staff's
// reply, close and reopen; users with role change and (de)activation; contact messages and interest
// registrations (the CSV export reads the whole list).
import type { z } from "zod";
import {
  adminPageQuerySchema,
  adminRoleSchema,
  adminTicketReplySchema,
  adminTicketStatusSchema,
  adminTicketsQuerySchema,
  adminUserStatusSchema,
  adminUsersQuerySchema,
} from "~shared/schemas/admin-people";
import type { PaginationMeta } from "./discovery";
import { answer, call, wire } from "./define";
import type { TicketData, TicketDetailData } from "./tickets";

export interface AdminTicketRowData extends TicketData {
  owner_name: string;
  owner_email: string;
}

export interface AdminTicketsData {
  rows: AdminTicketRowData[];
  pagination: PaginationMeta;
}

export interface AdminUserData {
  id: number;
  full_name: string;
  email: string;
  role: "user" | "admin";
  activated_at: string | null;
  deactivated_at: string | null;
  created_at: string;
}

export interface AdminContactMessageData {
  id: number;
  full_name: string;
  email: string;
  mobile: string;
  query: string;
  created_at: string;
}

export interface AdminInterestData {
  id: number;
  full_name: string;
  email: string;
  mobile: string | null;
  content: string | null;
  source: string;
  creatortype: string | null;
  created_at: string;
}

export interface AdminPage<Row> {
  rows: Row[];
  pagination: PaginationMeta;
}

export type AdminTicketsQuery = z.input<typeof adminTicketsQuerySchema>;
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

export const adminPeopleCalls = {
  /** Newest first, 25 a page; status open | closed | empty (all), type one of the ticket types or empty. */
  "GET admin/tickets": call({ access: "admin", query: adminTicketsQuerySchema, queryWire: wire<AdminTicketsQuery>(), answer: answer<AdminTicketsData>() }),
  /** Any ticket and its thread; 404 "No ticket found" for an unknown id. */
  "GET admin/tickets/:id": call({ access: "admin", answer: answer<TicketDetailData["complaint"] & { owner_email: string }>() }),
  "POST admin/ticket-reply": call({ access: "admin", body: adminTicketReplySchema, wire: wire<{ ticket_id: number | string; message: string }>(), answer: answer<TicketData>() }),
  "POST admin/ticket-status": call({ access: "admin", body: adminTicketStatusSchema, wire: wire<{ ticket_id: number | string; status: "open" | "closed" }>(), answer: answer<TicketData>() }),
  /** Users (not deleted accounts), newest first, 25 a page; q is part of the name or address. */
  "GET admin/users": call({ access: "admin", query: adminUsersQuerySchema, queryWire: wire<AdminUsersQuery>(), answer: answer<AdminPage<AdminUserData>>() }),
  /** Asks for the admin's password again; never one's own role. */
  "POST admin/user-role": call({ access: "admin", body: adminRoleSchema, wire: wire<{ user_id: number | string; role: "user" | "admin"; password: string }>(), answer: answer<AdminUserData>() }),
  /** Deactivating ends every session of the account at once; never one's own. */
  "POST admin/user-status": call({ access: "admin", body: adminUserStatusSchema, wire: wire<{ user_id: number | string; status: "active" | "deactivated" }>(), answer: answer<AdminUserData>() }),
  "GET admin/contact-messages": call({ access: "admin", query: adminPageQuerySchema, queryWire: wire<AdminPageQuery>(), answer: answer<AdminPage<AdminContactMessageData>>() }),
  "GET admin/interest": call({ access: "admin", query: adminPageQuerySchema, queryWire: wire<AdminPageQuery>(), answer: answer<AdminPage<AdminInterestData>>() }),
  /** Every registration, oldest first, for the CSV export. */
  "GET admin/interest-export": call({ access: "admin", answer: answer<AdminInterestData[]>() }),
};
