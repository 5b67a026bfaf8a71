// The admin console's content calls: FAQ and tutorial categories and entries, their order, the
// content pages (HTML sanitised on save with the site's one sanitiser, and on render) and the site
// settings; good and bad input, nothing changed on a refusal, each change audited with it.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminContentCategoryData, AdminContentPageData, AdminFaqData, AdminFaqsData, AdminSettingsData, AdminTutorialData, AdminTutorialsData, ContentPageData, HelpCategoryData, VideoTutorialCategoryData } from "~server/api/contract";
import { adminAuditLog, contentPages, faqs, helpCategories, settings, settingsKeys, videoTutorials } from "~server/db/schema";
import { applyReferenceData, REFERENCE_STATE_KEY } from "~server/db/reference";
import { rootLanding, socialFeedUrl, voucherOfferEnds } from "~server/domain/site/settings";
import { useTestApi } from "~tests/support/api";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();
let admin = "";

beforeAll(async () => {
  admin = await loginAs(t, await createUser(t, { role: "admin" }));
});

const auditRows = (objectType: string, objectId: string | number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.objectType, objectType), eq(adminAuditLog.objectId, String(objectId))));

describe("FAQs", () => {
  it("adds a category and a question, shows them on the help centre, and audits each with its state", async () => {
    const category = await t.call<AdminContentCategoryData>("POST", "admin/faq-categories/create", { token: admin, body: { name: "Payments" } });
    expect(category).toMatchObject({ status: 200, data: { name: "Payments" } });
    const categoryId = category.data!.id;
    const faq = await t.call<AdminFaqData>("POST", "admin/faqs/create", {
      token: admin,
      body: { category_id: String(categoryId), question: "How do refunds work?", answer: '<p onclick="x()">Within <strong>5 days</strong></p><script>alert(1)</script>' },
    });
    expect(faq).toMatchObject({ status: 200, data: { category_id: categoryId, question: "How do refunds work?" } });
    // Sanitised on save: the stored answer has neither the script nor the handler.
    const [stored] = await t.db.select().from(faqs).where(eq(faqs.id, faq.data!.id));
    expect(stored!.answer).toBe("<p>Within <strong>5 days</strong></p>");

    const help = await t.call<HelpCategoryData[]>("GET", "faq");
    const shown = help.data!.find((entry) => entry.id === categoryId);
    expect(shown?.faqs).toEqual([expect.objectContaining({ question: "How do refunds work?", answer: "<p>Within <strong>5 days</strong></p>" })]);

    expect(await auditRows("faq-category", categoryId)).toEqual([expect.objectContaining({ action: "create-faq-category", before: null, after: expect.objectContaining({ name: "Payments" }) })]);
    expect(await auditRows("faq", faq.data!.id)).toEqual([
      expect.objectContaining({ action: "create-faq", before: null, after: expect.objectContaining({ answer: "<p>Within <strong>5 days</strong></p>" }) }),
    ]);
  });

  it("keeps the administrators' help centre when the reference data is applied again", async () => {
    const category = (await t.call<AdminContentCategoryData>("POST", "admin/faq-categories/create", { token: admin, body: { name: "Kept by the admin" } })).data!;
    // No version in the database: the next start applies the reference data, which would otherwise
    // make the help centre hold exactly the code's categories.
    await t.db.delete(settings).where(eq(settings.key, REFERENCE_STATE_KEY));
    expect(await applyReferenceData(t.db)).toMatchObject({ applied: true });
    expect(await t.db.select().from(helpCategories).where(eq(helpCategories.id, category.id))).toHaveLength(1);
  });

  it("edits, reorders and deletes, each audited with before and after", async () => {
    const a = (await t.call<AdminContentCategoryData>("POST", "admin/faq-categories/create", { token: admin, body: { name: "A" } })).data!;
    const b = (await t.call<AdminContentCategoryData>("POST", "admin/faq-categories/create", { token: admin, body: { name: "B" } })).data!;
    const q = (await t.call<AdminFaqData>("POST", "admin/faqs/create", { token: admin, body: { category_id: a.id, question: "Q?", answer: "A." } })).data!;

    expect(await t.call("POST", "admin/faq-categories/update", { token: admin, body: { id: a.id, name: "A renamed" } })).toMatchObject({ status: 200, data: { name: "A renamed" } });
    expect(await t.call("POST", "admin/faqs/update", { token: admin, body: { id: q.id, category_id: b.id, question: "Q2?", answer: "B." } })).toMatchObject({
      status: 200,
      data: { category_id: b.id, question: "Q2?" },
    });
    const order = await t.call("POST", "admin/faqs/order", { token: admin, body: { categories: [{ id: a.id, sort: "7" }, { id: b.id, sort: "3" }], entries: [{ id: q.id, sort: 4 }] } });
    expect(order).toMatchObject({ status: 200 });
    const listed = (await t.call<AdminFaqsData>("GET", "admin/faqs", { token: admin })).data!;
    const ids = listed.categories.map((row) => row.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(listed.faqs.find((row) => row.id === q.id)).toMatchObject({ sort: 4, category_id: b.id });
    const [reorderRow] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "reorder-faqs"));
    expect(reorderRow).toMatchObject({ before: { "faq-category": expect.any(Array), faq: [{ id: q.id, sort: q.sort }] }, after: { faq: [{ id: q.id, sort: 4 }] } });

    expect(await t.call("POST", "admin/faqs/delete", { token: admin, body: { id: q.id } })).toMatchObject({ status: 200 });
    expect(await t.db.select().from(faqs).where(eq(faqs.id, q.id))).toEqual([]);
    expect((await auditRows("faq", q.id)).map((row) => row.action).sort()).toEqual(["create-faq", "delete-faq", "update-faq"]);
    const [updated] = (await auditRows("faq", q.id)).filter((row) => row.action === "update-faq");
    expect(updated).toMatchObject({ before: expect.objectContaining({ question: "Q?" }), after: expect.objectContaining({ question: "Q2?" }) });

    expect(await t.call("POST", "admin/faq-categories/delete", { token: admin, body: { id: a.id } })).toMatchObject({ status: 200 });
    expect(await t.db.select().from(helpCategories).where(eq(helpCategories.id, a.id))).toEqual([]);
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const before = await t.db.select().from(faqs);
    const auditBefore = await t.db.select().from(adminAuditLog);
    const empty = await t.call("POST", "admin/faqs/create", { token: admin, body: { category_id: "x", question: "", answer: "" } });
    expect(empty.status).toBe(422);
    expect(empty.errors).toMatchObject({ category_id: ["Choose a category."], question: [expect.stringMatching(/question/)], answer: [expect.stringMatching(/answer/)] });
    expect(await t.call("POST", "admin/faqs/create", { token: admin, body: { category_id: 999999, question: "Q?", answer: "A" } })).toMatchObject({ status: 404, message: "Category not found" });
    expect(await t.call("POST", "admin/faqs/update", { token: admin, body: { id: 999999, category_id: 1, question: "Q?", answer: "A" } })).toMatchObject({ status: 404 });
    expect(await t.call("POST", "admin/faqs/delete", { token: admin, body: { id: "abc" } })).toMatchObject({ status: 422, errors: { id: ["Choose a row to change."] } });
    expect(await t.call("POST", "admin/faq-categories/create", { token: admin, body: { name: "x".repeat(101) } })).toMatchObject({ status: 422 });
    // One unknown id refuses the whole order.
    const order = await t.call("POST", "admin/faqs/order", { token: admin, body: { entries: [{ id: 999999, sort: 1 }] } });
    expect(order).toMatchObject({ status: 404 });
    expect(await t.call("POST", "admin/faqs/order", { token: admin, body: { entries: [{ id: 1, sort: "-1" }] } })).toMatchObject({ status: 422 });
    expect(await t.db.select().from(faqs)).toEqual(before);
    expect(await t.db.select().from(adminAuditLog)).toHaveLength(auditBefore.length);
  });

  it("answers anyone but an administrator as an unknown path", async () => {
    const user = await loginAs(t, await createUser(t));
    expect(await t.call("GET", "admin/faqs", { token: user })).toMatchObject({ status: 404, message: "Not found" });
    expect(await t.call("POST", "admin/faq-categories/create", { token: user, body: { name: "X" } })).toMatchObject({ status: 404, message: "Not found" });
    expect(await t.call("POST", "admin/settings", { body: { root_landing: "become-host" } })).toMatchObject({ status: 404 });
  });
});

