// An attendee cancels their own booking (spec 000 §4 "Cancel Booking"): only when the event allows
// it (can_cancel) and before it starts. The seat is freed and a paid booking's refund is recorded
// owed by the same operation Cancel Event uses (server/domain/events/cancel.ts, ADR 021).
import { releaseBookings } from "~server/domain/events/cancel";
import { startsAt } from "~server/domain/events/access";
import { notFound, rejected } from "~server/domain/errors";
import type { Services } from "~server/services";
import { activeBookingOf, lockEvent, type Booker } from "./book";
import { BOOKING_MESSAGES, cancelBookingRefusal } from "./rules";

export interface CancelledBooking {
  eventId: number;
  bookingId: number;
  bookingRef: string;
  /** The refund owed recorded (pence), 0 for a free booking. */
  refundPence: number;
  message: string;
}

export async function cancelBooking(services: Pick<Services, "db" | "now" | "jobs">, user: Booker, eventId: unknown): Promise<CancelledBooking> {
  const now = services.now();
  const cancelled = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const booking = await activeBookingOf(tx, event.id, user.id);
    const refusal = cancelBookingRefusal({ canCancel: event.canCancel, startsAt: startsAt(event), hasBooking: booking !== null, now });
    if (refusal === BOOKING_MESSAGES.noBooking) throw notFound(refusal);
    if (refusal || !booking) throw rejected(refusal ?? BOOKING_MESSAGES.noBooking);
    const [released] = await releaseBookings(tx, now, event.id, { reason: "booking_cancelled", bookingIds: [booking.id] });
    const refundPence = released?.refundPence ?? 0;
    return {
      eventId: event.id,
      bookingId: booking.id,
      bookingRef: booking.bookingRef,
      refundPence,
      message: refundPence > 0 ? BOOKING_MESSAGES.bookingCancelledRefund : BOOKING_MESSAGES.bookingCancelled,
    };
  });
  // The refunds job pays the refund owed back through the provider.
  if (cancelled.refundPence > 0) await services.jobs.nudge("refunds");
  return cancelled;
}
