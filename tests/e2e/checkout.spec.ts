// Paying for a ticket with the sandbox provider, JavaScript on and off: the checkout page,
// the provider's hosted card page, 3-D Secure, coupons, a saved card, and the result page that only
// reads what fulfilment decided. Each test buys as a new user, so parallel runs never share a buyer.
import type { Page } from "@playwright/test";
import { expect, test, testPassword, uniqueEmail } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { waitForHydration } from "./support/hydration";
import { fillRegisterForm } from "./support/register-form";

const VISA = "4242 4242 4242 4242";

interface PaidEvent {
  id: number;
  title: string;
  path: string;
}

/** A paid live event of the demo that a new user may buy (any host; a new user hosts nothing). */
async function paidEvent(page: Page, title = "Lunchtime HIIT Blast"): Promise<PaidEvent> {
  const answer = await page.request.get(`/api/auth/events-search?search=${encodeURIComponent(title)}`);
  const list = ((await answer.json()) as { data: Array<{ id: number; title: string; is_free: boolean; event_slug: string; event_type: string }> }).data;
  const event = list.find((one) => one.title === title && !one.is_free);
  if (!event) throw new Error(`The seed has no paid "${title}"`);
  return { id: event.id, title: event.title, path: `/event-detail/${event.id}/${event.event_slug}` };
}

async function enterCard(page: Page, number: string) {
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Ada Buyer");
  await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
}

/** From the checkout page: the new-card button leads to the provider's hosted page. */
async function payWithNewCard(page: Page, number: string) {
  await page.getByRole("button", { name: /^(Pay £\d+\.\d\d|Pay with a new card)$/ }).last().click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
  await enterCard(page, number);
}

async function openCheckout(page: Page, event: PaidEvent) {
  await page.goto(`/checkout/event_booking/${event.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay for ${event.title}`);
}

async function expectBooked(page: Page, event: PaidEvent) {
  await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
  const reference = (await page.getByTestId("reference-number").innerText()).trim();
  expect(reference).toMatch(/^MQ-[A-Z0-9]{8}$/);
  await page.getByRole("link", { name: "My Booked Events" }).click();
  await expect(page.locator(`li[data-event-id="${event.id}"]`)).toBeVisible();
  await page.goto("/transaction-history");
  await expect(page.getByRole("cell", { name: reference })).toBeVisible();
  return reference;
}

