// The landing pages and Register Interest, JavaScript on and off: each page shows
// its sections and the marketing claims; the form refuses bad input with each message, thanks a good
// one and goes on, and the registration reaches the team once with its page's source; the Web3 form
// hides content for a purchaser.
import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { exclusive } from "./support/exclusive";
import { mailsTo, waitForMail } from "./support/mail";

const TEAM = "hello@marquee.test";
const THANKS = "Thank you for registering your interest in the product. Someone will be contacting you shortly. Please do browse the site in the meanwhile.";

const AUDIENCE_PAGES = [
  ["/become-host", "Turn what you know into a business you own"],
  ["/yoga-teacher", "Teach your classes live, and keep your students between them"],
  ["/coaches", "Coach more people without adding more hours"],
  ["/fitness-experts", "Stream workouts live and sell the plans that get results"],
  ["/beauty-experts", "Share your techniques with a bigger audience"],
] as const;

async function expectClaims(page: Page) {
  const claims = page.getByTestId("landing-claims");
  await expect(claims).toContainText("Founder members never pay a monthly subscription fee for the premium package.");
  await expect(claims).toContainText("A flat 7.5% commission applies only to earnings from new subscribers.");
  await expect(claims).toContainText("onboard them commission-free");
  // The offer's last day is a setting (the demo's: 30 September 2027).
  await expect(claims).toContainText("Offer valid till 30th September.");
  await expect(page.getByRole("heading", { level: 2, name: "About Marquee" })).toBeVisible();
}

for (const [path, title] of AUDIENCE_PAGES) {
  test(`${path} shows its own words, the claims, the about block and the form`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expectClaims(page);
    await expect(page.getByRole("heading", { name: "Register your interest" })).toBeVisible();
    await page.getByRole("link", { name: "Register Interest" }).first().click();
    await expect(page).toHaveURL(/#register-interest$/);
    await expect(page.getByLabel("Full name")).toBeInViewport();
  });
}

test("the creator landing: slider, video, create-channel link, form, channels and testimonials", async ({ page, javaScriptEnabled }) => {
  // The slider's timer runs on Playwright's clock, moved on by the test instead of waited for.
  await page.clock.install();
  await page.goto("/content-creator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Host courses and memberships, sold from your own page");
  const slider = page.getByRole("region", {
    name: "Marquee is the marketplace for creators who teach, coach and perform online.",
  });
  await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(4);
  await expect(page.locator('video[src="/landing/marquee-intro.mp4"] track[kind="captions"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Create your channel" })).toHaveAttribute("href", "/create-channel");
  await expect(page.getByRole("heading", { name: "Channels on Marquee" })).toBeVisible();
  await expect(page.getByRole("region", { name: "What creators say" }).getByText("Hannah Whitfield")).toBeAttached();
  await expectClaims(page);
  // The demo configures no photo feed: the section is left out rather than broken.
  await expect(page.getByTestId("social-feed")).toHaveCount(0);
  if (javaScriptEnabled) {
    // The slider moves on by itself (8 s) and stops while the pointer is over it.
    await waitForHydration(page);
    const current = slider.locator('a[aria-current="true"]');
    await expect(current).toContainText("Slide 1 of 4");
    await page.clock.runFor(8_000);
    await expect(current).toContainText("Slide 2 of 4");
    await slider.hover();
    await page.clock.runFor(9_000);
    await expect(current).toContainText("Slide 2 of 4");
  } else {
    // A scroll-snap list with a link to each slide.
    await slider.getByRole("link", { name: "Slide 3 of 4" }).click();
    await expect(page).toHaveURL(/-slide-3$/);
  }
});

test("Why Marquee: the comparison and Register Interest buttons that lead to the form", async ({ page }) => {
  await page.goto("/Why-Marquee");
  await expect(page.getByRole("table")).toContainText("Flat 7.5% on new subscribers' earnings");
  const buttons = page.getByRole("link", { name: "Register Interest" });
  await expect(buttons).toHaveCount(2);
  await buttons.nth(1).click();
  await expect(page.getByLabel("Full name")).toBeInViewport();
  await expectClaims(page);
});

test("an interest form refuses bad input with each message, then thanks, goes on and is kept once", async ({ page, javaScriptEnabled }) => {
  await page.goto("/yoga-teacher");
  await waitForHydration(page);
  const form = page.locator("#register-interest");
  await form.getByRole("button", { name: "Register Interest" }).click();
  for (const message of ["Full name is required", "Content is required", "Email is required"]) await expect(page.getByText(message)).toBeVisible();
  await page.getByLabel("Full name").fill("Ada Yogi");
  await page.getByLabel("What content do you create?").fill("Vinyasa classes and a beginners' course");
  await page.getByLabel("Email").fill("ada@");
  await page.getByLabel("Mobile (optional)").fill("0770090012");
  await page.locator("#register-interest").getByRole("button", { name: "Register Interest" }).click();
  await expect(page.getByText("Must be a valid email")).toBeVisible();
  await expect(page.getByText("Mobile must be 11 or 13 digits, like 07xxxxxxxxx")).toBeVisible();

  const email = uniqueEmail("interest");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile (optional)").fill("07700900123");
  await page.locator("#register-interest").getByRole("button", { name: "Register Interest" }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Thank you" })).toBeVisible();
  await page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/current-events$/);

  const mail = await waitForMail(TEAM, "interest-registration", {
    count: 1,
    timeoutMs: 20_000,
  }).then(async () => (await mailsTo(TEAM)).filter((m) => m.kind === "interest-registration" && m.text.includes(email)));
  expect(mail).toHaveLength(1);
  expect(mail[0]!.text).toContain("Page: yoga-landing");
  expect(mail[0]!.text).toContain("Mobile: 07700900123");
});

test("the new landing: benefits, five slides and Register Interest in a dialog (a page without JavaScript)", async ({ page, javaScriptEnabled }) => {
  await page.goto("/new-landing");
  await expect(page.getByTestId("new-landing-benefits").getByRole("listitem")).toHaveCount(6);
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(5);
  await expectClaims(page);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Register Interest" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Register your interest" })).toBeVisible();
  else await expect(page).toHaveURL(/\?register=1$/);
  const email = uniqueEmail("new-landing");
  await page.getByLabel("Full name").fill("Sam Course");
  await page.getByLabel("What content do you create?").fill("Photography courses");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Register Interest" }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect
    .poll(async () =>
      (await mailsTo(TEAM)).filter((m) => m.kind === "interest-registration" && m.text.includes(email)).map((m) => /Page: (\S+)/.exec(m.text)?.[1])
    )
    .toEqual(["new-marquee-landing"]);
});

