// EXPLAIN of a query built by the domain, for the query-plan tests (PostgreSQL only).
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";
import type { Db } from "~server/db/client";
import * as schema from "~server/db/schema";

/** The query with its parameters written in, for EXPLAIN (the values are ours, not a user's). */
function inlined(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = query.toSQL();
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === "number") return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

export async function plan(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const result = (await db.execute(sql.raw(`explain ${inlined(query)}`))) as unknown as { rows?: Record<string, string>[] };
  return (result.rows ?? (result as unknown as Record<string, string>[])).map((row) => Object.values(row)[0]).join("\n");
}

export interface StatementPlan {
  sql: string;
  plan: string;
}

/**
 * The plan of every statement `run` sends through the database it is given: a domain function that
 * runs its queries itself (a count and a page, a few at once) is checked as the page calls it,
 * without a copy of its SQL. Each statement is EXPLAINed with its own parameters, as they were sent.
 */
export async function plansOf(db: Db, run: (recording: Db) => Promise<unknown>): Promise<StatementPlan[]> {
  const pool = (db as unknown as { $client: Pool }).$client;
  const statements: { sql: string; params: unknown[] }[] = [];
  const recording = drizzle(pool, { schema, logger: { logQuery: (text, params) => statements.push({ sql: text, params }) } });
  await run(recording as unknown as Db);
  const plans: StatementPlan[] = [];
  for (const statement of statements) {
    const result = await pool.query<Record<string, string>>(`explain ${statement.sql}`, statement.params);
    plans.push({ sql: statement.sql, plan: result.rows.map((row) => Object.values(row)[0]).join("\n") });
  }
  return plans;
}

/** The tables a plan reads whole (a "Seq Scan on <table>"), among `tables`. */
export function seqScans(planText: string, tables: readonly string[]): string[] {
  return tables.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(planText));
}
