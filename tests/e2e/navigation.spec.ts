// Following the header's links, with JavaScript on (client-side navigation) and off (page loads).
import { expect, test } from "./support/fixtures";

test.describe("navigation", () => {
  test("the header links reach their pages", async ({ page }) => {
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Channels" }).click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Channels");
    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
    await nav.getByRole("link", { name: "Help Center" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Centre");
  });
});
