// The host's journeys, as the demo host, with JavaScript on and off: a
// pre-recorded event's video uploaded, replaced and played back with seeking; three videos
// bulk-created; Edit gone once an event is booked; Cancel Event cancels it, mails its attendee and
// refunds the card payment, which the attendee sees in their transaction history.
// Each project works on its own seeded events (the two projects share one server and database).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { createEvent, london } from "./support/events-api";
import { files, recordVideo, seekOneSecond } from "./support/record-video";
import { expect, test } from "./support/fixtures";
import { mailsTo } from "./support/mail";
import { demo, logInAs } from "./support/session";

interface HostedEvent {
  id: number;
  title: string;
  can_edit: boolean;
  can_cancel: boolean;
  host_status: string | null;
  has_video: boolean;
  cancelled: 0 | 1;
}

/** A small real PNG (1×1), for thumbnails. */
function png(name: string): string {
  const file = path.join(files, name);
  writeFileSync(
    file,
    Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
  );
  return file;
}

async function hostedEvents(request: APIRequestContext, token: string): Promise<HostedEvent[]> {
  const response = await request.get("/api/auth/user-events", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: HostedEvent[] }).data;
}

async function eventNamed(request: APIRequestContext, token: string, title: string): Promise<HostedEvent> {
  const event = (await hostedEvents(request, token)).find((one) => one.title === title);
  expect(event, `the demo host's event "${title}"`).toBeTruthy();
  return event!;
}

