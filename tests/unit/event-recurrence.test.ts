// The dates of a recurring series (docs/decisions/017-recurring-events.md).
import { describe, expect, it } from "vitest";
import { addDays, addMonthsClamped, canRepeat, expandOccurrences, repeatUntilInRange } from "~shared/event-recurrence";
import { occurrencesOf } from "~server/domain/events/recurrence";

describe("expandOccurrences", () => {
  it("repeats daily up to and including the repeat-until date", () => {
    expect(expandOccurrences("2026-03-30", "daily", "2026-04-02")).toEqual(["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"]);
  });

  it("repeats weekly and fortnightly", () => {
    expect(expandOccurrences("2026-03-10", "weekly", "2026-03-30")).toEqual(["2026-03-10", "2026-03-17", "2026-03-24"]);
    expect(expandOccurrences("2026-03-10", "weekly", "2026-03-31")).toEqual(["2026-03-10", "2026-03-17", "2026-03-24", "2026-03-31"]);
    expect(expandOccurrences("2026-03-10", "fortnightly", "2026-04-07")).toEqual(["2026-03-10", "2026-03-24", "2026-04-07"]);
  });

  it("repeats monthly from 31 January on each month's last day, counted from the start: 28 Feb, 31 Mar, 30 Apr", () => {
    expect(expandOccurrences("2027-01-31", "monthly", "2027-05-01")).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("lands on 29 February in a leap year", () => {
    expect(expandOccurrences("2028-01-31", "monthly", "2028-03-31")).toEqual(["2028-01-31", "2028-02-29", "2028-03-31"]);
    expect(expandOccurrences("2028-02-29", "weekly", "2028-03-07")).toEqual(["2028-02-29", "2028-03-07"]);
    expect(expandOccurrences("2028-02-28", "daily", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
  });

  it("crosses a year end", () => {
    expect(expandOccurrences("2026-12-31", "monthly", "2027-03-31")).toEqual(["2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31"]);
  });

  it("covers the whole 91-day window: 92 daily dates at most", () => {
    const dates = expandOccurrences("2026-01-01", "daily", "2026-04-02");
    expect(dates).toHaveLength(92);
    expect(dates.at(-1)).toBe("2026-04-02");
  });

  it("gives the start alone when no repeat fits, and nothing for dates that are not dates", () => {
    expect(expandOccurrences("2026-03-10", "weekly", "2026-03-16")).toEqual(["2026-03-10"]);
    expect(expandOccurrences("2026-02-30", "daily", "2026-03-16")).toEqual([]);
    expect(expandOccurrences("2026-03-10", "daily", "2026-03-09")).toEqual([]);
  });
});

describe("addMonthsClamped", () => {
  it("keeps the start's day where the month has it", () => {
    expect(addMonthsClamped("2026-01-15", 1)).toBe("2026-02-15");
    expect(addMonthsClamped("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonthsClamped("2026-03-31", 1)).toBe("2026-04-30");
  });
});

describe("canRepeat: 'Event cannot repeat in time frame given'", () => {
  it.each([
    ["daily", "2026-03-11", true],
    ["weekly", "2026-03-16", false],
    ["weekly", "2026-03-17", true],
    ["fortnightly", "2026-03-23", false],
    ["fortnightly", "2026-03-24", true],
    ["monthly", "2026-04-09", false],
    ["monthly", "2026-04-10", true],
  ] as const)("from 10 March, %s until %s: %s", (frequency, until, expected) => {
    expect(canRepeat("2026-03-10", frequency, until)).toBe(expected);
  });

  it("reads monthly as the same day next month: 28 days suffice in February, 30 do not in a 31-day month", () => {
    expect(canRepeat("2027-02-01", "monthly", "2027-03-01")).toBe(true);
    expect(canRepeat("2027-01-31", "monthly", "2027-02-28")).toBe(true);
    expect(canRepeat("2026-03-01", "monthly", "2026-03-31")).toBe(false);
  });
});

describe("repeatUntilInRange", () => {
  it("accepts 1 to 91 days after the start", () => {
    expect(repeatUntilInRange("2026-03-10", "2026-03-10")).toBe(false);
    expect(repeatUntilInRange("2026-03-10", "2026-03-11")).toBe(true);
    expect(repeatUntilInRange("2026-03-10", "2026-06-09")).toBe(true);
    expect(repeatUntilInRange("2026-03-10", "2026-06-10")).toBe(false);
    expect(repeatUntilInRange("2026-03-10", "not a date")).toBe(false);
  });
});

describe("occurrencesOf", () => {
  it("gives each occurrence the first one's length and its schedule moved by the same days", () => {
    const occurrences = occurrencesOf({
      event_date: "2026-03-30",
      end_date: "2026-03-31",
      is_recurring_event: true,
      repeat_frequency: "weekly",
      repeat_until_date: "2026-04-06",
      schedule: [{ position: [0, 0], schedule_date: "2026-03-31", schedule_time: "09:00", schedule_title: "Day two", schedule_speaker: null }],
    });
    expect(occurrences.map((occurrence) => [occurrence.eventDate, occurrence.endDate, occurrence.schedule[0]!.schedule_date])).toEqual([
      ["2026-03-30", "2026-03-31", "2026-03-31"],
      ["2026-04-06", "2026-04-07", "2026-04-07"],
    ]);
  });

  it("gives one occurrence when the event does not repeat", () => {
    expect(occurrencesOf({ event_date: "2026-03-30", end_date: null, is_recurring_event: false, repeat_frequency: "daily", repeat_until_date: "2026-04-06", schedule: [] })).toEqual([
      { eventDate: "2026-03-30", endDate: "2026-03-30", schedule: [] },
    ]);
  });
});

describe("addDays", () => {
  it("moves a real date across month and year ends", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 91)).toBe("2027-04-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("throws a RangeError on anything that is not a real date (never a guessed or empty date)", () => {
    for (const value of ["", "2026-02-31", "2026-13-01", "26-01-01", "tomorrow"]) expect(() => addDays(value, 1)).toThrow(RangeError);
  });
});
