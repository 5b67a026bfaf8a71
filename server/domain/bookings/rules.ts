// The rules of booking a free event and cancelling a booking (spec 000 §4), as pure
// functions of what the transaction has read: each refusal has its own clear message. The booking
// and cancelling services (book.ts, cancel.ts) ask here after locking the event row; a purchase
// (payments/quote.ts) asks paidBookingRefusal. Where the event is in time is shared/event-phase.ts's rule.
import { eventPhase, saleClosed } from "~shared/event-phase";
import { bookingPhaseMessages } from "~shared/messages/bookings";

export const BOOKING_MESSAGES = {
  booked: "Your free ticket is booked.",
  notFound: "Event not found",
  ownEvent: "You host this event, so you cannot book a ticket for it.",
  cancelled: "This event has been cancelled, so it can no longer be booked.",
  notOpen: "This event is not open for booking.",
  inChannel: "This event is part of a channel: subscribe to the channel to attend it.",
  notFree: "This event is not free: buy a ticket to book it.",
  started: bookingPhaseMessages.started,
  ended: bookingPhaseMessages.ended,
  alreadyBooked: "You have already booked this event.",
  soldOut: "Sorry, this event is sold out.",
  bookingCancelled: "Your booking is cancelled.",
  bookingCancelledRefund: "Your booking is cancelled. Your payment will be refunded.",
  noBooking: "You have no booking for this event.",
  cannotCancel: "The host does not allow cancelling bookings for this event.",
  cancelStarted: "This event has already started, so the booking can no longer be cancelled.",
  favouriteAdded: "Added to your favourite events.",
  favouriteRemoved: "Removed from your favourite events.",
} as const;

export interface BookableEvent {
  userId: number;
  eventType: "Online Event" | "Pre Recorded";
  isPublished: boolean;
  isRejected: boolean;
  isCancelled: boolean;
  active: boolean;
  channelId: number | null;
  isFree: boolean;
  ticketPricePence: number;
  maxParticipants: number;
  /** Live events: when it starts and ends (null for pre-recorded). */
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface FreeBookingFacts {
  event: BookableEvent;
  viewerId: number;
  /** Active bookings of the event, the viewer's included. */
  seatsTaken: number;
  viewerHasBooking: boolean;
  now: Date;
}

/** Why a free booking is refused, or null when it may go ahead. The order is the one a person would expect to be told. */
export function freeBookingRefusal(f: FreeBookingFacts): string | null {
  const { event } = f;
  if (event.userId === f.viewerId) return BOOKING_MESSAGES.ownEvent;
  if (event.isCancelled) return BOOKING_MESSAGES.cancelled;
  if (!event.isPublished || event.isRejected || !event.active) return BOOKING_MESSAGES.notOpen;
  if (event.channelId !== null) return BOOKING_MESSAGES.inChannel;
  if (!event.isFree || event.ticketPricePence > 0) return BOOKING_MESSAGES.notFree;
  if (f.viewerHasBooking) return BOOKING_MESSAGES.alreadyBooked;
  const phase = eventPhase(event.startsAt?.getTime() ?? null, event.endsAt?.getTime() ?? null, f.now.getTime());
  if (phase === "ended") return BOOKING_MESSAGES.ended;
  if (phase === "under-way") return BOOKING_MESSAGES.started;
  if (f.seatsTaken >= event.maxParticipants) return BOOKING_MESSAGES.soldOut;
  return null;
}

/** Messages of a paid purchase that the free booking does not have. */
export const PURCHASE_MESSAGES = {
  isFree: "This event is free: book it with Free Ticket.",
} as const;

/** Why buying a ticket is refused, or null: the free booking's rules, with the price rule the other way round. */
export function paidBookingRefusal(f: FreeBookingFacts): string | null {
  const { event } = f;
  const refusal = freeBookingRefusal({ ...f, event: { ...event, isFree: true, ticketPricePence: 0 } });
  if (refusal) return refusal;
  return event.isFree || event.ticketPricePence === 0 ? PURCHASE_MESSAGES.isFree : null;
}

export interface CancelBookingFacts {
  canCancel: boolean;
  startsAt: Date | null;
  hasBooking: boolean;
  now: Date;
}

/** Why an attendee may not cancel their booking, or null: only with a booking, when the event allows it, before the start. */
export function cancelBookingRefusal(f: CancelBookingFacts): string | null {
  if (!f.hasBooking) return BOOKING_MESSAGES.noBooking;
  if (!f.canCancel) return BOOKING_MESSAGES.cannotCancel;
  if (saleClosed(eventPhase(f.startsAt?.getTime() ?? null, null, f.now.getTime()))) return BOOKING_MESSAGES.cancelStarted;
  return null;
}

/** Booking references: MQ- and 8 characters without look-alikes (no 0/O, 1/I/L, U). */
export const BOOKING_REF_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const BOOKING_REF_PATTERN = /^MQ-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;

/** A booking reference from 8 random bytes (e.g. MQ-7K2P9QXA). */
export function bookingRefFrom(bytes: Uint8Array): string {
  let ref = "MQ-";
  for (let i = 0; i < 8; i++) ref += BOOKING_REF_ALPHABET[(bytes[i] ?? 0) % BOOKING_REF_ALPHABET.length];
  return ref;
}
