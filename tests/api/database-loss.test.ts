// Losing the database, and stopping, on the built server as deployed (ADR 054), one process. The app
// reaches PostgreSQL through a TCP proxy on loopback (tests/support/tcp-proxy.ts), so the test can
// terminate exactly the app's backends (by their client ports, in its own database) or make
// PostgreSQL unreachable without touching the shared server:
// - backends terminated under requests in flight: those answer a clean 503 (the API's shape, the
//   page's "Unable to …" text), nothing hangs, pages and the API answer 200 again, and the job
//   worker delivers a mail nudged afterwards, without a restart;
// - PostgreSQL unreachable (connections reset, new ones never answered): /healthz says so within its
//   limit, calls and pages answer 503, and once it is back everything answers 200, without a restart;
// - SIGTERM: a request in flight (held on a table lock the test holds) gets its whole answer, with
//   `Connection: close` on its keep-alive connection; new connections are refused; exit code 0.
// Recovery times are printed, never asserted (the machine is shared). PostgreSQL only; it runs build/
// as it is (made if missing): npm test runs it after its fresh build (scripts/test.mjs).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "~server/api/errors";
import { openDatabase, type Database } from "~server/db/client";
import { issueToken } from "~server/domain/accounts/tokens";
import { refusesConnections, request, templateCopy, until, type Answer, type RequestOptions } from "~tests/support/built-server";
import { describeOnPostgres, testDatabaseUrl } from "~tests/support/database";
import { createUser } from "~tests/support/factories";
import { startTcpProxy, type TcpProxy } from "~tests/support/tcp-proxy";
import { ensureBuild, startServer } from "../../scripts/bench-lib.mjs";

const PORT = 4392;
const get = (pathname: string, options?: RequestOptions) => request(PORT, pathname, options);
const json = (answer: Answer) => JSON.parse(answer.text) as { success: boolean; message: string };
/** A call that reads the events table (the lock below holds it). */
const EVENTS_CALL = "/api/auth/upcoming_online_event";
/** A page whose data comes from that table, for a visitor. */
const EVENTS_PAGE = "/home";

