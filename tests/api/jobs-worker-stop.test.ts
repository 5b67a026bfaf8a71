// A machine stopped by SIGTERM in the middle of a job (ADR 055, ADR 054): the queue hands the running
// job back after its grace, the process exits 0 well within fly.toml's kill_timeout, and another
// machine delivers the mail exactly once. PostgreSQL only: the two machines are processes of their
// own on one database.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { JOB_QUEUE_SCHEMA } from "~server/jobs/queue";
import { until } from "~tests/support/built-server";
import { describeOnPostgres } from "~tests/support/database";
import { useTwoMachines } from "~tests/support/two-machines";
import { nextIp, registration, uniqueEmail } from "./auth-support";

describeOnPostgres("a worker stopped in the middle of a job (PostgreSQL)", () => {
  const { t, smtp, active, machine } = useTwoMachines();

  it("on SIGTERM in the middle of a job, hands the job back, exits 0, and another machine delivers the mail once", async () => {
    const email = uniqueEmail("worker-stop");
    expect((await t.call("POST", "signup", { body: registration({ email }), ip: nextIp() })).success).toBe(true);

    smtp.hold = true;
    const heldBefore = smtp.held;
    const stopping = await machine({ CHILD_NUDGE: "1" });
    await until("the machine to be sending", async () => smtp.held > heldBefore, 60_000);
    const survivor = await machine();
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
