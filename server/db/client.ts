// One database handle for the whole process: embedded PGlite by default, PostgreSQL when a URL is given.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: domain functions accept either. */
export type Executor = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(process.cwd(), "server/db/migrations");

/** `loadDataDir` starts PGlite from a dumped data directory (tests: a migrated snapshot). */
export type DatabaseOptions = { url: string } | { dataDir: string | "memory"; loadDataDir?: Blob };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dataDir !== "memory") mkdirSync(dataDir, { recursive: true });
  const client = dataDir === "memory" ? await PGlite.create({ loadDataDir }) : await PGlite.create(dataDir, { loadDataDir });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: "pglite", close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  const db = drizzle(pool, { schema });
  // Several containers may start at once: one migrates while the others wait.
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock(727274)");
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query("select pg_advisory_unlock(727274)").catch(() => undefined);
    lock.release();
  }
  return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
}
