// Row counts of every table of the drizzle schema, found by itself (a table added to the schema is
// counted the day it is added), so the gates can say "nothing in the database changed".
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "~server/db/client";
import * as schema from "~server/db/schema";

/** Every table the schema module exports, by its SQL name. */
export const schemaTables: ReadonlyMap<string, PgTable> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table] as const),
);

export type Snapshot = Record<string, number>;

/** The number of rows of each table (those named in `except` left out), in one statement. */
export async function snapshot(db: Executor, except: readonly string[] = []): Promise<Snapshot> {
  const parts = [...schemaTables]
    .filter(([name]) => !except.includes(name))
    .map(([name, table]) => sql`select ${name}::text as name, count(*)::int as n from ${table}`);
  // Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`.
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: { name: string; n: number | string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.n)]));
}

/** The tables whose counts differ, as "name: before → after" (empty when nothing changed). */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
