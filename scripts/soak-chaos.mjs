// The chaos soak's faults (npm run soak -- --chaos, scripts/soak.mjs): while the traffic runs on two
// workers, one worker is SIGKILLed every 60 s, the app's PostgreSQL connections are terminated every
// 90 s (as a failover does), and the SMTP server is down for one minute. Each fault is recorded with
// its start, its end and how long the app took to come back from it; failures the traffic saw (a 5xx,
// a connection cut) are allowed only within 5 s of a fault. docs/reliability.md has the figures.
import { readdirSync, readFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";

/** A failure the traffic saw this long after a fault's end still counts as the fault's. */
export const FAULT_GRACE_MS = 5_000;
const KILL_EVERY_MS = 60_000;
const TERMINATE_EVERY_MS = 90_000;
const SMTP_DOWN_AT_MS = 200_000;
const SMTP_DOWN_FOR_MS = 60_000;

/**
 * A real SMTP server on loopback that keeps each mail it accepted by Message-ID (the outbox row's,
 * server/domain/mail.ts), with when it came on the traffic's clock; it can go down and come back.
 */
export class SoakSmtp {
  /** Message-ID → arrival times (ms on `at`). */
  received = new Map();
  total = 0;
  server = null;
  port = 0;

  constructor(at) {
    this.at = at;
  }

  async start(port = 0) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // Going down drops the clients' pooled connections, as a crashed server does.
      closeTimeout: 50,
      onData: (stream, _session, callback) => {
        let head = "";
        stream.on("data", (chunk) => {
          if (head.length < 64_000) head += chunk.toString("latin1");
        });
        stream.on("end", () => {
          const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? `(none ${this.total})`;
          this.received.set(id, [...(this.received.get(id) ?? []), this.at()]);
          this.total += 1;
          callback();
        });
      },
    });
    // A client that dies mid-session (a killed worker) resets its connection: no reason to stop serving.
    server.on("error", () => {});
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    this.port = server.server.address().port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

/** The live worker processes of a cluster primary (Linux /proc). */
function workersOf(primaryPid) {
  const workers = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ").at(-1).split(" ");
      if (Number(fields[1]) === primaryPid && fields[0] !== "Z") workers.push(Number(entry));
    } catch {
      // Ended while the list was read.
    }
  }
  return workers;
}

