// The one rule for text the database cannot store (a NUL, a lone surrogate), as both input
// boundaries apply it (server/api's readBody and middleware, server/http/input-guard.ts).
import { describe, expect, it } from "vitest";
import { isUnstorableText, unstorableFields, unstorableTextInUrl } from "~server/http/input-text";

describe("isUnstorableText", () => {
  it.each(["\u0000", "a\u0000b", "\ud800", "a\udfffb", "\ud83d", "x\ude00"])("refuses %j", (text) => {
    expect(isUnstorableText(text)).toBe(true);
  });

  it.each(["", "plain", "😀👩‍👩‍👧", "\u202egnp.exe", "\t\n\r", "\u0007", "\u200b\ufeff", "\uffff"])("keeps %j (storable; schemas judge it)", (text) => {
    expect(isUnstorableText(text)).toBe(false);
  });
});

describe("unstorableFields", () => {
  it("names each field holding one, at any depth, and the body for a key", () => {
    expect(unstorableFields({ a: "ok", b: "x\u0000", c: [{ d: "\ud800" }], e: 1, f: null })).toEqual(["b", "c.0.d"]);
    expect(unstorableFields({ "\u0000": 1 })).toEqual(["form"]);
    expect(unstorableFields("\u0000")).toEqual(["form"]);
    expect(unstorableFields({ a: "fine", b: [1, true, { c: "ok" }] })).toEqual([]);
  });
});

describe("unstorableTextInUrl", () => {
  it.each([
    ["/search?search=%00", "query"],
    ["/search?%00=1", "query"],
    ["/search?a=x%00y&b=1", "query"],
    ["/sandbox/checkout/%00", "path"],
    ["/event-detail/1%002/x", "path"],
  ])("finds %s in the %s", (url, part) => {
    expect(unstorableTextInUrl(new URL(url, "http://localhost"))).toBe(part);
  });

  it.each(["/search?search=%E0%A4%A", "/x/%E0%A4%A", "/x/%ED%A0%80", "/search?search=%ED%A0%80", "/search?search=%2500", "/a%20b?c=%F0%9F%98%80"])("lets %s through (no NUL once decoded)", (url) => {
    expect(unstorableTextInUrl(new URL(url, "http://localhost"))).toBeNull();
  });
});
