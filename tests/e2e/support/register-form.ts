// Filling in and sending the register form as a person would (labels, not names), on the page
// already open; the caller checks where it lands.
import type { Page } from "@playwright/test";
import { testPassword } from "./fixtures";

type Person = { firstName: string; lastName: string; email: string; dateOfBirth: string };

/** The registration fields (on /register and on Register and Purchase), the terms ticked unless told. */
export async function fillRegisterForm(page: Page, person: Person, { acceptTerms = true, password = testPassword } = {}): Promise<void> {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Confirm email").fill(person.email);
  await page.getByLabel("Date of birth").fill(person.dateOfBirth);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  if (acceptTerms) await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByLabel("I am over 16").check();
}

export async function submitRegisterForm(page: Page, person: Person): Promise<void> {
  await fillRegisterForm(page, person);
  await page.getByRole("button", { name: "Register" }).click();
}
