// A database id read from a path, a form or JSON: one rule for every caller.
import { describe, expect, it } from "vitest";
import { idOf, MAX_ID } from "~shared/ids";

describe("idOf", () => {
  it("reads digits, numbers and surrounding spaces; leading zeros name the same id", () => {
    expect(idOf("12")).toBe(12);
    expect(idOf(12)).toBe(12);
    expect(idOf(" 12 ")).toBe(12);
    expect(idOf("007")).toBe(7);
    expect(idOf(String(MAX_ID))).toBe(MAX_ID);
  });

  it("names nothing for zero, signs, fractions, exponents, text or ids beyond PostgreSQL's integer", () => {
    for (const value of ["", "0", "000", "-3", "+3", "1.5", "1e3", "abc", "12abc", String(MAX_ID + 1), "99999999999", 1.5, -1, Number.NaN, null, undefined, true, ["1"]]) {
      expect(idOf(value)).toBeNull();
    }
  });
});
