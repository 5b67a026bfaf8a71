// The admin console's content: FAQ and tutorial categories and their entries, the content pages
// and the site settings. Each change writes its audit row in the same transaction. HTML (answers,
// tutorial headings, page bodies) is stored through the site's one sanitiser, and sanitised again
// wherever it is handed out (server/domain/content/).
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Executor } from "~server/db/client";
import { contentPages, faqs, helpCategories, settings, settingsKeys, videoTutorialCategories, videoTutorials } from "~server/db/schema";
import { notFound } from "~server/domain/errors";
import { PAGE_NOT_FOUND } from "~server/domain/content/pages";
import { sanitizeHtml } from "~server/domain/content/html";
import { clearFeedCache } from "~server/integrations/social/feed";
import { auditedAdminAction, type AdminActor } from "./audit";

export const CATEGORY_NOT_FOUND = "Category not found";
export const ENTRY_NOT_FOUND = "Entry not found";

/** The two kinds of help content: the same shape (categories in order, entries in order). */
const kinds = {
  faq: { categories: helpCategories, entries: faqs, categoryType: "faq-category", entryType: "faq", editedKey: settingsKeys.helpCentreEdited },
  tutorial: {
    categories: videoTutorialCategories,
    entries: videoTutorials,
    categoryType: "tutorial-category",
    entryType: "video-tutorial",
    editedKey: settingsKeys.tutorialsEdited,
  },
} as const;

/**
 * Marks the help centre or the tutorials as the administrators' (in the change's transaction): the
 * reference data's upgrades then no longer rewrite them (server/db/reference/index.ts).
 */
async function markEdited(tx: Executor, kind: ContentKind, now: Date): Promise<void> {
  const key = kinds[kind].editedKey;
  await tx.insert(settings).values({ key, value: true, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value: true, updatedAt: now } });
}
export type ContentKind = keyof typeof kinds;

export interface CategoryRow {
  id: number;
  name: string;
  sort: number;
}

export interface FaqRow {
  id: number;
  categoryId: number;
  question: string;
  answer: string;
  sort: number;
}

export interface TutorialRow {
  id: number;
  categoryId: number;
  description: string;
  videoUrl: string;
  captionsUrl: string | null;
  sort: number;
}

export async function listCategories(db: Executor, kind: ContentKind): Promise<CategoryRow[]> {
  const table = kinds[kind].categories;
  return db.select({ id: table.id, name: table.name, sort: table.sort }).from(table).orderBy(asc(table.sort), asc(table.id));
}

export function listFaqs(db: Executor): Promise<FaqRow[]> {
  return db
    .select({ id: faqs.id, categoryId: faqs.categoryId, question: faqs.question, answer: faqs.answer, sort: faqs.sort })
    .from(faqs)
    .orderBy(asc(faqs.sort), asc(faqs.id));
}

export function listTutorials(db: Executor): Promise<TutorialRow[]> {
  return db
    .select({
      id: videoTutorials.id,
      categoryId: videoTutorials.categoryId,
      description: videoTutorials.description,
      videoUrl: videoTutorials.videoUrl,
      captionsUrl: videoTutorials.captionsUrl,
      sort: videoTutorials.sort,
    })
    .from(videoTutorials)
    .orderBy(asc(videoTutorials.sort), asc(videoTutorials.id));
}

/** The next place number of a list: after the last one, so a new row goes to the end. */
async function nextSort(tx: Executor, table: typeof helpCategories | typeof videoTutorialCategories | typeof faqs | typeof videoTutorials): Promise<number> {
  const rows = await tx.select({ sort: table.sort }).from(table);
  return rows.reduce((max, row) => Math.max(max, row.sort + 1), 0);
}

