import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const alias = {
  "~server": fileURLToPath(new URL("./server", import.meta.url)),
  "~": fileURLToPath(new URL("./app", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  server: { port: 3000 },
  // PGlite ships its WASM beside its JS: keep it (and the native argon2 binding) out of the bundle.
  ssr: { external: ["@electric-sql/pglite", "@node-rs/argon2", "pg"] },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  plugins: [
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
});
