// The home page's pictures, JavaScript on and off, on the seeded catalogue: every card shows a
// generated cover (no placeholder) with alt text, two widths in srcset and its box reserved; the
// featured event's cover is the Largest Contentful Paint, fetched first, and nothing shifts as the
// pictures load (the layout-shift entries the browser recorded add up to 0).
import { expect, test } from "./support/fixtures";
import { openHydrated as open } from "./support/hydration";

test.describe("home page pictures", () => {
  test("every card has a described cover in two widths, and the page does not shift as they load", async ({ page }) => {
    await open(page, "/home");
    const featured = page.getByTestId("featured-event").locator("img");
    await expect(featured).toHaveAttribute("fetchpriority", "high");
    await expect(featured).toHaveAttribute("loading", "eager");

    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThan(6);
    await expect(page.locator("main article").getByText("✦")).toHaveCount(0);
    for (const card of await cards.all()) {
      const image = card.locator("img");
      await expect(image).toHaveAttribute("alt", /^Cover art for \S/);
      await expect(image).toHaveAttribute("srcset", /\.webp 960w, \S+\.webp 480w$/);
      await expect(image).toHaveAttribute("width", "960");
      await expect(image).toHaveAttribute("height", "540");
    }

    // Load every picture (the lazy ones too; without JavaScript the browser loads them all at once).
    await page.evaluate(() => {
      for (const image of document.images) image.loading = "eager";
    });
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
    for (const image of await page.locator("main img").all()) {
      expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
    // What the browser measured from the start, read over the DevTools protocol: page scripts (an
    // observer's callback) do not run without JavaScript, the protocol's buffered entries do.
    const cdp = await page.context().newCDPSession(page);
    const entries: { type: string; layoutShiftDetails?: { value: number; hadRecentInput: boolean }; lcpDetails?: { url?: string } }[] = [];
    cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => entries.push(event));
    await cdp.send("PerformanceTimeline.enable", { eventTypes: ["layout-shift", "largest-contentful-paint"] });
    const shift = entries.reduce((sum, entry) => sum + (entry.layoutShiftDetails && !entry.layoutShiftDetails.hadRecentInput ? entry.layoutShiftDetails.value : 0), 0);
    const largest = entries.filter((entry) => entry.type === "largest-contentful-paint").at(-1);
    const featuredSrc = await featured.evaluate((element: HTMLImageElement) => element.currentSrc);
    const measured = { shift, lcp: largest?.lcpDetails?.url ?? null };
    expect(measured).toEqual({ shift: 0, lcp: featuredSrc });
  });
});
