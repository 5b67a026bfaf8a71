// npm run bench — the discovery pages with 10,000 events and 10,000 channels: seeds a scratch database
// (scripts/bench-seed.ts: the demo plus BENCH_EVENTS published events and BENCH_CHANNELS channels from
// word lists), starts the production server on it and measures /search?search=<word>, /search?page=50,
// one /event-detail page, /home and /channels?title=<word>, each beside a static copy of the same bytes served by node:http in the same run (the
// ratio page/static is the figure), on PGlite and then on PostgreSQL (a database created for the run
// on the PostgreSQL server and dropped after). The events-search and channels API calls are measured
// too when the server has them. A benchmark to read, never a test: nothing here passes or fails on timings.
//
// Options (environment), besides those of bench:pages (BENCH_PORT, BENCH_STATIC_PORT,
// BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS, BENCH_TIMEOUT_SECONDS, BENCH_NODE_ARGS):
//   BENCH_EVENTS (default 10000), BENCH_CHANNELS (default 10000), BENCH_SEED (the generator's seed, default 1), BENCH_SEARCH (the
//   search text, default "yoga"), BENCH_DATABASES (default "pglite,postgres"), BENCH_POSTGRES_URL
//   (a PostgreSQL server's maintenance database; the scratch database is made next to it, default
//   postgres://postgres@127.0.0.1:5432/postgres), BENCH_PAGES (comma-separated, replaces the list;
//   "{detail}" stands for the seeded event's page).
// The server's own environment passes through, except that VISITOR_PAGE_CACHE_SECONDS defaults to 0
// here: the point is the database with 10,000 events, and a page shared for 10 s (the server's
// default for visitors' pages that are the same for everyone) would measure the cache instead; set
// VISITOR_PAGE_CACHE_SECONDS=10 to measure only what a visitor gets with it. After the uncached
// pages, each database's pages are measured once more as deployed, with the cache on for
// BENCH_CACHED_SECONDS (default 10; 0 skips that pass): a second table.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  BenchError,
  benchOptions,
  ensureBuild,
  loadAverage,
  measure,
  measurePage,
  resultTable,
  scratchDatabase,
  startServer,
} from "./bench-lib.mjs";

const options = benchOptions();
const pageCacheSeconds = process.env.VISITOR_PAGE_CACHE_SECONDS ?? "0";
const cachedSeconds = Number(process.env.BENCH_CACHED_SECONDS ?? 10);
const search = process.env.BENCH_SEARCH ?? "yoga";
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const pages = (
  process.env.BENCH_PAGES ??
  [
    `/search?search=${encodeURIComponent(search)}`,
    "/search?page=50",
    "{detail}",
    "/home",
    `/api/auth/events-search?search=${encodeURIComponent(search)}`,
    `/channels?title=${encodeURIComponent(search)}`,
    `/api/auth/channels?title=${encodeURIComponent(search)}`,
  ].join(",")
).split(",");

/** Runs scripts/bench-seed.ts with this environment; its last line of output is the JSON summary. */
async function seed(env) {
  const { DATABASE_URL: _ignored, ...ours } = process.env;
  const { stdout } = await promisify(execFile)("node_modules/.bin/tsx", ["scripts/bench-seed.ts"], {
    env: { ...ours, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1));
}

/** A scratch database on the PostgreSQL server: made now, dropped (connections and all) by drop(). */
function scratchPostgres() {
  return scratchDatabase(postgresUrl, `marquee_bench_${randomBytes(4).toString("hex")}`);
}

/**
 * Where a page redirects to on the same server, when it does (the event page's slug is the seed's
 * slugify; the app's canonical slug may differ); otherwise the page itself.
 */
async function canonicalPath(server, page) {
  const answer = await fetch(`${server.origin}${page}`, { redirect: "manual" });
  const location = answer.headers.get("location");
  if (answer.status < 300 || answer.status >= 400 || !location) return page;
  const target = new URL(location, server.origin);
  return target.origin === server.origin ? `${target.pathname}${target.search}` : page;
}

/** The rows the search aim is about: the search pages with text and their API calls (events-search, channels). */
function isSearch(row) {
  return ["/search?search=", "/api/auth/events-search", "/channels?title=", "/api/auth/channels?title="].some((start) => row.page.startsWith(start));
}

/** What an interrupted run must still stop and remove. */
const cleanups = new Set();
process.once("SIGINT", () => {
  console.error("Interrupted: stopping the server and dropping the scratch database.");
  void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).finally(() => process.exit(130));
});

