// Pagination rules shared by every paged list (spec 000 §9): 9 items per page, and page links
// showing 2 margin pages at each end and a 5-page range around the current page.
// Pure code: no React, no server imports.

export const PAGE_SIZE = 9;
export const MARGIN_PAGES = 2;
export const PAGE_RANGE = 5;

/** A page number to link to, or a gap of hidden pages. */
export type PaginationItem = number | "ellipsis";

export interface PaginationOptions {
  /** Pages always shown at the start and at the end. */
  marginPages?: number;
  /** How many consecutive pages are shown around the current one. */
  pageRange?: number;
}

/**
 * The page links to show for `current` of `total` pages (both 1-based).
 *
 * - No links at all (empty array) when there is one page or fewer.
 * - The first and last `marginPages` pages are always shown.
 * - A window of `pageRange` consecutive pages containing `current` is shown, centred on it
 *   where possible and slid inwards at either end (page 1 of 20 shows 1–5).
 * - A gap of two or more hidden pages becomes one "ellipsis"; a gap of a single page shows that
 *   page instead, since an ellipsis would take the same room.
 *
 * Out-of-range `current` values are clamped to 1..total.
 */
export function paginationItems(
  current: number,
  total: number,
  { marginPages = MARGIN_PAGES, pageRange = PAGE_RANGE }: PaginationOptions = {},
): PaginationItem[] {
  const pageCount = Math.max(0, Math.floor(total));
  if (pageCount <= 1) return [];
  const page = clamp(Number.isFinite(current) ? Math.floor(current) : 1, 1, pageCount);
  const range = Math.max(1, Math.floor(pageRange));
  const margin = Math.max(0, Math.floor(marginPages));

  // The window of `range` pages around the current one, kept inside 1..pageCount.
  let windowStart = page - Math.floor((range - 1) / 2);
  let windowEnd = windowStart + range - 1;
  if (windowStart < 1) {
    windowEnd += 1 - windowStart;
    windowStart = 1;
  }
  if (windowEnd > pageCount) {
    windowStart -= windowEnd - pageCount;
    windowEnd = pageCount;
  }
  windowStart = Math.max(1, windowStart);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p++) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p++) shown.add(p);
  for (let p = windowStart; p <= windowEnd; p++) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    const gap = p - previous - 1;
    if (gap === 1) items.push(previous + 1);
    else if (gap > 1) items.push("ellipsis");
    items.push(p);
    previous = p;
  }
  return items;
}

export interface Page<T> {
  /** The items on this page. */
  items: T[];
  /** The page actually shown, after clamping (1-based). */
  page: number;
  /** Number of pages (0 when there are no items). */
  pageCount: number;
  /** Number of items on all pages. */
  totalItems: number;
  pageSize: number;
}

/**
 * One page of `items`. A page below 1 (or not a number) shows page 1; a page past the end shows
 * the last page.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const totalItems = items.length;
  const pageCount = Math.ceil(totalItems / size);
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = clamp(wanted, 1, Math.max(1, pageCount));
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    pageCount,
    totalItems,
    pageSize: size,
  };
}

/** Reads `?page=N`: a positive whole number, otherwise 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number.parseInt(value, 10);
  return page >= 1 ? page : 1;
}

/** The query string for page `page`, keeping every other parameter (e.g. "?q=yoga&page=2"). */
export function pageSearch(searchParams: URLSearchParams | string, page: number, param = "page"): string {
  const params = new URLSearchParams(searchParams);
  params.set(param, String(page));
  return `?${params.toString()}`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
