// The subscriber's channels, JavaScript on and off (002 §2.6, §4):
// - the demo attendee sees /subscribed-channels (a fixed course with "No expiry", a monthly club with
//   its to-date and Cancel), opens "View events" of the course (no Date column: it is pre-recorded
//   only), and plays a lesson through Access Video: the player's /video source redirects to a signed
//   link that answers 206 to a Range request.
//   A user who does not subscribe gets the 404 page for the same events page, no player and no
//   video address on the lesson's page, and no document. The lesson gets a real video from its host
//   first (the demo's are placeholder names), one project at a time (`exclusive`).
// - a new user subscribes to the monthly club through the sandbox checkout (4242), sees it Active
//   with Cancel, opens its events (with the Date column and Join), cancels the auto renewal (a
//   <dialog> with JavaScript, the ?confirm= page without) and sees "Expiring Soon".
// - a new user subscribes to Hannah's studio (monthly, live and recorded), plays its video (206);
//   the host deactivates the studio (update-status): the row reads "Cancelled by Host" without View
//   events or Cancel, the events page is the 404 page, the video's page draws no player and no
//   link, and the player's source the subscriber had (fetched with a Range header) answers 404. The studio is Active again after (the my-channels journey's lock, "hannah-studio").
import type { APIRequestContext, Page } from "@playwright/test";
import { concat, mp4 } from "~tests/support/media-bytes";
import { tokenOf, upload } from "./support/events-api";
import { exclusive } from "./support/exclusive";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { demo, logInAs } from "./support/session";

const MARCUS = "marcus@marquee.test";
const COURSE = "Foundations of Yoga: A Four-Week Course";
const CLUB = "Marcus Moves Training Club";
const STUDIO = "Hannah's Yoga Studio";
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
  expect(channel, `the demo channel "${title}"`).toBeTruthy();
  return channel!;
}

const rowOf = (page: Page, title: string) => page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });

/** Subscribes the logged-in user to the channel through the checkout and the sandbox's hosted card page (4242). */
async function subscribeWithCard(page: Page, channel: HostChannel) {
  await page.goto(`/checkout/channel_subscription/${channel.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay for ${channel.title}`);
  await page.getByRole("button", { name: /^(Pay £\d+\.\d\d|Pay with a new card)$/ }).last().click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  await page.getByLabel("Card number").fill(VISA);
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Ada Subscriber");
  await page.getByRole("button", { name: /^Pay £\d+\.\d\d$/ }).click();
  await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 15_000 });
}

