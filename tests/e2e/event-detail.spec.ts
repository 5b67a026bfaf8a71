// The event pages and watching, JavaScript on and off: a live event's page with its
// host, facts, share and calendar links and Open Graph tags; a wrong slug and the wrong kind of page
// redirect; an unknown id is the 404 page; the .ics file; a pre-recorded event's video only for its
// host (never its URL for anyone else); JOIN NOW refused to someone who has not booked, and followed
// to the host's link inside the window (the link is answered by the browser here: no internet).
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { concat, mp4 } from "~tests/support/media-bytes";
import { createEvent, london, tokenOf, upload } from "./support/events-api";
import { expect, test } from "./support/fixtures";
import { recordVideo, seekOneSecond } from "./support/record-video";
import { logInAs } from "./support/session";

const MARCUS = "marcus@marquee.test";

interface HostedEvent {
  id: number;
  title: string;
  event_slug: string;
  event_type: "Online Event" | "Pre Recorded";
}

async function hostEvent(request: APIRequestContext, token: string, title: string): Promise<HostedEvent> {
  const response = await request.get("/api/auth/user-events", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const event = ((await response.json()) as { data: HostedEvent[] }).data.find((one) => one.title === title);
  expect(event, title).toBeTruthy();
  return event!;
}

/** Marcus's events, read through his token (the test's browser stays a visitor until it logs in). */
async function marcusEvent(request: APIRequestContext, baseURL: string, title: string): Promise<HostedEvent> {
  return hostEvent(request, await tokenOf(request, baseURL, MARCUS), title);
}

test.describe("event pages", () => {
  test("a visitor opens a live event: facts, host, share, calendar and Open Graph tags; a wrong slug redirects", async ({ page, request, baseURL }) => {
    const event = await marcusEvent(request, baseURL!, "Lunchtime HIIT Blast");
    const path = `/event-detail/${event.id}/${event.event_slug}`;

    // A wrong slug: 301 to the right one (the server decides; also what the browser ends up on).
    const wrong = await request.get(`/event-detail/${event.id}/not-the-slug`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers()["location"]).toBe(path);
    await page.goto(`/event-detail/${event.id}/not-the-slug`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await expect(page.getByRole("heading", { level: 1, name: "Lunchtime HIIT Blast" })).toBeVisible();
    await expect(page.getByTestId("host-card")).toContainText("Marcus");
    await expect(page.getByTestId("event-price")).toContainText("£");
    await expect(page.getByTestId("event-duration")).toHaveText("30:00");
    await expect(page.getByTestId("event-duration").locator("time")).toHaveAttribute("title", "30 minutes");
    // A visitor's Buy Ticket asks them to log in first.
    await expect(page.getByTestId("event-actions").getByRole("link", { name: "Buy Ticket" })).toHaveAttribute("href", `/login-now/${event.id}`);
    const share = page.getByTestId("share-links");
    for (const name of ["Email", "X", "Facebook", "LinkedIn", "WhatsApp"]) await expect(share.getByRole("link", { name })).toBeVisible();
    await expect(share.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", new RegExp(encodeURIComponent(path)));
    if (test.info().project.name === "js-on") await expect(share.getByRole("button", { name: "Copy link" })).toBeVisible();
    else await expect(share.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\//);

    // Open Graph and Twitter card tags, with absolute URLs.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Lunchtime HIIT Blast");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`^https?://[^/]+${path}$`));
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /\d{4}/);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", "Lunchtime HIIT Blast");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /^summary/);

    // The page never carries the join link.
    expect(await page.content()).not.toContain("live.marquee.test");

    // Its host (Professional package, a lower handling fee) sees his own all-in price, and is told
    // what buyers pay and why the two differ.
    const buyersPay = (await page.getByTestId("event-price").textContent())!.match(/£\d+\.\d\d/)![0];
    await expect(page.getByTestId("buyers-price")).toHaveCount(0);
    await logInAs(page.context(), baseURL!, MARCUS);
    await page.goto(path);
    const note = page.getByTestId("buyers-price");
    await expect(note).toContainText(`Buyers pay ${buyersPay}. You see £`);
    await expect(note).toContainText("your Professional package has a lower fee");
  });

  test("the calendar file is an RFC 5545 event in UTC", async ({ page, request, baseURL }) => {
    const event = await marcusEvent(request, baseURL!, "Lunchtime HIIT Blast");
    await page.goto(`/event-detail/${event.id}/${event.event_slug}`);
    const link = page.getByTestId("calendar-ics");
    const href = await link.getAttribute("href");
    expect(href).toBe(`/event-detail/${event.id}/${event.event_slug}/calendar.ics`);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    expect(response.headers()["content-disposition"]).toContain(".ics");
    const ics = await response.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(ics).toContain(`UID:event-${event.id}@`);
    expect(ics).toContain("SUMMARY:Lunchtime HIIT Blast");
    // 12:30–13:00 London time, written in UTC.
    const start = /DTSTART:(\d{8}T\d{6}Z)/.exec(ics)?.[1];
    const end = /DTEND:(\d{8}T\d{6}Z)/.exec(ics)?.[1];
    expect(start && end).toBeTruthy();
    const asDate = (v: string) => new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(9, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`);
    expect(asDate(end!).getTime() - asDate(start!).getTime()).toBe(30 * 60 * 1000);
    expect(london(asDate(start!)).time).toBe("12:30");
    expect(ics).not.toContain("live.marquee.test");

    // With JavaScript the link downloads the same file.
    if (test.info().project.name === "js-on") {
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
    }
  });

  test("an unknown id is the 404 page; a pre-recorded event's id under /event-detail goes to its own page", async ({ page, request, baseURL }) => {
    const missing = await page.goto("/event-detail/2147480000/anything");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    expect((await request.get("/event-detail/abc/anything", { maxRedirects: 0 })).status()).toBe(404);

    const recorded = await marcusEvent(request, baseURL!, "Full-Body Strength in 30 Minutes");
    const moved = await request.get(`/event-detail/${recorded.id}/${recorded.event_slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(`/pre-recorded-event/${recorded.id}/${recorded.event_slug}`);
  });

  test("a pre-recorded event: the video for its host through a signed link, never its URL for a user who has not bought it", async ({ page, context, request, baseURL, newUser }) => {
    const recorded = await marcusEvent(request, baseURL!, "Full-Body Strength in 30 Minutes");
    const path = `/pre-recorded-event/${recorded.id}/${recorded.event_slug}`;

    // A visitor is sent to log in (the route is private).
    const visitor = await request.get(path, { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    expect(visitor.headers()["location"]).toBe(`/login?r=${encodeURIComponent(path)}`);

    // A user who has not bought it: the page with Buy Access, no player, no video address.
    await newUser.logIn();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: recorded.title })).toBeVisible();
    await expect(page.getByTestId("event-actions").getByRole("link", { name: "Buy Access" })).toBeVisible();
    await expect(page.getByTestId("full-video")).toHaveCount(0);
    const html = await page.content();
    expect(html).not.toContain("full-videos/");
    expect(html).not.toMatch(/signature=|expires=/i);

    // Marcus's own recorded event with a real video: he plays it through a signed, short-lived link.
    const token = await tokenOf(request, baseURL!, MARCUS);
    const eventId = await createEvent(request, token, { title: `Recorded ${test.info().project.name} ${Date.now()}`, event_type: "Pre Recorded" });
    const video = concat(mp4({ timescale: 1000, duration: 8000 }), new Uint8Array(4096).fill(5));
    const key = await upload(request, token, "full-video", "class.mp4", "video/mp4", video);
    const saved = await request.post("/api/auth/events/update-video", {
      headers: { authorization: `Bearer ${token}` },
      data: { event_id: eventId, full_video: key, pre_recorded_duration: 8 },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // The new user may not even see it (pending approval), let alone the video.
    expect((await context.request.get(`/pre-recorded-event/${eventId}/x`, { maxRedirects: 0 })).status()).toBe(404);

    await context.clearCookies();
    await logInAs(context, baseURL!, MARCUS);
    await page.goto(`/pre-recorded-event/${eventId}/wrong-slug`);
    await expect(page).toHaveURL(new RegExp(`/pre-recorded-event/${eventId}/recorded-`));
    const player = page.getByTestId("full-video");
    await expect(player).toHaveCount(1);
    // The player's source is the app's address, never the storage's: it redirects to a fresh link.
    // (With JavaScript the player may have asked again after an error, these bytes being no decodable video: ?retry=.)
    const src = (await player.getAttribute("src"))!.split("?")[0]!;
    expect(src).toMatch(new RegExp(`^/pre-recorded-event/${eventId}/recorded-[^/]+/video$`));
    // No link to the video in the page (the pending event's photos are signed links for its host: ADR 056).
    expect(await page.content()).not.toContain(key);
    const moved = await context.request.get(src, { maxRedirects: 0 });
    expect(moved.status()).toBe(302);
    expect(moved.headers()["cache-control"]).toContain("no-store");
    const signed = moved.headers()["location"]!;
    expect(signed).toContain(key);
    const served = await context.request.get(src);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body())).toEqual(Buffer.from(video));
    // Without its signature the file is not served.
    expect((await context.request.get(signed.split("?")[0]!)).status()).toBeGreaterThanOrEqual(400);
  });

  test("the host's player plays a real video through its /video address: 302 to a fresh link, 206 on seek", async ({ page, context, request, baseURL, browser }) => {
    const token = await tokenOf(request, baseURL!, MARCUS);
    const eventId = await createEvent(request, token, { title: `Playback ${test.info().project.name} ${Date.now()}`, event_type: "Pre Recorded" });
    const file = await recordVideo(browser, `playback-${test.info().project.name}.webm`, "#1e8449");
    const bytes = new Uint8Array(readFileSync(file));
    const key = await upload(request, token, "full-video", "playback.webm", "video/webm", bytes);
    const saved = await request.post("/api/auth/events/update-video", { headers: { authorization: `Bearer ${token}` }, data: { event_id: eventId, full_video: key, pre_recorded_duration: 2 } });
    expect(saved.status(), await saved.text()).toBe(200);

    await logInAs(context, baseURL!, MARCUS);
    // Every request of the player goes through the app's address first.
    const asked: { url: string; status: number }[] = [];
    page.on("response", (response) => asked.push({ url: new URL(response.url()).pathname, status: response.status() }));
    await page.goto(`/pre-recorded-event/${eventId}/x`);
    const player = page.getByTestId("full-video");
    const src = (await player.getAttribute("src"))!;
    expect(src).toMatch(/\/video$/);
    // A seek's Range request through the address: the asked bytes, 206.
    const part = await context.request.get(src, { headers: { range: "bytes=100-199" } });
    expect(part.status()).toBe(206);
    expect(Buffer.from(await part.body())).toEqual(Buffer.from(bytes.subarray(100, 200)));
    if (test.info().project.name === "js-on") {
      expect(await seekOneSecond(player)).toBeGreaterThan(0.5);
      // No error made the player ask again.
      expect(await player.getAttribute("src")).toBe(src);
    }
    // The browser's player asked the app's address and was redirected (with or without JavaScript).
    await expect.poll(() => asked.some((one) => one.url === src && one.status === 302)).toBe(true);
    await expect.poll(() => asked.some((one) => one.url.endsWith(key) && (one.status === 206 || one.status === 200))).toBe(true);
  });
});

test.describe("joining a live event", () => {
  test("JOIN NOW refuses a user who has not booked, and sends the host to the room inside the window", async ({ page, context, request, baseURL, newUser, javaScriptEnabled }) => {
    const project = test.info().project.name;
    const room = `https://room.marquee-e2e.test/${project}-${Date.now()}`;
    // The room is never reached: the test needs no internet.
    await context.route("https://room.marquee-e2e.test/**", (route) => route.abort());

    // Marcus's event starting in 5 minutes, with its join link (pending approval: only he sees it).
    const { access_token: token } = await logInAs(context, baseURL!, MARCUS);
    const start = london(new Date(Date.now() + 5 * 60_000));
    const end = london(new Date(Date.now() + 65 * 60_000));
    const eventId = await createEvent(request, token, {
      title: `Join test ${project} ${Date.now()}`,
      event_type: "Online Event",
      event_date: start.date,
      end_date: end.date,
      event_time: start.time,
      end_time: end.time,
      view_link: room,
    });

    // Its page (the host sees his pending event) shares its real photo as an absolute URL.
    await page.goto(`/event-detail/${eventId}/x`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/[^/]+\/storage\//);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[property="event:start_time"]')).toHaveAttribute("content", /^\d{4}-\d{2}-\d{2}T/);

    // The host, inside the window: 302 to the room, and the browser lands there.
    const redirect = await context.request.get(`/join/${eventId}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()["location"]).toBe(room);
    await page.goto(`/online-event/${eventId}/anything`);
    await expect(page).toHaveURL(new RegExp(`/online-event/${eventId}/join-test-`));
    await expect(page.getByTestId("countdown")).toBeVisible();
    await expect(page.getByTestId("browser-support")).toHaveText("Live events work in Chrome, Safari or Edge Chromium on desktop.");
    expect(await page.content()).not.toContain(room);
    // The browser goes to the room. The request is the proof: the headless shell looks up a
    // redirect's new host before any route is asked, so no routed answer could show.
    const toRoom = page.waitForRequest(room);
    await page.getByTestId("join-button").click();
    expect((await toRoom).url()).toBe(room);

    // Another of his events, starting in 30 minutes: its room opens in 15, so the page counts down
    // in place of Join (ADR 058); with JavaScript it ticks over to Join when the room opens.
    const later = { start: london(new Date(Date.now() + 30 * 60_000)), end: london(new Date(Date.now() + 90 * 60_000)) };
    const laterId = await createEvent(request, token, {
      title: `Countdown test ${project} ${Date.now()}`,
      event_type: "Online Event",
      event_date: later.start.date,
      end_date: later.end.date,
      event_time: later.start.time,
      end_time: later.end.time,
      view_link: room,
    });
    if (javaScriptEnabled) await page.clock.install();
    await page.goto(`/online-event/${laterId}/x`);
    const countdown = page.locator('[data-event-action="join-opens"]');
    await expect(countdown).toContainText(/Opens (at|tomorrow at) \d\d:\d\d/);
    await expect(page.getByTestId("join-button")).toHaveCount(0);
    if (javaScriptEnabled) {
      await page.clock.fastForward("16:00");
      await expect(page.getByTestId("join-button")).toHaveAttribute("href", `/join/${laterId}`);
      await expect(countdown).toHaveCount(0);
    }

    // A published event the new user has not booked: refused, with the reason, and no link.
    await context.clearCookies();
    await newUser.logIn();
    const booked = await marcusEvent(request, baseURL!, "Run Your First 5K: Live Q&A");
    const refused = await context.request.get(`/join/${booked.id}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(200);
    expect(await refused.text()).not.toContain("live.marquee.test");
    await page.goto(`/join/${booked.id}`);
    await expect(page.getByTestId("join-reason")).toHaveText("Only attendees who booked this event can join it.");
    // Nor may they join the host's pending event.
    expect((await context.request.get(`/join/${eventId}`, { maxRedirects: 0 })).status()).toBe(404);
  });
});
