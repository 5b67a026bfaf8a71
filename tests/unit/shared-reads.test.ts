// The shared reads (server/domain/shared-reads.ts): a key's read is reused while fresh, shared by
// reads that arrive while it is under way, read again after its time, after clear() and after a
// failure; keys never mix; the oldest key goes first when full; 0 s reads afresh every time.
import { describe, expect, it } from "vitest";
import { freshReads, sharedReads, sharedReadsOf } from "~server/domain/shared-reads";

function counter() {
  const calls: string[] = [];
  const load = (key: string, value: unknown = key) => () => {
    calls.push(key);
    return Promise.resolve(value);
  };
  return { calls, load };
}

describe("shared reads", () => {
  it("reuses a key's read while it is fresh and reads again after its time", async () => {
    let clock = 1_000;
    const reads = sharedReads({ ttlMs: 5_000, maxEntries: 10, now: () => clock });
    const { calls, load } = counter();
    expect(await reads.read("a", load("a", 1))).toBe(1);
    clock += 4_999;
    expect(await reads.read("a", load("a", 2))).toBe(1);
    clock += 1;
    expect(await reads.read("a", load("a", 3))).toBe(3);
    expect(calls).toEqual(["a", "a"]);
  });

  it("counts a read's time from when it ends, so a slow read is reused for the whole TTL", async () => {
    let clock = 0;
    const reads = sharedReads({ ttlMs: 5_000, maxEntries: 10, now: () => clock });
    const { calls } = counter();
    let finish!: (value: number) => void;
    const slow = reads.read("a", () => {
      calls.push("a");
      return new Promise<number>((resolve) => (finish = resolve));
    });
    clock = 4_000;
    finish(1);
    expect(await slow).toBe(1);
    clock = 8_999;
    expect(await reads.read("a", () => Promise.resolve(2))).toBe(1);
    clock = 9_000;
    expect(await reads.read("a", () => Promise.resolve(3))).toBe(3);
    expect(calls).toEqual(["a"]);
  });

  it("keeps each key's own value", async () => {
    const reads = sharedReads({ ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    const { load } = counter();
    expect(await reads.read("event-cards 1,2", load("x", "first"))).toBe("first");
    expect(await reads.read("event-cards 1,3", load("y", "second"))).toBe("second");
    expect(await reads.read("event-cards 1,2", load("z", "third"))).toBe("first");
  });

  it("gives reads that arrive while one is under way that same read", async () => {
    const reads = sharedReads({ ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    let release!: (value: number) => void;
    let started = 0;
    const slow = () => {
      started += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = reads.read("a", slow);
    const second = reads.read("a", slow);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(started).toBe(1);
  });

  it("runs a thenable that runs again on every then() (a query builder) once for all its readers", async () => {
    const reads = sharedReads({ ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    let runs = 0;
    const builder: PromiseLike<string[]> = {
      then(onDone, onFail) {
        runs += 1;
        return Promise.resolve(["row"]).then(onDone, onFail);
      },
    };
    const results = await Promise.all([reads.read("q", () => builder), reads.read("q", () => builder), reads.read("q", () => builder)]);
    expect(results).toEqual([["row"], ["row"], ["row"]]);
    expect(runs).toBe(1);
  });

  it("forgets a read that failed, so the next one reads again", async () => {
    const reads = sharedReads({ ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    await expect(reads.read("a", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await reads.read("a", () => Promise.resolve("back"))).toBe("back");
  });

  it("forgets everything on clear()", async () => {
    const reads = sharedReads({ ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    const { calls, load } = counter();
    await reads.read("a", load("a"));
    await reads.read("b", load("b"));
    reads.clear();
    await reads.read("a", load("a"));
    await reads.read("b", load("b"));
    expect(calls).toEqual(["a", "b", "a", "b"]);
  });

  it("forgets the oldest key first when full", async () => {
    const reads = sharedReads({ ttlMs: 5_000, maxEntries: 2, now: () => 0 });
    const { calls, load } = counter();
    await reads.read("a", load("a"));
    await reads.read("b", load("b"));
    await reads.read("c", load("c"));
    await reads.read("b", load("b"));
    await reads.read("a", load("a"));
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });

  it("reads afresh every time with 0 s, and for services without shared reads", async () => {
    const { calls, load } = counter();
    const off = sharedReads({ ttlMs: 0, maxEntries: 10 });
    await off.read("a", load("a"));
    await off.read("a", load("a"));
    const none = sharedReadsOf({});
    expect(none).toBe(freshReads);
    await none.read("a", load("a"));
    expect(calls).toEqual(["a", "a", "a"]);
  });
});
