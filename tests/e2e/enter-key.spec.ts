// Enter does not submit a form except from a text area (spec 002 §5): one rule for the whole site,
// which JavaScript adds (without it the browser's own behaviour stays), so both projects run it on.
// A search form (method get) still submits on Enter, as the channels search bar does (002 §2.5).
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

test.use({ javaScriptEnabled: true });

/**
 * Counts the page's form submissions from now on; a submission by Enter happens within the key
 * press. Conform's checks as a field is left are submissions of its hidden "__intent__" button: not sends.
 */
async function countSubmissions(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { submissions: number };
    counted.submissions = 0;
    document.addEventListener(
      "submit",
      (event) => {
        if ((event.submitter as HTMLButtonElement | null)?.name !== "__intent__") counted.submissions += 1;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { submissions: number }).submissions);
}

test("Enter in a field of a form that posts sends nothing; in a text area it is a new line; the button sends it", async ({ page, users }) => {
  const user = await users.create({ label: "enter" });
  await user.logIn();
  await page.goto("/create-ticket");
  await waitForHydration(page);
  const submissions = await countSubmissions(page);

  const title = `Enter key ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Type").selectOption("Payment or refund");
  await page.getByLabel("Message").fill("Line one");
  await page.getByLabel("Title").press("Enter");
  expect(await submissions()).toBe(0);
  await page.getByLabel("Message").press("Enter");
  await page.getByLabel("Message").pressSequentially("Line two");
  await expect(page.getByLabel("Message")).toHaveValue("Line one\nLine two");
  expect(await submissions()).toBe(0);
  await expect(page).toHaveURL(/\/create-ticket$/);

  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  expect(await submissions()).toBe(1);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
});

test("Enter in a search form's text field searches", async ({ page }) => {
  await page.goto("/search");
  await waitForHydration(page);
  await page.getByLabel("Search text").fill("vinyasa");
  await page.getByLabel("Search text").press("Enter");
  await expect(page).toHaveURL(/[?&]search=vinyasa/);
});
