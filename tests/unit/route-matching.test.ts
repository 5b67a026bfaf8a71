// The route-match cache (server/http/route-matching.ts) answers exactly as @remix-run/router's
// matchRoutes does, for the real route map, with the route objects of the tree it is asked about.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { matchRoutes as routerMatchRoutes } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import routeConfig from "~/routes";
import { pageAccess } from "~tests/support/page-access";
import {
  cachedMatchRoutes,
  installRouteMatchCache,
  MAX_PATHS_PER_SHAPE,
  ROUTER_CJS_FILE,
  STATIC_HANDLER_MATCH,
  staticHandlerMatchingThroughExport,
  type MatchableRoute,
  type MatchRoutes,
  type RouteMatch,
} from "~server/http/route-matching";

/** The real one, typed for any route objects (its own types forbid index routes with children). */
const matchRoutes = routerMatchRoutes as unknown as MatchRoutes;

interface TestRoute extends MatchableRoute {
  id: string;
  children?: TestRoute[];
  /** Which copy of the tree the object belongs to. */
  copy: number;
}

/** The route tree Remix builds from app/routes.ts (root around everything), as a fresh copy. */
function tree(copy: number, extra: RouteConfigEntry[] = []): TestRoute[] {
  const convert = (entries: RouteConfigEntry[]): TestRoute[] =>
    entries.map((entry) => ({
      id: entry.id ?? entry.file.replace(/\.tsx?$/, ""),
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      copy,
      ...(entry.children ? { children: convert(entry.children) } : {}),
    }));
  return [{ id: "root", path: "", copy, children: convert([...routeConfig, ...extra]) }];
}

const samples = [
  ...Object.values(pageAccess).map((rule) => rule.sample),
  "/",
  "/Why-Marquee",
  "/why-marquee",
  "/PRICING",
  "/event-create",
  "/event-create/7",
  "/chan-event-create/l/1",
  "/api/auth/events/1/x",
  "/no/such/page",
  "/pricing/",
  "/caf%C3%A9",
  "/reviews",
];

const ids = (matches: RouteMatch[] | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

describe("cachedMatchRoutes", () => {
  it("answers as matchRoutes does for every sample URL of the route map, asked twice", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    const routes = tree(0);
    for (const round of [1, 2]) {
      for (const path of samples) {
        expect(ids(cached(routes, path)), `${path} (round ${round})`).toEqual(ids(matchRoutes(routes, path)));
      }
    }
  });

  it("asks matchRoutes once per shape and path, and hands back the objects of the tree it was given", () => {
    const spy = vi.fn(matchRoutes) as unknown as MatchRoutes & ReturnType<typeof vi.fn>;
    const cached = cachedMatchRoutes(spy);
    const first = cached(tree(1), "/pricing");
    const fresh = tree(2);
    const second = cached(fresh, "/pricing");
    expect(spy).toHaveBeenCalledTimes(1);
    expect(ids(second)).toEqual(ids(first));
    expect(second?.every((m) => (m.route as TestRoute).copy === 2)).toBe(true);
    expect(second?.[second.length - 1]?.route).toBe(fresh[0]!.children!.find((r) => r.children)!.children!.find((r) => r.id === "routes/pricing"));
    cached(fresh, { pathname: "/pricing" });
    expect(spy).toHaveBeenCalledTimes(1);
    cached(fresh, "/pricing", "/base");
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("gives each caller its own params, so one cannot change another's", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    const first = cached(tree(0), "/reviews/1");
    first![first!.length - 1]!.params.id = "changed";
    const second = cached(tree(0), "/reviews/1");
    expect(second![second!.length - 1]!.params.id).toBe("1");
  });

  it("tells trees of different shapes apart", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    expect(ids(cached(tree(0), "/brand-new"))?.at(-1)?.id).toBe("routes/not-found");
    const grown = tree(0, [{ path: "brand-new", file: "routes/brand-new.tsx" }]);
    expect(ids(cached(grown, "/brand-new"))?.at(-1)?.id).toBe("routes/brand-new");
  });

  it("forgets the least recently matched paths past its limit", () => {
    const spy = vi.fn(matchRoutes) as unknown as MatchRoutes & ReturnType<typeof vi.fn>;
    const cached = cachedMatchRoutes(spy);
    const routes = tree(0);
    for (let i = 0; i < MAX_PATHS_PER_SHAPE; i++) cached(routes, `/reviews/${i}`);
    // Matched again, the first path is kept when a new one needs room: the second one goes.
    cached(routes, "/reviews/0");
    cached(routes, `/reviews/${MAX_PATHS_PER_SHAPE}`);
    expect(spy).toHaveBeenCalledTimes(MAX_PATHS_PER_SHAPE + 1);
    cached(routes, "/reviews/0");
    cached(routes, `/reviews/${MAX_PATHS_PER_SHAPE}`);
    expect(spy).toHaveBeenCalledTimes(MAX_PATHS_PER_SHAPE + 1);
    cached(routes, "/reviews/1");
    expect(spy).toHaveBeenCalledTimes(MAX_PATHS_PER_SHAPE + 2);
  });
});

