// My Profile (001 §2.4, §5, §7): GET profile and POST profile with good and bad input:
// every rule's message, a photo made into a square and an avatar without metadata (the crop chosen,
// or the centre square), the previous photo deleted, another user's upload refused, the video
// replaced (the old one released to the sweep) and the public host profile showing it all.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import type { HostProfileData, ProfileData } from "~server/api/contract";
import { uploads, users } from "~server/db/schema";
import type { AppLoadContext } from "@remix-run/node";
import { useTestApi } from "~tests/support/api";
import { createUpload } from "~tests/support/factories";
import { sessionCookieOf, useAppServices } from "~tests/support/web-app";
import { profileForm } from "./gates/access-table";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

// The /profile page's action runs for real below, reaching the API in-process on this file's database.
useAppServices(t);

async function person() {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user) };
}

const save = (token: string, body: Record<string, unknown>) => t.call<ProfileData>("POST", "profile", { token, body });

/** A landscape JPEG, left half red and right half blue, carrying EXIF (a copyright line standing in for GPS). */
async function landscapePhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#ff0000" } }).png().toBuffer();
  const blue = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#0000ff" } }).png().toBuffer();
  return sharp({ create: { width: 800, height: 400, channels: 3, background: "#ffffff" } })
    .composite([{ input: red, left: 0, top: 0 }, { input: blue, left: 400, top: 0 }])
    .withExif({ IFD0: { Copyright: "Secret location 51.5N 0.1W" } })
    .jpeg()
    .toBuffer();
}

/** An uploaded photo of the user's, stored as the upload flow would leave it. */
async function uploadedPhoto(userId: number, bytes: Buffer): Promise<string> {
  const key = await createUpload(t.db, { userId, purpose: "profile-photo" });
  await t.storage.putStream(key, [bytes], { contentType: "image/jpeg", maxBytes: bytes.length });
  return key;
}

async function storedImage(url: string | null) {
  const key = /(profile-photos\/[0-9a-f-]+\.jpg)/.exec(url!)![1]!;
  const info = await t.storage.head(key);
  const bytes = await t.storage.readRange(key, 0, info!.size - 1);
  return { key, bytes: Buffer.from(bytes), meta: await sharp(bytes).metadata() };
}

async function centreColour(bytes: Buffer) {
  const { data } = await sharp(bytes).extract({ left: 290, top: 290, width: 20, height: 20 }).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0]!, b: data[2]! };
}

describe("POST profile: the fields", () => {
  it("gives each rule its message and saves nothing", async () => {
    const { user, token } = await person();
    const answer = await save(token, profileForm({
      first_name: "",
      last_name: " ",
      bio: "",
      creator_short_desc: "x".repeat(301),
      user_website: "http://insecure.example.com",
      facebook_link: "https://www.faceboook.com/ada",
      twitter_link: "https://twitter.example.com/ada",
      linked_link: "linkedin.com/in/ada",
      youtube_link: "https://vimeo.com/ada",
      instagram_link: "https://www.instagram.com",
      tiktok_link: "https://www.tiktok.com/@ada with space",
      creator_exp: "ten",
    }));
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      bio: ["About me is required"],
      creator_short_desc: ["Maximum 300 characters"],
      user_website: ["Require valid website url starting with https://"],
      facebook_link: ["Require valid facebook url"],
      twitter_link: ["Require valid twitter url"],
      linked_link: ["Require valid linkedin url"],
      youtube_link: ["Require valid youtube url"],
      instagram_link: ["Require valid instagram url"],
      tiktok_link: ["Require valid tiktok url"],
      creator_exp: ["Years of experience must be a whole number from 0 to 80"],
    });
    expect((await save(token, profileForm({ bio: "b".repeat(301) }))).errors).toEqual({ bio: ["Maximum 300 characters"] });
    const [row] = await t.db.select({ bio: users.bio, first: users.firstName }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ bio: null, first: "Test" });
  });

  it("saves good input, reads it back, and the public host profile shows it; email and date of birth are not changed", async () => {
    const { user, token } = await person();
    const answer = await save(token, profileForm({ email: "changed@example.com", dob: "2001-01-01", twitter_link: "https://twitter.com/ada" }));
    expect([answer.status, answer.message]).toEqual([200, "Profile updated successfully."]);
    const read = await t.call<ProfileData>("GET", "profile", { token });
    expect(read.data).toMatchObject({ first_name: "Ada", last_name: "Host", email: user.email, bio: "Yoga teacher for ten years.", creator_exp: 10, twitter_link: "https://twitter.com/ada", package: { id: 1 } });
    const host = await t.call<{ user: HostProfileData }>("GET", `user-profile/${user.id}`);
    expect(host.data?.user).toMatchObject({ full_name: "Ada Host", bio: "Yoga teacher for ten years.", instagram_link: "https://www.instagram.com/ada", user_website: "https://ada.example.com" });
  });
});

