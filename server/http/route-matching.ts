// Route matching once per route shape and path, instead of four times per page.
//
// @remix-run/router's matchRoutes flattens and ranks the whole route tree and compiles a RegExp per
// route it tries, on every call, with no cache; a page calls it four times (Remix's request handler,
// the static handler's query, react-router's render, and the lazy-route-discovery manifest), and with
// the ~90 routes of app/routes.ts that was about a quarter of a page's CPU. Its answer depends only on
// the tree's shape (ids, paths, index and case flags, nesting), the pathname and the basename, so it
// is remembered per shape and path, and handed back with the route objects of the array asked about
// (Remix builds a fresh but identical tree for every render).
//
// Remix, react-router and the lazy-discovery code all call `matchRoutes` through the shared CommonJS
// exports of @remix-run/router at call time; `installRouteMatchCache()` replaces that export once at
// start. The static handler's own calls inside @remix-run/router (its `query` and `queryRoute`) call
// the module's local function instead, so the preload (server/preload.ts) rewrites those two lines,
// as the module loads, to call the export: `staticHandlerMatchingThroughExport`. Without the
// preload they keep working as before, uncached (about an eighth of a signed-in /pricing's CPU).
import { createRequire } from "node:module";
import { boundedCache, type BoundedCache } from "~shared/bounded-cache";

export interface MatchableRoute {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: MatchableRoute[];
}

export interface RouteMatch<R extends MatchableRoute = MatchableRoute> {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: R;
}

export type MatchRoutes = <R extends MatchableRoute>(
  routes: R[],
  location: string | { pathname?: string },
  basename?: string,
) => RouteMatch<R>[] | null;

/** A remembered match: where each matched route sits in the tree (child indexes), and what it matched. */
interface KnownMatch {
  at: number[];
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}

/** Paths remembered per route shape; past this the least recently matched are forgotten (URLs carry ids and slugs). */
export const MAX_PATHS_PER_SHAPE = 2_000;

/** The shape of a route tree: everything matchRoutes reads, nothing else. */
function shapeOf(routes: MatchableRoute[]): string {
  let shape = "";
  for (const route of routes) {
    shape += `${route.id ?? ""}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`;
    if (route.children?.length) shape += `(${shapeOf(route.children)})`;
    shape += "\u0002";
  }
  return shape;
}

/** The child indexes leading from `routes` to `target`, found depth first. */
function pathTo(routes: MatchableRoute[], target: MatchableRoute): number[] | null {
  for (let i = 0; i < routes.length; i++) {
    const route = routes[i]!;
    if (route === target) return [i];
    if (route.children) {
      const below = pathTo(route.children, target);
      if (below) return [i, ...below];
    }
  }
  return null;
}

function routeAt<R extends MatchableRoute>(routes: R[], at: number[]): R {
  let list: MatchableRoute[] = routes;
  let route: MatchableRoute | undefined;
  for (const i of at) {
    route = list[i];
    list = route?.children ?? [];
  }
  return route as R;
}

/** Wraps a matchRoutes with a memory of its answers per route shape, pathname and basename. */
export function cachedMatchRoutes(matchRoutes: MatchRoutes): MatchRoutes {
  const shapes = new WeakMap<object, string>();
  const known = new Map<string, BoundedCache<string, KnownMatch[] | null>>();

  return function matchRoutesCached<R extends MatchableRoute>(
    routes: R[],
    location: string | { pathname?: string },
    basename = "/",
  ): RouteMatch<R>[] | null {
    const where = typeof location === "string" ? location : location?.pathname;
    if (!Array.isArray(routes) || typeof where !== "string") return matchRoutes(routes, location, basename);

    let shape = shapes.get(routes);
    if (shape === undefined) {
      shape = shapeOf(routes);
      shapes.set(routes, shape);
    }
    let answers = known.get(shape);
    if (!answers) {
      answers = boundedCache({ maxEntries: MAX_PATHS_PER_SHAPE });
      known.set(shape, answers);
    }
    const key = `${basename}\u0000${where}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const matches = matchRoutes(routes, location, basename);
      const remembered = matches?.map((m) => ({ ...m, at: pathTo(routes, m.route) }));
      // A matched route not found in the tree (never expected): answer without remembering.
      if (remembered?.some((m) => m.at === null)) return matches;
      answer = remembered ? remembered.map(({ at, params, pathname, pathnameBase }) => ({ at: at!, params, pathname, pathnameBase })) : null;
      answers.set(key, answer);
    }
    return answer
      ? answer.map(({ at, params, pathname, pathnameBase }) => ({ params: { ...params }, pathname, pathnameBase, route: routeAt(routes, at) }))
      : null;
  };
}

let installed = false;
let router: { matchRoutes: MatchRoutes } | undefined;
const remixRouter = () => (router ??= createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes });

/** Replaces @remix-run/router's exported matchRoutes, for everything that calls it, with the cached one. */
export function installRouteMatchCache(): void {
  if (installed) return;
  installed = true;
  remixRouter().matchRoutes = cachedMatchRoutes(remixRouter().matchRoutes);
}

/** Matches as Remix does, through the cache once it is installed (a tree of Remix's shape shares its answers). */
export const matchAppRoutes: MatchRoutes = (routes, location, basename) => remixRouter().matchRoutes(routes, location, basename);

/** The static handler's own match, in @remix-run/router 1.23.3's dist/router.cjs.js (query and queryRoute). */
export const STATIC_HANDLER_MATCH = "let matches = matchRoutes(dataRoutes, location, basename);";
const THROUGH_EXPORT = "let matches = exports.matchRoutes(dataRoutes, location, basename);";

/**
 * The router's source with the static handler's two local matchRoutes calls made through the module's
 * export (which installRouteMatchCache replaces), or null when the source is not the one this was
 * written for (the line is not there exactly twice): then the module loads as published.
 */
export function staticHandlerMatchingThroughExport(source: string): string | null {
  const parts = source.split(STATIC_HANDLER_MATCH);
  return parts.length === 3 ? parts.join(THROUGH_EXPORT) : null;
}

/** The file the rewrite applies to (a module URL ends with it). */
export const ROUTER_CJS_FILE = "/node_modules/@remix-run/router/dist/router.cjs.js";

/** Set by the preload once it has rewritten the router as it loaded (read by the server's start). */
export const STATIC_HANDLER_REWRITTEN = Symbol.for("marquee.staticHandlerMatchingThroughExport");

/** Whether this process's router was loaded rewritten (false: started without the preload, or another version). */
export function staticHandlerRewritten(): boolean {
  return (globalThis as Record<symbol, unknown>)[STATIC_HANDLER_REWRITTEN] === true;
}