describe("video tutorials", () => {
  it("adds, edits and deletes a tutorial shown on /video-tutorial, with safe media addresses only", async () => {
    const category = (await t.call<AdminContentCategoryData>("POST", "admin/tutorial-categories/create", { token: admin, body: { name: "Getting started" } })).data!;
    const bad = await t.call("POST", "admin/tutorials/create", { token: admin, body: { category_id: category.id, description: "Hi", video_url: "javascript:alert(1)", captions_url: "data:x" } });
    expect(bad).toMatchObject({ status: 422, errors: { video_url: [expect.stringMatching(/https/)], captions_url: [expect.stringMatching(/https/)] } });
    const made = await t.call<AdminTutorialData>("POST", "admin/tutorials/create", {
      token: admin,
      body: { category_id: category.id, description: "<strong>Intro</strong><img src=x onerror=alert(1)>", video_url: "https://cdn.example.com/intro.mp4" },
    });
    expect(made).toMatchObject({ status: 200, data: { description: '<strong>Intro</strong><img src="x" />', captions_url: null } });
    const edited = await t.call<AdminTutorialData>("POST", "admin/tutorials/update", {
      token: admin,
      body: { id: made.data!.id, category_id: category.id, description: "Intro 2", video_url: "/tutorials/intro.mp4", captions_url: "/tutorials/intro.vtt" },
    });
    expect(edited).toMatchObject({ status: 200, data: { description: "Intro 2", captions_url: "/tutorials/intro.vtt" } });
    const page = await t.call<VideoTutorialCategoryData[]>("GET", "video-tutorial");
    expect(page.data!.find((row) => row.id === category.id)?.videoTutorials).toEqual([expect.objectContaining({ description: "Intro 2", video_url: "/tutorials/intro.mp4", captions_url: "/tutorials/intro.vtt" })]);
    expect((await t.call<AdminTutorialsData>("GET", "admin/tutorials", { token: admin })).data!.tutorials.map((row) => row.id)).toContain(made.data!.id);

    expect(await t.call("POST", "admin/tutorials/delete", { token: admin, body: { id: made.data!.id } })).toMatchObject({ status: 200 });
    expect(await t.db.select().from(videoTutorials).where(eq(videoTutorials.id, made.data!.id))).toEqual([]);
    expect((await auditRows("video-tutorial", made.data!.id)).map((row) => row.action).sort()).toEqual(["create-video-tutorial", "delete-video-tutorial", "update-video-tutorial"]);
    expect(await t.call("POST", "admin/tutorial-categories/delete", { token: admin, body: { id: category.id } })).toMatchObject({ status: 200 });
    expect(await t.call("POST", "admin/tutorial-categories/delete", { token: admin, body: { id: category.id } })).toMatchObject({ status: 404, message: "Category not found" });
  });
});

