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
