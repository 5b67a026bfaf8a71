// Uploads become part of what a form saves only here: a key is attached when it names a finished
// upload of the same user and purpose, so a forged key (another user's file, a private video put
// where a public photo belongs) is refused. A replaced file is released and the sweep deletes it.
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { uploads } from "~server/db/schema";
import { invalid } from "~server/domain/errors";
import { coverSizes } from "~shared/covers";
import { UPLOAD_RULES, type UploadPurpose } from "./purposes";

/** The keys with every other size of each generated cover among them: a cover's sizes are kept, released and published together. */
export function withCoverSizes(keys: readonly string[]): string[] {
  return [...new Set(keys.flatMap((key) => coverSizes(key)?.map((size) => size.src) ?? [key]))];
}

/** An upload the storage has confirmed (the file is there and its first bytes matched its type). */
export const UPLOAD_STATUS = {
  /** A signed target was issued; nothing is known to be stored yet. */
  pending: "pending",
  /** uploads/complete moved the file out of its target's reach and is checking it (one call at a time). */
  checking: "checking",
  /** Stored and checked; waiting for the form that uses it. */
  uploaded: "uploaded",
  /** In use by a saved object. */
  attached: "attached",
  /** No longer used (replaced or its owner deleted): the sweep deletes the file and the row. */
  released: "released",
} as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

export const UPLOAD_NOT_YOURS = "This file was not uploaded here, please upload it again.";

/**
 * Marks the uploads named by `keys` as attached. Each must be an upload of `userId` for `purpose`
 * that is uploaded or already attached (saving a form again keeps its files). Otherwise nothing is
 * attached and an "invalid" error names `field`.
 */
export async function attachUploads(
  tx: Executor,
  input: { userId: number; purpose: UploadPurpose; keys: readonly string[]; field: string; now: Date },
): Promise<void> {
  const keys = withCoverSizes(input.keys);
  if (keys.length === 0) return;
  const rule = UPLOAD_RULES[input.purpose];
  const rows = await tx
    .select({ key: uploads.key, userId: uploads.userId, folder: uploads.folder, status: uploads.status })
    .from(uploads)
    .where(inArray(uploads.key, keys));
  const usable = new Set(
    rows
      .filter(
        (row) =>
          row.userId === input.userId &&
          row.folder === rule.folder &&
          (row.status === UPLOAD_STATUS.uploaded || row.status === UPLOAD_STATUS.attached),
      )
      .map((row) => row.key),
  );
  if (keys.some((key) => !usable.has(key))) throw invalid(UPLOAD_NOT_YOURS, { [input.field]: [UPLOAD_NOT_YOURS] });
  await tx
    .update(uploads)
    .set({ status: UPLOAD_STATUS.attached, attachedAt: input.now })
    .where(and(inArray(uploads.key, keys), eq(uploads.userId, input.userId)));
}

/** Releases files an object no longer uses (a replaced photo or video); the sweep deletes them. */
export async function releaseUploads(tx: Executor, keys: readonly (string | null | undefined)[], now: Date): Promise<void> {
  const present = withCoverSizes(keys.filter((key): key is string => Boolean(key)));
  if (present.length === 0) return;
  await tx
    .update(uploads)
    .set({ status: UPLOAD_STATUS.released, releasedAt: now })
    .where(inArray(uploads.key, present));
}

/** Attaches the keys kept and releases those dropped, as one save of an object's files. */
export async function replaceUploads(
  tx: Executor,
  input: { userId: number; purpose: UploadPurpose; before: readonly (string | null | undefined)[]; after: readonly string[]; field: string; now: Date },
): Promise<void> {
  await attachUploads(tx, { userId: input.userId, purpose: input.purpose, keys: input.after, field: input.field, now: input.now });
  const kept = new Set(input.after);
  await releaseUploads(
    tx,
    input.before.filter((key) => key && !kept.has(key)),
    input.now,
  );
}
