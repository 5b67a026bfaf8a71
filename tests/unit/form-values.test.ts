// A field's value as forms and JSON send it: one reader for text, one for a checkbox, one for an id.
import { describe, expect, it } from "vitest";
import { formText, isTicked, singleValue } from "~shared/form-values";
import { idOf, readId } from "~shared/ids";

describe("singleValue", () => {
  it("keeps the last of a repeated field, as the API's form-body reading does", () => {
    expect(singleValue(["a", "b"])).toBe("b");
    expect(singleValue([])).toBeUndefined();
    expect(singleValue("a")).toBe("a");
    const body = Object.fromEntries(new URLSearchParams("title=a&title=b"));
    expect(singleValue(["a", "b"])).toBe(body.title);
  });
});

describe("formText", () => {
  it("trims text and writes numbers as their digits", () => {
    expect(formText("  Yoga at dawn \n")).toBe("Yoga at dawn");
    expect(formText(12)).toBe("12");
    expect(formText(0)).toBe("0");
    expect(formText(1.5)).toBe("1.5");
    expect(formText(1e20)).toBe("100000000000000000000");
  });

  it("reads nothing sent, booleans, objects and numbers that are not finite as empty", () => {
    for (const value of [undefined, null, true, false, {}, Number.NaN, Number.POSITIVE_INFINITY]) expect(formText(value)).toBe("");
  });

  it("reads a repeated field as its last value", () => {
    expect(formText([" first ", " last "])).toBe("last");
    expect(formText([])).toBe("");
  });

  it("keeps a NUL and other control characters for the field's own check to refuse", () => {
    expect(formText(" a\u0000b ")).toBe("a\u0000b");
    expect(formText("a\u0007")).toBe("a\u0007");
  });
});

describe("isTicked", () => {
  it.each([
    ["on", true],
    ["ON", true],
    [" on ", true],
    [true, true],
    [1, true],
    ["1", true],
    [" 1\n", true],
    ["true", true],
    ["True", true],
    [["0", "on"], true],
    [undefined, false],
    [null, false],
    ["", false],
    [false, false],
    [0, false],
    ["0", false],
    ["off", false],
    ["false", false],
    ["yes", false],
    ["on\u0000", false],
    ["01", false],
    [2, false],
    [["on", "0"], false],
    [[], false],
    [{}, false],
  ])("%j → %s", (value, ticked) => {
    expect(isTicked(value)).toBe(ticked);
  });
});

describe("idOf and readId", () => {
  it("read leading zeros and surrounding spaces as the same id", () => {
    expect(idOf("007")).toBe(7);
    expect(idOf(" 7\t")).toBe(7);
    expect(readId("0000000007")).toBe(7);
  });

  it("name nothing for a NUL, huge numbers or 11 digits even with leading zeros", () => {
    for (const value of ["7\u0000", "\u00007", "00000000007", "2147483648", 2147483648, 1e21, Number.MAX_SAFE_INTEGER]) {
      expect(idOf(value)).toBeNull();
      expect(readId(value)).toBe("bad");
    }
  });

  it("take one value: an id is never a list, while a repeated form field keeps its last", () => {
    expect(idOf(["7"])).toBeNull();
    expect(readId(["3", "7"])).toBe(7);
    expect(readId(["7", ""])).toBeNull();
  });

  it("tell an empty field (null) from one that names no id", () => {
    expect(readId(undefined)).toBeNull();
    expect(readId("  ")).toBeNull();
    expect(readId("abc")).toBe("bad");
    expect(readId("0")).toBe("bad");
    expect(readId(-3)).toBe("bad");
  });
});
