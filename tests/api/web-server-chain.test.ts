// The web server's own chain in front of the app, as server/main.ts mounts it (the request line,
// the method refusal, then Remix's Express adapter on the app's build), over real HTTP on loopback:
// - a method the app does not serve (TRACE, which the adapter's fetch Request refuses outright, and
//   any other) is answered 405 with `Allow` before Remix, not 500;
// - a 4xx decided inside Remix (no such page, no action, a refusal) is one request line, not an
//   "Unexpected error" with its stack; a real error is still reported.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext } from "@remix-run/node";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { identifyRequest, refuseUnservedMethods, SERVED_METHODS } from "~server/http/middleware";
import { observeRequests } from "~server/http/request-log";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "~shared/http-headers";
import { useTestApi } from "~tests/support/api";
import { useWebApp } from "~tests/support/web-app";

const t = useTestApi();
const web = useWebApp(t);

const requestLines: string[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(identifyRequest, observeRequests({ route: () => "route", metrics: () => null, log: () => true, write: (line) => requestLines.push(line) }));
  app.use(refuseUnservedMethods);
  const getLoadContext = (req: express.Request): AppLoadContext => ({
    requestId: String(req.headers[REQUEST_ID_HEADER] ?? ""),
    clientIp: String(req.headers[CLIENT_IP_HEADER] ?? "unknown"),
    cspNonce: null,
  });
  app.all("*", createRequestHandler({ build: web.build(), mode: "production", getLoadContext }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

afterEach(() => {
  vi.restoreAllMocks();
  requestLines.length = 0;
});

/** One request over HTTP (fetch itself refuses TRACE); its status, headers and body. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: { ...headers, ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Everything the process logs meanwhile, besides the request lines. */
function consoleLines() {
  return (["error", "warn", "info", "log"] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
}

describe("methods the app does not serve", () => {
  it("are answered 405 with Allow before Remix, for every path; the served ones reach the app", async () => {
    const logged = consoleLines();
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
      for (const path of ["/", "/home", "/api/auth/pricing", "/no-such-page"]) {
        const answer = await send(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe(SERVED_METHODS.join(", "));
      }
    }
    expect((await send("GET", "/api/auth/pricing")).status).toBe(200);
    expect((await send("HEAD", "/api/auth/pricing")).status).toBe(200);
    expect(logged.flatMap((spy) => spy.mock.calls)).toEqual([]);
  });
});

describe("a 4xx decided inside Remix", () => {
  it("writes one request line and nothing else: no such page, no action, a route that does not match", async () => {
    const asks: Array<[method: string, path: string, status: number, body?: string]> = [
      ["GET", "/no-such-page", 404],
      ["GET", "/event-detail/999999/nothing", 404],
      ["POST", "/home", 405, "a=1"],
      ["GET", "/no-such-page.data", 404],
      ["POST", "/home.data", 405, "a=1"],
      ["POST", "/sitemap.xml", 405, "a=1"],
      // Remix's old data protocol, which these pages never use: a route id that does not match the URL.
      ["GET", "/home?_data=routes%2Flogin", 403],
      ["GET", "/home?_data=root", 200],
    ];
    for (const [method, path, status, body] of asks) {
      const logged = consoleLines();
      requestLines.length = 0;
      const headers: Record<string, string> = body ? { "content-type": "application/x-www-form-urlencoded" } : {};
      const answer = await send(method, path, headers, body);
      expect(answer.status, `${method} ${path}`).toBe(status);
      // The line is written when the answer's connection closes: wait for it.
      await vi.waitFor(() => expect(requestLines).toHaveLength(1));
      expect(JSON.parse(requestLines[0]!)).toMatchObject({ msg: "request", method, status });
      expect(logged.flatMap((spy) => spy.mock.calls), `${method} ${path}`).toEqual([]);
      vi.restoreAllMocks();
    }
  });

  it("while an unexpected error is still reported, with its stack", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const handleError = web.build().entry.module.handleError!;
    const request = new Request(`http://127.0.0.1:${port}/home`);
    const boom = new Error("the database went away");
    handleError(boom, { request, params: {}, context: { requestId: "r-1", clientIp: "203.0.113.1", cspNonce: null } });
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]).toContain("Unexpected error");
    expect(logged.mock.calls[0]).toContain(boom);
  });
});
