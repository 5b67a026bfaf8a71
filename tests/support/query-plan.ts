// EXPLAIN of a query built by the domain, for the query-plan tests (PostgreSQL only).
import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client";

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

