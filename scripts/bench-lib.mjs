// What the benchmarks share (scripts/bench-pages.mjs, scripts/bench.mjs): starting the built server,
// a static copy of a page's bytes on node:http, autocannon runs with exact p95/p99, the server's CPU
// per page, and the table. A benchmark to read, never a test: nothing here passes or fails on timings.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import pg from "pg";

/** The options every benchmark reads from the environment (see the scripts' headers). */
export function benchOptions(env = process.env) {
  return {
    port: Number(env.BENCH_PORT ?? 3100),
    staticPort: Number(env.BENCH_STATIC_PORT ?? 0),
    seconds: Number(env.BENCH_SECONDS ?? 10),
    warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 2),
    connections: Number(env.BENCH_CONNECTIONS ?? 10),
    /** How long one request may take before it counts as a timeout (autocannon's default is 10 s). */
    timeoutSeconds: Number(env.BENCH_TIMEOUT_SECONDS ?? 30),
    nodeArgs: (env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
  };
}

export function ensureBuild() {
  if (!existsSync("build/main.js")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
}

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/**
 * Starts the production server (build/main.js) with this environment on top of ours and waits for
 * /healthz. Its output is kept and printed only if something goes wrong.
 */
export async function startServer({ port, nodeArgs = [], env }) {
  const log = [];
  const child = spawn("node", [...nodeArgs, "--import", "./instrument.server.mjs", "build/main.js"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      PORT: String(port),
      ...env,
    },
  });
  child.stdout.on("data", (chunk) => log.push(chunk));
  child.stderr.on("data", (chunk) => log.push(chunk));
  let exited = false;
  const ended = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  void ended.then(() => (exited = true));
  const server = {
    origin: `http://127.0.0.1:${port}`,
    /** The server process's id (its CPU, and its workers', are read from /proc). */
    pid: child.pid,
    output: () => Buffer.concat(log).toString(),
    /** Resolves with the exit code (or signal) once the process has ended. */
    exited: ended,
    /** SIGTERM, then its exit code (or the signal that ended it). */
    async stop() {
      if (!exited) child.kill("SIGTERM");
      return ended;
    },
    /** The CPU time so far of the process and its children (the workers of WEB_CONCURRENCY), in ms (Linux /proc; NaN elsewhere). */
    cpuMs: () => processTreeCpuMs(child.pid),
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new BenchError("The server exited before it was healthy.", server.output());
    try {
      if ((await fetch(`${server.origin}/healthz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new BenchError("The server was not healthy within 2 minutes.", server.output());
}

/** A failure that makes the figures meaningless, with the server's output when there is one. */
export class BenchError extends Error {
  constructor(message, serverOutput = "") {
    super(message);
    this.serverOutput = serverOutput;
  }
}

let clockTicks;
/**
 * CPU time so far of a process and all its descendants alive now, in ms: with WEB_CONCURRENCY the
 * pages are rendered by the workers, children of the process started. CPU per page, unlike req/s,
 * hardly moves when other work shares the machine: it is the figure to compare across runs.
 */
export function processTreeCpuMs(pid) {
  try {
    // Fields of stat(5) after the command's ") ": state (3), ppid (4), … utime (14), stime (15).
    const stats = new Map();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ").at(-1).split(" ");
        stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // Ended while the list was read.
      }
    }
    if (!stats.has(pid)) return NaN;
    clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
    let ticks = 0;
    const tree = [pid];
    for (const one of tree) {
      ticks += stats.get(one).ticks;
      for (const [other, { ppid }] of stats) if (ppid === one) tree.push(other);
    }
    return (ticks * 1000) / clockTicks;
  } catch {
    return NaN;
  }
}

/** A node:http server on loopback answering every request with these bytes. */
export function staticCopy(body, contentType, port = 0) {
  const copy = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
    res.end(body);
  });
  return new Promise((resolve) => copy.listen(port, "127.0.0.1", () => resolve(copy)));
}

/** Runs autocannon; latencies are kept per response so p95 and p99 are exact (its summary has no p95). */
function cannon(url, duration, connections, timeout, headers) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections, duration, timeout, headers }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * A warm-up (JIT, caches), then the measured run; any answer but 2xx makes the figures meaningless.
 * `cpuMs` (optional) reads the serving process's CPU time, for CPU per page; `headers` (optional) go
 * with every request (a signed-in user's cookie).
 */
export async function measure(url, { seconds, warmupSeconds, connections, timeoutSeconds = 30 }, cpuMs = () => NaN, headers = undefined) {
  await cannon(url, warmupSeconds, connections, timeoutSeconds, headers);
  const cpuBefore = cpuMs();
  const { result, latencies } = await cannon(url, seconds, connections, timeoutSeconds, headers);
  const cpu = cpuMs() - cpuBefore;
  if (result.non2xx || result.errors || result.timeouts) {
    throw new BenchError(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts.`);
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / (result.duration || seconds),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpuPerPage: cpu / result.requests.total,
  };
}

/**
 * One page of a running server measured beside a static copy of the bytes it answered: fetched once
 * first (it must answer 200), then the page, then the copy, with the same settings. `headers`
 * (optional: a signed-in user's cookie) go with every request to the server.
 */
export async function measurePage(server, page, options, headers = undefined) {
  const answer = await fetch(`${server.origin}${page}`, { redirect: "manual", headers });
  if (answer.status !== 200) throw new BenchError(`${page} answered ${answer.status}.`);
  const body = Buffer.from(await answer.arrayBuffer());
  const copy = await staticCopy(body, answer.headers.get("content-type") ?? "text/html; charset=utf-8", options.staticPort);
  try {
    const measured = await measure(`${server.origin}${page}`, options, server.cpuMs, headers);
    const still = await measure(`http://127.0.0.1:${copy.address().port}${page}`, options);
    return { page, bytes: body.length, ...measured, staticRps: still.rps, ratio: measured.rps / still.rps };
  } finally {
    await new Promise((resolve) => copy.close(resolve));
  }
}

/**
 * The results as a Markdown table (numbers right-aligned). A row with `error` keeps its page and
 * says why it has no figures. `moreFigures` adds columns after the usual ones ([name, cell] pairs).
 */
export function resultTable(rows, { firstColumns = [["page", (r) => r.page]], figures: only, moreFigures = [] } = {}) {
  const figures = [
    ["bytes", (r) => String(r.bytes)],
    ["req/s", (r) => r.rps.toFixed(0)],
    ["p95 ms", (r) => r.p95.toFixed(1)],
    ["p99 ms", (r) => r.p99.toFixed(1)],
    ["server CPU ms/page", (r) => r.cpuPerPage.toFixed(2)],
    ["static req/s", (r) => r.staticRps.toFixed(0)],
    ["ratio", (r) => r.ratio.toFixed(3)],
    ...moreFigures,
  ].filter(([name]) => !only || only.includes(name));
  const header = [...firstColumns, ...figures].map(([name]) => name);
  const cells = rows.map((r) => [
    ...firstColumns.map(([, cell]) => cell(r)),
    ...figures.map(([, cell], i) => (r.error ? (i === 0 ? `not measured: ${r.error}` : "") : cell(r))),
  ]);
  const left = firstColumns.length;
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => (i < left ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(" | ")} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i < left ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`,
    ...cells.map(line),
  ].join("\n");
}

/**
 * A scratch database `name` made next to `serverUrl` (a PostgreSQL server's maintenance database);
 * drop() removes it, connections and all.
 */
export async function scratchDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
