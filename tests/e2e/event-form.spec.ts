// The event create/edit screens (spec 001 §2.1, §4, §5, §6), run with JavaScript on and off: the
// messages of an empty form, a live event with schedule, speaker, photos and join link, a weekly
// series, another user on the edit URL, and a booked event's edit URL.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect as baseExpect, test, type TestUser } from "./support/fixtures";
import { openHydrated, waitForHydration } from "./support/hydration";
import { demo, demoPassword, logInAs } from "./support/session";

// Saving runs the whole form through the API: give its answer time on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A real 1×1 PNG, byte for byte. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201" +
    "a5b5d3ad0000000049454e44ae426082",
  "hex",
);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/** "YYYY-MM-DD", `days` from today (London). */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

async function apiToken(request: APIRequestContext, email: string, password = demoPassword): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  const answer = (await response.json()) as { data: { access_token: string } };
  return answer.data.access_token;
}

interface EditAnswer {
  initialValues: { title: string; event_type: string };
  data: { id: number; series_id: number | null; approval_status: string; is_booked: boolean; is_cancelled: boolean; has_ended: boolean };
}

/** The host's events as the edit call answers them (ids walked until a long run of gaps). */
async function hostEvents(request: APIRequestContext, token: string, match: (event: EditAnswer) => boolean): Promise<EditAnswer[]> {
  const found: EditAnswer[] = [];
  let misses = 0;
  for (let id = 1; misses < 25; id++) {
    const response = await request.get(`/api/auth/event-edit/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status() === 404) {
      misses++;
      continue;
    }
    misses = 0;
    if (!response.ok()) continue;
    const answer = (await response.json()) as { data: EditAnswer };
    if (match(answer.data)) found.push(answer.data);
  }
  return found;
}

/**
 * Opens a page of the event form. With JavaScript it waits until React has hydrated the page: the
 * form's inputs are controlled, so what is typed before hydration is lost (a flake seen in CI).
 */
const openForm = openHydrated;

async function submit(page: Page) {
  await page.getByRole("button", { name: "Create Event", exact: true }).click();
}

/** Chooses files; with JavaScript they go to storage first, and this waits until they are there. */
async function chooseFiles(page: Page, input: Locator, files: ReturnType<typeof png>[], javaScriptEnabled: boolean) {
  await input.setInputFiles(files);
  if (javaScriptEnabled) {
    for (const file of files) await expect(page.getByText(`Uploaded: ${file.name}`)).toBeVisible();
  }
}

test.describe("event form", () => {
  // Several posts per journey, each running the whole form through the API.
  test.describe.configure({ timeout: 120_000 });
  test("an empty live event lists every missing field under 'Required fields missing'", async ({ page, users, javaScriptEnabled }) => {
    const host: TestUser = await users.create({ label: "host" });
    await host.logIn();
    await openForm(page, "/event-create");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Event");
    await submit(page);

    const alert = page.locator("#event-form-errors");
    await expect(alert).toContainText("Required fields missing");
    for (const message of [
      "Event title is required",
      "Category is required",
      "Description is required",
      "Ticket price is required",
      "Event start date is required",
      "Event end date is required",
      "Event start time is required",
      "Event end time is required",
      "Event photo is required",
    ]) {
      await expect(alert.getByText(message, { exact: true })).toBeVisible();
    }
    // The field says it too, tied to its control.
    await expect(page.getByLabel("Event title")).toHaveAttribute("aria-invalid", "true");
    if (javaScriptEnabled) {
      // The form with its messages and a schedule row open passes axe (the gate scans the empty form).
      await page.getByRole("button", { name: "Add schedule date" }).click();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }

    // The rules that need some input: a short description, a bad price, an end before the start,
    // recurring without frequency and date, then a frequency that cannot repeat in time.
    await page.getByLabel("Description").fill("Too short");
    await page.getByLabel("Ticket price (£)").fill("12.345");
    await page.getByLabel("Start date").fill(dayFromToday(3));
    await page.getByLabel("End date").fill(dayFromToday(3));
    await page.getByLabel("Start time").fill("18:00");
    await page.getByLabel("End time").fill("17:00");
    await page.getByLabel("Recurring event").check();
    await submit(page);
    for (const message of ["Mininum 10 characters", "Not a valid price", "Event end time should be greater", "Repeat Frequency Required", "Repeat Until Date Required"]) {
      await expect(alert.getByText(message, { exact: true })).toBeVisible();
    }
    // What was typed is still there.
    await expect(page.getByLabel("Description")).toHaveValue("Too short");
    await expect(page.getByLabel("Recurring event")).toBeChecked();

    // What buyers pay for the price typed (a visitor's fees: 20 % tax, then 3 % handling): with
    // JavaScript as it is typed, without it once the form is posted.
    await expect(page.getByText("Buyers pay your price plus 20% tax and a 3% payment handling fee.", { exact: false })).toBeVisible();
    await page.getByLabel("Ticket price (£)").fill("12");
    if (!javaScriptEnabled) await submit(page);
    await expect(page.getByTestId("buyer-price")).toHaveText("Buyers pay £14.83: your price £12.00 + tax £2.40 + handling fee £0.43.");

    await page.getByLabel("Ticket price (£)").fill("0");
    await page.getByLabel("Repeat frequency").selectOption("weekly");
    await page.getByLabel("Repeat until").fill(dayFromToday(6));
    await submit(page);
    await expect(alert.getByText("Event cannot repeat in time frame given", { exact: true })).toBeVisible();
    await expect(alert.getByText("Price cannot be 0, tick Free Event instead", { exact: true })).toBeVisible();

    // Free clears the price; unticking recurring clears its fields (the server applies both without JavaScript).
    await page.getByLabel("Free event").check();
    await page.getByLabel("Recurring event").uncheck();
    await submit(page);
    await expect(alert).not.toContainText("Price cannot be 0");
    await expect(alert).not.toContainText("Repeat");
    await expect(page.getByLabel("Repeat frequency")).toHaveValue("");
    await expect(page.getByLabel("Repeat until")).toHaveValue("");
  });

  test("pre-recorded: the next-page notice; in a channel with modules, a bulk asks for the videos and the module", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await logInAs(page.context(), test.info().project.use.baseURL!, demo.host);
    await openForm(page, "/event-create");
    await page.getByLabel("Pre-recorded event").check();
    // Without JavaScript the choice shows once the form is posted back.
    if (!javaScriptEnabled) await submit(page);
    await expect(page.getByText("you will be asked to upload your pre recorded video in the next page")).toBeVisible();

    const token = await apiToken(request, demo.host);
    const required = await request.get("/api/auth/create-event-require-data", { headers: { authorization: `Bearer ${token}` } });
    const { channels } = ((await required.json()) as { data: { channels: { id: number; event_type: string; channel_module: unknown[] }[] } }).data;
    const channel = channels.find((c) => c.channel_module.length > 0 && c.event_type !== "Live Events");
    expect(channel, "a demo channel with modules that holds pre-recorded events").toBeDefined();

    await openForm(page, `/chan-event-create/p/${channel!.id}/true`);
    await expect(page.getByText("you will be asked to upload your pre recorded video in the next page")).toBeVisible();
    await submit(page);
    const alert = page.locator("#event-form-errors");
    await expect(alert).toContainText("Required fields missing");
    await expect(alert.getByText("Number of Videos is required", { exact: true })).toBeVisible();
    await expect(alert.getByText("Module selection is required", { exact: true })).toBeVisible();
    // A channel event has no ticket price.
    await expect(alert).not.toContainText("Ticket price");
    await expect(page.getByLabel("Ticket price (£)")).toHaveCount(0);

    await page.getByLabel("Number of videos").fill("16");
    await submit(page);
    await expect(alert.getByText("Max bulk events can create upto 15", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Add Module" }).click();
    await expect(page.getByText("Empty Field is not allowed!")).toBeVisible();
  });

  test("a live event with two schedule rows, a speaker with a photo, a cover photo and a join link is created Pending Approval", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await logInAs(page.context(), test.info().project.use.baseURL!, demo.host);
    const title = `Live form test ${Date.now()}`;
    await openForm(page, "/event-create");
    await page.getByLabel("Event title").fill(title);
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByLabel("Description").fill("A live session made by the end-to-end test.");
    await page.getByLabel("Start date").fill(dayFromToday(5));
    await page.getByLabel("End date").fill(dayFromToday(5));
    await page.getByLabel("Start time").fill("18:00");
    await page.getByLabel("End time").fill("19:30");
    await page.getByLabel("Ticket price (£)").fill("12.50");
    await page.getByLabel("Join link").fill("https://meet.example.com/live-form-test");

    // Two schedule rows on one date: add the date, then a second row (in place, or posted without JavaScript).
    await page.getByRole("button", { name: "Add schedule date" }).click();
    await page.getByLabel("Schedule date 1").fill(dayFromToday(5));
    await page.locator('[name="schedule_dates[0].schedule_fields[0].schedule_time"]').fill("18:00");
    await page.locator('[name="schedule_dates[0].schedule_fields[0].schedule_title"]').fill("Welcome");
    await page.getByRole("button", { name: "Add item to date 1" }).click();
    await page.locator('[name="schedule_dates[0].schedule_fields[1].schedule_time"]').fill("18:15");
    await page.locator('[name="schedule_dates[0].schedule_fields[1].schedule_title"]').fill("Main flow");
    await page.locator('[name="schedule_dates[0].schedule_fields[1].schedule_speaker"]').fill("Hannah");
    // What was typed survives the re-render.
    await expect(page.locator('[name="schedule_dates[0].schedule_fields[0].schedule_title"]')).toHaveValue("Welcome");

    await page.locator('[name="speakers[0].speaker_name"]').fill("Hannah Whitfield");
    await page.locator('[name="speakers[0].speaker_description"]').fill("Yoga teacher.");
    const speaker = page.getByRole("group", { name: "Speaker 1" });
    await chooseFiles(page, speaker.getByLabel("Photo", { exact: true }), [png("speaker.png")], javaScriptEnabled);

    if (javaScriptEnabled) {
      // While a photo is still on its way to storage, saving waits with the spec's message.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/storage/**", async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      await page.getByLabel("Event photos").setInputFiles([png("cover.png")]);
      await submit(page);
      await expect(page.getByText("you need to wait for your video or photo to be uploaded first")).toBeVisible();
      await expect(page).toHaveURL(/\/event-create$/);
      release();
      await expect(page.getByText("Uploaded: cover.png")).toBeVisible();
    } else {
      await chooseFiles(page, page.getByLabel("Event photos"), [png("cover.png")], javaScriptEnabled);
    }
    await submit(page);

    // The host lands on the new event's own page with the spec's toast (ADR 060).
    await expect(page).toHaveURL(/\/event-detail\/\d+\//, { timeout: 30_000 });
    const token = await apiToken(request, demo.host);
    const [event] = await hostEvents(request, token, (e) => e.initialValues.title === title);
    expect(event, "the new event").toBeDefined();
    expect(event!.data.approval_status).toBe("Pending Approval");
    const response = await request.get(`/api/auth/event-edit/${event!.data.id}`, { headers: { authorization: `Bearer ${token}` } });
    const values = ((await response.json()) as { data: { initialValues: Record<string, unknown> } }).data.initialValues;
    expect(values.view_link).toBe("https://meet.example.com/live-form-test");
    expect((values.photos as string[]).length).toBe(1);
    expect(values.speakers).toEqual([expect.objectContaining({ speaker_name: "Hannah Whitfield", speaker_photo: expect.any(String) })]);
    const rows = (values.schedule_dates as { schedule_fields: { schedule_title: string }[] }[]).flatMap((d) => d.schedule_fields);
    expect(rows.map((r) => r.schedule_title)).toEqual(["Welcome", "Main flow"]);

    // My Hosted Events lists it, waiting for approval.
    await page.goto("/event-management");
    const listed = page.locator(`li[data-event-id="${event!.data.id}"]`);
    await expect(listed).toContainText(title);
    await expect(listed).toContainText("Pending Approval");

    // The owner's edit URL shows the form with what was saved.
    await openForm(page, `/event-create/${event!.data.id}`);
    await expect(page.getByLabel("Event title")).toHaveValue(title);
    await expect(page.getByLabel("Join link")).toHaveValue("https://meet.example.com/live-form-test");
    // Its photo is not published before approval (ADR 056): the form shows it through a signed link.
    const preview = page.locator('img[src*="/event-images/"]').first();
    await expect(preview).toHaveAttribute("src", /signature=/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  });

  test("from Create Event on My Hosted Events, a weekly recurring event creates its occurrences and the host lands on it", async ({ page, request, javaScriptEnabled }) => {
    await logInAs(page.context(), test.info().project.use.baseURL!, demo.host);
    const title = `Weekly form test ${Date.now()}`;
    await openForm(page, "/event-management");
    await page.getByRole("link", { name: "Create Event" }).click();
    await expect(page).toHaveURL(/\/event-create$/);
    await waitForHydration(page);
    await page.getByLabel("Event title").fill(title);
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByLabel("Description").fill("Every week, made by the end-to-end test.");
    await page.getByLabel("Start date").fill(dayFromToday(2));
    await page.getByLabel("End date").fill(dayFromToday(2));
    await page.getByLabel("Start time").fill("07:00");
    await page.getByLabel("End time").fill("08:00");
    await page.getByLabel("Free event").check();
    await page.getByLabel("Recurring event").check();
    await page.getByLabel("Repeat frequency").selectOption("weekly");
    await page.getByLabel("Repeat until").fill(dayFromToday(2 + 21));
    await chooseFiles(page, page.getByLabel("Event photos"), [png("weekly.png")], javaScriptEnabled);
    await submit(page);

    // The host lands on the new event's own page with the spec's toast (ADR 060).
    await expect(page).toHaveURL(/\/event-detail\/\d+\//, { timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "Event created successfully, it will be visible once approved." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const token = await apiToken(request, demo.host);
    const series = await hostEvents(request, token, (e) => e.initialValues.title === title);
    // The start and three weeks after it.
    expect(series).toHaveLength(4);
    const first = Math.min(...series.map((e) => e.data.id));
    for (const occurrence of series) expect(occurrence.data.series_id).toBe(first);
  });

  test("a host with no photo draws a cover from the title, sees it, and saves the event with it", async ({ page, request, javaScriptEnabled }) => {
    await logInAs(page.context(), test.info().project.use.baseURL!, demo.host);
    const title = `Drawn cover test ${Date.now()}`;
    await openForm(page, "/event-create");
    // No title yet: nothing is drawn, and the form says what to type first.
    await page.getByRole("button", { name: "Draw a cover for me" }).click();
    await expect(page.getByText("Type the event's title first: the cover is drawn from it.")).toBeVisible();

    await page.getByLabel("Event title").fill(title);
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Draw a cover for me" }).click();
    await expect(page.getByText("A cover drawn from your title is now one of your photos.", { exact: false })).toBeVisible();
    // The host sees the picture before saving: a real image, loaded from storage.
    const picture = javaScriptEnabled ? page.locator('img[src*="/event-images/"]').first() : page.getByRole("list", { name: "Photos" }).getByRole("img");
    await expect(picture).toBeVisible();
    // Visible comes before loaded: wait until the browser has the picture's pixels.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    // What was typed stays.
    await expect(page.getByLabel("Event title")).toHaveValue(title);

    await page.getByLabel("Description").fill("Saved with a cover the product drew, made by the end-to-end test.");
    await page.getByLabel("Start date").fill(dayFromToday(3));
    await page.getByLabel("End date").fill(dayFromToday(3));
    await page.getByLabel("Start time").fill("18:00");
    await page.getByLabel("End time").fill("19:00");
    await page.getByLabel("Free event").check();
    await submit(page);
    // The host lands on the new event's own page with the spec's toast (ADR 060).
    await expect(page).toHaveURL(/\/event-detail\/\d+\//, { timeout: 30_000 });

    const token = await apiToken(request, demo.host);
    const [saved] = await hostEvents(request, token, (e) => e.initialValues.title === title);
    const photos = (saved!.initialValues as unknown as { photos: string[] }).photos;
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/^event-images\/[0-9a-f-]{36}\.webp$/);
  });

  test("an account that is not activated is sent to the event-template page's message", async ({ page, users }) => {
    const user = await users.create({ label: "inactive-host", activated: false });
    await user.logIn();
    await openForm(page, "/event-create");
    await expect(page).toHaveURL(/\/event-template$/);
    await expect(page.getByRole("button", { name: "Send New Activation Email" })).toBeVisible();
  });

  test("another user opening the edit URL lands on /event-management", async ({ page, request, users }) => {
    const token = await apiToken(request, demo.host);
    const [event] = await hostEvents(request, token, () => true);
    const other = await users.create({ label: "other" });
    await other.logIn();
    await openForm(page, `/event-create/${event!.data.id}`);
    await expect(page).toHaveURL(/\/event-management$/);
  });

  test("a booked event's edit URL shows the booked message and only the join link", async ({ page, request, javaScriptEnabled }) => {
    // Each project takes its own host's booked upcoming live event from the seed: the demo host's is
    // cancelled by tests/e2e/hosted-events.spec.ts, and two projects saving one join link would race.
    const host = javaScriptEnabled ? "marcus@marquee.test" : "priya@marquee.test";
    const token = await apiToken(request, host);
    const [booked] = await hostEvents(
      request,
      token,
      (e) => e.data.is_booked && !e.data.is_cancelled && !e.data.has_ended && e.initialValues.event_type === "Online Event",
    );
    expect(booked, `a booked upcoming live event of ${host}`).toBeDefined();
    await logInAs(page.context(), test.info().project.use.baseURL!, host);
    await openForm(page, `/event-create/${booked!.data.id}`);
    await expect(page.getByText("User has booked this event so can't edit event.")).toBeVisible();
    await expect(page.getByLabel("Event title")).toHaveCount(0);
    const link = `https://meet.example.com/booked-${Date.now()}`;
    await page.getByLabel("Join link").fill(link);
    await page.getByRole("button", { name: "Save Join Link" }).click();
    await expect(page.getByText("Join link saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Join link")).toHaveValue(link);
  });
});

