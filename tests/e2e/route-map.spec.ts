// The route map as the server answers it: each public page's status and title inside the layout,
// the guard of each private page, the 404 page and /healthz. These run once, in the "http" project
// (playwright.config.ts); the quality gates' matrix is to take them over.
import { expect, test } from "./support/fixtures";
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

  test("healthz reports the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
