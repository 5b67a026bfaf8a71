// The one bounded cache (shared/bounded-cache.ts): its bound, its order of forgetting (the oldest
// entry not read since it was set or last spared) and its TTL, on a clock the test moves.
import { describe, expect, it } from "vitest";
import { boundedCache } from "~shared/bounded-cache";

const keysOf = (cache: { peek(key: string): unknown }, keys: string[]) => keys.filter((key) => cache.peek(key) !== undefined);

describe("a bounded cache", () => {
  it("keeps at most maxEntries keys, forgetting the oldest unread one and sparing a read one once", () => {
    const cache = boundedCache<string, number>({ maxEntries: 3 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    // "a" was read: "b" is the oldest unread, and goes.
    expect(cache.get("a")).toBe(1);
    cache.set("d", 4);
    expect(cache.size).toBe(3);
    expect(keysOf(cache, ["a", "b", "c", "d"])).toEqual(["a", "c", "d"]);
    // "a" was spared once, as if set after "d": "c", "d", then "a" go, unless read again.
    cache.set("e", 5);
    expect(keysOf(cache, ["a", "c", "d", "e"])).toEqual(["a", "d", "e"]);
    expect(cache.get("a")).toBe(1);
    cache.set("f", 6);
    cache.set("g", 7);
    expect(keysOf(cache, ["a", "d", "e", "f", "g"])).toEqual(["a", "f", "g"]);
    // Setting a key again makes it the newest, unread.
    cache.set("f", 60);
    cache.set("h", 8);
    cache.set("i", 9);
    expect(keysOf(cache, ["a", "f", "g", "h", "i"])).toEqual(["f", "h", "i"]);
    expect(cache.get("f")).toBe(60);
  });

  it("forgets the oldest when every entry was read: each is spared once, in order", () => {
    const cache = boundedCache<string, number>({ maxEntries: 3 });
    for (const [key, value] of [["a", 1], ["b", 2], ["c", 3]] as const) cache.set(key, value);
    for (const key of ["c", "a", "b"]) cache.get(key);
    cache.set("d", 4);
    expect(keysOf(cache, ["a", "b", "c", "d"])).toEqual(["b", "c", "d"]);
    cache.set("e", 5);
    expect(keysOf(cache, ["b", "c", "d", "e"])).toEqual(["c", "d", "e"]);
  });

  it("forgets a stale entry before sparing it", () => {
    let now = 0;
    const cache = boundedCache<string, number>({ maxEntries: 2, ttlMs: 100, now: () => now });
    cache.set("old", 1);
    expect(cache.get("old")).toBe(1);
    now = 90;
    cache.set("new", 2);
    now = 100;
    cache.set("newer", 3);
    expect(keysOf(cache, ["old", "new", "newer"])).toEqual(["new", "newer"]);
  });

  it("does not mark a key as read when peeking at it", () => {
    const cache = boundedCache<string, number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.peek("a")).toBe(1);
    cache.set("c", 3);
    expect(keysOf(cache, ["a", "b", "c"])).toEqual(["b", "c"]);
  });

  it("keeps a null or a falsy value as a value, not as a miss", () => {
    const cache = boundedCache<string, number | null>({ maxEntries: 2 });
    cache.set("none", null);
    cache.set("zero", 0);
    expect(cache.get("none")).toBeNull();
    expect(cache.get("zero")).toBe(0);
    expect(cache.get("absent")).toBeUndefined();
  });

  it("forgets an entry ttlMs after it was set, on the clock it is given, and set again starts it afresh", () => {
    let now = 1_000;
    const cache = boundedCache<string, string>({ maxEntries: 10, ttlMs: 500, now: () => now });
    cache.set("page", "v1");
    now = 1_499;
    expect(cache.get("page")).toBe("v1");
    now = 1_500;
    expect(cache.get("page")).toBeUndefined();
    // A stale entry read is forgotten, not kept for peek either.
    expect(cache.peek("page")).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set("page", "v2");
    now = 1_900;
    cache.set("page", "v3");
    now = 2_300;
    expect(cache.get("page")).toBe("v3");
  });

  it("peeks at a stale entry until it is read, forgets one key or all", () => {
    let now = 0;
    const cache = boundedCache<string, string>({ maxEntries: 10, ttlMs: 10, now: () => now });
    cache.set("a", "A");
    cache.set("b", "B");
    now = 20;
    expect(cache.peek("a")).toBe("A");
    cache.delete("a");
    expect(cache.peek("a")).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("refuses a bound under 1 and a TTL of 0 or less", () => {
    expect(() => boundedCache({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => boundedCache({ maxEntries: Number.NaN })).toThrow(RangeError);
    expect(() => boundedCache({ maxEntries: 1, ttlMs: 0 })).toThrow(RangeError);
  });
});
