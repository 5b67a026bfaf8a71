// PostgreSQL's error fields (SQLSTATE `code`, `constraint`) wherever the driver wrapped them: drizzle
// puts the database error in `cause`, and server/db/client.ts's DatabaseQueryError carries them itself.
export interface SqlErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/** The first error in the `cause` chain with this SQLSTATE, or null. */
export function sqlErrorOf(error: unknown, code: string): SqlErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const fields = current as SqlErrorFields & { cause?: unknown };
    if (fields.code === code) return fields;
    current = fields.cause;
  }
  return null;
}

/** PostgreSQL cancelled the statement (query_canceled, 57014): the app's statement_timeout ran out (ADR 043). */
export function isStatementCancelled(error: unknown): boolean {
  return sqlErrorOf(error, "57014") !== null;
}