async function categoryOf(tx: Executor, kind: ContentKind, id: number): Promise<CategoryRow> {
  const table = kinds[kind].categories;
  const [row] = await tx.select({ id: table.id, name: table.name, sort: table.sort }).from(table).where(eq(table.id, id)).for("update");
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

export function createCategory(db: Db, actor: AdminActor, now: Date, kind: ContentKind, input: { name: string }): Promise<CategoryRow> {
  const { categories: table, categoryType } = kinds[kind];
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, kind, now);
    const [row] = await tx
      .insert(table)
      .values({ name: input.name, sort: await nextSort(tx, table) })
      .returning({ id: table.id, name: table.name, sort: table.sort });
    return { result: row!, audit: { action: `create-${categoryType}`, objectType: categoryType, objectId: row!.id, before: null, after: row } };
  });
}

export function updateCategory(db: Db, actor: AdminActor, now: Date, kind: ContentKind, id: number, input: { name: string }): Promise<CategoryRow> {
  const { categories: table, categoryType } = kinds[kind];
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, kind, now);
    const before = await categoryOf(tx, kind, id);
    const [row] = await tx.update(table).set({ name: input.name }).where(eq(table.id, id)).returning({ id: table.id, name: table.name, sort: table.sort });
    return { result: row!, audit: { action: `update-${categoryType}`, objectType: categoryType, objectId: id, before, after: row } };
  });
}

/** Deletes a category and its entries (the foreign key cascades); the audit keeps what was there. */
export function deleteCategory(db: Db, actor: AdminActor, now: Date, kind: ContentKind, id: number): Promise<void> {
  const { categories: table, entries, categoryType } = kinds[kind];
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, kind, now);
    const before = await categoryOf(tx, kind, id);
    const gone = await tx.select().from(entries).where(eq(entries.categoryId, id));
    await tx.delete(table).where(eq(table.id, id));
    return { result: undefined, audit: { action: `delete-${categoryType}`, objectType: categoryType, objectId: id, before: { ...before, entries: gone }, after: null } };
  });
}

async function faqOf(tx: Executor, id: number): Promise<FaqRow> {
  const [row] = await tx
    .select({ id: faqs.id, categoryId: faqs.categoryId, question: faqs.question, answer: faqs.answer, sort: faqs.sort })
    .from(faqs)
    .where(eq(faqs.id, id))
    .for("update");
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

export interface FaqInput {
  category_id: number;
  question: string;
  answer: string;
}

export function createFaq(db: Db, actor: AdminActor, now: Date, input: FaqInput): Promise<FaqRow> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, "faq", now);
    await categoryOf(tx, "faq", input.category_id);
    const [row] = await tx
      .insert(faqs)
      .values({ categoryId: input.category_id, question: input.question, answer: sanitizeHtml(input.answer), sort: await nextSort(tx, faqs) })
      .returning();
    const after = { id: row!.id, categoryId: row!.categoryId, question: row!.question, answer: row!.answer, sort: row!.sort };
    return { result: after, audit: { action: "create-faq", objectType: "faq", objectId: after.id, before: null, after } };
  });
}

export function updateFaq(db: Db, actor: AdminActor, now: Date, id: number, input: FaqInput): Promise<FaqRow> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, "faq", now);
    const before = await faqOf(tx, id);
    await categoryOf(tx, "faq", input.category_id);
    const [row] = await tx
      .update(faqs)
      .set({ categoryId: input.category_id, question: input.question, answer: sanitizeHtml(input.answer) })
      .where(eq(faqs.id, id))
      .returning();
    const after = { id, categoryId: row!.categoryId, question: row!.question, answer: row!.answer, sort: row!.sort };
    return { result: after, audit: { action: "update-faq", objectType: "faq", objectId: id, before, after } };
  });
}

export function deleteFaq(db: Db, actor: AdminActor, now: Date, id: number): Promise<void> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, "faq", now);
    const before = await faqOf(tx, id);
    await tx.delete(faqs).where(eq(faqs.id, id));
    return { result: undefined, audit: { action: "delete-faq", objectType: "faq", objectId: id, before, after: null } };
  });
}

