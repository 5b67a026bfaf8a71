// Booking a free event (spec 000 §4): in one transaction the event row is locked
// (SELECT … FOR UPDATE), so concurrent bookers of the same event queue behind each other and the
// seats counted are the committed ones: the event can never be oversold. The booking gets a
// human-friendly reference, a zero-amount transaction row (the transaction history lists it), and a
// confirmation mail with the .ics attached, recorded in the same transaction (the outbox).
import { isUniqueViolation } from "~server/db/unique-violation";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { bookings, events, transactions, users, type Event } from "~server/db/schema";
import { endsAt, startsAt } from "~server/domain/events/access";
import { conflict, idOrNotFound, notFound, rejected } from "~server/domain/errors";
import { deliverSoon, queueMail } from "~server/domain/mail";
import { seatsTaken } from "~server/domain/payments/seats";
import type { Services } from "~server/services";
import { bookingConfirmationMail } from "./mails";
import { BOOKING_MESSAGES, bookingRefFrom, freeBookingRefusal } from "./rules";

export interface Booker {
  id: number;
}

export interface FreeBooking {
  bookingId: number;
  bookingRef: string;
  event: Event;
}

/** The event locked for this transaction, or "Event not found". */
export async function lockEvent(tx: Executor, rawId: unknown): Promise<Event> {
  const id = idOrNotFound(rawId, BOOKING_MESSAGES.notFound);
  const [event] = await tx.select().from(events).where(eq(events.id, id)).for("update");
  if (!event) throw notFound(BOOKING_MESSAGES.notFound);
  return event;
}

/** The user's active booking of the event, if any. */
export async function activeBookingOf(tx: Executor, eventId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.userId, userId), eq(bookings.status, "booked")))
    .limit(1);
  return row ?? null;
}


export async function bookFreeEvent(services: Pick<Services, "db" | "now" | "jobs" | "config">, user: Booker, eventId: unknown): Promise<FreeBooking> {
  const now = services.now();
  let booked: FreeBooking;
  try {
    booked = await services.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      const taken = await seatsTaken(tx, event.id, now);
      const mine = await activeBookingOf(tx, event.id, user.id);
      const refusal = freeBookingRefusal({
        event: { ...event, startsAt: startsAt(event), endsAt: endsAt(event) },
        viewerId: user.id,
        seatsTaken: taken,
        viewerHasBooking: mine !== null,
        now,
      });
      if (refusal === BOOKING_MESSAGES.alreadyBooked) throw conflict(refusal);
      if (refusal) throw rejected(refusal);

      const bookingRef = bookingRefFrom(randomBytes(8));
      const [booking] = await tx
        .insert(bookings)
        .values({ bookingRef, eventId: event.id, userId: user.id, amountPence: 0, createdAt: now })
        .returning({ id: bookings.id });
      await tx.insert(transactions).values({
        userId: user.id,
        transactionType: "event_booking",
        amountPence: 0,
        status: "succeeded",
        idempotencyKey: `free-booking:${bookingRef}`,
        eventId: event.id,
        bookingId: booking!.id,
        createdAt: now,
        updatedAt: now,
      });
      const [attendee] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, user.id));
      if (attendee) await queueMail(tx, services, bookingConfirmationMail(attendee, services.config.appUrl, event, bookingRef, now));
      return { bookingId: booking!.id, bookingRef, event };
    });
  } catch (error) {
    // The unique active booking per user and event backs the check above.
    if (isUniqueViolation(error, "bookings_one_active")) throw conflict(BOOKING_MESSAGES.alreadyBooked);
    throw error;
  }
  await deliverSoon(services);
  return booked;
}
