import { describe, expect, it } from "vitest";
import { localPath, loginPath, safeRedirectPath } from "~/lib/redirect";

describe("safeRedirectPath", () => {
  it("honours local paths and the spec's bare names", () => {
    expect(safeRedirectPath("/event-detail/4/yoga?x=1")).toBe("/event-detail/4/yoga?x=1");
    expect(safeRedirectPath("pricing")).toBe("/pricing");
    expect(safeRedirectPath("channels")).toBe("/channels");
  });

  it("never sends the user to another site", () => {
    for (const evil of ["//evil.example", "/\\evil.example", "https://evil.example/x", "http:evil.example", "/%0a/evil", "\n//evil"]) {
      const result = safeRedirectPath(evil, "/home");
      expect(result.startsWith("/")).toBe(true);
      expect(result.startsWith("//")).toBe(false);
      expect(new URL(result, "http://marquee.local").origin).toBe("http://marquee.local");
    }
    expect(safeRedirectPath("//evil.example", "/home")).toBe("/home");
    for (const dotted of ["/x/..//evil.example", "pricing/..//evil.example", "/%2e%2e//evil.example", "/./\\evil.example"]) {
      expect(safeRedirectPath(dotted, "/home")).toBe("/home");
    }
  });

  it("falls back when there is nothing to honour", () => {
    expect(safeRedirectPath(null, "/home")).toBe("/home");
    expect(safeRedirectPath("  ", "/profile")).toBe("/profile");
  });

  it("builds the login URL carrying the path asked for", () => {
    expect(loginPath("/my-channels?page=2")).toBe("/login?r=%2Fmy-channels%3Fpage%3D2");
  });
});

// Known ways out of a "local path" check: browsers drop tabs and newlines, read a backslash as a
// slash, and some targets are decoded once more before they are followed.
const BYPASSES = [
  "//evil.example", "///evil.example", "/\\evil.example", "/\\/evil.example", "\\\\evil.example",
  "/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "\t//evil.example", "\n//evil.example", "/\u0000/evil.example",
  "/%09/evil.example/phish", "/%0a/evil.example", "/%0D/evil.example", "/%00", "/%2F/evil.example", "/%2f%2fevil.example",
  "/%5C/evil.example", "/%5cevil.example", "/%252F/evil.example", "/%25252F%25252Fevil.example", "/%2509/evil.example",
  "/%255C/evil.example", "/%E0%2F%2Fevil.example", "/%FF%5C/evil.example", "/x/..//evil.example", "/%2e%2e//evil.example", "/./\\evil.example",
  "https://evil.example/x", "http:evil.example", "http:/evil.example", "javascript:alert(1)", "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>", "@evil.example", "//user@evil.example", "/\\user@evil.example",
  "evil.example", "", "/\u0085/evil.example", "/%C2%85/evil.example", "/\u007f/evil.example",
  `/${"%25".repeat(3)}2F/evil.example`, `/${"a".repeat(3000)}`,
];

describe("localPath, the one redirect rule", () => {
  it.each(BYPASSES)("refuses %j", (target) => {
    expect(localPath(target)).toBeNull();
  });

  it("keeps this site's paths, with their query and fragment", () => {
    expect(localPath("/checkout/result/12")).toBe("/checkout/result/12");
    expect(localPath("/event-detail/4/yoga?x=1#book")).toBe("/event-detail/4/yoga?x=1#book");
    expect(localPath("/search?search=100%25")).toBe("/search?search=100%25");
    expect(localPath("/@evil.example")).toBe("/@evil.example");
    expect(localPath("/a/../pricing")).toBe("/pricing");
  });

  it("takes this site's own absolute URL as its path, and no look-alike", () => {
    const own = "https://marquee.example";
    expect(localPath("https://marquee.example/checkout/result/3?session_id=cs_1", own)).toBe("/checkout/result/3?session_id=cs_1");
    expect(localPath("https://marquee.example", own)).toBe("/");
    expect(localPath("https://marquee.example.evil.example/x", own)).toBeNull();
    expect(localPath("https://marquee.example@evil.example/x", own)).toBeNull();
    expect(localPath("https://marquee.example//evil.example", own)).toBeNull();
    expect(localPath("https://evil.example/x", own)).toBeNull();
  });

  it("gives the fallback for every bypass when used as a return hint", () => {
    for (const target of BYPASSES) {
      const result = safeRedirectPath(target, "/home");
      const url = new URL(result, "http://marquee.local");
      expect(url.origin, target).toBe("http://marquee.local");
      expect(result === "/home" || target === "evil.example", target).toBe(true);
    }
  });
});
