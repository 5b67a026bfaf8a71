// Cancel Event (spec 000 §4, 001 §2.12): in one transaction the event is marked cancelled, its active
// bookings are cancelled, a refund owed is recorded for each paid booking (ADR 021; the payments work
// pays it back), and each booked attendee is mailed through the outbox. Idempotent: a cancelled event
// is answered as cancelled and nothing more changes.
import { and, desc, eq, inArray } from "drizzle-orm";
import { bookings, events, refunds, transactions, users } from "~server/db/schema";
import { rejected } from "~server/domain/errors";
import { deliverSoon, queueMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { eventCancelledMail } from "./mails";
import { eventEnd, loadOwnedEvent, type Caller } from "./owned";

export const EVENT_CANCELLED = "Event cancelled. All booked users will be refunded.";
export const ALREADY_CANCELLED = "Event cancelled.";
export const EVENT_OVER = "This event has already taken place and cannot be cancelled.";

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
    const cancelled = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now })
      .where(and(eq(bookings.eventId, event.id), eq(bookings.status, "booked")))
      .returning({ id: bookings.id, userId: bookings.userId, amountPence: bookings.amountPence });
    if (cancelled.length === 0) return { message: EVENT_CANCELLED, cancelledBookings: 0, refundsOwed: 0 };

    const bookingIds = cancelled.map((booking) => booking.id);
    // The payment of each booking, if it went through one: the refund returns what was charged.
    const payments = await tx
      .select({ id: transactions.id, bookingId: transactions.bookingId, amountPence: transactions.amountPence })
      .from(transactions)
      .where(and(inArray(transactions.bookingId, bookingIds), eq(transactions.status, "succeeded")))
      .orderBy(desc(transactions.id));
    const paymentOf = new Map<number, { id: number; amountPence: number }>();
    for (const payment of payments) if (payment.bookingId !== null && !paymentOf.has(payment.bookingId)) paymentOf.set(payment.bookingId, payment);

    const owed = cancelled
      .map((booking) => {
        const payment = paymentOf.get(booking.id);
        return { booking, payment, amountPence: payment?.amountPence ?? booking.amountPence };
      })
      .filter((item) => item.amountPence > 0);
    if (owed.length > 0) {
      await tx
        .insert(refunds)
        .values(
          owed.map(({ booking, payment, amountPence }) => ({
            bookingId: booking.id,
            transactionId: payment?.id ?? null,
            userId: booking.userId,
            eventId: event.id,
            amountPence,
            reason: "event_cancelled" as const,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: refunds.bookingId });
    }

    const refundOf = new Map(owed.map((item) => [item.booking.id, item.amountPence]));
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
  return outcome;
}