describe("content pages", () => {
  it("stores a hostile body sanitised, renders it sanitised, and audits the change", async () => {
    await t.db
      .insert(contentPages)
      .values({ id: 8, name: "Consumer terms", value: "<p>Old text</p>" })
      .onConflictDoUpdate({ target: contentPages.id, set: { name: "Consumer terms", value: "<p>Old text</p>" } });
    const hostile = [
      "<p>Hello <strong>world</strong></p>",
      "<script>alert(1)</script>",
      '<p onmouseover="alert(2)">Hover</p>',
      '<a href="javascript:alert(3)">Click</a>',
      '<a href="https://example.com" target="_blank">Out</a>',
      '<svg onload="alert(4)"><circle r="1"/></svg>',
      '<img src="https://example.com/a.png" onerror="alert(5)">',
    ].join("");
    const saved = await t.call<AdminContentPageData>("POST", "admin/pages/update", { token: admin, body: { id: 8, name: "New terms", sub_title: "", value: hostile } });
    expect(saved).toMatchObject({ status: 200, data: { name: "New terms", sub_title: null } });
    const expected =
      '<p>Hello <strong>world</strong></p><p>Hover</p><a>Click</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a><img src="https://example.com/a.png" />';
    const [stored] = await t.db.select().from(contentPages).where(eq(contentPages.id, 8));
    expect(stored!.value).toBe(expected);
    const rendered = await t.call<ContentPageData>("GET", "pages/8");
    expect(rendered.data).toMatchObject({ name: "New terms", value: expected });
    expect(await auditRows("content-page", 8)).toEqual([
      expect.objectContaining({
        action: "update-content-page",
        before: expect.objectContaining({ name: "Consumer terms", value: "<p>Old text</p>" }),
        after: expect.objectContaining({ name: "New terms", value: expected }),
      }),
    ]);
  });

  it("refuses an empty title or body and an unknown page, changing nothing", async () => {
    const [before] = await t.db.select().from(contentPages).where(eq(contentPages.id, 8));
    const empty = await t.call("POST", "admin/pages/update", { token: admin, body: { id: 8, name: " ", value: "" } });
    expect(empty).toMatchObject({ status: 422, errors: { name: [expect.any(String)], value: [expect.any(String)] } });
    expect(await t.call("POST", "admin/pages/update", { token: admin, body: { id: 999, name: "X", value: "Y" } })).toMatchObject({ status: 404, message: "Page not found" });
    expect(await t.call("GET", "admin/pages/0", { token: admin })).toMatchObject({ status: 404 });
    expect(await t.call("GET", "admin/pages/8x", { token: admin })).toMatchObject({ status: 404, message: "Page not found" });
    // Leading zeros name the same page, as every id (shared/ids.ts).
    expect(await t.call<AdminContentPageData>("GET", "admin/pages/008", { token: admin })).toMatchObject({ status: 200, data: { id: 8 } });
    const [after] = await t.db.select().from(contentPages).where(eq(contentPages.id, 8));
    expect(after).toEqual(before);
    expect((await t.call<AdminContentPageData[]>("GET", "admin/pages", { token: admin })).data!.map((page) => page.id)).toContain(8);
  });
});