test.describe("event form with JavaScript", () => {
  test.describe.configure({ timeout: 120_000 });
  // The enhanced form's own behaviour: JavaScript on in both projects.
  test.use({ javaScriptEnabled: true });

  test("rules apply as the host types, Enter does not submit, and leaving with unsaved input asks first", async ({ page }) => {
    await logInAs(page.context(), test.info().project.use.baseURL!, demo.host);
    await openForm(page, "/event-create");
    await page.waitForFunction(() => "__remixRouter" in window);

    await page.getByLabel("Start date").fill(dayFromToday(4));
    await expect(page.getByLabel("End date")).toHaveValue(dayFromToday(4));
    await page.getByLabel("Start time").fill("10:30");
    await expect(page.getByLabel("End time")).toHaveValue("10:30");
    await page.getByLabel("Ticket price (£)").fill("5");
    await page.getByLabel("Free event").check();
    await expect(page.getByLabel("Ticket price (£)")).toHaveValue("");
    await page.getByLabel("Recurring event").check();
    await page.getByLabel("Repeat frequency").selectOption("daily");
    await page.getByLabel("Recurring event").uncheck();
    await expect(page.getByLabel("Repeat frequency")).toHaveValue("");

    // Enter in a field does not submit; in the description it is a new line.
    await page.getByLabel("Event title").fill("Typed, not saved");
    await page.getByLabel("Event title").press("Enter");
    await page.getByLabel("Description").fill("Line one");
    await page.getByLabel("Description").press("Enter");
    await page.getByLabel("Description").pressSequentially("Line two");
    await expect(page.getByLabel("Description")).toHaveValue("Line one\nLine two");
    await expect(page.locator("#event-form-errors")).toHaveCount(0);

    // Leaving asks; dismissing stays with what was typed.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Pricing" }).first().click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe("You have unsaved changes. Leave this page and lose them?");
    await expect(page).toHaveURL(/\/event-create$/);
    await expect(page.getByLabel("Event title")).toHaveValue("Typed, not saved");
  });
});

