// A column named with its table. Drizzle leaves the columns of a query without joins unqualified,
// and inside a correlated subquery an unqualified "id" is the subquery's own table's id, not the
// outer row's: a count or an exists() would then compare a row with itself.
import { getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
