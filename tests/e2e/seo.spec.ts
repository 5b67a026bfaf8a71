// Meta and sharing, JavaScript on and off: /sitemap.xml lists the public pages, events
// and channels under the site's address; /robots.txt keeps crawlers off the private pages; public
// pages each have their own title, a description, Open Graph tags and a canonical address.
import { expect, test } from "./support/fixtures";

test("/sitemap.xml lists the public pages, the demo's events and channels as absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
  const origin = new URL(locs[0]!).origin;
  expect(locs[0]).toBe(`${origin}/`);
  for (const path of ["/home", "/search", "/channels", "/pricing", "/about", "/contact-us", "/Why-Marquee"]) expect(locs).toContain(`${origin}${path}`);
  expect(locs.some((loc) => loc.startsWith(`${origin}/event-detail/`))).toBe(true);
  expect(locs.some((loc) => loc.startsWith(`${origin}/channel-detail/`))).toBe(true);
  expect(locs.filter((loc) => /\/(profile|pre-recorded-event|my-channels)\b/.test(new URL(loc).pathname))).toEqual([]);
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
});

test("/robots.txt disallows the private pages and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n");
  expect(lines[0]).toBe("User-agent: *");
  for (const path of ["/profile", "/my-account", "/checkout", "/admin", "/api/", "/dev/", "/uploads"]) expect(lines).toContain(`Disallow: ${path}`);
  for (const path of ["/", "/home", "/search", "/event-detail", "/channels"]) expect(lines).not.toContain(`Disallow: ${path}`);
  expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/));
});

test("public pages each have their own title, a description and sharing tags", async ({ page }) => {
  const titles = new Set<string>();
  const paths = ["/home", "/search", "/pricing", "/about", "/contact-us", "/login", "/channels", "/help", "/video-tutorial", "/yoga-teacher", "/new-landing", "/creator-economy-web3"];
  // A page load each: 26 s of the default 30 s on a loaded CI machine.
  test.setTimeout(30_000 + paths.length * 5_000);
  for (const path of paths) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toMatch(/ \| Marquee$/);
    titles.add(title);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /\S{3,}/);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title.replace(/ \| Marquee$/, ""));
    await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[property="og:type"]'), path).toHaveAttribute("content", /^(website|article)$/);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", new RegExp(`^https?://[^/]+${path}$`));
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new RegExp(`^https?://[^/]+${path}$`));
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute("content", /^summary/);
  }
  expect(titles.size).toBe(paths.length);
});

test("/current-events names /home as its canonical address", async ({ page }) => {
  await page.goto("/current-events");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/home$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /^https?:\/\/[^/]+\/home$/);
});
