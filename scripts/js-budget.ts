// The JavaScript budget: on the production build (`node scripts/build.mjs` first), the
// gzipped JavaScript each public page loads must stay at or under 110 KB. A page loads what Remix's
// <Scripts> preloads and imports: the client entry and its imports, then for every route of the
// page's match chain (root → routes/_site → the page) its module and its imports. Remix writes those
// lists into the server build's `assets` as the closure of the Vite manifest's static imports, so a
// chunk pulled in by any of them is counted; lazy imports (Sentry, loaded only when configured; an
// account form's schema, loaded when one of its fields first takes focus) are not, nor is third-party
// Stripe.js (served by Stripe, never part of the build). So that what is left out stays visible, each
// page's line also shows what its files can load later by dynamic import ("+ N KB later", Sentry
// aside), read from Vite's manifest (build/.vite/client-manifest.json); this never fails the check.
//
// Run: npm run check:js-budget   (exit 1 and a message naming each page over the budget)
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { pageAccess } from "../tests/support/page-access";

export const BUDGET_BYTES = 110 * 1024;

type Assets = ServerBuild["assets"];
type Routes = ServerBuild["routes"];

export interface PageWeight {
  url: string;
  routeIds: string[];
  /** Each file once, with its gzipped size. */
  files: { url: string; gzip: number }[];
  gzip: number;
}

/** Vite's client manifest: source key → output file, its static and dynamic imports (other keys). */
export type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/** Dynamic imports that load only when the deployment configures them (Sentry: SENTRY_DSN). */
const ONLY_WHEN_CONFIGURED = /^node_modules\/@sentry\//;

/**
 * The files the page's own files can load later by dynamic import (with their static imports),
 * beyond those the page has already loaded: each once, as served URLs. Sentry, loaded only when
 * SENTRY_DSN is set, is left out.
 */
export function lazyFiles(page: PageWeight, manifest: ViteManifest): string[] {
  const loaded = new Set(page.files.map((file) => file.url));
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const found = new Set<string>();
  const visit = (key: string) => {
    const url = `/${manifest[key]!.file}`;
    if (loaded.has(url) || found.has(url) || !url.endsWith(".js")) return;
    found.add(url);
    for (const next of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])]) visit(next);
  };
  for (const url of loaded) {
    const key = keyOf.get(url);
    for (const lazy of (key && manifest[key]!.dynamicImports) || []) if (!ONLY_WHEN_CONFIGURED.test(lazy)) visit(lazy);
  }
  return [...found];
}

/** The route objects of a server build as a tree, for React Router's matcher. */
function routeTree(routes: Routes, parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
}

/** The JavaScript a page at `url` loads, deduplicated, and its gzipped total. */
export function pageWeight(url: string, assets: Assets, routes: Routes, gzipSize: (file: string) => number): PageWeight {
  const matches = matchRoutes(routeTree(routes), url);
  if (!matches) throw new Error(`No route matches ${url}.`);
  const routeIds = matches.map((match) => match.route.id as string);
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (const id of routeIds) {
    const route = assets.routes[id];
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  const sized = [...files].map((file) => ({ url: file, gzip: gzipSize(file) }));
  return { url, routeIds, files: sized, gzip: sized.reduce((sum, file) => sum + file.gzip, 0) };
}

/** The sample URL of every page anyone may open (public, and anonymous: the visitors' forms). */
export function publicPages(): string[] {
  return Object.values(pageAccess)
    .filter((rule) => rule.access === "public" || rule.access === "anonymous")
    .map((rule) => rule.sample);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const serverBuild = path.resolve("build/server/index.js");
  if (!existsSync(serverBuild)) {
    console.error("No production build: run `node scripts/build.mjs` first.");
    process.exit(2);
  }
  const { assets, routes } = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  // Each file is served (and cached) on its own, so each is compressed on its own, at zlib's default level.
  const cache = new Map<string, number>();
  const gzipSize = (file: string) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join("build/client", file))).length);
    return cache.get(file)!;
  };

  const manifestFile = path.resolve("build/.vite/client-manifest.json");
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest) : null;

  const pages = publicPages().map((url) => pageWeight(url, assets, routes, gzipSize));
  const width = Math.max(...pages.map((page) => page.url.length));
  console.log(`JavaScript per public page (gzip; budget ${kb(BUDGET_BYTES)}; "later": dynamic imports, not counted)`);
  for (const page of pages) {
    const mark = page.gzip > BUDGET_BYTES ? "  OVER BUDGET" : "";
    const later = manifest ? lazyFiles(page, manifest).reduce((sum, file) => sum + gzipSize(file), 0) : 0;
    const lazy = later > 0 ? `+ ${kb(later)} later` : "";
    console.log(`  ${page.url.padEnd(width)}  ${kb(page.gzip).padStart(9)}  ${lazy.padEnd(16)}  ${page.routeIds.join(" → ")}${mark}`);
  }

  const over = pages.filter((page) => page.gzip > BUDGET_BYTES);
  if (over.length > 0) {
    console.error(`\nJavaScript budget exceeded: ${over.length} public page(s) load more than ${kb(BUDGET_BYTES)} gzip (${over.map((page) => `${page.url} by ${page.gzip - BUDGET_BYTES} bytes`).join(", ")}).`);
    for (const page of over) {
      const largest = [...page.files].sort((a, b) => b.gzip - a.gzip).slice(0, 4);
      console.error(`  ${page.url}: ${kb(page.gzip)} (${kb(page.gzip - BUDGET_BYTES)} over); largest files:`);
      for (const file of largest) console.error(`    ${kb(file.gzip).padStart(9)}  ${file.url}`);
    }
    process.exit(1);
  }
  console.log(`\nEvery public page is within ${kb(BUDGET_BYTES)} gzip.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
