// What the demo attendee bought can be watched and read, with JavaScript on and off: the booked
// "20-Minute Morning Stretch" plays (the <video> reports the clip's six seconds and its time moves),
// a lesson of the subscribed "Foundations of Yoga" course plays, Next leads to the next lesson and
// then to the course's practice journal, whose Download Document gives a real PDF; Previous leads
// back. The links between lessons are plain links (no JavaScript needed). A video with no file yet
// shows the player's empty state with its message, never a blank area. Nothing here changes the
// demo: the two projects run it side by side.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { createEvent, tokenOf } from "./support/events-api";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

const COURSE = "Foundations of Yoga: A Four-Week Course";
/** The clips' length (demo/media, scripts/make-demo-media.sh). */
const CLIP_SECONDS = 6;

/** The player reports the clip's duration, and plays: its time moves (muted, as browsers allow without a gesture). */
async function expectPlays(player: Locator) {
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.duration), { timeout: 15_000 }).toBeCloseTo(CLIP_SECONDS, 0);
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await player.evaluate((video: HTMLVideoElement) => video.pause());
  expect(await player.evaluate((video: HTMLVideoElement) => video.error)).toBeNull();
}

/** Waits for the page titled `title` (a navigation may take a while on a loaded machine). */
async function arrivedAt(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
}

/** The course steps' link to `title` (previous or next), followed to its page. */
async function step(page: Page, direction: "Previous" | "Next", title: string) {
  const steps = page.getByRole("navigation", { name: "Previous and next in the channel" });
  const link = steps.getByRole("link", { name: new RegExp(`${direction}.*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
  await expect(link).toHaveAttribute("rel", direction === "Previous" ? "prev" : "next");
  await link.click();
  await arrivedAt(page, title);
}

test.describe("the demo's media", () => {
  test("the demo attendee plays a booked video and a subscribed lesson, goes to the next lesson and downloads the course's PDF", async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await logInAs(context, baseURL!, demo.attendee);

    // The booked recorded class, from My Booked Events.
    await page.goto("/my-booked-events?type=pre-recorded");
    await page.getByRole("link", { name: "20-Minute Morning Stretch" }).first().click();
    await arrivedAt(page, "20-Minute Morning Stretch");
    await expect(page).toHaveURL(/\/pre-recorded-event\/\d+\/20-minute-morning-stretch$/);
    await expect(page.getByText("The host has not uploaded the video yet.")).toHaveCount(0);
    await expectPlays(page.getByTestId("full-video"));
    // A recorded class sold on its own has no previous or next.
    await expect(page.getByRole("navigation", { name: "Previous and next in the channel" })).toHaveCount(0);

    // The subscribed course: its first lesson from the subscriber's list.
    await page.goto("/subscribed-channels");
    await page.getByRole("link", { name: `View events of ${COURSE}` }).click();
    await arrivedAt(page, COURSE);
    await page.getByRole("link", { name: "Access Video: Lesson 1: Finding a neutral spine" }).click();
    await arrivedAt(page, "Lesson 1: Finding a neutral spine");
    await expectPlays(page.getByTestId("full-video"));
    // The first lesson: only Next.
    const steps = page.getByRole("navigation", { name: "Previous and next in the channel" });
    await expect(steps.getByRole("link")).toHaveCount(1);

    // Next: the second lesson, which plays too.
    await step(page, "Next", "Lesson 2: Full yogic breath");
    await expectPlays(page.getByTestId("full-video"));

    // Next again: Week 1's practice journal, a document of the course, with its real PDF.
    await step(page, "Next", "Week 1 practice journal");
    await expect(page).toHaveURL(/\/doc-event-details\/\d+$/);
    // A subscriber reads it; only its host edits it.
    await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Document" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("week-1-practice-journal.pdf");
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await PDFDocument.load(pdf)).getTitle()).toBe("Week 1 practice journal");

    // The journal leads on into Week 2, and back.
    await step(page, "Next", "Lesson 3: Warrior I and II");
    await step(page, "Previous", "Week 1 practice journal");
  });

  test("a video with no file yet shows the player's empty state with its message", async ({ page, request, baseURL, newUser }) => {
    // A new host's recorded event, saved before its video (the host may open its page).
    await newUser.logIn();
    const token = await tokenOf(request, baseURL!, newUser.email, newUser.password);
    const id = await createEvent(request, token, { title: `No video yet ${test.info().project.name} ${Date.now()}`, event_type: "Pre Recorded" });
    await page.goto(`/pre-recorded-event/${id}/x`);
    const empty = page.getByTestId("player-empty");
    await expect(empty).toBeVisible();
    await expect(empty).toContainText("The host has not uploaded the video yet.");
    await expect(page.getByTestId("full-video")).toHaveCount(0);
    // It keeps the player's 16:9 place.
    const box = (await empty.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  });
});
