// Booking and favourites (spec 000 §4, §7): transaction/free-event, cancel-booking, favorite-event,
// and the attendee's transaction history (bookings). Handlers parse, call server/domain/bookings and
// shape the answer; every refusal is the domain's own clear message.
import { Hono } from "hono";
import { bookFreeEvent } from "~server/domain/bookings/book";
import { cancelBooking } from "~server/domain/bookings/cancel";
import { toggleFavourite } from "~server/domain/bookings/favourites";
import { bookedEventIds, favouriteEventIds, TRANSACTIONS_PER_PAGE, transactionHistory } from "~server/domain/bookings/lists";
import { loadEventCards } from "~server/domain/discovery/cards";
import { hostedTabOf } from "~server/domain/events/hosted";
import { BOOKING_MESSAGES } from "~server/domain/bookings/rules";
import type { ApiEnv } from "./context";
import { toPublicEvent } from "./public-events";
import { defineCall } from "./router";
import { pageOf } from "./validate";

export const bookingRoutes = new Hono<ApiEnv>();

defineCall(bookingRoutes, "POST transaction/free-event", async ({ services, user, body }) => {
  const booked = await bookFreeEvent(services, user, body.event_id);
  return { data: { event_id: booked.event.id, booking_id: booked.bookingRef, is_booked: true }, message: BOOKING_MESSAGES.booked };
});

defineCall(bookingRoutes, "POST cancel-booking", async ({ services, user, body }) => {
  const cancelled = await cancelBooking(services, user, body.event_id);
  return {
    data: { event_id: cancelled.eventId, booking_id: cancelled.bookingRef, is_booked: false, refund_owed: cancelled.refundPence },
    message: cancelled.message,
  };
});

defineCall(bookingRoutes, "POST favorite-event", async ({ services, user, body }) => {
  const toggled = await toggleFavourite(services.db, user, body.event_id, services.now());
  return { data: { event_id: toggled.eventId, is_favorite: toggled.isFavorite }, message: toggled.message };
});

defineCall(bookingRoutes, "GET bookings", async ({ services, user, query }) => {
  const history = await transactionHistory(services.db, user.id, pageOf(query.page), services.now());
  return {
    data: {
      transactions: history.rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        created_at: row.createdAt.toISOString(),
        transaction_type: row.transactionType,
        amount: row.amountPence,
        status: row.status,
        booking_id: row.bookingRef,
        event_title: row.eventTitle,
        category_name: row.categoryName,
        refund_status: row.refundStatus,
        title: row.itemTitle,
        terms: row.terms,
      })),
      page: history.page,
      per_page: TRANSACTIONS_PER_PAGE,
      total: history.total,
      last_page: history.lastPage,
    },
  };
});

defineCall(bookingRoutes, "GET favorite-list", async ({ services, user, query }) => {
  const now = services.now();
  const ids = await favouriteEventIds(services.db, user.id, hostedTabOf(query.type));
  const cards = await loadEventCards(services.db, ids, user, now, services.sharedReads);
  return { data: cards.map((card) => toPublicEvent(card, services.storage, now)) };
});

defineCall(bookingRoutes, "GET booked-events", async ({ services, user, query }) => {
  const now = services.now();
  const ids = await bookedEventIds(services.db, user.id, hostedTabOf(query.type));
  const cards = await loadEventCards(services.db, ids, user, now, services.sharedReads);
  return { data: cards.map((card) => toPublicEvent(card, services.storage, now)) };
});
