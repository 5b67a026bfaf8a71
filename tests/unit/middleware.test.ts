import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { expectedFormOrigin, refuseCrossSiteForms } from "~server/http/middleware";

/** A request as Express hands it on (`protocol` from the socket, or X-Forwarded-Proto behind a trusted proxy). */
function run(method: string, path: string, headers: Record<string, string>, { protocol = "https", expected = null as string | null } = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = { method, path, protocol, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn() };
  const next = vi.fn() as unknown as NextFunction;
  refuseCrossSiteForms(() => expected)(req, res as unknown as Response, next);
  return { next, res };
}

const passes = (...args: Parameters<typeof run>) => vi.mocked(run(...args).next).mock.calls.length === 1;

describe("refuseCrossSiteForms", () => {
  it("lets same-site and header-less posts through", () => {
    expect(run("POST", "/login", { host: "marquee.test", origin: "https://marquee.test" }).next).toHaveBeenCalled();
    expect(run("POST", "/login", { host: "marquee.test", "sec-fetch-site": "same-origin" }).next).toHaveBeenCalled();
    expect(run("POST", "/login", { host: "marquee.test" }).next).toHaveBeenCalled();
  });

  it("refuses a post from another site", () => {
    const byOrigin = run("POST", "/my-account", { host: "marquee.test", origin: "https://evil.example" });
    expect(byOrigin.next).not.toHaveBeenCalled();
    expect(byOrigin.res.status).toHaveBeenCalledWith(403);
    const byFetchSite = run("POST", "/logout", { host: "marquee.test", "sec-fetch-site": "cross-site" });
    expect(byFetchSite.next).not.toHaveBeenCalled();
    expect(run("POST", "/logout", { host: "marquee.test", origin: "null" }).next).not.toHaveBeenCalled();
  });

  it("compares the whole origin: scheme and port as well as the host", () => {
    // Where the app runs locally (Playwright, the demo): the request's own origin.
    expect(passes("POST", "/login", { host: "localhost:3000", origin: "http://localhost:3000" }, { protocol: "http" })).toBe(true);
    expect(passes("POST", "/login", { host: "127.0.0.1:4173", origin: "http://127.0.0.1:4173" }, { protocol: "http" })).toBe(true);
    // A page of the same host over plain http (a network attacker's injected form) is another origin.
    expect(passes("POST", "/my-account", { host: "marquee.test", origin: "http://marquee.test" })).toBe(false);
    expect(passes("POST", "/my-account", { host: "marquee.test", origin: "https://marquee.test:8443" })).toBe(false);
    expect(passes("POST", "/my-account", { host: "localhost:3000", origin: "https://localhost:3000" }, { protocol: "http" })).toBe(false);
    // Written differently, the same origin.
    expect(passes("POST", "/login", { host: "Marquee.test:443", origin: "https://marquee.test" })).toBe(true);
  });

  it("in a deployment, pins the origin to APP_URL's, whatever Host the request names", () => {
    const expected = "https://marquee.example";
    expect(passes("POST", "/login", { host: "marquee.example", origin: "https://marquee.example" }, { expected })).toBe(true);
    // A Host header chosen by someone else (a rebound name, a proxy passing it on) proves nothing.
    expect(passes("POST", "/login", { host: "evil.example", origin: "https://evil.example" }, { expected })).toBe(false);
    expect(passes("POST", "/login", { host: "marquee.example", origin: "http://marquee.example" }, { expected, protocol: "http" })).toBe(false);
    expect(passes("POST", "/login", { host: "marquee.example", origin: "https://www.marquee.example" }, { expected })).toBe(false);
  });

  it("expects APP_URL's origin in a deployment only: development and the demo answer at any address", () => {
    expect(expectedFormOrigin({ APP_URL: "https://marquee.example/", DEMO_MODE: false, NODE_ENV: "production" })).toBe("https://marquee.example");
    expect(expectedFormOrigin({ APP_URL: "https://marquee.example", DEMO_MODE: true, NODE_ENV: "production" })).toBeNull();
    expect(expectedFormOrigin({ APP_URL: "http://localhost:3000", DEMO_MODE: false, NODE_ENV: "development" })).toBeNull();
  });

  it("leaves reads and the bearer-token API alone", () => {
    expect(run("GET", "/home", { host: "marquee.test", origin: "https://evil.example" }).next).toHaveBeenCalled();
    expect(run("POST", "/api/auth/login", { host: "marquee.test", origin: "https://evil.example" }).next).toHaveBeenCalled();
  });
});

describe("trust proxy and addresses", () => {
  it("reads a hop count as a number, not as the address 0.0.0.1", async () => {
    const { trustProxySetting } = await import("~server/http/middleware");
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting(undefined)).toBe("loopback");
    expect(trustProxySetting("10.0.0.0/8")).toBe("10.0.0.0/8");
  });

  it("knows the machine's own addresses", async () => {
    const { isLoopback } = await import("~server/http/addresses");
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.1.2.3"]) expect(isLoopback(ip)).toBe(true);
    for (const ip of ["203.0.113.9", "::ffff:10.0.0.1", "1127.0.0.1", "", null, "unknown"]) expect(isLoopback(ip)).toBe(false);
  });

  it("refuses an oversized body by its declared length", async () => {
    const { limitBodySize } = await import("~server/http/middleware");
    const res = { set: vi.fn().mockReturnThis(), status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn() };
    const next = vi.fn();
    const req = (length: string) => ({ get: (name: string) => (name === "content-length" ? length : undefined) }) as unknown as Request;
    limitBodySize(100)(req("101"), res as unknown as Response, next);
    expect(res.status).toHaveBeenCalledWith(413);
    expect(next).not.toHaveBeenCalled();
    limitBodySize(100)(req("100"), res as unknown as Response, next);
    expect(next).toHaveBeenCalledOnce();
  });
});
