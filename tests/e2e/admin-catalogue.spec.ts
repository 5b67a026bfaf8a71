// The admin console's discount codes, JavaScript on and off: the administrator makes a 20 % code for
// one paid event through /admin/discount-codes (a bad value first: the field's message, nothing
// made), and a new buyer then uses it at checkout and pays 20 % less, all-in, by the shared pricing
// rule. The code is this test's own object; the event is only bought from, as checkout.spec does.
// And the categories' rule: one in use offers no Delete, only Hide, and hidden it leaves the host's
// picker; one nothing uses is deleted. Both categories are this test's own.
// And a package's new price: the admin makes a package (this test's own, so the demo's packages
// that other journeys buy keep their prices), raises its price, and /pricing and the audit page show it.
import type { Page } from "@playwright/test";
import { formatMoney } from "~shared/money";
import { allInPrice, priceBreakdown, type Fees } from "~shared/pricing";
import { expect, test, testPassword } from "./support/fixtures";
import { createEvent, tokenOf } from "./support/events-api";
import { demo, demoPassword, logInAs } from "./support/session";
import { openHydrated, waitForHydration } from "./support/hydration";

const EVENT_TITLE = "Pricing Your Creative Services";

async function paidEvent(page: Page) {
  const answer = await page.request.get(`/api/auth/events-search?search=${encodeURIComponent(EVENT_TITLE)}`);
  const list = ((await answer.json()) as { data: Array<{ id: number; title: string; is_free: boolean; ticket_price: number }> }).data;
  const event = list.find((one) => one.title === EVENT_TITLE && !one.is_free);
  if (!event) throw new Error(`The seed has no paid "${EVENT_TITLE}"`);
  return event;
}

/** The buyer's package fees, as the login answers them (percentages) in basis points. */
async function feesOf(page: Page, email: string, password = testPassword): Promise<Fees> {
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  const pkg = ((await login.json()) as { data: { package: { taxation_fee: number; payment_handling_fee: number } } }).data.package;
  return { taxBasisPoints: Math.round(pkg.taxation_fee * 100), handlingBasisPoints: Math.round(pkg.payment_handling_fee * 100) };
}

test("the admin makes a 20 % code for one event; a new buyer uses it and pays 20 % less, all-in", async ({ page, context, baseURL, users }) => {
  test.setTimeout(90_000);
  const event = await paidEvent(page);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  await logInAs(context, baseURL!, demo.admin);
  await page.goto("/admin/discount-codes");
  await expect(page.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
  const create = page.getByRole("form", { name: "New discount code" });
  await create.getByLabel("Code").fill(code);
  await create.getByLabel("Type").selectOption("percentage");
  await create.getByLabel("Value").fill("150");
  await create.getByLabel("Use limit").fill("5");
  await create.getByLabel("For").selectOption("event");
  await create.getByLabel("Event or channel id").fill(String(event.id));
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(create.getByText("A percentage is from 0.01 to 100, with up to two decimals.")).toBeVisible();
  await expect(page.getByRole("cell", { name: code })).toHaveCount(0);

  await create.getByLabel("Value").fill("20");
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("Discount code created.")).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: code, exact: true }) });
  await expect(row).toContainText("20 %");
  await expect(row).toContainText(`Event ${event.id}`);
  await expect(row).toContainText("0 of 5");
  await context.clearCookies();

  // A new buyer: the checkout shows the all-in price, then 20 % off it with the code.
  const buyer = await users.create({ label: "admin-code" });
  await buyer.logIn();
  const fees = await feesOf(page, buyer.email);
  await page.goto(`/checkout/event_booking/${event.id}`);
  const total = page.locator("dt", { hasText: "Total" }).locator("xpath=following-sibling::dd[1]");
  await expect(total).toHaveText(formatMoney(allInPrice(event.ticket_price, fees)));
  await page.getByLabel("Coupon code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon applied.")).toBeVisible();
  const discounted = priceBreakdown(event.ticket_price, fees, { type: "percentage", basisPoints: 2000 });
  expect(discounted.discountPence).toBe(Math.round(event.ticket_price * 0.2));
  await expect(total).toHaveText(formatMoney(discounted.totalPence));

  await page.getByRole("button", { name: /^(Pay £\d+\.\d\d|Pay with a new card)$/ }).last().click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Ada Buyer");
  await page.getByRole("button", { name: `Pay ${formatMoney(discounted.totalPence)}` }).click();
  await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(formatMoney(discounted.totalPence))).toBeVisible();

  // The admin's list counts the use.
  await context.clearCookies();
  await logInAs(context, baseURL!, demo.admin);
  await page.goto("/admin/discount-codes");
  await expect(row).toContainText("1 of 5");

  // The code's creation is on the audit page, by the administrator.
  await page.goto("/admin/audit?action=create-discount-code");
  const audited = page.getByRole("row").filter({ hasText: code });
  await expect(audited).toHaveCount(1);
  await expect(audited).toContainText(demo.admin);
});

