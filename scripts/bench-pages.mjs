// npm run bench:pages — how fast the production server renders /home, /login and /pricing, each
// measured beside a static copy of the same bytes served by node:http in the same run. The machine's
// speed (and whoever else uses it) moves both figures; the ratio page/static is what we compare.
// A benchmark to read, never a test: nothing here passes or fails on timings. The harness is shared
// with npm run bench (scripts/bench-lib.mjs).
//
// Options (environment): BENCH_PORT (server, default 3100), BENCH_STATIC_PORT (default: any free
// port), BENCH_SECONDS (per measurement, default 10), BENCH_WARMUP_SECONDS (default 2),
// BENCH_CONNECTIONS (default 10), BENCH_TIMEOUT_SECONDS (one request's limit, default 30), BENCH_PAGES (comma-separated, default /home,/login,/pricing),
// BENCH_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
// The server's own environment passes through: VISITOR_PAGE_CACHE_SECONDS=0 measures rendering
// every request (by default visitors' pages that are the same for everyone are shared for 10 s).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchOptions, ensureBuild, loadAverage, measurePage, resultTable, startServer } from "./bench-lib.mjs";

const options = benchOptions();
const pages = (process.env.BENCH_PAGES ?? "/home,/login,/pricing").split(",");

ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-bench-"));
let server;
try {
  server = await startServer({
    port: options.port,
    nodeArgs: options.nodeArgs,
    env: { DEMO_MODE: "true", DATA_DIR: dataDir },
  });
  process.once("SIGINT", () => void server.stop().finally(() => process.exit(130)));
  console.log(
    `Marquee page benchmark: ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s per measurement, loopback, Node ${process.version}`,
  );
  // The machine may be shared: its load says how far to trust the absolute figures (the ratio absorbs some).
  console.log(`${new Date().toISOString()}, load average ${loadAverage()} at the start`);
  const rows = [];
  for (const page of pages) rows.push(await measurePage(server, page, options));
  await server.stop();
  console.log(`${new Date().toISOString()}, load average ${loadAverage()} at the end`);
  console.log(resultTable(rows));
} catch (error) {
  console.error(error.message);
  if (error.serverOutput ?? server) console.error(`--- server output ---\n${error.serverOutput || server.output()}`);
  await server?.stop();
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
