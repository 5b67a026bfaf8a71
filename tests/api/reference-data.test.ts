// Reference data as versioned upserts: applied once per version, corrections reach an existing
// database, an admin's page edit is kept, a newer database is never downgraded, concurrent starts agree.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "~server/db/client";
import {
  applyReferenceData,
  contentPageHash,
  readReferenceState,
  REFERENCE_DATA_VERSION,
  REFERENCE_STATE_KEY,
  type ReferenceState,
} from "~server/db/reference";
import { CONTENT_PAGES } from "~server/db/reference/content-pages";
import { HELP, TUTORIALS } from "~server/db/reference/help";
import { PACKAGES } from "~server/db/reference/packages";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { contentPages, faqs, helpCategories, packages, settings, users, videoTutorials } from "~server/db/schema";
import { revisePackage } from "~server/domain/admin/packages";
import type { PackageTerms } from "~shared/schemas/admin-catalogue";
import { openTestDatabase } from "~tests/support/database";
import { createUser } from "~tests/support/factories";

let database: Database;
let db: Db;

const faqCount = HELP.reduce((n, c) => n + c.faqs.length, 0);
const tutorialCount = TUTORIALS.reduce((n, c) => n + c.videos.length, 0);

async function rows(table: typeof faqs | typeof helpCategories | typeof videoTutorials | typeof packages) {
  const [row] = await db.select({ n: count() }).from(table);
  return row.n;
}

/** Pretends the database was brought to an older version by an earlier release. */
async function setStoredVersion(state: ReferenceState | null) {
  if (state === null) {
    await db.delete(settings).where(eq(settings.key, REFERENCE_STATE_KEY));
    return;
  }
  await db.update(settings).set({ value: state }).where(eq(settings.key, REFERENCE_STATE_KEY));
}

