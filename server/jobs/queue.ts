// Background and scheduled work, kept in the database with pg-boss (docs/decisions/007-job-queue.md).
// Every app machine runs a worker; a job (or a cron tick) is taken by one of them only. There are
// no per-process timers for scheduled work: schedules live in pg-boss's tables.
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import type { Db as BossDb, PgBoss } from "pg-boss";
import type { Database } from "~server/db/client";
import { reportError, type ErrorReporter } from "~server/observability";
import type { Services } from "~server/services";

/** The jobs the product knows. A nudge asks for one to run soon; its cron runs it in any case. */
export const JOB_NAMES = ["mail-delivery", "prune-expired", "upload-sweep", "payment-holds", "payment-reconcile", "refunds", "plan-renewals", "payouts", "subscriber-mail", "channel-renewals"] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobDefinition {
  name: JobName;
  /** A cron line (UTC, minute precision): the sweep that catches anything a nudge missed. */
  cron: string;
  run(services: Services): Promise<void>;
}

export interface JobQueue {
  readonly name: "pg-boss" | "manual";
  /**
   * Asks for a job to run soon. Call it after the transaction that made the work has committed.
   * Never throws: a lost nudge only delays the work until the job's cron sweep.
   */
  nudge(name: JobName): Promise<void>;
  /**
   * Asks for a run in `seconds` (work that is due then: a lapsed lease, a retry after an outage),
   * beside the nudges, which it never holds back. Never throws: the cron sweep is the safety net.
   */
  nudgeLater(name: JobName, seconds: number): Promise<void>;
  stop(): Promise<void>;
}

/** No worker (tests, scripts): nudges are only recorded; the caller runs the work itself. */
export function createManualJobQueue(): JobQueue & { nudges: JobName[]; later: { name: JobName; seconds: number }[] } {
  const nudges: JobName[] = [];
  const later: { name: JobName; seconds: number }[] = [];
  return {
    name: "manual",
    nudges,
    later,
    async nudge(name) {
      nudges.push(name);
    },
    async nudgeLater(name, seconds) {
      later.push({ name, seconds });
    },
    async stop() {},
  };
}

/** pg-boss's database: the app's own connection pool, or the embedded PGlite through pg-boss's adapter for it. */
export async function bossDatabase(database: Database): Promise<BossDb> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === "postgres") {
    const pool = client as Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const { fromPglite } = await import("pg-boss");
  return fromPglite(client as PGlite);
}

/**
 * pg-boss's tables. Not "pgboss", where pg-boss 10 kept them: pg-boss 11 and later cannot migrate
 * those (its schema version 24), so the queue started afresh here and migration 0015 drops the old
 * schema. Only nudges and schedules lived there; the work itself is in the app's tables.
 */
export const JOB_QUEUE_SCHEMA = "job_queue";

/** Where a job that throws is told: the error reporter (log, Sentry) and the failure count (metrics). */
export interface JobFailureWatch {
  report: ErrorReporter;
  failed(name: JobName): void;
}

export interface StartJobQueueOptions {
  /** How often an idle worker looks for a job (pg-boss polls; nudges in this process wake it at once). */
  pollingIntervalSeconds?: number;
  /** Default: reportError and the process's metrics (server/metrics.ts); tests pass spies. */
  watch?: JobFailureWatch;
}

async function processWatch(): Promise<JobFailureWatch> {
  const { processMetrics } = await import("~server/metrics");
  const metrics = processMetrics();
  return { report: reportError, failed: (name) => metrics.jobFailed(name) };
}

/**
 * Runs one job for the worker. A job that throws is reported with its name and counted, then thrown
 * on: pg-boss's retries (retryLimit, backoff in ensureQueue) go on as before.
 */
async function runJob(job: JobDefinition, services: Services, watch: JobFailureWatch): Promise<void> {
  try {
    await job.run(services);
  } catch (error) {
    watch.failed(job.name);
    watch.report(error, { job: job.name });
    throw error;
  }
}

