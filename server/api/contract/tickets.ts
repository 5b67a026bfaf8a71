// Support tickets (002 §7): the caller's tickets, one ticket, a new ticket, a reply, and closing or
// reopening (which the spec leaves open). Administrators reach any ticket by its id.
import { z } from "zod";
import { newTicketSchema, ticketReplySchema } from "~shared/schemas/tickets";
import { answer, call, wire, wireNumber } from "./define";

/** A support ticket (002 §3 Ticket); status true = Open. */
export interface TicketData {
  id: number;
  title: string;
  type: string;
  message: string;
  status: boolean;
  created_at: string;
}

export interface TicketDetailData {
  user: { id: number; full_name: string; role: "user" | "admin" };
  complaint: TicketData & {
    owner_name: string;
    threads: { id: number; message: string; created_at: string; user: { full_name: string }; from_staff: boolean }[];
  };
}

export interface NewTicketBody {
  title: string;
  type: string;
  message: string;
}

export interface TicketReplyBody {
  message: string;
  complaints_id: number | string;
}

export interface TicketStatusBody {
  complaints_id: number | string;
  status: "open" | "closed";
}

const statusSchema = z.object({ complaints_id: wireNumber, status: z.enum(["open", "closed"], "status must be open or closed") });

export const ticketCalls = {
  "GET user-complaints": call({ access: "user", answer: answer<{ user: { id: number; full_name: string }; complaints: TicketData[] }>() }),
  /** The caller's own ticket, or any for an administrator; anyone else: 404 "No ticket found". */
  "GET complaint-detail/:id": call({ access: "owner", answer: answer<TicketDetailData>() }),
  "POST complaints": call({ access: "user", body: newTicketSchema, wire: wire<NewTicketBody>(), answer: answer<TicketData>() }),
  "POST complaints-thread": call({ access: "owner", body: ticketReplySchema, wire: wire<TicketReplyBody>(), answer: answer<TicketData>() }),
  /** Closes or reopens a ticket (how a ticket is closed is not in the spec). */
  "POST complaints-status": call({ access: "owner", body: statusSchema, wire: wire<TicketStatusBody>(), answer: answer<TicketData>() }),
};
