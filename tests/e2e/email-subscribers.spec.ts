// Email to subscribers and unsubscribe, JavaScript on and off: a host emails the
// attendees of an event (bad then good input); each booked attendee finds the mail in the outbox;
// one follows the mail's unsubscribe link and unsubscribes (a dialog with JavaScript, a page
// without, whose Close returns to /); the host's next mail reaches only the other. Each project uses
// its own demo host and free event, since a host may email an event's attendees 3 times a day.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, type TestUser } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { mailsTo, waitForMail } from "./support/mail";
import { logInAs } from "./support/session";

const EVENTS: Record<string, { host: string; title: string }> = {
  "js-on": { host: "marcus@marquee.test", title: "Run Your First 5K: Live Q&A" },
  "js-off": { host: "priya@marquee.test", title: "Sketchbook Sunday: Urban Sketching" },
};

async function eventId(request: APIRequestContext, title: string): Promise<number> {
  const answer = await request.get(`/api/auth/events-search?search=${encodeURIComponent(title)}`);
  const event = ((await answer.json()) as { data: Array<{ id: number; title: string }> }).data.find((one) => one.title === title);
  if (!event) throw new Error(`The seed has no "${title}"`);
  return event.id;
}

/** Books the free event for a user through the API, as the Book button does. */
async function book(request: APIRequestContext, user: TestUser, id: number) {
  const login = await request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const booked = await request.post("/api/auth/transaction/free-event", { headers: { authorization: `Bearer ${data.access_token}` }, data: { event_id: id } });
  expect(booked.status(), await booked.text()).toBe(200);
}

async function sendAsHost(page: Page, id: number, subject: string) {
  await page.goto(`/email-subscriber/${id}/event`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email to subscribers");
  await waitForHydration(page);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Bring water and comfortable shoes. See you there!");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/event-management$/);
  await expect(page.getByText(/Your email is on its way to \d+ subscribers?\./)).toBeVisible();
}

test("a host emails an event's attendees; one unsubscribes through the mail's link and gets no more", async ({ page, context, baseURL, users }, testInfo) => {
  test.setTimeout(120_000);
  const { host, title } = EVENTS[testInfo.project.name] ?? EVENTS["js-off"]!;
  const id = await eventId(page.request, title);
  // The leaver first: a send's mails are queued in user id order and delivered in queue order, so
  // a mail to the leaver would arrive before the one to who stays (checked below without waiting).
  const leaves = await users.create({ label: "leaves" });
  const stays = await users.create({ label: "stays" });
  await book(context.request, stays, id);
  await book(context.request, leaves, id);

  // Bad then good input.
  await logInAs(context, baseURL!, host);
  await page.goto(`/email-subscriber/${id}/event`);
  await expect(page.getByText(title, { exact: false })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  const first = `Before ${title} (${testInfo.project.name} ${Date.now()})`;
  await sendAsHost(page, id, first);

  for (const person of [stays, leaves]) {
    const mail = await waitForMail(person.email, "subscriber-mail");
    expect(mail.subject).toBe(first);
  }

  // The leaver opens the mail's link.
  await context.clearCookies();
  const link = /(https?:\/\/\S+\/email-unsubscribe\?\S+)/.exec((await waitForMail(leaves.email, "subscriber-mail")).text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await waitForHydration(page);
  await expect(page.getByLabel("Email")).toHaveValue(leaves.email.toLowerCase());
  await expect(page.getByLabel("I have changed my mind")).toBeChecked();
  await page.getByLabel("I would like to unsubscribe").check();
  await expect(page.getByLabel("I have changed my mind")).not.toBeChecked();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("You have been unsubscribed.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).or(page.getByRole("link", { name: "Close" })).first().click();
  await expect(page).toHaveURL(new URL("/", baseURL).href);

  // The host's next mail reaches only the one who stayed.
  await logInAs(context, baseURL!, host);
  const second = `After ${first}`;
  await sendAsHost(page, id, second);
  await waitForMail(stays.email, "subscriber-mail", { count: 2 });
  expect((await mailsTo(leaves.email)).filter((mail) => mail.kind === "subscriber-mail").map((mail) => mail.subject)).toEqual([first]);

  // A mail program's one-click unsubscribe (RFC 8058): a POST of List-Unsubscribe=One-Click to the link.
  const stayLink = /(https?:\/\/\S+\/email-unsubscribe\?\S+)/.exec((await waitForMail(stays.email, "subscriber-mail")).text)?.[1];
  const oneClick = await context.request.post(new URL(stayLink!).pathname + new URL(stayLink!).search, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain("You have been unsubscribed.");
  const forged = await context.request.post(`/email-unsubscribe?email=${encodeURIComponent(stays.email)}&token=forged`, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect(forged.status()).toBe(400);
});
