// Who may join a live event, and when: at the click of JOIN NOW, the caller must hold an
// active booking of the event (or be its host), and it must be between 15 minutes before the start
// and the end. Pure, so the /join redirect and its tests ask the same question; the link itself is
// read only after "open" and never written into a page. Until the room opens, pages show its
// countdown in place of JOIN NOW (joinCountdown), in the viewer's zone once the browser names it.
import { clockIn, daysBetween, isoDateIn, zoneNameAt } from "./dates";
import { eventPhase } from "./event-phase";

/** How long before the start the room opens. */
export const JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000;

export interface JoinFacts {
  isLive: boolean;
  isHost: boolean;
  /** The caller holds a booking of this event that is not cancelled. */
  isBooked: boolean;
  isCancelled: boolean;
  hasJoinLink: boolean;
  /** ms since the epoch; null when the event has no date (pre-recorded). */
  startsAt: number | null;
  endsAt: number | null;
  now: number;
}

/** "open": redirect to the link; anything else is the reason the page explains. */
export type JoinDecision = "open" | "not-live" | "cancelled" | "not-booked" | "too-early" | "ended" | "no-link";

export function joinDecision(f: JoinFacts): JoinDecision {
  if (!f.isLive || f.startsAt === null || f.endsAt === null) return "not-live";
  if (f.isCancelled) return "cancelled";
  if (!f.isHost && !f.isBooked) return "not-booked";
  if (eventPhase(f.startsAt, f.endsAt, f.now) === "ended") return "ended";
  if (f.now < f.startsAt - JOIN_OPENS_BEFORE_MS) return "too-early";
  if (!f.hasJoinLink) return "no-link";
  return "open";
}

/** When the room opens (ms), for the page's countdown; null without a start. */
export function joinOpensAt(startsAt: number | null): number | null {
  return startsAt === null ? null : startsAt - JOIN_OPENS_BEFORE_MS;
}

/**
 * What shows in place of JOIN NOW until the room opens, counted in calendar days of `timeZone`:
 * "Opens at 18:45" the same day, "Opens tomorrow at 18:45" the next, "Opens in 2 days" after that;
 * null once the room is open (exactly 15 minutes before the start) or without a start. With
 * `nameZone` the time carries its zone's short name ("Opens at 18:45 GMT"): the server writes the
 * event's zone, not knowing the viewer's; the browser then writes its own zone, unnamed.
 */
export function joinCountdown(startsAt: number | null, now: number, timeZone: string, nameZone = false): string | null {
  const opens = joinOpensAt(startsAt);
  if (opens === null || now >= opens) return null;
  const at = new Date(opens);
  const days = daysBetween(isoDateIn(new Date(now), timeZone), isoDateIn(at, timeZone));
  const time = nameZone ? `${clockIn(at, timeZone)} ${zoneNameAt(at, timeZone)}` : clockIn(at, timeZone);
  if (days <= 0) return `Opens at ${time}`;
  if (days === 1) return `Opens tomorrow at ${time}`;
  return `Opens in ${days} days`;
}
