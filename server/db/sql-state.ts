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

// The one place that decides "the database is unavailable" (ADR 054): the connection, not the
// statement, failed, so the same request may pass in a moment on another connection. PostgreSQL's
// SQLSTATEs: admin_shutdown (57P01, pg_terminate_backend and a failover), crash_shutdown (57P02),
// cannot_connect_now (57P03, starting or in recovery), and class 08 (connection exceptions). The
// socket's own errors, and the driver's and pool's messages for a connection that ended or never
// came, which carry no code.
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03"]);
const SOCKET_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/** True when `error`, or an error in its `cause` chain, says the database could not be reached or dropped the connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const fields = current as { code?: unknown; reason?: unknown; message?: unknown; cause?: unknown };
    const code = typeof fields.code === "string" ? fields.code : "";
    if (UNAVAILABLE_STATES.has(code) || SOCKET_ERRORS.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    // server/db/client.ts's DatabaseQueryError keeps the driver's message as its `reason`.
    const message = typeof fields.reason === "string" ? fields.reason : typeof fields.message === "string" ? fields.message : "";
    if (LOST_CONNECTION.test(message)) return true;
    current = fields.cause;
  }
  return false;
}