/** Gives the host's pre-recorded event a real video (the demo's video names have no file behind them); returns its bytes and key. */
async function realVideo(request: APIRequestContext, token: string, eventId: number) {
  const video = concat(mp4({ timescale: 1000, duration: 8000 }), new Uint8Array(4096).fill(5));
  const key = await upload(request, token, "full-video", "lesson.mp4", "video/mp4", video);
  const saved = await request.post("/api/auth/events/update-video", { headers: bearer(token), data: { event_id: eventId, full_video: key, pre_recorded_duration: 8 } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { video, key };
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

    await exclusive("foundations-lesson-video", async () => {
      const { video, key } = await realVideo(request, hannah, lesson.id);

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
  });

  test("a new subscriber to a monthly club cancels its auto renewal and sees Expiring Soon", async ({ page, request, baseURL, newUser }) => {
    test.setTimeout(120_000);
    const club = await hostChannel(request, await tokenOf(request, baseURL!, MARCUS), CLUB);
    await newUser.logIn();

    await subscribeWithCard(page, club);

    await page.goto("/subscribed-channels");
    const row = rowOf(page, CLUB);
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.getByText("Expiring Soon")).toHaveCount(0);

    // The club's events: live ones, so the Date column is there, and each has Join.
    await row.getByRole("link", { name: `View events of ${CLUB}` }).click();
    await expect(page.getByRole("columnheader", { name: "Date" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Join: / }).first()).toBeVisible();
    await page.goto("/subscribed-channels");
    if (jsOn()) await waitForHydration(page);

    await rowOf(page, CLUB).getByRole("link", { name: `Cancel auto renewal of ${CLUB}` }).click();
    const title = `Cancel auto renewal of ${CLUB}`;
    if (jsOn()) {
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Do you wish to proceed?")).toBeVisible();
      await dialog.getByRole("button", { name: "Yes" }).click();
    } else {
      await expect(page).toHaveURL(new RegExp(`/subscribed-channels\\?confirm=${club.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Do you wish to proceed?")).toBeVisible();
      await page.getByRole("button", { name: "Yes" }).click();
    }
    await expect(page).toHaveURL(/\/subscribed-channels$/);
    await expect(page.getByText("Auto renewal stopped. Your subscription stays active until its end date.")).toBeVisible();
    const after = rowOf(page, CLUB);
    await expect(after.getByText("Expiring Soon")).toBeVisible();
    await expect(after.getByRole("link", { name: `Cancel auto renewal of ${CLUB}` })).toHaveCount(0);
    await expect(after.getByText("Active", { exact: true })).toBeVisible();
  });

  test("a subscriber of a studio plays its video; the host deactivates it: Cancelled by Host, the video page gives no link and the player's source is refused", async ({ page, request, baseURL, newUser }) => {
    test.setTimeout(150_000);
    // The studio is the my-channels journey's too: one of them at a time, and it is Active again after.
    await exclusive("hannah-studio", async () => {
      const hannah = await tokenOf(request, baseURL!, demo.host);
      const studio = await hostChannel(request, hannah, STUDIO);
      try {
        const recorded = (await contentOf(request, hannah, studio.id)).find((item) => item.event_type === "Pre Recorded")!;
        const { video, key } = await realVideo(request, hannah, recorded.id);
        await newUser.logIn();
        await subscribeWithCard(page, studio);

        await page.goto("/subscribed-channels");
        await rowOf(page, STUDIO).getByRole("link", { name: `View events of ${STUDIO}` }).click();
        await expect(page).toHaveURL(new RegExp(`/my-subscribed-channel-events/${studio.id}/${studio.channel_slug}$`));
        // Live and recorded: the Date column is there.
        await expect(page.getByRole("columnheader", { name: "Date" })).toBeVisible();
        const src = await playsVideo(page, recorded.title, video, key);
        const videoPage = page.url();

        // The host deactivates the channel: the subscription is cancelled by host.
        const off = await request.post("/api/auth/channels/update-status", { headers: bearer(hannah), data: { id: studio.id, active: false } });
        expect(off.status(), await off.text()).toBe(200);
        await page.goto("/subscribed-channels");
        const row = rowOf(page, STUDIO);
        await expect(row.getByText("Cancelled by Host", { exact: true })).toBeVisible();
        await expect(row.getByRole("link", { name: `View events of ${STUDIO}` })).toHaveCount(0);
        await expect(row.getByRole("link", { name: `Cancel auto renewal of ${STUDIO}` })).toHaveCount(0);
        // The events page and the video's page give nothing any more.
        expect((await page.goto(`/my-subscribed-channel-events/${studio.id}/${studio.channel_slug}`))?.status()).toBe(404);
        await page.goto(videoPage);
        await expect(page.getByTestId("full-video")).toHaveCount(0);
        expect(await page.content()).not.toContain(key);
        // The player's source the subscriber had is refused at once: 404, and no link to follow.
        const refused = await page.context().request.get(src, { headers: { range: "bytes=0-99" }, maxRedirects: 0 });
        expect(refused.status()).toBe(404);
        expect(refused.headers()["location"]).toBeUndefined();
        expect(await refused.text()).not.toContain(key);
      } finally {
        const on = await request.post("/api/auth/channels/update-status", { headers: bearer(hannah), data: { id: studio.id, active: true } });
        expect(on.status(), await on.text()).toBe(200);
      }
    });
  });
});
