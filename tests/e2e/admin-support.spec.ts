// The admin console's support and people, JavaScript on and off: a user raises a ticket, the admin
// finds it among the open tickets, answers it and closes it; the user sees the reply with the admin's
// name and the ticket Closed. The admin deactivates a fresh user, who then cannot log in, and
// reactivates them.
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";
import { waitForHydration } from "./support/hydration";

const jsOn = () => test.info().project.name === "js-on";

test("the admin answers a ticket and closes it; the user sees the reply and Closed", async ({ page, context, baseURL, users }) => {
  test.setTimeout(60_000);
  const owner = await users.create({ label: "admin-ticket" });
  const login = await context.request.post("/api/auth/login", { data: { email: owner.email, password: owner.password } });
  const { data: session } = (await login.json()) as { data: { access_token: string } };
  const title = `Missing recording ${Date.now()}`;
  const raised = await context.request.post("/api/auth/complaints", {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { title, type: "Booking", message: "The recording of Monday's class is not there." },
  });
  expect(raised.status()).toBe(200);

  await logInAs(context, baseURL!, demo.admin);
  await page.goto("/admin/tickets?status=open");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Open")).toBeVisible();
  await row.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const ticketPath = new URL(page.url()).pathname;
  if (jsOn()) await waitForHydration(page);

  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Message is required")).toBeVisible();
  await page.getByLabel("Your reply").fill("We have added the recording to your bookings.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Your reply has been sent.")).toBeVisible();
  const adminName = (await page.getByText(/^Reply from /).first().innerText()).replace("Reply from ", "");
  await page.getByRole("button", { name: "Close ticket" }).click();
  await expect(page.getByText("The ticket is closed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen ticket" })).toBeVisible();

  // Both actions are on the audit page.
  await page.goto(`/admin/audit?object_type=ticket&object_id=${ticketPath.split("/").pop()}`);
  await expect(page.getByRole("cell", { name: "reply-ticket" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "close-ticket" })).toBeVisible();

  await context.clearCookies();
  await owner.logIn();
  await page.goto(ticketPath.replace("/admin/tickets/", "/ticket-detail/"));
  await expect(page.getByText(`Reply from ${adminName}`)).toBeVisible();
  await expect(page.getByText("We have added the recording to your bookings.")).toBeVisible();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();
});

test("a deactivated user cannot log in until reactivated", async ({ page, context, baseURL, users }) => {
  test.setTimeout(60_000);
  const person = await users.create({ label: "deactivate" });
  await logInAs(context, baseURL!, demo.admin);
  await page.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await page.getByRole("link", { name: `Deactivate: ${person.email}` }).click();
  await expect(page.getByRole("heading", { name: /^Deactivate / })).toBeVisible();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("The account is deactivated and its sessions have ended.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: person.email }).getByRole("button", { name: `Reactivate: ${person.email}` })).toBeVisible();

  await context.clearCookies();
  await page.goto("/login");
  if (jsOn()) await waitForHydration(page);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("This account has been deactivated. Please contact support.")).toBeVisible();

  await logInAs(context, baseURL!, demo.admin);
  await page.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await page.getByRole("button", { name: `Reactivate: ${person.email}` }).click();
  await expect(page.getByText("The account is active again.")).toBeVisible();
  // The clean-up logs the user in to delete the account: that works again.
});
