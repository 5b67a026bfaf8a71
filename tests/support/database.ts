// A fresh database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL set
// (the "postgres" vitest project) a new PostgreSQL database created for the file and dropped after.
// Both start from the run's migrated copy (tests/support/database-setup.ts) rather than migrating
// again; openDatabase still runs the migrator, which finds nothing left to apply.
// PostgreSQL test databases commit without waiting for the disk (synchronous_commit off): what
// other sessions see, locks and isolation are unchanged; only a crash of the server itself could
// lose the last commits, which no test needs to survive. Each commit waited about 5 ms for the flush.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { describe, inject } from "vitest";
import { openDatabase, type Database, type Db } from "~server/db/client";
import * as schema from "~server/db/schema";
import type { DatabaseSettings } from "~server/env.server";

export const testDatabaseUrl = process.env.MARQUEE_TEST_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

/**
 * A suite that needs PostgreSQL itself (PGlite runs one query at a time, has no planner statistics
 * worth reading, and cannot be shared with a child process). A file that uses it runs only in the
 * api-postgres project (tests/support/postgres-only.ts), which CI requires.
 */
export function describeOnPostgres(name: string, suite: () => void): void {
  describe.runIf(testDatabaseUrl)(name, suite);
}

let snapshot: Promise<Blob> | undefined;

/** The migrated PGlite data directory, read once per worker. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject("pgliteSnapshot")).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/** PostgreSQL's pool `settings` (openDatabase's defaults otherwise: no timeouts, which a loaded machine's lock waits could reach). */
export async function openTestDatabase(settings?: Partial<DatabaseSettings>): Promise<Database> {
  if (!testDatabaseUrl) return openDatabase({ dataDir: "memory", loadDataDir: await pgliteSnapshot() });
  const { default: pg } = await import("pg");
  const name = `marquee_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), settings });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      try {
        // The pool's backends may still be exiting: PostgreSQL waits a few seconds for them. Forcing
        // at once would kill a connection the pool is still closing, an uncaught error in the test.
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      } catch {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Runs `run` with `services.db` swapped for a handle on the same connection that records the SQL of
 * every statement sent (their values left out): what a call does, to compare two paths' work.
 */
export async function recordingStatements<T>(services: { db: Db }, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const logger = { logQuery: (text: string) => void statements.push(text) };
  const original = services.db;
  const client = (original as unknown as { $client: never }).$client;
  const recording = testDatabaseUrl
    ? (await import("drizzle-orm/node-postgres")).drizzle(client, { schema, logger })
    : (await import("drizzle-orm/pglite")).drizzle(client, { schema, logger });
  services.db = recording as unknown as Db;
  try {
    return { result: await run(), statements };
  } finally {
    services.db = original;
  }
}