describe("a form without the hosting details (an attendee's My Profile)", () => {
  const hosting = { user_website: "https://ada.example.com", creator_short_desc: "Yoga for busy people", creator_exp: 10, twitter_link: "https://x.com/ada", tiktok_link: "https://www.tiktok.com/@ada" };
  const storedHosting = async (token: string) => {
    const { data } = await t.call<ProfileData>("GET", "profile", { token });
    return { bio: data!.bio, city: data!.city, user_website: data!.user_website, creator_short_desc: data!.creator_short_desc, creator_exp: data!.creator_exp, twitter_link: data!.twitter_link, tiktok_link: data!.tiktok_link };
  };

  it("POST profile keeps every field left out and clears one sent empty or null", async () => {
    const { token } = await person();
    expect((await save(token, profileForm())).status).toBe(200);
    const answer = await save(token, { first_name: "Ada", last_name: "Host", bio: "Now just coming to classes." });
    expect([answer.status, answer.message]).toEqual([200, "Profile updated successfully."]);
    expect(await storedHosting(token)).toEqual({ bio: "Now just coming to classes.", city: "Leeds", ...hosting });

    expect((await save(token, { first_name: "Ada", last_name: "Host", bio: "Bio", user_website: "", creator_exp: null, city: null })).status).toBe(200);
    expect(await storedHosting(token)).toEqual({ bio: "Bio", city: null, ...hosting, user_website: null, creator_exp: null });
  });

  it("the page's action, posted without the hosting fields, saves and keeps them; a field posted empty is cleared", async () => {
    const { user, token } = await person();
    expect((await save(token, profileForm())).status).toBe(200);
    const cookie = await sessionCookieOf(t, user);
    const { action } = await import("~/routes/profile");
    const post = async (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const request = new Request("http://localhost/profile", { method: "POST", headers: { cookie }, body });
      const context = { requestId: "profile-form", clientIp: "203.0.113.41", cspNonce: null } as AppLoadContext;
      return action({ request, params: {}, context });
    };
    const kept = await post({ first_name: "Ada", last_name: "Host", bio: "Coming to classes.", city: "York" });
    expect(kept instanceof Response ? [kept.status, kept.headers.get("location")] : kept).toEqual([302, "/profile"]);
    expect(await storedHosting(token)).toEqual({ bio: "Coming to classes.", city: "York", ...hosting });

    // The same form with the hosting details: an emptied field is a choice to clear it.
    const cleared = await post({ first_name: "Ada", last_name: "Host", bio: "Coming to classes.", city: "York", user_website: "", creator_short_desc: "" });
    expect(cleared instanceof Response ? cleared.status : cleared).toBe(302);
    expect(await storedHosting(token)).toEqual({ bio: "Coming to classes.", city: "York", ...hosting, user_website: null, creator_short_desc: null });
  });
});

