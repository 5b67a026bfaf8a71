// The status button of an event, for a card (home, search, host profile, lists) or the detail page:
// every rule of spec 000 §4 and 001 §4 ("Event status shown on a card or detail page") in one
// pure function, so the pages cannot drift apart. No React, no server imports: the server builds
// the facts (who is looking, seats left, booked or not, the clock) and every page asks here.
// Where an event is in time is event-phase.ts's rule; when its room opens, join-window.ts's.
import { eventPhase, saleClosed, type EventPhase } from "./event-phase";
import { joinOpensAt } from "./join-window";

export type EventKind = "Online Event" | "Pre Recorded";

/** What the page knows about an event and its viewer when it draws the button. */
export interface EventStatusFacts {
  eventType: EventKind;
  /** No one logged in: shown what a non-booked attendee sees; the click leads to "Login Now ?". */
  viewerIsHost: boolean;
  isRejected: boolean;
  isCancelled: boolean;
  /** Inside a channel: the channel's subscription decides (002). */
  inChannel: boolean;
  channelSubscribed: boolean;
  isBooked: boolean;
  /** The event's own "can cancel" flag: a booking may be cancelled by the attendee. */
  canCancel: boolean;
  isFree: boolean;
  /** Seats left (max_participants − active bookings); may be 0 or fewer. */
  remainingSeats: number;
  /** Seats the event was created with (the host package maximum at creation). */
  maxParticipants: number;
  /** The host set a join link (never the link itself: pages must not carry it). */
  hasJoinLink: boolean;
  /** Live events: start and end instants in ms since the epoch; null for pre-recorded. */
  startsAt: number | null;
  endsAt: number | null;
  now: number;
}

export type EventAction =
  | "edit"
  | "view-event"
  | "event-ended"
  | "event-cancelled"
  | "sold-out"
  | "free-ticket"
  | "buy-ticket"
  | "buy-access"
  | "join-now"
  | "join-opens"
  | "event-completed"
  | "event-booked"
  | "cancel-booking"
  | "subscribe-now"
  | "subscribed";

/** The spec's words for each action, exactly (capitals included). */
export const EVENT_ACTION_LABELS: Record<EventAction, string> = {
  edit: "Edit",
  "view-event": "View Event",
  "event-ended": "Event Ended",
  "event-cancelled": "Event Cancelled",
  "sold-out": "Sold Out",
  "free-ticket": "Free Ticket",
  "buy-ticket": "Buy Ticket",
  "buy-access": "Buy Access",
  "join-now": "JOIN NOW",
  // Drawn as its countdown ("Opens in 2 days", joinCountdown in join-window.ts); this is its plain name.
  "join-opens": "Room not open yet",
  "event-completed": "Event Completed",
  "event-booked": "Event Booked",
  "cancel-booking": "Cancel Booking",
  "subscribe-now": "Subscribe Now",
  subscribed: "Subscribed",
};

/** Actions that do something when clicked; the others are shown as a disabled button (a state). */
export const ACTIVE_ACTIONS: ReadonlySet<EventAction> = new Set<EventAction>([
  "edit",
  "view-event",
  "free-ticket",
  "buy-ticket",
  "buy-access",
  "join-now",
  "cancel-booking",
  "subscribe-now",
]);

function phaseOf(f: EventStatusFacts): EventPhase {
  return eventPhase(f.startsAt, f.endsAt, f.now);
}

function hasStarted(f: EventStatusFacts): boolean {
  return saleClosed(phaseOf(f));
}

function hasEnded(f: EventStatusFacts): boolean {
  return phaseOf(f) === "ended";
}

/** The live room is open: from 15 minutes before the start (join-window.ts). */
function roomOpen(f: EventStatusFacts): boolean {
  const opens = joinOpensAt(f.startsAt);
  return opens !== null && opens <= f.now;
}

/**
 * The buttons to show, in order (usually one; a pre-recorded host gets Edit or Event Ended and
 * View Event).
 *
 * Decisions where the spec is silent: a cancelled event shows "Event Cancelled" to everyone but its
 * host's own list (which has its own labels); a booked live event whose end has passed shows
 * "Event Completed" even when it has a join link, since the link is of no use any more;
 * "Cancel Booking" is offered only before the start, and beside JOIN NOW when the booking can still
 * be cancelled (the spec names JOIN NOW first, which would otherwise hide the cancel); JOIN NOW is
 * "join-opens" (its countdown) until the room opens, 15 minutes before the start; and a channel's
 * live event is never sold once started: "Event Ended" to a non-subscriber rather than "Subscribe
 * Now", "Event Completed" to a subscriber after its end (ADR 058).
 */
export function eventActions(f: EventStatusFacts): EventAction[] {
  const live = f.eventType === "Online Event";

  if (f.inChannel) {
    if (f.channelSubscribed) return [hasEnded(f) ? "event-completed" : "subscribed"];
    return [hasStarted(f) ? "event-ended" : "subscribe-now"];
  }

  if (f.viewerIsHost || f.isRejected) {
    const unbooked = f.remainingSeats >= f.maxParticipants;
    const first: EventAction = f.viewerIsHost && unbooked && !hasStarted(f) && !f.isCancelled ? "edit" : "event-ended";
    return f.viewerIsHost && !live ? [first, "view-event"] : [first];
  }

  if (f.isCancelled) return ["event-cancelled"];

  if (!f.isBooked) {
    if (f.remainingSeats <= 0) return ["sold-out"];
    if (hasStarted(f)) return ["event-ended"];
    if (f.isFree) return ["free-ticket"];
    return [live ? "buy-ticket" : "buy-access"];
  }

  if (!live) return ["view-event"];
  if (hasEnded(f)) return ["event-completed"];
  // A booking can be cancelled only before the event starts, whatever the event's flag says.
  const cancellable = f.canCancel && !hasStarted(f);
  // JOIN NOW leads; a cancellable booking keeps its Cancel Booking beside it (else no way to cancel).
  if (f.hasJoinLink) {
    const join: EventAction = roomOpen(f) ? "join-now" : "join-opens";
    return cancellable ? [join, "cancel-booking"] : [join];
  }
  return [cancellable ? "cancel-booking" : "event-booked"];
}

/** The one button a card shows: the first action. */
export function primaryEventAction(f: EventStatusFacts): EventAction {
  return eventActions(f)[0]!;
}
