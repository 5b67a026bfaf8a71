// The mail outbox end to end: mail is written with the change that causes it, delivered by the
// mail-delivery job to a real SMTP server on loopback, retried through an outage, sent once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "~server/db/schema";
import { deliverPendingMail, MAX_DELIVERY_ATTEMPTS, OUTAGE_RETRY_MS, retryDelayMs } from "~server/domain/mail";
import { createMemoryTransport, createSmtpTransport } from "~server/integrations/mail/transport";
import { jobDefinitions } from "~server/jobs";
import { JOB_QUEUE_SCHEMA, startJobQueue } from "~server/jobs/queue";
import { useTestApi } from "~tests/support/api";
import { testDatabaseUrl } from "~tests/support/database";
import { LoopbackSmtp } from "~tests/support/smtp-server";
import { nextIp, registration, uniqueEmail } from "./auth-support";

/** The quoted-printable body of a raw message, unfolded. */
function bodyOf(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

let smtp: LoopbackSmtp;
let clock = new Date("2026-03-02T10:00:00Z");

beforeAll(async () => {
  smtp = new LoopbackSmtp();
  await smtp.start();
});
afterAll(async () => {
  await smtp?.stop();
});
// Delivery runs only when a test says so, as the queue's worker would.
const t = useTestApi(async () => ({
  mail: await createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, "Marquee <hello@marquee.test>"),
  deliverMail: false,
  now: clock,
}));

function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
  t.setNow(clock);
}

