// Builds the app (Remix + Vite), bundles the web server and the release command's migrator, and prints the JavaScript each route ships.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";

const run = (bin, args) => execFileSync(path.resolve("node_modules/.bin", bin), args, { stdio: "inherit" });

run("remix", ["vite:build", "--logLevel", "warn"]);

// The chunks' names change with their content: an earlier build's would stay beside the new ones.
for (const file of readdirSync("build")) if (file.endsWith(".js")) rmSync(path.join("build", file));

await esbuild({
  // build/main.js, the server (server/start.ts: the web server, or the primary of its workers);
  // build/migrate.js, fly.toml's release command; build/preload.js, what instrument.server.mjs loads
  // before the server (server/preload.ts). Split: the web server is a chunk main.js imports only in a
  // process that serves, and what the entries share is in shared chunks.
  entryPoints: { main: "server/start.ts", migrate: "server/db/migrate.ts", preload: "server/preload.ts" },
  outdir: "build",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
});

// What each route ships: its own module and the chunks it imports, beyond the entry every page loads.
const { assets } = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
const sizeOf = (url) => {
  const file = path.join("build/client", url);
  return { raw: statSync(file).size, gzip: gzipSync(readFileSync(file)).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const entryFiles = new Set([assets.entry.module, ...assets.entry.imports]);
const entry = [...entryFiles].map(sizeOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });

const rows = Object.values(assets.routes).map((route) => {
  const files = new Set([route.module, ...(route.imports ?? [])].filter((f) => f && !entryFiles.has(f)));
  const own = [...files].map(sizeOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return { id: route.id, path: route.path ?? (route.index ? "(index)" : ""), own };
});

console.log(`\nJavaScript per route (gzip; every page also loads the shared entry: ${kb(entry.gzip)} gzip, ${kb(entry.raw)} raw)`);
const width = Math.max(...rows.map((r) => r.id.length));
for (const row of rows.sort((a, b) => a.id.localeCompare(b.id))) {
  console.log(`  ${row.id.padEnd(width)}  ${kb(row.own.gzip).padStart(9)}  (${kb(row.own.raw)} raw)`);
}
