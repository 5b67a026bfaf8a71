// Every connection of the app's pool carries a statement timeout (ADR 043): PostgreSQL cancels a
// statement that runs past it (SQLSTATE 57014) and the call or page that hit it answers a clear 503
// at once rather than hanging; normal queries pass. A statement waiting on a lock counts too, which
// is how the test makes the app's own queries slow: another session holds the events table.
import type { AppLoadContext } from "@remix-run/node";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { createApi } from "~server/api";
import { DATABASE_BUSY_MESSAGE } from "~server/api/errors";
import { DatabaseQueryError } from "~server/db/client";
import { CLIENT_IP_HEADER } from "~shared/http-headers";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { useAppServices } from "~tests/support/web-app";

process.env.SESSION_SECRET ??= "statement-timeout-session-secret-statement-timeout";

describeOnPostgres("the statement timeout on PostgreSQL", () => {
  const t = useTestApi({ database: { DATABASE_STATEMENT_TIMEOUT_MS: 300, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 2000 } });
  useAppServices(t);
  const report = vi.fn();
  let api: ReturnType<typeof createApi>;
  beforeAll(() => {
    api = createApi(t.services, { report });
  });
  afterEach(() => report.mockClear());

  const call = async (path: string) => {
    const response = await api.fetch(new Request(`http://test.local/api/auth/${path}`, { headers: { accept: "application/json", [CLIENT_IP_HEADER]: "203.0.113.7" } }));
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as { success: boolean; message: string } };
  };

  /** Runs `work` while another session (no timeout of its own) holds the events table. */
  async function whileEventsLocked<T>(work: () => Promise<T>): Promise<T> {
    const { connectionString } = (t.db as unknown as { $client: pg.Pool }).$client.options;
    const holder = new pg.Client({ connectionString });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("lock table events in access exclusive mode");
      return await work();
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
  }

  /** The rows of a statement (node-postgres answers a result). */
  const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  it("sets both timeouts on the app's connections", async () => {
    const [row] = await rowsOf(sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`);
    expect(row).toEqual({ statement: "300ms", idle: "2s" });
  });

  it("cancels a statement longer than the timeout with SQLSTATE 57014, and the next query passes", async () => {
    const slow = await t.db.execute(sql`select pg_sleep(5)`).catch((error: unknown) => error);
    expect(slow).toBeInstanceOf(DatabaseQueryError);
    expect(slow).toMatchObject({ code: "57014", message: expect.stringContaining("canceling statement due to statement timeout") });
    expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("a call whose query is cancelled answers 503 with a clear message, reported; once the lock goes the same call answers 200", async () => {
    const busy = await whileEventsLocked(() => call("upcoming_online_event"));
    expect(busy).toEqual({ status: 503, retryAfter: "5", body: expect.objectContaining({ success: false, message: DATABASE_BUSY_MESSAGE }) });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatchObject({ code: "57014" });
    const again = await call("upcoming_online_event");
    expect([again.status, again.body.success]).toEqual([200, true]);
  });

  it("a page whose data is cancelled answers the spec's 503 text, not a hang or a 500", async () => {
    const { loader } = await import("~/routes/home");
    const context: AppLoadContext = { requestId: crypto.randomUUID(), clientIp: "203.0.113.7", cspNonce: null };
    const load = () => loader({ request: new Request("http://localhost/home"), context, params: {} });
    // The app's own API reports each cancelled call (Sentry, else the log).
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    const thrown = await whileEventsLocked(() => load().then(() => null, (error: unknown) => error)).finally(() => spy.mockRestore());
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { message: "Unable to fetch event details, Please contact admin." } });
    expect(logged.some((args) => args.some((arg) => (arg as { code?: string } | null)?.code === "57014"))).toBe(true);
    await expect(load()).resolves.toHaveProperty("live");
  });
});
