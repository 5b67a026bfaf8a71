// Nothing orphaned in storage: once an hour the files no object uses go — released ones (a replaced
// photo or video, a deleted object) and uploads never attached within 24 hours (a form abandoned
// after its file was sent). Each is first marked released in the database (so no form can attach
// it meanwhile), then its object is deleted, then its row: a crash in between leaves a released
// row that the next run finishes, never a row-less object.
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import { uploads } from "~server/db/schema";
import { UPLOAD_STATUS } from "~server/domain/uploads/attach";
import type { Services } from "~server/services";
import type { JobDefinition } from "./queue";

/** An upload not attached this long after it started is abandoned. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Deletes the files and rows of abandoned and released uploads; answers how many went. */
export async function sweepUploads(services: Pick<Services, "db" | "storage" | "now">): Promise<number> {
  const cutoff = new Date(services.now().getTime() - UNATTACHED_UPLOAD_TTL_MS);
  const now = services.now();
  await services.db
    .update(uploads)
    .set({ status: UPLOAD_STATUS.released, releasedAt: now })
    .where(and(inArray(uploads.status, [UPLOAD_STATUS.pending, UPLOAD_STATUS.uploaded]), lt(uploads.createdAt, cutoff)));
  let deleted = 0;
  for (;;) {
    const rows = await services.db
      .select({ id: uploads.id, key: uploads.key })
      .from(uploads)
      .where(eq(uploads.status, UPLOAD_STATUS.released))
      .orderBy(asc(uploads.releasedAt))
      .limit(BATCH);
    for (const row of rows) {
      await services.storage.delete(row.key);
      await services.db.delete(uploads).where(and(eq(uploads.id, row.id), eq(uploads.status, UPLOAD_STATUS.released)));
      deleted += 1;
    }
    if (rows.length < BATCH) return deleted;
  }
}

export const uploadSweepJob: JobDefinition = {
  name: "upload-sweep",
  cron: "41 * * * *",
  async run(services) {
    const deleted = await sweepUploads(services);
    if (deleted > 0) console.info(`upload-sweep: deleted ${deleted} unused upload(s).`);
  },
};
