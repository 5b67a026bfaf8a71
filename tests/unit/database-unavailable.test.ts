// Which failures mean "the database is unavailable" (ADR 054), decided in server/db/sql-state.ts and
// answered by the API as a 503 the client may retry: PostgreSQL's admin/crash shutdown and
// cannot-connect-now, class 08, the socket's errors, and the driver's and pool's messages for a
// connection that ended or never came, as they arrive raw or wrapped by drizzle and redacted.
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, failureOf } from "~server/api/errors";
import { redactQueryError } from "~server/db/client";
import { isDatabaseUnavailable } from "~server/db/sql-state";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As a query's failure reaches the API: drizzle's wrapper, redacted (server/db/client.ts). */
const wrapped = (cause: Error) => redactQueryError(new DrizzleQueryError("select * from users where email = $1", ["ada@example.com"], cause));

describe("isDatabaseUnavailable", () => {
  const unavailable: Array<[string, Error]> = [
    ["pg_terminate_backend (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["a crashed server (57P02)", withCode("terminating connection because of crash of another server process", "57P02")],
    ["a server starting or in recovery (57P03)", withCode("the database system is starting up", "57P03")],
    ["a connection exception (08006)", withCode("connection failure", "08006")],
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a connection that ended mid-query", new Error("Connection terminated unexpectedly")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a connect that timed out", new Error("Connection terminated due to connection timeout", { cause: new Error("Connection terminated unexpectedly") })],
    ["a query whose answer never came", new Error("Query read timeout")],
    ["a pool that is closing", new Error("Cannot use a pool after calling end on the pool")],
  ];
  it.each(unavailable)("is true for %s, raw and as the API receives it", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    expect(failureOf(wrapped(error))).toEqual({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, headers: { "Retry-After": "5" } });
  });

  it("is false for a failed statement, a bug, or nothing at all; a cancelled statement stays 'busy'", () => {
    for (const error of [withCode("duplicate key value violates unique constraint", "23505"), withCode("syntax error", "42601"), new TypeError("x is undefined"), null, "text"]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(failureOf(wrapped(withCode("duplicate key value", "23505")))).toEqual({ status: 500, message: "Something went wrong" });
    expect(failureOf(wrapped(withCode("canceling statement due to statement timeout", "57014"))).message).toBe(DATABASE_BUSY_MESSAGE);
  });
});
