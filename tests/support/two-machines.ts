// Two machines on one PostgreSQL database for the worker-death suites (ADR 055): this file's test API,
// a loopback SMTP server the children send to, the children started (killed at the end), and the
// count of mail-delivery jobs active on any machine. Each suite is a file of its own, so the two
// wait out their heartbeat and grace side by side on Vitest's two workers.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { JOB_QUEUE_SCHEMA } from "~server/jobs/queue";
import { useTestApi } from "~tests/support/api";
import { ownDatabaseUrl, startChild, type TestChild } from "~tests/support/child-process";
import { LoopbackSmtp } from "~tests/support/smtp-server";

const WORKER = "tests/support/job-worker-child.ts";

/** Call inside a describeOnPostgres block. */
export function useTwoMachines() {
  const t = useTestApi({ deliverMail: false });
  const smtp = new LoopbackSmtp();
  const children: TestChild[] = [];
  /** The mail-delivery jobs running now, on any machine. */
  const active = async () =>
    ((await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = 'mail-delivery' and state = 'active'`)) as unknown as { rows: { n: number }[] })
      .rows[0]!.n;
  /** A job worker process on this file's database, sending to the loopback SMTP server. */
  const machine = async (extra: Record<string, string> = {}) => {
    const child = startChild(WORKER, { NODE_ENV: "test", CHILD_DATABASE_URL: await ownDatabaseUrl(t.db), CHILD_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...extra });
    children.push(child);
    await child.printed("worker ready");
    return child;
  };

  beforeAll(async () => {
    await smtp.start();
  });
  afterAll(async () => {
    for (const child of children) child.process.kill("SIGKILL");
    await Promise.all(children.map((child) => child.exited));
    await smtp.stop();
  });
  return { t, smtp, active, machine };
}
