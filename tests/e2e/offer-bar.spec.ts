// The phone's offer bar on an event's and a channel's page, JavaScript on and off: at 390 px it shows
// the price the page shows and the page's own action, and following it lands on that action (the
// next Tab is the action's button); at the end of the page it rests above the footer, covering
// nothing; on a desktop it is not there; and it is not offered to someone who cannot buy (the host).
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { openHydrated } from "./support/hydration";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

// Demo events no other journey changes: the run shares one database, and the series journeys book and
// cancel dates of the first series (a cancelled date offers nothing, so it has no bar).
const EVENT = "/event-detail/18/lunchtime-hiit-blast";
/** One of the demo host's own events: the host is offered nothing on it. */
const HOSTS_EVENT = "/event-detail/2/yin-yoga-for-better-sleep";
const CHANNEL = "/channel-detail/1/hannahs-yoga-studio";
const PHONE = { width: 390, height: 844 };

/** The first line of a price fact (the price itself, without its "taxes included" note). */
async function priceShown(fact: Locator): Promise<string> {
  return (await fact.evaluate((element) => element.firstChild?.textContent ?? "")).trim();
}

async function followBar(page: Page, targetId: string, action: Locator) {
  const bar = page.getByTestId("offer-bar");
  // The page-wide sweep (a11y.spec.ts) runs at desktop width, where the bar is not displayed; axe needs
  // scripting (the bar is the same markup either way: a plain link).
  if (test.info().project.name === "js-on") {
    const scan = await new AxeBuilder({ page }).include('[data-testid="offer-bar"]').withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(scan.violations.filter((one) => one.impact === "serious" || one.impact === "critical").map((one) => one.id)).toEqual([]);
  }
  await bar.getByTestId("offer-bar-action").click();
  await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
  await expect(page.locator(`#${targetId}`)).toBeInViewport();
  // The bar's link leads to the action itself: the next Tab is its button, not the top of the page.
  await page.keyboard.press("Tab");
  await expect(action).toBeFocused();
}

/** At the end of the page the bar sits above the footer: it covers none of the page. */
async function restsAboveFooter(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await page.getByTestId("offer-bar").boundingBox();
  const footer = await page.locator("footer").last().boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(footer!.y);
}

test.describe("the phone's offer bar", () => {
  test.use({ viewport: PHONE });

  const pages = [
    { name: "an event's page", path: EVENT, price: "event-price", target: "book", label: "Buy Ticket", action: (page: Page) => page.getByTestId("event-actions").getByRole("link", { name: "Buy Ticket" }) },
    { name: "a channel's page", path: CHANNEL, price: "channel-price", target: "subscribe", label: "Subscribe", action: (page: Page) => page.locator('#subscribe [data-channel-action="subscribe"]') },
  ];
  for (const one of pages) {
    test(`${one.name}: the bar shows the page's price and leads to ${one.label}`, async ({ page }) => {
      await openHydrated(page, one.path);
      const bar = page.getByTestId("offer-bar");
      await expect(bar).toBeVisible();
      const price = await priceShown(page.getByTestId(one.price));
      expect(price).toMatch(/^£\d/);
      await expect(bar.getByTestId("offer-bar-price")).toHaveText(price);
      await expect(bar.getByTestId("offer-bar-action")).toHaveText(one.label);
      await followBar(page, one.target, one.action(page));
      await restsAboveFooter(page);
    });
  }

  test("the host of the event and the channel is offered nothing to buy: no bar", async ({ page, context, baseURL }) => {
    // A visitor is offered both, so the host's pages below lose the bar for being the host's.
    for (const path of [HOSTS_EVENT, CHANNEL]) {
      await openHydrated(page, path);
      await expect(page.getByTestId("offer-bar")).toBeVisible();
    }
    await logInAs(context, baseURL!, demo.host);
    for (const path of [HOSTS_EVENT, CHANNEL]) {
      await openHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("offer-bar")).toHaveCount(0);
    }
  });
});

test("on a desktop the action is in view beside the page: no bar", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of [EVENT, CHANNEL]) {
    await openHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("offer-bar")).toBeHidden();
  }
});
