// Host profiles and reviews (spec 001 §2.8, §2.10, §4), with JavaScript on
// and off: a visitor opens a host's profile (the tab default, the tabs as links, a wrong name redirected, an unknown id a 404), reads the reviews page, an attendee who booked the
// host's event writes a review shown as "Verified attendee" (a second one edits it), a new user is
// told 'Review is required', and the host sees 'Edit My Profile' on their own profile.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

/** A demo user's id (the API's login answer); the token it makes is not used. */
async function userId(request: APIRequestContext, email: string, password = "Marquee-demo-1"): Promise<number> {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  const answer = (await response.json()) as { data: { id: number } };
  return answer.data.id;
}

/** Waits for React to take over the page when JavaScript is on (clicks before that would be lost). */
async function open(page: Page, path: string) {
  await page.goto(path);
  if (!(await page.evaluate(() => "__remixRouter" in window))) return;
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

test.describe("host profile", () => {
  test("a visitor opens a host's profile: channels first, tabs as links, the reviews link", async ({ page, context }) => {
    const hannah = await userId(context.request, demo.host);
    // A wrong name in the address goes to the right one; the tab asked for is kept.
    await open(page, `/host-profile/${hannah}/someone-else?tab=online`);
    await expect(page).toHaveURL(new RegExp(`/host-profile/${hannah}/hannah-whitfield\\?tab=online$`));
    await open(page, `/host-profile/${hannah}/hannah-whitfield`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hannah Whitfield");
    await expect(page.getByText("Yoga teacher from Bristol")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Instagram (opens in a new tab)" })).toHaveAttribute("href", "https://www.instagram.com/hannahwhitfieldyoga");
    await expect(page.getByRole("link", { name: "Edit My Profile" })).toHaveCount(0);

    // She has channels: the Channels tab is the default.
    const tabs = page.getByRole("navigation", { name: "The host's channels and events" });
    await expect(tabs.getByRole("link", { name: "Channels" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Hannah's Yoga Studio", exact: true })).toHaveAttribute("href", /^\/channel-detail\/\d+\/hannahs-yoga-studio$/);

    await tabs.getByRole("link", { name: "Online Events" }).click();
    await expect(page).toHaveURL(/\?tab=online$/);
    await expect(tabs.getByRole("link", { name: "Online Events" })).toHaveAttribute("aria-current", "page");
    // A weekly series: each occurrence is its own card.
    await expect(page.getByRole("link", { name: "Sunrise Vinyasa Flow", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Hannah's Yoga Studio", exact: true })).toHaveCount(0);

    await tabs.getByRole("link", { name: "Pre-Recorded Events" }).click();
    await expect(page).toHaveURL(/\?tab=pre-recorded$/);
    await expect(page.getByRole("link", { name: "20-Minute Morning Stretch", exact: true })).toBeVisible();
    // Pre-recorded events inside her channels are the channels' own.
    await expect(page.getByRole("link", { name: "Studio Library: Gentle Hatha", exact: true })).toHaveCount(0);

    // Her profile video (the demo's "Meet your host" clip): inline without JavaScript, behind its
    // button with it (the player itself is tests/unit/profile-video.test.tsx); a real file either way.
    const watch = page.getByRole("button", { name: "Watch profile video" });
    if (await watch.isVisible()) await watch.click();
    const video = page.locator("video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("src", /\/profile-videos\/[0-9a-f-]+\.mp4$/);
    const file = await page.request.get((await video.getAttribute("src"))!);
    expect(file.headers()["content-type"]).toBe("video/mp4");
    expect((await file.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");
    if (await watch.isVisible()) await page.keyboard.press("Escape");

    await page.getByRole("link", { name: /^\d+ reviews?$/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/reviews/${hannah}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hannah Whitfield");
  });

  test("the older variant shows the short description, experience and website; an unknown host is a 404", async ({ page, context }) => {
    const hannah = await userId(context.request, demo.host);
    await open(page, `/old-host-profile/${hannah}/x`);
    await expect(page).toHaveURL(new RegExp(`/old-host-profile/${hannah}/hannah-whitfield$`));
    await expect(page.getByText("Vinyasa, yin and breathwork for busy people.")).toBeVisible();
    await expect(page.getByText("9 years")).toBeVisible();
    await expect(page.getByRole("link", { name: "hannahwhitfield.yoga (opens in a new tab)" })).toHaveAttribute("href", "https://hannahwhitfield.yoga");
    await expect(page.getByRole("heading", { name: "Channels" })).toBeVisible();

    const response = await page.goto("/host-profile/2147483000/nobody");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    expect((await page.goto("/reviews/2147483000"))?.status()).toBe(404);
  });

  test("the host sees Edit My Profile on their own profile", async ({ page, context, baseURL }) => {
    const { id } = await logInAs(context, baseURL!, demo.host);
    await open(page, `/host-profile/${id}/hannah-whitfield`);
    await expect(page.getByRole("link", { name: "Edit My Profile" })).toHaveAttribute("href", "/profile");
    // Nobody reviews themselves: no form on their own reviews page.
    await open(page, `/reviews/${id}`);
    await expect(page.getByRole("button", { name: /Submit Review|Update Review/ })).toHaveCount(0);
  });
});

test.describe("reviews", () => {
  test("a visitor reads the reviews and is offered to log in to write one", async ({ page, context }) => {
    const hannah = await userId(context.request, demo.host);
    await open(page, `/reviews/${hannah}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hannah Whitfield");
    await expect(page.getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();
    // The demo attendee booked her events: his review is verified.
    const tom = page.locator("li", { hasText: "Tom Fletcher" });
    await expect(tom.getByText("Verified attendee")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Log in to write a review" })).toHaveAttribute("href", `/login?r=%2Freviews%2F${hannah}`);
  });

  test("an attendee who booked the host's event writes a review, shown as Verified attendee; a second one edits it", async ({ page, context, baseURL }, testInfo) => {
    // Each project reviews its own host, so that the two never edit the same review at once.
    const hostEmail = testInfo.project.name === "js-off" ? "marcus@marquee.test" : "priya@marquee.test";
    const hostId = await userId(context.request, hostEmail);
    await logInAs(context, baseURL!, demo.attendee);
    const text = `Clear and practical, thank you (${testInfo.project.name} ${Date.now()}).`;

    await open(page, `/reviews/${hostId}`);
    await page.getByRole("textbox", { name: "Your review" }).fill(text);
    await page.getByRole("radiogroup", { name: "Rating" }).getByLabel("4 stars").check();
    await page.getByRole("button", { name: /Submit Review|Update Review/ }).click();

    await expect(page).toHaveURL(new RegExp(`/reviews/${hostId}$`));
    await expect(page.getByRole("status").filter({ hasText: /Review (submitted|updated) successfully/ })).toBeVisible();
    const mine = page.locator("li", { hasText: text });
    await expect(mine).toContainText("Tom Fletcher");
    await expect(mine.getByText("Verified attendee")).toBeVisible();
    await expect(mine.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeVisible();

    // A second review edits the first: one review by Tom, with the new text and rating.
    const edited = `${text} Edited.`;
    await expect(page.getByRole("heading", { name: "Edit your review" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your review" })).toHaveValue(text);
    await page.getByRole("textbox", { name: "Your review" }).fill(edited);
    await page.getByRole("radiogroup", { name: "Rating" }).getByLabel("5 stars").check();
    await page.getByRole("button", { name: "Update Review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Review updated successfully" })).toBeVisible();
    await expect(page.locator("li", { hasText: "Tom Fletcher" })).toHaveCount(1);
    await expect(page.locator("li", { hasText: edited }).getByRole("img", { name: "Rated 5.0 out of 5" })).toBeVisible();
  });

  test("an empty review is refused with 'Review is required' and changes nothing; a new user's review is not verified", async ({ page, context, users }) => {
    const reviewed = await users.create({ label: "reviewed" });
    const reviewedId = await userId(context.request, reviewed.email, reviewed.password);
    const writer = await users.create({ label: "writer" });
    await writer.logIn();

    await open(page, `/reviews/${reviewedId}`);
    await expect(page.getByText("No reviews found")).toBeVisible();
    await page.getByRole("radiogroup", { name: "Rating" }).getByLabel("3 stars").check();
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Review is required")).toBeVisible();
    await expect(page.getByText("No reviews found")).toBeVisible();

    await page.getByRole("textbox", { name: "Your review" }).fill("Met at a workshop: kind and helpful.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Review submitted successfully" })).toBeVisible();
    const review = page.locator("li", { hasText: "Met at a workshop: kind and helpful." });
    await expect(review).toContainText("Test User");
    await expect(review.getByText("Verified attendee")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "1 review" })).toBeVisible();
  });
});
