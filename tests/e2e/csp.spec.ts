// The Content-Security-Policy with per-request nonces: pages hydrate and work with
// JavaScript under it (the payment modal opens), nothing is refused by it, and every answer has its
// own nonce on its inline scripts.
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const pages = ["/home", "/search?search=yoga", "/login", "/pricing", "/help"];

test("pages run their scripts under the policy with no violation, and each answer has its own nonce", async ({ page, users, javaScriptEnabled }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __violations: string[] }).__violations ??= [];
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });

  const nonces = new Set<string>();
  for (const path of pages) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    if (javaScriptEnabled) {
      await waitForHydration(page);
      violations.push(...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])));
    } else {
      // Without JavaScript the server's inline scripts still carry the answer's nonce.
      const html = (await response?.text()) ?? "";
      expect(html, path).toContain(`nonce="${nonce}"`);
    }
  }
  expect(nonces.size).toBe(pages.length);

  if (javaScriptEnabled) {
    // A script-driven feature works under the policy: the payment modal of a paid event.
    const user = await users.create({ label: "csp" });
    await user.logIn();
    const search = await page.request.get("/api/auth/events-search?search=HIIT");
    const event = ((await search.json()) as { data: Array<{ id: number; title: string; event_slug: string; is_free: boolean }> }).data.find((one) => !one.is_free)!;
    await page.goto(`/event-detail/${event.id}/${event.event_slug}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Buy Ticket" }).first().click();
    await expect(page.getByRole("dialog", { name: `Pay for ${event.title}` })).toBeVisible();
    violations.push(...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])));
  }
  expect(violations).toEqual([]);
});
