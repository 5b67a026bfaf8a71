// npm run bench:pages — how fast the production server renders /home, /login and /pricing, each
// measured beside a static copy of the same bytes served by node:http in the same run, for a visitor
// and for a signed-in demo attendee. The machine's speed (and whoever else uses it) moves every
// figure; the ratios are what we compare: page/static, and signed-in ÷ visitor for the same page in
// the same run. A benchmark to read, never a test: nothing here passes or fails on timings. The
// harness is shared with npm run bench (scripts/bench-lib.mjs).
//
// Options (environment): BENCH_PORT (server, default 3100), BENCH_STATIC_PORT (default: any free
// port), BENCH_SECONDS (per measurement, default 10), BENCH_WARMUP_SECONDS (default 2),
// BENCH_CONNECTIONS (default 10), BENCH_TIMEOUT_SECONDS (one request's limit, default 30), BENCH_PAGES (comma-separated, default /home,/login,/pricing),
// BENCH_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
// BENCH_SIGNED_IN (the demo account whose cookie the signed-in rows carry: attendee, host or admin;
// default attendee; "none" measures visitors only), BENCH_STATIC (0 skips the static copies),
// BENCH_DATABASE_URL (a PostgreSQL server's maintenance database, e.g.
// postgres://postgres@127.0.0.1:5432/postgres: the server then runs on a scratch database made next to
// it, named BENCH_DATABASE_PREFIX (default marquee_bench_pages_) + this process's id, seeded with the
// demo and dropped after; unset: the embedded PGlite on a fresh DATA_DIR), BENCH_VARIANTS (server
// environments measured one after the other on the same data, separated by ";", each a list of
// NAME=value, e.g. "SIGNED_IN_DATA_CACHE_SECONDS=10;SIGNED_IN_DATA_CACHE_SECONDS=0": a change and its
// absence in one run). A page a visitor is sent away from (a private page) has only its signed-in row.
// The server's own environment passes through: VISITOR_PAGE_CACHE_SECONDS=0 measures rendering
// every request (by default visitors' pages that are the same for everyone are shared for 10 s).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { BenchError, benchOptions, ensureBuild, loadAverage, measure, measurePage, resultTable, scratchDatabase, startServer } from "./bench-lib.mjs";

const options = benchOptions();
const pages = (process.env.BENCH_PAGES ?? "/home,/login,/pricing").split(",");
const account = process.env.BENCH_SIGNED_IN ?? "attendee";
const withStatic = process.env.BENCH_STATIC !== "0";
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "";
const variants = (process.env.BENCH_VARIANTS ?? "").split(";").map((text) => ({
  label: text.trim(),
  env: Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  ),
}));

/** The demo's logins (server/seed/logins.ts; the demo's password is published in the README). */
const DEMO_LOGINS = { attendee: "attendee@marquee.test", host: "host@marquee.test", admin: "admin@marquee.test" };
const DEMO_PASSWORD = "Marquee-demo-1";

/** The demo data into that database (npm run seed; --force: it is not the embedded demo database). */
async function seedDemo(databaseUrl, dataDir) {
  await promisify(execFile)("node_modules/.bin/tsx", ["scripts/seed.ts", "--force"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Logs the demo account in through the login form, as a browser would; its session cookie. */
async function signIn(server, who) {
  const email = DEMO_LOGINS[who];
  if (!email) throw new BenchError(`BENCH_SIGNED_IN: no demo account "${who}" (attendee, host, admin or none).`);
  const answer = await fetch(`${server.origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (answer.status !== 302 || !cookie) throw new BenchError(`Logging in as ${email} answered ${answer.status} without a session.`);
  return cookie;
}

/** Where a page redirects this viewer on the same server (an event page's canonical slug); otherwise the page. */
async function canonicalPath(server, page, headers) {
  const answer = await fetch(`${server.origin}${page}`, { redirect: "manual", headers });
  const location = answer.headers.get("location");
  if (answer.status < 300 || answer.status >= 400 || !location) return page;
  const target = new URL(location, server.origin);
  return target.origin === server.origin && !target.pathname.startsWith("/login") ? `${target.pathname}${target.search}` : page;
}

/** One row: the page measured for one viewer, or why it could not be. */
async function row(server, page, headers) {
  try {
    if (withStatic) return await measurePage(server, page, options, headers);
    const answer = await fetch(`${server.origin}${page}`, { redirect: "manual", headers });
    if (answer.status !== 200) throw new BenchError(`${page} answered ${answer.status}.`);
    const bytes = (await answer.arrayBuffer()).byteLength;
    return { page, bytes, ...(await measure(`${server.origin}${page}`, options, server.cpuMs, headers)), staticRps: NaN, ratio: NaN };
  } catch (error) {
    if (!(error instanceof BenchError) || error.serverOutput) throw error;
    return { page, error: error.message };
  }
}

ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-bench-"));
let server;
let scratch;
const cleanup = async () => {
  await server?.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));
try {
  if (postgresUrl) {
    scratch = await scratchDatabase(postgresUrl, `${process.env.BENCH_DATABASE_PREFIX ?? "marquee_bench_pages_"}${process.pid}`);
    await seedDemo(scratch.url, dataDir);
  }
  console.log(
    `Marquee page benchmark: ${scratch ? `PostgreSQL (database ${scratch.name})` : "PGlite"}, ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s per measurement, loopback, Node ${process.version}`,
  );
  // The machine may be shared: its load says how far to trust the absolute figures (the ratios absorb some).
  console.log(`${new Date().toISOString()}, load average ${loadAverage()} at the start`);
  const rows = [];
  for (const variant of variants) {
    server = await startServer({
      port: options.port,
      nodeArgs: options.nodeArgs,
      env: { DEMO_MODE: "true", DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...variant.env },
    });
    const cookie = account === "none" ? null : await signIn(server, account);
    for (const asked of pages) {
      const page = await canonicalPath(server, asked, cookie ? { cookie } : undefined);
      const visitor = { ...(await row(server, page)), variant: variant.label, who: "visitor" };
      rows.push(visitor);
      if (!cookie) continue;
      const signedIn = { ...(await row(server, page, { cookie })), variant: variant.label, who: account };
      signedIn.perVisitor = visitor.error ? NaN : signedIn.rps / visitor.rps;
      rows.push(signedIn);
    }
    await server.stop();
    server = undefined;
  }
  console.log(`${new Date().toISOString()}, load average ${loadAverage()} at the end`);
  const firstColumns = [
    ...(variants.length > 1 || variants[0].label ? [["server environment", (r) => r.variant || "(as deployed)"]] : []),
    ["page", (r) => r.page],
    ["viewer", (r) => r.who],
  ];
  const moreFigures = [["req/s ÷ visitor's", (r) => (r.perVisitor === undefined || Number.isNaN(r.perVisitor) ? "" : r.perVisitor.toFixed(3))]];
  console.log(resultTable(rows, { firstColumns, moreFigures, figures: withStatic ? undefined : ["bytes", "req/s", "p95 ms", "p99 ms", "server CPU ms/page", "req/s ÷ visitor's"] }));
} catch (error) {
  console.error(error.message);
  if (error.serverOutput ?? server) console.error(`--- server output ---\n${error.serverOutput || server.output()}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