test("the Web3 form asks Are you a, hides content for a purchaser and keeps the choice", async ({ page }) => {
  await page.goto("/creator-economy-web3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The creator economy and Web3");
  await waitForHydration(page);
  const content = page.getByLabel("What content do you create?");
  await expect(content).toBeHidden();
  await page.getByLabel("Are you a").selectOption("creator");
  await expect(content).toBeVisible();
  await page.getByLabel("Are you a").selectOption("purchaser");
  await expect(content).toBeHidden();
  await page.getByLabel("Are you a").selectOption("both");
  await page.getByRole("button", { name: "Register Interest" }).click();
  await expect(page.getByText("Content is required")).toBeVisible();

  await page.getByLabel("Are you a").selectOption("purchaser");
  const email = uniqueEmail("web3");
  await page.getByLabel("Full name").fill("Bea Collector");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Register Interest" }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect
    .poll(async () =>
      (await mailsTo(TEAM))
        .filter((m) => m.kind === "interest-registration" && m.text.includes(email))
        .map((m) => [/Page: (\S+)/.exec(m.text)?.[1], /Are you a: (\S+)/.exec(m.text)?.[1], m.text.includes("Content:")])
    )
    .toEqual([["web3-landing", "purchaser", false]]);
});

test("Register Interest on / (the main landing) thanks, goes on to /home and records main-site", async ({ page, javaScriptEnabled }) => {
  // The admin console's journey switches the landing for / inside the same lock.
  await exclusive("root-landing", async () => {
    await page.goto("/");
    await waitForHydration(page);
    const email = uniqueEmail("main-landing");
    const form = page.locator("#register-interest");
    await form.getByLabel("Full name").fill("Max Main");
    await form.getByLabel("What content do you create?").fill("Cookery classes");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Register Interest" }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    await page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect
      .poll(async () => (await mailsTo(TEAM)).filter((m) => m.kind === "interest-registration" && m.text.includes(email)).map((m) => /Page: (\S+)/.exec(m.text)?.[1]))
      .toEqual(["main-site"]);
  });
});
