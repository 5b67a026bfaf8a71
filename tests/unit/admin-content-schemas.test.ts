// The admin content forms' rules, shared by the API and the console's forms: site settings (the
// landing, a real day or none, an https address or none), media addresses and order numbers.
import { describe, expect, it } from "vitest";
import { isHttpsUrl, orderSchema, siteSettingsSchema, tutorialSchema } from "~shared/schemas/admin-content";

describe("site settings", () => {
  it("reads empty as none and keeps valid values", () => {
    expect(siteSettingsSchema.parse({ root_landing: "become-host", voucher_offer_ends: " ", social_feed_url: "" })).toEqual({
      root_landing: "become-host",
      voucher_offer_ends: null,
      social_feed_url: null,
    });
    expect(siteSettingsSchema.parse({ root_landing: "content-creator", voucher_offer_ends: "2028-02-29", social_feed_url: "https://graph.example.com/me/media?x=1" })).toMatchObject({
      voucher_offer_ends: "2028-02-29",
      social_feed_url: "https://graph.example.com/me/media?x=1",
    });
  });

  it("refuses another landing, a day that does not exist and an address that is not https", () => {
    const result = siteSettingsSchema.safeParse({ root_landing: "home", voucher_offer_ends: "2027-02-29", social_feed_url: "http://feed.example.com" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["root_landing", "voucher_offer_ends", "social_feed_url"]);
    for (const url of ["https://", "https://user:secret@feed.example.com/", "https://a b.example.com", "javascript:alert(1)", `https://${"a".repeat(500)}.com`]) {
      expect(siteSettingsSchema.safeParse({ root_landing: "become-host", social_feed_url: url }).success, url).toBe(false);
    }
    expect(isHttpsUrl("HTTPS://feed.example.com/x")).toBe(true);
  });
});

describe("tutorial media and order numbers", () => {
  it("takes a path of the site or an https address, nothing else", () => {
    const base = { category_id: "1", description: "Intro" };
    expect(tutorialSchema.safeParse({ ...base, video_url: "/tutorials/a.mp4" }).success).toBe(true);
    expect(tutorialSchema.safeParse({ ...base, video_url: "https://cdn.example.com/a.mp4", captions_url: "/tutorials/a.vtt" }).success).toBe(true);
    for (const url of ["//evil.example.com/a.mp4", "javascript:alert(1)", "data:video/mp4,xx", "http://cdn.example.com/a.mp4", "/a b.mp4"]) {
      expect(tutorialSchema.safeParse({ ...base, video_url: url }).success, url).toBe(false);
      expect(tutorialSchema.safeParse({ ...base, video_url: "/ok.mp4", captions_url: url }).success, url).toBe(false);
    }
  });

  it("reads order numbers from 0 to 9999 and refuses the rest", () => {
    expect(orderSchema.parse({ entries: [{ id: "3", sort: "12" }] })).toEqual({ categories: [], entries: [{ id: 3, sort: 12 }] });
    for (const sort of ["-1", "10000", "1.5", "", "x", 1.5]) {
      expect(orderSchema.safeParse({ entries: [{ id: 3, sort }] }).success, String(sort)).toBe(false);
    }
    expect(orderSchema.safeParse({ categories: [{ id: "0", sort: 1 }] }).success).toBe(false);
  });
});
