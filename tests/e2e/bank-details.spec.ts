// Bank details and earnings, JavaScript on and off: a host saves bank details in
// the sandbox (a mismatched confirmation first), sees only the last four digits and a masked sort
// code, then a buyer pays for one of the host's events and the host sees the sale in Earnings,
// already paid out (a destination charge). The host is a demo host, since a new host's events wait
// for an administrator; counts are compared with what was there before, as other tests buy too.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { logInAs } from "./support/session";

const HOST = "marcus@marquee.test";
const EVENT = "Full-Body Strength in 30 Minutes";
const ACCOUNT_NUMBER = "31926819";

async function eventId(page: Page): Promise<number> {
  const answer = await page.request.get(`/api/auth/events-search?search=${encodeURIComponent(EVENT)}`);
  const list = ((await answer.json()) as { data: Array<{ id: number; title: string }> }).data;
  const event = list.find((one) => one.title === EVENT);
  if (!event) throw new Error(`The seed has no "${EVENT}"`);
  return event.id;
}

/** How many of the event the earnings table shows as sold this month (0 without a row). */
async function soldShown(page: Page): Promise<number> {
  const row = page.getByRole("row").filter({ hasText: EVENT });
  if ((await row.count()) === 0) return 0;
  const text = await row.first().innerText();
  return Number(/\((\d+) sold\)/.exec(text)?.[1] ?? 0);
}

async function fillBankAccount(page: Page, confirmation: string) {
  await page.getByLabel("Sort code").fill("60-16-13");
  await page.getByLabel("Account number", { exact: true }).fill(ACCOUNT_NUMBER);
  await page.getByLabel("Confirm account number").fill(confirmation);
}

test("a host saves bank details, sees only the last four digits, and sees a sale in Earnings", async ({ page, context, baseURL, users }) => {
  test.setTimeout(120_000);
  await logInAs(context, baseURL!, HOST);
  await page.goto("/bank-details");
  await waitForHydration(page);
  await expect(page.getByText("Your bank details are held by our card payment provider, not by Marquee.", { exact: false })).toBeVisible();
  const before = await soldShown(page);

  await page.getByLabel("Email").fill("marcus.payouts@example.com");
  await page.getByLabel("Day").fill("04");
  await page.getByLabel("Month").fill("07");
  await page.getByLabel("Year").fill("1988");
  await page.getByLabel("Address").fill("8 Deansgate");
  await page.getByLabel("Postal code").fill("M3 2BW");
  await page.getByLabel("City").fill("Manchester");
  await expect(page.getByLabel("Country")).toHaveValue("GB");
  await page.getByLabel("Phone").fill("07700 900321");
  await page.getByLabel("Account holder name").fill("Marcus Adeyemi");
  await fillBankAccount(page, "31926818");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Account number must match")).toBeVisible();

  // Bank numbers are never sent back into the page: they are typed again.
  await fillBankAccount(page, ACCOUNT_NUMBER);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Bank details saved.")).toBeVisible();
  await expect(page.getByText("Payouts enabled")).toBeVisible();
  await expect(page.getByText("Account ending 6819, sort code ••-••-13")).toBeVisible();
  await expect(page.getByLabel("Account number", { exact: true })).toHaveValue("");
  const html = await page.content();
  expect(html).not.toContain(ACCOUNT_NUMBER);
  expect(html).not.toContain("601613");
  expect(html).not.toContain("60-16-13");

  // A buyer pays for one of the host's events.
  await context.clearCookies();
  const buyer = await users.create({ label: "earnings-buyer" });
  await buyer.logIn();
  await page.goto(`/checkout/event_booking/${await eventId(page)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay for ${EVENT}`);
  await page.getByRole("button", { name: /^(Pay £\d+\.\d\d|Pay with a new card)$/ }).last().click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Ada Buyer");
  await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
  await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });

  // The host sees it in Earnings: £6.50 earned, paid out through the connected account.
  await context.clearCookies();
  await logInAs(context, baseURL!, HOST);
  await page.goto("/bank-details");
  const row = page.getByRole("row").filter({ hasText: EVENT }).first();
  await expect(row).toBeVisible();
  expect(await soldShown(page)).toBeGreaterThanOrEqual(before + 1);
  await expect(row.getByRole("cell").nth(5)).not.toHaveText(/£0\.00$/);
});
