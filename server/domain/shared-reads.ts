// What is the same for everyone (the home carousels' events, search results, event cards without
// the viewer's flags) read once per few seconds and shared by every request, signed in or not
// (ADR 045). Only data that holds no viewer's fields may be kept here: each viewer's own state comes
// from its own query, and every decision is taken again at the action, never from a shared read.
//
// Other app machines' writes (and the jobs') show within the TTL; this machine's own writes through
// the API clear it at once (server/api/index.ts; every worker's with WEB_CONCURRENCY:
// server/http/cluster-worker.ts), so a host sees their change on their next page.
//
// The promise is kept, so requests that arrive while a read is under way wait for that one read
// instead of each starting their own; a read that fails is forgotten at once.
import { boundedCache } from "~shared/bounded-cache";

export interface SharedReads {
  /** The kept value of `key` while it is fresh, otherwise `load()`'s (kept for the next ones). */
  read<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
  /** Forgets one key: its next read reads afresh. */
  forget(key: string): void;
  /** Forgets everything: after a write, this process's next reads see it (the API calls it). */
  clear(): void;
}

export interface SharedReadsOptions {
  /** How long a read is reused; 0 reads afresh every time. */
  ttlMs: number;
  /** At most this many keys are kept; the least recently read is forgotten first. */
  maxEntries: number;
  now?: () => number;
}

/** Every read afresh: tests' default, and SHARED_DATA_CACHE_SECONDS=0. */
export const freshReads: SharedReads = { read: async (_key, load) => load(), forget: () => undefined, clear: () => undefined };

/** True when `reads` keeps anything (the callers then lay each viewer's own fields over shared rows). */
export function sharing(reads: SharedReads | undefined): reads is SharedReads {
  return reads !== undefined && reads !== freshReads;
}

/** The key of a read over a set of ids: the same set in any order is one key. */
export function idsKey(name: string, ids: readonly number[]): string {
  return `${name} ${[...ids].sort((a, b) => a - b).join(",")}`;
}

/** The services' shared reads, or fresh reads when they have none (tests' services). */
export function sharedReadsOf(services: { sharedReads?: SharedReads }): SharedReads {
  return services.sharedReads ?? freshReads;
}

export function sharedReads({ ttlMs, maxEntries, now = Date.now }: SharedReadsOptions): SharedReads {
  if (ttlMs <= 0) return freshReads;
  const kept = boundedCache<string, Promise<unknown>>({ maxEntries, ttlMs, now });
  return {
    read<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      const found = kept.get(key);
      if (found) return found as Promise<T>;
      // A real promise, settled once: a query builder is a thenable that would run again for every awaiter.
      const value = new Promise<T>((resolve) => resolve(load()));
      kept.set(key, value);
      // Fresh for ttlMs from when the read ends, not from when it began: a slow read under load is
      // still reused for the whole TTL instead of sending the next requests to the busy database.
      value.then(
        () => {
          if (kept.peek(key) === value) kept.set(key, value);
        },
        () => {
          if (kept.peek(key) === value) kept.delete(key);
        },
      );
      return value;
    },
    forget(key) {
      kept.delete(key);
    },
    clear() {
      kept.clear();
    },
  };
}
