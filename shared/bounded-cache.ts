// The one bounded cache of the app (docs/decisions/069-one-bounded-cache.md): at most `maxEntries`
// keys; with `ttlMs`, each entry also forgotten that long after it was set. Past the bound the oldest
// entry goes, unless it was read since it was set: that one is spared once, as if set again ("second
// chance", close to forgetting the least recently used). A hit only marks its entry, so reading costs
// about what a Map's get costs (reordering on every hit cost several times more on the translator's
// hundreds of reads a page). Every memory kept across requests or renders, on the server and in the
// browser, is one of these: bounded the same way, its size and lifetime said where it is made.

export interface BoundedCacheOptions {
  /** At most this many keys are kept (at least 1). */
  maxEntries: number;
  /** How long an entry is fresh after it is set; unset: until it is forgotten for room. */
  ttlMs?: number;
  /** The clock of the TTL (tests give their own). */
  now?: () => number;
}

export interface BoundedCache<K, V> {
  /** The value kept under `key` while fresh (marked as read: spared once past the bound), else undefined. */
  get(key: K): V | undefined;
  /** The value kept under `key`, fresh or not, without marking it as read. */
  peek(key: K): V | undefined;
  /** Keeps `value` under `key`, fresh for the TTL from now, as the newest entry; past the bound the oldest unread one goes. */
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
  /** Keys kept, stale ones not yet forgotten included. */
  readonly size: number;
}

interface Entry<V> {
  value: V;
  /** When it stops being fresh (Infinity without a TTL). */
  expires: number;
  /** Read since it was set or last spared. */
  read: boolean;
}

export function boundedCache<K, V>({ maxEntries, ttlMs = Infinity, now = Date.now }: BoundedCacheOptions): BoundedCache<K, V> {
  // One message for both (it also goes to the browser): a NaN from a setting would bound nothing.
  if (!(maxEntries >= 1 && ttlMs > 0)) throw new RangeError(`A bounded cache keeps 1 entry or more, each for more than 0 ms (${maxEntries}, ${ttlMs}).`);
  // A Map iterates in insertion order: the first entry is the oldest, and one spared is set again at the end.
  const entries = new Map<K, Entry<V>>();
  const timed = ttlMs !== Infinity;
  const makeRoom = () => {
    const at = timed ? now() : 0;
    // Ends: every entry passed over loses its mark, so at the latest the first one comes round again unmarked.
    for (const [key, entry] of entries) {
      entries.delete(key);
      if (!entry.read || (timed && entry.expires <= at)) return;
      entry.read = false;
      entries.set(key, entry);
    }
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (timed && entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      entry.read = true;
      return entry.value;
    },
    peek: (key) => entries.get(key)?.value,
    set(key, value) {
      entries.delete(key);
      if (entries.size >= maxEntries) makeRoom();
      entries.set(key, { value, expires: timed ? now() + ttlMs : Infinity, read: false });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
