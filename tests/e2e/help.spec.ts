// The Help Centre and the video tutorials, JavaScript on and off: topics take the
// reader to their section, a question opens, a tutorial opens on a playable, muted video with
// captions; with JavaScript one tutorial is open at a time.
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

test("a help topic leads to its section and a question opens on its answer", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Centre");
  await waitForHydration(page);
  const topics = page.getByRole("navigation", { name: "Browse by topic" });
  await topics.getByRole("link", { name: /Booking and payments/ }).click();
  await expect(page).toHaveURL(/#help-topic-\d+$/);
  const section = page.locator(new URL(page.url()).hash);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Booking and payments");
  await expect(section).toBeInViewport();

  const answer = section.getByText("Free events are booked as soon as you confirm.", { exact: false });
  await expect(answer).toBeHidden();
  await section.getByText("How do I book an event?").click();
  await expect(answer).toBeVisible();
});

test("a video tutorial opens on its muted, captioned video", async ({ page, javaScriptEnabled }) => {
  await page.goto("/video-tutorial");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marquee Help Centre");
  await waitForHydration(page);
  const topics = page.getByRole("navigation", { name: "Popular Topics" });
  await topics.getByRole("link", { name: "For hosts" }).click();
  await expect(page).toHaveURL(/#tutorial-topic-\d+$/);

  const first = page.locator("details", {
    hasText: "Creating your first live event",
  });
  const second = page.locator("details", {
    hasText: "Uploading a pre-recorded video",
  });
  await first.locator("summary").click();
  const video = first.locator("video");
  await expect(video).toBeVisible();
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveAttribute("autoplay", "");
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute("srclang", "en");

  // The video and its captions are real files the browser can fetch.
  const src = await video.getAttribute("src");
  const media = await page.request.get(src!);
  expect(media.headers()["content-type"]).toContain("video/mp4");
  expect((await media.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");
  const captions = await page.request.get((await track.getAttribute("src"))!);
  expect(await captions.text()).toMatch(/^WEBVTT/);

  await second.locator("summary").click();
  await expect(second.locator("video")).toBeVisible();
  if (javaScriptEnabled) {
    // One open at a time; the video plays.
    await expect(first).not.toHaveAttribute("open", "");
    await expect.poll(() => second.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    // Clicking the open one again closes it.
    await second.locator("summary").click();
    await expect(second.locator("video")).toBeHidden();
  } else {
    await expect(first).toHaveAttribute("open", "");
  }
});
