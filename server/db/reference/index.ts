// Reference data: what the product needs in every deployment, demo or not (packages, static pages,
// help centre, video tutorials, default settings). Applied at each start as versioned upserts, so a
// correction made here reaches databases that already exist. ADR 008 explains the rules:
//   - packages: owned by the code, upserted by id (never deleted: users point at them), until an
//     administrator revises one: its retired version is skipped and the admin's versions are not the code's;
//   - help centre and video tutorials: owned by the code, the tables are made to hold exactly these rows,
//     until an administrator changes them (settingsKeys.helpCentreEdited / tutorialsEdited): then
//     they are the admin's and are left alone;
//   - content pages: inserted when missing, updated only while they still hold what the code last
//     wrote (an admin's edit is kept);
//   - settings: defaults inserted when missing, never overwritten (admins change them).
import { createHash } from "node:crypto";
import { eq, getTableColumns, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Executor } from "../client";
import {
  contentPages,
  faqs,
  helpCategories,
  packages,
  settings,
  settingsKeys,
  videoTutorialCategories,
  videoTutorials,
} from "../schema";
import { CONTENT_PAGES, type ContentPageSeed } from "./content-pages";
import { HELP, TUTORIALS } from "./help";
import { PACKAGES } from "./packages";


/**
 * Bump this whenever anything under server/db/reference changes (tests/unit/reference-data.test.ts
 * fails until you do): databases holding an older version get the new data at their next start.
 */
export const REFERENCE_DATA_VERSION = 5;
/** The fingerprint of the data shipped as REFERENCE_DATA_VERSION (see referenceDataFingerprint). */
export const REFERENCE_DATA_FINGERPRINT = "ec6bafbb5e93a1a3745ae2040f17ae1b9160f7be2c25030167d0f220be0e63af";

/**
 * The advisory lock server/db/client.ts holds while migrating PostgreSQL: taking it here makes the
 * reference data wait for another machine's migrations, and lets one machine at a time apply it.
 */
const MIGRATION_LOCK_KEY = 727274;

/** The settings row that records which version of the reference data the database holds. */
export const REFERENCE_STATE_KEY = "reference_data";

/** Settings a new database starts with; an admin's later choice is never overwritten. */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  [settingsKeys.rootLanding]: "content-creator",
  // The landing pages' £25 voucher offer (002 §1): shown until the end of this day, London time.
  [settingsKeys.voucherOfferEnds]: "2027-09-30",
};

export interface ReferenceState {
  version: number;
  /** Per content page id, the hash of the page as the code last wrote it. */
  contentPages: Record<string, string>;
}

export interface ReferenceResult {
  /** The version the database held before (0: never versioned). */
  from: number;
  to: number;
  applied: boolean;
}

/**
 * Brings the reference data up to REFERENCE_DATA_VERSION when the database holds an older one.
 * Idempotent, and safe when several app machines start at once: one transaction, under the lock.
 * A database already on a newer version (a rolling deploy, an older machine still starting) is left alone.
 */
export async function applyReferenceData(db: Db): Promise<ReferenceResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const state = await readReferenceState(tx);
    const from = state?.version ?? 0;
    if (from >= REFERENCE_DATA_VERSION) return { from, to: from, applied: false };

    await upsertPackages(tx);
    await syncHelpCentre(tx);
    await syncTutorials(tx);
    const pageHashes = await applyContentPages(tx, state);
    await tx
      .insert(settings)
      .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();

    const next: ReferenceState = { version: REFERENCE_DATA_VERSION, contentPages: pageHashes };
    await tx
      .insert(settings)
      .values({ key: REFERENCE_STATE_KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: sql`now()` } });
    return { from, to: REFERENCE_DATA_VERSION, applied: true };
  });
}

export async function readReferenceState(db: Executor): Promise<ReferenceState | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, REFERENCE_STATE_KEY));
  return row ? (row.value as ReferenceState) : null;
}

/** A hash of every piece of reference data, so that a test notices a change made without a version bump. */
export function referenceDataFingerprint(): string {
  return sha256(JSON.stringify({ PACKAGES, CONTENT_PAGES, HELP, TUTORIALS, DEFAULT_SETTINGS }));
}

/** The hash of a page's editable fields, to tell the code's text from an admin's. */
export function contentPageHash(page: Pick<ContentPageSeed, "name" | "subTitle" | "value" | "imageUrl">): string {
  return sha256(JSON.stringify([page.name, page.subTitle ?? null, page.value, page.imageUrl ?? null]));
}

/**
 * A package an admin has revised is theirs: its retired version is skipped here, and their new
 * versions have ids the code does not know, so a version bump never overwrites what they changed.
 */
