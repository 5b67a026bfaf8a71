import { describe, expect, it } from "vitest";
import { formatMoney, formatPrice, parsePounds, penceToPounds } from "~shared/money";

describe("money", () => {
  it("formats integer pence as pounds with two decimals", () => {
    expect(formatMoney(1250)).toBe("£12.50");
    expect(formatMoney(7)).toBe("£0.07");
    expect(formatMoney(123456)).toBe("£1,234.56");
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(999)).toBe("£9.99");
  });

  it("refuses non-integer amounts instead of rounding them silently", () => {
    expect(() => formatMoney(12.5)).toThrow(TypeError);
  });

  it("parses prices with up to two decimals without floating point errors", () => {
    expect(parsePounds("12")).toBe(1200);
    expect(parsePounds("12.5")).toBe(1250);
    expect(parsePounds("0.07")).toBe(7);
    expect(parsePounds("19.99")).toBe(1999);
    expect(parsePounds(" 4.10 ")).toBe(410);
    for (const bad of ["", "abc", "1.234", "-5", "1,50", "1e3", "."]) expect(parsePounds(bad)).toBeNull();
    expect(penceToPounds(1999)).toBe("19.99");
  });
});
