// GET /metrics and the per-request observation (count, duration, JSON log line) on a real Express
// server on loopback, composed as server/main.ts composes them: only the holder of the token reads
// the metrics, anyone else gets what any unknown address gets, and the log line carries no personal data.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE_NAME } from "~shared/http-headers";
import { METRICS_PATH, metricsEndpoint } from "~server/http/metrics";
import { identifyRequest } from "~server/http/middleware";
import { CLIENT_CLOSED_STATUS, observeRequests, type RequestLogLine } from "~server/http/request-log";
import { nameRoute, requestRoute, STATIC_ROUTE } from "~server/http/request-route";
import { createMetrics } from "~server/metrics";
import { parsePrometheusText, sampleValue } from "~tests/support/prometheus";

const TOKEN = "t".repeat(40);

/** A route tree shaped like the app's (app/routes.ts): a layout, pages, the API mount, the catch-all. */
const manifest = {
  root: { id: "root", path: "" },
  "routes/api": { id: "routes/api", parentId: "root", path: "api/auth/*" },
  "routes/_site": { id: "routes/_site", parentId: "root" },
  "routes/event-detail": { id: "routes/event-detail", parentId: "routes/_site", path: "event-detail/:id/:slug" },
  "routes/not-found": { id: "routes/not-found", parentId: "routes/_site", path: "*" },
} as unknown as ServerBuild["routes"];

interface TestServer {
  base: string;
  lines: string[];
  /** Requests sent to it so far. */
  made: number;
  server: http.Server;
  /** Resolves when the app stand-in has received a request for /slow (which it never answers). */
  slowArrived: Promise<void>;
}

const servers: http.Server[] = [];

