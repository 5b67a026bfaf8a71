// The channel form (/create-channel, /create-channel/{id}; spec 002 §2.4, §5), JavaScript on and off:
// an empty form lists the spec's messages under 'Fill in all mandatory fields:'; a host creates a
// modular channel with a photo and two modules (Pending Approval), then edits it with the
// subscription type locked; another user gets the missing page; a host who is not activated is
// offered "Resend Activation Link".
import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test, type TestUser } from "./support/fixtures";
import { openHydrated } from "./support/hydration";

// Saving runs the whole form through the API: give its answer time on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A real 1×1 PNG, byte for byte. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201" +
    "a5b5d3ad0000000049454e44ae426082",
  "hex",
);

async function tokenOf(request: APIRequestContext, user: TestUser): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

interface SavedChannel {
  id: number;
  title: string;
  price: number;
  is_published: boolean;
  is_monthly_subscription: number;
  image: string | null;
  channel_module: { title: string }[];
}

/** The user's channel of that title, as GET my-channel/{id} answers it. */
async function channelNamed(request: APIRequestContext, token: string, title: string): Promise<SavedChannel> {
  const auth = { authorization: `Bearer ${token}` };
  const list = await request.get("/api/auth/create-event-require-data", { headers: auth });
  const found = ((await list.json()) as { data: { channels: { id: number; title: string }[] } }).data.channels.find((c) => c.title === title);
  if (!found) throw new Error(`No channel "${title}"`);
  const answer = await request.get(`/api/auth/my-channel/${found.id}`, { headers: auth });
  return ((await answer.json()) as { data: { channel: SavedChannel } }).data.channel;
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

test.describe("channel form", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a host creates a modular channel with a photo and two modules, then edits it", async ({ page, request, users, javaScriptEnabled }) => {
    const host = await users.create({ label: "channel-host" });
    await host.logIn();
    await openHydrated(page, "/create-channel");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Membership Channel/Course");

    // An empty form: every missing field, in the spec's words.
    await save(page);
    const missing = page.getByRole("alert").filter({ hasText: "Fill in all mandatory fields:" });
    await expect(missing).toBeVisible();
    for (const message of ["Channel type is required", "Subscription is required", "Category is required", "Price is required", "Channel photo is required"]) {
      await expect(missing.getByText(message, { exact: true })).toBeVisible();
    }

    const title = `Pilates for Runners ${Date.now()}`;
    await page.getByRole("group", { name: "Category" }).getByRole("radio").first().check();
    await page.getByLabel("Channel photo").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    if (javaScriptEnabled) await expect(page.getByText("Uploaded: cover.png")).toBeVisible();
    await page.getByRole("textbox", { name: /^Title/ }).fill(title);
    await page.getByLabel("Channel type").selectOption({ label: "Pre Recorded Videos" });
    await page.getByLabel("Price (£)").fill("0");
    await page.getByLabel("Monthly").check();
    await page.getByLabel("This channel is a course made of modules").check();
    await page.getByLabel("Module 1 title").fill("Week 1: Hips");
    await page.getByRole("button", { name: "Add module" }).click();
    await page.getByLabel("Module 2 title").fill("Week 2: Core");
    await page.getByLabel("Description").fill("Six weeks of pilates for stronger, easier running.");
    await page.getByLabel("Learn point 1").fill("Stronger hips");
    await save(page);
    // A price of 0 is not a price: the form comes back with what was typed.
    await expect(page.getByText("Not a valid price").first()).toBeVisible();
    await expect(page.getByLabel("Module 2 title")).toHaveValue("Week 2: Core");
    await page.getByLabel("Price (£)").fill("19.99");
    await save(page);

    await expect(page).toHaveURL(/\/my-channels$/);
    await expect(page.getByText("Channel created successfully, it will be visible once approved.")).toBeVisible();
    const token = await tokenOf(request, host);
    const created = await channelNamed(request, token, title);
    expect(created).toMatchObject({ price: 1999, is_published: false, is_monthly_subscription: 1, channel_module: [{ title: "Week 1: Hips" }, { title: "Week 2: Core" }] });
    expect(created.image).toMatch(/^channel-images\//);

    // Editing: the saved values, the subscription type locked, and Pending Approval again.
    await openHydrated(page, `/create-channel/${created.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Update Membership Channel/Course");
    await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue(title);
    await expect(page.getByLabel("Monthly")).toBeDisabled();
    await expect(page.getByLabel("Monthly")).toBeChecked();
    await page.getByRole("textbox", { name: /^Title/ }).fill(`${title} Plus`);
    await page.getByLabel("Price (£)").fill("24.50");
    await page.getByLabel("Module 1 title").fill("Week 1: Hips and glutes");
    await save(page);
    await expect(page).toHaveURL(/\/my-channels$/);
    await expect(page.getByText("Channel updated successfully, it will be visible once approved.")).toBeVisible();
    const edited = await channelNamed(request, token, `${title} Plus`);
    expect(edited).toMatchObject({ id: created.id, price: 2450, is_published: false, is_monthly_subscription: 1, channel_module: [{ title: "Week 1: Hips and glutes" }, { title: "Week 2: Core" }] });

    // Another user gets the page a missing channel gets.
    const stranger = await users.create({ label: "stranger" });
    await stranger.logIn();
    const response = await page.goto(`/create-channel/${created.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("a host who is not activated is offered 'Resend Activation Link'", async ({ page, users }) => {
    const host = await users.create({ label: "channel-unactivated", activated: false });
    await host.logIn();
    await openHydrated(page, "/create-channel");
    await expect(page.getByText("Please activate your account to create channels.")).toBeVisible();
    await page.getByRole("button", { name: "Resend Activation Link" }).click();
    await expect(page.getByText("New Verification Email Sent")).toBeVisible();
  });
});
