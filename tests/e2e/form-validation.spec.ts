// When the account forms validate (docs/decisions/019-lighter-browser-code.md): with JavaScript, a
// field is checked on leaving it, by the form's schema, which the page loads only once a field of
// the form takes focus (it is not part of the page's JavaScript budget); without JavaScript, the
// action checks the whole form on submit with the same schema and the same messages.
import { expect, test } from "./support/fixtures";

test("the login form checks a field on leaving it with JavaScript, on submit without", async ({ page, javaScriptEnabled }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  const loadedWithPage = scripts.length;
  const email = page.getByLabel("Email");
  const message = page.getByText("Must be a valid email", { exact: true });

  await email.fill("not-an-address");
  await page.getByLabel("Password", { exact: true }).focus();
  if (javaScriptEnabled) {
    // The first focus brought the schema; leaving the field then showed its message, no request to the server.
    expect(loadedWithPage).toBeGreaterThan(0);
    await expect(message).toBeVisible();
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
    await expect(page).toHaveURL(/\/login$/);
    // Fixing the field clears the message as one types.
    await email.fill("ada@example.com");
    await expect(message).toHaveCount(0);
    await email.fill("not-an-address");
    await expect(message).toBeVisible();
  } else {
    await expect(message).toHaveCount(0);
  }

  await page.getByRole("button", { name: "Login" }).click();
  await expect(message).toBeVisible();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
});

test("with JavaScript, a field left before the schema arrived is checked when it arrives", async ({ page, javaScriptEnabled }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  const message = page.getByText("Must be a valid email", { exact: true });
  // Hold every script the page asks for from now on: the schema cannot arrive until released.
  const held: (() => Promise<void>)[] = [];
  await page.route("**/*.js", (route) => {
    held.push(() => route.continue());
  });

  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password", { exact: true }).focus();
  await expect(message).toHaveCount(0);
  if (javaScriptEnabled) {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await Promise.all(held.map((release) => release()));
    // No further input: the field left meanwhile shows its message once the schema is there.
    await expect(message).toBeVisible();
  } else {
    expect(held).toHaveLength(0);
  }
});

