// Reads by ids that arrive in the same turn of the event loop, made as one query.
//
// A page asks the API for several card lists at once (the home page: five), and each list reads its
// viewer's own fields (booked, favourite, subscribed, fees) for its ids. Asked in the same turn, for
// the same database handle and viewer, they are one query for every id asked, each caller getting
// its own ids' rows: one round trip instead of five. The rows are read when the turn ends, after
// every caller asked, so each sees the state of that moment, as its own query would have.
import type { Executor } from "~server/db/client";

interface Waiter<Row> {
  ids: readonly number[];
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
}

interface Batch<Row> {
  ids: Set<number>;
  waiters: Waiter<Row>[];
}

/**
 * `read(db, key, ids)` for every caller of this turn with the same handle and key (a viewer's id),
 * made once with the union of their ids; each caller gets the rows of its own ids (`idOf`).
 */
export function batchedPerTurn<Row>(
  read: (db: Executor, key: number, ids: number[]) => Promise<Row[]>,
  idOf: (row: Row) => number,
): (db: Executor, key: number, ids: readonly number[]) => Promise<Row[]> {
  const pending = new WeakMap<Executor, Map<number, Batch<Row>>>();

  async function run(db: Executor, key: number, batch: Batch<Row>) {
    try {
      const rows = await read(db, key, [...batch.ids]);
      for (const waiter of batch.waiters) {
        const wanted = new Set(waiter.ids);
        waiter.resolve(rows.filter((row) => wanted.has(idOf(row))));
      }
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    }
  }

  return (db, key, ids) =>
    new Promise<Row[]>((resolve, reject) => {
      let batches = pending.get(db);
      if (!batches) {
        batches = new Map();
        pending.set(db, batches);
      }
      let batch = batches.get(key);
      if (!batch) {
        const started: Batch<Row> = { ids: new Set(), waiters: [] };
        batches.set(key, started);
        batch = started;
        setImmediate(() => {
          batches.delete(key);
          void run(db, key, started);
        });
      }
      for (const id of ids) batch.ids.add(id);
      batch.waiters.push({ ids, resolve, reject });
    });
}
