// The attendee's whole way in, with JavaScript on and off, through the pages
// alone: a visitor searches with text, category and type, opens the event from its card, clicks
// Free Ticket and gets "Login Now ?" (a dialog with JavaScript, a page without), registers with
// "Register and Book", activates from the outbox, logs in and lands on the event with the booking
// made; the event is in My Booked Events; the .ics downloads; the host is reviewed and the review is
// marked "Verified attendee". The parts each page owns in depth are in search, booking,
// event-detail and host-profile specs.
import { expect, test, testPassword, uniqueEmail } from "./support/fixtures";
import { openHydrated } from "./support/hydration";
import { activationPath, waitForMail } from "./support/mail";
import { submitRegisterForm } from "./support/register-form";

const TITLE = "Run Your First 5K: Live Q&A";

test("a visitor finds a free event, registers from Login Now ?, lands booked, downloads the .ics and reviews the host as a verified attendee", async ({ page, users, javaScriptEnabled }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("journey");

  // Search: text, category and type, as a shareable GET URL.
  await openHydrated(page, "/search");
  await page.getByLabel("Search text").fill("5K");
  await page.getByLabel("Category").selectOption({ label: "Fitness" });
  await page.getByLabel("Event type").selectOption({ label: "Online" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?search=5K&category=\d+&event_type=Online\+Event/);
  const results = page.getByRole("region", { name: "Results" });
  await results.getByRole("link", { name: TITLE }).first().click();

  // The event page, found from its card.
  await expect(page).toHaveURL(/\/event-detail\/\d+\/run-your-first-5k/);
  const eventPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);

  // Free Ticket as a visitor: "Login Now ?" (a <dialog> with JavaScript, its own page without).
  await openHydrated(page, eventPath);
  await page.getByRole("link", { name: "Free Ticket" }).first().click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Login Now ?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Register and Book" }).click();
  } else {
    await expect(page).toHaveURL(/\/login-now\/\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login Now ?");
    await page.getByRole("button", { name: "Register and Book" }).click();
  }

  // Register; then the activation link from the outbox; then log in.
  await expect(page).toHaveURL(/\/register\?r=/);
  await openHydrated(page, new URL(page.url()).pathname + new URL(page.url()).search);
  await submitRegisterForm(page, { firstName: "Ada", lastName: "Lovelace", email, dateOfBirth: "1991-02-03" });
  await expect(page).toHaveURL(/\/login\?r=/);
  users.adopt(email, testPassword);

  await page.goto(activationPath(await waitForMail(email, "activation")));
  await openHydrated(page, `/login?r=${encodeURIComponent(eventPath)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Login" }).click();

  // Landed on the event with the queued booking made.
  await expect(page).toHaveURL(new RegExp(`${eventPath}$`), { timeout: 30_000 });
  await expect(page.getByText(/Booking id: MQ-[A-Z0-9]{8}/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Free Ticket" })).toHaveCount(0);

  // The .ics: a calendar file with this event in it.
  const ics = await page.getByTestId("calendar-ics").getAttribute("href");
  const file = await page.request.get(ics!);
  expect(file.headers()["content-type"]).toContain("text/calendar");
  const body = await file.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(body.replace(/\r\n[ \t]/g, "")).toContain("SUMMARY:Run Your First 5K: Live Q&A");

  // My Booked Events lists it.
  await page.goto("/my-booked-events");
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();

  // Review the host from the event page's host card: marked Verified attendee.
  await page.goto(eventPath);
  const hostHref = await page.getByRole("link", { name: "View profile" }).first().getAttribute("href");
  const hostId = /\/host-profile\/(\d+)\//.exec(hostHref ?? "")?.[1];
  expect(hostId).toBeTruthy();
  const text = `Friendly and well paced (${email}).`;
  await openHydrated(page, `/reviews/${hostId}`);
  await page.getByRole("textbox", { name: "Your review" }).fill(text);
  await page.getByRole("radiogroup", { name: "Rating" }).getByLabel("5 stars").check();
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(new RegExp(`/reviews/${hostId}$`));
  const mine = page.locator("li", { hasText: text });
  await expect(mine).toContainText("Ada Lovelace");
  await expect(mine.getByText("Verified attendee")).toBeVisible();
});
