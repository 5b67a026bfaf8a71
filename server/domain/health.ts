// Readiness: the app is ready when its database answers. And how far behind its job queue is.
import { sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { JOB_QUEUE_SCHEMA } from "~server/jobs/queue";

/**
 * Within fly.toml's check timeout (5 s) even when the database went silent: a connection that never
 * answers is bounded by the pool's own limits too (ADR 054), but a statement's may be longer than this.
 */
const CHECK_LIMIT_MS = 4_000;

export async function databaseAnswers(db: Executor): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_LIMIT_MS / 1000} s`)), CHECK_LIMIT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), limit]);
    return true;
  } catch (error) {
    console.error("healthz: database check failed", error instanceof Error ? error.message : error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface QueueDepth {
  name: string;
  state: "queued" | "active";
  jobs: number;
}

/**
 * Jobs waiting (created or to retry) and running per queue, read from pg-boss's job table. Every
 * queue here is stately (ensureQueue), so the condition is the one of pg-boss's stately index
 * (job_i3: state <= 'active' in its enum's order created, retry, active): the count reads that
 * small index, never the completed jobs pg-boss keeps for days.
 */
export async function queueDepth(db: Executor): Promise<QueueDepth[]> {
  const schema = sql.identifier(JOB_QUEUE_SCHEMA);
  const result = await db.execute(sql`
    select name, case when state = 'active' then 'active' else 'queued' end as state, count(*)::int as jobs
    from ${schema}.job where state <= 'active' and policy = 'stately' group by 1, 2`);
  return (result as unknown as { rows: QueueDepth[] }).rows;
}
