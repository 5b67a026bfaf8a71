// The one wording of a channel subscription's terms (shared/subscription-terms.ts, ADR 059).
import { describe, expect, it } from "vitest";
import { channelTerms } from "~shared/subscription-terms";

const END = new Date("2026-12-28T10:00:00.000Z");

describe("a channel subscription's terms", () => {
  it("monthly: the price a month, the renewal date, until cancelled, and where to cancel", () => {
    expect(channelTerms({ kind: "monthly", monthlyPence: 1853, firstPence: null, periodEnd: END, state: "renewing" })).toBe(
      "£18.53 a month, renews on Mon 28 Dec 2026 until you cancel; cancel any time in Subscribed Channels",
    );
    // A first payment of the same amount says nothing more.
    expect(channelTerms({ kind: "monthly", monthlyPence: 1853, firstPence: 1853, periodEnd: END, state: "renewing" })).toMatch(/^£18\.53 a month, renews on/);
  });

  it("a coupon on the first payment: today's amount, then the month's from the renewal date", () => {
    expect(channelTerms({ kind: "monthly", monthlyPence: 1853, firstPence: 1353, periodEnd: END, state: "renewing" })).toBe(
      "£13.53 today, then £18.53 a month from Mon 28 Dec 2026 until you cancel; cancel any time in Subscribed Channels",
    );
  });

  it("a stopped renewal keeps access to the period's end; an ended one says so", () => {
    expect(channelTerms({ kind: "monthly", monthlyPence: 1853, firstPence: null, periodEnd: END, state: "stopped" })).toBe("£18.53 a month; renewal cancelled, access until Mon 28 Dec 2026");
    expect(channelTerms({ kind: "monthly", monthlyPence: 1853, firstPence: null, periodEnd: END, state: "ended" })).toBe("£18.53 a month; ended");
  });

  it("a fixed course: one payment, no renewal", () => {
    expect(channelTerms({ kind: "fixed", pence: 4000 })).toBe("£40.00, one payment, no renewal");
    expect(channelTerms({ kind: "fixed", pence: null })).toBe("One payment, no renewal");
  });
});
