// Dates in words ("Sat 5 Dec 2026, 19:00 GMT"), in the event's time zone, with the viewer's own
// beside it when they differ. Events store a local date, time and IANA zone.
import { boundedCache } from "./bounded-cache";

export const DEFAULT_TIME_ZONE = "Europe/London";

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * One Intl.DateTimeFormat per locale, zone and options, kept: building one costs far more than
 * formatting with it (a search page of 9 cards built hundreds; docs/performance.md). Zones
 * are IANA names, so the map stays small.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * A pure function's answers by their inputs, the least recently used forgotten past `limit` entries.
 * A card list asks for the same few events' instants and words on every page, and each answer costs
 * several Intl calls (formatToParts is the dearest); events' dates and zones rarely change, so the keys stay few.
 */
function remembered<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const known = boundedCache<string, T>({ maxEntries: limit });
  return (key) => {
    let found = known.get(key);
    if (found === undefined) {
      found = compute(key);
      known.set(key, found);
    }
    return found;
  };
}

const instantOf = remembered(5_000, (key) => {
  const [date, time, timeZone] = key.split("\u0000") as [string, string, string];
  return computeZonedInstant(date, time, timeZone);
});

/** The instant at which the wall-clock `date` + `time` happens in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  // NUL never reaches here in a date, time or zone (the server refuses it), so it separates them.
  return new Date(instantOf(`${date}\u0000${time}\u0000${timeZone}`));
}

function computeZonedInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm, ss = 0] = time.split(":").map(Number);
  const wallAsUtc = Date.UTC(y!, m! - 1, d!, hh!, mm!, ss);
  // Correct by the zone's offset at that moment (twice, in case the first guess crosses a change).
  const guess = wallAsUtc - offsetMs(new Date(wallAsUtc), timeZone);
  return wallAsUtc - offsetMs(new Date(guess), timeZone);
}

function offsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

const dateTimeWords = remembered(5_000, (key) => {
  const bar = key.indexOf("|");
  return computeDateTime(new Date(Number(key.slice(0, bar))), key.slice(bar + 1));
});

/** "Sat 5 Dec 2026, 19:00 GMT" */
export function formatDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const at = instant.getTime();
  // An invalid date is not kept (its key would be "NaN"): Intl throws for it, as before.
  return Number.isNaN(at) ? computeDateTime(instant, timeZone) : dateTimeWords(`${at}|${timeZone}`);
}

function computeDateTime(instant: Date, timeZone: string): string {
  const date = formatter("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(instant);
  const time = formatter("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" }).format(instant);
  return `${date.replace(/,/g, "")}, ${time}`;
}

/** "Sat 5 Dec 2026" */
export function formatDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatter("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric" })
    .format(instant)
    .replace(/,/g, "");
}

/** The event's time, plus the viewer's own when their zone shows a different clock. */
export function formatEventTime(instant: Date, eventZone: string, viewerZone?: string): { event: string; viewer: string | null } {
  const event = formatDateTime(instant, eventZone);
  if (!viewerZone || viewerZone === eventZone) return { event, viewer: null };
  const sameClock = wallClock(instant, eventZone) === wallClock(instant, viewerZone);
  return { event, viewer: sameClock ? null : formatDateTime(instant, viewerZone) };
}

function wallClock(instant: Date, timeZone: string): string {
  return formatter("en-GB", { timeZone, dateStyle: "short", timeStyle: "short" }).format(instant);
}

/** Duration as the spec shows it (001 §9): h:mm:ss with hours, otherwise mm:ss. */
export function formatDuration(totalSeconds: number): string {
  const s = wholeSeconds(totalSeconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

const wholeSeconds = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

const DURATION_UNITS = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
] as const;

/**
 * The same duration in words, as a person writes it ("1 hour", "1 hour 30 minutes", "45 minutes",
 * "2 days", "1 minute 33 seconds"): the units that are not zero, largest first; seconds only under
 * an hour (an hour or more is rounded to the nearest minute). Nothing at all is "0 minutes". Pages
 * show the spec's clock form and give this as its title, so "1:00:00" never reads as a timer.
 */
export function durationInWords(totalSeconds: number): string {
  const whole = wholeSeconds(totalSeconds);
  let left = whole >= 3_600 ? Math.round(whole / 60) * 60 : whole;
  const parts: string[] = [];
  for (const [unit, seconds] of DURATION_UNITS) {
    const count = Math.floor(left / seconds);
    left -= count * seconds;
    if (count > 0) parts.push(`${count} ${unit}${count === 1 ? "" : "s"}`);
  }
  return parts.length > 0 ? parts.join(" ") : "0 minutes";
}

/** The duration as HTML's <time datetime> reads it ("PT1H30M0S"). */
export function isoDuration(totalSeconds: number): string {
  const s = wholeSeconds(totalSeconds);
  return `PT${Math.floor(s / 3600)}H${Math.floor((s % 3600) / 60)}M${s % 60}S`;
}

/**
 * The date and the clock of one minute in one zone. Every zone's offset has been whole minutes
 * since 1972, so both hold for the whole minute; a card list asks for "now" in the same few zones
 * for every card it draws.
 */
const minuteIn = remembered(1_000, (key) => {
  const [minute, timeZone] = key.split("\u0000") as [string, string];
  const instant = new Date(Number(minute) * 60_000);
  return {
    date: formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant),
    clock: formatter("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant),
  };
});

const minuteOf = (instant: Date, timeZone: string) => minuteIn(`${Math.floor(instant.getTime() / 60_000)}\u0000${timeZone}`);

/** "YYYY-MM-DD" of an instant in a zone (for "today" in the event's zone). */
export function isoDateIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return minuteOf(instant, timeZone).date;
}

/** The 24-hour wall clock ("19:05") in `timeZone` at `instant`. */
export function clockIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return minuteOf(instant, timeZone).clock;
}

/** The zone's short name at `instant` ("GMT", "BST", "CET", "GMT-5"), as formatDateTime writes it. */
export function zoneNameAt(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = formatter("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23", timeZoneName: "short" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** Calendar days from the date `from` to the date `to` (both "YYYY-MM-DD"): 1 for the next day. */
export function daysBetween(from: string, to: string): number {
  const day = (iso: string) => {
    const [y, m, d] = iso.split("-").map(Number);
    return Date.UTC(y!, m! - 1, d!) / 86_400_000;
  };
  return day(to) - day(from);
}