/** Polls `probe` every 100 ms until it answers true; answers the milliseconds that took (or NaN after `ms`). */
async function timeUntil(probe, ms = 120_000) {
  const begun = performance.now();
  while (performance.now() - begun < ms) {
    if (await probe().catch(() => false)) return performance.now() - begun;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return NaN;
}

/**
 * Starts the faults. `at()` is the traffic's clock (ms since it started). Answers the faults
 * recorded so far (each: kind, start and end on that clock, what was done, recovery in ms) and a
 * stop() that waits for the running fault to finish.
 */
export function startChaos({ origin, primaryPid, db, smtp, seconds, at }) {
  const faults = [];
  const running = new Set();
  const timers = [];
  const healthy = async () => (await fetch(`${origin}/healthz`)).ok;
  const record = (fault) => {
    faults.push(fault);
    return fault;
  };
  const track = (promise) => {
    running.add(promise);
    void promise.finally(() => running.delete(promise));
  };

  const killWorker = async () => {
    const workers = workersOf(primaryPid);
    if (workers.length === 0) return;
    const victim = workers[faults.filter((f) => f.kind === "worker killed").length % workers.length];
    const fault = record({ kind: "worker killed", start: at(), end: at(), what: `SIGKILL worker ${victim} of ${workers.length}` });
    process.kill(victim, "SIGKILL");
    // Recovered when the primary has replaced it and the app answers.
    fault.recoveryMs = await timeUntil(async () => workersOf(primaryPid).filter((pid) => pid !== victim).length >= workers.length && (await healthy()));
  };
  const terminateConnections = async () => {
    const fault = record({ kind: "connections terminated", start: at(), end: at() });
    const { rows } = await db.query(
      "select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    fault.what = `pg_terminate_backend on ${rows[0].n} app connections`;
    fault.end = at();
    // Recovered when a page that reads the database answers again.
    fault.recoveryMs = await timeUntil(async () => (await fetch(`${origin}/api/auth/events-search?search=yoga`, { headers: { accept: "application/json" } })).ok && (await healthy()));
  };
  const smtpOutage = async () => {
    const port = smtp.port;
    const fault = record({ kind: "SMTP down", start: at(), end: NaN, what: `SMTP server stopped for ${SMTP_DOWN_FOR_MS / 1000} s` });
    await smtp.stop();
    await new Promise((resolve) => setTimeout(resolve, SMTP_DOWN_FOR_MS));
    await smtp.start(port);
    fault.end = at();
    const back = new Date();
    // Recovered when every mail written before the server came back has been delivered.
    fault.recoveryMs = await timeUntil(
      async () => Number((await db.query("select count(*) as n from mail_outbox where payload is not null and created_at <= $1", [back])).rows[0].n) === 0,
      300_000,
    );
  };

  const every = (ms, fault) => {
    for (let when = ms; when < seconds * 1000; when += ms) timers.push(setTimeout(() => track(fault()), when));
  };
  every(KILL_EVERY_MS, killWorker);
  every(TERMINATE_EVERY_MS, terminateConnections);
  if (seconds * 1000 > SMTP_DOWN_AT_MS + SMTP_DOWN_FOR_MS) timers.push(setTimeout(() => track(smtpOutage()), SMTP_DOWN_AT_MS));

  return {
    faults,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}

/** The failures (5xx, cut connections) the traffic saw outside every fault's window. */
export function failuresOutsideFaults(failures, faults) {
  return failures.filter((failure) => !faults.some((fault) => failure.at >= fault.start && failure.at <= (Number.isNaN(fault.end) ? Infinity : fault.end) + FAULT_GRACE_MS));
}

/**
 * Each mail the outbox marked sent arrived, and nothing else did. A mail that arrived twice is the
 * at-least-once window (ADR 055: a machine killed, or its database connection ended, after the SMTP
 * server took the mail and before its row was marked sent): allowed only within the grace of a worker
 * kill or a connection purge, and counted. Its second copy
 * has the same Message-ID, so the receiver's mail client shows it once.
 */
export async function mailOncePerCause(db, smtp, faults) {
  const { rows } = await db.query("select id from mail_outbox where sent_at is not null");
  const host = new URL(process.env.APP_URL ?? "http://localhost:3000").hostname;
  const sent = new Set(rows.map((row) => `<mail-${row.id}@${host}>`));
  const missing = [...sent].filter((id) => !smtp.received.has(id));
  const strays = [...smtp.received.keys()].filter((id) => !sent.has(id));
  const kills = faults.filter((fault) => fault.kind === "worker killed" || fault.kind === "connections terminated");
  const resent = [...smtp.received].filter(([, times]) => times.length > 1);
  const unexplained = resent.filter(([, times]) => !kills.some((kill) => Math.abs(times[0] - kill.start) <= FAULT_GRACE_MS));
  const ok = missing.length === 0 && strays.length === 0 && unexplained.length === 0;
  const detail = [
    `${sent.size} mails sent, ${smtp.received.size} distinct arrived (${smtp.total} copies)`,
    `${missing.length} never arrived`,
    `${strays.length} not from the outbox`,
    `${resent.length} sent again after a worker was killed or lost its connection mid-send${unexplained.length ? `, ${unexplained.length} of them away from any such fault: ${unexplained.slice(0, 3).map(([id]) => id).join(", ")}` : ""}`,
  ].join("; ");
  return { ok, detail };
}

/** No job left running on a dead machine's claim, and none waiting past its time. */
export async function noJobStuck(db) {
  const { rows } = await db.query(`select name, state, count(*)::int as n from job_queue.job
     where (state = 'active' and started_on < now() - interval '90 seconds')
        or (state in ('created', 'retry') and start_after < now() - interval '2 minutes')
     group by 1, 2 order by 1`);
  return { ok: rows.length === 0, detail: rows.length ? rows.map((row) => `${row.name} ${row.state} × ${row.n}`).join(", ") : "none active past 90 s, none waiting past 2 min" };
}