test("a visitor clicks Buy Ticket, registers with Register and Purchase, pays with 4242 and sees the reference", async ({ page, users }, testInfo) => {
  test.setTimeout(120_000);
  const event = await paidEvent(page);
  const email = uniqueEmail("buyer");
  const person = { firstName: "Ada", lastName: "Buyer", email, dateOfBirth: "1991-03-14" };

  // Buy Ticket asks "Login Now ?" (a dialog with JavaScript, a page without); Register and Purchase
  // opens the account and pays in one step.
  await page.goto(event.path);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Buy Ticket" }).first().click();
  await page.getByRole("button", { name: "Register and Purchase" }).click();
  await expect(page).toHaveURL(new RegExp(`/register-and-purchase/event_booking/${event.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register and Purchase");
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  const total = page.locator("dt", { hasText: "Total" }).locator("xpath=following-sibling::dd[1]");
  await expect(total).toHaveText(/^£\d+\.\d\d$/);
  await waitForHydration(page);

  // The terms must be agreed, in this screen's words; nothing is registered.
  await fillRegisterForm(page, person, { acceptTerms: false });
  await page.getByRole("button", { name: "Register and Purchase" }).click();
  await expect(page.getByText("User must agree the terms & Policy")).toBeVisible();
  const tried = await page.request.post("/api/auth/login", { data: { email, password: testPassword } });
  expect(((await tried.json()) as { success: boolean }).success).toBe(false);

  await fillRegisterForm(page, person);
  if (testInfo.project.name === "js-on") {
    // With JavaScript the sandbox's card fields are on the page; only a payment-method id is posted.
    await page.getByLabel("Card number").fill(VISA);
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Buyer");
    const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/register-and-purchase/"));
    await page.getByRole("button", { name: "Register and Purchase" }).click();
    const body = (await posted).postData() ?? "";
    expect(body).toContain("invoice_id=pm_sb_");
    expect(body).not.toContain("4242");
  } else {
    // Without JavaScript the account is opened, then the provider's page takes the card.
    await page.getByRole("button", { name: "Register and Purchase" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
    await enterCard(page, VISA);
  }
  users.adopt(email, testPassword);
  await expect(page).toHaveURL(/\/checkout\/result\/\d+/);
  // Logged in as the new account at once; the activation mail is on its way for hosting later.
  if (testInfo.project.name === "js-on") await expect(page.getByText("Activation email sent")).toBeVisible();
  await waitForMail(email, "activation");
  await expectBooked(page, event);
});

test("Register and Purchase with an address that has an account answers as /register does, and buys nothing", async ({ page, users }, testInfo) => {
  const owner = await users.create({ label: "owner" });
  const event = await paidEvent(page);
  await page.goto(`/register-and-purchase/event_booking/${event.id}`);
  await waitForHydration(page);
  // Someone other than the owner, who does not know the account's password (ADR 052).
  await fillRegisterForm(page, { firstName: "Ada", lastName: "Again", email: owner.email, dateOfBirth: "1990-05-06" }, { password: "Not-the-owners-1" });
  if (testInfo.project.name === "js-on") {
    await page.getByLabel("Card number").fill(VISA);
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Again");
  }
  await page.getByRole("button", { name: "Register and Purchase" }).click();
  // What /register says for any address; the owner is mailed, and logs in to buy.
  await expect(page).toHaveURL(new RegExp(`/login\\?r=${encodeURIComponent(`/checkout/event_booking/${event.id}`)}$`));
  await expect(page.getByRole("status").filter({ hasText: "Activation email sent" })).toContainText(owner.email);
  await expect(page.getByText(/cannot be used to register/)).toHaveCount(0);
  await waitForMail(owner.email, "registration-attempt");
  await owner.logIn();
  await page.goto("/transaction-history");
  await expect(page.getByText(event.title)).toHaveCount(0);
});

test("a declined card shows the card's message and books nothing", async ({ page, users }) => {
  const user = await users.create({ label: "declined" });
  await user.logIn();
  const event = await paidEvent(page);
  await openCheckout(page, event);
  await payWithNewCard(page, "4000 0000 0000 0002");
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await page.goto("/my-booked-events");
  await expect(page.getByText("You have not booked any events yet.")).toBeVisible();
});

test("Register and Purchase with a card that asks for 3-D Secure: the new account authenticates, then is booked", async ({ page, users }, testInfo) => {
  const event = await paidEvent(page, "Pricing Your Creative Services");
  const email = uniqueEmail("buyer3ds");
  await page.goto(`/register-and-purchase/event_booking/${event.id}`);
  await waitForHydration(page);
  await fillRegisterForm(page, { firstName: "Ada", lastName: "Secure", email, dateOfBirth: "1990-05-06" });
  const card = "4000 0027 6000 3184";
  if (testInfo.project.name === "js-on") {
    // The card fields are on this page with JavaScript; without it the provider's page takes the card.
    await page.getByLabel("Card number").fill(card);
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Secure");
    await page.getByRole("button", { name: "Register and Purchase" }).click();
  } else {
    await page.getByRole("button", { name: "Register and Purchase" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
    await enterCard(page, card);
  }
  users.adopt(email, testPassword);
  await expect(page).toHaveURL(/\/sandbox\/authenticate\/pi_sb_/);
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL(/\/checkout\/result\/\d+/);
  await expectBooked(page, event);
});

test("3-D Secure: Complete authentication books; Fail authentication books nothing", async ({ page, users }) => {
  const user = await users.create({ label: "threeds" });
  await user.logIn();
  const event = await paidEvent(page, "Pricing Your Creative Services");
  await openCheckout(page, event);
  await payWithNewCard(page, "4000 0027 6000 3184");
  await expect(page).toHaveURL(/\/sandbox\/authenticate\/pi_sb_/);
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await expect(page.getByText("The payment did not go through")).toBeVisible();
  await expect(page.getByText(/unable to authenticate your payment method/)).toBeVisible();

  await openCheckout(page, event);
  await payWithNewCard(page, "4000 0027 6000 3184");
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expectBooked(page, event);
});

test("a coupon lowers the total, and a card saved on the way pays the next checkout", async ({ page, users }) => {
  test.setTimeout(90_000);
  const user = await users.create({ label: "coupon" });
  await user.logIn();
  const event = await paidEvent(page);
  await openCheckout(page, event);
  const total = page.locator("dt", { hasText: "Total" }).locator("xpath=following-sibling::dd[1]");
  const before = await total.innerText();

  await page.getByLabel("Coupon code").fill("NOT-A-CODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This coupon code is not valid.")).toBeVisible();
  await expect(total).toHaveText(before);

  await page.getByLabel("Coupon code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon applied.")).toBeVisible();
  await expect(page.getByText("Discount")).toBeVisible();
  const after = await total.innerText();
  expect(Number(after.replace(/[^\d.]/g, ""))).toBeLessThan(Number(before.replace(/[^\d.]/g, "")));

  await page.getByLabel("Save this card for next time").check();
  await page.getByLabel("Card nickname").fill("Everyday Visa");
  await payWithNewCard(page, VISA);
  await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(after)).toBeVisible();

  // The next checkout offers the saved card, chosen by default, and pays with it at once.
  const next = await paidEvent(page, "Pricing Your Creative Services");
  await openCheckout(page, next);
  const saved = page.getByRole("radio", { name: /Everyday Visa: visa ending 4242/ });
  await expect(saved).toBeChecked();
  await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).first().click();
  await expect(page).toHaveURL(/\/checkout\/result\/\d+/);
  await expectBooked(page, next);
});

test("Buy Ticket opens the payment modal with JavaScript (a decline in place of the form, 3-D Secure, the reference number), the checkout page without", async ({ page, users, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const user = await users.create({ label: "modal" });
  await user.logIn();
  const event = await paidEvent(page, "Pricing Your Creative Services");
  await page.goto(event.path);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Buy Ticket" }).first().click();
  if (!javaScriptEnabled) {
    // Without JavaScript the link is the checkout page, which the tests above pay through.
    await expect(page).toHaveURL(new RegExp(`/checkout/event_booking/${event.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay for ${event.title}`);
    return;
  }
  const modal = page.getByRole("dialog", { name: `Pay for ${event.title}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByText("Test mode", { exact: true })).toBeVisible();
  const total = await modal.getByTestId("modal-total").innerText();

  const fill = async (number: string) => {
    await modal.getByLabel("Card number").fill(number);
    await modal.getByLabel("Expiry date").fill("12 / 34");
    await modal.getByLabel("Security code").fill("123");
    await modal.getByLabel("Name on card").fill("Ada Modal");
    await modal.getByRole("button", { name: `Pay ${total}` }).click();
  };
  await fill("4000 0000 0000 0002");
  await expect(modal.getByText("Your card was declined.")).toBeVisible();
  await modal.getByRole("button", { name: "Try again" }).click();

  await fill("4000 0027 6000 3184");
  await modal.getByRole("button", { name: "Complete authentication" }).click();
  await expect(modal.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByTestId("modal-reference-number")).toHaveText(/^MQ-[A-Z0-9]{8}$/);
  // Closed, the page catches up: the event is booked.
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("link", { name: "Cancel Booking" }).first()).toBeVisible();
  await page.goto("/my-booked-events");
  await expect(page.locator(`li[data-event-id="${event.id}"]`)).toBeVisible();
});

test("paid twice for one checkout: the booking stands once and the second payment is refunded (ADR 031)", async ({ page, users }) => {
  test.setTimeout(90_000);
  const user = await users.create({ label: "twice" });
  await user.logIn();
  const event = await paidEvent(page, "Pricing Your Creative Services");
  await openCheckout(page, event);
  // The hosted page paid with a card that asks for 3-D Secure; the buyer leaves that step open…
  await payWithNewCard(page, "4000 0027 6000 3184");
  await expect(page).toHaveURL(/\/sandbox\/authenticate\/pi_sb_/);
  const openStep = page.url();
  // …goes back to the same hosted page and pays it with another card…
  await page.goBack();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
  await enterCard(page, VISA);
  const reference = await expectBooked(page, event);
  // …then finishes the first step after all: that payment is a duplicate.
  await page.goto(openStep);
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });

  await page.goto("/my-booked-events");
  await expect(page.locator(`li[data-event-id="${event.id}"]`)).toHaveCount(1);
  await page.goto("/transaction-history");
  const rows = page.getByRole("row").filter({ hasText: reference });
  // One payment and one refund of the same amount, the refund on its way or already paid.
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: /Refund on its way|Refunded/ })).toHaveCount(1);
  const mail = await waitForMail(user.email, "payment-refund");
  expect(mail.subject).toBe(`Refund on its way: second payment for "${event.title}"`);
});

test.describe("the site opened at another host than APP_URL", () => {
  // The e2e server's APP_URL names localhost; the same server answers at 127.0.0.1, as a deployment
  // answers at www. and the bare domain. Every step stays on the host the buyer opened: a redirect to
  // APP_URL's host after a form post is another origin, which CSP's form-action blocks.
  const otherHost = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
  test.use({ baseURL: otherHost });

  test("the checkout pays on the provider's page, through 3-D Secure, and books", async ({ page, users }) => {
    test.setTimeout(90_000);
    const user = await users.create({ label: "otherhost" });
    await user.logIn();
    const event = await paidEvent(page, "Pricing Your Creative Services");
    await openCheckout(page, event);
    await payWithNewCard(page, "4000 0027 6000 3184");
    await expect(page).toHaveURL(new RegExp(`^${otherHost}/sandbox/authenticate/pi_sb_`));
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await expect(page).toHaveURL(new RegExp(`^${otherHost}/checkout/result/\\d+`));
    await expectBooked(page, event);
  });
});
