// One database handle for the whole process: embedded PGlite by default, PostgreSQL when a URL is given.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { PgPreparedQuery, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { parseDatabaseSettings, type DatabaseSettings } from "../env.server";
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

/**
 * `loadDataDir` starts PGlite from a dumped data directory (tests: a migrated snapshot). PostgreSQL's
 * pool takes `settings`: the server passes its environment's. Those not given (the seed, admin and
 * bench scripts, most tests: bulk work that whoever runs it watches, like a migration) are the
 * process's DATABASE_POOL_MAX and no timeouts.
 */
export type DatabaseOptions = { url: string; settings?: Partial<DatabaseSettings> } | { dataDir: string | "memory"; loadDataDir?: Blob };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) {
    const { DATABASE_POOL_MAX } = parseDatabaseSettings(process.env);
    const none = { DATABASE_STATEMENT_TIMEOUT_MS: 0, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 0, DATABASE_CONNECT_TIMEOUT_MS: 0 };
    return openPostgres(options.url, { DATABASE_POOL_MAX, ...none, ...options.settings });
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

/** The contrib extensions the migrations create (CREATE EXTENSION): a PGlite that migrates must load them with the engine. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const extensions = await pgliteExtensions();
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dataDir !== "memory") mkdirSync(dataDir, { recursive: true });
  const client =
    dataDir === "memory" ? await PGlite.create({ loadDataDir, extensions }) : await PGlite.create(dataDir, { loadDataDir, extensions });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: "pglite", close: () => client.close() };
}

async function openPostgres(url: string, settings: DatabaseSettings): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Still at every start, so a plain `docker run` works; after fly.toml's release command it finds nothing to do.
  await migratePostgres(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.DATABASE_POOL_MAX,
    ...lossBounds(settings),
    // A SET on each new connection rather than startup parameters, which PgBouncer refuses (ADR 043).
    // pg-pool awaits this before the connection's first query.
    onConnect: (client) =>
      client.query("select set_config('statement_timeout', $1, false), set_config('idle_in_transaction_session_timeout', $2, false)", [
        `${settings.DATABASE_STATEMENT_TIMEOUT_MS}ms`,
        `${settings.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS}ms`,
      ]),
  });
  // A connection the server closed (a restart, the idle-in-transaction timeout) is an 'error' event:
  // without a listener Node would end the process. The pool drops the connection; the query it
  // served, if any, has failed on its own.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  pool.on("connect", (client) => client.on("error", (error) => console.error("PostgreSQL connection error:", error.message)));
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
}

/**
 * What bounds a query when the database is lost (ADR 054), so that it fails (a 503) instead of
 * hanging: opening a connection, or waiting for a free one, takes at most DATABASE_CONNECT_TIMEOUT_MS
 * (pg-pool's connectionTimeoutMillis covers both); a statement's answer is awaited the statement
 * timeout (PostgreSQL cancels it then) plus that allowance for the round trip, after which the
 * connection counts as silent. TCP keepalive lets the kernel find an idle connection whose server has
 * gone. 0 (scripts, most tests) leaves a bound out.
 */
function lossBounds(settings: DatabaseSettings) {
  const connect = settings.DATABASE_CONNECT_TIMEOUT_MS;
  const statement = settings.DATABASE_STATEMENT_TIMEOUT_MS;
  return {
    keepAlive: true,
    ...(connect > 0 ? { connectionTimeoutMillis: connect } : {}),
    ...(connect > 0 && statement > 0 ? { query_timeout: statement + connect } : {}),
  };
}

/**
 * Applies pending migrations on a connection of their own, without the app's statement timeout (a
 * migration may rewrite a large table). Several machines may start at once: the advisory lock, held
 * by this same session, lets one migrate while the others wait.
 */
export async function migratePostgres(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock(727274)");
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Failed queries

/**
 * A failed query as the rest of the app sees it: the SQL and PostgreSQL's error code and names
 * (constraint, table, column), never the bound values. Drizzle's own error prints every parameter
 * (password hashes, addresses, activation-code hashes) and its cause carries the driver's `detail`
 * ("Key (email)=(…) already exists"), so neither is kept.
 */
export class DatabaseQueryError extends Error {
  override name = "DatabaseQueryError";
  /** The SQLSTATE, e.g. "23505" for a unique violation. */
  readonly code?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  /** The driver's or PostgreSQL's primary message, cut before any value (what sql-state.ts reads). */
  readonly reason: string;

  constructor(
    readonly query: string,
    cause: unknown,
  ) {
    const fields = (typeof cause === "object" && cause !== null ? cause : {}) as Record<string, unknown>;
    // PostgreSQL's primary message, cut before any quoted value ('invalid input syntax for type integer: "…"').
    const reason = typeof fields.message === "string" ? fields.message.split(": ")[0] : "";
    super(`Failed query: ${query}${reason ? `\n${reason}` : ""}`);
    this.reason = reason;
    for (const key of ["code", "constraint", "table", "column"] as const) {
      if (typeof fields[key] === "string") Object.defineProperty(this, key, { value: fields[key], enumerable: true });
    }
  }
}

/** Drizzle's error with its message (which lists the parameters) replaced, keeping the call's stack frames. */
export function redactQueryError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const redacted = new DatabaseQueryError(error.query, error.cause);
  const prefix = `${error.name}: ${error.message}`;
  if (error.stack?.startsWith(prefix)) redacted.stack = `${redacted.name}: ${redacted.message}${error.stack.slice(prefix.length)}`;
  return redacted;
}

// Every query of both drivers (and of transactions and migrations) runs through this one method of
// drizzle's base class, which wraps driver errors in DrizzleQueryError: redact there, once, so no
// caller can log the parameters. tests/api/security.test.ts fails if an upgrade moves it.
type QueryWithCache = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
const prepared = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache; __marqueeRedacts?: true };
if (!prepared.__marqueeRedacts) {
  const queryWithCache = prepared.queryWithCache;
  prepared.queryWithCache = async function (this: unknown, queryString, params, query) {
    try {
      return await queryWithCache.call(this, queryString, params, query);
    } catch (error) {
      throw redactQueryError(error);
    }
  };
  prepared.__marqueeRedacts = true;
}