describeOnPostgres("losing the database, and SIGTERM (PostgreSQL through a proxy, the built server)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-db-loss-"));
  let scratch: Awaited<ReturnType<typeof templateCopy>>;
  let database: Database;
  let proxy: TcpProxy;
  let server: Awaited<ReturnType<typeof startServer>>;
  /** The test's own session, straight to PostgreSQL: it reads pg_stat_activity and terminates. */
  let admin: pg.Client;

  beforeAll(async () => {
    ensureBuild();
    scratch = await templateCopy("dbloss");
    database = await openDatabase({ url: scratch.url });
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    const direct = new URL(testDatabaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(scratch.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    server = await startServer({
      port: PORT,
      env: {
        DATABASE_URL: proxied.toString(),
        DATA_DIR: dataDir,
        APP_URL: "https://marquee.example",
        PAYMENTS: "sandbox",
        // Long enough for the test's held requests on a loaded machine; short bounds for a lost connection.
        DATABASE_STATEMENT_TIMEOUT_MS: "20000",
        DATABASE_CONNECT_TIMEOUT_MS: "1000",
        SHARED_DATA_CACHE_SECONDS: "0",
        VISITOR_PAGE_CACHE_SECONDS: "0",
        REQUEST_LOG: "off",
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await admin?.end();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The app's backends in this database that wait on a lock. */
  const appWaitingOnLocks = async () => {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and client_port = any($1::int[]) and wait_event_type = 'Lock'",
      [proxy.upstreamPorts()],
    );
    return rows[0]!.n;
  };

  /** Runs `work` while another session (the test's own, straight to PostgreSQL) holds `tables`. */
  async function whileLocked<T>(tables: string, work: () => Promise<T>): Promise<T> {
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query(`lock table ${tables} in access exclusive mode`);
      return await work();
    } finally {
      await holder.query("rollback").finally(() => holder.end());
    }
  }

  /** Polls until the page and the call both answer 200; how long that took. */
  const recovered = (what: string) =>
    until(what, async () => {
      const [page, call] = await Promise.all([get(EVENTS_PAGE), get(EVENTS_CALL)]).catch(() => [null, null]);
      return page?.status === 200 && call?.status === 200;
    }, 60_000);

  it("answers requests whose backends are terminated with a clean 503, then 200 again; the job worker still delivers", async () => {
    const { call, page } = await whileLocked("events", async () => {
      const inFlight = { call: get(EVENTS_CALL), page: get(EVENTS_PAGE) };
      await until("the call and the page waiting on the lock", async () => (await appWaitingOnLocks()) >= 2);
      const { rows } = await admin.query<{ ended: boolean }>(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and client_port = any($1::int[])",
        [proxy.upstreamPorts()],
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      return { call: await inFlight.call, page: await inFlight.page };
    });
    expect([call.status, call.headers["retry-after"], json(call)]).toEqual([503, "5", expect.objectContaining({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE })]);
    expect(page.status).toBe(503);
    expect(page.text).toContain("Unable to");

    // Terminated again under a burst, wherever its queries are: each answer is a 200 or a 503.
    const burst = Promise.all(Array.from({ length: 12 }, (_, i) => get(i % 2 ? EVENTS_PAGE : EVENTS_CALL)));
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and client_port = any($1::int[])", [proxy.upstreamPorts()]);
    for (const answer of await burst) expect([200, 503]).toContain(answer.status);

    console.info(`database-loss: pages and calls answered 200 again ${await recovered("200s after the backends were terminated")} ms after the last termination`);

    // The job worker lost its connections too: a mail nudged now is delivered (pg-boss, the outbox).
    const email = `loss-${randomBytes(3).toString("hex")}@example.com`;
    const sent = await get("/api/auth/contact-us", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "Ada Visitor", email, mobile: "07700 900123", query: "Are you back?" }),
    });
    expect(sent.status, sent.text).toBe(200);
    const delivered = await until("the contact mail delivered by the job worker", async () => {
      const { rows } = await admin.query<{ waiting: number; sent: number }>(
        "select count(*) filter (where sent_at is null)::int as waiting, count(*) filter (where sent_at is not null)::int as sent from mail_outbox where kind like 'contact-%' and created_at > now() - interval '5 minutes'",
      );
      return rows[0]!.waiting === 0 && rows[0]!.sent >= 1;
    }, 60_000);
    console.info(`database-loss: the nudged mail was delivered ${delivered} ms after the call that queued it`);
  });

  it("while PostgreSQL is unreachable /healthz says so and requests answer 503; once it is back, 200s without a restart", async () => {
    proxy.cut();
    try {
      // Twice, a connect timeout apart: every attempt ends, none piles up behind the first.
      for (let i = 0; i < 2; i++) {
        const health = await get("/healthz");
        expect([health.status, JSON.parse(health.text)]).toEqual([503, { status: "error", database: "unreachable" }]);
      }
      const call = await get(EVENTS_CALL);
      expect([call.status, json(call)]).toEqual([503, expect.objectContaining({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE })]);
      const page = await get(EVENTS_PAGE);
      expect(page.status).toBe(503);
      expect(page.text).toContain("Unable to");
    } finally {
      proxy.restore();
    }
    const healthy = await until("/healthz 200 again", async () => (await get("/healthz")).status === 200, 60_000);
    console.info(`database-loss: /healthz answered 200 again ${healthy} ms after PostgreSQL was reachable, pages and calls ${await recovered("200s after the outage")} ms after that`);
  });

  it("on SIGTERM finishes the request in flight with its whole answer and Connection: close, refuses new connections, and exits 0", async () => {
    const user = await createUser(database.db);
    const token = await issueToken(database.db, user.id, new Date());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // The connection the held request reuses.
      expect((await get("/healthz", { agent })).headers.connection).toBe("keep-alive");
      let stopped: Promise<unknown> | undefined;
      // Returned unawaited (in an object): it can only finish once the lock is let go.
      const { inFlight } = await whileLocked("api_tokens", async () => {
        const inFlight = get(EVENTS_CALL, { agent, headers: { authorization: `Bearer ${token}` } });
        await until("the signed-in call waiting on the lock", async () => (await appWaitingOnLocks()) >= 1);
        stopped = server.stop();
        await until("new connections refused", () => refusesConnections(PORT));
        return { inFlight };
      });
      const held = await inFlight;
      expect([held.status, held.headers.connection, json(held).success]).toEqual([200, "close", true]);
      expect(await stopped).toBe(0);
    } finally {
      agent.destroy();
    }
  });
});
