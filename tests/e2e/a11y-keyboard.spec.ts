// Keyboard only: log in and reach My Account without a pointer, with JavaScript on and off (the
// form is a plain post and the "My Marquee" menu a <details>, so both work natively). Every step
// is reached by Tab and checked to hold the focus before a key is pressed on it.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Presses Tab until the target holds the focus (in page order, as a keyboard user would). After the
 * login, Tab goes on from where the form was, through the whole home page (its cards and carousels)
 * and round to the header: hence the room.
 */
async function tabTo(page: Page, target: Locator, what: string) {
  for (let step = 0; step < 250; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${what}`);
}

test("keyboard only: log in, open My Marquee and reach My Account", async ({ page, users }) => {
  // Up to 250 single key presses, each checked before the next: about 30 s on a busy CI machine.
  test.setTimeout(90_000);
  const user = await users.create({ label: "keyboard" });
  await page.goto("/login");

  await tabTo(page, page.getByLabel("Email"), "the Email field");
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel("Password"), "the Password field");
  await page.keyboard.type(user.password);
  // Enter in a field does not send the form (spec 002 §5): the keyboard user presses the button.
  await tabTo(page, page.getByRole("button", { name: "Login", exact: true }), "the Login button");
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/login/);

  const menu = page.locator("summary", { hasText: "My Marquee" });
  await tabTo(page, menu, "the My Marquee menu");
  await page.keyboard.press("Enter");
  const myAccount = page.getByRole("navigation", { name: "My Marquee" }).getByRole("link", { name: "My Account" });
  await expect(myAccount).toBeVisible();
  await tabTo(page, myAccount, "My Account in the menu");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");
});
