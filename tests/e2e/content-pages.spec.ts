// The static pages, JavaScript on and off: each path shows its own page of the pages
// table (spec 000 §2 ids), heading, subtitle and text as the API serves them, with its own title
// and description for search engines and shared links.
import { expect, test } from "./support/fixtures";

const PAGES: Array<[path: string, pageId: number]> = [
  ["/about", 1],
  ["/terms-of-use-business", 2],
  ["/privacy-policy", 3],
  ["/terms-of-use-consumer", 7],
];

for (const [path, pageId] of PAGES) {
  test(`${path} shows content page ${pageId}`, async ({ page }) => {
    const answer = await page.request.get(`/api/auth/pages/${pageId}`);
    const { data } = (await answer.json()) as { data: { name: string; sub_title: string | null; value: string } };
    const firstParagraph = /<p>(.*?)<\/p>/s.exec(data.value)?.[1]?.replace(/<[^>]+>/g, "").slice(0, 60);
    expect(firstParagraph, "the seed gives every page real text").toBeTruthy();
    expect(data.sub_title, "the seed gives every page a sub-title").toBeTruthy();

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.name);
    await expect(page.locator("main")).toContainText(firstParagraph!);
    await expect(page.locator("main")).toContainText(data.sub_title!);
    await expect(page).toHaveTitle(new RegExp(data.name));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{3,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", data.name);
  });
}
