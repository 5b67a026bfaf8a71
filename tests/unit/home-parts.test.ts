// The home page's pure parts: the text cut (about block 800, trending 100), the countdown's parts
// and the carousels' paging without JavaScript.
import { describe, expect, it } from "vitest";
import { CAROUSEL_STEP, carouselWindow, changedSearch } from "~/lib/carousel";
import { countdownParts } from "~/lib/countdown";
import { cutHtml, cutText, htmlToText } from "~shared/text-cut";

describe("htmlToText", () => {
  it("drops tags, decodes entities and collapses spaces", () => {
    expect(htmlToText("<p>Fish &amp; chips</p>\n<p>&lt;b&gt; &#163;5 &#x2014; <strong>now</strong>&nbsp;!</p>")).toBe("Fish & chips <b> £5 — now !");
  });
  it("drops scripts and styles with their content, keeps unknown entities as written", () => {
    expect(htmlToText("<script>alert(1)</script>a<style>p{}</style> &bogus; b")).toBe("a &bogus; b");
  });
});

describe("cutText", () => {
  it("leaves a text that fits alone", () => {
    expect(cutText("Short and sweet.", 16)).toBe("Short and sweet.");
  });
  it("cuts at the last word that fits, with an ellipsis inside the limit", () => {
    expect(cutText("The quick brown fox jumps", 12)).toBe("The quick…");
    expect(cutText("The quick brown fox jumps", 16)).toBe("The quick brown…");
    expect(cutText("The quick brown fox jumps", 16).length).toBeLessThanOrEqual(16);
  });
  it("keeps a word that ends exactly at the cut", () => {
    // "The quick brown" is 15 characters and a space follows it.
    expect(cutText("The quick brown fox", 16)).toBe("The quick brown…");
  });
  it("drops punctuation left before the ellipsis", () => {
    expect(cutText("Breathe, stretch, rest and repeat", 18)).toBe("Breathe, stretch…");
  });
  it("cuts inside a single word longer than the limit", () => {
    expect(cutText("Supercalifragilistic", 6)).toBe("Super…");
  });
  it("counts characters, not UTF-16 units", () => {
    expect(cutText("😀😀😀 abc def", 8)).toBe("😀😀😀 abc…");
  });
  it("applies the home page's limits", () => {
    const long = "word ".repeat(400);
    expect(cutHtml(`<p>${long}</p>`, 800).length).toBeLessThanOrEqual(800);
    expect(cutHtml(`<p>${long}</p>`, 800).endsWith("word…")).toBe(true);
    expect(cutHtml(`<p>${long}</p>`, 100)).toHaveLength(100);
  });
});

describe("countdownParts", () => {
  const start = Date.UTC(2030, 0, 10, 12, 0, 0);
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = start - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(start, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalSeconds: 183_845, started: false });
  });
  it("rounds a part-second down", () => {
    expect(countdownParts(start, start - 1500)).toMatchObject({ seconds: 1, totalSeconds: 1, started: false });
  });
  it("stays at zero once the start has passed", () => {
    expect(countdownParts(start, start)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0, started: true });
    expect(countdownParts(start, start + 60_000)).toMatchObject({ totalSeconds: 0, started: true });
  });
});

describe("carouselWindow", () => {
  it("moves 3 items a page", () => {
    expect(CAROUSEL_STEP).toBe(3);
    expect(carouselWindow(8, 1)).toEqual({ page: 1, pageCount: 3, offset: 0, previousPage: null, nextPage: 2 });
    expect(carouselWindow(8, 2)).toEqual({ page: 2, pageCount: 3, offset: 3, previousPage: 1, nextPage: 3 });
    expect(carouselWindow(8, 3)).toEqual({ page: 3, pageCount: 3, offset: 6, previousPage: 2, nextPage: null });
  });
  it("clamps a page out of range", () => {
    expect(carouselWindow(8, 99).page).toBe(3);
    expect(carouselWindow(8, 0).page).toBe(1);
    expect(carouselWindow(8, -4).page).toBe(1);
    expect(carouselWindow(8, 1.5).page).toBe(1);
  });
  it("has one page and no links for a short or empty list", () => {
    expect(carouselWindow(3, 1)).toMatchObject({ pageCount: 1, previousPage: null, nextPage: null });
    expect(carouselWindow(0, 2)).toEqual({ page: 1, pageCount: 1, offset: 0, previousPage: null, nextPage: null });
  });
});

describe("changedSearch", () => {
  it("changes one parameter and keeps the others", () => {
    expect(changedSearch("?category=3&recorded_page=2", { live_page: 2 })).toBe("?category=3&live_page=2&recorded_page=2");
  });
  it("removes a parameter set to null and leaves page 1 out", () => {
    expect(changedSearch("category=3&live_page=2", { category: null, live_page: 1 })).toBe("");
  });
});
