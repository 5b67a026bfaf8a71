// GET site-settings: which landing "/" shows, and the voucher offer's last day, which
// is answered only while the offer runs (through that whole day, London time).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SiteSettingsData } from "~server/api/contract";
import { settings, settingsKeys } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { offerDay } from "~/lib/landing-pages";

const t = useTestApi({ packages: false });

async function set(key: string, value: unknown) {
  await t.db.delete(settings).where(eq(settings.key, key));
  if (value !== undefined) await t.db.insert(settings).values({ key, value });
}
const read = async () => (await t.call<SiteSettingsData>("GET", "site-settings", { token: null })).data;

describe("GET site-settings", () => {
  it("answers the become-host landing only when the setting says so", async () => {
    await set(settingsKeys.rootLanding, "become-host");
    expect((await read())?.root_landing).toBe("become-host");
    await set(settingsKeys.rootLanding, "something-else");
    expect((await read())?.root_landing).toBe("content-creator");
  });

  it("answers the voucher offer's last day until that day ends in London, then null", async () => {
    await set(settingsKeys.voucherOfferEnds, "2027-09-30");
    t.setNow(new Date("2027-09-30T22:59:59Z")); // 23:59:59 BST on the last day
    expect((await read())?.voucher_offer_ends).toBe("2027-09-30");
    t.setNow(new Date("2027-09-30T23:00:00Z")); // midnight in London: 1 October
    expect((await read())?.voucher_offer_ends).toBeNull();
  });

  it("answers null when no offer is set or the setting is not a date", async () => {
    t.setNow(new Date("2026-11-22T12:00:00Z"));
    await set(settingsKeys.voucherOfferEnds, undefined);
    expect((await read())?.voucher_offer_ends).toBeNull();
    await set(settingsKeys.voucherOfferEnds, "next September");
    expect((await read())?.voucher_offer_ends).toBeNull();
  });
});

describe("offerDay", () => {
  it.each([
    ["2027-09-30", "30th September"],
    ["2027-09-01", "1st September"],
    ["2027-09-02", "2nd September"],
    ["2027-09-03", "3rd September"],
    ["2027-09-11", "11th September"],
    ["2027-09-12", "12th September"],
    ["2027-09-13", "13th September"],
    ["2027-09-21", "21st September"],
    ["2027-12-22", "22nd December"],
  ])("%s is %s", (date, text) => expect(offerDay(date)).toBe(text));
});
