// The route label of metrics and log lines (server/http/request-route.ts) for the real route map and
// the real API contract: a pattern, never the path a visitor sent.
import type { ServerBuild } from "@remix-run/node";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { apiCalls } from "~server/api/contract";
import { apiRoute, pageRoute, UNMATCHED_ROUTE } from "~server/http/request-route";
import { pageAccess } from "~tests/support/page-access";

/** The build's route manifest for app/routes.ts, as Remix makes it (flat, each route naming its parent). */
function manifestOf(entries: RouteConfigEntry[]): ServerBuild["routes"] {
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }> = { root: { id: "root", path: "" } };
  const add = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      add(entry.children ?? [], id);
    }
  };
  add(entries, "root");
  return manifest as unknown as ServerBuild["routes"];
}

const manifest = manifestOf(routeConfig);

describe("the route label of a page", () => {
  it.each(Object.entries(pageAccess).filter(([pattern]) => pattern !== "/*" && pattern !== "/api/auth/*"))("%s is its own pattern", (pattern, rule) => {
    expect(pageRoute(manifest, "GET", rule.sample)).toBe(pattern);
  });

  it("is the page's pattern for its single-fetch data request, the index's for /_root.data", () => {
    expect(pageRoute(manifest, "GET", "/event-detail/12/a-title.data")).toBe("/event-detail/:id/:slug");
    expect(pageRoute(manifest, "POST", "/login.data")).toBe("/login");
    expect(pageRoute(manifest, "GET", "/_root.data")).toBe("/");
  });

  it("is 'unmatched' for any address the catch-all 404 page answers, whatever it carries", () => {
    for (const path of ["/no-such-page/at-all", "/a@b.com", "/activation-code-ABC123/x/y", "/metrics"]) expect(pageRoute(manifest, "GET", path)).toBe(UNMATCHED_ROUTE);
  });
});

describe("the route label of an API call", () => {
  it("is the contract's pattern of every call, for a path with its params filled in", () => {
    for (const key of Object.keys(apiCalls)) {
      const [method, path] = key.split(" ") as [string, string];
      const sent = path.replace(/:\w+/g, "4711");
      expect(pageRoute(manifest, method, `/api/auth/${sent}`), key).toBe(`/api/auth/${path}`);
    }
    expect(apiRoute("HEAD", "/api/auth/site-settings")).toBe("/api/auth/site-settings");
  });

  it("is 'unmatched' for a path or method the contract does not have", () => {
    expect(pageRoute(manifest, "GET", "/api/auth/no-such-call/someone@example.com")).toBe(UNMATCHED_ROUTE);
    expect(pageRoute(manifest, "DELETE", "/api/auth/site-settings")).toBe(UNMATCHED_ROUTE);
    expect(pageRoute(manifest, "GET", "/api/auth/site-settings/")).toBe(UNMATCHED_ROUTE);
  });
});
