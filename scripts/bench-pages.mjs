// npm run bench:pages — how fast the production server renders /home, /login and /pricing, each
// measured beside a static copy of the same bytes served by node:http in the same run. The machine's
// speed (and whoever else uses it) moves both figures; the ratio page/static is what we compare.
// A benchmark to read, never a test: nothing here passes or fails on timings.
//
// Options (environment): BENCH_PORT (server, default 3100), BENCH_STATIC_PORT (default: any free
// port), BENCH_SECONDS (per measurement, default 10), BENCH_WARMUP_SECONDS (default 2),
// BENCH_CONNECTIONS (default 10), BENCH_PAGES (comma-separated, default /home,/login,/pricing),
// BENCH_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
// The server's own environment passes through: VISITOR_PAGE_CACHE_SECONDS=0 measures rendering
// every request (by default visitors' pages that are the same for everyone are shared for 10 s).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const port = Number(process.env.BENCH_PORT ?? 3100);
const staticPort = Number(process.env.BENCH_STATIC_PORT ?? 0);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pages = (process.env.BENCH_PAGES ?? "/home,/login,/pricing").split(",");
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

if (!existsSync("build/main.js")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });

const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-bench-"));
const origin = `http://127.0.0.1:${port}`;
const serverLog = [];
const server = spawn("node", [...nodeArgs, "--import", "./instrument.server.mjs", "build/main.js"], {
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    DEMO_MODE: "true",
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PORT: String(port),
  },
});
server.stdout.on("data", (chunk) => serverLog.push(chunk));
server.stderr.on("data", (chunk) => serverLog.push(chunk));
let serverExited = false;
server.on("exit", () => (serverExited = true));

async function stopServer() {
  if (!serverExited) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

function fail(message) {
  console.error(message);
  if (serverLog.length) console.error(`--- server output ---\n${Buffer.concat(serverLog).toString()}`);
  return stopServer().then(() => process.exit(1));
}
process.once("SIGINT", () => void fail("Interrupted."));

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (serverExited) return fail("The server exited before it was healthy.");
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return fail("The server was not healthy within 2 minutes.");
}

/** A node:http server on loopback answering every request with these bytes. */
function staticCopy(body, contentType) {
  const copy = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
    res.end(body);
  });
  return new Promise((resolve) => copy.listen(staticPort, "127.0.0.1", () => resolve(copy)));
}

/** Runs autocannon; latencies are kept per response so p95 and p99 are exact (its summary has no p95). */
function cannon(url, duration) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections, duration }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * The server process's CPU time so far, in ms (Linux /proc; NaN elsewhere). CPU per page, unlike
 * req/s, hardly moves when other work shares the machine: it is the figure to compare across runs.
 */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime: fields 14 and 15 of stat(5), counted from the third field here, in clock ticks.
    const ticks = Number(fields[11]) + Number(fields[12]);
    const hz = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
    return (ticks * 1000) / hz;
  } catch {
    return NaN;
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A warm-up (JIT, caches), then the measured run; any answer but 2xx makes the figures meaningless. */
async function measure(url) {
  await cannon(url, warmupSeconds);
  const cpuBefore = serverCpuMs();
  const { result, latencies } = await cannon(url, seconds);
  const cpu = serverCpuMs() - cpuBefore;
  if (result.non2xx || result.errors || result.timeouts) {
    await fail(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts.`);
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / (result.duration || seconds),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpuPerPage: cpu / result.requests.total,
  };
}

await waitForHealth();
const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");
console.log(
  `Marquee page benchmark: ${connections} connections, ${warmupSeconds} s warm-up + ${seconds} s per measurement, loopback, Node ${process.version}`,
);
// The machine may be shared: its load says how far to trust the absolute figures (the ratio absorbs some).
console.log(`${new Date().toISOString()}, load average ${load()} at the start`);
const rows = [];
for (const page of pages) {
  const answer = await fetch(`${origin}${page}`);
  if (answer.status !== 200) await fail(`${page} answered ${answer.status}.`);
  const body = Buffer.from(await answer.arrayBuffer());
  const copy = await staticCopy(body, answer.headers.get("content-type") ?? "text/html; charset=utf-8");
  const page_ = await measure(`${origin}${page}`);
  const still = await measure(`http://127.0.0.1:${copy.address().port}${page}`);
  await new Promise((resolve) => copy.close(resolve));
  rows.push({ page, bytes: body.length, ...page_, staticRps: still.rps, ratio: page_.rps / still.rps });
}
await stopServer();
console.log(`${new Date().toISOString()}, load average ${load()} at the end`);

const header = ["page", "bytes", "req/s", "p95 ms", "p99 ms", "server CPU ms/page", "static req/s", "ratio"];
const cells = rows.map((r) => [
  r.page,
  String(r.bytes),
  r.rps.toFixed(0),
  r.p95.toFixed(1),
  r.p99.toFixed(1),
  r.cpuPerPage.toFixed(2),
  r.staticRps.toFixed(0),
  r.ratio.toFixed(3),
]);
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(" | ")} |`;
console.log(line(header));
console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
for (const c of cells) console.log(line(c));
