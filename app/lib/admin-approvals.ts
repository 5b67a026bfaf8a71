// How the approval pages write an item's dates, time and price (the list and the detail agree).
import { formatDate } from "~shared/dates";
import { formatMoney } from "~shared/money";

/** "Sat 5 Dec 2026", or the first and last of a series: "Sat 5 Dec 2026 – Sat 19 Dec 2026". */
export function approvalDates(dates: readonly string[]): string | null {
  if (dates.length === 0) return null;
  const day = (date: string) => formatDate(new Date(`${date}T12:00:00Z`), "UTC");
  const first = day(dates[0]!);
  return dates.length === 1 ? first : `${first} – ${day(dates[dates.length - 1]!)}`;
}

/** "19:00–20:30 Europe/London" (seconds dropped), or null without a time. */
export function approvalTime(start: string | null, end: string | null, timeZone: string): string | null {
  if (!start) return null;
  const clock = (time: string) => time.slice(0, 5);
  return `${clock(start)}${end ? `–${clock(end)}` : ""} ${timeZone}`;
}

export function approvalPrice(pence: number, isFree: boolean, freeLabel: string): string {
  return isFree || pence === 0 ? freeLabel : formatMoney(pence);
}
