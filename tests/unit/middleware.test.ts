import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { refuseCrossSiteForms } from "~server/http/middleware";

function run(method: string, path: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = { method, path, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn() };
  const next = vi.fn() as unknown as NextFunction;
  refuseCrossSiteForms(req, res as unknown as Response, next);
  return { next, res };
}

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