describe("installRouteMatchCache", () => {
  it("puts the cache behind the matchRoutes that Remix and react-router call", () => {
    const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes };
    const original = router.matchRoutes;
    try {
      installRouteMatchCache();
      expect(router.matchRoutes).not.toBe(original);
      const routes = tree(0);
      expect(ids(router.matchRoutes(routes, "/channel-detail/1/demo"))).toEqual(ids(original(routes, "/channel-detail/1/demo")));
    } finally {
      router.matchRoutes = original;
    }
  });
});

describe("staticHandlerMatchingThroughExport", () => {
  const file = createRequire(import.meta.url).resolve("@remix-run/router/dist/router.cjs.js");
  const published = readFileSync(file, "utf8");

  /** The installed router, loaded from `source` as a CommonJS module of its own. */
  function load(source: string) {
    const module = { exports: {} as Record<string, unknown> };
    new Function("exports", "require", "module", "__filename", "__dirname", source)(module.exports, createRequire(file), module, file, path.dirname(file));
    return module.exports as { matchRoutes: MatchRoutes; createStaticHandler: (routes: object[]) => { query(request: Request): Promise<unknown> } };
  }

  const routes = [
    { id: "root", path: "/", loader: () => "root", children: [{ id: "page", path: "page/:id", loader: ({ params }: { params: { id: string } }) => params.id }] },
  ];

  it("applies to the installed version: the static handler's query and queryRoute match through the export", async () => {
    expect(file.replaceAll("\\", "/")).toMatch(new RegExp(`${ROUTER_CJS_FILE.replaceAll("/", "\\/")}$`));
    const rewritten = staticHandlerMatchingThroughExport(published);
    expect(rewritten).not.toBeNull();
    const router = load(rewritten!);
    const asked: string[] = [];
    const original = router.matchRoutes;
    router.matchRoutes = (tree, location, basename) => {
      asked.push(typeof location === "string" ? location : location.pathname!);
      return original(tree, location, basename);
    };
    const handler = router.createStaticHandler(routes);
    const context = (await handler.query(new Request("http://x/page/7"))) as { loaderData: Record<string, unknown>; matches: { route: { id: string } }[] };
    expect(asked).toEqual(["/page/7"]);
    expect(context.loaderData).toEqual({ root: "root", page: "7" });
    expect(context.matches.map((m) => m.route.id)).toEqual(["root", "page"]);
  });

  it("leaves the published router alone, which matches without the export", async () => {
    const router = load(published);
    let asked = 0;
    const original = router.matchRoutes;
    router.matchRoutes = (...args) => {
      asked++;
      return original(...args);
    };
    const context = (await router.createStaticHandler(routes).query(new Request("http://x/page/7"))) as { loaderData: Record<string, unknown> };
    expect(context.loaderData).toEqual({ root: "root", page: "7" });
    expect(asked).toBe(0);
  });

  it("gives up (the module loads as published) on a source where the line is not there exactly twice", () => {
    expect(staticHandlerMatchingThroughExport(published.replace(STATIC_HANDLER_MATCH, "let matches = null;"))).toBeNull();
    expect(staticHandlerMatchingThroughExport(`${published}\n${STATIC_HANDLER_MATCH}`)).toBeNull();
  });
});