async function upsertPackages(tx: Executor) {
  await tx
    .insert(packages)
    .values(PACKAGES)
    .onConflictDoUpdate({
      target: packages.id,
      set: excludedColumns(packages, ["id", "createdAt", "retiredAt", "lineId"]),
      // Qualified: beside `excluded`, a bare column name would be ambiguous.
      where: sql`"packages"."retired_at" is null`,
    });
  await moveSequencePastIds(tx, "packages");
}

/** True once an administrator has changed this content in the console (server/domain/admin/content.ts). */
async function editedByAdmin(tx: Executor, key: string): Promise<boolean> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value === true;
}

async function syncHelpCentre(tx: Executor) {
  if (await editedByAdmin(tx, settingsKeys.helpCentreEdited)) return;
  await tx
    .insert(helpCategories)
    .values(HELP.map(({ id, name, icon }, sort) => ({ id, name, icon, sort })))
    .onConflictDoUpdate({ target: helpCategories.id, set: excludedColumns(helpCategories, ["id"]) });
  const rows = HELP.flatMap((category) =>
    category.faqs.map(([id, question, answer], sort) => ({ id, categoryId: category.id, question, answer, sort })),
  );
  await tx
    .insert(faqs)
    .values(rows)
    .onConflictDoUpdate({ target: faqs.id, set: excludedColumns(faqs, ["id"]) });
  await tx.delete(faqs).where(
    notInArray(
      faqs.id,
      rows.map((r) => r.id),
    ),
  );
  await tx.delete(helpCategories).where(
    notInArray(
      helpCategories.id,
      HELP.map((c) => c.id),
    ),
  );
  await moveSequencePastIds(tx, "help_categories");
  await moveSequencePastIds(tx, "faqs");
}

async function syncTutorials(tx: Executor) {
  if (await editedByAdmin(tx, settingsKeys.tutorialsEdited)) return;
  await tx
    .insert(videoTutorialCategories)
    .values(TUTORIALS.map(({ id, name, icon }, sort) => ({ id, name, icon, sort })))
    .onConflictDoUpdate({ target: videoTutorialCategories.id, set: excludedColumns(videoTutorialCategories, ["id"]) });
  const rows = TUTORIALS.flatMap((category) =>
    category.videos.map(([id, description, videoUrl, captionsUrl], sort) => ({ id, categoryId: category.id, description, videoUrl, captionsUrl, sort })),
  );
  await tx
    .insert(videoTutorials)
    .values(rows)
    .onConflictDoUpdate({ target: videoTutorials.id, set: excludedColumns(videoTutorials, ["id"]) });
  await tx.delete(videoTutorials).where(
    notInArray(
      videoTutorials.id,
      rows.map((r) => r.id),
    ),
  );
  await tx.delete(videoTutorialCategories).where(
    notInArray(
      videoTutorialCategories.id,
      TUTORIALS.map((c) => c.id),
    ),
  );
  await moveSequencePastIds(tx, "video_tutorial_categories");
  await moveSequencePastIds(tx, "video_tutorials");
}

/**
 * Inserts missing pages; rewrites a page only while it holds what the code last wrote. A database
 * that was never versioned predates any page editor, so its pages are the code's and are rewritten.
 * Returns the hashes to record.
 */
async function applyContentPages(tx: Executor, state: ReferenceState | null): Promise<Record<string, string>> {
  const hashes: Record<string, string> = { ...state?.contentPages };
  const existing = await tx
    .select()
    .from(contentPages)
    .where(
      inArray(
        contentPages.id,
        CONTENT_PAGES.map((p) => p.id),
      ),
    );
  const byId = new Map(existing.map((row) => [row.id, row]));
  for (const page of CONTENT_PAGES) {
    const current = byId.get(page.id);
    const ours = contentPageHash(page);
    if (!current) {
      await tx.insert(contentPages).values(page);
    } else {
      const untouched = !state || state.contentPages[String(page.id)] === contentPageHash(current);
      if (!untouched) continue; // An admin's edit: keep it, and keep the old hash so it stays theirs.
      if (contentPageHash(current) !== ours) {
        const { id: _id, ...fields } = page;
        await tx
          .update(contentPages)
          .set({ subTitle: null, imageUrl: null, ...fields, updatedAt: sql`now()` })
          .where(eq(contentPages.id, page.id));
      }
    }
    hashes[String(page.id)] = ours;
  }
  return hashes;
}

/** `excluded.<column>` for every column but the given ones: "update with the row we tried to insert". */
function excludedColumns<T extends PgTable>(table: T, except: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!except.includes(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Explicit ids leave a serial sequence behind; move it past them so the next insert gets a free id. */
async function moveSequencePastIds(tx: Executor, table: string) {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
  );
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