async function outboxTo(email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

async function signup(email: string) {
  const answer = await t.call("POST", "signup", { body: registration({ email }), ip: nextIp() });
  expect(answer.success).toBe(true);
}

describe("mail delivery over SMTP", () => {
  it("asks for the next run at once when a run stops at its batch limit with mail still due", async () => {
    // Earlier tests' mail is delivered first, so only this test's is due.
    advance(24 * 60 * 60 * 1000);
    await deliverPendingMail(t.services);
    for (const name of ["limit-a", "limit-b", "limit-c"]) await signup(uniqueEmail(name));
    t.nudges.length = 0;
    expect(await deliverPendingMail(t.services, { batchSize: 1, maxBatches: 2 })).toMatchObject({ sent: 2 });
    expect(t.nudges).toEqual(["mail-delivery"]);
    t.nudges.length = 0;
    expect(await deliverPendingMail(t.services, { batchSize: 5, maxBatches: 2 })).toMatchObject({ sent: 1 });
    expect(t.nudges).toEqual([]);
  });

  it("keeps the activation mail through an SMTP outage and delivers it once when the server is back", async () => {
    await smtp.stop();
    const email = uniqueEmail("outage");
    await signup(email);
    expect(t.nudges.at(-1)).toBe("mail-delivery");

    // The server is down: the mail stays pending for OUTAGE_RETRY_MS, the attempt not counted against
    // it (the outage is the server's), and the run asks for the run that retries it.
    t.later.length = 0;
    const failed = await deliverPendingMail(t.services);
    expect(failed).toMatchObject({ sent: 0, failed: 0, deferred: 1 });
    let [row] = await outboxTo(email);
    expect(row).toMatchObject({ kind: "activation", attempts: 0, sentAt: null });
    expect(row.payload).not.toBeNull();
    expect(row.error).toBeTruthy();
    expect(row.nextAttemptAt?.getTime()).toBe(clock.getTime() + OUTAGE_RETRY_MS);
    expect(t.later).toEqual([{ name: "mail-delivery", seconds: OUTAGE_RETRY_MS / 1000 }]);
    // However long the outage lasts, it never uses up the mail's attempts.
    for (let run = 0; run < MAX_DELIVERY_ATTEMPTS + 2; run++) {
      advance(OUTAGE_RETRY_MS);
      expect(await deliverPendingMail(t.services)).toMatchObject({ sent: 0, deferred: 1 });
    }
    [row] = await outboxTo(email);
    expect(row).toMatchObject({ attempts: 0, sentAt: null });
    expect(row.payload).not.toBeNull();

    // Back up, but the retry is not due yet: nothing is sent before its time.
    await smtp.start();
    expect(await deliverPendingMail(t.services)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.to(email)).toHaveLength(0);

    advance(OUTAGE_RETRY_MS);
    expect(await deliverPendingMail(t.services)).toMatchObject({ sent: 1, failed: 0 });
    const sentAt = clock.getTime();
    // Later runs (the sweep, another machine) do not send it again.
    await deliverPendingMail(t.services);
    advance(60 * 60 * 1000);
    await deliverPendingMail(t.services);

    const delivered = smtp.to(email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].raw).toContain("Subject: Activate your Marquee account");
    // The row's own Message-ID: a copy sent again after a crash is recognisably the same mail.
    expect(delivered[0].raw).toMatch(new RegExp(`^Message-ID: <mail-${row.id}@localhost>\r?$`, "m"));
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const code = /\/activation\/([A-Za-z0-9_-]+)/.exec(bodyOf(delivered[0].raw))?.[1];
    expect(code).toBeTruthy();
    const activated = await t.call("POST", "activate", { body: { code }, ip: nextIp() });
    expect(activated.success).toBe(true);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].activatedAt).not.toBeNull();
    expect(await deliverPendingMail(t.services)).toMatchObject({ sent: 1 });
    expect(smtp.to(email).map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1])).toEqual([
      "Activate your Marquee account",
      "Welcome to Marquee",
    ]);

    [row] = await outboxTo(email);
    expect(row).toMatchObject({ attempts: 1, payload: null, error: null, nextAttemptAt: null });
    expect(row.sentAt?.getTime()).toBe(sentAt);
    // The recorded copy never held the code.
    expect(row.text).not.toContain(code);
    expect(row.text).toContain("[hidden]");
  });

  it("retries a server that refuses the first attempts, with growing waits", async () => {
    const email = uniqueEmail("refused");
    smtp.refuse = 2;
    await signup(email);
    expect(await deliverPendingMail(t.services)).toMatchObject({ failed: 1 });
    advance(retryDelayMs(1));
    expect(await deliverPendingMail(t.services)).toMatchObject({ failed: 1 });
    const [second] = await outboxTo(email);
    expect(second.attempts).toBe(2);
    expect(second.error).toContain("Try again later");
    expect(second.nextAttemptAt?.getTime()).toBe(clock.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    advance(retryDelayMs(2));
    expect(await deliverPendingMail(t.services)).toMatchObject({ sent: 1 });
    expect(smtp.to(email)).toHaveLength(1);
    const [row] = await outboxTo(email);
    expect(row).toMatchObject({ attempts: 3, payload: null });
    expect(row.sentAt).not.toBeNull();
  });

  it("gives up after the last attempt and clears the content it was keeping", async () => {
    const email = uniqueEmail("given-up");
    smtp.refuse = MAX_DELIVERY_ATTEMPTS;
    await signup(email);
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await deliverPendingMail(t.services);
      advance(retryDelayMs(attempt));
    }
    const [row] = await outboxTo(email);
    expect(row).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, payload: null, sentAt: null, nextAttemptAt: null });
    expect(row.error).toMatch(/^Given up after 10 attempts/);
    smtp.refuse = 0;
    expect(await deliverPendingMail(t.services)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.to(email)).toHaveLength(0);
  });
});

