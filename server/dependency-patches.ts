// Every place where Marquee reaches into a dependency's internals, with the exact version it was
// written for. A patch of internals is not covered by the dependency's semver: a patch release may
// rename what it replaces (then it silently stops applying) or change what it relies on (then it
// answers wrongly). So the server refuses to start when an installed version differs from the
// one pinned here; docs/upgrading.md says what to re-check before moving a pin.
//
// Each patch's code stays where it acts; this list is the one place that names them all.
// tests/unit/dependency-patches.test.ts checks that every `where` still holds its `applies`.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface DependencyPatch {
  /** What the patch is called in docs/upgrading.md and docs/performance.md. */
  name: string;
  /** The package whose internals it relies on. */
  dependency: string;
  /** The exact version of that package it was written and measured for. */
  version: string;
  /** The file that applies it, and the function (or plugin) there that does. */
  where: string;
  applies: string;
  what: string;
  /** What it buys, measured (docs/performance.md, 2026-11-26) or, when it is not about speed, what it keeps. */
  buys: string;
  /**
   * "build": it acts when the app is built, on a package the running server does not load (it may
   * not even be installed there); the server's start does not check it, the unit tests do.
   */
  at?: "build";
}

export const DEPENDENCY_PATCHES: readonly DependencyPatch[] = [
  {
    name: "matchRoutes cache",
    dependency: "@remix-run/router",
    version: "1.23.3",
    where: "server/http/route-matching.ts",
    applies: "installRouteMatchCache",
    what: "Replaces the CommonJS export matchRoutes, which Remix and react-router call at call time, with one that remembers its answer per route-tree shape and path.",
    buys: "A rendered /login costs 1.44x the server CPU without it (two servers measured in alternation; /pricing within the noise); bench:pages pairs: 2.3x and 2.4x in the first, within the noise in the second. ADR 020's profile: matching went from 28 % to 13 % of a render.",
  },
  {
    name: "Drizzle queryWithCache redaction",
    dependency: "drizzle-orm",
    version: "0.45.4",
    where: "server/db/client.ts",
    applies: "queryWithCache",
    what: "Wraps PgPreparedQuery.prototype.queryWithCache, the one method every query of both drivers runs through, so a failed query's error never carries its bound values.",
    buys: "Not speed: no log or error report can print a query's parameters (password hashes, addresses). Its cost is within the bench's noise.",
  },
  {
    name: "static handler's matching through the export",
    dependency: "@remix-run/router",
    version: "1.23.3",
    where: "server/http/route-matching.ts",
    applies: "staticHandlerMatchingThroughExport",
    what: "As dist/router.cjs.js loads (server/preload.ts, a module hook), rewrites the static handler's two local matchRoutes calls (query and queryRoute) to call the module's export, which the matchRoutes cache replaces.",
    buys: "The static handler's matching was 12-15 % of a signed-in /pricing's server CPU and 8 % of /home's (CPU profiles, docs/decisions/047-signed-in-render-cost.md).",
  },
  {
    name: "route modules kept per build",
    dependency: "@remix-run/server-runtime",
    version: "2.17.5",
    where: "server/http/route-trees.ts",
    applies: "keptEntryRouteModules",
    what: "Replaces the CommonJS export createEntryRouteModules (dist/entry.js), which the document request handler calls at call time, with one that builds the route modules by id once per build.routes, frozen.",
    buys: "With the two below, the route trees of a render were about 5 % of a signed-in /pricing's server CPU (CPU profile, docs/performance.md 2026-11-27).",
  },
  {
    name: "server routes kept per build",
    dependency: "@remix-run/react",
    version: "2.17.5",
    where: "server/http/route-trees.ts",
    applies: "keptServerRoutes",
    what: "Replaces the CommonJS export createServerRoutes (dist/routes.js), which RemixServer calls at call time, with one that builds the route objects once per manifest, route modules and future flags, frozen; its own recursive calls pass through.",
    buys: "See route modules kept per build.",
  },
  {
    name: "data routes kept per route tree",
    dependency: "@remix-run/router",
    version: "1.23.3",
    where: "server/http/route-trees.ts",
    applies: "keptDataRoutes",
    what: "Replaces the export UNSAFE_convertRoutesToDataRoutes, which react-router-dom's createStaticRouter calls at call time with an empty manifest to fill, with one that converts a route tree once per tree and mapRouteProperties, frozen, and fills the caller's manifest from the kept one.",
    buys: "See route modules kept per build.",
  },
  {
    name: "Conform's coercion on Zod Mini in the browser",
    dependency: "zod",
    version: "4.6.7",
    where: "vite.config.ts",
    applies: "browserAliases",
    at: "build",
    what: "Aliases exactly zod/v4 to zod/mini in the browser build: @conform-to/zod's coercion imports lazy, optional, pipe and transform from zod/v4, which zod/mini exports over the same core classes, so the browser never loads full Zod.",
    buys: "Full Zod kept off every public page's JavaScript, the largest cut of ADR 016 that put the login and registration pages under the 110 KB budget; tests/unit/dependency-patches.test.ts checks that Conform imports only what zod/mini exports.",
  },
  {
    name: "visitor cache's writeHead patch",
    dependency: "@remix-run/express",
    version: "2.17.5",
    where: "server/http/visitor-cache.ts",
    applies: "visitorPageCache",
    what: "Wraps the Express response's writeHead, write and end to keep a page marked as the same for every visitor, and to strip the mark from every answer; relies on the adapter setting headers with setHeader before writing the body.",
    buys: "A visitor's /home and /login: page/static ratio 0.79-1.23 with it, 0.001-0.008 without (bench:pages, cache 10 s against 0); 0.05-0.14 ms of server CPU per page instead of 5-116 ms.",
  },
  {
    name: "closeDocumentLast",
    dependency: "@remix-run/react",
    version: "2.17.5",
    where: "app/server-only/close-document.server.ts",
    applies: "closeDocumentLast",
    what: "Moves the </body></html> that React writes before Remix's streamed single-fetch data to the end of the document.",
    buys: "Not speed: valid HTML (the valid-HTML gate refuses a start tag after </html>). Its cost is within the bench's noise.",
  },
  {
    name: "withoutNulBytes",
    dependency: "react-dom",
    version: "18.3.1",
    where: "app/server-only/close-document.server.ts",
    applies: "withoutNulBytes",
    what: "Drops the zero bytes React 18.3's renderToPipeableStream can leave at the end of its write buffer before a multi-byte character, and any U+0000 from text the app did not write.",
    buys: "Not speed: valid HTML (the valid-HTML gate refuses U+0000). Its cost is within the bench's noise.",
  },
];

