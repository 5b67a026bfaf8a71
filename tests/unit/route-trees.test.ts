// The route trees kept per build (server/http/route-trees.ts): each answers as the function it
// replaces, builds once per what it is built from, is frozen, and passes through calls it cannot key.
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { besideEntry, freezeTree, identityMemo, installRouteTreeCache, keptDataRoutes, keptEntryRouteModules, keptServerRoutes } from "~server/http/route-trees";

const require = createRequire(import.meta.url);
type Fn = (...args: never[]) => unknown;
const entry = require(besideEntry("@remix-run/server-runtime", "entry.js")) as { createEntryRouteModules: Fn };
const remixRoutes = require(besideEntry("@remix-run/react", "routes.js")) as { createServerRoutes: Fn };
const router = require("@remix-run/router") as { UNSAFE_convertRoutesToDataRoutes: Fn };
const { UNSAFE_mapRouteProperties: mapRouteProperties } = require("react-router") as { UNSAFE_mapRouteProperties: object };
const { createStaticRouter } = require("react-router-dom/server") as { createStaticRouter: (routes: unknown, context: unknown) => { routes: unknown } };

// The originals, before any test installs the cache.
const original = {
  modules: entry.createEntryRouteModules as (manifest: object) => Record<string, unknown>,
  serverRoutes: remixRoutes.createServerRoutes as Parameters<typeof keptServerRoutes>[0],
  dataRoutes: router.UNSAFE_convertRoutesToDataRoutes as Parameters<typeof keptDataRoutes>[0],
};

/** A build's routes as Remix has them: root, a layout, and pages under it. */
function build() {
  const page = () => null;
  const routes = {
    root: { id: "root", path: "", module: { default: page } },
    "routes/_site": { id: "routes/_site", parentId: "root", module: { default: page } },
    "routes/home": { id: "routes/home", parentId: "routes/_site", path: "home", module: { default: page, handle: { name: "home" } } },
    "routes/search": { id: "routes/search", parentId: "routes/_site", path: "search", module: { default: page } },
  };
  const manifest = Object.fromEntries(Object.values(routes).map(({ module: _, ...route }) => [route.id, { ...route, hasLoader: route.id !== "routes/_site" }]));
  return { routes, manifest, future: { v3_singleFetch: true } };
}

describe("identityMemo", () => {
  it("builds once per combination of objects, by identity", () => {
    const make = vi.fn((a: object, b: object) => ({ a, b }));
    const kept = identityMemo(make);
    const [x, y] = [{}, {}];
    expect(kept(x, y)).toBe(kept(x, y));
    expect(kept(y, x)).not.toBe(kept(x, y));
    expect(kept({}, y)).not.toBe(kept(x, y));
    expect(make).toHaveBeenCalledTimes(3);
  });
});

describe("the kept route trees", () => {
  it("give the route modules by id as createEntryRouteModules does, once per build, frozen", () => {
    const { routes } = build();
    const kept = keptEntryRouteModules(original.modules);
    expect(kept(routes)).toEqual(original.modules(routes));
    expect(kept(routes)).toBe(kept(routes));
    expect(Object.isFrozen(kept(routes))).toBe(true);
    expect(kept(build().routes)).not.toBe(kept(routes));
  });

  it("give the server routes as createServerRoutes does, once per manifest, modules and flags; recursive calls pass through", () => {
    const { routes, manifest, future } = build();
    const modules = original.modules(routes);
    const create = vi.fn(original.serverRoutes);
    const kept = keptServerRoutes(create);
    const tree = kept(manifest, modules, future, false);
    expect(JSON.stringify(tree)).toBe(JSON.stringify(original.serverRoutes(manifest, modules, future, false)));
    expect(kept(manifest, modules, future, false)).toBe(tree);
    expect(kept(manifest, modules, future, true)).not.toBe(tree);
    expect(kept(manifest, original.modules(routes), future, false)).not.toBe(tree);
    expect(create).toHaveBeenCalledTimes(3);
    kept(manifest, modules, future, false, "root");
    expect(create).toHaveBeenCalledTimes(4);
    // Frozen all the way down: a render that wrote to a route would throw, not reach the next page.
    expect(() => {
      (tree[0]!.children![0] as { id: string }).id = "changed";
    }).toThrow(TypeError);
  });

  it("give the data routes as UNSAFE_convertRoutesToDataRoutes does, once per tree, filling the caller's manifest", () => {
    const { routes, manifest, future } = build();
    const tree = original.serverRoutes(manifest, original.modules(routes), future, false);
    const convert = vi.fn(original.dataRoutes);
    const kept = keptDataRoutes(convert);
    const fresh: Record<string, unknown> = {};
    const expected = original.dataRoutes(tree, mapRouteProperties, undefined, fresh);
    const filled: Record<string, unknown> = {};
    const dataRoutes = kept(tree, mapRouteProperties, undefined, filled);
    expect(JSON.stringify(dataRoutes)).toBe(JSON.stringify(expected));
    expect(Object.keys(filled).sort()).toEqual(Object.keys(fresh).sort());
    expect(filled["routes/home"]).toBe(dataRoutes[0]!.children![0]!.children![0]);
    const again: Record<string, unknown> = {};
    expect(kept(tree, mapRouteProperties, undefined, again)).toBe(dataRoutes);
    expect(again).toEqual(filled);
    expect(convert).toHaveBeenCalledTimes(1);
    // A manifest that is not empty, or a subtree's path, is not the kept call: it passes through.
    kept(tree, mapRouteProperties, undefined, { other: {} });
    kept(tree, mapRouteProperties, ["0"], {});
    expect(convert).toHaveBeenCalledTimes(3);
  });

  it("freezes a tree's routes and children arrays, not what they point to", () => {
    const module = { default: () => null };
    const routes = [{ id: "a", module, children: [{ id: "b" }] }];
    const [route] = freezeTree(routes);
    expect(Object.isFrozen(route) && Object.isFrozen(route!.children) && Object.isFrozen(route!.children![0])).toBe(true);
    expect(Object.isFrozen(module)).toBe(false);
  });
});

describe("installRouteTreeCache", () => {
  it("puts the kept trees behind the exports Remix and react-router call, so a static router's routes are built once", () => {
    try {
      installRouteTreeCache();
      expect(entry.createEntryRouteModules).not.toBe(original.modules);
      expect(remixRoutes.createServerRoutes).not.toBe(original.serverRoutes);
      expect(router.UNSAFE_convertRoutesToDataRoutes).not.toBe(original.dataRoutes);
      const { routes, manifest, future } = build();
      const modules = (entry.createEntryRouteModules as typeof original.modules)(routes);
      const tree = (remixRoutes.createServerRoutes as typeof original.serverRoutes)(manifest, modules, future, false);
      const context = { matches: [], location: { pathname: "/home" }, basename: "/", loaderData: {}, actionData: null, errors: null };
      expect(createStaticRouter(tree, context).routes).toBe(createStaticRouter(tree, context).routes);
    } finally {
      entry.createEntryRouteModules = original.modules;
      remixRoutes.createServerRoutes = original.serverRoutes;
      router.UNSAFE_convertRoutesToDataRoutes = original.dataRoutes;
    }
  });
});
