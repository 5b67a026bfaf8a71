// npx tsx scripts/bench-jobs.ts [pglite|postgres] — the job queue (server/jobs/queue.ts) as the app
// uses it: how long startJobQueue takes (new schema, then again), nudge → run round trips one after
// another (per second, p50/p95/max, and how many waited for the 2 s poll instead of the nudge), and
// 200 nudges of one job at once while each run takes 50 ms (the stately policy should run it once or
// twice). Every job is a no-op counter. PostgreSQL: a scratch database next to BENCH_POSTGRES_URL,
// dropped after. A benchmark to read, never a test: nothing here passes or fails on timings.
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import bossPackage from "pg-boss/package.json" with { type: "json" };
import type { Database } from "~server/db/client";
import { JOB_NAMES, startJobQueue, type JobDefinition, type JobName } from "~server/jobs/queue";
import type { Services } from "~server/services";

const driver = process.argv[2] === "postgres" ? "postgres" : "pglite";
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROUNDS = Number(process.env.BENCH_JOB_ROUNDS ?? 100);
const BURST = 200;

async function open(): Promise<{ database: Database; end(): Promise<void> }> {
  if (driver === "pglite") {
    const client = await PGlite.create();
    return { database: { db: drizzlePglite(client) as never, driver, close: async () => {} }, end: () => client.close() };
  }
  const name = `bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  return {
    database: { db: drizzlePg(pool) as never, driver, close: async () => {} },
    async end() {
      await pool.end();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

const runs = new Map<JobName, number>();
let waiting: { name: JobName; resolve(): void } | null = null;
let jobMs = 0;
const jobs: JobDefinition[] = JOB_NAMES.map((name) => ({
  name,
  cron: "0 0 1 1 *",
  async run() {
    if (jobMs) await new Promise((resolve) => setTimeout(resolve, jobMs));
    runs.set(name, (runs.get(name) ?? 0) + 1);
    if (waiting?.name === name) waiting.resolve();
  },
}));
const ranOnce = (name: JobName) => new Promise<void>((resolve) => (waiting = { name, resolve }));

const { database, end } = await open();
try {
  let started = performance.now();
  let queue = await startJobQueue(database, {} as Services, jobs, { pollingIntervalSeconds: 2 });
  const firstStart = performance.now() - started;
  await queue.stop();
  started = performance.now();
  queue = await startJobQueue(database, {} as Services, jobs, { pollingIntervalSeconds: 2 });
  const secondStart = performance.now() - started;

  const latencies: number[] = [];
  const roundsStarted = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) {
    const sent = performance.now();
    const done = ranOnce("mail-delivery");
    await queue.nudge("mail-delivery");
    await done;
    latencies.push(performance.now() - sent);
  }
  const roundSeconds = (performance.now() - roundsStarted) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);

  jobMs = 50;
  await new Promise((resolve) => setTimeout(resolve, 2500));
  runs.clear();
  const burstStarted = performance.now();
  await Promise.all(Array.from({ length: BURST }, () => queue.nudge("payment-holds")));
  const sendMs = performance.now() - burstStarted;
  await new Promise((resolve) => setTimeout(resolve, 4000));
  await queue.stop();

  console.log(`pg-boss ${bossPackage.version} on ${driver}, Node ${process.version}`);
  console.log(`  start: ${firstStart.toFixed(0)} ms with a new schema, ${secondStart.toFixed(0)} ms again`);
  console.log(
    `  ${ROUNDS} nudge→run round trips: ${(ROUNDS / roundSeconds).toFixed(1)}/s, p50 ${at(50)} ms, p95 ${at(95)} ms, max ${latencies.at(-1)!.toFixed(0)} ms, ` +
      `${latencies.filter((ms) => ms > 1000).length} waited for the poll`,
  );
  console.log(`  ${BURST} nudges at once: sent in ${sendMs.toFixed(0)} ms, ${runs.get("payment-holds") ?? 0} run(s)`);
} finally {
  await end();
}
