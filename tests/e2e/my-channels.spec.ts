// My Channels, JavaScript on and off: the demo host sees their channels with statuses, counts and
// the actions each allows; deactivates and activates a channel without subscribers through the
// prompt (a <dialog> with JavaScript, the ?confirm= page without), seeing the success message and
// the new status; sees the refund warning before deactivating a channel with a subscriber (and
// answers No); another user's confirmation URL and post are refused. Both projects switch "Hannah's
// Yoga Studio" off and on again, one after the other; it is put back to Active whatever happens.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { tokenOf } from "./support/events-api";
import { exclusive } from "./support/exclusive";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { demo, logInAs } from "./support/session";

const STUDIO = "Hannah's Yoga Studio";
const COURSE = "Foundations of Yoga: A Four-Week Course";
const jsOn = () => test.info().project.name === "js-on";

interface Row {
  id: number;
  title: string;
  status: string;
  active: boolean;
  subscribers_count: number;
  channel_slug: string;
}

async function hostChannels(request: APIRequestContext, token: string): Promise<Row[]> {
  const response = await request.get("/api/auth/my-channels", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { channels: Row[] } }).data.channels;
}

async function channelNamed(request: APIRequestContext, token: string, title: string): Promise<Row> {
  const channel = (await hostChannels(request, token)).find((one) => one.title === title);
  expect(channel, `the demo host's channel "${title}"`).toBeTruthy();
  return channel!;
}

/** Serious and critical axe findings (WCAG 2.x A and AA) on the page as it stands: the filled table, the open dialog. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

const rowOf = (page: Page, title: string) => page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });

/**
 * The table lines up by column kind on a desktop (the title left, the price right, the date on one
 * line, the first column flush with the page's heading) and is a card per row on a phone, each value
 * beside its label and the values lined up one under the other.
 */
async function expectTableAligned(page: Page, row: Locator) {
  // Read from the value inside each cell, which is what a reader sees.
  const style = (cell: Locator) =>
    cell.locator(":scope > div").evaluate((element) => ({ align: getComputedStyle(element).textAlign, wrap: getComputedStyle(element).whiteSpace, left: element.getBoundingClientRect().left }));
  const cells = row.getByRole("cell");
  const [serial, title, price, date] = await Promise.all([0, 1, 2, 4].map((index) => style(cells.nth(index))));
  expect([title!.align, price!.align, date!.wrap]).toEqual(["left", "right", "nowrap"]);
  const heading = await page.getByRole("heading", { level: 1 }).evaluate((element) => element.getBoundingClientRect().left);
  expect(Math.abs(serial!.left - heading)).toBeLessThan(1);

  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("block");
    await expect(cells.nth(1).getByText("Title", { exact: true })).toBeVisible();
    const valueLefts = await Promise.all([1, 2, 4].map((index) => cells.nth(index).locator(":scope > div").evaluate((element) => element.getBoundingClientRect().left)));
    expect(new Set(valueLefts.map(Math.round)).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await page.setViewportSize(desktop);
  }
}