/** Starts pg-boss on the app's database, creates the queues and their schedules, and starts one worker per job. */
export async function startJobQueue(
  database: Database,
  services: Services,
  jobs: JobDefinition[],
  options: StartJobQueueOptions = {},
): Promise<JobQueue> {
  const watch = options.watch ?? (await processWatch());
  const { PgBoss } = await import("pg-boss");
  const boss = new PgBoss({
    db: await bossDatabase(database),
    backend: database.driver === "pglite" ? "pglite" : "postgres",
    schema: JOB_QUEUE_SCHEMA,
    // Housekeeping of pg-boss's own tables; one machine at a time does it (pg-boss takes a lock).
    maintenanceIntervalSeconds: 300,
    // The pass that fails a job whose heartbeat stopped (its process died): every few seconds, so a
    // dead machine's job is handed to a live one well within a minute (ADR 055).
    monitorIntervalSeconds: QUEUE_TIMING.monitorSeconds,
    superviseIntervalSeconds: QUEUE_TIMING.monitorSeconds,
  });
  boss.on("error", (error: unknown) => console.error("Job queue error:", error instanceof Error ? error.message : error));
  await boss.start();

  const workers = new Map<JobName, string>();
  try {
    for (const job of jobs) {
      await ensureQueue(boss, job.name);
      await boss.schedule(job.name, job.cron);
      const workerId = await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async () => {
        await runJob(job, services, watch);
      });
      workers.set(job.name, workerId);
    }
  } catch (error) {
    // Started but not usable: its timers and workers would outlive the failed start.
    await boss.stop({ graceful: false, close: false });
    throw error;
  }

  return {
    name: "pg-boss",
    async nudge(name) {
      try {
        await boss.send(name, {});
        const workerId = workers.get(name);
        if (workerId) boss.notifyWorker(workerId);
      } catch (error) {
        console.error(`Job queue: could not nudge ${name}:`, error instanceof Error ? error.message : error);
      }
    },
    async nudgeLater(name, seconds) {
      try {
        // Its own key: a stately queue keeps one waiting job per key, so a run asked for later never
        // takes the place of a nudge's run now (nor the other way round).
        await boss.send(name, {}, { startAfter: Math.max(1, Math.ceil(seconds)), singletonKey: LATER_KEY });
      } catch (error) {
        console.error(`Job queue: could not ask for ${name} later:`, error instanceof Error ? error.message : error);
      }
    },
    async stop() {
      // The database is the app's: pg-boss must not close it. A running job is waited for; one still
      // running at the deadline is handed back (failed, so another machine retries it).
      await boss.stop({ graceful: true, close: false, timeout: QUEUE_TIMING.stopSeconds * 1000 });
    },
  };
}

/**
 * How the queue finds and hands on a dead machine's job (ADR 055). A running job beats every
 * `heartbeatSeconds / 2`; the monitor pass, every `monitorSeconds` on some machine, fails a job whose
 * beat is older than `heartbeatSeconds`, and the failed job is retried after `retryDelaySeconds`
 * (with backoff) by whichever worker polls first. So a job whose process died runs again on a live
 * machine within heartbeat + monitor + retry delay + poll: 10 + 10 + 10 to 20 + 2, under a minute.
 * `expireInSeconds` only bounds a live job that hangs.
 */
export const QUEUE_TIMING = {
  heartbeatSeconds: 10,
  monitorSeconds: 10,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 120,
  expireInSeconds: 10 * 60,
  /** How long stop() waits for running jobs before it hands them back: within fly.toml's kill_timeout. */
  stopSeconds: 15,
} as const;

/** The singleton key of runs asked for later (nudgeLater). */
const LATER_KEY = "later";

/**
 * "stately": at most one job of the name waits and one runs, across every machine. Nudges during a
 * run queue exactly one follow-up (which catches what was written meanwhile); extra nudges are dropped.
 * A run asked for later waits under its own key. A job is safe to run twice, and twice at once:
 * each one claims its work in the database (tests/api/jobs-twice.test.ts).
 */
async function ensureQueue(boss: PgBoss, name: JobName) {
  // A queue's policy is fixed when it is created; the rest is brought up to date at every start.
  const settings = {
    retryLimit: 5,
    retryDelay: QUEUE_TIMING.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: QUEUE_TIMING.retryDelayMaxSeconds,
    expireInSeconds: QUEUE_TIMING.expireInSeconds,
    heartbeatSeconds: QUEUE_TIMING.heartbeatSeconds,
  };
  if (await boss.getQueue(name)) return boss.updateQueue(name, settings);
  try {
    await boss.createQueue(name, { policy: "stately", ...settings });
  } catch (error) {
    // Another machine created it first.
    if (!(await boss.getQueue(name))) throw error;
  }
}