/** The installed version of a package, or undefined when it cannot be found. */
export type VersionReader = (dependency: string) => string | undefined;

/**
 * Reads the version from the package.json of the copy this module resolves, which is the copy the
 * patches load: from the sources (tsx, Vite, Vitest) and from the bundled build/main.js alike, since
 * node_modules is never bundled.
 */
export const installedVersion: VersionReader = (dependency) => {
  let entry: string | undefined;
  try {
    entry = createRequire(import.meta.url).resolve(dependency);
  } catch {
    try {
      entry = fileURLToPath(import.meta.resolve(dependency));
    } catch {
      return undefined;
    }
  }
  // Up from the entry file to the package's own package.json (subfolders may hold others).
  for (let dir = path.dirname(entry); ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (manifest.name === dependency) return manifest.version;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
};

export interface VersionMismatch {
  patch: DependencyPatch;
  installed: string | undefined;
}

/** The patches whose dependency is installed at another version than the one pinned. */
export function versionMismatches(read: VersionReader = installedVersion, patches = DEPENDENCY_PATCHES): VersionMismatch[] {
  return patches.flatMap((patch) => {
    const installed = read(patch.dependency);
    return installed === patch.version ? [] : [{ patch, installed }];
  });
}

export class DependencyVersionError extends Error {
  override name = "DependencyVersionError";
  constructor(readonly mismatches: VersionMismatch[]) {
    super(
      [
        "A patched dependency is not at the version its patch was written for:",
        ...mismatches.map(
          ({ patch, installed }) =>
            `  ${patch.dependency}: pinned ${patch.version}, installed ${installed ?? "(not found)"} — ${patch.name} in ${patch.where}`,
        ),
        "Re-check each patch as docs/upgrading.md says, then set the new version in server/dependency-patches.ts.",
      ].join("\n"),
    );
  }
}

/** The patches the running server relies on (those applied at build time are checked by the tests). */
export const RUNTIME_PATCHES = DEPENDENCY_PATCHES.filter((patch) => patch.at !== "build");

/** Throws, naming every package with its pinned and installed versions, unless all match. */
export function assertPatchedVersions(read: VersionReader = installedVersion, patches = RUNTIME_PATCHES): void {
  const mismatches = versionMismatches(read, patches);
  if (mismatches.length > 0) throw new DependencyVersionError(mismatches);
}
