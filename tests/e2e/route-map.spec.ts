import { expect, test } from "@playwright/test";
import { privateRoutes, publicRoutes } from "./support/routes";

test.describe("route map", () => {
  for (const [path, title] of publicRoutes) {
    test(`public ${path} answers 200 with its title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      // Inside the main layout: the header's navigation and the footer are there.
      await expect(page.getByRole("link", { name: "Marquee Home" }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Marquee`);
    });
  }

  for (const path of privateRoutes) {
    test(`private ${path} sends a visitor to login`, async ({ page }) => {
      await page.goto(path);
      const url = new URL(page.url());
      expect(url.pathname).toBe("/login");
      expect(url.searchParams.get("r")).toBe(path);
    });
  }

  test("an unknown path renders 404 Page Not Found with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });

  test("/creator-economy-web3 sits outside the main layout", async ({ page }) => {
    const response = await page.goto("/creator-economy-web3");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The creator economy and Web3");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

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

  test("healthz reports the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
