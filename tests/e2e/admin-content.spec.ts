// The admin console's content, JavaScript on and off: the admin adds a FAQ category and question
// that then show on /help (and deletes them after the confirmation step), edits a content page whose
// new text shows on its public page (restored after), and switches the landing for / (inside
// exclusive() and restored, since other journeys open /).
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { exclusive } from "./support/exclusive";
import { demo, logInAs } from "./support/session";

async function asAdmin(page: Page, baseURL: string | undefined) {
  return logInAs(page.context(), baseURL!, demo.admin);
}

/** An admin API call, for setting back what a journey changed. */
async function apiPost(page: Page, token: string, path: string, body: Record<string, unknown>) {
  const response = await page.request.post(`/api/auth/${path}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(((await response.json()) as { success: boolean }).success, path).toBe(true);
}

test("an FAQ question added in the console shows on /help, and goes after the delete question", async ({ page, baseURL, javaScriptEnabled }) => {
  await asAdmin(page, baseURL);
  const mode = javaScriptEnabled ? "on" : "off";
  const categoryName = `Console topic ${mode} ${Date.now()}`;
  const question = `Can the console add questions (${mode})?`;

  await page.goto("/admin/faqs");
  const addCategory = page.locator("form#add-category");
  await addCategory.getByLabel("Name").fill(categoryName);
  await addCategory.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Category added")).toBeVisible();

  const addFaq = page.locator("form#add-faq");
  // A bad post keeps the admin on the form with the field's message (422, nothing stored).
  await addFaq.getByRole("button", { name: "Add" }).click();
  await expect(addFaq.getByText("Enter a question of at most 300 characters.")).toBeVisible();
  await addFaq.getByLabel("Category").selectOption({ label: categoryName });
  await addFaq.getByLabel("Question").fill(question);
  await addFaq.getByLabel("Answer (HTML)").fill('<p>Yes, <strong>at once</strong>.</p><script>alert("x")</script>');
  await addFaq.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Question added")).toBeVisible();

  await page.goto("/help");
  const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: categoryName }) });
  await expect(section.getByText(question)).toBeVisible();
  await expect(page.locator("main script", { hasText: 'alert("x")' })).toHaveCount(0);

  // Deleting the category asks first (a page step without JavaScript), then removes it and its question.
  await page.goto("/admin/faqs");
  await page.getByRole("link", { name: `Delete: ${categoryName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete the category “${categoryName}”?` })).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Category deleted")).toBeVisible();
  await page.goto("/help");
  await expect(page.getByText(question)).toHaveCount(0);

  // The audit page lists what was done.
  await page.goto("/admin/audit?object_type=faq");
  await expect(page.getByRole("cell", { name: "create-faq", exact: true }).first()).toBeVisible();
});

test("a content page edited in the console shows its new text on its public page; the landing for / switches", async ({ page, baseURL, javaScriptEnabled }) => {
  const admin = await asAdmin(page, baseURL);
  const mode = javaScriptEnabled ? "on" : "off";

  await exclusive("content-page-2", async () => {
    await page.goto("/admin/pages/2");
    const form = page.locator("form#save");
    const body = form.getByLabel("Body (HTML)");
    const original = { name: await form.getByLabel("Title", { exact: true }).inputValue(), sub_title: await form.getByLabel("Subtitle (optional)").inputValue(), value: await body.inputValue() };
    try {
      // The page's first paragraph and title stay (other journeys read them): a paragraph is added at the end.
      const added = `Updated by the console (${mode}).`;
      await body.fill(`${original.value}<p onclick="alert(1)">${added}</p><a href="javascript:alert(2)">bad link</a>`);
      await form.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Page saved")).toBeVisible();
      // Stored sanitised: the form shows what was kept.
      await expect(page.locator("form#save").getByLabel("Body (HTML)")).toHaveValue(new RegExp(`<p>${added.replace(/[()]/g, "\\$&")}</p><a>bad link</a>$`));

      await page.goto("/terms-of-use-business");
      await expect(page.locator("main")).toContainText(added);
      await expect(page.locator("main [onclick], main a[href^='javascript']")).toHaveCount(0);
    } finally {
      await apiPost(page, admin.access_token, "admin/pages/update", { id: 2, ...original });
    }
  });

  await exclusive("root-landing", async () => {
    const settings = await page.request.get("/api/auth/admin/settings", { headers: { authorization: `Bearer ${admin.access_token}` } });
    const original = ((await settings.json()) as { data: { root_landing: string; voucher_offer_ends: string | null; social_feed_url: string | null } }).data;
    try {
      await page.goto("/admin/settings");
      const form = page.locator("form#settings");
      // A bad address is refused on the field.
      await form.getByLabel("The social feed's source").fill("http://feed.example.com");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expect(form.getByText("The feed's address must start with https://", { exact: false })).toBeVisible();
      await form.getByLabel("The social feed's source").fill("");
      await form.getByLabel("Become a host (/become-host)").check();
      await form.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn what you know into a business you own");
    } finally {
      await apiPost(page, admin.access_token, "admin/settings", {
        root_landing: original.root_landing,
        voucher_offer_ends: original.voucher_offer_ends ?? "",
        social_feed_url: original.social_feed_url ?? "",
      });
    }
    if (original.root_landing === "content-creator") {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Turn what you know into a business you own");
    }
  });
});
