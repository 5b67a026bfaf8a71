// A query whose SQL is built once per database handle and run with each call's values.
//
// Drizzle builds a query's SQL text and result mapping from its tree on every run; for the token
// lookup and the profile that every signed-in page runs, that building cost more than sending the
// query (docs/decisions/047-signed-in-render-cost.md). A query made here is built on its first run
// against a handle (the services' database or a transaction) and kept as long as the handle lives.
// Its values go in through drizzle's placeholders, which skip the column's encoder: pass what the
// driver takes (an ISO string for a timestamp). The statement is unnamed (an empty name), so the
// server still parses it each time and no connection keeps state between requests (ADR 043).
import type { Executor } from "./client";

/** The prepared query of `build` for this handle, built on first use. */
export function preparedPerHandle<P>(build: (db: Executor) => P): (db: Executor) => P {
  const known = new WeakMap<Executor, P>();
  return (db) => {
    let prepared = known.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      known.set(db, prepared);
    }
    return prepared;
  };
}

/** Drizzle's name for an unnamed statement: node-postgres and PGlite send it without preparing it server-side. */
export const UNNAMED = "";
