// Stored XSS, JavaScript on and off: HTML written by people is served
// sanitised to an allow-list, so a host's event description holding scripts, event handlers,
// javascript: links and SVG payloads renders as text and formatting only, and no dialog ever fires.
// (FAQ answers, tutorial headings and content pages pass through the same sanitiser: their API
// tests feed them the same payloads, tests/api/help.test.ts and tests/api/pages.test.ts.)
import { XSS_PAYLOADS } from "~tests/support/xss-payloads";
import { createEvent, london, tokenOf } from "./support/events-api";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { logInAs } from "./support/session";

const MARCUS = "marcus@marquee.test";

test("an event description with script, handlers, javascript: links and SVG renders without any of them", async ({ page, context, request, baseURL, javaScriptEnabled }) => {
  const token = await tokenOf(request, baseURL!, MARCUS);
  const start = new Date(Date.now() + 7 * 24 * 3600_000);
  const end = new Date(start.getTime() + 3600_000);
  const id = await createEvent(request, token, {
    title: `Hostile description ${test.info().project.name} ${Date.now()}`,
    event_type: "Online Event",
    event_date: london(start).date,
    end_date: london(end).date,
    event_time: london(start).time,
    end_time: london(end).time,
    view_link: "https://meet.example.com/room",
    description: `<p>Safe words stay.</p>${XSS_PAYLOADS}`,
  });

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The host sees the event while it waits for approval.
  await logInAs(context, baseURL!, MARCUS);
  await page.goto(`/event-detail/${id}/any-slug`);
  await waitForHydration(page);
  const main = page.locator("main");
  await expect(main.getByText("Safe words stay.")).toBeVisible();

  await expect(main.locator("script")).toHaveCount(0);
  await expect(main.locator("svg script, iframe, object, embed, math, style")).toHaveCount(0);
  await expect(main.locator('[href^="javascript:" i], [src^="javascript:" i], [href*="javascript:" i]')).toHaveCount(0);
  const handlers = await main.evaluateAll((nodes) =>
    nodes
      .flatMap((root) => [root, ...root.querySelectorAll("*")])
      .flatMap((node) => node.getAttributeNames().filter((name) => name.toLowerCase().startsWith("on")))
  );
  expect(handlers).toEqual([]);
  // What a person would do with the payloads: hover, click.
  await main.getByText("Hover", { exact: true }).hover();
  await main.getByText("Click me").click();
  // A dialog blocks the page's script until it is answered: once a task queued after the click has
  // run, any dialog the hover or click opened has been seen (and dismissed). Without JavaScript no
  // script runs (nor would a timer in this probe).
  if (javaScriptEnabled) await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(dialogs).toEqual([]);
});