test("a category in use cannot be deleted, only hidden; hidden, the event form does not offer it; an unused one is deleted", async ({ page, context, baseURL, users }) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36);
  const [used, unused] = [`Kiln firing ${suffix}`, `Unused ${suffix}`];
  await logInAs(context, baseURL!, demo.admin);
  // The tree is long (the demo's categories): typed before hydration, a name would be dropped.
  await openHydrated(page, "/admin/categories");
  const create = page.getByRole("form", { name: "New category" });
  for (const name of [used, unused]) {
    await create.getByLabel("Name").fill(name);
    await create.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Category added.")).toBeVisible();
  }
  const adminToken = await tokenOf(page.request, baseURL!, demo.admin);
  const tree = (await (await page.request.get("/api/auth/admin/categories", { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { data: { id: number; name: string }[] };
  const usedId = tree.data.find((row) => row.name === used)!.id;

  // A new host's event names the category.
  const host = await users.create({ label: "category-host" });
  const login = await page.request.post("/api/auth/login", { data: { email: host.email, password: testPassword } });
  const hostToken = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  await createEvent(page.request, hostToken, { category_id: usedId, title: `Raku night ${suffix}`, event_type: "Pre Recorded" });

  await page.reload();
  await waitForHydration(page);
  const usedRow = page.getByRole("row").filter({ has: page.getByRole("textbox", { name: `Name of ${used}` }) });
  await expect(usedRow).toContainText("In use: hide it instead");
  await expect(usedRow.getByRole("button", { name: `Delete ${used}` })).toHaveCount(0);
  await usedRow.getByRole("button", { name: `Hide ${used}` }).click();
  await expect(page.getByText("Category hidden.")).toBeVisible();
  await expect(usedRow).toContainText("Hidden");
  const unusedRow = page.getByRole("row").filter({ has: page.getByRole("textbox", { name: `Name of ${unused}` }) });
  await unusedRow.getByRole("button", { name: `Delete ${unused}` }).click();
  await expect(page.getByText("Category deleted.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: `Name of ${unused}` })).toHaveCount(0);

  // The host's event form no longer offers the hidden category.
  const offered = (await (await page.request.get("/api/auth/create-event-require-data", { headers: { authorization: `Bearer ${hostToken}` } })).json()) as { data: { categories: { id: number }[] } };
  expect(JSON.stringify(offered.data.categories)).not.toContain(`"id":${usedId},`);
  await expect(usedRow).toContainText("1 events");
});

test("the admin makes a package and raises its price; /pricing shows the new price and the audit page the change", async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const name = `Studio ${test.info().project.name} ${Date.now().toString(36)}`;
  await logInAs(context, baseURL!, demo.admin);
  await page.goto("/admin/packages");
  const create = page.getByRole("form", { name: "New package" });
  await create.getByLabel("Name", { exact: true }).fill(name);
  await create.getByLabel("Price (£)").fill("5.00");
  for (const label of ["Commission on live events (%)", "Commission on pre-recorded events (%)", "Commission on channel subscriptions (%)", "Payment handling fee (%)", "Tax (%)"]) {
    await create.getByLabel(label).fill("5");
  }
  for (const label of ["Channels", "Events per channel", "Seats per live event", "Seats per pre-recorded event", "Subscribers per channel"]) {
    await create.getByLabel(label).fill("10");
  }
  await create.getByRole("button", { name: "Create package" }).click();
  await expect(page.getByText("Package created.")).toBeVisible();

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  const price = page.getByLabel("Price (£)");
  await expect(price).toHaveValue("5.00");
  await price.fill("6.505");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("A price is an amount in pounds from 0 to 10000, with up to two decimals.")).toBeVisible();
  await price.fill("6.50");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Package saved: new purchases get the new terms; hosts already on it keep theirs.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("£6.50 Monthly");

  // /pricing offers the new price, all-in for the viewer (the administrator here: a visitor's page is cached).
  const fees = await feesOf(page, demo.admin, demoPassword);
  await page.goto("/pricing");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name }) });
  await expect(card).toContainText(formatMoney(allInPrice(650, fees)));

  await page.goto("/admin/audit?action=revise-package");
  const audited = page.getByRole("row").filter({ hasText: name });
  await expect(audited).toHaveCount(1);
  await expect(audited).toContainText(demo.admin);
});
