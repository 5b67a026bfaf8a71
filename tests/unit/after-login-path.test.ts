// Where a successful login goes (spec 000 §4): /change-password for a temporary password, else the
// `r` return hint (local paths only), else the API's url_redirect.
import { describe, expect, it } from "vitest";
import { afterLoginPath } from "~/server-only/login.server";

const user = { is_password_reset: 0 as const, url_redirect: "/home" };

describe("afterLoginPath", () => {
  it("sends a user with a temporary password to /change-password, whatever r says", () => {
    expect(afterLoginPath({ ...user, is_password_reset: 1 }, "/pricing")).toBe("/change-password");
  });

  it("follows r, including the spec's bare names and event paths with a query", () => {
    expect(afterLoginPath(user, "/pricing")).toBe("/pricing");
    expect(afterLoginPath(user, "channels")).toBe("/channels");
    expect(afterLoginPath(user, "/event-detail/4/yoga?book=1")).toBe("/event-detail/4/yoga?book=1");
  });

  it("falls back to url_redirect without r, or when r leaves the site", () => {
    expect(afterLoginPath({ ...user, url_redirect: "/profile" }, null)).toBe("/profile");
    expect(afterLoginPath({ ...user, url_redirect: "/profile" }, "")).toBe("/profile");
    expect(afterLoginPath({ ...user, url_redirect: "/profile" }, "//evil.example/steal")).toBe("/profile");
  });

  it("never follows a url_redirect that leaves the site", () => {
    expect(afterLoginPath({ ...user, url_redirect: "//evil.example" }, null)).toBe("/home");
  });
});
