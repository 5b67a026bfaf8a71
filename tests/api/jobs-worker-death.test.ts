// A machine killed in the middle of a job (ADR 055): its worker is sending a mail when it dies by
// SIGKILL, and another machine, already running, finishes that job within a minute — the stately
// queue does not wait for the dead job's expiry, the mail's lease lapses — and the mail is delivered
// exactly once. PostgreSQL only: the two machines are processes of their own on one database.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox } from "~server/db/schema";
import { until } from "~tests/support/built-server";
import { describeOnPostgres } from "~tests/support/database";
import { useTwoMachines } from "~tests/support/two-machines";
import { nextIp, registration, uniqueEmail } from "./auth-support";

describeOnPostgres("a worker that dies in the middle of a job (PostgreSQL)", () => {
  const { t, smtp, active, machine } = useTwoMachines();

  it("is finished by another machine within a minute, and its mail is delivered once", async () => {
    const email = uniqueEmail("worker-death");
    expect((await t.call("POST", "signup", { body: registration({ email }), ip: nextIp() })).success).toBe(true);

    // The first machine takes the job and hangs on the mail server, mid-send.
    smtp.hold = true;
    const doomed = await machine({ CHILD_NUDGE: "1" });
    await until("the first machine to be sending", async () => smtp.held > 0, 60_000);
    expect(await active()).toBe(1);

    // A second machine is up; the first dies as a machine does, with no chance to hand anything back.
    const survivor = await machine();
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
});