describe("mail in the domain transaction", () => {
  it("leaves no mail when the change that would have sent it fails, and no change without its mail", async () => {
    // A deferred constraint trigger fails the signup's transaction at commit, after its mail row was written.
    await t.db.execute(sql`create function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
    await t.db.execute(
      sql`create constraint trigger test_refuse_user after insert on users deferrable initially deferred for each row execute function test_refuse()`,
    );
    const email = uniqueEmail("rolled-back");
    const answer = await t.call("POST", "signup", { body: registration({ email }), ip: nextIp() });
    expect(answer.status).toBe(500);
    await t.db.execute(sql`drop trigger test_refuse_user on users`);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);

    // The other way round: when the mail cannot be recorded, the account is not created either.
    await t.db.execute(sql`create trigger test_refuse_mail before insert on mail_outbox for each row execute function test_refuse()`);
    const other = uniqueEmail("no-mail");
    expect((await t.call("POST", "signup", { body: registration({ email: other }), ip: nextIp() })).status).toBe(500);
    await t.db.execute(sql`drop trigger test_refuse_mail on mail_outbox`);
    expect(await t.db.select().from(users).where(eq(users.email, other))).toEqual([]);

    await deliverPendingMail(t.services);
    expect(smtp.to(email)).toHaveLength(0);
    expect(smtp.to(other)).toHaveLength(0);
  });
});

describe("the pg-boss worker", () => {
  it("runs on this database, is nudged by a signup and delivers the mail; the sweep is scheduled", async () => {
    const memory = createMemoryTransport();
    const original = { mail: t.services.mail, jobs: t.services.jobs };
    t.services.mail = memory;
    const database = { db: t.db, driver: testDatabaseUrl ? ("postgres" as const) : ("pglite" as const), close: async () => {} };
    const queue = await startJobQueue(database, t.services, jobDefinitions, { pollingIntervalSeconds: 30 });
    t.services.jobs = queue;
    try {
      const email = uniqueEmail("worker");
      await signup(email);
      // The poll is every 30 s: only the nudge can make it arrive this soon.
      const deadline = Date.now() + 15_000;
      while (!memory.sent.some((mail) => mail.to === email) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(memory.sent.filter((mail) => mail.to === email).map((mail) => mail.kind)).toEqual(["activation"]);
      const [row] = await outboxTo(email);
      expect(row.sentAt).not.toBeNull();

      const schedules = (await t.db.execute(sql`select name, cron from ${sql.identifier(JOB_QUEUE_SCHEMA)}.schedule`)) as unknown as { rows: unknown[] };
      expect(schedules.rows).toEqual(
        expect.arrayContaining([
          { name: "mail-delivery", cron: "* * * * *" },
          { name: "prune-expired", cron: "17 * * * *" },
          { name: "upload-sweep", cron: "41 * * * *" },
          { name: "payment-holds", cron: "* * * * *" },
          { name: "payment-reconcile", cron: "* * * * *" },
          { name: "refunds", cron: "*/5 * * * *" },
          { name: "plan-renewals", cron: "23 * * * *" },
          { name: "payouts", cron: "*/10 * * * *" },
          { name: "subscriber-mail", cron: "* * * * *" },
          { name: "channel-renewals", cron: "29 * * * *" },
        ]),
      );
      expect(schedules.rows).toHaveLength(10);
    } finally {
      await queue.stop();
      Object.assign(t.services, original);
    }
  });

  it("starts again on a database where it already runs (a restart, a second machine), and every queue stays stately", async () => {
    const memory = createMemoryTransport();
    const original = { mail: t.services.mail, jobs: t.services.jobs };
    t.services.mail = memory;
    const database = { db: t.db, driver: testDatabaseUrl ? ("postgres" as const) : ("pglite" as const), close: async () => {} };
    const first = await startJobQueue(database, t.services, jobDefinitions, { pollingIntervalSeconds: 30 });
    await first.stop();
    const restarted = await startJobQueue(database, t.services, jobDefinitions, { pollingIntervalSeconds: 30 });
    const secondMachine = await startJobQueue(database, t.services, jobDefinitions, { pollingIntervalSeconds: 30 });
    t.services.jobs = restarted;
    try {
      const queues = (await t.db.execute(sql`select name, policy from ${sql.identifier(JOB_QUEUE_SCHEMA)}.queue`)) as unknown as { rows: { name: string; policy: string }[] };
      const policies = Object.fromEntries(queues.rows.map((queue) => [queue.name, queue.policy]));
      for (const job of jobDefinitions) expect(policies[job.name], job.name).toBe("stately");

      const email = uniqueEmail("restarted");
      await signup(email);
      const deadline = Date.now() + 15_000;
      while (!memory.sent.some((mail) => mail.to === email) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(memory.sent.filter((mail) => mail.to === email).map((mail) => mail.kind)).toEqual(["activation"]);
    } finally {
      await secondMachine.stop();
      await restarted.stop();
      Object.assign(t.services, original);
    }
  });
});
