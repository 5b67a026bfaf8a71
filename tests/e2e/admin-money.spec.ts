// The admin console's refund button, JavaScript on and off: a new buyer pays for a paid event with
// the sandbox card page, the admin refunds that booking from /admin/payments with a reason and the
// password again (a wrong password first is refused on the form), the admin's refunds list shows it
// paid, and the buyer's transaction history shows Refunded. The event is a demo one (a new event
// waits for approval and cannot be sold); the refund frees the seat the buyer took.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { demo, demoPassword, logInAs } from "./support/session";

const VISA = "4242 4242 4242 4242";
const EVENT = "Lunchtime HIIT Blast";

async function paidEventId(page: Page): Promise<number> {
  const answer = await page.request.get(`/api/auth/events-search?search=${encodeURIComponent(EVENT)}`);
  const list = ((await answer.json()) as { data: Array<{ id: number; title: string; is_free: boolean }> }).data;
  const event = list.find((one) => one.title === EVENT && !one.is_free);
  if (!event) throw new Error(`The seed has no paid "${EVENT}"`);
  return event.id;
}

test("the admin refunds a buyer's booking with a reason and the password: the refunds list shows it paid and the buyer's history shows Refunded", async ({ page, context, baseURL, users }) => {
  test.setTimeout(60_000);
  const buyer = await users.create({ label: "refunded" });
  await buyer.logIn();
  const eventId = await paidEventId(page);
  await page.goto(`/checkout/event_booking/${eventId}`);
  await page.getByRole("button", { name: /^(Pay £\d+\.\d\d|Pay with a new card)$/ }).last().click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
  await page.getByLabel("Card number").fill(VISA);
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Ada Buyer");
  await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
  await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
  const reference = (await page.getByTestId("reference-number").innerText()).trim();

  await logInAs(context, baseURL!, demo.admin);
  await page.goto("/admin/payments?type=event_booking");
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText(buyer.email);
  await row.getByRole("link", { name: "Refund" }).click();
  const heading = page.getByRole("heading", { name: /^Refund payment \d+$/ });
  await expect(heading).toBeVisible();
  const paymentId = (await heading.textContent())!.replace(/\D+/g, "");

  // The password is asked again: a wrong one is refused on its field, and nothing is refunded.
  await page.getByLabel("Reason").fill("The buyer was charged by mistake");
  await page.getByLabel("Your password").fill("not-the-password");
  await page.getByRole("button", { name: "Refund payment" }).click();
  await expect(page.getByText("Password is incorrect")).toBeVisible();
  await expect(page.getByLabel("Reason")).toHaveValue("The buyer was charged by mistake");

  await page.getByLabel("Your password").fill(demoPassword);
  await page.getByRole("button", { name: "Refund payment" }).click();
  await expect(page.getByText("The payment was refunded.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/payments\?type=event_booking$/);
  const refunded = page.getByRole("row").filter({ hasText: reference });
  await expect(refunded).toContainText("Refunded");
  await expect(refunded.getByRole("link", { name: "Refund" })).toHaveCount(0);

  await page.goto("/admin/refunds?status=refunded");
  const listed = page.getByRole("row").filter({ hasText: reference });
  await expect(listed).toContainText("Refunded by an administrator");
  await expect(listed).toContainText("Refunded");

  // The refund is on the audit page, with who, the reason and the amount.
  await page.goto(`/admin/audit?object_type=transaction&object_id=${paymentId}`);
  const audited = page.getByRole("row").filter({ hasText: "refund-payment" });
  await expect(audited).toHaveCount(1);
  await expect(audited).toContainText(demo.admin);
  await expect(audited).toContainText("The buyer was charged by mistake");

  await buyer.logIn();
  await page.goto("/transaction-history");
  await expect(page.getByRole("row").filter({ hasText: reference }).filter({ hasText: "Refunded" }).first()).toBeVisible();
});