/** Clicks Activate or Deactivate on the row and answers Yes in the prompt (dialog or page). */
async function switchChannel(page: Page, channel: Row, label: "Activate" | "Deactivate", prompt: string) {
  await rowOf(page, channel.title).getByRole("link", { name: label, exact: true }).click();
  const title = `${label} ${channel.title}`;
  if (jsOn()) {
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(prompt, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Yes" }).click();
  } else {
    await expect(page).toHaveURL(new RegExp(`/my-channels\\?confirm=${channel.id}$`));
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(prompt, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Yes" }).click();
  }
  await expect(page).toHaveURL(/\/my-channels$/);
}

test.describe("My Channels", () => {
  let hostToken = "";

  /** Leaves the demo channel as the seed made it, even when a step failed half-way. */
  async function restoreStudio(request: APIRequestContext, baseURL: string) {
    hostToken ||= await tokenOf(request, baseURL, demo.host);
    const studio = await channelNamed(request, hostToken, STUDIO);
    if (!studio.active) {
      await request.post("/api/auth/channels/update-status", { headers: { authorization: `Bearer ${hostToken}` }, data: { id: studio.id, active: true } });
    }
  }

  test("the host sees their channels, deactivates and activates one through the prompt", async ({ page, context, baseURL }) => {
    await exclusive("hannah-studio", async () => {
      try {
        hostToken = await tokenOf(context.request, baseURL!, demo.host);
        const studio = await channelNamed(context.request, hostToken, STUDIO);
        const course = await channelNamed(context.request, hostToken, COURSE);
        expect([studio.status, studio.subscribers_count, course.subscribers_count > 0]).toEqual(["Active", 0, true]);

        await logInAs(context, baseURL!, demo.host);
        await page.goto("/my-channels");
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1, name: "My Channels" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Create Channel/Course" })).toHaveAttribute("href", "/create-channel/");

        const studioRow = rowOf(page, STUDIO);
        await expect(studioRow.getByText("£14.99")).toBeVisible();
        await expect(studioRow.getByText("Monthly", { exact: true })).toBeVisible();
        await expect(studioRow.getByText("Active", { exact: true })).toBeVisible();
        await expect(studioRow.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/create-channel/${studio.id}`);
        await expect(studioRow.getByRole("link", { name: "Sales Page" })).toHaveAttribute("href", `/channel-detail/${studio.id}/${studio.channel_slug}`);
        // A Pre Recorded and Live channel: live events and videos, no documents.
        await expect(studioRow.getByRole("link", { name: "Add Live Event" })).toHaveAttribute("href", "/event-create");
        await expect(studioRow.getByRole("link", { name: "Add Videos" })).toHaveAttribute("href", `/chan-event-create/p/${studio.id}/true`);
        await expect(studioRow.getByRole("link", { name: "Add Document" })).toHaveCount(0);
        await expect(studioRow.getByRole("link", { name: new RegExp(`^Events of ${STUDIO} \\(\\d+\\)$`) })).toHaveAttribute("href", `/my-channel-events/${studio.id}`);
        if (jsOn()) expect(await seriousViolations(page)).toEqual([]);
        if (jsOn()) await expectTableAligned(page, studioRow);

        // A channel with a subscriber: Email instead of Edit, and the refund warning (answered No).
        const courseRow = rowOf(page, COURSE);
        await expect(courseRow.getByText("Fixed", { exact: true })).toBeVisible();
        await expect(courseRow.getByRole("link", { name: "Edit" })).toHaveCount(0);
        await expect(courseRow.getByRole("link", { name: "Email" })).toHaveAttribute("href", `/email-subscriber/${course.id}/channel`);
        await courseRow.getByRole("link", { name: "Deactivate", exact: true }).click();
        const refundPrompt = "Current subscribers will be refunded their monthly subscription, do you wish to proceed?";
        if (jsOn()) {
          const dialog = page.getByRole("dialog", { name: `Deactivate ${COURSE}` });
          await expect(dialog.getByText(refundPrompt)).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
          await dialog.getByRole("button", { name: "Close" }).click();
          await expect(dialog).toBeHidden();
        } else {
          await expect(page.getByText(refundPrompt)).toBeVisible();
          await page.getByRole("link", { name: "No" }).click();
          await expect(page).toHaveURL(/\/my-channels$/);
        }
        expect((await channelNamed(context.request, hostToken, COURSE)).status).toBe("Active");

        // Deactivate, then Activate again.
        await switchChannel(page, studio, "Deactivate", "Do you wish to proceed?");
        await expect(page.getByText("Channel deactivated successfully.")).toBeVisible();
        await expect(rowOf(page, STUDIO).getByText("Deactivated", { exact: true })).toBeVisible();
        await expect(rowOf(page, STUDIO).getByRole("link", { name: "Add Videos" })).toHaveCount(0);
        expect((await channelNamed(context.request, hostToken, STUDIO)).status).toBe("Deactivated");

        await waitForHydration(page);
        await switchChannel(page, studio, "Activate", "Do you wish to proceed?");
        await expect(page.getByText("Channel activated successfully.")).toBeVisible();
        await expect(rowOf(page, STUDIO).getByText("Active", { exact: true })).toBeVisible();
        expect((await channelNamed(context.request, hostToken, STUDIO)).status).toBe("Active");
      } finally {
        await restoreStudio(context.request, baseURL!);
      }
    });
  });

  test("another user's confirmation URL and status post are refused, and the channel stays Active", async ({ page, context, baseURL, users }) => {
    await exclusive("hannah-studio", async () => {
      try {
        hostToken = await tokenOf(context.request, baseURL!, demo.host);
        const studio = await channelNamed(context.request, hostToken, STUDIO);
        const stranger = await users.create({ label: "not-host" });
        await stranger.logIn();

        await page.goto("/my-channels");
        await expect(page.getByText("You have no channels yet. Create your first membership channel or course.")).toBeVisible();
        await expect(page.getByRole("link", { name: "Create Channel/Course" })).toBeVisible();

        const confirm = await page.goto(`/my-channels?confirm=${studio.id}`);
        expect(confirm?.status()).toBe(404);
        await expect(page.getByRole("button", { name: "Yes" })).toHaveCount(0);

        const posted = await page.request.post("/my-channels", { form: { id: String(studio.id), active: "0", page: "1" }, headers: { origin: baseURL! } });
        expect(posted.status()).toBe(404);
        expect(await posted.text()).toContain("Channel not found");
        expect((await channelNamed(context.request, hostToken, STUDIO)).status).toBe("Active");
      } finally {
        await restoreStudio(context.request, baseURL!);
      }
    });
  });
});
