import { describe, expect, it } from "vitest";
import {
  MARGIN_PAGES,
  PAGE_RANGE,
  PAGE_SIZE,
  pageSearch,
  paginate,
  paginationItems,
  parsePageParam,
} from "~/lib/pagination";

const E = "ellipsis" as const;
const spec = { marginPages: 2, pageRange: 5 };

describe("pagination constants (spec 000 §9)", () => {
  it("are 9 per page, 2 margin pages and a 5-page range", () => {
    expect(PAGE_SIZE).toBe(9);
    expect(MARGIN_PAGES).toBe(2);
    expect(PAGE_RANGE).toBe(5);
  });
});

describe("paginationItems", () => {
  it("gives no pagination for zero or one page", () => {
    expect(paginationItems(1, 0, spec)).toEqual([]);
    expect(paginationItems(1, 1, spec)).toEqual([]);
    expect(paginationItems(3, 1, spec)).toEqual([]);
  });

  it("lists every page when they all fit", () => {
    expect(paginationItems(1, 2, spec)).toEqual([1, 2]);
    expect(paginationItems(2, 5, spec)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(5, 9, spec)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("on the first page shows the range 1–5, an ellipsis and the two last pages", () => {
    expect(paginationItems(1, 20, spec)).toEqual([1, 2, 3, 4, 5, E, 19, 20]);
  });

  it("on the last page shows the two first pages, an ellipsis and the range 16–20", () => {
    expect(paginationItems(20, 20, spec)).toEqual([1, 2, E, 16, 17, 18, 19, 20]);
  });

  it("in the middle shows margins, two ellipses and five pages centred on the current one", () => {
    expect(paginationItems(10, 20, spec)).toEqual([1, 2, E, 8, 9, 10, 11, 12, E, 19, 20]);
  });

  it("shows a single hidden page instead of an ellipsis", () => {
    // Window 4–8 leaves only page 3 between the margin and the window.
    expect(paginationItems(6, 20, spec)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, E, 19, 20]);
    // Window 5–9 leaves pages 3 and 4: those become an ellipsis.
    expect(paginationItems(7, 20, spec)).toEqual([1, 2, E, 5, 6, 7, 8, 9, E, 19, 20]);
    expect(paginationItems(15, 20, spec)).toEqual([1, 2, E, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("uses the spec's margins and range by default", () => {
    expect(paginationItems(10, 20)).toEqual(paginationItems(10, 20, spec));
  });

  it("honours other margins and ranges", () => {
    expect(paginationItems(10, 20, { marginPages: 1, pageRange: 3 })).toEqual([1, E, 9, 10, 11, E, 20]);
  });

  it("clamps an out-of-range current page", () => {
    expect(paginationItems(0, 20, spec)).toEqual(paginationItems(1, 20, spec));
    expect(paginationItems(99, 20, spec)).toEqual(paginationItems(20, 20, spec));
    expect(paginationItems(Number.NaN, 20, spec)).toEqual(paginationItems(1, 20, spec));
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);

  it("slices 9 items per page", () => {
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 3, totalItems: 20, pageSize: 9 });
    expect(paginate(items, 2).items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(paginate(items, 3).items).toEqual([19, 20]);
  });

  it("clamps pages below 1 and past the end", () => {
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, -4).items[0]).toBe(1);
    expect(paginate(items, 7)).toMatchObject({ page: 3, items: [19, 20] });
    expect(paginate(items, Number.NaN).page).toBe(1);
  });

  it("gives page 1 of 0 for an empty list", () => {
    expect(paginate([], 3)).toEqual({ items: [], page: 1, pageCount: 0, totalItems: 0, pageSize: 9 });
  });

  it("takes another page size", () => {
    expect(paginate(items, 2, 5).items).toEqual([6, 7, 8, 9, 10]);
    expect(paginate(items, 2, 5).pageCount).toBe(4);
  });
});

describe("parsePageParam and pageSearch", () => {
  it("reads positive whole numbers only", () => {
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("0")).toBe(1);
    expect(parsePageParam("-2")).toBe(1);
    expect(parsePageParam("2.5")).toBe(1);
    expect(parsePageParam("abc")).toBe(1);
  });

  it("sets the page and keeps the other parameters", () => {
    expect(pageSearch(new URLSearchParams("q=yoga&category=3&page=1"), 4)).toBe("?q=yoga&category=3&page=4");
    expect(pageSearch("?q=yoga", 2)).toBe("?q=yoga&page=2");
  });
});
