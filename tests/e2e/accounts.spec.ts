// Account journeys (spec 000 §2, §4, §5, §8; 002 §2.7, §4, §5; 001 §2.11), with JavaScript on and
// off: register and activate, log in with a return path and out, forgotten password, change
// password, delete account, a failed login, and asking for a new activation link.
// Every test makes its own users through the fixtures (deleted when it ends) and sends its own
// client address, so tests and projects never share a user or a per-IP rate limit.
import type { Locator, Page } from "@playwright/test";
import { expect, test, testPassword as password, uniqueEmail } from "./support/fixtures";
import { activationPath, mailsTo, temporaryPassword, waitForMail } from "./support/mail";
import { demo, logInAs } from "./support/session";

function heading(page: Page): Locator {
  return page.getByRole("heading", { level: 1 });
}

async function logInThroughForm(page: Page, email: string, secret: string, path = "/login") {
  await page.goto(path);
  await expect(heading(page)).toHaveText("Login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The "Error!" alert of a refused login, with the server's message. */
async function expectLoginRefused(page: Page) {
  const alert = page.getByRole("alert").filter({ hasText: "Error!" });
  await expect(alert).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/login/);
}

async function logOutThroughMenu(page: Page) {
  await page.getByText("My Marquee", { exact: true }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

/** A question that opens as a <dialog> with JavaScript and as a page section without. */
function question(page: Page, title: string, javaScriptEnabled: boolean): Locator {
  return javaScriptEnabled ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

test.describe("accounts", () => {
  test("register with every validation message, activate, log in with a return path, log out", async ({ page, javaScriptEnabled, users }) => {
    const email = uniqueEmail("register");
    await page.goto("/register");
    await expect(heading(page)).toHaveText("Register");

    // Nothing filled in: every required-field message.
    await page.getByRole("button", { name: "Register" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      // Spec 000 §5: one message for a missing and an invalid email on the register form.
      "Must be a Valid Email-Id",
      "Confirmation email required",
      "Date of birth is required",
      "Password is required",
      "You must agree the terms & Policy",
      "You must be over 16 to register",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    // Mismatched confirmations, a weak password and a date of birth under 16.
    const tenYearsAgo = `${new Date().getFullYear() - 10}-06-15`;
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Confirm email").fill(`other-${email}`);
    await page.getByLabel("Date of birth").fill(tenYearsAgo);
    await page.getByLabel("Password", { exact: true }).fill("weakpass");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByLabel("I agree to the Terms and Conditions").check();
    await page.getByLabel("I am over 16").check();
    await page.getByRole("button", { name: "Register" }).click();
    for (const message of [
      "email must match",
      "Password must match",
      "Must contain 8 characters, one uppercase, one lowercase, one number",
      "you cannot join if you are under 16",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("First name is required")).toHaveCount(0);

    if (javaScriptEnabled) {
      // Pasting into the confirmation fields is refused.
      for (const label of ["Confirm email", "Confirm password"]) {
        const refused = await page.getByLabel(label).evaluate((input) => {
          const paste = new ClipboardEvent("paste", { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
          input.dispatchEvent(paste);
          return paste.defaultPrevented;
        });
        expect(refused, `${label} refuses a paste`).toBe(true);
      }
    }

    // Valid: the server accepts and says an activation email was sent.
    await page.getByLabel("Confirm email").fill(email);
    await page.getByLabel("Date of birth").fill("1990-04-12");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await expect(page.getByLabel("I agree to the Terms and Conditions")).toBeChecked();
    await expect(page.getByLabel("I am over 16")).toBeChecked();
    await page.getByRole("button", { name: "Register" }).click();
    users.adopt(email, password);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").filter({ hasText: "Activation email sent" })).toContainText(email);

    // The activation mail's link activates the account.
    const mail = await waitForMail(email, "activation");
    await page.goto(activationPath(mail));
    await expect(page.getByText("Your account is activated. You can now log in.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");

    // Log in through the form, returning to /pricing.
    await logInThroughForm(page, email, password, "/login?r=/pricing");
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(heading(page)).toHaveText("Pricing");

    await logOutThroughMenu(page);
  });

  test("the Terms and Conditions open from the registration form", async ({ page, javaScriptEnabled }) => {
    await page.goto("/register");
    const link = page.getByRole("link", { name: "Terms and Conditions" });
    if (javaScriptEnabled) await expect(link).toHaveAttribute("aria-haspopup", "dialog");
    await link.click();
    const terms = question(page, "Terms and conditions", javaScriptEnabled);
    await expect(terms).toBeVisible();
    await expect(terms).toContainText("You are at least 16 years old");
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/\/register$/);
      await terms.getByRole("button", { name: "Close" }).click();
      await expect(terms).toBeHidden();
    } else {
      await expect(page).toHaveURL(/\/register\?terms=1$/);
      await page.getByRole("link", { name: "Back to registration" }).click();
      await expect(page).toHaveURL(/\/register$/);
    }
    await expect(heading(page)).toHaveText("Register");
  });

  test("forgotten password: the temporary password confines the user to change-password until it is changed", async ({ page, newUser }) => {
    // Two mails and several logins: it took 25 s of the default 30 s on a loaded CI machine.
    test.setTimeout(60_000);
    const { email } = newUser;

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(heading(page)).toHaveText("Forgot password");
    await page.getByRole("button", { name: "Send temporary password" }).click();
    await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send temporary password" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "If an account exists for that email, we have sent a temporary password to it." }),
    ).toBeVisible();

    const temporary = temporaryPassword(await waitForMail(email, "temporary-password"));
    await logInThroughForm(page, email, temporary);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByText("Please change auto generated password")).toBeVisible();
    await expect(page.getByLabel("Temporary password")).toBeVisible();

    // Confined: other private pages send the user back.
    for (const path of ["/profile", "/my-account"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/change-password$/);
    }

    // Variant one's rule wants a special character.
    const newPassword = "Fresh-start-7!";
    await page.getByLabel("Temporary password").fill(temporary);
    await page.getByLabel("New password", { exact: true }).fill("Abcdefg1");
    await page.getByLabel("Confirm new password").fill("Abcdefg1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(
      page.getByText("Must contain 8 characters, one uppercase, one lowercase, one number and one special case Character", { exact: true }),
    ).toBeVisible();

    await page.getByLabel("Temporary password").fill(temporary);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    newUser.password = newPassword;
    await expect(page).toHaveURL(/\/profile$/);
    const toast = page.getByRole("status").filter({ hasText: "Success!" });
    await expect(toast).toContainText("Your password has been changed.");

    // No longer confined.
    await page.goto("/my-account");
    await expect(heading(page)).toHaveText("My Account");
    await logOutThroughMenu(page);

    // The temporary password and the original one no longer work; the new one does.
    await logInThroughForm(page, email, temporary);
    await expectLoginRefused(page);
    await logInThroughForm(page, email, password);
    await expectLoginRefused(page);
    await logInThroughForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("My Account changes the password with variant two's rule", async ({ page, newUser }) => {
    await newUser.logIn();

    await page.goto("/my-account");
    await expect(heading(page)).toHaveText("My Account");
    for (const [name, href] of [
      ["Stored cards", "/account-details"],
      ["Bank details", "/bank-details"],
      ["Subscription information", "/subscription-info"],
    ]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
    }

    await page.getByLabel("Old password").fill("Not-my-password-1");
    await page.getByLabel("New password", { exact: true }).fill("lowercase1");
    await page.getByLabel("Confirm new password").fill("lowercase2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Must contain 8 characters, one uppercase, one lowercase, one number", { exact: true })).toBeVisible();
    await expect(page.getByText("Password must match", { exact: true })).toBeVisible();

    await page.getByLabel("Old password").fill("Not-my-password-1");
    await page.getByLabel("New password", { exact: true }).fill("Another1pass");
    await page.getByLabel("Confirm new password").fill("Another1pass");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Old password is incorrect")).toBeVisible();

    await page.getByLabel("Old password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill("Another1pass");
    await page.getByLabel("Confirm new password").fill("Another1pass");
    await page.getByRole("button", { name: "Change password" }).click();
    newUser.password = "Another1pass";
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole("status").filter({ hasText: "Success!" })).toContainText("Your password has been changed.");
  });

  test("the demo host cannot delete their account and is told why", async ({ page, context, baseURL, javaScriptEnabled }) => {
    await logInAs(context, baseURL!, demo.host);
    await page.goto("/my-account");
    const button = page.getByRole("button", { name: "Delete Account" });
    if (javaScriptEnabled) await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const confirm = question(page, "Delete Account", javaScriptEnabled);
    await expect(confirm).toBeVisible();
    const refusal = confirm.getByRole("alert").filter({ hasText: "Error!" });
    await expect(refusal).toContainText("You cannot delete your account while");
    await expect(confirm.getByLabel("Password")).toHaveCount(0);
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/my-account\?confirm=delete$/);
  });

  test("a new user deletes their account, is logged out and cannot log in again", async ({ page, javaScriptEnabled, newUser }) => {
    const { email } = newUser;
    await newUser.logIn();

    await page.goto("/my-account");
    const button = page.getByRole("button", { name: "Delete Account" });
    if (javaScriptEnabled) await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const confirm = question(page, "Delete Account", javaScriptEnabled);
    await expect(confirm).toContainText("Are you sure you want to delete your account?");

    await confirm.getByRole("button", { name: "Delete Account" }).click();
    await expect(confirm.getByText("Password is required", { exact: true })).toBeVisible();
    await confirm.getByLabel("Password").fill("Not-my-password-1");
    await confirm.getByRole("button", { name: "Delete Account" }).click();
    await expect(confirm.getByText("Password is incorrect").first()).toBeVisible();

    await confirm.getByLabel("Password").fill(password);
    await confirm.getByRole("button", { name: "Delete Account" }).click();
    newUser.deleted = true;
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("status").filter({ hasText: "Your account has been deleted." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login\?r=%2Fmy-account$/);
    await logInThroughForm(page, email, password);
    await expectLoginRefused(page);
  });

  test("a failed login shows the server's message in an Error! alert", async ({ page, javaScriptEnabled }) => {
    await logInThroughForm(page, "", "");
    await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();

    await logInThroughForm(page, uniqueEmail("nobody"), "Not-the-password-1");
    await expectLoginRefused(page);
    // The server never sends a password back into the page.
    if (!javaScriptEnabled) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("an account that is not activated can ask for a new activation link", async ({ page, users }) => {
    const user = await users.create({ label: "inactive", activated: false });
    const { email } = user;
    await waitForMail(email, "activation");
    await user.logIn();

    await page.goto("/event-template");
    await expect(heading(page)).toHaveText("Choose Event Template");
    await expect(page.getByText("£0.00")).toBeVisible();
    await expect(page.getByRole("link", { name: "Use this template" })).toHaveAttribute("href", "/event-create");
    await expect(page.getByText("Your account is not activated")).toBeVisible();
    await page.getByRole("button", { name: "Send New Activation Email" }).click();
    await expect(page.getByRole("status").filter({ hasText: "New Verification Email Sent" })).toBeVisible();
    await waitForMail(email, "activation", { count: 2 });

    // A bad link: not verified, and a logged-in, not activated user may ask again.
    await page.goto("/activation/not-a-real-code");
    await expect(page.getByText("User has not been verified")).toBeVisible();
    await page.getByRole("button", { name: "Resend Activation Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "New Verification Email Sent" })).toBeVisible();
    const latest = await waitForMail(email, "activation", { count: 3 });

    // The newest link activates the account; the template page stops asking.
    await page.goto(activationPath(latest));
    await expect(page.getByText("Your account is activated. You can now log in.")).toBeVisible();
    await page.goto("/event-template");
    await expect(page.getByRole("button", { name: "Send New Activation Email" })).toHaveCount(0);
    expect((await mailsTo(email)).filter((mail) => mail.kind === "welcome")).toHaveLength(1);
  });
});
