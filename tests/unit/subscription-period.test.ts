import { describe, expect, it } from "vitest";
import { addCalendarMonths, channelPeriod, periodEnd } from "~shared/subscription-period";

const at = (iso: string) => new Date(iso);

describe("subscription periods", () => {
  it.each([
    ["2026-01-15T10:30:00.000Z", "2026-02-15T10:30:00.000Z"],
    ["2026-01-31T23:59:00.000Z", "2026-02-28T23:59:00.000Z"],
    ["2028-01-31T08:00:00.000Z", "2028-02-29T08:00:00.000Z"],
    ["2026-03-31T00:00:00.000Z", "2026-04-30T00:00:00.000Z"],
    ["2026-08-31T12:00:00.000Z", "2026-09-30T12:00:00.000Z"],
    ["2026-12-31T18:00:00.000Z", "2027-01-31T18:00:00.000Z"],
    ["2026-02-28T09:00:00.000Z", "2026-03-28T09:00:00.000Z"],
  ])("a month from %s ends at %s", (from, to) => {
    expect(periodEnd(at(from), "monthly")?.toISOString()).toBe(to);
  });

  it("a year from 29 February ends on 28 February; twelve months from 31 January lands on 31 January", () => {
    expect(periodEnd(at("2028-02-29T10:00:00.000Z"), "yearly")?.toISOString()).toBe("2029-02-28T10:00:00.000Z");
    expect(addCalendarMonths(at("2026-01-31T10:00:00.000Z"), 12).toISOString()).toBe("2027-01-31T10:00:00.000Z");
    expect(addCalendarMonths(at("2026-01-31T10:00:00.000Z"), 2).toISOString()).toBe("2026-03-31T10:00:00.000Z");
  });

  it("fixed channels and lifetime packages never end", () => {
    expect(periodEnd(at("2026-01-31T10:00:00.000Z"), "fixed")).toBeNull();
    expect(periodEnd(at("2026-01-31T10:00:00.000Z"), "lifetime")).toBeNull();
  });

  it("a channel's first period: monthly renews and ends a month on, fixed has no expiry and no renewal", () => {
    const from = at("2026-05-31T07:00:00.000Z");
    expect(channelPeriod(from, true)).toEqual({ fromDate: from, toDate: at("2026-06-30T07:00:00.000Z"), autoRenewal: true });
    expect(channelPeriod(from, false)).toEqual({ fromDate: from, toDate: null, autoRenewal: false });
  });

  it("does not change the date it was given", () => {
    const from = at("2026-01-31T10:00:00.000Z");
    periodEnd(from, "monthly");
    expect(from.toISOString()).toBe("2026-01-31T10:00:00.000Z");
  });
});
