// One card per series (docs/decisions/063-one-card-per-series.md): the line a series' card reads,
// "Every Tuesday, 07:00 · next Tue 1 Dec · 9 dates", from the starts of its dates still to come,
// read in the event's own zone (the wall clock an occurrence keeps across a clock change, ADR 017).
//
// The rhythm is read from those dates, not from the stored frequency, so a series whose dates were
// moved or cancelled one by one says what is really left:
// - daily: every date the day after the one before;
// - weekly: each date a whole number of weeks after the one before, at least one gap a single week
//   (a cancelled week leaves the weekday true: "Every Tuesday");
// - fortnightly: each gap a whole number of fortnights, at least one a single fortnight;
// - monthly: each date on the same day of the month as the first (a month's last day standing for a
//   day it lacks, as the series was made) in a later month, or every date its month's last day;
// - otherwise, or when the dates differ in their time of day, no rhythm: "5 dates · next …".
// One date left reads "One date left · Tue 1 Dec, 07:00".
import { isoDateIn, clockIn } from "~shared/dates";
import { dayNumber } from "~shared/event-recurrence";

export type SeriesRhythm = "daily" | "weekly" | "fortnightly" | "monthly" | "month-end" | "irregular" | "single";

export interface SeriesLine {
  rhythm: SeriesRhythm;
  /** "Every Tuesday, 07:00"; null without a rhythm. */
  every: string | null;
  /** The card's own date, "Tue 1 Dec" (with ", 07:00" when there is no rhythm to carry the time). */
  next: string;
  /** How many dates are left. */
  dates: number;
  /** The whole line as the card reads it. */
  label: string;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

interface LocalDate {
  /** Days since 1970-01-01. */
  day: number;
  year: number;
  month: number;
  dayOfMonth: number;
  clock: string;
}

function localDate(instant: Date, timeZone: string): LocalDate {
  const iso = isoDateIn(instant, timeZone);
  const [year, month, dayOfMonth] = iso.split("-").map(Number) as [number, number, number];
  return { day: dayNumber(iso) ?? 0, year, month, dayOfMonth, clock: clockIn(instant, timeZone) };
}

const isMonthEnd = (date: LocalDate) => date.dayOfMonth === new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();

/** 1st, 2nd, 3rd, 4th, 11th, 21st, 22nd, 31st. */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

function rhythmOf(dates: LocalDate[]): SeriesRhythm {
  if (dates.length === 1) return "single";
  if (dates.some((date) => date.clock !== dates[0]!.clock)) return "irregular";
  const gaps = dates.slice(1).map((date, i) => date.day - dates[i]!.day);
  if (gaps.every((gap) => gap === 1)) return "daily";
  const steps = (size: number) => gaps.every((gap) => gap > 0 && gap % size === 0) && gaps.some((gap) => gap === size);
  if (steps(7)) return "weekly";
  if (steps(14)) return "fortnightly";
  const first = dates[0]!;
  const laterMonths = dates.slice(1).every((date, i) => date.year * 12 + date.month > dates[i]!.year * 12 + dates[i]!.month);
  const sameDay = (date: LocalDate) => date.dayOfMonth === first.dayOfMonth || (first.dayOfMonth > date.dayOfMonth && isMonthEnd(date));
  if (laterMonths && dates.every(sameDay)) return "monthly";
  if (laterMonths && dates.every(isMonthEnd)) return "month-end";
  return "irregular";
}

function everyText(rhythm: SeriesRhythm, first: LocalDate): string | null {
  const weekday = WEEKDAYS[(first.day + 4) % 7]!;
  switch (rhythm) {
    case "daily":
      return `Every day, ${first.clock}`;
    case "weekly":
      return `Every ${weekday}, ${first.clock}`;
    case "fortnightly":
      return `Every other ${weekday}, ${first.clock}`;
    case "monthly":
      return `Monthly on the ${ordinal(first.dayOfMonth)}, ${first.clock}`;
    case "month-end":
      return `Monthly on the last day, ${first.clock}`;
    default:
      return null;
  }
}

/** "Tue 1 Dec" */
function shortDate(date: LocalDate): string {
  return `${SHORT_WEEKDAYS[(date.day + 4) % 7]} ${date.dayOfMonth} ${MONTHS[date.month - 1]}`;
}

/**
 * The series line of a card: `starts` are the series' dates still to come (any order; the card's
 * own among them), `next` the date the card stands for (the next one that can be booked). Null
 * when no date is left.
 */
export function seriesLine(starts: readonly Date[], next: Date, timeZone: string): SeriesLine | null {
  if (starts.length === 0) return null;
  const dates = [...starts].sort((a, b) => a.getTime() - b.getTime()).map((start) => localDate(start, timeZone));
  const rhythm = rhythmOf(dates);
  const every = everyText(rhythm, dates[0]!);
  const own = localDate(next, timeZone);
  if (rhythm === "single") {
    const nextText = `${shortDate(own)}, ${own.clock}`;
    return { rhythm, every, next: nextText, dates: 1, label: `One date left · ${nextText}` };
  }
  const nextText = every ? shortDate(own) : `${shortDate(own)}, ${own.clock}`;
  const count = `${dates.length} dates`;
  const label = every ? `${every} · next ${nextText} · ${count}` : `${count} · next ${nextText}`;
  return { rhythm, every, next: nextText, dates: dates.length, label };
}
