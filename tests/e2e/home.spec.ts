// The home page (spec 001 §1), JavaScript on and off, on the seeded catalogue: a category tab link
// changes a carousel, next/previous move it (links without JavaScript, scrolling with it), the
// featured event links to its page, and the countdown is there (and ticks with JavaScript).
import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openHydrated as open } from "./support/hydration";

const cardTitles = (list: Locator) => list.locator("li article h3").allInnerTexts();

test.describe("home page", () => {
  test("with reduced motion the mission banner stands still and wraps", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/home");
    await expect(page.getByTestId("mission-banner")).toHaveCSS("animation-name", "none");
    await expect(page.getByText("Pause banner")).toBeHidden();
  });

  test("shows the mission banner, the about block and the trending tabs as links", async ({ page }) => {
    await open(page, "/home");
    await expect(page).toHaveTitle(/Marquee Home/);
    const banner = page.getByTestId("mission-banner");
    await expect(banner).toBeVisible();
    // Moving content can be stopped (WCAG 2.2.2), without JavaScript too.
    await expect(banner).toHaveCSS("animation-play-state", "running");
    await page.getByText("Pause banner").click();
    await expect(banner).toHaveCSS("animation-play-state", "paused");
    const about = page.getByTestId("about-text");
    await expect(about).toBeVisible();
    expect((await about.innerText()).length).toBeLessThanOrEqual(800);

    const trending = page.getByRole("navigation", { name: "Trending channels and events" });
    await expect(trending.getByRole("link", { name: "Channels" })).toHaveAttribute("aria-current", "page");
    await trending.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/[?&]trending=events/);
    await expect(page.getByTestId("trending-events")).toBeVisible();
    await expect(trending.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  });

  test("a category tab link changes the live carousel", async ({ page }) => {
    await open(page, "/home");
    const section = page.locator("#live-events");
    const tabs = section.getByRole("navigation");
    const tab = tabs.getByRole("link").nth(1);
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect(page).toHaveURL(/[?&]category=\d+/);
    await expect(tabs.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    const eyebrows = await section.locator("li article p").filter({ hasText: /^Online/ }).allInnerTexts();
    expect(eyebrows.length).toBeGreaterThan(0);
    // The eyebrow is drawn in capitals.
    for (const eyebrow of eyebrows) expect(eyebrow.toLowerCase()).toContain(name.toLowerCase());

    await tabs.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).not.toHaveURL(/category=/);
  });

  test("next and previous move the live carousel", async ({ page, javaScriptEnabled }) => {
    await open(page, "/home");
    const list = page.getByTestId("live-events-list");
    const next = page.getByTestId("live-events-next");
    const previous = page.getByTestId("live-events-previous");
    const before = await cardTitles(list);
    expect(before.length).toBeGreaterThan(3);

    if (javaScriptEnabled) {
      // With JavaScript the list scrolls by a view, and the page stays where it is.
      await next.click();
      await expect.poll(() => list.evaluate((box) => box.scrollLeft)).toBeGreaterThan(100);
      await expect(page).not.toHaveURL(/live_page=/);
      await previous.click();
      await expect.poll(() => list.evaluate((box) => box.scrollLeft)).toBe(0);
    } else {
      await next.click();
      await expect(page).toHaveURL(/[?&]live_page=2#live-events$/);
      expect((await cardTitles(list))[0]).toBe(before[3]);
      await previous.click();
      await expect(page).not.toHaveURL(/live_page=/);
      expect((await cardTitles(list))[0]).toBe(before[0]);
    }
  });

  test("the featured event shows its countdown and links to its page", async ({ page, javaScriptEnabled }) => {
    await open(page, "/current-events");
    const featured = page.getByTestId("featured-event");
    const seconds = featured.locator("[data-unit=seconds]");
    await expect(seconds).toHaveText(/^\d\d$/);
    await expect(featured.getByTestId("featured-start")).toContainText(/Starts \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d/);
    if (javaScriptEnabled) {
      const first = await seconds.innerText();
      await expect.poll(() => seconds.innerText(), { timeout: 5_000 }).not.toBe(first);
    }
    await featured.getByTestId("featured-link").click();
    await expect(page).toHaveURL(/\/event-detail\/\d+\/[a-z0-9-]+$/);
  });

  test("an unknown category shows every category with a note, never an error", async ({ page }) => {
    const response = await page.goto("/home?category=99999999&recorded_category=abc");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Category not found: showing every category.")).toHaveCount(2);
  });

  test("/old-home shows the same carousels in its older layout", async ({ page }) => {
    await open(page, "/old-home");
    await expect(page.getByRole("heading", { level: 1, name: "Marquee Home" })).toBeVisible();
    await expect(page.locator("#live-events")).toBeVisible();
    await expect(page.locator("#recorded-events")).toBeVisible();
    await expect(page.getByTestId("featured-event")).toBeVisible();
  });
});
