// The host's channel events (/my-channel-events/{id}), with JavaScript on and off, on Priya's demo
// course "Launch Your Online Business" (no other spec depends on its order): the host moves the last
// item to the top (the order-number inputs without JavaScript, dragging and the move buttons with it), saves,
// sees the spec's message and the saved order after a reload; switches an event off or on through
// "Do you want change status?"; another user gets the answer of a missing channel on the page, the
// order post and the status post. Both projects share one database: each reads the order it finds.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { exclusive } from "./support/exclusive";
import { expect, test } from "./support/fixtures";
import { openHydrated, waitForHydration } from "./support/hydration";
import { demo, logInAs } from "./support/session";

const host = "priya@marquee.test";
const channelTitle = "Launch Your Online Business";
const jsOn = () => test.info().project.name === "js-on";

interface Row {
  id: number;
  event_type: string;
  title: string;
  active: boolean;
}

async function content(request: APIRequestContext, token: string, channelId: number): Promise<Row[]> {
  const response = await request.get(`/api/auth/my-channel/${channelId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { events: Row[] } }).data.events;
}

/** The id of one of the host's demo channels (the course by default), found among the host's own channels. */
async function courseId(request: APIRequestContext, token: string, title = channelTitle): Promise<number> {
  for (let id = 1; id <= 30; id += 1) {
    const response = await request.get(`/api/auth/my-channel/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status() !== 200) continue;
    const answer = (await response.json()) as { data: { channel: { title: string } } };
    if (answer.data.channel.title === title) return id;
  }
  throw new Error(`no channel "${title}" among the caller's`);
}

const keyOf = (row: Row) => `${row.event_type === "Document" ? "document" : "event"}-${row.id}`;

test.describe("the host's channel events", () => {
  test("reorders the content, saves it, and switches an event off or on", async ({ page, context, baseURL }) => {
    await exclusive("priya-course", async () => {
      const { access_token: token } = await logInAs(context, baseURL!, host);
      const channelId = await courseId(context.request, token);
      const before = await content(context.request, token, channelId);
      expect(before.length).toBeGreaterThan(2);
      const last = before.at(-1)!;
      const expected = [last, ...before.slice(0, -1)].map((row) => row.title);

      await openHydrated(page, `/my-channel-events/${channelId}`);
      await expect(page.getByRole("heading", { level: 1, name: channelTitle })).toBeVisible();
      const rows = page.locator("tbody tr");
      await expect(rows).toHaveCount(before.length);
      for (const [index, row] of before.entries()) await expect(rows.nth(index)).toContainText(row.title);
      // The a11y gate's new user owns no channel: the host's table is scanned here (WCAG A and AA, serious or critical).
      if (jsOn()) {
        const scan = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(scan.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
      }

      if (jsOn()) {
        // Drag the last row onto the first (the drag events as the browser sends them, one DataTransfer
        // carried from dragstart to drop), then the move buttons down and back up.
        await expect(rows.last()).toHaveAttribute("draggable", "true");
        const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
        await rows.last().dispatchEvent("dragstart", { dataTransfer });
        await rows.first().dispatchEvent("dragover", { dataTransfer });
        await rows.first().dispatchEvent("drop", { dataTransfer });
        await expect(rows.first()).toContainText(last.title);
        await expect(page.getByRole("button", { name: `Move ${last.title} up` })).toBeDisabled();
        await page.getByRole("button", { name: `Move ${last.title} down` }).click();
        await expect(rows.nth(1)).toContainText(last.title);
        await page.getByRole("button", { name: `Move ${last.title} up` }).click();
        await expect(rows.first()).toContainText(last.title);
      } else {
        // Typing 1 on the last row puts it before the row that kept 1.
        await page.getByLabel(`Order number of ${last.title}`).fill("1");
      }
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Your channel order has been succesfully saved")).toBeVisible();
      for (const [index, title] of expected.entries()) await expect(rows.nth(index)).toContainText(title);

      await page.reload();
      await waitForHydration(page);
      for (const [index, title] of expected.entries()) await expect(rows.nth(index)).toContainText(title);
      expect((await content(context.request, token, channelId)).map((row) => row.title)).toEqual(expected);

      // The status switch of an event (not a document), asked first.
      const event = (await content(context.request, token, channelId)).find((row) => row.event_type !== "Document")!;
      const row = page.locator(`tr[data-item="${keyOf(event)}"]`);
      const label = event.active ? "Deactivate" : "Activate";
      await row.getByRole("link", { name: label, exact: true }).click();
      if (jsOn()) {
        await expect(page.getByRole("dialog", { name: "Do you want change status?" })).toBeVisible();
      } else {
        await expect(page).toHaveURL(new RegExp(`status=${keyOf(event)}$`));
        await expect(page.getByRole("heading", { level: 1, name: "Do you want change status?" })).toBeVisible();
      }
      await page.getByRole("button", { name: "Yes" }).click();
      await expect(page.getByText("Event status updated.")).toBeVisible();
      await expect(page.locator(`tr[data-item="${keyOf(event)}"]`).getByRole("link", { name: event.active ? "Activate" : "Deactivate", exact: true })).toBeVisible();
      const after = (await content(context.request, token, channelId)).find((one) => one.id === event.id && one.event_type === event.event_type)!;
      expect(after.active).toBe(!event.active);
    });
  });

  test("another user gets the answer of a missing channel on the page, the order post and the status post", async ({ page, context, baseURL, browser }) => {
    // Marcus's club and one of its events, read as Marcus in a separate context: a channel no other
    // journey changes (the course above is reordered by the other project meanwhile).
    const owner = "marcus@marquee.test";
    const club = "Marcus Moves Training Club";
    const hostContext = await browser.newContext({ baseURL });
    const { access_token: token } = await logInAs(hostContext, baseURL!, owner);
    const channelId = await courseId(hostContext.request, token, club);
    const [first] = await content(hostContext.request, token, channelId);
    const before = await content(hostContext.request, token, channelId);
    await hostContext.close();

    await logInAs(context, baseURL!, demo.host);
    for (const path of [`/my-channel-events/${channelId}`, "/my-channel-events/2147483000"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    }
    const order = await context.request.post(`/my-channel-events/${channelId}`, {
      form: { intent: "order", item: keyOf(first!), item_type: first!.event_type, ordernum: "1" },
      maxRedirects: 0,
    });
    expect(order.status()).toBe(404);
    const status = await context.request.post(`/my-channel-events/${channelId}`, { form: { intent: "status", item: keyOf(first!) }, maxRedirects: 0 });
    expect(status.status()).toBe(404);

    const hostAgain = await browser.newContext({ baseURL });
    const { access_token: again } = await logInAs(hostAgain, baseURL!, owner);
    expect(await content(hostAgain.request, again, channelId)).toEqual(before);
    await hostAgain.close();
  });
});
