import { describe, expect, it } from "vitest";
import { loginPath, safeRedirectPath } from "~/lib/redirect";

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
