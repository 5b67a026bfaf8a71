// Contact Us, JavaScript on and off: bad input gets each message of 000 §5, a good
// message gets "Success!" with the server's message, and its copy reaches the sender's inbox.
import { expect, test, uniqueEmail } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/mail";

test("the contact form refuses bad input with each message and sends a good one", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send" }).click();
  for (const message of ["Full name is required", "Email is required", "Mobile is required", "Query is required"]) await expect(page.getByText(message)).toBeVisible();
  await page.getByLabel("Email").fill("ada@");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Must be a valid email")).toBeVisible();

  const email = uniqueEmail("contact");
  await page.getByLabel("Full name").fill("Ada Visitor");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile").fill("07700 900123");
  await page.getByLabel("Your question").fill("Do you run evening classes for beginners?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Success!")).toBeVisible();
  await expect(page.getByText("Thank you for your message.", { exact: false })).toBeVisible();
  const copy = await waitForMail(email, "contact-copy");
  expect(copy.text).toContain("Do you run evening classes for beginners?");
});
