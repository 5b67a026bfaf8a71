// Strings per route (ADR 012): a page's JavaScript carries its own route's strings and not every
// namespace, a client-side navigation to a route with other strings shows them (never keys), and
// without JavaScript the server renders every string.
import { expect, test } from "@playwright/test";

test.describe("strings per route, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders every string of the page", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
  });
});

test.describe("strings per route, with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("/home loads neither the auth nor the dev strings; navigating to /login brings the auth ones", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) scripts.push(await response.text().catch(() => ""));
    });
    await page.goto("/home");
    await page.waitForLoadState("networkidle");
    const home = scripts.join("\n");
    expect(home).not.toContain("Please change auto generated password");
    expect(home).not.toContain("Mail outbox");

    // A client-side navigation (the header's Login link), not a document load.
    await page.getByRole("link", { name: "Login" }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
    expect(scripts.join("\n")).not.toContain("Mail outbox");
  });
});
