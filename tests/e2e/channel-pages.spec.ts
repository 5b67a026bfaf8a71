// The public channel pages (002 §2.5, §4), JavaScript on and off, on the demo's channels: both
// layouts, the wrong slug's 301, the pending channel's 404, the events carousel, the course accordion,
// the modules and the module-events page, the Subscribe button's states, and a signed-in attendee
// who subscribes through the sandbox card 4242 and lands on the channel as "Subscribed". Each
// subscriber is a new account, so reruns and the two projects never share one (places: 25 and up).
import type { APIRequestContext, Page } from "@playwright/test";
import { demo, logInAs } from "./support/session";
import { expect, test } from "./support/fixtures";
import { tokenOf } from "./support/events-api";
import { waitForHydration } from "./support/hydration";

const STUDIO = "Hannah's Yoga Studio";
const COURSE = "Foundations of Yoga: A Four-Week Course";
const LAUNCH = "Launch Your Online Business";
const PENDING = "Mobility for Runners: A Six-Week Course";

interface ChannelRef {
  id: number;
  title: string;
  channel_slug: string;
  subscribers_count: number;
}

/** The demo's channels by title, as an administrator sees them (the pending one too). */
async function demoChannels(request: APIRequestContext, baseURL: string): Promise<Map<string, ChannelRef>> {
  const token = await tokenOf(request, baseURL, demo.admin);
  const found = new Map<string, ChannelRef>();
  for (let id = 1; id <= 12 && found.size < 5; id += 1) {
    const answer = await request.get(`/api/auth/channel-detail/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status() !== 200) continue;
    const channel = ((await answer.json()) as { data: ChannelRef }).data;
    found.set(channel.title, channel);
  }
  return found;
}

async function channelNamed(page: Page, baseURL: string, title: string): Promise<ChannelRef> {
  const channel = (await demoChannels(page.request, baseURL)).get(title);
  if (!channel) throw new Error(`The seed has no channel "${title}"`);
  return channel;
}

const detailPath = (channel: ChannelRef, layout: "new" | "old" = "new") => `/${layout === "old" ? "old-" : ""}channel-detail/${channel.id}/${channel.channel_slug}`;

test("a visitor opens a channel in both layouts; a wrong slug gets a 301, the pending channel the 404 page", async ({ page, baseURL }) => {
  const channels = await demoChannels(page.request, baseURL!);
  const studio = channels.get(STUDIO)!;
  const wrong = await page.request.get(`/channel-detail/${studio.id}/not-its-slug?slide=2`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers().location).toBe(`${detailPath(studio)}?slide=2`);

  await page.goto(`/channel-detail/${studio.id}/wrong`);
  await expect(page).toHaveURL(new RegExp(`${detailPath(studio)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(STUDIO);
  await expect(page.locator("article[data-layout='new']")).toBeVisible();
  await expect(page.getByTestId("channel-price")).toContainText(/£\d+\.\d\d per month/);
  await expect(page.getByTestId("channel-events")).toContainText("4");
  // A count of subscribers shows once there is one: "Subscribers 0" is no selling point.
  await expect(page.getByTestId("channel-subscribers")).toHaveCount(studio.subscribers_count > 0 ? 1 : 0);
  await expect(page.getByTestId("host-card")).toContainText("Hannah Whitfield");
  // Its intro video: the demo's clip, public (no signature), a real MP4.
  const intro = page.getByTestId("channel-video");
  await expect(intro).toHaveAttribute("src", /\/channel-videos\/[0-9a-f-]+\.mp4$/);
  expect((await (await page.request.get((await intro.getAttribute("src"))!)).body()).subarray(4, 8).toString("latin1")).toBe("ftyp");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", STUDIO);

  const old = await page.goto(detailPath(studio, "old"));
  expect(old?.status()).toBe(200);
  await expect(page.locator("article[data-layout='old']")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(STUDIO);

  const pending = channels.get(PENDING)!;
  for (const path of [detailPath(pending), detailPath(pending, "old"), `/channel-events/${pending.id}/${pending.channel_slug}`, "/channel-detail/2147483000/none", "/channel-detail/abc/none"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  }
});

test("the events carousel pages by 2 with links (scrolls with JavaScript), and lists every event on /channel-events", async ({ page, baseURL }, testInfo) => {
  const studio = await channelNamed(page, baseURL!, STUDIO);
  await page.goto(detailPath(studio));
  await waitForHydration(page);
  const carousel = page.locator("section#channel-events");
  await expect(carousel).toHaveAttribute("data-page", "1");
  await expect(carousel.getByRole("heading", { level: 3 })).toHaveCount(4);
  const next = page.getByTestId("channel-events-next");
  if (testInfo.project.name === "js-off") {
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${detailPath(studio)}\\?slide=2#channel-events$`));
    await expect(carousel).toHaveAttribute("data-page", "2");
    await expect(carousel.getByRole("heading", { level: 3 })).toHaveCount(2);
  } else {
    await next.click();
    await expect.poll(() => page.getByTestId("channel-events-list").evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`${detailPath(studio)}$`));
  }

  await page.getByRole("link", { name: "View all events" }).click();
  await expect(page).toHaveURL(new RegExp(`/channel-events/${studio.id}/${studio.channel_slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Events of ${STUDIO}`);
  await expect(page.getByTestId("event-grid").getByRole("heading", { level: 2 })).toHaveText([
    "Studio Live: Slow Flow Sunday",
    "Studio Live: Hip Openers",
    "Studio Library: Gentle Hatha",
    "Studio Library: Core and Balance",
  ]);

  // Time-aware actions (ADR 058): the class that is over is not sold; the coming one is.
  const grid = page.getByTestId("event-grid");
  const over = grid.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Studio Live: Hip Openers" }) });
  await expect(over.getByRole("button", { name: "Event Ended" })).toBeDisabled();
  await expect(over.getByRole("link", { name: "Subscribe Now" })).toHaveCount(0);
  const coming = grid.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Studio Live: Slow Flow Sunday" }) });
  await expect(coming.getByRole("link", { name: "Subscribe Now" })).toBeVisible();
  await over.getByRole("link", { name: "Studio Live: Hip Openers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Studio Live: Hip Openers");
  await expect(page.getByTestId("event-phase")).toHaveText("This event has ended.");
  const actions = page.getByTestId("event-actions");
  await expect(actions.getByRole("button", { name: "Event Ended" })).toBeDisabled();
  await expect(actions.getByRole("link")).toHaveCount(0);
});

test("a modular pre-recorded channel shows the course: modules in <details>, What you'll learn, the creator", async ({ page, baseURL }) => {
  const course = await channelNamed(page, baseURL!, COURSE);
  await page.goto(detailPath(course));
  const modules = page.getByTestId("course-module");
  await expect(modules).toHaveCount(4);
  await expect(modules.nth(0)).toHaveAttribute("open", "");
  await expect(modules.nth(1)).not.toHaveAttribute("open", "");
  await expect(modules.nth(1).getByText("Lesson 3: Warrior I and II")).toBeHidden();
  await modules.nth(1).locator("summary").click();
  await expect(modules.nth(1).getByText("Lesson 3: Warrior I and II")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you'll learn" })).toBeVisible();
  await expect(page.getByTestId("channel-learn")).toContainText("The standing poses, step by step");
  await expect(page.getByTestId("host-card")).toContainText("About the creator");
  // The lessons are listed by title and duration: no link to a video.
  await expect(page.locator("[data-testid='channel-course'] a")).toHaveCount(0);
});

test("modules are sections linking to their events (cards load lazily with JavaScript); the module-events page", async ({ page, baseURL }, testInfo) => {
  const launch = await channelNamed(page, baseURL!, LAUNCH);
  await page.goto(detailPath(launch));
  await waitForHydration(page);
  const sections = page.getByTestId("channel-module");
  await expect(sections).toHaveCount(3);
  const third = sections.filter({ hasText: "Module 3: Your first customers" });
  if (testInfo.project.name === "js-on") {
    await expect(page.getByTestId("channel-modules")).toHaveAttribute("data-loaded", "true");
    await expect(third.getByTestId("module-cards").getByRole("heading", { name: "Launch Clinic: Live Q&A" })).toBeVisible();
  } else {
    await expect(page.getByTestId("channel-modules")).toHaveAttribute("data-loaded", "false");
    await expect(third.getByText("Launch Clinic: Live Q&A")).toBeVisible();
  }
  await third.getByRole("link", { name: "View the events of Module 3: Your first customers" }).click();
  await expect(page).toHaveURL(/\/module-events\/\d+\/module-3-your-first-customers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Module 3: Your first customers");
  await expect(page.getByTestId("event-grid").getByRole("heading", { level: 2 })).toHaveText(["Your first ten customers", "Launch Clinic: Live Q&A"]);
  await page.getByRole("link", { name: `Back to ${LAUNCH}` }).click();
  await expect(page).toHaveURL(new RegExp(`${detailPath(launch)}$`));
});

test("Subscribe: a visitor gets the Login / Register choice (r=channels), the owner no button, a channel event Subscribe Now", async ({ page, context, baseURL, users }) => {
  const studio = await channelNamed(page, baseURL!, STUDIO);
  await page.goto(detailPath(studio));
  await waitForHydration(page);
  await page.getByRole("link", { name: "Subscribe", exact: true }).click();
  await expect(page.getByText(`Log in or register to subscribe to ${STUDIO}.`)).toBeVisible();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?r=channels$/);
  // The queued channel is resumed after the login: its checkout.
  const member = await users.create({ label: "queued" });
  await waitForHydration(page);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/channel_subscription/${studio.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay for ${STUDIO}`);
  await context.clearCookies();

  await page.goto(detailPath(studio));
  await waitForHydration(page);
  await page.getByRole("link", { name: "Subscribe", exact: true }).click();
  await page.getByRole("button", { name: "Register and Purchase" }).click();
  await expect(page).toHaveURL(new RegExp(`/register-and-purchase/channel_subscription/${studio.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register and Purchase");
  // Its "Already have an account? Login" comes back to the channel.
  await expect(page.getByRole("main").getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", `/login?${new URLSearchParams({ r: detailPath(studio) }).toString()}`);

  // A channel's live event sends a visitor to its channel.
  const events = await page.request.get(`/api/auth/channel-detail/${studio.id}`);
  const live = ((await events.json()) as { data: { events: { id: number; title: string; event_slug: string; event_type: string }[] } }).data.events.find((event) => event.event_type === "Online Event")!;
  await page.goto(`/event-detail/${live.id}/${live.event_slug}`);
  await expect(page.getByRole("link", { name: "Subscribe Now" })).toHaveAttribute("href", detailPath(studio));

  await logInAs(context, baseURL!, demo.host);
  await page.goto(detailPath(studio));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(STUDIO);
  await expect(page.locator("[data-channel-action]")).toHaveCount(0);
});

test("a signed-in attendee subscribes to a course with the sandbox card 4242 and lands on it as Subscribed", async ({ page, users, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const user = await users.create({ label: "subscriber" });
  await user.logIn();
  // A fixed-price course: no renewal, so the account can be deleted after the test.
  const course = await channelNamed(page, baseURL!, COURSE);
  await page.goto(detailPath(course));
  await waitForHydration(page);
  await page.getByRole("link", { name: "Subscribe", exact: true }).click();
  if (testInfo.project.name === "js-on") {
    const dialog = page.getByRole("dialog", { name: `Pay for ${COURSE}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Test mode", { exact: true })).toBeVisible();
    await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
    await dialog.getByLabel("Expiry date").fill("12 / 34");
    await dialog.getByLabel("Security code").fill("123");
    await dialog.getByLabel("Name on card").fill("Ada Subscriber");
    await dialog.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
    await expect(dialog.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Close" }).first().click();
  } else {
    await expect(page).toHaveURL(new RegExp(`/checkout/channel_subscription/${course.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay for ${COURSE}`);
    await page.getByRole("button", { name: /^(Pay £\d+\.\d\d|Pay with a new card)$/ }).last().click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Subscriber");
    await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath(course)}$`), { timeout: 15_000 });
    await expect(page.getByText("Payment successful")).toBeVisible();
  }
  await expect(page.locator("[data-channel-action='subscribed']")).toHaveText("Subscribed");
  await expect(page.locator("[data-channel-action='subscribed']")).toBeDisabled();
  await page.reload();
  await expect(page.locator("[data-channel-action='subscribed']")).toHaveText("Subscribed");

  // The course's lessons now say "Subscribed" on their own pages, where a visitor reads "Subscribe Now".
  const answer = await page.request.get(`/api/auth/channel-detail/${course.id}`);
  const lesson = ((await answer.json()) as { data: { events: { id: number; event_slug: string }[] } }).data.events[0]!;
  await page.goto(`/pre-recorded-event/${lesson.id}/${lesson.event_slug}`);
  await expect(page.locator("[data-event-action='subscribed']").first()).toHaveText("Subscribed");
});
