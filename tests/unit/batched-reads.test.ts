// Reads by ids asked in one turn of the event loop are one query (server/domain/discovery/batched-reads.ts).
import { describe, expect, it } from "vitest";
import type { Executor } from "~server/db/client";
import { batchedPerTurn } from "~server/domain/discovery/batched-reads";

type Row = { id: number; viewer: number };
const handle = (name: string) => ({ name }) as unknown as Executor;

function counting(fail?: Error) {
  const reads: { db: Executor; viewer: number; ids: number[] }[] = [];
  const read = batchedPerTurn<Row>(
    async (db, viewer, ids) => {
      reads.push({ db, viewer, ids: [...ids].sort((a, b) => a - b) });
      if (fail) throw fail;
      // Like the database: only ids that exist (9 does not).
      return ids.filter((id) => id !== 9).map((id) => ({ id, viewer }));
    },
    (row) => row.id,
  );
  return { read, reads };
}

describe("batchedPerTurn", () => {
  it("makes the reads of one turn, same handle and viewer, one read of every id; each caller gets its own ids' rows", async () => {
    const { read, reads } = counting();
    const db = handle("db");
    const [a, b, c] = await Promise.all([read(db, 7, [1, 2]), read(db, 7, [2, 3, 9]), read(db, 7, [])]);
    expect(reads).toEqual([{ db, viewer: 7, ids: [1, 2, 3, 9] }]);
    expect(a).toEqual([
      { id: 1, viewer: 7 },
      { id: 2, viewer: 7 },
    ]);
    expect(b).toEqual([
      { id: 2, viewer: 7 },
      { id: 3, viewer: 7 },
    ]);
    expect(c).toEqual([]);
  });

  it("keeps viewers and database handles apart, and a later turn reads afresh", async () => {
    const { read, reads } = counting();
    const db = handle("db");
    const tx = handle("tx");
    const [mine, theirs, inTx] = await Promise.all([read(db, 1, [4]), read(db, 2, [4]), read(tx, 1, [4])]);
    expect(mine).toEqual([{ id: 4, viewer: 1 }]);
    expect(theirs).toEqual([{ id: 4, viewer: 2 }]);
    expect(inTx).toEqual([{ id: 4, viewer: 1 }]);
    expect(reads).toHaveLength(3);
    await read(db, 1, [4]);
    expect(reads).toHaveLength(4);
  });

  it("fails every caller of the batch when the read fails, and the next turn tries again", async () => {
    const failing = counting(new Error("connection lost"));
    const db = handle("db");
    const results = await Promise.allSettled([failing.read(db, 1, [1]), failing.read(db, 1, [2])]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(failing.reads).toHaveLength(1);
    await expect(failing.read(db, 1, [1])).rejects.toThrow("connection lost");
    expect(failing.reads).toHaveLength(2);
  });
});
