import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";

type RollupLog = Rollup.RollupLog;

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const alias = {
  "~server": fileURLToPath(new URL("./server", import.meta.url)),
  "~shared": fileURLToPath(new URL("./shared", import.meta.url)),
  "~": fileURLToPath(new URL("./app", import.meta.url)),
};

// A patch of a dependency (server/dependency-patches.ts, "Conform's coercion on Zod Mini in the browser").
const browserAliases = [{ find: /^zod\/v4$/, replacement: "zod/mini" }];

/**
 * Two notices every build printed that say nothing about this code, dropped here so a real warning
 * stands out: Zod 4 puts `@__PURE__` comments where Rollup cannot use them (Rollup removes the
 * comment, the code is unchanged; it is the package's source, not ours), and Remix gives every route
 * a browser chunk, empty for a resource route (a loader or action with no component: api, healthz,
 * sitemap…). Everything else goes to Vite's handler as before.
 */
function quietKnownNotices(warning: RollupLog, warn: (warning: RollupLog) => void) {
  if (warning.code === "INVALID_ANNOTATION" && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? "")) return;
  if (warning.code === "EMPTY_BUNDLE") return;
  warn(warning);
}

/**
 * Each licence notice once per browser file. Terser keeps a package's licence comment wherever the
 * bundler inlined one of its modules: the shared vendor chunk carried eleven identical copies of
 * @remix-run/react's. The first copy in a file stays, so every file still names every licence of
 * what it holds; the repeats go (about a tenth of a kilobyte gzip on every page).
 */
const licenceNoticesOnce: Plugin = {
  name: "licence-notices-once",
  apply: "build",
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== "chunk") continue;
      const seen = new Set<string>();
      file.code = file.code.replace(/\/\*\*?\n(?: \*[^\n]*\n)*? \* @license[^\n]*\n \*\/\n?/g, (notice) => {
        if (seen.has(notice)) return "";
        seen.add(notice);
        return notice;
      });
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // In the browser, @conform-to/zod's form coercion builds its wrappers with zod/mini's pipe,
  // transform, optional and lazy (the same core schemas) rather than full Zod's, which would add
  // about 20 KB gzip to every form page. The server keeps the package as published (it is external
  // there); both give the same results (docs/decisions/016-javascript-budget.md).
  resolve: { alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...browserAliases] },
  server: { port: 3000 },
  build: {
    // Vite's manifest, kept by Remix as build/.vite/client-manifest.json (outside what is served):
    // scripts/js-budget.ts reads it to show what each page loads later, by dynamic import.
    manifest: true,
    // The browser's code minified by Terser in two passes rather than esbuild: about 3.5 KB gzip less
    // on every page (the React and Remix vendor chunk most), for about 20 s more CPU per build. The
    // server build stays unminified (readable stack traces).
    ...(isSsrBuild ? {} : { minify: "terser" as const, terserOptions: { module: true, compress: { passes: 2 } } }),
    rollupOptions: { onwarn: quietKnownNotices },
  },
  // PGlite ships its WASM beside its JS: keep it (and the native argon2 binding) out of the bundle.
  ssr: { external: ["@electric-sql/pglite", "@node-rs/argon2", "pg"] },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  plugins: [
    licenceNoticesOnce,
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
}));
