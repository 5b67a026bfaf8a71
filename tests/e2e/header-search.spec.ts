// Finding things from any page, JavaScript on and off: the header's search box on an event page
// finds an event and a channel (with JavaScript, its suggestions are a keyboard combobox), the
// buyer pays for the event with the sandbox's 4242 card and is offered the way to the booking, and
// the My Marquee menu leads to My Booked Events. The demo's titles are found by name, so a larger
// catalogue changes nothing here.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const VISA = "4242 4242 4242 4242";
const EVENT = "Lunchtime HIIT Blast";
const CHANNEL = "Hannah's Yoga Studio";

const headerSearch = (page: Page) => page.getByRole("search", { name: "Site search" });

/** A demo event's page, found by its title (ids may differ between seeds). */
async function eventPage(page: Page, title: string): Promise<string> {
  const answer = await page.request.get(`/api/auth/events-search?search=${encodeURIComponent(title)}`);
  const list = ((await answer.json()) as { data: Array<{ id: number; title: string; event_slug: string }> }).data;
  const event = list.find((one) => one.title === title);
  if (!event) throw new Error(`The demo has no "${title}"`);
  return `/event-detail/${event.id}/${event.event_slug}`;
}

/** Searches from the header with Enter: a GET to /search, with or without JavaScript. */
async function searchFromHeader(page: Page, text: string) {
  const box = headerSearch(page).getByLabel("Search events and channels");
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?search=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}$`));
}

test("search from an event page's header, open a channel and an event, buy it with 4242 and reach My Booked Events from the menu", async ({ page, users }, testInfo) => {
  test.setTimeout(60_000);
  const javaScript = testInfo.project.name === "js-on";
  const user = await users.create({ label: "finder" });
  await user.logIn();

  // Start on an event page.
  await page.goto(await eventPage(page, "Sunrise Vinyasa Flow"));
  await waitForHydration(page);

  // A channel: the search page has a section of its own for channels, after the events.
  await searchFromHeader(page, "yoga studio");
  const channels = page.getByRole("region", { name: "Channels and courses" });
  await channels.getByRole("link", { name: CHANNEL }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: CHANNEL })).toBeVisible();
  await waitForHydration(page);

  // An event: with JavaScript, through the suggestions and the keyboard; without, the results.
  if (javaScript) {
    // The box keeps the last search's text across pages: cleared, no list is open.
    await headerSearch(page).getByLabel("Search events and channels").fill("");
    const box = page.getByRole("combobox", { name: "Search events and channels" });
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.pressSequentially("lunchtime hii", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("group", { name: "Events" }).getByRole("option", { name: new RegExp(EVENT) })).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    // Escape closes the list and keeps the text; Down opens it again on the first suggestion.
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveValue("lunchtime hii");
    await box.press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toContainText(EVENT);
    await box.press("Enter");
  } else {
    await searchFromHeader(page, "lunchtime hiit");
    await page.getByRole("link", { name: EVENT }).first().click();
  }
  await expect(page).toHaveURL(/\/event-detail\/\d+\//);
  await expect(page.getByRole("heading", { level: 1, name: EVENT })).toBeVisible();
  const eventId = Number(new URL(page.url()).pathname.split("/")[2]);
  await waitForHydration(page);

  // Buy it with the sandbox's 4242 card, and be offered the way to the booking.
  await page.getByRole("link", { name: "Buy Ticket" }).first().click();
  const card = async (scope: Page | ReturnType<Page["getByRole"]>) => {
    await expect(scope.getByText("Test mode", { exact: true })).toBeVisible();
    await scope.getByLabel("Card number").fill(VISA);
    await scope.getByLabel("Expiry date").fill("12 / 34");
    await scope.getByLabel("Security code").fill("123");
    await scope.getByLabel("Name on card").fill("Ada Finder");
    await scope.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
  };
  if (javaScript) {
    const modal = page.getByRole("dialog", { name: `Pay for ${EVENT}` });
    await card(modal);
    await expect(modal.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByRole("link", { name: "My Booked Events" })).toHaveAttribute("href", "/my-booked-events");
    await modal.getByRole("button", { name: "Close" }).click();
  } else {
    await expect(page).toHaveURL(new RegExp(`/checkout/event_booking/${eventId}$`));
    await page.getByRole("button", { name: /^(Pay £\d+\.\d\d|Pay with a new card)$/ }).last().click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
    await card(page);
    await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("purchased-link")).toHaveAttribute("href", "/my-booked-events");
  }

  // The menu leads to the booking.
  await page.locator("summary").filter({ hasText: "My Marquee" }).click();
  await page.getByRole("navigation", { name: "Your things" }).getByRole("link", { name: "My Booked Events" }).click();
  await expect(page).toHaveURL(/\/my-booked-events$/);
  await expect(page.locator(`li[data-event-id="${eventId}"]`)).toBeVisible();
});

test("the header's search box fits the phone: nothing runs off the side at 360, 390 and 414 px", async ({ page }) => {
  const paths = ["/home", await eventPage(page, "Sunrise Vinyasa Flow"), "/search?search=yoga"];
  for (const width of [360, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      const box = headerSearch(page).getByLabel("Search events and channels");
      await expect(box).toBeVisible();
      const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(sizes.scroll, `${path} at ${width} px`).toBeLessThanOrEqual(sizes.client);
      const bounds = (await box.boundingBox())!;
      expect(bounds.x).toBeGreaterThanOrEqual(0);
      expect(bounds.x + bounds.width, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
