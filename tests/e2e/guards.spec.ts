// What the server decides, whatever the browser runs: guards, return paths, cross-site posts. These
// run once, in the "http" project (playwright.config.ts).
import { expect, test, uniqueEmail } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

test.describe("guards", () => {
  test("a logged-in user opening login, register or forgot-pass goes to /profile", async ({ page, newUser }) => {
    await newUser.logIn();
    for (const path of ["/login", "/register", "/forgot-pass"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/profile$/);
    }
  });

  test("a logged-in user reaches private pages and sees the My Marquee menu", async ({ page, newUser }) => {
    await newUser.logIn();
    const response = await page.goto("/my-channels");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Channels");
    await expect(page.getByText("My Marquee")).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  test("the pages visitors share are never what a logged-in user gets", async ({ page, request, newUser }) => {
    // A visitor's request leaves /pricing and /login in the server's shared visitor cache.
    for (const path of ["/pricing", "/login"]) {
      const visitor = await request.get(path, { headers: { cookie: "" } });
      expect(visitor.status()).toBe(200);
      expect(visitor.headers()["x-marquee-visitor-page"]).toBeUndefined();
    }
    await newUser.logIn();
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
    await expect(page.getByText("My Marquee")).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("a visitor's search, event and host pages are shared for a few seconds; a logged-in user's never are", async ({ page, request, newUser }) => {
    const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1] ?? null;
    // A query of this test's own, so no other test's visit can have put these URLs in the cache.
    const mark = `fresh=${Date.now()}${Math.random().toString(36).slice(2)}`;
    const paths = [`/search?search=yoga&${mark}`, `/event-detail/1/sunrise-vinyasa-flow?${mark}`, `/host-profile/2/marcus-adeyemi?${mark}`];
    for (const path of paths) {
      const first = await request.get(path, { headers: { cookie: "" }, maxRedirects: 0 });
      const second = await request.get(path, { headers: { cookie: "" }, maxRedirects: 0 });
      expect(first.status(), path).toBe(200);
      // The second visitor gets the first one's bytes: the same CSP nonce, not a new render.
      expect(nonceOf(await first.text()), path).not.toBeNull();
      expect(nonceOf(await second.text()), path).toBe(nonceOf(await first.text()));
    }
    await newUser.logIn();
    for (const path of paths) {
      const first = await page.request.get(path, { maxRedirects: 0 });
      const second = await page.request.get(path, { maxRedirects: 0 });
      expect(first.status(), path).toBe(200);
      expect(nonceOf(await second.text()), path).not.toBe(nonceOf(await first.text()));
      expect(await first.text(), path).toContain("My Marquee");
    }
  });

  test("only local paths are honoured as the return path", async ({ page }) => {
    await page.goto("/login?r=//evil.example/steal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  });

  test("/admin is for admins only", async ({ page, context, baseURL, newUser }) => {
    const asVisitor = await page.goto("/admin");
    expect(asVisitor?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await newUser.logIn();
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(404);
    await context.clearCookies();
    await logInAs(context, baseURL!, demo.admin);
    const adminResponse = await page.goto("/admin");
    expect(adminResponse?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "Audit log" })).toBeVisible();
  });

  test("a form post from another site is refused, the same post from this site is not", async ({ request, baseURL }) => {
    const form = { email: uniqueEmail("forged"), password: "wrong-password-1" };
    const forged = await request.post("/login", { form, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    const fetchSite = await request.post("/forgot-pass", { form: { email: "x@example.test" }, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fetchSite.status()).toBe(403);
    const own = await request.post("/forgot-pass", { form: { email: "" }, headers: { Origin: new URL(baseURL!).origin } });
    expect(own.status()).toBe(400);
    expect(await own.text()).toContain("Email is required");
  });
});
