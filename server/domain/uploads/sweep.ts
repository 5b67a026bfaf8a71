// Nothing orphaned in storage: once an hour the files no object uses go — released ones (a replaced
// photo or video, a deleted object) and uploads never attached within 24 hours (a form abandoned
// after its file was sent). Each is first marked released in the database (so no form can attach
// it meanwhile), then its object is deleted, then its row: a crash in between leaves a released
// row that the next run finishes, never a row-less object. A batch of released rows is claimed
// (FOR UPDATE SKIP LOCKED) in the transaction that deletes the rows once their objects are gone, so
// two sweeps at once delete different objects; a run that dies lets its claim go with its connection.
// What strangers can write without a row is found by listing the store instead: upload targets
// write only under incoming/, where no row names a key, so everything there goes once no target can
// still be writing it.
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { uploads } from "~server/db/schema";
import { MAX_SIGNED_SECONDS } from "~server/integrations/storage/types";
import type { Services } from "~server/services";
import { UPLOAD_STATUS } from "./attach";
import { INCOMING_FOLDER } from "./uploads";

type SweepServices = Pick<Services, "db" | "storage" | "now">;

/** An upload not attached this long after it started is abandoned. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** The browser gives a direct upload this long (spec 001 §7: "Upload time-out is 3,600,000 ms"). */
export const UPLOAD_TIME_OUT_MS = 3_600_000;

/**
 * A listed object with no row is kept this long after it was written: its target may be posted to
 * until it expires, and a long upload may carry the time it started (S3's Last-Modified), so an
 * upload in progress, or one whose complete call is on its way, is never removed.
 */
export const ORPHAN_GRACE_MS = MAX_SIGNED_SECONDS * 1000 + UPLOAD_TIME_OUT_MS;

/** The folders the sweep lists: those a signed target can write to. */
const LISTED_FOLDERS = [INCOMING_FOLDER] as const;

const BATCH = 200;

/** Marks uploads never attached since `cutoff` as released (pending, checking or uploaded ones). */
async function releaseAbandoned(db: Executor, cutoff: Date, now: Date): Promise<void> {
  await db
    .update(uploads)
    .set({ status: UPLOAD_STATUS.released, releasedAt: now })
    .where(and(inArray(uploads.status, [UPLOAD_STATUS.pending, UPLOAD_STATUS.checking, UPLOAD_STATUS.uploaded]), lt(uploads.createdAt, cutoff)));
}

/** Claims the oldest released uploads no other sweep holds, at most `limit`, until the caller's transaction ends. */
async function claimReleased(tx: Executor, limit: number): Promise<{ id: string; key: string }[]> {
  return tx
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(eq(uploads.status, UPLOAD_STATUS.released))
    .orderBy(asc(uploads.releasedAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Deletes claimed released uploads' rows (their objects are already gone). */
async function forgetReleased(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(uploads).where(and(inArray(uploads.id, ids), eq(uploads.status, UPLOAD_STATUS.released)));
}

/** Which of `keys` an upload row names. */
async function keysWithRows(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, [...keys]));
  return new Set(rows.map((row) => row.key));
}

/** Deletes the files and rows of abandoned and released uploads; answers how many went. */
async function sweepReleased(services: SweepServices): Promise<number> {
  const now = services.now();
  await releaseAbandoned(services.db, new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS), now);
  let deleted = 0;
  for (;;) {
    const claimed = await services.db.transaction(async (tx) => {
      const rows = await claimReleased(tx, BATCH);
      for (const row of rows) await services.storage.delete(row.key);
      await forgetReleased(tx, rows.map((row) => row.id));
      return rows.length;
    });
    deleted += claimed;
    if (claimed < BATCH) return deleted;
  }
}

/** Deletes listed objects no row names, once past their grace; answers how many went. */
async function sweepUnrecorded(services: SweepServices): Promise<number> {
  const cutoff = services.now().getTime() - ORPHAN_GRACE_MS;
  let deleted = 0;
  const drop = async (keys: string[]) => {
    const known = await keysWithRows(services.db, keys);
    for (const key of keys) {
      if (known.has(key)) continue;
      await services.storage.delete(key);
      deleted += 1;
    }
  };
  for (const folder of LISTED_FOLDERS) {
    let old: string[] = [];
    for await (const object of services.storage.list(folder)) {
      if (object.lastModified.getTime() >= cutoff) continue;
      old.push(object.key);
      if (old.length === BATCH) {
        await drop(old);
        old = [];
      }
    }
    await drop(old);
  }
  return deleted;
}

/** One run of the sweep: released and abandoned uploads, then objects with no row; answers how many went. */
export async function sweepUploads(services: SweepServices): Promise<number> {
  return (await sweepReleased(services)) + (await sweepUnrecorded(services));
}
