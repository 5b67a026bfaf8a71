// The channels catalogue (/channels, spec 002 §2.5) with JavaScript on and off, on the demo data: a
// visitor finds a channel by text (Search, and Enter) and by subscription type, the pending "Mobility
// for Runners" course never shows, "No channels found" with a "Did you mean" link, Reset, the pager's
// bounds, bad input in the URL, and the channel cards on a host's profile and on the home page lead
// to /channel-detail/{id}/{slug}. Read-only: it changes no demo object.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openHydrated as open } from "./support/hydration";

const DEMO_LISTED = ["Hannah's Yoga Studio", "Foundations of Yoga: A Four-Week Course", "Marcus Moves Training Club", "Launch Your Online Business"];
const PENDING = "Mobility for Runners: A Six-Week Course";

const results = (page: Page) => page.getByRole("region", { name: "Channels found" });
const cardTitles = (page: Page) => results(page).getByRole("listitem").getByRole("heading");

/** The card titles of every page of the listing shown, following Next (9 a page). */
async function allCardTitles(page: Page): Promise<string[]> {
  const titles = await cardTitles(page).allTextContents();
  const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: /Next/ });
  for (let current = 2; (await next.count()) > 0; current += 1) {
    await next.click();
    await expect(page).toHaveURL(new RegExp(`page=${current}$`));
    await expect(page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]')).toHaveText(new RegExp(`\\b${current}$`));
    titles.push(...(await cardTitles(page).allTextContents()));
  }
  return titles;
}

