// Recurring events (docs/decisions/017-recurring-events.md): the dates a series occupies, from its
// first date, its frequency and its repeat-until date. Pure calendar arithmetic on "YYYY-MM-DD"
// strings (no time zones: an occurrence keeps the wall-clock time of the first one). The browser
// uses it to say 'Event cannot repeat in time frame given'; the server to create the occurrences.
import type { RepeatFrequency } from "~shared/event-form/kinds";

/** The repeat-until date lies 1 to 91 days after the start date (spec 001 §5, §9). */
export const REPEAT_UNTIL_MIN_DAYS = 1;
export const REPEAT_UNTIL_MAX_DAYS = 91;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "YYYY-MM-DD" → days since 1970-01-01, or null when it is not a real date. */
export function dayNumber(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(time / DAY_MS);
}

/** Days since 1970-01-01 → "YYYY-MM-DD". */
export function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" plus `days`; a value that is not a real date ("", "2026-02-31") throws a RangeError. */
export function addDays(date: string, days: number): string {
  const start = dayNumber(date);
  if (start === null) throw new RangeError(`Not a date: ${date}`);
  return fromDayNumber(start + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) throw new RangeError(`Not a date: ${a === null ? from : to}`);
  return b - a;
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The date `months` months after `start`, on the start's own day of the month, clamped to the
 * month's last day: 31 January → 28 (or 29) February → 31 March. Always computed from the start,
 * never from the previous occurrence, so a clamped month does not drag later ones to the 28th.
 */
export function addMonthsClamped(start: string, months: number): string {
  const match = ISO_DATE.exec(start);
  if (!match || dayNumber(start) === null) throw new RangeError(`Not a date: ${start}`);
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1 + months;
  const day = Number(match[3]);
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const clamped = Math.min(day, daysInMonth(targetYear, targetMonth));
  return new Date(Date.UTC(targetYear, targetMonth, clamped)).toISOString().slice(0, 10);
}

/** The nth date of a series (n = 0 is the start). */
export function occurrenceDate(start: string, frequency: RepeatFrequency, n: number): string {
  switch (frequency) {
    case "daily":
      return addDays(start, n);
    case "weekly":
      return addDays(start, 7 * n);
    case "fortnightly":
      return addDays(start, 14 * n);
    case "monthly":
      return addMonthsClamped(start, n);
  }
}

/**
 * Every date of the series, the start first, up to and including `until`. The start alone when
 * `until` is before the first repeat. Dates that are not real dates give an empty list.
 */
export function expandOccurrences(start: string, frequency: RepeatFrequency, until: string): string[] {
  const first = dayNumber(start);
  const last = dayNumber(until);
  if (first === null || last === null || last < first) return [];
  const dates: string[] = [];
  // At most 92 daily dates fit in the allowed window; the bound keeps a bad `until` from looping long.
  for (let n = 0; n <= REPEAT_UNTIL_MAX_DAYS + 1; n += 1) {
    const date = occurrenceDate(start, frequency, n);
    if ((dayNumber(date) ?? Infinity) > last) break;
    dates.push(date);
  }
  return dates;
}

/**
 * Whether at least one repeat fits before `until` ('Event cannot repeat in time frame given'
 * otherwise): daily always (until is at least a day later), weekly 7+ days, fortnightly 14+,
 * monthly when the same day next month (clamped) is not after `until`.
 */
export function canRepeat(start: string, frequency: RepeatFrequency, until: string): boolean {
  return expandOccurrences(start, frequency, until).length >= 2;
}

/** Whether `until` is within 1 to 91 days after `start`. */
export function repeatUntilInRange(start: string, until: string): boolean {
  const a = dayNumber(start);
  const b = dayNumber(until);
  if (a === null || b === null) return false;
  return b - a >= REPEAT_UNTIL_MIN_DAYS && b - a <= REPEAT_UNTIL_MAX_DAYS;
}
