// The JavaScript budget's arithmetic (scripts/js-budget.ts) on a made-up build: what a page loads
// (the entry and each matched route's module and imports, each file once) and what it can load later.
import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { lazyFiles, pageWeight, type ViteManifest } from "../../scripts/js-budget";

const route = (id: string, parentId: string | undefined, path?: string, index = false) => ({ id, parentId, path, index, module: {} });
const routes = {
  root: route("root", undefined, ""),
  "routes/_site": route("routes/_site", "root"),
  "routes/login": route("routes/login", "routes/_site", "login"),
  "routes/home": route("routes/home", "routes/_site", "home"),
} as unknown as ServerBuild["routes"];
const assets = {
  entry: { module: "/assets/entry.js", imports: ["/assets/vendor.js"] },
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/vendor.js"] },
    "routes/_site": { module: "/assets/site.js", imports: [] },
    "routes/login": { module: "/assets/login.js", imports: ["/assets/vendor.js", "/assets/form.js"] },
    "routes/home": { module: "/assets/home.js", imports: [] },
  },
} as unknown as ServerBuild["assets"];
const sizes: Record<string, number> = {
  "/assets/entry.js": 3,
  "/assets/vendor.js": 80,
  "/assets/root.js": 5,
  "/assets/site.js": 1,
  "/assets/login.js": 2,
  "/assets/form.js": 10,
  "/assets/home.js": 1,
};
const size = (file: string) => sizes[file]!;

describe("the JavaScript budget", () => {
  it("counts the entry and every route of the page's match chain, each file once", () => {
    const login = pageWeight("/login", assets, routes, size);
    expect(login.routeIds).toEqual(["root", "routes/_site", "routes/login"]);
    expect(login.gzip).toBe(3 + 80 + 5 + 1 + 2 + 10);
    expect(pageWeight("/home", assets, routes, size).gzip).toBe(3 + 80 + 5 + 1 + 1);
    expect(() => pageWeight("/nowhere/else", assets, routes, size)).toThrow("No route matches /nowhere/else.");
  });

  it("lists what a page can load later by dynamic import, Sentry aside, not counting it", () => {
    const manifest: ViteManifest = {
      "app/entry.client.tsx": { file: "assets/entry.js", imports: ["_vendor.js"], dynamicImports: ["node_modules/@sentry/remix/index.js"] },
      "_vendor.js": { file: "assets/vendor.js" },
      "node_modules/@sentry/remix/index.js": { file: "assets/sentry.js" },
      "app/routes/login.tsx?__remix-build-client-route": { file: "assets/login.js", imports: ["_form.js"], dynamicImports: ["shared/schemas/account.ts"] },
      "_form.js": { file: "assets/form.js", imports: ["_vendor.js"], dynamicImports: ["node_modules/@conform-to/zod/index.mjs"] },
      "shared/schemas/account.ts": { file: "assets/account.js", imports: ["_zod.js", "_vendor.js"] },
      "_zod.js": { file: "assets/zod.js" },
      "node_modules/@conform-to/zod/index.mjs": { file: "assets/conform-zod.js", imports: ["_zod.js", "_form.js"] },
      "app/tailwind.css": { file: "assets/tailwind.css" },
    };
    const login = pageWeight("/login", assets, routes, size);
    expect(lazyFiles(login, manifest).sort()).toEqual(["/assets/account.js", "/assets/conform-zod.js", "/assets/zod.js"]);
    expect(lazyFiles(pageWeight("/home", assets, routes, size), manifest)).toEqual([]);
  });
});
