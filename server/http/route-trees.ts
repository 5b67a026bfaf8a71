// The route trees of a page render, built once per build instead of on every page.
//
// For every page Remix builds, from the build's routes, three things that are the same every time:
// the route modules by id (@remix-run/server-runtime's createEntryRouteModules), the route objects
// React renders (@remix-run/react's createServerRoutes, in RemixServer) and react-router's data
// routes (react-router-dom's createStaticRouter, through @remix-run/router's
// UNSAFE_convertRoutesToDataRoutes). With the ~100 routes of app/routes.ts that was about 5 % of a
// signed-in /pricing's server CPU, and a fresh tree also cost the route match cache a walk of the
// whole tree to find its shape (route-matching.ts).
//
// Each of the three is called through its module's CommonJS exports at call time, so replacing the
// three exports once at start (installRouteTreeCache, before the app loads) keeps one copy of each
// per build, by the identity of what it was built from. Every kept object is frozen: a render that
// wrote to one would throw (strict mode) instead of reaching the next viewer's page.
import { createRequire } from "node:module";
import path from "node:path";

/** Two or more objects as one key, by identity (a WeakMap per position: nothing is held alive). */
export function identityMemo<K extends object[], V>(build: (...keys: K) => V): (...keys: K) => V {
  const root = new WeakMap<object, unknown>();
  return (...keys: K) => {
    let level = root;
    for (const key of keys.slice(0, -1)) {
      let next = level.get(key) as WeakMap<object, unknown> | undefined;
      if (!next) {
        next = new WeakMap();
        level.set(key, next);
      }
      level = next;
    }
    const last = keys[keys.length - 1]!;
    if (level.has(last)) return level.get(last) as V;
    const value = build(...keys);
    level.set(last, value);
    return value;
  };
}

interface RouteObject {
  id?: string;
  children?: RouteObject[];
}

/** Freezes each route object of a tree and its children arrays (not what they point to: modules, components). */
export function freezeTree<R extends RouteObject>(routes: R[]): R[] {
  for (const route of routes) {
    if (route.children) freezeTree(route.children);
    Object.freeze(route);
  }
  return Object.freeze(routes) as R[];
}

type EntryRouteModules = (manifest: object) => Record<string, unknown>;
type ServerRoutes = (manifest: object, routeModules: object, future: object, isSpaMode: boolean, ...more: unknown[]) => RouteObject[];
type DataRoutes = (routes: RouteObject[], mapRouteProperties: object, parentPath?: string[], manifest?: Record<string, unknown>) => RouteObject[];

/** createEntryRouteModules, kept per build.routes. */
export function keptEntryRouteModules(create: EntryRouteModules): EntryRouteModules {
  return identityMemo((manifest: object) => Object.freeze(create(manifest)));
}

/** createServerRoutes, kept per manifest, route modules and future flags; its own recursive calls (more arguments) pass through. */
export function keptServerRoutes(create: ServerRoutes): ServerRoutes {
  const byMode = [false, true].map((isSpaMode) => identityMemo((manifest: object, routeModules: object, future: object) => freezeTree(create(manifest, routeModules, future, isSpaMode))));
  return (manifest, routeModules, future, isSpaMode, ...more) =>
    more.length > 0 || !isObject(manifest) || !isObject(routeModules) || !isObject(future)
      ? create(manifest, routeModules, future, isSpaMode, ...more)
      : byMode[isSpaMode ? 1 : 0]!(manifest, routeModules, future);
}

/**
 * UNSAFE_convertRoutesToDataRoutes, kept per route tree and mapRouteProperties: a caller that hands
 * an empty manifest to be filled (createStaticRouter does) gets it filled with the kept routes.
 */
export function keptDataRoutes(convert: DataRoutes): DataRoutes {
  const kept = identityMemo((routes: RouteObject[], mapRouteProperties: object) => {
    const manifest: Record<string, unknown> = {};
    const dataRoutes = freezeTree(convert(routes, mapRouteProperties, undefined, manifest));
    return { dataRoutes, manifest: Object.freeze(manifest) };
  });
  return (routes, mapRouteProperties, parentPath, manifest) => {
    if (parentPath !== undefined || !Array.isArray(routes) || !isObject(mapRouteProperties) || (manifest && Object.keys(manifest).length > 0)) {
      return convert(routes, mapRouteProperties, parentPath, manifest);
    }
    const found = kept(routes, mapRouteProperties);
    if (manifest) Object.assign(manifest, found.manifest);
    return found.dataRoutes;
  };
}

const isObject = (value: unknown): value is object => (typeof value === "object" || typeof value === "function") && value !== null;

const requireHere = createRequire(import.meta.url);

/**
 * A file beside a package's entry, in the copy the server loads: neither @remix-run package
 * restricts its files (no "exports"), so its CommonJS modules can be required by path.
 */
export const besideEntry = (dependency: string, file: string): string => path.join(path.dirname(requireHere.resolve(dependency)), file);

let installed = false;

/** Replaces the three exports, in the copies the server loads, with the kept ones. */
export function installRouteTreeCache(): void {
  if (installed) return;
  installed = true;
  const entry = requireHere(besideEntry("@remix-run/server-runtime", "entry.js")) as { createEntryRouteModules: EntryRouteModules };
  const routes = requireHere(besideEntry("@remix-run/react", "routes.js")) as { createServerRoutes: ServerRoutes };
  const router = requireHere("@remix-run/router") as { UNSAFE_convertRoutesToDataRoutes: DataRoutes };
  entry.createEntryRouteModules = keptEntryRouteModules(entry.createEntryRouteModules);
  routes.createServerRoutes = keptServerRoutes(routes.createServerRoutes);
  router.UNSAFE_convertRoutesToDataRoutes = keptDataRoutes(router.UNSAFE_convertRoutesToDataRoutes);
}
