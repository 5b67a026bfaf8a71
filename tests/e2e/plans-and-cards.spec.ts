// Packages and saved cards, JavaScript on and off, on the sandbox: the /pricing
// buttons for a visitor and a user, an upgrade paid at the checkout that /subscription-info then
// shows, cancelling auto-renewal there, and saved cards added on the provider's page, made default
// and removed on /account-details.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

async function enterCard(page: Page, number: string, button: RegExp) {
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date").fill("10 / 33");
  await page.getByLabel("Security code").fill("321");
  await page.getByLabel("Name on card").fill("Pat Planner");
  await page.getByRole("button", { name: button }).click();
}

const packageCard = (page: Page, id: number) => page.locator(`li[data-package-id="${id}"]`);

test("a visitor sees Register Now for the free package and Subscribe (to log in) for the others", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
  await expect(packageCard(page, 1).getByRole("link", { name: "Register Now" })).toHaveAttribute("href", "/register");
  await expect(packageCard(page, 2).getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/login?r=pricing");
  await expect(packageCard(page, 3).getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/login?r=pricing");
  // The free package (named "Free") reads £0 under its name, and its one channel is singular.
  await expect(packageCard(page, 1)).toContainText("£0 no fee, ever");
  await expect(packageCard(page, 1)).not.toContainText("Free Free");
  await expect(packageCard(page, 1).getByText("1 channel", { exact: true })).toBeVisible();
  await expect(packageCard(page, 2).getByText(/^\d+ channels$/)).toBeVisible();
});

test("an upgrade from /pricing changes the package on /subscription-info, and cancelling auto-renewal shows there", async ({ page, users }) => {
  test.setTimeout(90_000);
  const user = await users.create({ label: "planner" });
  await user.logIn();

  await page.goto("/subscription-info");
  await expect(page.getByTestId("plan-name")).toHaveText("Free");
  await page.getByRole("link", { name: "Upgrade" }).click();
  await expect(page).toHaveURL(/\/pricing\/?$/);
  await expect(packageCard(page, 1).getByText("Subscribed")).toBeVisible();
  await packageCard(page, 2).getByRole("link", { name: "Upgrade Now" }).click();

  await expect(page).toHaveURL(/\/checkout\/package_subscription\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay for Creator");
  await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
  await enterCard(page, "4242 4242 4242 4242", /^Pay £\d+\.\d\d$/);
  await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("reference-number")).toHaveText(/^MQ-T\d{7}$/);

  await page.goto("/subscription-info");
  await expect(page.getByTestId("plan-name")).toHaveText("Creator");
  await expect(page.getByTestId("auto-renewal")).toHaveText("On");
  await page.getByRole("button", { name: "Cancel auto renewal" }).click();
  await expect(page.getByText("Auto renewal cancelled").first()).toBeVisible();
  await expect(page.getByTestId("auto-renewal")).toHaveText("Off");
  await expect(page.getByText(/Your plan ends on /)).toBeVisible();

  // Now subscribed to Creator: Professional is an upgrade, Creator is Subscribed.
  await page.goto("/pricing");
  await expect(packageCard(page, 2).getByText("Subscribed")).toBeVisible();
  await expect(packageCard(page, 3).getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/checkout/package_subscription/3");
});

test("saved cards: added (in a dialog with JavaScript, on the provider's page without), made default, removed", async ({ page, users, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const user = await users.create({ label: "cards" });
  await user.logIn();
  await page.goto("/account-details");
  await expect(page.getByText("You have no saved cards yet.")).toBeVisible();

  const cardsToAdd = [
    ["Personal Visa", "4242 4242 4242 4242"],
    ["Work Mastercard", "5555 5555 5555 4444"],
  ] as const;
  if (javaScriptEnabled) {
    await waitForHydration(page);
    for (const [index, [nickname, number]] of cardsToAdd.entries()) {
      await page.getByRole("button", { name: "Add Card" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Card" });
      await expect(dialog.getByLabel("Email")).toHaveValue(user.email);
      if (index === 0) {
        // Nickname and full name are required, and a card entry error blocks saving.
        await dialog.getByRole("button", { name: "Save card" }).click();
        await expect(dialog.getByText("Nickname is required")).toBeVisible();
        await expect(dialog.getByText("Full name is required")).toBeVisible();
      }
      await dialog.getByLabel("Card nickname").fill(nickname);
      await dialog.getByLabel("Full name").fill("Pat Planner");
      await dialog.getByLabel("Card number").fill(index === 0 ? "4242 4242 4242 4241" : number);
      await dialog.getByLabel("Expiry date").fill("10 / 33");
      await dialog.getByLabel("Security code").fill("321");
      await dialog.getByLabel("Name on card").fill("Pat Planner");
      await dialog.getByRole("button", { name: "Save card" }).click();
      if (index === 0) {
        await expect(dialog.getByText("Your card number is invalid.")).toBeVisible();
        await dialog.getByLabel("Card number").fill(number);
        await dialog.getByRole("button", { name: "Save card" }).click();
      }
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("row").filter({ hasText: nickname })).toBeVisible();
    }
  } else {
    for (const [nickname, number] of cardsToAdd) {
      await page.getByLabel("Card nickname").fill(nickname);
      await page.getByRole("button", { name: "Add Card" }).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
      await enterCard(page, number, /^Save card$/);
      await expect(page).toHaveURL(/\/account-details$/);
      await expect(page.getByText("Card saved successfully.").first()).toBeVisible();
    }
  }
  const row = (nickname: string) => page.getByRole("row").filter({ hasText: nickname });
  await expect(row("Personal Visa")).toContainText("visa •••• 4242");
  await expect(row("Personal Visa")).toContainText("Default");
  await expect(row("Work Mastercard")).toContainText("mastercard •••• 4444");

  await page.getByRole("button", { name: "Make Work Mastercard the default card" }).click();
  await expect(row("Work Mastercard")).toContainText("Default");
  await expect(row("Personal Visa").getByRole("button", { name: "Make Personal Visa the default card" })).toBeVisible();

  await page.getByRole("button", { name: "Remove Work Mastercard" }).click();
  await expect(row("Work Mastercard")).toHaveCount(0);
  await expect(row("Personal Visa")).toContainText("Default");
});