async function tutorialOf(tx: Executor, id: number): Promise<TutorialRow> {
  const [row] = await tx
    .select({
      id: videoTutorials.id,
      categoryId: videoTutorials.categoryId,
      description: videoTutorials.description,
      videoUrl: videoTutorials.videoUrl,
      captionsUrl: videoTutorials.captionsUrl,
      sort: videoTutorials.sort,
    })
    .from(videoTutorials)
    .where(eq(videoTutorials.id, id))
    .for("update");
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

export interface TutorialInput {
  category_id: number;
  description: string;
  video_url: string;
  captions_url: string | null;
}

const tutorialValues = (input: TutorialInput) => ({
  categoryId: input.category_id,
  description: sanitizeHtml(input.description),
  videoUrl: input.video_url,
  captionsUrl: input.captions_url,
});

export function createTutorial(db: Db, actor: AdminActor, now: Date, input: TutorialInput): Promise<TutorialRow> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, "tutorial", now);
    await categoryOf(tx, "tutorial", input.category_id);
    const [row] = await tx
      .insert(videoTutorials)
      .values({ ...tutorialValues(input), sort: await nextSort(tx, videoTutorials) })
      .returning({ id: videoTutorials.id });
    const after = await tutorialOf(tx, row!.id);
    return { result: after, audit: { action: "create-video-tutorial", objectType: "video-tutorial", objectId: after.id, before: null, after } };
  });
}

export function updateTutorial(db: Db, actor: AdminActor, now: Date, id: number, input: TutorialInput): Promise<TutorialRow> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, "tutorial", now);
    const before = await tutorialOf(tx, id);
    await categoryOf(tx, "tutorial", input.category_id);
    await tx.update(videoTutorials).set(tutorialValues(input)).where(eq(videoTutorials.id, id));
    const after = await tutorialOf(tx, id);
    return { result: after, audit: { action: "update-video-tutorial", objectType: "video-tutorial", objectId: id, before, after } };
  });
}

export function deleteTutorial(db: Db, actor: AdminActor, now: Date, id: number): Promise<void> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, "tutorial", now);
    const before = await tutorialOf(tx, id);
    await tx.delete(videoTutorials).where(eq(videoTutorials.id, id));
    return { result: undefined, audit: { action: "delete-video-tutorial", objectType: "video-tutorial", objectId: id, before, after: null } };
  });
}

export interface OrderInput {
  categories: { id: number; sort: number }[];
  entries: { id: number; sort: number }[];
}

/**
 * Saves a list's order numbers: every id must exist (else nothing changes), and one audit row
 * records the numbers before and after.
 */
export function reorder(db: Db, actor: AdminActor, now: Date, kind: ContentKind, input: OrderInput): Promise<void> {
  const { categories, entries, categoryType, entryType } = kinds[kind];
  return auditedAdminAction(db, actor, now, async (tx) => {
    await markEdited(tx, kind, now);
    const beforeCategories = await sortsOf(tx, categories, input.categories.map((row) => row.id), CATEGORY_NOT_FOUND);
    const beforeEntries = await sortsOf(tx, entries, input.entries.map((row) => row.id), ENTRY_NOT_FOUND);
    for (const row of input.categories) await tx.update(categories).set({ sort: row.sort }).where(eq(categories.id, row.id));
    for (const row of input.entries) await tx.update(entries).set({ sort: row.sort }).where(eq(entries.id, row.id));
    const state = (cats: { id: number; sort: number }[], ents: { id: number; sort: number }[]) => ({ [categoryType]: cats, [entryType]: ents });
    return {
      result: undefined,
      audit: { action: `reorder-${entryType}s`, objectType: entryType, objectId: "order", before: state(beforeCategories, beforeEntries), after: state(input.categories, input.entries) },
    };
  });
}

async function sortsOf(
  tx: Executor,
  table: typeof helpCategories | typeof videoTutorialCategories | typeof faqs | typeof videoTutorials,
  ids: number[],
  missing: string,
): Promise<{ id: number; sort: number }[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: table.id, sort: table.sort }).from(table).where(inArray(table.id, ids)).orderBy(asc(table.id)).for("update");
  if (rows.length !== new Set(ids).size) throw notFound(missing);
  return rows;
}

