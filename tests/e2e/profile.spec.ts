// My Profile, JavaScript on and off: a new member (no events or channels yet) finds the hosting
// details behind a closed disclosure, edits the profile with bad then good links, uploads a photo
// (stored as a cropped square) and a video, and sees them on the public host profile; the demo host
// sees the hosting details up front.
import sharp from "sharp";
import { mp4 } from "~tests/support/media-bytes";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { demo, logInAs } from "./support/session";

test("a member edits the profile, the hosting details behind a disclosure, and sees it on the public profile", async ({ page, users }, testInfo) => {
  test.setTimeout(90_000);
  const host = await users.create({ label: "profile" });
  await host.logIn();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Profile");
  await expect(page.getByText("Your package: Free")).toBeVisible();
  await expect(page.getByRole("link", { name: "UPGRADE" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByText("Your name, photo and a few words about you.")).toBeVisible();
  await waitForHydration(page);
  // Not a host yet: the fields of the host profile wait behind a closed disclosure, and open with it.
  const hosting = page.locator("summary", { hasText: "Hosting details" });
  for (const label of ["Short description", "Years of experience", "Website", "Facebook", "Profile video"]) await expect(page.getByLabel(label)).toBeHidden();
  await expect(page.getByLabel("About me")).toBeVisible();
  await hosting.click();
  await expect(page.getByLabel("Website")).toBeVisible();

  await page.getByLabel("About me").fill("");
  await page.getByLabel("Website").fill("http://example.com");
  await page.getByLabel("Facebook").fill("https://www.facebok.com/ada");
  await page.getByLabel("Instagram").fill("instagram.com/ada");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("About me is required")).toBeVisible();
  await expect(page.getByText("Require valid website url starting with https://")).toBeVisible();
  await expect(page.getByText("Require valid facebook url")).toBeVisible();
  await expect(page.getByText("Require valid instagram url")).toBeVisible();
  // Without JavaScript the page came back from the server: the disclosure is open for its errors.
  await expect(page.getByLabel("Website")).toBeVisible();

  const bio = `Pilates teacher in Leeds, teaching online since ${Date.now()}.`;
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Pilates");
  await page.getByLabel("About me").fill(bio);
  await page.getByLabel("Website").fill("https://ada-pilates.example.com");
  await page.getByLabel("Facebook").fill("https://www.facebook.com/adapilates");
  await page.getByLabel("Instagram").fill("https://www.instagram.com/adapilates");
  const photo = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#3366aa" } }).jpeg().toBuffer();
  await page.getByLabel("Profile photo").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  // With JavaScript the photo gets a square crop to adjust before saving.
  if (testInfo.project.name === "js-on") await expect(page.locator(".ReactCrop__crop-selection")).toBeVisible();
  const video = (name: string) => ({ name, mimeType: "video/mp4", buffer: Buffer.from(mp4({ timescale: 1000, duration: 5000 })) });
  if (testInfo.project.name === "js-on") {
    // A video chosen and then replaced before saving is deleted from storage at once.
    // Only the video's calls: the photo's own upload may still be finishing on a slow machine.
    const videoCall = (intent: string) => (response: { url(): string; request(): { postData(): string | null } }) => {
      const posted = response.request().postData() ?? "";
      return response.url().endsWith("/uploads") && posted.includes(`intent=${intent}`) && posted.includes("profile-videos");
    };
    const completed = page.waitForResponse(videoCall("complete"));
    await page.getByLabel("Profile video").setInputFiles(video("first-take.mp4"));
    const first = (await (await completed).json()) as { url: string };
    expect((await page.request.get(first.url)).status()).toBe(200);
    const discarded = page.waitForResponse(videoCall("discard"));
    await page.getByLabel("Profile video").setInputFiles(video("hello.mp4"));
    expect((await discarded).status()).toBe(200);
    expect((await page.request.get(first.url)).status()).toBe(404);
  } else {
    await page.getByLabel("Profile video").setInputFiles(video("hello.mp4"));
  }
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully.")).toBeVisible({ timeout: 20_000 });
  // Still not a host: the saved links are back behind the closed disclosure.
  await expect(page.getByLabel("Website")).toBeHidden();
  await expect(page.getByLabel("Website")).toHaveValue("https://ada-pilates.example.com");

  // The stored photo is a square the server made.
  const src = await page.getByRole("img", { name: "Your current photo" }).getAttribute("src");
  const stored = await page.request.get(src!);
  const meta = await sharp(await stored.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 600, 600]);

  // The public host profile shows the bio, the links, the photo and the video.
  await page.getByRole("link", { name: "View my public profile" }).click();
  await expect(page).toHaveURL(/\/host-profile\/\d+\/ada-pilates$/);
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.locator('a[href="https://www.instagram.com/adapilates"]').first()).toBeVisible();
  await expect(page.locator(`img[src="${src}"]`).first()).toBeVisible();
  // The video: in the page without JavaScript, behind a button that opens it in a dialog with.
  const open = page.getByRole("button", { name: "Watch profile video" });
  if (await open.isVisible()) await open.click();
  await expect(page.locator("video")).toHaveCount(1);
  expect(await page.locator("video").getAttribute("src")).toContain("profile-videos/");
});

test("the demo host sees the hosting details up front", async ({ page, context, baseURL }) => {
  await logInAs(context, baseURL!, demo.host);
  await page.goto("/profile");
  await expect(page.getByText("What attendees see on your public host page.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Hosting details" })).toBeVisible();
  await expect(page.locator("summary", { hasText: "Hosting details" })).toHaveCount(0);
  for (const label of ["Short description", "Years of experience", "Website", "Facebook", "Profile video"]) await expect(page.getByLabel(label)).toBeVisible();
});
