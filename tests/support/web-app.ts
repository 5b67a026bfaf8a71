// The whole web app in-process, as the web server runs it in development: Vite's server build of
// app/routes.ts, guarded by server/http/input-guard.ts as server/main.ts does, answering Requests
// on the given test services. Lets API tests send pages and resource routes (/storage, /sandbox,
// webhooks, .ics) the same hostile input as the API, on PGlite and PostgreSQL.
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect } from "vitest";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "~shared/http-headers";
import { guardRouteInput } from "~server/http/input-guard";
import { webAppPort, type WebAppPort } from "~server/http/web-app-port";
import type { Services } from "~server/services";
import { loginAs } from "~tests/api/auth-support";
import { forThisFile, type TestApi } from "./api";
// This graph's app modules too (sessionCookieOf seals cookies with the session module here).
import "./connect-web-server";

process.env.SESSION_SECRET ??= "web-app-test-session-secret-web-app-test-session";

const servicesKey = Symbol.for("marquee.services");

export interface WebApp {
  /** Answers one request as the web server would (the client's address given). */
  fetch(request: Request, clientIp?: string): Promise<Response>;
  /** The server's card markup cache (app/server-only/markup-cache.server.tsx): on or off (emptied either way), and its counts. */
  markupCache: MarkupCacheSwitch;
  /** The guarded build server/main.ts hands Remix's Express adapter (tests of the web server's own chain). */
  build(): ServerBuild;
  close(): Promise<void>;
}

interface MarkupCacheSwitch {
  set(on: boolean): void;
  counts(): { hits: number; misses: number; entries: number };
}

interface AppEntry {
  connectWebServer: (port: WebAppPort) => void;
  setMarkupCache: MarkupCacheSwitch["set"];
  markupCacheCounts: MarkupCacheSwitch["counts"];
}

/** `port`: what the app is connected to (the web server's own by default). */
export async function startWebApp(services: Services, port: WebAppPort = webAppPort): Promise<WebApp> {
  // The app's loaders ask getServices() for the process's services: hand them this file's.
  (globalThis as Record<symbol, unknown>)[servicesKey] = Promise.resolve(services);
  // No HMR and no websocket: several test files may run at once.
  const vite: ViteDevServer = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: "custom", logLevel: "error" });
  const loaded = (await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
  // As server/main.ts does: the app reaches the server only through the port.
  const entry = loaded.entry.module as unknown as AppEntry;
  entry.connectWebServer(port);
  const build = guardRouteInput(loaded);
  const handle = createRequestHandler(build, "development");
  let requests = 0;
  return {
    fetch(request, clientIp = "203.0.113.50") {
      // What server/http/middleware.ts's identifyRequest stamps, and getLoadContext hands on.
      const context: AppLoadContext = { requestId: `web-app-${(requests += 1)}`, clientIp, cspNonce: null };
      const headers = new Headers(request.headers);
      headers.set(CLIENT_IP_HEADER, clientIp);
      headers.set(REQUEST_ID_HEADER, context.requestId);
      return handle(new Request(request, { headers }), context);
    },
    markupCache: { set: entry.setMarkupCache, counts: entry.markupCacheCounts },
    build: () => build,
    async close() {
      delete (globalThis as Record<symbol, unknown>)[servicesKey];
      await vite.close();
    },
  };
}

/**
 * For a test file that calls the app's actions and loaders itself: the app's in-process API client
 * asks getServices() for the process's services, and gets this file's.
 */
export function useAppServices(t: TestApi): void {
  beforeAll(() => {
    (globalThis as Record<symbol, unknown>)[servicesKey] = Promise.resolve(t.services);
  });
  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[servicesKey];
  });
}

/**
 * The web app for one test file, on that file's test API: started before its tests (Vite's first
 * build of the app takes a while), closed after them.
 */
export function useWebApp(t: TestApi, port?: (services: Services) => WebAppPort): WebApp {
  const started = forThisFile("useWebApp: the web app", () => startWebApp(t.services, port?.(t.services)), 120_000);
  return {
    fetch: (request, clientIp) => started().fetch(request, clientIp),
    markupCache: { set: (on) => started().markupCache.set(on), counts: () => started().markupCache.counts() },
    build: () => started().build(),
    close: async () => started().close(),
  };
}

/**
 * A page's HTML at its canonical address for a visitor or the user of `cookie`: a 301 (an event's or
 * a host's slug) is followed once, and the page must answer 200.
 */
export async function pageHtml(web: WebApp, path: string, cookie?: string): Promise<string> {
  const ask = (at: string) => web.fetch(new Request(`http://localhost${at}`, { headers: cookie ? { cookie } : {} }));
  let answer = await ask(path);
  if (answer.status === 301) answer = await ask(answer.headers.get("location")!);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

/** The session cookie (name=value) of `user` logged in, as the browser sends it to the web app. */
export async function sessionCookieOf(t: TestApi, user: { id: number; email: string; password: string }): Promise<string> {
  const { commitSession, newSession } = await import("~/server-only/session.server");
  const session = newSession();
  session.set("token", await loginAs(t, user));
  session.set("userId", user.id);
  return (await commitSession(session)).split(";")[0]!;
}
