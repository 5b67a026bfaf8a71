// The shared visitor page cache (server/http/visitor-cache.ts) on a real Express server on loopback:
// only answers the app marked, to visitors, 200 without cookies, are reused, and only for a while.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOST_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from "~shared/http-headers";
import { visitorPageCache } from "~server/http/visitor-cache";
import { VISITOR_PAGE_HEADER } from "~shared/http-headers";

let servers: http.Server[] = [];
let base: string;
let small: string;
let clock = 0;
let renders: Record<string, number> = {};

function app(ttlMs: number, maxEntries: number) {
  const server = express();
  server.use((_req, res, next) => {
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
  });
  const routes = express.Router();
  const page = (name: string, answer: (res: express.Response, n: number) => void) =>
    routes.all(name, (req, res) => {
      const n = (renders[req.originalUrl] = (renders[req.originalUrl] ?? 0) + 1);
      answer(res, n);
    });
  page("/pricing", (res, n) => res.set(VISITOR_PAGE_HEADER, "1").type("html").send(`<h1>Pricing ${n}</h1>`));
  page("/login", (res, n) => res.set(VISITOR_PAGE_HEADER, "1").type("html").send(`<h1>Login ${n}</h1>`));
  page("/profile", (res, n) => res.type("html").send(`<h1>Profile ${n}</h1>`));
  page("/toast", (res, n) => res.set(VISITOR_PAGE_HEADER, "1").set("Set-Cookie", "flash=1").send(`toast ${n}`));
  page("/missing", (res, n) => res.set(VISITOR_PAGE_HEADER, "1").status(404).send(`missing ${n}`));
  page("/streamed", (res, n) => {
    res.set(VISITOR_PAGE_HEADER, "1").type("html");
    res.write("<p>part one</p>");
    res.write(Buffer.from(`<p>part ${n}</p>`));
    res.end("<p>end</p>");
  });
  server.use(visitorPageCache({ sessionCookies: [SESSION_COOKIE_NAME, HOST_SESSION_COOKIE_NAME], ttlMs, maxEntries, now: () => clock }), routes);
  const listening = server.listen(0, "127.0.0.1");
  servers.push(listening);
  return new Promise<string>((resolve) =>
    listening.once("listening", () => resolve(`http://127.0.0.1:${(listening.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  base = await app(10_000, 100);
  small = await app(10_000, 2);
});
beforeEach(() => {
  renders = {};
  clock += 1_000_000;
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  servers = [];
});

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("visitorPageCache", () => {
  it("answers a visitor with the page another visitor was given, headers and all, without rendering again", async () => {
    const first = await get(`${base}/pricing`);
    const second = await get(`${base}/pricing`);
    expect(first.body).toBe("<h1>Pricing 1</h1>");
    expect(second.body).toBe("<h1>Pricing 1</h1>");
    expect(renders["/pricing"]).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(second.headers.get("content-length")).toBe(String(first.body.length));
    expect(second.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // The app's mark is for the server only.
    expect(first.headers.get(VISITOR_PAGE_HEADER)).toBeNull();
    expect(second.headers.get(VISITOR_PAGE_HEADER)).toBeNull();
  });

  it("keeps a page only for its time to live", async () => {
    await get(`${base}/pricing`);
    clock += 9_999;
    expect((await get(`${base}/pricing`)).body).toBe("<h1>Pricing 1</h1>");
    clock += 2;
    expect((await get(`${base}/pricing`)).body).toBe("<h1>Pricing 2</h1>");
    expect((await get(`${base}/pricing`)).body).toBe("<h1>Pricing 2</h1>");
  });

  it("never serves nor keeps pages for a request with a session cookie", async () => {
    for (const name of [SESSION_COOKIE_NAME, HOST_SESSION_COOKIE_NAME]) {
      renders = {};
      clock += 1_000_000;
      const headers = { cookie: `theme=dark; ${name}=sealed` };
      const signedIn = await get(`${base}/login`, { headers });
      expect(signedIn.body).toBe("<h1>Login 1</h1>");
      expect(signedIn.headers.get(VISITOR_PAGE_HEADER)).toBeNull();
      expect((await get(`${base}/login`)).body).toBe("<h1>Login 2</h1>");
      expect((await get(`${base}/login`, { headers })).body).toBe("<h1>Login 3</h1>");
    }
  });

  it("keeps nothing the app did not mark, nor answers that set a cookie or are not 200", async () => {
    for (const path of ["/profile", "/toast", "/missing"]) {
      await get(`${base}${path}`);
      await get(`${base}${path}`);
      expect(renders[path], path).toBe(2);
    }
    expect((await get(`${base}/toast`)).headers.get("set-cookie")).toBe("flash=1");
  });

  it("answers only GET from memory", async () => {
    await get(`${base}/pricing`);
    expect((await get(`${base}/pricing`, { method: "POST" })).body).toBe("<h1>Pricing 2</h1>");
    expect((await get(`${base}/pricing`, { method: "HEAD" })).status).toBe(200);
    expect(renders["/pricing"]).toBe(3);
  });

  it("keeps each URL, query string included, on its own", async () => {
    expect((await get(`${base}/login?r=/a`)).body).toBe("<h1>Login 1</h1>");
    expect((await get(`${base}/login?r=/b`)).body).toBe("<h1>Login 1</h1>");
    expect((await get(`${base}/login?r=/a`)).body).toBe("<h1>Login 1</h1>");
    expect(renders).toEqual({ "/login?r=/a": 1, "/login?r=/b": 1 });
  });

  it("keeps a page written in several pieces whole", async () => {
    const first = await get(`${base}/streamed`);
    const second = await get(`${base}/streamed`);
    expect(first.body).toBe("<p>part one</p><p>part 1</p><p>end</p>");
    expect(second.body).toBe(first.body);
    expect(renders["/streamed"]).toBe(1);
  });

  it("forgets the oldest page past its size", async () => {
    await get(`${small}/login?n=1`);
    await get(`${small}/login?n=2`);
    await get(`${small}/login?n=3`);
    await get(`${small}/login?n=3`);
    await get(`${small}/login?n=2`);
    await get(`${small}/login?n=1`);
    expect(renders).toEqual({ "/login?n=1": 2, "/login?n=2": 1, "/login?n=3": 1 });
  });

  it("keeps nothing when its time to live is 0", async () => {
    const off = await app(0, 100);
    await get(`${off}/pricing`);
    const again = await get(`${off}/pricing`);
    expect(again.body).toBe("<h1>Pricing 2</h1>");
    expect(again.headers.get(VISITOR_PAGE_HEADER)).toBeNull();
  });
});
