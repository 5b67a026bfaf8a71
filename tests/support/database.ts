// A fresh database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL set
// (the "postgres" vitest project) a new PostgreSQL database created for the file and dropped after.
import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "~server/db/client";

export const testDatabaseUrl = process.env.MARQUEE_TEST_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

export async function openTestDatabase(): Promise<Database> {
  if (!testDatabaseUrl) return openDatabase({ dataDir: "memory" });
  const { default: pg } = await import("pg");
  const name = `marquee_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
