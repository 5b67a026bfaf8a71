// The metrics that read the database at scrape time (server/metrics.ts) follow the rows they count,
// and a job that throws under the real pg-boss worker is reported with its name, counted, and left
// to pg-boss's retries. On PGlite and PostgreSQL.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { describe, expect, it } from "vitest";
import { mailOutbox, transactions } from "~server/db/schema";
import { bossDatabase, JOB_QUEUE_SCHEMA, startJobQueue, type JobDefinition } from "~server/jobs/queue";
import { createMetrics } from "~server/metrics";
import type { ErrorScope } from "~server/observability";
import { useTestApi } from "~tests/support/api";
import { testDatabaseUrl } from "~tests/support/database";
import { createUser } from "~tests/support/factories";
import { parsePrometheusText, sampleValue } from "~tests/support/prometheus";

const t = useTestApi();
const database = () => ({ db: t.db, driver: testDatabaseUrl ? ("postgres" as const) : ("pglite" as const), close: async () => {} });

async function scrape(metrics: ReturnType<typeof createMetrics>) {
  return parsePrometheusText(await metrics.registry.metrics());
}

/** pg-boss on the test's database as startJobQueue configures it, with no worker: sent jobs stay queued. */
async function startBoss(): Promise<PgBoss> {
  const { PgBoss } = await import("pg-boss");
  const boss = new PgBoss({ db: await bossDatabase(database()), backend: testDatabaseUrl ? "postgres" : "pglite", schema: JOB_QUEUE_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  return boss;
}

describe("the gauges read at scrape time", () => {
  it("follow the queued and running jobs, the unsent mail and the checkouts awaiting reconciliation", async () => {
    const metrics = createMetrics({ services: async () => t.services, processMetrics: false });
    const now = new Date("2026-11-27T10:00:00Z");
    t.setNow(now);
    const boss = await startBoss();
    try {
      const before = await scrape(metrics);
      const jobs = (family: Awaited<ReturnType<typeof scrape>>, job: string, state: string) => sampleValue(family, "marquee_job_queue_jobs", { job, state });
      // Every job's series is there before any job waits.
      expect(before.get("marquee_job_queue_jobs")!.samples).toContainEqual({ name: "marquee_job_queue_jobs", labels: { job: "refunds", state: "queued" }, value: 0 });

      for (const name of ["refunds", "mail-delivery"]) await boss.createQueue(name, { policy: "stately" });
      await boss.send("refunds", {});
      // Taken by a worker: running; the next one waits.
      expect(await boss.fetch("refunds")).toHaveLength(1);
      await boss.send("refunds", {});
      await boss.send("mail-delivery", {});

      const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
      await t.db.insert(mailOutbox).values([
        ...[1, 2, 3].map((n) => ({ to: `pending-${n}@example.com`, subject: "s", text: "t", kind: "welcome", payload: { to: "x", subject: "s", text: "t" } })),
        { to: "sent@example.com", subject: "s", text: "t", kind: "welcome", payload: null, sentAt: minutesAgo(1) },
        { to: "given-up@example.com", subject: "s", text: "t", kind: "welcome", payload: null, error: "Given up after 10 attempts" },
      ] as (typeof mailOutbox.$inferInsert)[]);

      const { id: userId } = await createUser(t.db);
      const checkout = (status: "pending" | "expired" | "succeeded", provider: "sandbox" | "stripe", createdAt: Date) => ({
        userId,
        transactionType: "event_booking" as const,
        amountPence: 1000,
        status,
        provider,
        createdAt,
        idempotencyKey: `metrics-${randomUUID()}`,
      });
      await t.db.insert(transactions).values([
        checkout("pending", "sandbox", minutesAgo(2)), // awaits reconciliation
        checkout("expired", "sandbox", minutesAgo(120)), // expired within the day: asked about too
        checkout("pending", "sandbox", new Date(now.getTime() - 5_000)), // still within its own answer's time
        checkout("pending", "sandbox", minutesAgo(2 * 24 * 60)), // older than the look-back
        checkout("succeeded", "sandbox", minutesAgo(2)),
        checkout("pending", "stripe", minutesAgo(2)), // not this server's provider
      ]);

      const after = await scrape(metrics);
      expect(jobs(after, "refunds", "active")).toBe(jobs(before, "refunds", "active") + 1);
      expect(jobs(after, "refunds", "queued")).toBe(1);
      expect(jobs(after, "mail-delivery", "queued")).toBe(jobs(before, "mail-delivery", "queued") + 1);
      expect(sampleValue(after, "marquee_mail_backlog") - sampleValue(before, "marquee_mail_backlog")).toBe(3);
      expect(sampleValue(after, "marquee_payments_awaiting_reconciliation") - sampleValue(before, "marquee_payments_awaiting_reconciliation")).toBe(2);
    } finally {
      await boss.stop({ graceful: false, close: false });
      t.setNow(null);
    }
  });
});

describe("a job that throws under the pg-boss worker", () => {
  it("is reported with its name, counted by name, and left to pg-boss's retries", async () => {
    const metrics = createMetrics({ services: async () => t.services, processMetrics: false });
    const reports: Array<{ error: unknown; scope: ErrorScope }> = [];
    const failing: JobDefinition = {
      name: "payouts",
      cron: "0 0 1 1 *",
      async run() {
        throw new Error("the provider is unreachable");
      },
    };
    const watch = { report: (error: unknown, scope: ErrorScope) => reports.push({ error, scope }), failed: (name: string) => metrics.jobFailed(name) };
    const failures = async (job: string) => sampleValue(await scrape(metrics), "marquee_job_failures_total", { job });
    expect(await failures("payouts")).toBe(0);

    const queue = await startJobQueue(database(), t.services, [failing], { pollingIntervalSeconds: 30, watch });
    try {
      await queue.nudge("payouts");
      // The poll is every 30 s: only the nudge makes it run this soon.
      const deadline = Date.now() + 15_000;
      while (reports.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await queue.stop();
    }
    expect(reports).toHaveLength(1);
    expect(reports[0]!.scope).toEqual({ job: "payouts" });
    expect(String(reports[0]!.error)).toContain("the provider is unreachable");
    expect(await failures("payouts")).toBe(1);
    expect(await failures("refunds")).toBe(0);
    // Thrown on to pg-boss: the job waits for its retry, later (retryLimit 3, with backoff).
    const result = await t.db.execute(
      sql`select state::text as state, start_after > now() as later from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = 'payouts'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ state: "retry", later: true }]);
  });
});