// Content pages.

export interface AdminContentPage {
  id: number;
  name: string;
  subTitle: string | null;
  /** Stored HTML: already sanitised on save (and the demo's starter text is sanitised as it is handed out). */
  value: string;
  updatedAt: Date;
}

const pageColumns = { id: contentPages.id, name: contentPages.name, subTitle: contentPages.subTitle, value: contentPages.value, updatedAt: contentPages.updatedAt };

export function listContentPages(db: Executor): Promise<AdminContentPage[]> {
  return db.select(pageColumns).from(contentPages).orderBy(asc(contentPages.id));
}

export async function contentPageOf(db: Executor, id: number, lock = false): Promise<AdminContentPage> {
  const query = db.select(pageColumns).from(contentPages).where(eq(contentPages.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return row;
}

export function updateContentPage(
  db: Db,
  actor: AdminActor,
  now: Date,
  id: number,
  input: { name: string; sub_title: string | null; value: string },
): Promise<AdminContentPage> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    const { updatedAt: _at, ...before } = await contentPageOf(tx, id, true);
    await tx.update(contentPages).set({ name: input.name, subTitle: input.sub_title, value: sanitizeHtml(input.value), updatedAt: now }).where(eq(contentPages.id, id));
    const page = await contentPageOf(tx, id);
    const { updatedAt: _now, ...after } = page;
    return { result: page, audit: { action: "update-content-page", objectType: "content-page", objectId: id, before, after } };
  });
}

// Site settings.

export interface SiteSettings {
  root_landing: "content-creator" | "become-host";
  voucher_offer_ends: string | null;
  social_feed_url: string | null;
}

const settingKeyOf: Record<keyof SiteSettings, string> = {
  root_landing: settingsKeys.rootLanding,
  voucher_offer_ends: settingsKeys.voucherOfferEnds,
  social_feed_url: settingsKeys.socialFeedUrl,
};

/** The settings as stored (a missing row is the default: the content-creator landing, no offer, no feed). */
export async function readSiteSettings(db: Executor, lock = false): Promise<SiteSettings> {
  const query = db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, Object.values(settingKeyOf)));
  const rows = lock ? await query.for("update") : await query;
  const value = (name: keyof SiteSettings) => rows.find((row) => row.key === settingKeyOf[name])?.value;
  const text = (name: keyof SiteSettings) => (typeof value(name) === "string" && value(name) !== "" ? (value(name) as string) : null);
  return {
    root_landing: value("root_landing") === "become-host" ? "become-host" : "content-creator",
    voucher_offer_ends: text("voucher_offer_ends"),
    social_feed_url: text("social_feed_url"),
  };
}

/** Saves the settings that changed, one audit row each with its before and after. */
export async function updateSiteSettings(db: Db, actor: AdminActor, now: Date, input: SiteSettings): Promise<SiteSettings> {
  const result = await auditedAdminAction(db, actor, now, async (tx) => {
    const before = await readSiteSettings(tx, true);
    const changed = (Object.keys(settingKeyOf) as (keyof SiteSettings)[]).filter((name) => before[name] !== input[name]);
    for (const name of changed) {
      const key = settingKeyOf[name];
      // "none" is stored as an empty text, which every reader takes as unset (the column is not null).
      const value = input[name] ?? "";
      await tx.insert(settings).values({ key, value, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    }
    return {
      result: { settings: input, feedChanged: changed.includes("social_feed_url") },
      audit: changed.map((name) => ({ action: "change-setting", objectType: "setting", objectId: settingKeyOf[name], before: before[name], after: input[name] })),
    };
  });
  // The feed's cache is keyed by address, but a removed or replaced source must not linger anywhere.
  if (result.feedChanged) clearFeedCache();
  return result.settings;
}
