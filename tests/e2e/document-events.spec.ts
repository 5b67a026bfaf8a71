// Document events, with JavaScript on and off: a host adds a document (photo and PDF) to a module of
// their modular course, sees 'Document succesfully uploaded' on /my-channels, opens the document's
// page and downloads the file through a signed link; the missing fields are listed under 'Fill in all
// mandatory fields:'; a channel with subscribers shows the spec's message instead of the form; another
// user gets "not found" for the document, its download and the channel's form, and an anonymous or
// unsigned request gets nothing.
// The course is the demo's "Launch Your Online Business" (Priya's, no subscribers); each project
// adds its own document, titled by project and run, so the two projects never look at each other's.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { exclusive } from "./support/exclusive";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

const PRIYA = "priya@marquee.test";
const COURSE = "Launch Your Online Business";
const SUBSCRIBED_COURSE = "Foundations of Yoga: A Four-Week Course";

const files = mkdtempSync(path.join(tmpdir(), "marquee-e2e-documents-"));
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function file(name: string, bytes: Buffer): string {
  const target = path.join(files, name);
  writeFileSync(target, bytes);
  return target;
}
const png = () => file("cover.png", Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));
const jsOn = () => test.info().project.name === "js-on";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function channelNamed(request: APIRequestContext, token: string, title: string): Promise<{ id: number; channel_module: { id: number; title: string }[] }> {
  const response = await request.get("/api/auth/create-doc-event_data", { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { channels: { id: number; title: string; channel_module: { id: number; title: string }[] }[] } };
  const channel = data.channels.find((one) => one.title === title);
  expect(channel, `the channel "${title}"`).toBeTruthy();
  return channel!;
}

/**
 * The id of the host's document with this title. No call lists a channel's documents yet (the
 * channel's event list comes with My Channel Events), so this asks for the newest ids, in batches.
 */
async function documentNamed(request: APIRequestContext, token: string, title: string): Promise<number> {
  for (let start = 1; start < 2000; start += 50) {
    const ids = Array.from({ length: 50 }, (_, i) => start + i);
    const answers = await Promise.all(
      ids.map(async (id) => {
        const response = await request.get(`/api/auth/documentevent/${id}`, { headers: bearer(token) });
        if (response.status() !== 200) return null;
        const { data } = (await response.json()) as { data: { docevent: { id: number; title: string } } };
        return data.docevent.title === title ? id : null;
      }),
    );
    const found = answers.find((id) => id !== null);
    if (found) return found;
  }
  throw new Error(`No document titled "${title}"`);
}

/** Serious or critical WCAG 2.x A/AA violations on the page, as the accessibility gate counts them (the pages are the host's, so the gate's fresh user cannot reach them). */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("document events", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a host adds a document with a photo and a PDF, finds it on its page and downloads it; nobody else can", async ({ page, context, baseURL, browser, users }) => {
    await exclusive("priya-course", async () => {
      const { access_token: token } = await logInAs(context, baseURL!, PRIYA);
      const course = await channelNamed(context.request, token, COURSE);
      const title = `Pricing worksheet ${test.info().project.name} ${Date.now()}`;

      await page.goto(`/doc-event-create/${course.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Add Document" })).toBeVisible();
      if (jsOn()) expect(await axeProblems(page)).toEqual([]);
      // The channel is shown, locked.
      await expect(page.getByLabel("Channel", { exact: true })).toHaveValue(COURSE);
      await expect(page.getByLabel("Channel", { exact: true })).toBeDisabled();

      // Nothing filled in: every missing field under the spec's heading, nothing saved.
      await page.locator('button[name="intent"][value="save"]').click();
      const missing = page.getByRole("alert").filter({ hasText: "Fill in all mandatory fields:" });
      await expect(missing).toBeVisible();
      for (const message of [
        "Title is required",
        "Description is required",
        "Please select a module",
        "Please upload a doucment for this module",
        "Document Event photo is required or please check the Channel Image box",
      ]) {
        await expect(missing.getByText(message, { exact: true })).toBeVisible();
      }

      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Module", { exact: true }).selectOption({ label: "Module 2: Build your shop window" });
      await page.getByLabel("Description", { exact: true }).fill("Work out a price you can defend, line by line.");
      await page.getByLabel("Document Event photo").setInputFiles(png());
      await page.getByLabel("Document", { exact: true }).setInputFiles(file("pricing.pdf", PDF));
      if (jsOn()) {
        // Sent to storage as chosen (with a percentage while it goes): the form now carries the keys only.
        await expect(page.locator('input[type="hidden"][name="document"]')).toHaveAttribute("value", /^documents\/.+\.pdf$/);
        await expect(page.locator('input[type="hidden"][name="image"]')).toHaveAttribute("value", /^document-images\/.+\.png$/);
      }
      await page.locator('button[name="intent"][value="save"]').click();
      await expect(page).toHaveURL(/\/my-channels$/);
      await expect(page.getByText("Document succesfully uploaded")).toBeVisible();

      const id = await documentNamed(context.request, token, title);
      await page.goto(`/doc-event-details/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId("doc-description")).toHaveText("Work out a price you can defend, line by line.");
      await expect(page.getByRole("img", { name: `Picture of ${title}` })).toHaveAttribute("src", /document-images\//);
      // Appended at the end of the course: the previous item is in the channel, and nothing comes after.
      await expect(page.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", /^\/(doc-event-details|pre-recorded-event)\/\d+/);
      await expect(page.getByRole("link", { name: /Next/ })).toHaveCount(0);
      if (jsOn()) expect(await axeProblems(page)).toEqual([]);

      // The browser's download: the very file that was uploaded.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download Document" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^pricing-worksheet-.*\.pdf$/);
      expect(readFileSync((await download.path())!)).toEqual(PDF);

      // The link behind it is signed and short-lived: without its signature, or altered, it is refused.
      const hop = await context.request.get(`/doc-event-details/${id}/download`, { maxRedirects: 0 });
      expect(hop.status()).toBe(302);
      const signed = new URL(hop.headers().location!, baseURL);
      expect(signed.searchParams.get("signature")).toBeTruthy();
      expect((await context.request.get(signed.toString())).status()).toBe(200);
      const unsigned = new URL(signed);
      unsigned.searchParams.delete("signature");
      expect((await context.request.get(unsigned.toString())).status()).toBe(403);
      const altered = new URL(signed);
      altered.searchParams.set("signature", "0".repeat(signed.searchParams.get("signature")!.length));
      expect((await context.request.get(altered.toString())).status()).toBe(403);
      unsigned.search = "";
      expect((await context.request.get(unsigned.toString())).status()).toBe(403);

      // A visitor is sent to log in, and never reaches the file.
      const visitor = await browser.newContext({ baseURL });
      const anonymous = await visitor.request.get(`/doc-event-details/${id}/download`, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(302);
      expect(anonymous.headers().location).toMatch(/^\/login/);
      expect((await visitor.request.get(`/api/auth/documentevent/${id}/download`)).status()).toBe(401);
      await visitor.close();

      // Another user: the document and its download answer as missing ones do; the course's form
      // (a failed load, 001 §2.2) goes to /my-channels with its message.
      await context.clearCookies();
      const other = await users.create({ label: "doc-other" });
      await other.logIn();
      for (const url of [`/doc-event-details/${id}`, `/doc-event-details/${id}/download`]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
      }
      for (const url of [`/doc-event-create/${course.id}`, `/doc-event-create/${course.id}/${id}`]) {
        await page.goto(url);
        await expect(page, url).toHaveURL(/\/my-channels$/);
        await expect(page.getByText("Channel not found")).toBeVisible();
      }
    });
  });

  test("the host adds, renames and deletes a module of the course from the form", async ({ page, context, baseURL }) => {
    const { access_token: token } = await logInAs(context, baseURL!, PRIYA);
    const course = await channelNamed(context.request, token, COURSE);
    const run = `${test.info().project.name} ${Date.now()}`;
    // Add a module, rename it, then delete it.
    await page.goto(`/doc-event-create/${course.id}`);
    const modules = page.getByRole("region", { name: "Modules" });
    await modules.getByLabel("New module").fill(`Bonus ${run}`);
    await modules.getByRole("button", { name: "Add Module" }).click();
    const row = modules.getByTestId("module-row").filter({ has: page.locator(`input[value="Bonus ${run}"]`) });
    await expect(row).toHaveCount(1);
    await expect(page.getByLabel("Module", { exact: true }).locator("option", { hasText: `Bonus ${run}` })).toHaveCount(1);
    await row.getByLabel("Module title").fill(`Extras ${run}`);
    await row.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Module", { exact: true }).locator("option", { hasText: `Extras ${run}` })).toHaveCount(1);
    const renamed = modules.getByTestId("module-row").filter({ has: page.locator(`input[value="Extras ${run}"]`) });
    await renamed.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByLabel("Module", { exact: true }).locator("option", { hasText: `Extras ${run}` })).toHaveCount(0);
    await expect(modules.getByTestId("module-row").filter({ has: page.locator(`input[value="Extras ${run}"]`) })).toHaveCount(0);

    // An empty module title: the spec's message.
    await expect(modules.getByLabel("New module")).toHaveValue("");
    await modules.getByRole("button", { name: "Add Module" }).click();
    await expect(modules.getByText("Empty Field is not allowed!")).toBeVisible();

    // A module that holds documents cannot be deleted.
    const used = modules.getByTestId("module-row").filter({ has: page.locator('input[value="Module 1: Find your offer"]') });
    await used.getByRole("button", { name: "Delete" }).click();
    await expect(used.getByText("This module still holds events or documents: move them to another module before deleting it.")).toBeVisible();
  });

  test("a channel with subscribers shows the spec's message instead of the form", async ({ page, context, baseURL }) => {
    const { access_token: token } = await logInAs(context, baseURL!, demo.host);
    const course = await channelNamed(context.request, token, SUBSCRIBED_COURSE);
    await page.goto(`/doc-event-create/${course.id}`);
    await expect(page.getByText("User has subscribed this channel so can't edit channel.")).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveCount(0);
  });

  test("an account that is not activated is offered the activation link instead of the form", async ({ page, users }) => {
    const user = await users.create({ label: "doc-inactive", activated: false });
    await user.logIn();
    await page.goto("/doc-event-create/1");
    await expect(page.getByRole("button", { name: "Resend Activation Link" })).toBeVisible();
    await page.getByRole("button", { name: "Resend Activation Link" }).click();
    await expect(page.getByText("New Verification Email Sent")).toBeVisible();
  });
});
