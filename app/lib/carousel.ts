// The home page's carousels without JavaScript: a CSS scroll-snap list showing 3 / 2 / 1 items by
// width, whose previous/next links move it by a desktop view (3 items) through a query parameter
// (`?live_page=N`, `?recorded_page=N`); with JavaScript the same links scroll the list instead.

/** Items one previous/next step moves: what a desktop view shows. */
export const CAROUSEL_STEP = 3;

export interface CarouselWindow {
  /** The page shown, clamped to the pages there are (1 when the list is empty). */
  page: number;
  pageCount: number;
  /** Index of the first item shown. */
  offset: number;
  previousPage: number | null;
  nextPage: number | null;
}

/** Where page `requested` of a list of `total` items starts, and its neighbours. */
export function carouselWindow(total: number, requested: number, step: number = CAROUSEL_STEP): CarouselWindow {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / step));
  const page = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), pageCount) : 1;
  return {
    page,
    pageCount,
    offset: (page - 1) * step,
    previousPage: page > 1 ? page - 1 : null,
    nextPage: page < pageCount ? page + 1 : null,
  };
}

/**
 * The query string of the page with `changes` applied over the current parameters (null removes
 * one; a page of "1" is left out so each view has one URL), e.g. "?category=3&live_page=2", or "" when none is left.
 */
export function changedSearch(current: URLSearchParams | string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "" || (name.endsWith("_page") && String(value) === "1")) params.delete(name);
    else params.set(name, String(value));
  }
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A previous/next link's click with JavaScript: scrolls `box` by one view while there is more in
 * that direction (the link is then not followed); at an end, the link goes to its page.
 */
export function scrollByView(box: HTMLElement | null, direction: 1 | -1, click: { preventDefault(): void }): void {
  if (!box) return;
  const more = direction > 0 ? box.scrollLeft + box.clientWidth < box.scrollWidth - 1 : box.scrollLeft > 0;
  if (!more) return;
  click.preventDefault();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  box.scrollBy({ left: direction * box.clientWidth, behavior: reduce ? "auto" : "smooth" });
}