async function page(id: number) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  return row;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe("applyReferenceData", () => {
  beforeEach(async () => {
    await applyReferenceData(db);
  });

  it("fills a new database and records the version, once", async () => {
    const state = await readReferenceState(db);
    expect(state?.version).toBe(REFERENCE_DATA_VERSION);
    expect(Object.keys(state?.contentPages ?? {}).sort()).toEqual(CONTENT_PAGES.map((p) => String(p.id)).sort());
    expect(await rows(packages)).toBe(PACKAGES.length);
    expect(await rows(helpCategories)).toBe(HELP.length);
    expect(await rows(faqs)).toBe(faqCount);
    expect(await rows(videoTutorials)).toBe(tutorialCount);

    expect(await applyReferenceData(db)).toEqual({ from: REFERENCE_DATA_VERSION, to: REFERENCE_DATA_VERSION, applied: false });
    expect(await rows(faqs)).toBe(faqCount);
  });

  it("brings a corrected package to a database on an older version, by id", async () => {
    const paid = PACKAGES.find((p) => p.id !== FREE_PACKAGE_ID)!;
    const user = await createUser(db, { packageId: paid.id });
    await db.update(packages).set({ pricePence: 1, maxParticipantInEvent: 3, name: "Old name" }).where(eq(packages.id, paid.id));
    const state = (await readReferenceState(db))!;
    await setStoredVersion({ ...state, version: REFERENCE_DATA_VERSION - 1 });

    expect(await applyReferenceData(db)).toEqual({ from: REFERENCE_DATA_VERSION - 1, to: REFERENCE_DATA_VERSION, applied: true });
    const [row] = await db.select().from(packages).where(eq(packages.id, paid.id));
    expect(row).toMatchObject({ name: paid.name, pricePence: paid.pricePence, maxParticipantInEvent: paid.maxParticipantInEvent });
    expect(await rows(packages)).toBe(PACKAGES.length);
    // The user on that package keeps it.
    const [again] = await db.select({ packageId: users.packageId }).from(users).where(eq(users.id, user.id));
    expect(again.packageId).toBe(paid.id);
  });

  it("makes the help centre exactly the code's: corrected answers, no duplicates left", async () => {
    const [first] = HELP[0].faqs;
    await db.update(faqs).set({ answer: "<p>An outdated answer.</p>" }).where(eq(faqs.id, first[0]));
    // Two machines racing on an old release could each insert the help centre once.
    const [duplicate] = await db.insert(helpCategories).values({ name: HELP[0].name, icon: HELP[0].icon }).returning();
    await db.insert(faqs).values({ categoryId: duplicate.id, question: first[1], answer: first[2] });
    await setStoredVersion(null);

    expect((await applyReferenceData(db)).applied).toBe(true);
    const [faq] = await db.select().from(faqs).where(eq(faqs.id, first[0]));
    expect(faq.answer).toBe(first[2]);
    expect(await rows(helpCategories)).toBe(HELP.length);
    expect(await rows(faqs)).toBe(faqCount);
    // A new row after the sync takes a free id (the sequence was moved past the explicit ones).
    const [added] = await db.insert(helpCategories).values({ name: "Scratch" }).returning();
    expect(added.id).toBeGreaterThan(Math.max(...HELP.map((c) => c.id)));
    await db.delete(helpCategories).where(eq(helpCategories.id, added.id));
  });

  it("updates a page the code wrote, and keeps a page an admin edited", async () => {
    const [written, edited] = CONTENT_PAGES;
    // The older release wrote other words on both pages; an admin then rewrote the second one.
    const older = { ...written, value: "<p>What an older release wrote.</p>" };
    await db.update(contentPages).set({ value: older.value }).where(eq(contentPages.id, written.id));
    await db.update(contentPages).set({ value: "<p>The admin's own words.</p>" }).where(eq(contentPages.id, edited.id));
    const state = (await readReferenceState(db))!;
    await setStoredVersion({
      version: REFERENCE_DATA_VERSION - 1,
      contentPages: { ...state.contentPages, [written.id]: contentPageHash(older), [edited.id]: contentPageHash({ ...edited, value: "<p>Older words.</p>" }) },
    });

    expect((await applyReferenceData(db)).applied).toBe(true);
    expect((await page(written.id)).value).toBe(written.value);
    expect((await page(edited.id)).value).toBe("<p>The admin's own words.</p>");
    // Still the admin's at the next version too.
    await setStoredVersion({ ...(await readReferenceState(db))!, version: REFERENCE_DATA_VERSION - 1 });
    await applyReferenceData(db);
    expect((await page(edited.id)).value).toBe("<p>The admin's own words.</p>");

    // A page that went missing comes back.
    await db.delete(contentPages).where(eq(contentPages.id, written.id));
    await setStoredVersion({ ...(await readReferenceState(db))!, version: REFERENCE_DATA_VERSION - 1 });
    await applyReferenceData(db);
    expect((await page(written.id)).value).toBe(written.value);
    await db.update(contentPages).set({ value: edited.value }).where(eq(contentPages.id, edited.id));
  });

  it("rewrites every page of a database that was never versioned (no page editor existed)", async () => {
    const [first] = CONTENT_PAGES;
    await db.update(contentPages).set({ value: "<p>Words from before versioning.</p>" }).where(eq(contentPages.id, first.id));
    await setStoredVersion(null);
    expect(await applyReferenceData(db)).toMatchObject({ from: 0, applied: true });
    expect((await page(first.id)).value).toBe(first.value);
  });

  it("never overwrites a setting an admin changed", async () => {
    await db.update(settings).set({ value: "attendee" }).where(eq(settings.key, "root_landing"));
    await setStoredVersion(null);
    await applyReferenceData(db);
    const [landing] = await db.select().from(settings).where(eq(settings.key, "root_landing"));
    expect(landing.value).toBe("attendee");
    await db.update(settings).set({ value: "content-creator" }).where(eq(settings.key, "root_landing"));
  });

  it("leaves a database on a newer version alone (an older machine during a rolling deploy)", async () => {
    const state = (await readReferenceState(db))!;
    const [paid] = PACKAGES.filter((p) => p.id !== FREE_PACKAGE_ID);
    await db.update(packages).set({ pricePence: 4242 }).where(eq(packages.id, paid.id));
    await setStoredVersion({ ...state, version: REFERENCE_DATA_VERSION + 1 });

    expect(await applyReferenceData(db)).toEqual({ from: REFERENCE_DATA_VERSION + 1, to: REFERENCE_DATA_VERSION + 1, applied: false });
    const [row] = await db.select().from(packages).where(eq(packages.id, paid.id));
    expect(row.pricePence).toBe(4242);
    await setStoredVersion({ ...state, version: REFERENCE_DATA_VERSION - 1 });
  });

  it("is applied once when several starts race (one at a time, under the lock)", async () => {
    await setStoredVersion(null);
    const results = await Promise.all([applyReferenceData(db), applyReferenceData(db), applyReferenceData(db)]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await rows(helpCategories)).toBe(HELP.length);
    expect(await rows(faqs)).toBe(faqCount);
    expect((await readReferenceState(db))?.version).toBe(REFERENCE_DATA_VERSION);
  });

  it("leaves a package an admin revised as the admin left it: the retired version and the new one", async () => {
    const code = PACKAGES.at(-1)!;
    const admin = await createUser(db, { role: "admin" });
    const actor = { id: admin.id, email: admin.email, ip: "203.0.113.1" };
    // The terms hosts bought, from an earlier release: the code has changed them since.
    await db.update(packages).set({ pricePence: 1234, maxParticipantInEvent: 7 }).where(eq(packages.id, code.id));
    const { id: _id, sortOrder: _sort, ...terms } = code;
    const { pkg: revised } = await revisePackage(db, actor, code.id, { ...(terms as PackageTerms), pricePence: code.pricePence! + 500, name: "Professional (admin's)" }, new Date());
    const [retiredBefore] = await db.select().from(packages).where(eq(packages.id, code.id));
    const state = (await readReferenceState(db))!;
    await setStoredVersion({ ...state, version: REFERENCE_DATA_VERSION - 1 });

    expect((await applyReferenceData(db)).applied).toBe(true);
    const [retired] = await db.select().from(packages).where(eq(packages.id, code.id));
    const [current] = await db.select().from(packages).where(eq(packages.id, revised.id));
    expect(retired).toEqual(retiredBefore);
    expect(retired).toMatchObject({ pricePence: 1234, maxParticipantInEvent: 7 });
    expect(retired!.retiredAt).not.toBeNull();
    expect(current).toEqual(revised);
    expect(current).toMatchObject({ name: "Professional (admin's)", pricePence: code.pricePence! + 500, lineId: code.id, retiredAt: null });
  });
});
