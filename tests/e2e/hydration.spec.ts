// The browser's translator (docs/decisions/019-lighter-browser-code.md) must give the server's
// strings, or React reports a hydration mismatch and re-renders the page: every page below hydrates
// without an error in the console, for a visitor and for a logged-in user (the header's
// "Signed in as {{name}}" interpolates). Without JavaScript there is nothing to hydrate: the same
// pages answer with their headings. Cards drawn from the server's card markup cache hydrate too.
import { expect, test } from "./support/fixtures";

const pages = [
  ["/home", "Marquee Home"],
  ["/login", "Login"],
  ["/register", "Register"],
  ["/forgot-pass", "Forgot password"],
  ["/pricing", "Pricing"],
] as const;

test("pages hydrate without a mismatch, for a visitor and a logged-in user", async ({ page, javaScriptEnabled, newUser }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
  }

  await newUser.logIn();
  // Private pages too, in the state a new user sees them (empty lists: a <p> inside a <p> once broke hydration).
  // The card lists too: their cards' markup comes from the server's card markup cache (ADR 048).
  for (const path of ["/home", "/search?search=yoga", "/channels", "/pricing", "/transaction-history", "/account-details", "/subscription-info", "/my-booked-events", "/favourite-event"]) {
    await page.goto(path);
    await expect(page.getByText("My Marquee", { exact: true })).toBeVisible();
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});
