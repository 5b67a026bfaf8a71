// The API suite's own set-up: each file's database is a fresh copy of the run's migrated one (holding
// exactly what openDatabase gives a new database), and passwords hash cheaply.
import { count, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "~server/db/client";
import { packages } from "~server/db/schema";
import { hashPassword } from "~server/domain/accounts/passwords";
import { openTestDatabase } from "~tests/support/database";

/** The rows of a raw query: both drivers answer `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** Each table of the public schema with its rows, in a stable order. */
async function contents(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables) {
    result[table] = await rows(db, sql`select * from ${sql.identifier(table)} order by 1`);
  }
  return result;
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
  it("holds what a database migrated from scratch holds: every migration, the same rows", async () => {
    const fresh = await openTestDatabase({ fromScratch: true });
    try {
      expect(await contents(first.db)).toEqual(await contents(fresh.db));
    } finally {
      await fresh.close();
    }
    const { readdir } = await import("node:fs/promises");
    const migrations = (await readdir("server/db/migrations")).filter((file) => file.endsWith(".sql"));
    const [applied] = await rows<{ n: number }>(first.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied?.n).toBe(migrations.length);
  }, 120_000); // one database migrated from scratch, the slow way this suite avoids

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
