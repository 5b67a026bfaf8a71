// The server's card markup cache (app/server-only/markup-cache.server.tsx): one render per key and
// page address, never shared across addresses, bounded, and off when switched off.
import { useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markupKey } from "~/components/ui/markup-cache";
import { MARKUP_CACHE_ENTRIES, markupCacheCounts, markupCacheFor, setMarkupCache } from "~/server-only/markup-cache.server";

afterEach(() => setMarkupCache(true));

/** Where the kept render's router is. */
function Where() {
  const { pathname, search } = useLocation();
  return <>{`${pathname}${search}`}</>;
}

const drawing = (text: string) => vi.fn(() => ({ className: "card", inside: <p>{text}</p> }));

describe("markupCacheFor", () => {
  it("renders a key's inside once per page address and hands the same markup back", () => {
    setMarkupCache(true);
    const draw = drawing("Kept");
    const search = markupCacheFor("http://localhost/search?search=yoga");
    const first = search!("k", draw);
    expect(first).toEqual({ className: "card", html: "<p>Kept</p>" });
    expect(markupCacheFor("http://localhost/search?search=yoga")!("k", draw)).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
    // Another address (path or query) is another entry: a card never carries one page's markup to another.
    markupCacheFor("http://localhost/search?search=pilates")!("k", draw);
    markupCacheFor("http://localhost/home")!("k", draw);
    expect(draw).toHaveBeenCalledTimes(3);
    expect(markupCacheCounts()).toEqual({ hits: 1, misses: 3, entries: 3 });
  });

  it("keeps at most its bound, forgetting the least recently used first", () => {
    setMarkupCache(true);
    const cache = markupCacheFor("http://localhost/home")!;
    const draw = drawing("x");
    cache("first", draw);
    cache("second", draw);
    for (let i = 0; i < MARKUP_CACHE_ENTRIES - 2; i += 1) cache(`filler ${i}`, draw);
    cache("first", draw); // used again: now the most recent
    cache("one more", draw); // over the bound: "second" goes
    expect(markupCacheCounts().entries).toBe(MARKUP_CACHE_ENTRIES);
    const calls = draw.mock.calls.length;
    cache("first", draw);
    expect(draw).toHaveBeenCalledTimes(calls);
    cache("second", draw);
    expect(draw).toHaveBeenCalledTimes(calls + 1);
  });

  it("keys markup by as much of the address as it may read, and renders it there", () => {
    setMarkupCache(true);
    const where = vi.fn(() => ({ className: "", inside: <Where /> }));
    const at = (url: string, place: "page" | "path" | "anywhere") => markupCacheFor(url)!("k", where, place).html;
    expect(at("http://localhost/search?search=yoga", "path")).toBe("/search");
    expect(at("http://localhost/search?search=pilates", "path")).toBe("/search");
    expect(at("http://localhost/home", "anywhere")).toBe("/");
    expect(at("http://localhost/search?search=yoga", "anywhere")).toBe("/");
    expect(where).toHaveBeenCalledTimes(2);
    // The same key at another place, or at the whole address, is another entry.
    expect(at("http://localhost/search?search=yoga", "page")).toBe("/search?search=yoga");
    expect(at("http://localhost/", "page")).toBe("/");
    expect(where).toHaveBeenCalledTimes(4);
  });

  it("gives no cache when switched off", () => {
    setMarkupCache(false);
    expect(markupCacheFor("http://localhost/home")).toBeNull();
  });
});

describe("markupKey", () => {
  it("names the kind and every input, so cards that differ in anything have different keys", () => {
    expect(markupKey("event", { id: 1, is_favorite: false })).not.toBe(markupKey("event", { id: 1, is_favorite: true }));
    expect(markupKey("event", { id: 1 })).not.toBe(markupKey("channel", { id: 1 }));
    expect(markupKey("event", { id: 1, returnTo: "/home" })).toBe(markupKey("event", { id: 1, returnTo: "/home" }));
  });
});
