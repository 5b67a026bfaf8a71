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

  test("only local paths are honoured as the return path", async ({ page }) => {
    await page.goto("/login?r=//evil.example/steal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  });

  test("/admin is for admins only", async ({ page, context, baseURL, newUser }) => {
    await newUser.logIn();
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(404);
    await context.clearCookies();
    await logInAs(context, baseURL!, demo.admin);
    const adminResponse = await page.goto("/admin");
    expect(adminResponse?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin console");
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
