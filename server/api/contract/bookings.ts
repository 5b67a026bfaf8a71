// Booking, favourites and the attendee's lists (spec 000 §2, §4, §7). Refusals are 400/404/409
// with a specific message.
import type { TransactionRow } from "~server/domain/bookings/lists";
import type { PublicEventData } from "./discovery";
import { answer, call, textQuery, wire } from "./define";
import { eventIdSchema, type EventIdBody, type HostedEventsTab } from "./hosted-events";

/** POST transaction/free-event: the booking made. */
export interface FreeBookingData {
  event_id: number;
  /** The reference shown to people (the spec's "booking id"), e.g. MQ-7K2P9QXA. */
  booking_id: string;
  is_booked: true;
}

/** POST cancel-booking: the booking cancelled and its seat freed. */
export interface CancelBookingData {
  event_id: number;
  booking_id: string;
  is_booked: false;
  /** Pence recorded as owed back (a paid booking; the payments work pays it), 0 for a free one. */
  refund_owed: number;
}

/** POST favorite-event: the event's favourite state after the toggle. */
export interface FavouriteData {
  event_id: number;
  is_favorite: boolean;
}

/** One row of the transaction history (spec 000 §3 Booking/transaction). Money in pence. */
export interface TransactionData {
  /** A payment, or a refund of one (ids are each kind's own). */
  kind: "payment" | "refund";
  id: number;
  created_at: string;
  transaction_type: TransactionRow["transactionType"];
  amount: number;
  status: TransactionRow["status"];
  /** The booking's reference, or null (a subscription). */
  booking_id: string | null;
  event_title: string | null;
  category_name: string | null;
  /** For a refund: owed (on its way), refunded or failed; null for a payment. */
  refund_status: TransactionRow["refundStatus"];
  /** What was bought: the event's or channel's title, or the package's name (null once it is gone). */
  title: string | null;
  /** A channel payment's subscription terms as they stand now (shared/subscription-terms.ts); else null. */
  terms: string | null;
}

/** GET bookings: one page of the transaction history, 10 rows a page. */
export interface TransactionHistoryData {
  transactions: TransactionData[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export const bookingCalls = {
  "POST transaction/free-event": call({ access: "user", body: eventIdSchema, wire: wire<EventIdBody>(), answer: answer<FreeBookingData>() }),
  "POST cancel-booking": call({ access: "owner", body: eventIdSchema, wire: wire<EventIdBody>(), answer: answer<CancelBookingData>() }),
  "POST favorite-event": call({ access: "user", body: eventIdSchema, wire: wire<EventIdBody>(), answer: answer<FavouriteData>() }),
  /** The caller's transactions, newest first; `page` past the end answers the last page. */
  "GET bookings": call({ access: "user", query: textQuery("page"), queryWire: wire<{ page?: number | string }>(), answer: answer<TransactionHistoryData>() }),
  /** The caller's favourite events (tabs all / online / pre-recorded), the latest first, as public cards. */
  "GET favorite-list": call({ access: "user", query: textQuery("type"), queryWire: wire<{ type?: HostedEventsTab }>(), answer: answer<PublicEventData[]>() }),
  /** The events the caller holds an active booking of (same tabs), the latest booking first. */
  "GET booked-events": call({ access: "user", query: textQuery("type"), queryWire: wire<{ type?: HostedEventsTab }>(), answer: answer<PublicEventData[]>() }),
};