/** Uploads a file through the API as the browser would with JavaScript (start, signed POST, complete). */
async function uploadThroughApi(request: APIRequestContext, token: string, purpose: string, file: string, type: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const bytes = readFileSync(file);
  const start = await request.post("/api/auth/uploads/start", { headers: auth, data: { purpose, file_name: path.basename(file), content_type: type, size: bytes.length } });
  expect(start.status(), await start.text()).toBe(200);
  const target = ((await start.json()) as { data: { key: string; url: string; fields: Record<string, string> } }).data;
  const sent = await request.post(target.url, { multipart: { ...target.fields, file: { name: path.basename(file), mimeType: type, buffer: bytes } } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const complete = await request.post("/api/auth/uploads/complete", { headers: auth, data: { key: target.key } });
  expect(complete.status(), await complete.text()).toBe(200);
  return target.key;
}

const jsOn = () => test.info().project.name === "js-on";

test.describe("the host's events", () => {
  // Recording real videos in the browser and sending them takes longer than a page visit.
  test.describe.configure({ timeout: 120_000 });

  test("a pre-recorded event's video is uploaded, replaced and played back with seeking", async ({ page, context, baseURL, browser }) => {
    const { access_token: token } = await logInAs(context, baseURL!, demo.host);
    const media: { url: string; status: number }[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/storage/")) media.push({ url: response.url().split("?")[0]!, status: response.status() });
    });
    // A channel event of the demo host with no bookings, one per project.
    const title = jsOn() ? "Studio Library: Gentle Hatha" : "Studio Library: Core and Balance";
    const event = await eventNamed(context.request, token, title);
    // The first is an MP4, the replacement a WebM: both containers the storage accepts.
    const first = await recordVideo(browser, `first-${test.info().project.name}.mp4`, "#c0392b", "mp4");
    const second = await recordVideo(browser, `second-${test.info().project.name}.webm`, "#2471a3");

    await page.goto(`/pre-recorded-video/${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Exit without changing video" })).toHaveAttribute("href", "/home");

    const upload = async (file: string) => {
      await page.getByLabel("Video file (MP4, WebM or MOV)").setInputFiles(file);
      if (jsOn()) {
        // Uploaded straight to storage: the form now carries the new key only.
        await expect(page.locator('input[type="hidden"][name="full_video"]')).toHaveCount(1);
        await expect(page.locator('input[type="hidden"][name="full_video"]')).toHaveAttribute("value", /^full-videos\//);
      }
      await page.locator('button[name="intent"][value="confirm"]').click();
      // 001 §4: the upload asks first (a dialog with JavaScript, the page without).
      if (jsOn()) await expect(page.getByRole("dialog", { name: "Upload this video?" })).toBeVisible();
      else await expect(page.getByRole("heading", { name: "Upload this video?" })).toBeVisible();
      await page.getByRole("button", { name: "Yes, upload" }).click();
      await expect(page.getByText("Your video has been uploaded.")).toBeVisible();
      await expect(page).toHaveURL(/saved=1/);
    };
    await expect(page.locator('button[name="intent"][value="confirm"]')).toHaveText("Replace");
    await upload(first);
    const player = page.getByTestId("preview-player");
    // The player's source is the app's /media/own, which signs each of its requests afresh.
    const firstSrc = await player.getAttribute("src");
    expect(firstSrc).toMatch(/^\/media\/own\?key=full-videos%2F/);
    await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/event-management");

    await upload(second);
    // The page shows the new video once the save has come back.
    await expect.poll(async () => player.getAttribute("src")).not.toBe(firstSrc);
    const secondSrc = await player.getAttribute("src");
    expect(secondSrc).toMatch(/^\/media\/own\?key=full-videos%2F/);
    const secondKey = decodeURIComponent(secondSrc!.split("key=")[1]!);

    // The file is served in ranges: what a player seeks with.
    const ranged = await context.request.get(secondSrc!, { headers: { range: "bytes=100-199" } });
    expect(ranged.status()).toBe(206);
    expect((await ranged.body()).length).toBe(100);
    if (jsOn()) {
      expect(await seekOneSecond(player)).toBeGreaterThan(0.5);
      // The player fetched the new video in ranges (206), as it does to seek.
      await expect.poll(() => media.some((one) => one.url.endsWith(`/storage/files/${secondKey}`) && one.status === 206)).toBe(true);
    }
    expect((await eventNamed(context.request, token, title)).has_video).toBe(true);
    // The upload start mail went to the host.
    await expect.poll(async () => (await mailsTo(demo.host)).filter((mail) => mail.kind === "video-upload-started").length).toBeGreaterThan(0);
  });

  test("three pre-recorded videos are created in one bulk", async ({ page, context, baseURL, browser }) => {
    const { access_token: token } = await logInAs(context, baseURL!, demo.host);
    const auth = { authorization: `Bearer ${token}` };
    const project = test.info().project.name;
    const photo = png(`thumb-${project}.png`);
    const required = await context.request.get("/api/auth/create-event-require-data", { headers: auth });
    const categoryId = ((await required.json()) as { data: { categories: { id: number }[] } }).data.categories[0]!.id;
    const created = await context.request.post("/api/auth/events/create", {
      headers: auth,
      data: {
        title: `Bulk parent ${project}`,
        category_id: categoryId,
        event_type: "Pre Recorded",
        description: "Three recorded classes, one a week.",
        time_zone: "Europe/London",
        ticket_price: "6.00",
        is_free: false,
        is_recurring_event: false,
        can_cancel: false,
        features: [],
        photos: [await uploadThroughApi(context.request, token, "event-image", photo, "image/png")],
        is_bulk_event: true,
        bulk_event: "3",
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const bulkId = ((await created.json()) as { data: { id: number } }).data.id;
    const videos = [await recordVideo(browser, `bulk-1-${project}.webm`, "#117a65"), await recordVideo(browser, `bulk-2-${project}.webm`, "#b9770e"), await recordVideo(browser, `bulk-3-${project}.webm`, "#6c3483")];

    await page.goto(`/pre-recorded-bulk/${bulkId}`);
    const rows = page.locator("li[data-row]");
    await expect(rows).toHaveCount(3);
    const titles = [`Week one ${project}`, `Week two ${project}`, `Week three ${project}`];
    for (const [index, row] of (await rows.all()).entries()) {
      await row.getByLabel("Event title").fill(titles[index]!);
      await row.getByLabel("Ticket price (£)").fill("6.00");
      await row.getByLabel("Thumbnail").setInputFiles(photo);
      await row.getByLabel("Video").setInputFiles(videos[index]!);
    }
    if (jsOn()) await expect(page.locator('input[type="hidden"][name$=".video"]')).toHaveCount(3);
    await page.getByRole("button", { name: "Upload Videos" }).click();
    if (jsOn()) await expect(page.getByRole("dialog", { name: "Upload these videos?" })).toBeVisible();
    else await expect(page.getByRole("heading", { name: "Upload these videos?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, upload" }).click();
    // The host lands on their pre-recorded events with the toast (ADR 060).
    await expect(page).toHaveURL(/\/event-management\?type=pre-recorded$/);
    await expect(page.getByRole("status").filter({ hasText: "Bulk events created" })).toBeVisible();

    const mine = await hostedEvents(context.request, token);
    for (const title of titles) expect(mine.find((one) => one.title === title), title).toMatchObject({ has_video: true });
    await expect.poll(async () => (await mailsTo(demo.host)).filter((mail) => mail.kind === "bulk-video-upload-started").length).toBeGreaterThan(0);
  });

  test("a booked event has no Edit; Cancel Event cancels it, mails its attendee, who sees the refund", async ({ page, context, baseURL, browser }) => {
    const { access_token: token } = await logInAs(context, baseURL!, demo.host);
    // Booked by the demo attendee in the seed; one per project.
    const title = jsOn() ? "Sunrise Vinyasa Flow" : "20-Minute Morning Stretch";
    const event = (await hostedEvents(context.request, token)).find((one) => one.title === title && one.cancelled === 0);
    expect(event).toBeTruthy();
    // And one with no bookings, made now, which keeps its Edit.
    const start = new Date(Date.now() + 14 * 24 * 3600_000);
    const unbookedId = await createEvent(context.request, token, {
      title: `Unbooked ${test.info().project.name} ${Date.now()}`,
      event_type: "Online Event",
      event_date: london(start).date,
      end_date: london(start).date,
      event_time: "10:00",
      end_time: "11:00",
      view_link: "https://meet.example.com/room",
    });

    await page.goto("/event-management");
    const card = page.locator(`li[data-event-id="${event!.id}"]`);
    await expect(card.getByRole("heading", { name: title })).toBeVisible();
    await expect(card.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await expect(card.getByRole("link", { name: "View Event" })).toBeVisible();
    await expect(page.locator(`li[data-event-id="${unbookedId}"]`).getByRole("link", { name: "Edit" })).toBeVisible();

    await card.getByRole("link", { name: "Cancel Event" }).click();
    if (jsOn()) await expect(page.getByRole("dialog", { name: "Cancel Event" })).toBeVisible();
    else await expect(page).toHaveURL(new RegExp(`cancel=${event!.id}`));
    await expect(page.getByText("All booked users will be refunded.")).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel event" }).click();

    await expect(page).toHaveURL(/\/event-management$/);
    await expect(page.locator(`li[data-event-id="${event!.id}"]`).getByText("Event Cancelled")).toBeVisible();
    await expect(page.locator(`li[data-event-id="${event!.id}"]`).getByRole("link", { name: "Cancel Event" })).toHaveCount(0);
    await expect
      .poll(async () => (await mailsTo(demo.attendee)).filter((mail) => mail.kind === "event-cancelled" && mail.subject === `Cancelled: ${title}`).length, { timeout: 20_000 })
      .toBe(1);
    const mail = (await mailsTo(demo.attendee)).find((one) => one.subject === `Cancelled: ${title}`)!;
    expect(mail.text).toContain("will be refunded");

    // The buyer sees the refund: the refunds job gives back the card payment through the provider.
    const buyerContext = await browser.newContext({ javaScriptEnabled: jsOn() });
    try {
      const { access_token: buyerToken } = await logInAs(buyerContext, baseURL!, demo.attendee);
      let bookingId: string | null | undefined;
      for (let historyPage = 1; !bookingId && historyPage <= 5; historyPage += 1) {
        const history = await buyerContext.request.get(`/api/auth/bookings?page=${historyPage}`, { headers: { authorization: `Bearer ${buyerToken}` } });
        const rows = ((await history.json()) as { data: { transactions: { kind: string; event_title: string | null; booking_id: string | null }[] } }).data.transactions;
        bookingId = rows.find((row) => row.kind === "payment" && row.event_title === title)?.booking_id;
      }
      expect(bookingId, `the attendee's payment for ${title}`).toBeTruthy();
      const buyer = await buyerContext.newPage();
      const refundRow = buyer.getByRole("row").filter({ hasText: bookingId! }).filter({ hasText: "−£" });
      await expect
        .poll(
          async () => {
            await buyer.goto("/transaction-history");
            return (await refundRow.count()) > 0 ? await refundRow.first().innerText() : "";
          },
          { timeout: 30_000 },
        )
        .toContain("Refunded");
    } finally {
      await buyerContext.close();
    }
  });
});

/** The tabs are links that work without JavaScript. */
test("My Hosted Events has the tabs All / Online / Pre Recorded as links", async ({ page, context, baseURL }) => {
  await logInAs(context, baseURL!, demo.host);
  await page.goto("/event-management");
  const tabs = page.getByRole("navigation", { name: "Event type" });
  await tabs.getByRole("link", { name: "Pre Recorded" }).click();
  await expect(page).toHaveURL(/type=pre-recorded/);
  await expect(tabs.getByRole("link", { name: "Pre Recorded" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Online Event ·")).toHaveCount(0);
  await tabs.getByRole("link", { name: "Online" }).click();
  await expect(page).toHaveURL(/type=online/);
  await expect(page.getByText(/^Pre Recorded ·/)).toHaveCount(0);
});
