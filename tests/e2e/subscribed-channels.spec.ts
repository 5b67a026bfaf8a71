// The subscriber's channels, JavaScript on and off (002 §2.6, §4):
// - the demo attendee sees /subscribed-channels (a fixed course with "No expiry", a monthly club with
//   its to-date and Cancel), opens "View events" of the course (no Date column: it is pre-recorded
//   only), and plays a lesson through Access Video: the player's /video source redirects to a signed
//   link that answers 206 to a Range request.
//   A user who does not subscribe gets the 404 page for the same events page, no player and no
//   video address on the lesson's page, and no document. The lesson's video is the demo's own (a
//   copy of demo/media/yoga.mp4, stored by the seed as a host's upload), so nothing is changed.
//   The demo attendee's monthly club lists live events: the Date column, Join's countdown, Event Completed.
// - the journey of a new subscriber: a new host (free package) makes a new monthly pre-recorded channel (its own
//   per run and project, so no lock) with a video lesson and a document, and the admin approves it;
//   a visitor finds it on /channels by text and type, presses Subscribe, registers and pays with the
//   sandbox card (4242) and lands on it as "Subscribed"; on /subscribed-channels it is Active; its
//   events page gives the document (a signed redirect to the file) and the video plays (206); the
//   subscriber cancels the auto renewal (a <dialog> with JavaScript, the ?confirm= page without) and
//   sees "Expiring Soon". The host deactivates the channel (update-status): the row reads "Cancelled
//   by Host" without Cancel, its View events lists what the channel held with nothing to open and says
//   why (002 §2.6), /transaction-history shows the refund on its way, the video's page draws no
//   player and no link, and the player's source the subscriber had (fetched with a Range header)
//   answers 404.
// - the terms: the demo attendee opens the checkout of a new monthly channel and sees
//   "£… a month, renews on … until you cancel; cancel any time in Subscribed Channels" beside the Pay
//   button (the modal with JavaScript; the order summary and the provider's page without), pays, and
//   on Subscribed Channels is shown the same terms and "You keep access until …" before cancelling;
//   the history then names the channel with "renewal cancelled, access until …".
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { concat, mp4, pngBytes } from "~tests/support/media-bytes";
import { createEvent, tokenOf, upload } from "./support/events-api";
import { expect, test, testPassword, uniqueEmail } from "./support/fixtures";
import { openHydrated, waitForHydration } from "./support/hydration";
import { fillRegisterForm } from "./support/register-form";
import { demo, logInAs } from "./support/session";

const COURSE = "Foundations of Yoga: A Four-Week Course";
const CLUB = "Marcus Moves Training Club";
const VISA = "4242 4242 4242 4242";
const jsOn = () => test.info().project.name === "js-on";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface HostChannel {
  id: number;
  title: string;
  channel_slug: string;
}

async function hostChannel(request: APIRequestContext, token: string, title: string): Promise<HostChannel> {
  const response = await request.get("/api/auth/my-channels", { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const channel = ((await response.json()) as { data: { channels: HostChannel[] } }).data.channels.find((one) => one.title === title);
  expect(channel, `the host's channel "${title}"`).toBeTruthy();
  return channel!;
}

const rowOf = (page: Page, title: string) => page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });

