// Cancel Event (spec 000 §4, 001 §2.12): in one transaction the event is marked cancelled, its active
// bookings are cancelled, a refund owed is recorded for each paid booking (ADR 021; the payments work
// pays it back), and each booked attendee is mailed through the outbox. Idempotent: a cancelled event
// is answered as cancelled and nothing more changes.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, events, refunds, transactions, users, type Refund } from "~server/db/schema";
import { rejected } from "~server/domain/errors";
import { deliverSoon, queueMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { eventCancelledMail } from "./mails";
import { ALREADY_CANCELLED, EVENT_CANCELLED, EVENT_OVER } from "./messages";
import { eventEnd, loadOwnedEvent, type Caller } from "./owned";

export interface CancelOutcome {
  message: string;
  /** Bookings cancelled by this call (0 the second time). */
  cancelledBookings: number;
  /** Refunds owed recorded by this call. */
  refundsOwed: number;
}

export async function cancelEvent(services: Pick<Services, "db" | "now" | "jobs" | "config">, caller: Caller, eventId: unknown): Promise<CancelOutcome> {
  const now = services.now();
  const outcome = await services.db.transaction(async (tx) => {
    const event = await loadOwnedEvent(tx, caller, eventId, { lock: true });
    if (event.isCancelled) return { message: ALREADY_CANCELLED, cancelledBookings: 0, refundsOwed: 0 };
    const end = eventEnd(event);
    if (end && end.getTime() <= now.getTime()) throw rejected(EVENT_OVER);

    await tx.update(events).set({ isCancelled: true, cancelledAt: now, updatedAt: now }).where(eq(events.id, event.id));
    const cancelled = await releaseBookings(tx, now, event.id, { reason: "event_cancelled" });
    if (cancelled.length === 0) return { message: EVENT_CANCELLED, cancelledBookings: 0, refundsOwed: 0 };
    const owed = cancelled.filter((booking) => booking.refundPence > 0);

    const refundOf = new Map(owed.map((booking) => [booking.id, booking.refundPence]));
    const attendees = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, [...new Set(cancelled.map((booking) => booking.userId))]));
    const attendeeOf = new Map(attendees.map((attendee) => [attendee.id, attendee]));
    for (const booking of cancelled) {
      const attendee = attendeeOf.get(booking.userId);
      if (!attendee) continue;
      await queueMail(tx, services, eventCancelledMail(attendee, services.config.appUrl, event, refundOf.get(booking.id) ?? 0));
    }
    return { message: EVENT_CANCELLED, cancelledBookings: cancelled.length, refundsOwed: owed.length };
  });
  if (outcome.cancelledBookings > 0) await deliverSoon(services);
  // The refunds job pays the refunds owed back through the provider.
  if (outcome.refundsOwed > 0) await services.jobs.nudge("refunds");
  return outcome;
}

export interface ReleasedBooking {
  id: number;
  userId: number;
  amountPence: number;
  /** The refund owed recorded for it (what its payment charged), 0 for a free booking. */
  refundPence: number;
}

/**
 * Cancels the event's active bookings (all of them, or only `bookingIds`) and records a refund owed
 * for each paid one (ADR 021), in the caller's transaction: the one operation behind Cancel Event
 * and an attendee's Cancel Booking. The seat is free again once its booking is cancelled.
 */
export async function releaseBookings(
  tx: Executor,
  now: Date,
  eventId: number,
  options: { reason: Refund["reason"]; bookingIds?: number[] },
): Promise<ReleasedBooking[]> {
  const only = options.bookingIds;
  if (only && only.length === 0) return [];
  const cancelled = await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now })
    .where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked"), only ? inArray(bookings.id, only) : undefined))
    .returning({ id: bookings.id, userId: bookings.userId, amountPence: bookings.amountPence });
  if (cancelled.length === 0) return [];

  // The payment of each booking, if it went through one: the refund returns what was charged.
  const payments = await tx
    .select({ id: transactions.id, bookingId: transactions.bookingId, amountPence: transactions.amountPence })
    .from(transactions)
    .where(and(inArray(transactions.bookingId, cancelled.map((booking) => booking.id)), eq(transactions.status, "succeeded")))
    .orderBy(desc(transactions.id));
  const paymentOf = new Map<number, { id: number; amountPence: number }>();
  for (const payment of payments) if (payment.bookingId !== null && !paymentOf.has(payment.bookingId)) paymentOf.set(payment.bookingId, payment);

  const released = cancelled.map((booking) => {
    const payment = paymentOf.get(booking.id);
    return { ...booking, paymentId: payment?.id ?? null, refundPence: payment?.amountPence ?? booking.amountPence };
  });
  const owed = released.filter((booking) => booking.refundPence > 0);
  if (owed.length > 0) {
    await tx
      .insert(refunds)
      .values(
        owed.map((booking) => ({
          bookingId: booking.id,
          transactionId: booking.paymentId,
          userId: booking.userId,
          eventId,
          amountPence: booking.refundPence,
          reason: options.reason,
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: refunds.bookingId });
  }
  return released.map(({ id, userId, amountPence, refundPence }) => ({ id, userId, amountPence, refundPence }));
}
