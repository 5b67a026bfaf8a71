// The line of a series' card: its rhythm read from the dates left, in the event's own zone.
import { describe, expect, it } from "vitest";
import { zonedInstant } from "~shared/dates";
import { expandOccurrences } from "~shared/event-recurrence";
import { seriesLine } from "~shared/series-rhythm";

const LONDON = "Europe/London";
const at = (date: string, time = "07:00", zone = LONDON) => zonedInstant(date, time, zone);
const series = (dates: string[], time = "07:00", zone = LONDON) => dates.map((date) => at(date, time, zone));

describe("seriesLine", () => {
  it("reads a weekly series as its weekday and time, the next date and the count", () => {
    const starts = series(expandOccurrences("2026-12-01", "weekly", "2027-01-26"));
    expect(starts).toHaveLength(9);
    expect(seriesLine(starts, starts[0]!, LONDON)).toEqual({
      rhythm: "weekly",
      every: "Every Tuesday, 07:00",
      next: "Tue 1 Dec",
      dates: 9,
      label: "Every Tuesday, 07:00 · next Tue 1 Dec · 9 dates",
    });
  });

  it("keeps the weekday when a week is missing (a cancelled date), and the next date is the card's own", () => {
    const starts = series(["2026-12-01", "2026-12-15", "2026-12-22"]);
    expect(seriesLine(starts, starts[1]!, LONDON)?.label).toBe("Every Tuesday, 07:00 · next Tue 15 Dec · 3 dates");
  });

  it("reads daily, fortnightly and monthly series", () => {
    const daily = series(expandOccurrences("2026-11-30", "daily", "2026-12-03"), "18:30");
    expect(seriesLine(daily, daily[0]!, LONDON)?.label).toBe("Every day, 18:30 · next Mon 30 Nov · 4 dates");
    const fortnightly = series(expandOccurrences("2026-12-04", "fortnightly", "2027-01-15"));
    expect(seriesLine(fortnightly, fortnightly[0]!, LONDON)?.label).toBe("Every other Friday, 07:00 · next Fri 4 Dec · 4 dates");
    const monthly = series(expandOccurrences("2027-01-31", "monthly", "2027-04-30"));
    expect(monthly.map((start) => start.toISOString().slice(0, 10))).toContain("2027-02-28");
    expect(seriesLine(monthly, monthly[0]!, LONDON)?.label).toBe("Monthly on the 31st, 07:00 · next Sun 31 Jan · 4 dates");
    const fifteenth = series(["2026-12-15", "2027-01-15", "2027-03-15"]);
    expect(seriesLine(fifteenth, fifteenth[2]!, LONDON)?.label).toBe("Monthly on the 15th, 07:00 · next Mon 15 Mar · 3 dates");
  });

  it("reads a month-end series that has lost its long months as 'the last day'", () => {
    const ends = series(["2027-02-28", "2027-03-31", "2027-04-30"]);
    expect(seriesLine(ends, ends[0]!, LONDON)?.every).toBe("Monthly on the last day, 07:00");
  });

  it("gives irregular dates no rhythm: the count, then the next date with its time", () => {
    const starts = series(["2026-12-01", "2026-12-03", "2026-12-10"]);
    expect(seriesLine(starts, starts[0]!, LONDON)).toMatchObject({ rhythm: "irregular", every: null, label: "3 dates · next Tue 1 Dec, 07:00" });
    // Two dates a day apart are daily; a moved time breaks any rhythm.
    const moved = [at("2026-12-01", "07:00"), at("2026-12-08", "08:00")];
    expect(seriesLine(moved, moved[1]!, LONDON)?.label).toBe("2 dates · next Tue 8 Dec, 08:00");
  });

  it("says when one date is left, and nothing when none is", () => {
    const last = at("2026-12-29");
    expect(seriesLine([last], last, LONDON)).toMatchObject({ rhythm: "single", dates: 1, label: "One date left · Tue 29 Dec, 07:00" });
    expect(seriesLine([], last, LONDON)).toBeNull();
  });

  it("reads the dates in the event's zone: the wall clock across a clock change, and the zone's own day", () => {
    // 07:00 London is 07:00 GMT before 29 March 2026 and 06:00 UTC after it: still "07:00" every week.
    const acrossChange = series(["2026-03-24", "2026-03-31", "2026-04-07"]);
    expect(new Set(acrossChange.map((start) => start.getUTCHours()))).toEqual(new Set([7, 6]));
    expect(seriesLine(acrossChange, acrossChange[0]!, LONDON)?.label).toBe("Every Tuesday, 07:00 · next Tue 24 Mar · 3 dates");
    // 21:00 on Mondays in New York is 02:00 on Tuesdays in London: the card says the event's Monday.
    const newYork = series(["2026-12-07", "2026-12-14"], "21:00", "America/New_York");
    expect(seriesLine(newYork, newYork[0]!, "America/New_York")?.label).toBe("Every Monday, 21:00 · next Mon 7 Dec · 2 dates");
    expect(seriesLine(newYork, newYork[0]!, LONDON)?.label).toBe("Every Tuesday, 02:00 · next Tue 8 Dec · 2 dates");
  });

  it("orders the dates itself", () => {
    const starts = series(["2026-12-15", "2026-12-01", "2026-12-08"]);
    expect(seriesLine(starts, starts[1]!, LONDON)?.label).toBe("Every Tuesday, 07:00 · next Tue 1 Dec · 3 dates");
  });
});