test.describe("Channels catalogue", () => {
  test("a visitor finds a channel by text and by subscription type; the pending course never shows", async ({ page }) => {
    await open(page, "/channels");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Channels");
    await expect(page.getByLabel("Subscription type").locator("option")).toHaveText(["All Types", "Monthly", "Fixed"]);
    // Monthly = 1, Fixed = 0 (002 §2.5).
    expect(await page.getByLabel("Subscription type").locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(["", "1", "0"]);
    // Every approved demo channel over the pages (9 a page), and not the one pending approval.
    await expect(cardTitles(page)).toHaveCount(9);
    const all = await allCardTitles(page);
    expect(all).toEqual(expect.arrayContaining(DEMO_LISTED));
    expect(all).not.toContain(PENDING);
    expect(new Set(all).size).toBe(all.length);
    await open(page, "/channels");

    // By text, with the Search button.
    await page.getByLabel("Search text").fill("launch");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/channels\?title=launch&category=&subscriptionType=$/);
    await expect(cardTitles(page)).toHaveText(["Launch Your Online Business"]);
    const card = results(page).getByRole("article");
    await expect(card.getByRole("link", { name: "Launch Your Online Business" })).toHaveAttribute("href", /^\/channel-detail\/\d+\/launch-your-online-business$/);
    await expect(card.getByText(/^Fixed · /)).toBeVisible();
    await expect(card.getByTestId("channel-price")).toHaveText(/^£\d+\.\d\d once$/);
    await expect(card.getByRole("img")).toHaveAttribute("alt", "Cover art for Launch Your Online Business");
    await expect(page.getByLabel("Search text")).toHaveValue("launch");

    // By type: Monthly, then Fixed (text cleared).
    await page.getByLabel("Search text").fill("");
    await page.getByLabel("Subscription type").selectOption({ label: "Monthly" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/subscriptionType=1$/);
    await expect(results(page).getByRole("heading", { name: "Marcus Moves Training Club" })).toBeVisible();
    const monthly = await cardTitles(page).allTextContents();
    expect(monthly).toEqual(expect.arrayContaining(["Hannah's Yoga Studio", "Marcus Moves Training Club"]));
    expect(monthly).not.toContain("Launch Your Online Business");
    for (const price of await results(page).getByTestId("channel-price").allTextContents()) expect(price).toMatch(/ a month$/);

    await page.getByLabel("Subscription type").selectOption({ label: "Fixed" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/subscriptionType=0$/);
    await expect(results(page).getByRole("heading", { name: "Launch Your Online Business" })).toBeVisible();
    const fixed = await cardTitles(page).allTextContents();
    expect(fixed).toEqual(expect.arrayContaining(["Launch Your Online Business", "Foundations of Yoga: A Four-Week Course"]));
    expect(fixed).not.toContain("Marcus Moves Training Club");
    expect(fixed).not.toContain(PENDING);

    // The pending course is not found by its own words either.
    await page.getByLabel("Subscription type").selectOption({ label: "All Types" });
    await page.getByLabel("Search text").fill("mobility runners");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No channels found")).toBeVisible();
  });

  test("Enter in the text submits the search", async ({ page }) => {
    await open(page, "/channels");
    await page.getByLabel("Search text").fill("marcus");
    await page.getByLabel("Search text").press("Enter");
    await expect(page).toHaveURL(/\/channels\?title=marcus/);
    // By the host's name: Marcus's approved club, not his pending course.
    await expect(cardTitles(page)).toHaveText(["Marcus Moves Training Club"]);
  });

  test('says "No channels found" with a "Did you mean" link, and Reset clears the filters', async ({ page }) => {
    await open(page, "/channels?title=launchh&subscriptionType=0");
    await expect(page.getByText("No channels found")).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    const suggestion = page.getByRole("list", { name: "Did you mean:" }).getByRole("link", { name: "Launch Your Online Business" });
    await expect(suggestion).toHaveAttribute("href", "/channels?title=Launch+Your+Online+Business&subscriptionType=0");
    await suggestion.click();
    await expect(cardTitles(page)).toHaveText(["Launch Your Online Business"]);

    await page.getByRole("link", { name: "Reset", exact: true }).click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect(page.getByLabel("Search text")).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Subscription type")).toHaveValue("");
    await expect(cardTitles(page)).toHaveCount(9);
    expect(await allCardTitles(page)).toEqual(expect.arrayContaining(DEMO_LISTED));
  });

  test("the pager's bounds and bad input in the URL: a clear message, never an error page", async ({ page }) => {
    // Fewer than 10 channels: one page and no pager; a page past the end shows the last one.
    await open(page, "/channels?subscriptionType=1&page=4");
    await expect(page).toHaveURL(/\/channels\?subscriptionType=1&page=1$/);
    expect(await cardTitles(page).allTextContents()).toEqual(expect.arrayContaining(["Hannah's Yoga Studio", "Marcus Moves Training Club"]));
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);

    const badType = await page.goto("/channels?subscriptionType=monthly");
    expect(badType!.status()).toBe(422);
    await expect(page.getByText("Subscription type must be 1 (Monthly) or 0 (Fixed).")).toBeVisible();
    // The form is still there to mend the search.
    await expect(page.getByLabel("Category").locator("option")).not.toHaveCount(1);
    const long = await page.goto(`/channels?title=${"yoga%20".repeat(300)}`);
    expect(long!.status()).toBe(422);
    await expect(page.getByText("Search text must be at most 200 characters.")).toBeVisible();
    const nul = await page.goto("/channels?title=yo%00ga");
    expect(nul!.status()).toBe(400);
  });

  test("a host's profile shows her channel cards, leading to the channel's page", async ({ page }) => {
    await open(page, "/channels?title=launch");
    const hostLink = results(page).getByRole("link", { name: /^By Priya / });
    await hostLink.click();
    await expect(page).toHaveURL(/\/host-profile\/\d+\//);
    const card = page.getByRole("main").getByRole("article").filter({ has: page.getByRole("heading", { name: "Launch Your Online Business" }) });
    await expect(card.getByRole("link", { name: "Launch Your Online Business" })).toHaveAttribute("href", /^\/channel-detail\/\d+\/launch-your-online-business$/);
    await expect(card.getByTestId("channel-price")).toHaveText(/^£\d+\.\d\d once$/);
    await expect(card.getByRole("img")).toHaveAttribute("alt", "Cover art for Launch Your Online Business");
  });
});