describe("site settings", () => {
  it("saves each setting, audits only those that changed with before and after, and the pages read them", async () => {
    await t.db.delete(settings);
    expect((await t.call<AdminSettingsData>("GET", "admin/settings", { token: admin })).data).toEqual({ root_landing: "content-creator", voucher_offer_ends: null, social_feed_url: null });
    t.setNow(new Date("2026-06-01T12:00:00Z"));
    try {
      const saved = await t.call<AdminSettingsData>("POST", "admin/settings", {
        token: admin,
        body: { root_landing: "become-host", voucher_offer_ends: "2026-06-30", social_feed_url: "https://feed.example.com/photos" },
      });
      expect(saved).toMatchObject({ status: 200, data: { root_landing: "become-host", voucher_offer_ends: "2026-06-30", social_feed_url: "https://feed.example.com/photos" } });
      expect(await rootLanding(t.db)).toBe("become-host");
      expect(await voucherOfferEnds(t.db, new Date("2026-06-01T12:00:00Z"))).toBe("2026-06-30");
      expect(await socialFeedUrl(t.db)).toBe("https://feed.example.com/photos");
      expect(await auditRows("setting", settingsKeys.rootLanding)).toEqual([expect.objectContaining({ action: "change-setting", before: "content-creator", after: "become-host" })]);

      // Only the offer changes: one more row, for it alone; "none" is read as none.
      await t.call("POST", "admin/settings", { token: admin, body: { root_landing: "become-host", voucher_offer_ends: "", social_feed_url: "https://feed.example.com/photos" } });
      expect(await voucherOfferEnds(t.db, new Date("2026-06-01T12:00:00Z"))).toBeNull();
      expect(await auditRows("setting", settingsKeys.voucherOfferEnds)).toHaveLength(2);
      expect(await auditRows("setting", settingsKeys.rootLanding)).toHaveLength(1);
      const [last] = (await auditRows("setting", settingsKeys.voucherOfferEnds)).filter((row) => row.after === null);
      expect(last).toMatchObject({ before: "2026-06-30" });
    } finally {
      t.setNow(null);
    }
  });

  it("refuses a bad landing, date or address with a clear message and changes nothing", async () => {
    const before = await t.db.select().from(settings);
    const bad = await t.call("POST", "admin/settings", {
      token: admin,
      body: { root_landing: "home", voucher_offer_ends: "2026-02-30", social_feed_url: "http://feed.example.com" },
    });
    expect(bad).toMatchObject({
      status: 422,
      errors: {
        root_landing: ["Choose the landing page for /."],
        voucher_offer_ends: ["Write the offer's last day as YYYY-MM-DD, or leave it empty for no offer."],
        social_feed_url: [expect.stringMatching(/https:\/\//)],
      },
    });
    for (const url of ["javascript:alert(1)", "https://user:pw@feed.example.com", "https://", "https://a b"]) {
      expect(await t.call("POST", "admin/settings", { token: admin, body: { root_landing: "become-host", social_feed_url: url } })).toMatchObject({ status: 422 });
    }
    expect(await t.db.select().from(settings)).toEqual(before);
  });
});