/** Seeds one database, serves it, measures every page; a page that cannot be measured gets a row saying why. */
async function benchDatabase(driver) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-bench-"));
  const scratch = driver === "postgres" ? await scratchPostgres() : null;
  let server;
  const cleanup = async () => {
    await server?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    const env = scratch ? { DATABASE_URL: scratch.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
    const seeded = await seed(env);
    console.log(
      `${driver}: seeded ${seeded.events} events, ${seeded.channels} channels, ${seeded.hosts} hosts, ${seeded.bookings} bookings in ${seeded.seconds.toFixed(0)} s${scratch ? ` (database ${scratch.name})` : ""}`,
    );
    /** The production server on this database, visitors' pages shared for `cacheSeconds`. */
    const serve = (cacheSeconds) =>
      startServer({ port: options.port, nodeArgs: options.nodeArgs, env: { DEMO_MODE: "true", VISITOR_PAGE_CACHE_SECONDS: String(cacheSeconds), ...env } });
    /** One page's row: its figures, or why it has none. */
    const rowOf = async (page, extra = {}) => {
      try {
        return { driver, ...extra, ...(await measurePage(server, page, options)) };
      } catch (error) {
        if (!(error instanceof BenchError)) throw error;
        return { driver, ...extra, page, error: error.message.replace(`${page} `, "").replace(/\.$/, "") };
      }
    };
    server = await serve(pageCacheSeconds);
    console.log(`${new Date().toISOString()}, load average ${loadAverage()} at the start of ${driver}`);
    const rows = [];
    for (const page of pages.map((p) => (p === "{detail}" ? seeded.detailPath : p))) {
      const canonical = await canonicalPath(server, page);
      if (canonical !== page) console.log(`${page} redirects to ${canonical}: measuring that`);
      rows.push(await rowOf(canonical));
    }
    // The search alone, one request at a time: its latency without queueing behind the other nine.
    for (const row of rows.filter((r) => isSearch(r) && !r.error)) {
      const single = await measure(`${server.origin}${row.page}`, { ...options, connections: 1 }, server.cpuMs);
      Object.assign(row, { singleP95: single.p95, singleP99: single.p99, singleRps: single.rps });
    }
    // The same pages as deployed: a visitor's page shared for a few seconds (server/main.ts's default).
    if (cachedSeconds > 0 && Number(pageCacheSeconds) === 0) {
      await server.stop();
      server = await serve(cachedSeconds);
      for (const row of rows.filter((r) => !r.error && !r.page.startsWith("/api/"))) rows.push(await rowOf(row.page, { cached: true }));
    }
    console.log(`${new Date().toISOString()}, load average ${loadAverage()} at the end of ${driver}`);
    return rows;
  } catch (error) {
    if (error.serverOutput || server) console.error(`--- server output ---\n${error.serverOutput || server.output()}`);
    throw error;
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

ensureBuild();
console.log(
  `Marquee discovery benchmark: ${process.env.BENCH_EVENTS ?? 10000} events (seed ${process.env.BENCH_SEED ?? 1}), ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s per measurement, visitor page cache ${pageCacheSeconds} s, loopback, Node ${process.version}`,
);
const rows = [];
try {
  for (const driver of databases) rows.push(...(await benchDatabase(driver)));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(resultTable(rows.filter((r) => !r.cached), { firstColumns: [["database", (r) => r.driver], ["page", (r) => r.page]] }));
const cachedRows = rows.filter((r) => r.cached);
if (cachedRows.length) {
  console.log(`As deployed: a visitor's page shared for ${cachedSeconds} s (VISITOR_PAGE_CACHE_SECONDS), same pages:`);
  console.log(resultTable(cachedRows, { firstColumns: [["database", (r) => r.driver], ["page", (r) => r.page]] }));
}
const single = rows.filter((r) => r.singleP95 !== undefined);
if (single.length) {
  console.log(`Search, one connection (same ${options.seconds} s runs):`);
  console.log(
    resultTable(
      single.map((r) => ({ ...r, rps: r.singleRps, p95: r.singleP95, p99: r.singleP99 })),
      { firstColumns: [["database", (r) => r.driver], ["page", (r) => r.page]], figures: ["req/s", "p95 ms", "p99 ms"] },
    ),
  );
}
for (const r of rows.filter((row) => row.driver === "postgres" && isSearch(row) && !row.error && !row.cached)) {
  console.log(
    `Search p95 on PostgreSQL, ${r.page}: ${r.singleP95.toFixed(1)} ms one at a time, ${r.p95.toFixed(1)} ms at ${options.connections} connections (aim: under 50 ms)`,
  );
}

// The payment path: checkout contention and signed webhooks, on PostgreSQL.
if (databases.includes("postgres") && process.env.BENCH_PAYMENTS !== "0") {
  console.log("\nPayments (scripts/bench-payments.ts, PostgreSQL):");
  const { stdout } = await promisify(execFile)("node_modules/.bin/tsx", ["scripts/bench-payments.ts"], { env: process.env, maxBuffer: 16 * 1024 * 1024 });
  console.log(stdout.trim());
}
