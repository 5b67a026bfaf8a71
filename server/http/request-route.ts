// The "route" of a request in metrics and log lines: a name of what answered it, from a small fixed
// set, never the raw path (ids, activation codes and emails in paths would make a series per user
// and put personal data in the logs).
// - a page, a data request or a resource route: its Remix route's URL pattern ("/event-detail/:id/:slug");
// - the API: the contract's call pattern ("/api/auth/event-edit/:id");
// - a file of the build: "static" (set by the web server where it serves them);
// - anything else, the catch-all 404 page included: "unmatched".
import type { ServerBuild } from "@remix-run/node";
import type { Request, Response } from "express";
import { apiCalls } from "~server/api/contract";
import { matchAppRoutes, type MatchableRoute } from "./route-matching";

export const STATIC_ROUTE = "static";
export const UNMATCHED_ROUTE = "unmatched";

type RouteManifest = ServerBuild["routes"];

/** A handler that knows its own route names it here (the static files, the metrics endpoint). */
export function nameRoute(res: Response, route: string): void {
  res.locals.route = route;
}

const trees = new WeakMap<RouteManifest, MatchableRoute[]>();

/** The manifest as the nested tree Remix matches against (children in manifest order, as Remix builds it). */
function treeOf(manifest: RouteManifest): MatchableRoute[] {
  let tree = trees.get(manifest);
  if (tree) return tree;
  const children = new Map<string, MatchableRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const parent = route.parentId ?? "";
    children.set(parent, [...(children.get(parent) ?? []), { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive }]);
  }
  const attach = (routes: MatchableRoute[]): MatchableRoute[] =>
    routes.map((route) => {
      const below = children.get(route.id!);
      return below ? { ...route, children: attach(below) } : route;
    });
  tree = attach(children.get("") ?? []);
  trees.set(manifest, tree);
  return tree;
}

const API_PREFIX = "/api/auth/";

interface ApiPattern {
  method: string;
  segments: string[];
}

let apiPatterns: ApiPattern[] | undefined;

/** The contract's call whose "METHOD path" the request fits (no two calls fit one request). */
export function apiRoute(method: string, pathname: string): string {
  apiPatterns ??= Object.keys(apiCalls).map((key) => {
    const [callMethod, path] = key.split(" ") as [string, string];
    return { method: callMethod, segments: path.split("/") };
  });
  const asked = pathname.slice(API_PREFIX.length).split("/");
  const callMethod = method === "HEAD" ? "GET" : method;
  const call = apiPatterns.find(
    ({ method: m, segments }) =>
      m === callMethod && segments.length === asked.length && segments.every((segment, i) => (segment.startsWith(":") ? asked[i] !== "" : segment === asked[i])),
  );
  return call ? `${API_PREFIX}${call.segments.join("/")}` : UNMATCHED_ROUTE;
}

/** The Remix route that answers this path, as its URL pattern; the catch-all (path "*" at the top) is "unmatched". */
export function pageRoute(manifest: RouteManifest, method: string, pathname: string): string {
  // Single fetch asks for a page's data at "<path>.data" ("/_root.data" for "/").
  const path = pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const matches = matchAppRoutes(treeOf(manifest), path);
  if (!matches?.length) return UNMATCHED_ROUTE;
  const pattern = `/${matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/")}`;
  if (pattern === "/*") return UNMATCHED_ROUTE;
  if (pattern === `${API_PREFIX}*`) return apiRoute(method, path);
  return pattern;
}

/** The route label of a request that has been answered (or abandoned). */
export function requestRoute(req: Request, res: Response, manifest: RouteManifest | undefined): string {
  if (typeof res.locals.route === "string") return res.locals.route;
  if (!manifest) return UNMATCHED_ROUTE;
  try {
    // originalUrl: a router mounted on a prefix (the static files') shortens req.path while it runs.
    return pageRoute(manifest, req.method, req.originalUrl.split("?")[0]!);
  } catch {
    // A path the router cannot read is still counted, as what the app made of it: nothing.
    return UNMATCHED_ROUTE;
  }
}
