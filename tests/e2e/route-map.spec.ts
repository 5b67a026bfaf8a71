// The route map as the server answers it: each public page's status and title inside the layout,
// the 404 page and /healthz. These run once, in the "http" project
// (playwright.config.ts); the quality gates' matrix is to take them over.
import { expect, test } from "./support/fixtures";
import { publicRoutes } from "./support/routes";

test.describe("route map", () => {
  // One page walks every public route (a test each would spend more on its own browser context than
  // on the page); a failure names the path. Private routes' guards are the page matrix's
  // (tests/e2e/page-matrix.spec.ts sweeps every route for every role).
  test(`${publicRoutes.length} public pages answer 200 with their titles, inside the main layout`, async ({ page }) => {
    test.setTimeout(30_000 + publicRoutes.length * 5_000);
    for (const [path, title] of publicRoutes) {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
      // Inside the main layout: the header's navigation and the footer are there.
      await expect.soft(page.getByRole("link", { name: "Marquee Home" }).first(), path).toBeVisible();
      await expect.soft(page.getByRole("contentinfo"), path).toContainText(`© ${new Date().getFullYear()} Marquee`);
    }
  });

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
