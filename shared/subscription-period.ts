// The one rule for paid periods (channels and packages): a monthly period ends one calendar month
// after it starts, a yearly one a year after; a month that has no such day ends on its last day
// (31 January -> 28 or 29 February; 29 February + a year -> 28 February). A fixed channel or a
// lifetime package has no end (null: "No expiry"). Pure: the server and the pages share it.

export type PeriodTenure = "monthly" | "yearly" | "lifetime" | "fixed";

/** `from` moved on `months` calendar months (UTC), the day clamped to the target month's last day; the time of day kept. */
export function addCalendarMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(from);
  end.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return end;
}

/** The end of a paid period that starts at `from`; null when it never ends. Unknown tenures are monthly. */
export function periodEnd(from: Date, tenure: PeriodTenure | string | null): Date | null {
  if (tenure === "lifetime" || tenure === "fixed") return null;
  return addCalendarMonths(from, tenure === "yearly" ? 12 : 1);
}

/** A channel subscription's first period: monthly ones end a month on and renew; fixed ones never end. */
export function channelPeriod(from: Date, isMonthly: boolean): { fromDate: Date; toDate: Date | null; autoRenewal: boolean } {
  return { fromDate: from, toDate: periodEnd(from, isMonthly ? "monthly" : "fixed"), autoRenewal: isMonthly };
}