/** The storage key of the host's pre-recorded event's video, as the host's video page loads it. */
async function videoKey(request: APIRequestContext, token: string, eventId: number): Promise<string> {
  const answer = await request.get(`/api/auth/event-edit-video/${eventId}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { initialValues: { full_video: string } } }).data.initialValues.full_video;
}

/** Gives the host's pre-recorded event a real video of its own; returns its bytes and key. */
async function realVideo(request: APIRequestContext, token: string, eventId: number) {
  const video = concat(mp4({ timescale: 1000, duration: 8000 }), new Uint8Array(4096).fill(5));
  const key = await upload(request, token, "full-video", "lesson.mp4", "video/mp4", video);
  const saved = await request.post("/api/auth/events/update-video", { headers: bearer(token), data: { event_id: eventId, full_video: key, pre_recorded_duration: 8 } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { video, key };
}

/** A new monthly pre-recorded channel of one module (£9.99), made through the API as the form would; not yet approved. */
async function newMonthlyChannel(request: APIRequestContext, token: string, title: string): Promise<number> {
  const categories = await request.get("/api/auth/categories-list/Channel", { headers: bearer(token) });
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  const created = await request.post("/api/auth/channels/create", {
    headers: bearer(token),
    data: {
      title,
      description: "Made by the subscribed channels' end-to-end journey.",
      event_type: "Pre Recorded Events",
      price: "9.99",
      is_monthly_subscription: 1,
      category_id: categoryId,
      image: await upload(request, token, "channel-image", "cover.png", "image/png", pngBytes()),
      learn1: "Stretching after work",
      // A document sits in a module: the channel is modular.
      is_modular: 1,
      channel_module: [{ title: "Module 1: Basics" }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

async function approve(request: APIRequestContext, adminToken: string, kind: "channel" | "event", id: number) {
  const approved = await request.post(`/api/auth/admin/approvals/${kind}`, { headers: bearer(adminToken), data: { id, decision: "approve" } });
  expect(approved.status(), await approved.text()).toBe(200);
}

/**
 * The host's new monthly pre-recorded channel of one module, made through the API as the forms
 * would, with a video lesson (a real file) and a document; the admin approves the channel and the
 * lesson (subscribers see only approved ones; a document needs no approval).
 */
async function newRecordedChannel(request: APIRequestContext, token: string, adminToken: string, title: string) {
  const channelId = await newMonthlyChannel(request, token, title);
  const choices = await request.get("/api/auth/create-doc-event_data", { headers: bearer(token) });
  const modules = ((await choices.json()) as { data: { channels: { id: number; channel_module: { id: number }[] }[] } }).data.channels.find((one) => one.id === channelId)!.channel_module;
  const inModule = { channel_id: channelId, channel_module_id: modules[0]!.id };

  const lessonTitle = `Lesson of ${title}`;
  const lessonId = await createEvent(request, token, { title: lessonTitle, event_type: "Pre Recorded", ...inModule });
  const { video, key } = await realVideo(request, token, lessonId);

  // The server reads a document's first bytes: a PDF's.
  const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
  const documentKey = await upload(request, token, "document", "handout.pdf", "application/pdf", pdf);
  const documentTitle = `Handout of ${title}`;
  const saved = await request.post("/api/auth/documentevent/create", {
    headers: bearer(token),
    data: {
      title: documentTitle,
      description: "Print it and keep it beside your mat.",
      image: await upload(request, token, "document-image", "handout.png", "image/png", pngBytes()),
      use_channel_image: false,
      ...inModule,
      document: documentKey,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const documentId = ((await saved.json()) as { data: { id: number } }).data.id;

  for (const [kind, id] of [["channel", channelId], ["event", lessonId]] as const) await approve(request, adminToken, kind, id);
  return {
    channel: await hostChannel(request, token, title),
    lesson: { id: lessonId, title: lessonTitle, video, key },
    document: { id: documentId, title: documentTitle, key: documentKey },
    pdf,
  };
}

/** The channel's content as its host manages it. */
async function contentOf(request: APIRequestContext, token: string, channelId: number) {
  const content = await request.get(`/api/auth/my-channel/${channelId}`, { headers: bearer(token) });
  expect(content.status()).toBe(200);
  return ((await content.json()) as { data: { events: { id: number; title: string; event_type: string; event_slug: string | null }[] } }).data.events;
}

/**
 * Opens Access Video for the item on the events page and checks the player: its source is the app's
 * /video address (the page holds no storage link), which redirects (302, not cached) to a signed link
 * that answers 206 to a Range request. Returns the player's source.
 */
async function playsVideo(page: Page, title: string, video: Uint8Array, key: string): Promise<string> {
  await page.getByRole("link", { name: `Access Video: ${title}` }).click();
  await expect(page).toHaveURL(/\/pre-recorded-event\/\d+\//);
  const player = page.getByTestId("full-video");
  await expect(player).toHaveCount(1);
  // With JavaScript the player may have asked again after an error (these bytes are not a decodable
  // video): the same address with a ?retry= query.
  const src = (await player.getAttribute("src"))!.split("?")[0]!;
  expect(src).toBe(`${new URL(page.url()).pathname}/video`);
  const html = await page.content();
  expect(html).not.toContain(key);
  expect(html).not.toMatch(/signature=|expires=/i);
  const moved = await page.context().request.get(src, { maxRedirects: 0 });
  expect(moved.status()).toBe(302);
  expect(moved.headers()["cache-control"]).toContain("no-store");
  expect(moved.headers()["location"]).toContain(key);
  const part = await page.context().request.get(src, { headers: { range: "bytes=0-99" } });
  expect(part.status()).toBe(206);
  expect(Buffer.from(await part.body())).toEqual(Buffer.from(video.subarray(0, 100)));
  return src;
}

test.describe("Subscribed Channels", () => {
  test("the demo attendee opens a course's events and plays a lesson; a non-subscriber gets nothing", async ({ page, context, request, baseURL, users }) => {
    test.setTimeout(120_000);
    const hannah = await tokenOf(request, baseURL!, demo.host);
    const course = await hostChannel(request, hannah, COURSE);
    const items = await contentOf(request, hannah, course.id);
    const lesson = items.find((item) => item.event_type === "Pre Recorded")!;
    const document = items.find((item) => item.event_type === "Document")!;
    expect(lesson && document).toBeTruthy();

    const video = new Uint8Array(readFileSync("demo/media/yoga.mp4"));
    const key = await videoKey(request, hannah, lesson.id);

    await logInAs(context, baseURL!, demo.attendee);
    await page.goto("/subscribed-channels");
    await expect(page.getByRole("heading", { level: 1, name: "Subscribed Channels" })).toBeVisible();
    const courseRow = rowOf(page, COURSE);
    await expect(courseRow.getByText("Active", { exact: true })).toBeVisible();
    await expect(courseRow.getByRole("cell", { name: "No expiry" })).toBeVisible();
    await expect(courseRow.getByRole("link", { name: `View ${COURSE}` })).toHaveAttribute("href", `/channel-detail/${course.id}/${course.channel_slug}`);
    const clubRow = rowOf(page, CLUB);
    await expect(clubRow.getByRole("cell", { name: /^\w{3} \d{1,2} \w{3} \d{4}$/ })).toBeVisible();
    await expect(clubRow.getByRole("link", { name: `Cancel auto renewal of ${CLUB}` })).toBeVisible();
    // The club's events are live: the Date column is there. The coming ones count down to their
    // room (Join from 15 minutes before the start), the one that is over is completed (ADR 058).
    await clubRow.getByRole("link", { name: `View events of ${CLUB}` }).click();
    await expect(page.getByRole("columnheader", { name: "Date" })).toBeVisible();
    await expect(page.locator('[data-event-action="join-opens"]')).toHaveCount(2);
    await expect(page.locator('[data-event-action="join-opens"]').first()).toContainText(/Opens in \d+ days/);
    await expect(page.getByRole("row", { name: /Club HIIT: Friday Finisher/ }).getByText("Event Completed")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Join: / })).toHaveCount(0);
    await page.goto("/subscribed-channels");

    await courseRow.getByRole("link", { name: `View events of ${COURSE}` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-subscribed-channel-events/${course.id}/${course.channel_slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
    for (const header of ["Module", "Event", "Type", "Duration", "Action"]) await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    // A pre-recorded-only course: no Date column.
    await expect(page.getByRole("columnheader", { name: "Date" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Download Doc: ${document.title}` })).toHaveAttribute("href", `/doc-event-details/${document.id}/download`);
    // A wrong slug is sent to the right one.
    const moved = await context.request.get(`/my-subscribed-channel-events/${course.id}/wrong-slug`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(`/my-subscribed-channel-events/${course.id}/${course.channel_slug}`);

    // Seeking: the player's source answers a Range request with 206 and the asked bytes.
    const src = await playsVideo(page, lesson.title, video, key);
    await expect(page).toHaveURL(new RegExp(`/pre-recorded-event/${lesson.id}/`));

    // Someone who does not subscribe: the events page is the 404 page, the lesson has no player and
    // no video address, and the document's download is refused.
    await context.clearCookies();
    const stranger = await users.create({ label: "non-subscriber" });
    await stranger.logIn();
    const refused = await page.goto(`/my-subscribed-channel-events/${course.id}/${course.channel_slug}`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await page.goto(`/pre-recorded-event/${lesson.id}/${lesson.event_slug ?? "lesson"}`);
    await expect(page.getByTestId("full-video")).toHaveCount(0);
    const html = await page.content();
    expect(html).not.toContain(key);
    expect(html).not.toMatch(/signature=|expires=/i);
    // The subscriber's player source is refused to them, with no link to follow.
    const notTheirs = await context.request.get(src, { headers: { range: "bytes=0-99" }, maxRedirects: 0 });
    expect(notTheirs.status()).toBe(404);
    expect(notTheirs.headers()["location"]).toBeUndefined();
    const download = await context.request.get(`/doc-event-details/${document.id}/download`, { maxRedirects: 0 });
    expect(download.status()).toBe(404);
  });

  test("a visitor finds a new monthly channel, registers and subscribes (4242), plays its video, downloads its document and cancels the renewal; the host deactivates it: Cancelled by Host, a refund and the video refused", async ({ page, request, baseURL, users }) => {
    test.setTimeout(180_000);
    const project = test.info().project.name;
    // A host of its own, on the free package (one channel): the demo host's channel allowance is
    // spent by the other journeys that make channels.
    const host = await users.create({ label: "channel-host" });
    const hostToken = await tokenOf(request, baseURL!, host.email, host.password);
    const { channel, lesson, document, pdf } = await newRecordedChannel(request, hostToken, await tokenOf(request, baseURL!, demo.admin), `${project} ${Date.now()}`);

    // 1. The visitor finds it by text and by type.
    await openHydrated(page, "/channels");
    await page.getByLabel("Search text").fill(channel.title);
    await page.getByLabel("Subscription type").selectOption({ label: "Monthly" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/subscriptionType=1$/);
    const found = page.getByRole("region", { name: "Channels found" });
    await expect(found.getByRole("listitem").getByRole("heading")).toHaveText([channel.title]);

    // 2. Opens it and presses Subscribe; 3. registers and pays with the sandbox card.
    await found.getByRole("link", { name: channel.title }).click();
    await expect(page).toHaveURL(new RegExp(`/channel-detail/${channel.id}/${channel.channel_slug}$`));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Subscribe", exact: true }).click();
    await page.getByRole("button", { name: "Register and Purchase" }).click();
    // The choice is posted to the channel's page, which redirects: slower than one load on a busy machine.
    await expect(page).toHaveURL(new RegExp(`/register-and-purchase/channel_subscription/${channel.id}$`), { timeout: 15_000 });
    await waitForHydration(page);
    const email = uniqueEmail("channel-buyer");
    await fillRegisterForm(page, { firstName: "Ada", lastName: "Member", email, dateOfBirth: "1990-02-03" });
    // With JavaScript the card is taken on the page; without, on the sandbox's hosted page.
    if (!jsOn()) {
      await page.getByRole("button", { name: "Register and Purchase" }).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
    }
    await page.getByLabel("Card number").fill(VISA);
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Member");
    await page.getByRole("button", { name: jsOn() ? "Register and Purchase" : /^Pay £\d+\.\d\d$/ }).click();
    users.adopt(email, testPassword);
    await expect(page).toHaveURL(new RegExp(`/channel-detail/${channel.id}/${channel.channel_slug}$`), { timeout: 20_000 });
    await expect(page.locator("[data-channel-action='subscribed']")).toHaveText("Subscribed");

    // 4. Its events, from /subscribed-channels: the video plays (206 on a Range request).
    await page.goto("/subscribed-channels");
    const row = rowOf(page, channel.title);
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.getByText("Expiring Soon")).toHaveCount(0);
    await row.getByRole("link", { name: `View events of ${channel.title}` }).click();
    const eventsPage = `/my-subscribed-channel-events/${channel.id}/${channel.channel_slug}`;
    await expect(page).toHaveURL(new RegExp(`${eventsPage}$`));
    // 5. The document: its link redirects to a signed link that answers the file.
    const download = page.getByRole("link", { name: `Download Doc: ${document.title}` });
    await expect(download).toHaveAttribute("href", `/doc-event-details/${document.id}/download`);
    const signed = await page.context().request.get(`/doc-event-details/${document.id}/download`, { maxRedirects: 0 });
    expect(signed.status()).toBe(302);
    expect(signed.headers()["location"]).toContain(document.key);
    const file = await page.context().request.get(signed.headers()["location"]!);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body())).toEqual(Buffer.from(pdf));
    const src = await playsVideo(page, lesson.title, lesson.video, lesson.key);
    const videoPage = page.url();

    // 6. Cancels the auto renewal: a <dialog> with JavaScript, the ?confirm= page without.
    await page.goto("/subscribed-channels");
    await waitForHydration(page);
    const cancel = `Cancel auto renewal of ${channel.title}`;
    await row.getByRole("link", { name: cancel }).click();
    if (jsOn()) {
      const dialog = page.getByRole("dialog", { name: cancel });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Do you wish to proceed?")).toBeVisible();
      await dialog.getByRole("button", { name: "Yes" }).click();
    } else {
      await expect(page).toHaveURL(new RegExp(`/subscribed-channels\\?confirm=${channel.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: cancel })).toBeVisible();
      await expect(page.getByText("Do you wish to proceed?")).toBeVisible();
      await page.getByRole("button", { name: "Yes" }).click();
    }
    await expect(page).toHaveURL(/\/subscribed-channels$/);
    await expect(page.getByText("Auto renewal stopped. Your subscription stays active until its end date.")).toBeVisible();
    await expect(row.getByText("Expiring Soon")).toBeVisible();
    await expect(row.getByRole("link", { name: cancel })).toHaveCount(0);
    await expect(row.getByText("Active", { exact: true })).toBeVisible();

    // The host deactivates the channel: the subscription is cancelled by host and its payment refunded.
    const off = await request.post("/api/auth/channels/update-status", { headers: bearer(hostToken), data: { id: channel.id, active: false } });
    expect(off.status(), await off.text()).toBe(200);
    await page.goto("/subscribed-channels");
    await expect(row.getByText("Cancelled by Host", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: cancel })).toHaveCount(0);
    // View events still lists what the channel held (002 §2.6), saying why nothing opens.
    await row.getByRole("link", { name: `View events of ${channel.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-subscribed-channel-events/${channel.id}/`));
    await expect(page.getByRole("status").filter({ hasText: "The host has cancelled this channel" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Cancelled by Host" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^(Access Video|Download Doc|Join): / })).toHaveCount(0);
    await page.goto("/transaction-history");
    // The payment, and its refund beside it as a negative amount; the refunds job is nudged at once,
    // so the refund may already read Refunded.
    const paid = page.getByRole("row").filter({ hasText: "Channel subscription" }).filter({ hasNotText: "−" });
    await expect(paid).toHaveCount(1);
    const amount = /£\d+\.\d\d/.exec((await paid.textContent())!)![0];
    await expect(page.getByRole("row").filter({ hasText: /Refund on its way|Refunded/ })).toContainText(`−${amount}`);
    // The video's page gives nothing any more.
    await page.goto(videoPage);
    await expect(page.getByTestId("full-video")).toHaveCount(0);
    expect(await page.content()).not.toContain(lesson.key);
    // The player's source the subscriber had is refused at once: 404, and no link to follow.
    const refused = await page.context().request.get(src, { headers: { range: "bytes=0-99" }, maxRedirects: 0 });
    expect(refused.status()).toBe(404);
    expect(refused.headers()["location"]).toBeUndefined();
    expect(await refused.text()).not.toContain(lesson.key);
  });

  test("the demo attendee sees a monthly channel's terms before paying, pays, and is shown them again before cancelling the renewal", async ({ page, context, request, baseURL, users }) => {
    test.setTimeout(120_000);
    // A channel of its own per run and project (the demo attendee keeps the subscription, renewal stopped).
    const host = await users.create({ label: "terms-host" });
    const hostToken = await tokenOf(request, baseURL!, host.email, host.password);
    const title = `Terms ${test.info().project.name} ${Date.now()}`;
    const channelId = await newMonthlyChannel(request, hostToken, title);
    await approve(request, await tokenOf(request, baseURL!, demo.admin), "channel", channelId);
    const channel = await hostChannel(request, hostToken, title);
    const terms = /^(£\d+\.\d\d) a month, renews on (\w{3} \d{1,2} \w{3} \d{4}) until you cancel; cancel any time in Subscribed Channels$/;

    await logInAs(context, baseURL!, demo.attendee);
    await openHydrated(page, `/channel-detail/${channel.id}/${channel.channel_slug}`);
    await page.getByRole("link", { name: "Subscribe", exact: true }).click();
    // Before paying: the terms beside the Pay button (the modal), or in the order summary and then on
    // the provider's page (without JavaScript).
    let shown: string;
    if (jsOn()) {
      const dialog = page.getByRole("dialog", { name: `Pay for ${title}` });
      shown = (await dialog.getByTestId("subscription-terms").textContent())!;
      expect(shown).toMatch(terms);
      const total = (await dialog.getByTestId("modal-total").textContent())!;
      expect(shown.startsWith(`${total} a month`)).toBe(true);
      if ((await dialog.getByLabel("Card number").count()) > 0) {
        await dialog.getByLabel("Card number").fill(VISA);
        await dialog.getByLabel("Expiry date").fill("12 / 34");
        await dialog.getByLabel("Security code").fill("123");
        await dialog.getByLabel("Name on card").fill("Sam Attendee");
      }
      await dialog.getByRole("button", { name: `Pay ${total}` }).click();
      await expect(dialog.getByText("Payment successful")).toBeVisible({ timeout: 20_000 });
    } else {
      await expect(page).toHaveURL(new RegExp(`/checkout/channel_subscription/${channel.id}$`));
      shown = (await page.getByTestId("subscription-terms").textContent())!;
      expect(shown).toMatch(terms);
      const newCard = page.getByRole("button", { name: "Pay with a new card" });
      await ((await newCard.count()) > 0 ? newCard : page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ })).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
      await expect(page.getByTestId("subscription-terms")).toHaveText(shown);
      await page.getByLabel("Card number").fill(VISA);
      await page.getByLabel("Expiry date").fill("12 / 34");
      await page.getByLabel("Security code").fill("123");
      await page.getByLabel("Name on card").fill("Sam Attendee");
      await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
      await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 20_000 });
    }
    const [, monthly, renews] = terms.exec(shown)!;

    // Subscribed Channels: Cancel asks first, restating the terms and that access lasts to the paid period's end.
    await openHydrated(page, "/subscribed-channels");
    const row = rowOf(page, title);
    const cancel = `Cancel auto renewal of ${title}`;
    await row.getByRole("link", { name: cancel }).click();
    const question = jsOn() ? page.getByRole("dialog", { name: cancel }) : page.locator("main");
    if (!jsOn()) await expect(page.getByRole("heading", { level: 1, name: cancel })).toBeVisible();
    await expect(question.getByTestId("subscription-terms")).toHaveText(shown);
    await expect(question.getByText(`Your subscription will not renew. You keep access until ${renews}.`)).toBeVisible();
    await question.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/subscribed-channels$/);
    await expect(row.getByText("Expiring Soon")).toBeVisible();

    // The history names what was bought, with the terms as they stand now.
    await page.goto("/transaction-history");
    const paid = page.getByRole("row").filter({ hasText: title });
    await expect(paid).toContainText(`${monthly} a month; renewal cancelled, access until ${renews}`);

    // The host closes the channel (its one subscriber is refunded): the test's host can then be removed.
    const off = await request.post("/api/auth/channels/update-status", { headers: bearer(hostToken), data: { id: channel.id, active: false } });
    expect(off.status(), await off.text()).toBe(200);
  });
});
