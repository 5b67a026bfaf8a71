// A machine killed in the middle of a job (ADR 055): its worker is sending a mail when it dies by
// SIGKILL, and another machine, already running, finishes that job within a minute — the stately
// queue does not wait for the dead job's expiry, the mail's lease lapses — and the mail is delivered
// exactly once. PostgreSQL only: the two machines are processes of their own on one database.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox } from "~server/db/schema";
import { JOB_QUEUE_SCHEMA } from "~server/jobs/queue";
import { useTestApi } from "~tests/support/api";
import { until } from "~tests/support/built-server";
import { ownDatabaseUrl, startChild, type TestChild } from "~tests/support/child-process";
import { describeOnPostgres } from "~tests/support/database";
import { LoopbackSmtp } from "~tests/support/smtp-server";
import { nextIp, registration, uniqueEmail } from "./auth-support";

const WORKER = "tests/support/job-worker-child.ts";

describeOnPostgres("a worker that dies in the middle of a job (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false });
  const smtp = new LoopbackSmtp();
  const children: TestChild[] = [];
  /** The mail-delivery jobs running now, on any machine. */
  const active = async () =>
    ((await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = 'mail-delivery' and state = 'active'`)) as unknown as { rows: { n: number }[] })
      .rows[0]!.n;

  beforeAll(async () => {
    await smtp.start();
  });
  afterAll(async () => {
    for (const child of children) child.process.kill("SIGKILL");
    await Promise.all(children.map((child) => child.exited));
    await smtp.stop();
  });

  it("is finished by another machine within a minute, and its mail is delivered once", async () => {
    const email = uniqueEmail("worker-death");
    expect((await t.call("POST", "signup", { body: registration({ email }), ip: nextIp() })).success).toBe(true);
    const env = { NODE_ENV: "test", CHILD_DATABASE_URL: await ownDatabaseUrl(t.db), CHILD_SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };

    // The first machine takes the job and hangs on the mail server, mid-send.
    smtp.hold = true;
    const doomed = startChild(WORKER, { ...env, CHILD_NUDGE: "1" });
    children.push(doomed);
    await doomed.printed("worker ready");
    await until("the first machine to be sending", async () => smtp.held > 0, 60_000);
    expect(await active()).toBe(1);

    // A second machine is up; the first dies as a machine does, with no chance to hand anything back.
    const survivor = startChild(WORKER, env);
    children.push(survivor);
    await survivor.printed("worker ready");
    smtp.hold = false;
    doomed.process.kill("SIGKILL");
    expect((await doomed.exited).signal).toBe("SIGKILL");
    const died = Date.now();

    // The survivor takes the dead machine's job over and delivers the mail.
    await until("the mail to be delivered", async () => smtp.to(email).length > 0, 90_000);
    const recovery = Date.now() - died;
    expect(recovery, survivor.output()).toBeLessThan(60_000);
    console.info(`jobs-worker-death: the mail arrived ${(recovery / 1000).toFixed(1)} s after the first worker died`);

    // Exactly once: later runs (the cron's, the lease's follow-up) find nothing more to send.
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ kind: "activation", payload: null });
    expect(row!.sentAt).not.toBeNull();
    await until("the survivor's queue to be idle", async () => (await active()) === 0, 30_000);
    expect(smtp.to(email)).toHaveLength(1);
    survivor.process.kill("SIGTERM");
    expect((await survivor.exited).code).toBe(0);
  }, 180_000);

  it("on SIGTERM in the middle of a job, hands the job back, exits 0, and another machine delivers the mail once", async () => {
    const email = uniqueEmail("worker-stop");
    expect((await t.call("POST", "signup", { body: registration({ email }), ip: nextIp() })).success).toBe(true);
    const env = { NODE_ENV: "test", CHILD_DATABASE_URL: await ownDatabaseUrl(t.db), CHILD_SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };

    smtp.hold = true;
    const heldBefore = smtp.held;
    const stopping = startChild(WORKER, { ...env, CHILD_NUDGE: "1" });
    children.push(stopping);
    await stopping.printed("worker ready");
    await until("the machine to be sending", async () => smtp.held > heldBefore, 60_000);
    const survivor = startChild(WORKER, env);
    children.push(survivor);
    await survivor.printed("worker ready");
    smtp.hold = false;

    // A deploy stops the machine: its job is still running (the send hangs), so after the queue's
    // grace it is handed back, and the process exits 0 — well within fly.toml's kill_timeout.
    stopping.process.kill("SIGTERM");
    const stopped = await stopping.exited;
    expect(stopped.code, stopped.output).toBe(0);
    const handedBack = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = 'mail-delivery' and output::text like '%shut down while active%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(handedBack.rows[0]!.n).toBeGreaterThan(0);

    await until("the mail to be delivered", async () => smtp.to(email).length > 0, 90_000);
    await until("the survivor's queue to be idle", async () => (await active()) === 0, 30_000);
    expect(smtp.to(email)).toHaveLength(1);
    survivor.process.kill("SIGTERM");
    expect((await survivor.exited).code).toBe(0);
  }, 180_000);
});