describe("one projection of a user's profile", () => {
  it("My Profile and the public host profile show the same fields and photo, and My Profile links to the public one", async () => {
    const { user, token } = await person();
    const photo = await uploadedPhoto(user.id, await landscapePhoto());
    // Accents and an apostrophe: the public slug and My Profile's link to it are made the same way.
    expect((await save(token, profileForm({ first_name: "Zoë", last_name: "O'Brien", pic: photo }))).status).toBe(200);
    const own = (await t.call<ProfileData>("GET", "profile", { token })).data!;
    const { user: host } = (await t.call<{ user: HostProfileData }>("GET", `user-profile/${user.id}`)).data!;
    const shared = ["first_name", "last_name", "pic_url", "bio", "creator_short_desc", "creator_exp", "user_website", "facebook_link", "twitter_link", "linked_link", "youtube_link", "instagram_link", "tiktok_link"] as const;
    for (const field of shared) expect([field, own[field]]).toEqual([field, host[field]]);
    expect(own.pic_url).toMatch(/^\/storage\/files\/profile-photos\//);
    expect(own.profile_path).toBe(`/host-profile/${user.id}/${host.slug}`);
    expect(host.slug).toBe("zoe-obrien");
  });
});

describe("POST profile: the photo", () => {
  it("makes a 600 px square and a 96 px avatar, without metadata: the centre square without a crop, the chosen square with one", async () => {
    const { user, token } = await person();
    const photo = await landscapePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const centre = await save(token, profileForm({ pic: await uploadedPhoto(user.id, photo) }));
    expect(centre.status).toBe(200);
    const square = await storedImage(centre.data!.pic_url);
    expect([square.meta.format, square.meta.width, square.meta.height, square.meta.exif, square.meta.icc]).toEqual(["jpeg", 600, 600, undefined, undefined]);
    expect(square.bytes.includes(Buffer.from("Secret location"))).toBe(false);
    const avatar = await storedImage(centre.data!.avatar_url);
    expect([avatar.meta.width, avatar.meta.height]).toEqual([96, 96]);
    // The centre of an 800×400 photo is where red meets blue; the square's middle is at that seam.
    const seam = await sharp(square.bytes).extract({ left: 0, top: 290, width: 600, height: 20 }).raw().toBuffer();
    expect([seam[0]! > 200 && seam[2]! < 60, seam[seam.length - 1]! > 200]).toEqual([true, true]);

    // A crop of the right-hand half (x 50 %, a square 50 % wide and 100 % high): all blue; the old photo is deleted.
    const cropped = await save(token, profileForm({ pic: await uploadedPhoto(user.id, photo), crop_x: "50", crop_y: "0", crop_width: "50", crop_height: "100" }));
    const blue = await storedImage(cropped.data!.pic_url);
    const colour = await centreColour(blue.bytes);
    expect(colour.b).toBeGreaterThan(200);
    expect(colour.r).toBeLessThan(60);
    expect(await t.storage.head(square.key)).toBeNull();
    expect(await t.storage.head(avatar.key)).toBeNull();
    // The originals are released for the sweep.
    const originals = await t.db.select({ status: uploads.status }).from(uploads).where(eq(uploads.userId, user.id));
    expect(originals.map((row) => row.status)).toEqual(["released", "released"]);
  });

  it("takes the spec's base64 pic_img too, and refuses what is not an image or not the caller's upload", async () => {
    const { user, token } = await person();
    const base64 = await save(token, profileForm({ pic_img: `data:image/jpeg;base64,${(await landscapePhoto()).toString("base64")}` }));
    expect((await storedImage(base64.data!.pic_url)).meta.width).toBe(600);

    const notImage = await save(token, profileForm({ pic_img: Buffer.from("%PDF-1.4 not a photo").toString("base64") }));
    expect([notImage.status, notImage.errors]).toEqual([422, { pic: ["The photo must be a JPEG, PNG or WebP image."] }]);
    const other = await person();
    const theirs = await uploadedPhoto(other.user.id, await landscapePhoto());
    const stolen = await save(token, profileForm({ pic: theirs }));
    expect([stolen.status, stolen.errors]).toEqual([422, { pic: ["This file was not uploaded here, please upload it again."] }]);
    const [row] = await t.db.select({ pic: users.pic }).from(users).where(eq(users.id, user.id));
    expect(base64.data!.pic_url).toContain(row!.pic!);
  });
});

describe("POST profile: the video", () => {
  it("attaches the caller's video, releases the one it replaces, and removes it when emptied", async () => {
    const { user, token } = await person();
    const first = await createUpload(t.db, { userId: user.id, purpose: "profile-video" });
    const second = await createUpload(t.db, { userId: user.id, purpose: "profile-video" });
    expect((await save(token, profileForm({ profile_video: first }))).data?.profile_video).toBe(first);
    expect((await save(token, profileForm({ profile_video: second }))).data?.profile_video).toBe(second);
    const statuses = Object.fromEntries((await t.db.select({ key: uploads.key, status: uploads.status }).from(uploads).where(eq(uploads.userId, user.id))).map((row) => [row.key, row.status]));
    expect(statuses).toEqual({ [first]: "released", [second]: "attached" });
    // Kept when not sent; removed with "".
    expect((await save(token, profileForm())).data?.profile_video).toBe(second);
    expect((await save(token, profileForm({ profile_video: "" }))).data?.profile_video).toBeNull();

    const other = await person();
    const theirs = await createUpload(t.db, { userId: other.user.id, purpose: "profile-video" });
    expect((await save(token, profileForm({ profile_video: theirs }))).errors).toEqual({ profile_video: ["This file was not uploaded here, please upload it again."] });
  });
});

describe("POST uploads/discard: a file chosen but not saved", () => {
  it("deletes the caller's unsaved upload at once, and refuses a saved one or another user's", async () => {
    const { user, token } = await person();
    const unsaved = await uploadedPhoto(user.id, await landscapePhoto());
    expect((await t.call("POST", "uploads/discard", { token, body: { key: unsaved } })).status).toBe(200);
    expect(await t.storage.head(unsaved)).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.key, unsaved))).toEqual([]);

    const video = await createUpload(t.db, { userId: user.id, purpose: "profile-video" });
    await save(token, profileForm({ profile_video: video }));
    const saved = await t.call("POST", "uploads/discard", { token, body: { key: video } });
    expect([saved.status, saved.message]).toEqual([404, "This file was not uploaded here, please upload it again."]);
    const other = await person();
    const theirs = await uploadedPhoto(other.user.id, await landscapePhoto());
    expect((await t.call("POST", "uploads/discard", { token, body: { key: theirs } })).status).toBe(404);
    expect(await t.storage.head(theirs)).not.toBeNull();
  });
});

describe("a stored file name that is no storage key", () => {
  it("reads as no file, with a warning in the log: My Profile and the public host profile answer 200", async () => {
    const { user, token } = await person();
    // The demo once stored such a name; no code of ours writes one.
    await t.db.update(users).set({ profileVideo: "demo/profile-videos/hannah-whitfield.mp4", pic: "photos/not a key.jpg" }).where(eq(users.id, user.id));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const mine = await t.call<ProfileData>("GET", "profile", { token });
      expect(mine).toMatchObject({ status: 200, success: true });
      expect(mine.data).toMatchObject({ profile_video: null, profile_video_url: null, pic_url: null });
      const shown = await t.call<{ user: HostProfileData }>("GET", `user-profile/${user.id}`);
      expect(shown.status).toBe(200);
      expect(shown.data!.user).toMatchObject({ profile_video: null, pic_url: null });
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(
        expect.arrayContaining([expect.stringContaining("demo/profile-videos/hannah-whitfield.mp4"), expect.stringContaining("photos/not a key.jpg")]),
      );
    } finally {
      warn.mockRestore();
    }
  });
});
