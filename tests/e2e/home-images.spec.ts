// The home page's pictures, JavaScript on and off, on the seeded catalogue: every card shows a
// cover (no placeholder) with alt text and its box reserved, the generated ones in two widths; the
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

    // Every card's picture, read at once: alt text, both widths and the reserved box.
    const pictures = await page.locator("main article").evaluateAll((cards) =>
      cards.map((card) => {
        const image = card.querySelector("img");
        return { placeholder: card.textContent?.includes("✦") ?? false, alt: image?.alt ?? null, srcset: image?.getAttribute("srcset") ?? null, box: [image?.getAttribute("width"), image?.getAttribute("height")] };
      }),
    );
    // The demo's covers are generated; a host's uploaded photo (one that another journey of the run
    // has approved meanwhile) is described as a photo and has one width, its box reserved all the same.
    const generated = pictures.filter((picture) => picture.alt?.startsWith("Cover art for "));
    expect(generated.length).toBeGreaterThan(6);
    for (const picture of pictures) {
      expect(picture.placeholder).toBe(false);
      expect(picture.alt).toMatch(/^(Cover art|Photo) for \S/);
      expect(picture.box).toEqual(["960", "540"]);
    }
    for (const picture of generated) expect(picture.srcset).toMatch(/\.webp 960w, \S+\.webp 480w$/);

    // Load every picture (the lazy ones too; without JavaScript the browser loads them all at once).
    await page.evaluate(() => {
      for (const image of document.images) image.loading = "eager";
    });
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
    expect(await page.locator("main img").evaluateAll((images) => images.filter((image) => !((image as HTMLImageElement).naturalWidth > 0)).length)).toBe(0);
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
    // No shift: a picture whose box is not reserved moves the page by a hundredth or more of the
    // viewport (a 16:9 card is a tenth of it). A full CI run once measured 0.0000085, a sub-pixel
    // rounding under load with every box reserved, so anything under a thousandth counts as none.
    expect(measured.lcp).toBe(featuredSrc);
    expect(measured.shift).toBeLessThan(0.001);
  });
});