test("a pre-recorded event continues to its video; editing it offers 'Save Event Details and Close' and 'Change Pre-Recorded Video'", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await logInAs(page.context(), test.info().project.use.baseURL!, demo.host);
  const title = `Recorded form test ${Date.now()}`;
  await openForm(page, "/event-create");
  await page.getByLabel("Pre-recorded event").check();
  await page.getByLabel("Event title").fill(title);
  await page.getByLabel("Category").selectOption({ index: 1 });
  await page.getByLabel("Description").fill("A recorded class made by the end-to-end test.");
  await page.getByLabel("Ticket price (£)").fill("4.99");
  await chooseFiles(page, page.getByLabel("Event photos"), [png("recorded.png")], javaScriptEnabled);
  await submit(page);
  await expect(page).toHaveURL(/\/pre-recorded-video\/\d+$/, { timeout: 30_000 });
  const id = new URL(page.url()).pathname.split("/").pop();

  await openForm(page, `/event-create/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Event");
  await expect(page.getByLabel("Event title")).toHaveValue(title);
  await expect(page.getByRole("button", { name: "Change Pre-Recorded Video" })).toBeVisible();
  await page.getByLabel("Event title").fill(`${title} (edited)`);
  await page.getByRole("button", { name: "Save Event Details and Close" }).click();
  // Closed: back to the host's pre-recorded events (ADR 060).
  await expect(page).toHaveURL(/\/event-management\?type=pre-recorded$/, { timeout: 30_000 });
  await openForm(page, `/event-create/${id}`);
  await expect(page.getByLabel("Event title")).toHaveValue(`${title} (edited)`);
  await page.getByRole("button", { name: "Change Pre-Recorded Video" }).click();
  await expect(page).toHaveURL(new RegExp(`/pre-recorded-video/${id}$`), { timeout: 30_000 });
});
