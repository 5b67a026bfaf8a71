// One card per series (ADR 063), JavaScript on and off, on the demo's weekly "Sunrise Vinyasa Flow":
// search finds it as one card with its series line; its page lists the dates to book, each with its
// own button; a later date is bought on its own (the card's next date is left alone). Reads the
// series from the page, never the demo's totals: other journeys of the run book and cancel dates.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openHydrated, waitForHydration } from "./support/hydration";

const TITLE = "Sunrise Vinyasa Flow";
const VISA = "4242 4242 4242 4242";
const SERIES_LINE = /^Every \w+day, 07:00 · next \w{3} \d{1,2} \w{3} · \d+ dates$/;

const results = (page: Page) => page.getByRole("region", { name: "Results" }).getByRole("listitem");

test("search shows the weekly class as one card; its page lists the dates, and a later date is bought on its own", async ({ page, users, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const user = await users.create({ label: "series" });
  await user.logIn();

  await openHydrated(page, "/search");
  await page.getByLabel("Search text").fill(TITLE);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?search=Sunrise\+Vinyasa\+Flow/);
  const cards = results(page).filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) });
  await expect(cards).toHaveCount(1);
  const line = cards.getByTestId("event-series");
  await expect(line).toHaveText(SERIES_LINE);
  const dateCount = Number((await line.innerText()).match(/(\d+) dates$/)![1]);
  expect(dateCount).toBeGreaterThan(1);

  // The card leads to its next date's page, which lists every date to book.
  await cards.getByRole("link", { name: TITLE, exact: true }).click();
  await expect(page).toHaveURL(/\/event-detail\/\d+\/sunrise-vinyasa-flow$/);
  await waitForHydration(page);
  const pageId = Number(page.url().match(/event-detail\/(\d+)\//)![1]);
  const dates = page.getByTestId("series-dates");
  await expect(dates.getByRole("heading", { name: "Dates" })).toBeVisible();
  const rows = dates.getByRole("listitem");
  // Several dates (not the card's count exactly: another journey of the run may cancel one meanwhile).
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(dates.locator(`li[data-series-date="${pageId}"]`)).toContainText("This date");

  // A later date than the card's, with a seat and not booked by this new user: Buy Ticket on its row.
  const later = dates.locator("li[data-series-date]").filter({ hasNot: page.getByText("This date") }).filter({ has: page.getByRole("link", { name: "Buy Ticket" }) }).last();
  const laterId = Number(await later.getAttribute("data-series-date"));
  expect(laterId).not.toBe(pageId);
  const laterWhen = await later.locator("time").first().innerText();
  await later.getByRole("link", { name: "Buy Ticket" }).click();
  if (javaScriptEnabled) {
    const modal = page.getByRole("dialog", { name: `Pay for ${TITLE}` });
    await expect(modal).toBeVisible();
    const total = await modal.getByTestId("modal-total").innerText();
    await modal.getByLabel("Card number").fill(VISA);
    await modal.getByLabel("Expiry date").fill("12 / 34");
    await modal.getByLabel("Security code").fill("123");
    await modal.getByLabel("Name on card").fill("Ada Series");
    await modal.getByRole("button", { name: `Pay ${total}` }).click();
    await expect(modal.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
    await modal.getByRole("button", { name: "Close" }).click();
  } else {
    await expect(page).toHaveURL(new RegExp(`/checkout/event_booking/${laterId}$`));
    await page.getByRole("button", { name: /^(Pay £\d+\.\d\d|Pay with a new card)$/ }).last().click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
    await page.getByLabel("Card number").fill(VISA);
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Series");
    await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
    await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
  }

  // Booked: that date only. Its row now offers Cancel Booking; the page's own date is still for sale.
  await page.goto(`/event-detail/${pageId}/sunrise-vinyasa-flow`);
  const bookedRow = page.getByTestId("series-dates").locator(`li[data-series-date="${laterId}"]`);
  await expect(bookedRow.getByRole("link", { name: "Cancel Booking" })).toBeVisible();
  await expect(bookedRow.locator("time").first()).toHaveText(laterWhen);
  await expect(page.getByTestId("series-dates").locator(`li[data-series-date="${pageId}"]`).getByRole("link", { name: "Buy Ticket" })).toBeVisible();
  await page.goto("/my-booked-events");
  await expect(page.locator(`li[data-event-id="${laterId}"]`)).toBeVisible();
  await expect(page.locator(`li[data-event-id="${pageId}"]`)).toHaveCount(0);
});