async function start({ token, log = true }: { token: string | undefined; log?: boolean }): Promise<TestServer> {
  const metrics = createMetrics({ services: () => Promise.reject(new Error("no database in this test")) });
  const lines: string[] = [];
  let arrived!: () => void;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const app = express();
  app.use(
    identifyRequest,
    observeRequests({ route: (req, res) => requestRoute(req, res, manifest), metrics: () => metrics, log: () => log, write: (line) => lines.push(line) }),
  );
  app.use("/assets", (_req, res) => {
    nameRoute(res, STATIC_ROUTE);
    res.type("js").send("1");
  });
  app.get(METRICS_PATH, metricsEndpoint({ token: () => token, registry: () => metrics.registry }));
  // The app's stand-in: one page, the API's answer, a page that never answers, and its 404 page for anything else.
  app.get("/event-detail/:id/:slug", (_req, res) => res.type("html").send("<h1>Event</h1>"));
  app.get("/api/auth/event-edit/:id", (_req, res) => res.status(401).json({ success: false }));
  app.get("/slow", () => arrived());
  app.all("*", (_req, res) => res.status(404).type("html").send("<h1>404 Page Not Found</h1>"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines, made: 0, server, slowArrived };
}

async function get(server: TestServer, path: string, init: RequestInit = {}) {
  server.made += 1;
  const response = await fetch(`${server.base}${path}`, init);
  return { response, body: await response.text() };
}

/**
 * Waits until the server has observed every request sent to it: each is counted and logged when its
 * answer has gone, which may be just after the client has read it.
 */
async function observed(server: TestServer) {
  const deadline = Date.now() + 4_000;
  while (server.lines.length < server.made && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(server.lines.length).toBe(server.made);
}

async function scrape(server: TestServer, authorization = `Bearer ${TOKEN}`) {
  const { response, body } = await get(server, METRICS_PATH, { headers: { authorization } });
  return { status: response.status, type: response.headers.get("content-type"), cache: response.headers.get("cache-control"), body };
}

let on: TestServer;
let off: TestServer;

beforeAll(async () => {
  on = await start({ token: TOKEN });
  off = await start({ token: undefined });
});
beforeEach(() => {
  // The gauges cannot read a database here: each scrape says so on stderr.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("GET /metrics", () => {
  it("answers the token's holder with the Prometheus text, never to be kept", async () => {
    const answer = await scrape(on);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.cache).toBe("no-store");
    expect(parsePrometheusText(answer.body).size).toBeGreaterThan(0);
    // The scheme is case-insensitive, as RFC 9110 has it.
    expect((await scrape(on, `bearer ${TOKEN}`)).status).toBe(200);
  });

  it("answers anyone else exactly as an unknown address: no token, a wrong one, another scheme, metrics off", async () => {
    const unknown = await get(on, "/no-such-page");
    const expected = { status: 404, type: unknown.response.headers.get("content-type"), cache: null, body: unknown.body };
    expect(expected.body).not.toMatch(/metric|token|prometheus/i);
    for (const authorization of ["", `Bearer ${TOKEN.slice(1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, "Bearer "]) {
      expect(await scrape(on, authorization), authorization).toEqual(expected);
    }
    expect(await scrape(off)).toEqual(expected);
    expect(await scrape(off, "")).toEqual(expected);
  });

  it("is valid Prometheus text with every metric's HELP and TYPE, the process's metrics among them", async () => {
    const families = parsePrometheusText((await scrape(on)).body);
    const expected = {
      marquee_http_request_duration_seconds: "histogram",
      marquee_http_responses_total: "counter",
      marquee_job_failures_total: "counter",
      marquee_job_queue_jobs: "gauge",
      marquee_mail_backlog: "gauge",
      marquee_payments_awaiting_reconciliation: "gauge",
      process_cpu_seconds_total: "counter",
      process_resident_memory_bytes: "gauge",
      nodejs_eventloop_lag_seconds: "gauge",
      nodejs_heap_size_used_bytes: "gauge",
    };
    for (const [name, type] of Object.entries(expected)) {
      expect(families.get(name)?.type, name).toBe(type);
      expect(families.get(name)?.help, name).not.toBe("");
    }
    // Every job's failure series exists before its first failure.
    expect(families.get("marquee_job_failures_total")!.samples.map((s) => s.labels.job)).toContain("payment-reconcile");
    // A gauge whose database read failed is NaN (or has no series), not a false 0; the scrape still answers.
    expect(families.get("marquee_mail_backlog")!.samples.map((s) => s.value)).toEqual([NaN]);
    expect(families.get("marquee_job_queue_jobs")!.samples).toEqual([]);
  });

  it("counts exactly the requests made, by route pattern, method and status", async () => {
    await observed(on);
    const before = parsePrometheusText((await scrape(on)).body);
    for (const path of ["/event-detail/1/a", "/event-detail/2/b", "/event-detail/3/c", "/api/auth/event-edit/7", "/nowhere/8", "/assets/app-1.js"]) {
      await get(on, path);
    }
    await observed(on);
    const after = parsePrometheusText((await scrape(on)).body);
    const moved = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    const responses = "marquee_http_responses_total";
    expect(moved(responses, { route: "/event-detail/:id/:slug", method: "GET", status: "200" })).toBe(3);
    expect(moved("marquee_http_request_duration_seconds_count", { route: "/event-detail/:id/:slug", method: "GET" })).toBe(3);
    expect(moved(responses, { route: "/api/auth/event-edit/:id", method: "GET", status: "401" })).toBe(1);
    expect(moved(responses, { route: "unmatched", method: "GET", status: "404" })).toBe(1);
    expect(moved(responses, { route: STATIC_ROUTE, method: "GET", status: "200" })).toBe(1);
    // The scrape before these requests, counted once it had gone.
    expect(moved(responses, { route: "metrics", method: "GET", status: "200" })).toBe(1);
    // No series carries a raw path.
    const routes = after.get(responses)!.samples.map((s) => s.labels.route);
    expect(routes.filter((route) => /\d/.test(route!))).toEqual([]);
  });
});

describe("the request log", () => {
  it("writes one JSON line per request with the fields, and nothing personal the request carried", async () => {
    await observed(on);
    const seen = on.lines.length;
    const secrets = ["a@b.com", "secret-token-123", "sealed-cookie-value", "bearer-token-456", "4242424242424242", "9931", "my-slug"];
    await get(on, "/event-detail/9931/my-slug?email=a@b.com&token=secret-token-123&card=4242424242424242", {
      headers: { cookie: `${SESSION_COOKIE_NAME}=sealed-cookie-value; theme=dark`, authorization: "Bearer bearer-token-456", "x-forwarded-for": "198.51.100.7" },
    });
    await observed(on);
    const text = on.lines[seen]!;
    expect(text.endsWith("\n") && text.indexOf("\n") === text.length - 1).toBe(true);
    const line = JSON.parse(text) as RequestLogLine;
    expect(Object.keys(line).sort()).toEqual(["durationMs", "level", "method", "msg", "requestId", "route", "status", "time"]);
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", route: "/event-detail/:id/:slug", status: 200 });
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    for (const secret of [...secrets, "127.0.0.1", "198.51.100.7", "?", "email", "cookie", "theme"]) expect(text, secret).not.toContain(secret);
  });

  it("writes a line with status 499 for a request whose client left before the answer", async () => {
    await observed(on);
    const seen = on.lines.length;
    on.made += 1;
    const request = http.get(`${on.base}/slow`);
    request.on("error", () => undefined);
    await on.slowArrived;
    request.destroy();
    await observed(on);
    const line = JSON.parse(on.lines[seen]!) as RequestLogLine;
    expect(line).toMatchObject({ status: CLIENT_CLOSED_STATUS, aborted: true, route: "unmatched" });
    const families = parsePrometheusText((await scrape(on)).body);
    expect(sampleValue(families, "marquee_http_responses_total", { route: "unmatched", method: "GET", status: "499" })).toBe(1);
  });

  it("writes nothing when it is off, while the metrics still count", async () => {
    const quiet = await start({ token: TOKEN, log: false });
    await get(quiet, "/event-detail/1/a");
    // Counted once its answer has gone, maybe just after the client read it: scrape until it is in.
    let families = parsePrometheusText((await scrape(quiet)).body);
    const labels = { route: "/event-detail/:id/:slug", method: "GET", status: "200" };
    const deadline = Date.now() + 4_000;
    while (sampleValue(families, "marquee_http_responses_total", labels) === 0 && Date.now() < deadline) {
      families = parsePrometheusText((await scrape(quiet)).body);
    }
    expect(sampleValue(families, "marquee_http_responses_total", labels)).toBe(1);
    expect(quiet.lines).toEqual([]);
  });
});
