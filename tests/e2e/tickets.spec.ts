// Support tickets, JavaScript on and off: a user raises a ticket (bad then good input),
// sees it Open in the list; an administrator opens it from its link and replies; the user sees
// "Reply from" with the administrator's name and the mail of the reply in the outbox. Another user
// gets "No ticket found".
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { waitForHydration } from "./support/hydration";
import { demo, logInAs } from "./support/session";

test("a user raises a ticket, an administrator replies, and the user sees Reply from", async ({ page, context, baseURL, users }) => {
  test.setTimeout(90_000);
  const owner = await users.create({ label: "ticket" });
  await owner.logIn();
  await page.goto("/tickets");
  await expect(page.getByText("No tickets")).toBeVisible();
  await page.getByRole("link", { name: "Create Ticket" }).click();
  await expect(page).toHaveURL(/\/create-ticket$/);
  await waitForHydration(page);

  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Type is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();

  const title = `Refund question ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Type").selectOption("Payment or refund");
  await page.getByLabel("Message").fill("My class was cancelled on Monday. When will my refund arrive?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByText("Your ticket has been raised.", { exact: false })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Open")).toBeVisible();
  await row.getByRole("link", { name: `View ticket ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const ticketPath = new URL(page.url()).pathname;

  // Another user cannot read it.
  await context.clearCookies();
  const stranger = await users.create({ label: "stranger" });
  await stranger.logIn();
  await page.goto(ticketPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No ticket found");
  await expect(page.getByText("My class was cancelled")).toHaveCount(0);

  // An administrator replies from the same page.
  await context.clearCookies();
  await logInAs(context, baseURL!, demo.admin);
  await page.goto(ticketPath);
  await expect(page.getByText("My class was cancelled on Monday.", { exact: false })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Message is required")).toBeVisible();
  await page.getByLabel("Your reply").fill("The refund went out today; it takes 5 to 10 working days.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Your reply has been sent.")).toBeVisible();
  await expect(page.getByLabel("Your reply")).toHaveValue("");
  const adminName = (await page.getByText(/^Reply from /).first().innerText()).replace("Reply from ", "");

  // The user sees the reply and has its mail.
  await context.clearCookies();
  await owner.logIn();
  await page.goto(ticketPath);
  await expect(page.getByText(`Reply from ${adminName}`)).toBeVisible();
  await expect(page.getByText("The refund went out today; it takes 5 to 10 working days.")).toBeVisible();
  const mail = await waitForMail(owner.email, "ticket-reply");
  expect(mail.subject).toBe(`Reply to your ticket: ${title}`);
});
