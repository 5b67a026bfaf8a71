// For the cards' unit tests: a card's markup from the server's card markup cache must be exactly
// what the inline render gives (the browser hydrates it as its own).
import type { ReactElement } from "react";
import { expect } from "vitest";
import { MarkupCacheContext } from "~/components/ui/markup-cache";
import { markupCacheCounts, markupCacheFor, setMarkupCache } from "~/server-only/markup-cache.server";
import { renderForHydration } from "./render";

/**
 * Each element rendered as the server sends it: inline, then through an emptied cache twice (kept,
 * then found). The same HTML every time, and each element was kept once and found once.
 */
export async function expectKeptAsInline(elements: ReactElement[], url = "http://localhost/search?search=yoga"): Promise<void> {
  setMarkupCache(true);
  for (const element of elements) {
    const inline = await renderForHydration(element, url);
    for (let round = 0; round < 2; round += 1) {
      const cached = await renderForHydration(<MarkupCacheContext.Provider value={markupCacheFor(url)}>{element}</MarkupCacheContext.Provider>, url);
      expect(cached).toBe(inline);
    }
  }
  expect(markupCacheCounts()).toEqual({ hits: elements.length, misses: elements.length, entries: elements.length });
}
