// The admin console's frame, JavaScript on and off: on a desktop the side navigation starts at the
// header's edge (the brand's) and the page beside it is wide; on a phone the navigation is a closed
// "Admin menu" above the page, naming the current section, so that the page's title is near the top,
// and it opens, passes axe and leads to another section.
import AxeBuilder from "@axe-core/playwright";
import { openHydrated } from "./support/hydration";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

test.beforeEach(async ({ context, baseURL }) => {
  await logInAs(context, baseURL!, demo.admin);
});

test("on a desktop the side navigation lines up with the header's brand, and the page beside it is wide", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openHydrated(page, "/admin/users");
  const nav = page.getByRole("navigation", { name: "Admin console" });
  await expect(nav).toBeVisible();
  await expect(page.getByTestId("admin-menu")).toBeHidden();
  const brand = await page.getByRole("banner").getByRole("link", { name: "Marquee", exact: true }).boundingBox();
  const navBox = await nav.boundingBox();
  expect(Math.abs(navBox!.x - brand!.x)).toBeLessThanOrEqual(1);
  // The users' table has more than the 54rem a 72rem column would leave beside the navigation.
  const table = await page.getByRole("table").first().boundingBox();
  expect(table!.width).toBeGreaterThan(960);
});

test("on a phone the navigation is a menu above the page: the title stays near the top", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, "/admin/users");
  const title = page.getByRole("heading", { level: 1, name: "Users" });
  expect((await title.boundingBox())!.y).toBeLessThan(400);
  const menu = page.getByTestId("admin-menu");
  await expect(menu.locator("summary")).toContainText("Admin menu");
  await expect(menu.locator("summary")).toContainText("Users");
  const nav = page.getByRole("navigation", { name: "Admin console" });
  await expect(nav).toBeHidden();

  await menu.locator("summary").click();
  await expect(nav).toBeVisible();
  // The page-wide sweep (a11y.spec.ts) runs at desktop width, where the menu is not displayed; axe
  // needs scripting (the menu is the same markup either way: a <details>).
  if (test.info().project.name === "js-on") {
    const scan = await new AxeBuilder({ page }).include('[data-testid="admin-menu"]').withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(scan.violations.filter((one) => one.impact === "serious" || one.impact === "critical").map((one) => one.id)).toEqual([]);
  }

  await nav.getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  const payments = page.getByRole("heading", { level: 1, name: "Payments" });
  await expect(payments).toBeVisible();
  expect((await payments.boundingBox())!.y).toBeLessThan(400);
  // The new page starts with the menu closed, naming its own section.
  await expect(nav).toBeHidden();
  await expect(menu.locator("summary")).toContainText("Payments");
});
