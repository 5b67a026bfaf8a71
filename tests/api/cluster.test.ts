// One HTTP process per core (WEB_CONCURRENCY=2, ADR 046) on the built server as deployed: two workers
// under one primary on one port, each keeping its shared reads for 60 s. Every request here comes on a
// new connection, which the primary hands to the workers in turn. A scrape answered by either counts
// what both served; an admin's write through one worker is on every later answer, whichever worker
// gives it; a worker killed is replaced (and takes its counts with it, which shows both had served);
// SIGTERM ends it all with exit code 0, once a request held in flight has its whole answer, with
// `Connection: close` on its keep-alive connection, and new connections are refused (ADR 054).
// PostgreSQL only: several processes share the database. It
// runs build/ as it is (made if missing): rebuild after changing the server (node scripts/build.mjs);
// npm test runs it once its fresh build is made.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "~server/db/client";
import { issueToken } from "~server/domain/accounts/tokens";
import { refusesConnections, request as requestOn, templateCopy, until, type RequestOptions } from "~tests/support/built-server";
import { describeOnPostgres } from "~tests/support/database";
import { createUser } from "~tests/support/factories";
import { parsePrometheusText, sampleValue } from "~tests/support/prometheus";
import { ensureBuild, startServer } from "../../scripts/bench-lib.mjs";

const PORT = 4391;
const METRICS_TOKEN = randomBytes(24).toString("hex");

/** One request on a connection of its own (no keep-alive) unless given an agent: the primary hands each to the next worker. */
const request = (pathname: string, options?: RequestOptions) => requestOn(PORT, pathname, options);

async function healthzAnswers(): Promise<number> {
  const scrape = await request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(scrape.status).toBe(200);
  return sampleValue(parsePrometheusText(scrape.text), "marquee_http_responses_total", { route: "/healthz", method: "GET", status: "200" });
}

/** The primary's children (Linux /proc). */
const workerPids = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

describeOnPostgres("two HTTP workers on one machine (PostgreSQL, the built server)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-cluster-"));
  let scratch: Awaited<ReturnType<typeof templateCopy>>;
  let database: Database;
  let server: Awaited<ReturnType<typeof startServer>>;
  let serving = () => 0;

  beforeAll(async () => {
    ensureBuild();
    scratch = await templateCopy("cl");
    database = await openDatabase({ url: scratch.url });
    server = await startServer({
      port: PORT,
      env: {
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        APP_URL: "https://marquee.example",
        PAYMENTS: "sandbox",
        WEB_CONCURRENCY: "2",
        METRICS_TOKEN,
        SHARED_DATA_CACHE_SECONDS: "60",
        // The request held in flight at SIGTERM waits on the test's lock, however slow the machine.
        DATABASE_STATEMENT_TIMEOUT_MS: "20000",
        REQUEST_LOG: "off",
      },
    });
    serving = () => server.output().split("Marquee is serving").length - 1;
    // /healthz answers once one worker listens; a scrape waits for every worker.
    await until("both workers serving", () => serving() === 2);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let counted = 0;
  it("runs two worker processes, and a scrape answered by either counts every request both served", async () => {
    expect(workerPids(server.pid!)).toHaveLength(2);
    const before = await healthzAnswers();
    for (let i = 0; i < 10; i++) expect((await request("/healthz")).status).toBe(200);
    counted = await healthzAnswers();
    expect(counted - before).toBe(10);
  });

  it("a write through one worker clears the other's shared reads: every later answer has it", async () => {
    const user = await createUser(database.db, { role: "admin" });
    const token = await issueToken(database.db, user.id, new Date());
    const categories = async () => {
      const answer = await request("/api/auth/categories-list-search");
      expect(answer.status).toBe(200);
      return (JSON.parse(answer.text) as { data: Array<{ name: string }> }).data.map((category) => category.name);
    };
    // Both workers now keep the list for 60 s.
    for (let i = 0; i < 4; i++) await categories();
    const added = `Clustered ${randomBytes(3).toString("hex")}`;
    const write = await request("/api/auth/admin/categories", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: added, kind: "event", parent_id: "" }),
    });
    expect(write.status, write.text).toBe(200);
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push((await categories()).includes(added));
    expect(seen).toEqual([true, true, true, true, true, true]);
  });

  it("replaces a worker that is killed; the new one has counted nothing, so both had served", async () => {
    const [killed, kept] = workerPids(server.pid!);
    process.kill(killed!, "SIGKILL");
    await until("a new worker serving", () => serving() === 3);
    const now = workerPids(server.pid!);
    expect(now).toHaveLength(2);
    expect(now).toContain(kept);
    expect(now).not.toContain(killed);
    // The killed worker's count went with it, and the kept one's is still there.
    const left = await healthzAnswers();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(counted);
  });

  it("leaves no connection unanswered when a worker dies under traffic: each request is answered or cut at once", async () => {
    // Clients open connection after connection while workers are killed. A connection the dying
    // worker had not taken yet must not wait forever (node:cluster's round robin kept it in the
    // primary, unanswered): each request settles within the client's limit, most of them 200.
    const settled: { status: number | string }[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const outcome = await new Promise<{ status: number | string }>((resolve) => {
          const req = http.get({ host: "127.0.0.1", port: PORT, path: "/healthz", agent: false }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode! }));
            res.on("error", () => resolve({ status: "cut" }));
          });
          req.setTimeout(10_000, () => {
            resolve({ status: "hung" });
            req.destroy();
          });
          req.on("error", (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? "error" }));
        });
        settled.push(outcome);
      }
    };
    const clients = Array.from({ length: 12 }, client);
    const started = serving();
    for (let round = 0; round < 3; round++) {
      await until("traffic on both workers", () => settled.length > (round + 1) * 100, 30_000);
      const [victim] = workerPids(server.pid!);
      process.kill(victim!, "SIGKILL");
      // Replaced, and the new worker listening, before the next kill (and the next test).
      await until("the worker replaced", () => serving() === started + round + 1 && !workerPids(server.pid!).includes(victim!), 30_000);
    }
    running = false;
    await Promise.all(clients);
    const hung = settled.filter((outcome) => outcome.status === "hung").length;
    expect({ hung, answered: settled.some((outcome) => outcome.status === 200) }).toEqual({ hung: 0, answered: true });
  }, 120_000);

  it("on SIGTERM finishes a request in flight with its whole answer and Connection: close, refuses new connections, and ends with exit code 0, workers and all", async () => {
    const workers = workerPids(server.pid!);
    const user = await createUser(database.db);
    const token = await issueToken(database.db, user.id, new Date());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Another session holds the token table: the signed-in call waits on it, in flight in one worker.
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    let inFlight: Promise<Awaited<ReturnType<typeof request>>> | undefined;
    let stopped: Promise<unknown> | undefined;
    try {
      expect((await request("/healthz", { agent })).headers.connection).toBe("keep-alive");
      await holder.query("begin");
      await holder.query("lock table api_tokens in access exclusive mode");
      inFlight = request("/api/auth/upcoming_online_event", { agent, headers: { authorization: `Bearer ${token}` } });
      await until("the call waiting on the lock", async () => {
        const { rows } = await holder.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
        return rows[0]!.n >= 1;
      });
      stopped = server.stop();
      await until("new connections refused", () => refusesConnections(PORT));
    } finally {
      await holder.query("rollback").finally(() => holder.end());
    }
    const held = await inFlight;
    agent.destroy();
    expect([held.status, held.headers.connection, (JSON.parse(held.text) as { success: boolean }).success]).toEqual([200, "close", true]);
    expect(await stopped).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
