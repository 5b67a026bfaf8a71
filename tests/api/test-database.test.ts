// The API suite's own set-up: each file's database is a fresh copy of the database the run migrated
// once (tests/support/database-setup.ts), and passwords hash cheaply.
import { count, getTableName, is, sql, type SQL } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "~server/db/client";
import * as schema from "~server/db/schema";
import { packages } from "~server/db/schema";
import { hashPassword } from "~server/domain/accounts/passwords";
import { openTestDatabase } from "~tests/support/database";

/** The rows of a raw query: both drivers answer `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** The migrations drizzle-kit wrote (server/db/migrations/meta/_journal.json), by creation time. */
async function journal(): Promise<number[]> {
  const { readFile } = await import("node:fs/promises");
  const { entries } = JSON.parse(await readFile("server/db/migrations/meta/_journal.json", "utf8")) as { entries: Array<{ when: number }> };
  return entries.map((entry) => entry.when);
}

let first: Database;
let second: Database;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe("test database", () => {
  it("has every migration applied and every table of the schema, and nothing else", async () => {
    const applied = await rows<{ created_at: string | number }>(first.db, sql`select created_at from drizzle.__drizzle_migrations order by created_at`);
    expect(applied.map((row) => Number(row.created_at))).toEqual(await journal());
    const tables = await rows<{ table_name: string }>(
      first.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const schemaTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(tables.map((row) => row.table_name).sort()).toEqual(schemaTables);
  });

  it("gives each caller its own database", async () => {
    const [before] = await second.db.select({ n: count() }).from(packages);
    await first.db.insert(packages).values({ name: "Only here", pricePence: 100 });
    const [inFirst] = await first.db.select({ n: count() }).from(packages);
    const [inSecond] = await second.db.select({ n: count() }).from(packages);
    expect(inFirst?.n).toBe((before?.n ?? 0) + 1);
    expect(inSecond?.n).toBe(before?.n);
  });

  it("hashes passwords at the cheap test cost (set in vitest.config.ts)", async () => {
    expect(await hashPassword("Sunrise2024")).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });
});
