import { describe, expect, it } from "vitest";
import { allInPrice, commissionOn, discountOn, percentOf, priceBreakdown } from "~shared/pricing";

const noFees = { taxBasisPoints: 0, handlingBasisPoints: 0 };
// The demo packages' fees: 20 % tax, 2.9 % handling.
const fees = { taxBasisPoints: 2_000, handlingBasisPoints: 290 };

describe("percentOf", () => {
  it("rounds to the nearest penny, halves up, without floating point", () => {
    expect(percentOf(1_000, 750)).toBe(75);
    expect(percentOf(1_001, 750)).toBe(75); // 75.075
    expect(percentOf(1_002, 750)).toBe(75); // 75.15
    expect(percentOf(1_007, 750)).toBe(76); // 75.525
    expect(percentOf(10, 500)).toBe(1); // 0.5 → 1
    expect(percentOf(9, 500)).toBe(0); // 0.45 → 0
    expect(percentOf(0, 2_000)).toBe(0);
    expect(percentOf(123_456_789, 10_000)).toBe(123_456_789);
  });

  it("refuses fractions and negatives instead of rounding them silently", () => {
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
    expect(() => percentOf(-1, 100)).toThrow(RangeError);
    expect(() => percentOf(100, -5)).toThrow(RangeError);
  });
});

describe("discountOn", () => {
  it("takes a percentage rounded to the penny", () => {
    expect(discountOn(1_999, { type: "percentage", basisPoints: 1_000 })).toBe(200); // 199.9
    expect(discountOn(1_995, { type: "percentage", basisPoints: 1_000 })).toBe(200); // 199.5 → 200
    expect(discountOn(1_994, { type: "percentage", basisPoints: 1_000 })).toBe(199);
    expect(discountOn(1_000, { type: "percentage", basisPoints: 12_000 })).toBe(1_000); // capped at 100 %
  });

  it("takes a fixed amount, never more than the price", () => {
    expect(discountOn(1_000, { type: "fixed", pence: 250 })).toBe(250);
    expect(discountOn(1_000, { type: "fixed", pence: 5_000 })).toBe(1_000);
    expect(discountOn(1_000, null)).toBe(0);
  });
});

describe("priceBreakdown", () => {
  it("adds tax on the discounted price, then handling on the sum, each rounded", () => {
    // 10.00 − 10 % = 9.00; tax 20 % = 1.80; handling 2.9 % of 10.80 = 0.3132 → 0.31; total 11.11.
    expect(priceBreakdown(1_000, fees, { type: "percentage", basisPoints: 1_000 })).toEqual({
      pricePence: 1_000,
      discountPence: 100,
      netPence: 900,
      taxPence: 180,
      handlingPence: 31,
      totalPence: 1_111,
      free: false,
    });
  });

  it("rounds each step, not only the total", () => {
    // 0.99: tax 20 % = 0.198 → 0.20; handling 2.9 % of 1.19 = 0.03451 → 0.03; total 1.22.
    const breakdown = priceBreakdown(99, fees);
    expect([breakdown.taxPence, breakdown.handlingPence, breakdown.totalPence]).toEqual([20, 3, 122]);
  });

  it("is the price itself with no fees and no coupon", () => {
    expect(priceBreakdown(2_500, noFees)).toMatchObject({ discountPence: 0, taxPence: 0, handlingPence: 0, totalPence: 2_500, free: false });
  });

  it("takes the free flow for a free ticket and for a discount that leaves nothing", () => {
    expect(priceBreakdown(0, fees)).toMatchObject({ totalPence: 0, free: true });
    expect(priceBreakdown(1_000, fees, { type: "fixed", pence: 1_000 })).toMatchObject({ totalPence: 0, free: true });
    expect(priceBreakdown(1_000, fees, { type: "percentage", basisPoints: 10_000 })).toMatchObject({ totalPence: 0, free: true });
    expect(priceBreakdown(1_000, fees, { type: "fixed", pence: 999 })).toMatchObject({ netPence: 1, free: false });
  });

  it("refuses a price that is not whole pence", () => {
    expect(() => priceBreakdown(9.99, fees)).toThrow(RangeError);
  });
});

describe("allInPrice and commissionOn", () => {
  it("shows the all-in price: fees included, no coupon", () => {
    expect(allInPrice(1_000, fees)).toBe(1_235); // 10.00 + 2.00 + 0.348 → 0.35
    expect(allInPrice(1_000, noFees)).toBe(1_000);
    expect(allInPrice(0, fees)).toBe(0);
  });

  it("takes the seller's commission rate of the net price", () => {
    expect(commissionOn(900, 1_500)).toBe(135);
    expect(commissionOn(999, 1_250)).toBe(125); // 124.875
    expect(commissionOn(0, 1_500)).toBe(0);
  });
});
