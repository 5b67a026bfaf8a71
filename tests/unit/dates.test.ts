import { describe, expect, it } from "vitest";
import { clockIn, durationInWords, formatDateTime, formatDuration, formatEventTime, isoDateIn, isoDuration, zonedInstant } from "~shared/dates";

describe("dates", () => {
  it("turns a wall-clock date and time in a zone into the right instant, across summer time", () => {
    expect(zonedInstant("2026-12-05", "19:00", "Europe/London").toISOString()).toBe("2026-12-05T19:00:00.000Z");
    expect(zonedInstant("2026-07-05", "19:00", "Europe/London").toISOString()).toBe("2026-07-05T18:00:00.000Z");
    expect(zonedInstant("2026-07-05", "19:00", "America/New_York").toISOString()).toBe("2026-07-05T23:00:00.000Z");
  });

  it("answers the same again from what it kept, and each caller gets a Date of its own", () => {
    const first = zonedInstant("2026-03-29", "01:30", "Europe/London");
    first.setTime(0);
    expect(zonedInstant("2026-03-29", "01:30", "Europe/London").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    // The same wall clock in another zone is another answer, not the kept one.
    expect(zonedInstant("2026-03-29", "01:30", "Asia/Tokyo").toISOString()).toBe("2026-03-28T16:30:00.000Z");
    const instant = zonedInstant("2026-12-05", "19:00");
    expect(formatDateTime(instant, "Europe/London")).toBe("Sat 5 Dec 2026, 19:00 GMT");
    expect(formatDateTime(instant, "Asia/Tokyo")).toBe("Sun 6 Dec 2026, 04:00 GMT+9");
    // A date that is not one throws, every time (nothing is kept for it).
    expect(() => zonedInstant("someday", "19:00")).toThrow(RangeError);
    expect(() => zonedInstant("someday", "19:00")).toThrow(RangeError);
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("writes dates in words with the zone", () => {
    const instant = zonedInstant("2026-12-05", "19:00");
    expect(formatDateTime(instant)).toBe("Sat 5 Dec 2026, 19:00 GMT");
    expect(formatDateTime(zonedInstant("2026-07-05", "09:30"))).toBe("Sun 5 Jul 2026, 09:30 BST");
  });

  it("adds the viewer's own time only when their clock differs", () => {
    const instant = zonedInstant("2026-12-05", "19:00");
    expect(formatEventTime(instant, "Europe/London", "Europe/London").viewer).toBeNull();
    expect(formatEventTime(instant, "Europe/London", "Europe/Lisbon").viewer).toBeNull();
    expect(formatEventTime(instant, "Europe/London", "America/New_York").viewer).toBe("Sat 5 Dec 2026, 14:00 GMT-5");
  });

  it("shows durations as the spec does (001 §9): h:mm:ss with hours, otherwise mm:ss", () => {
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(125)).toBe("02:05");
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(-5)).toBe("00:00");
  });

  it("writes durations as HTML's <time datetime> reads them", () => {
    expect(isoDuration(5_400)).toBe("PT1H30M0S");
    expect(isoDuration(93.5)).toBe("PT0H1M33S");
    expect(isoDuration(Number.NaN)).toBe("PT0H0M0S");
  });

  it("says durations in words for the clock's title", () => {
    expect(durationInWords(3_600)).toBe("1 hour");
    expect(durationInWords(5_400)).toBe("1 hour 30 minutes");
    expect(durationInWords(2_700)).toBe("45 minutes");
    expect(durationInWords(172_800)).toBe("2 days");
    expect(durationInWords(7_200)).toBe("2 hours");
    expect(durationInWords(60)).toBe("1 minute");
    expect(durationInWords(93.5)).toBe("1 minute 33 seconds");
    expect(durationInWords(1)).toBe("1 second");
    expect(durationInWords(45)).toBe("45 seconds");
    // An hour or more is rounded to the nearest minute.
    expect(durationInWords(3_725)).toBe("1 hour 2 minutes");
    expect(durationInWords(3_599 + 3_600)).toBe("2 hours");
    expect(durationInWords(86_400 + 1_800)).toBe("1 day 30 minutes");
    expect(durationInWords(90_000 + 60)).toBe("1 day 1 hour 1 minute");
    expect(durationInWords(0)).toBe("0 minutes");
    expect(durationInWords(-5)).toBe("0 minutes");
    expect(durationInWords(Number.NaN)).toBe("0 minutes");
  });

  it("knows today's date in the event's zone", () => {
    expect(isoDateIn(new Date("2026-06-30T23:30:00Z"), "Europe/London")).toBe("2026-07-01");
    expect(isoDateIn(new Date("2026-06-30T23:30:00Z"), "UTC")).toBe("2026-06-30");
  });

  it("keeps its formatters apart by zone and options when calls interleave (the formatters are cached)", () => {
    const instant = new Date("2026-07-05T23:30:00Z");
    for (let round = 0; round < 3; round++) {
      expect(formatDateTime(instant, "Europe/London")).toBe("Mon 6 Jul 2026, 00:30 BST");
      expect(formatDateTime(instant, "America/New_York")).toBe("Sun 5 Jul 2026, 19:30 GMT-4");
      expect(isoDateIn(instant, "Europe/London")).toBe("2026-07-06");
      expect(isoDateIn(instant, "America/New_York")).toBe("2026-07-05");
      expect(clockIn(instant, "Europe/London")).toBe("00:30");
      expect(clockIn(instant, "America/New_York")).toBe("19:30");
      expect(zonedInstant("2026-07-05", "19:00", "Asia/Kolkata").toISOString()).toBe("2026-07-05T13:30:00.000Z");
    }
    expect(() => formatDateTime(instant, "Not/A_Zone")).toThrow(RangeError);
  });

  it("gives every second of a minute that minute's date and clock, and the next minute its own (they are kept by the minute)", () => {
    // The last second before midnight in London, then midnight; Kolkata (+05:30) and Kathmandu (+05:45) at the same instants.
    expect(clockIn(new Date("2026-07-05T22:59:00Z"), "Europe/London")).toBe("23:59");
    expect(isoDateIn(new Date("2026-07-05T22:59:59.999Z"), "Europe/London")).toBe("2026-07-05");
    expect(clockIn(new Date("2026-07-05T22:59:59.999Z"), "Europe/London")).toBe("23:59");
    expect(isoDateIn(new Date("2026-07-05T23:00:00Z"), "Europe/London")).toBe("2026-07-06");
    expect(clockIn(new Date("2026-07-05T23:00:00.001Z"), "Europe/London")).toBe("00:00");
    expect(clockIn(new Date("2026-07-05T18:29:59Z"), "Asia/Kolkata")).toBe("23:59");
    expect(isoDateIn(new Date("2026-07-05T18:30:00Z"), "Asia/Kolkata")).toBe("2026-07-06");
    expect(clockIn(new Date("2026-07-05T18:15:30Z"), "Asia/Kathmandu")).toBe("00:00");
    expect(isoDateIn(new Date("2026-07-05T18:14:59Z"), "Asia/Kathmandu")).toBe("2026-07-05");
    // Before 1970 too.
    expect(clockIn(new Date("1969-12-31T23:59:30Z"), "UTC")).toBe("23:59");
    expect(() => clockIn(new Date(Number.NaN), "UTC")).toThrow(RangeError);
    expect(() => isoDateIn(new Date(), "Not/A_Zone")).toThrow(RangeError);
  });
});
