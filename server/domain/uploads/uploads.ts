// The life of one upload before a form attaches it: a signed target is issued for a declared file
// (startUpload), the browser sends the file straight to storage, and completeUpload checks what
// arrived; without JavaScript the file comes inside the form post and storeStream does both.
// Every upload is a row from its first moment, so the sweep can delete what is never attached.
// A target never names the upload's own key: it writes under incoming/, and completeUpload moves
// the file to its key before checking it, so a target (alive 15 minutes) can neither replace a
// checked file nor put back one the check refused (docs/decisions/029-upload-targets-once.md).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { uploads } from "~server/db/schema";
import { DomainError, invalid, notFound, unavailable } from "~server/domain/errors";
import { isStorageKey, MAX_SIGNED_SECONDS, ObjectTooLargeError, type ByteSource, type ObjectStorage } from "~server/integrations/storage/types";
import type { Services } from "~server/services";
import { holdCheckedFile, requireUploadAllowed } from "./allowance";
import { releaseUploads, UPLOAD_NOT_YOURS, UPLOAD_STATUS, withCoverSizes } from "./attach";
import { bytesMatchType, contentTypeFromName, extensionFor, SNIFF_BYTES } from "./file-types";
import { UPLOAD_MESSAGES } from "./messages";
import { isUploadPurpose, UPLOAD_RULES, type UploadRule } from "./purposes";

type UploadServices = Pick<Services, "db" | "storage" | "now">;

/** How long a signed upload target is valid. */
export const UPLOAD_TARGET_SECONDS = MAX_SIGNED_SECONDS;

/** Where upload targets write: no row names a key here and nothing serves one (not a public folder). */
export const INCOMING_FOLDER = "incoming";

/** The key an upload's target writes to: the same name, under incoming/. */
export function incomingKey(key: string): string {
  return `${INCOMING_FOLDER}/${key.slice(key.indexOf("/") + 1)}`;
}

export interface StoredUpload {
  key: string;
  url: string;
  contentType: string;
  size: number;
}

const refuse = (field: string, message: string) => invalid(message, { [field]: [message] });

function ruleFor(purpose: string, field: string): UploadRule {
  if (!isUploadPurpose(purpose)) throw refuse(field, UPLOAD_MESSAGES.unknownPurpose);
  return UPLOAD_RULES[purpose];
}

/** The declared type if the purpose takes it; a missing or generic one is read from the name. */
function acceptedType(rule: UploadRule, declared: string, fileName: string, field: string): string {
  const type = declared.split(";")[0]!.trim().toLowerCase();
  if (rule.contentTypes.includes(type)) return type;
  const guessed = type === "" || type === "application/octet-stream" ? contentTypeFromName(fileName) : null;
  if (guessed && rule.contentTypes.includes(guessed)) return guessed;
  throw refuse(field, UPLOAD_MESSAGES.wrongType[rule.kind]);
}

function cleanName(fileName: string): string {
  return fileName.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255);
}

/**
 * Records an upload as pending, once the account may store it (allowance.ts): `bytes` declared (1
 * for a stream, whose size comes with it), and `target` for a direct upload, which counts as open.
 */
async function recordPending(
  services: UploadServices,
  input: { userId: number; rule: UploadRule; contentType: string; fileName: string; bytes: number; field: string; target: boolean },
) {
  const key = `${input.rule.folder}/${randomUUID()}${extensionFor(input.contentType)}`;
  const now = services.now();
  const target = input.target ? { openSince: new Date(now.getTime() - UPLOAD_TARGET_SECONDS * 1000) } : null;
  await services.db.transaction(async (tx) => {
    await requireUploadAllowed(tx, { userId: input.userId, rule: input.rule, bytes: input.bytes, field: input.field, target });
    await tx.insert(uploads).values({
    userId: input.userId,
    key,
    folder: input.rule.folder,
    visibility: input.rule.visibility,
    contentType: input.contentType,
    originalName: cleanName(input.fileName) || null,
      status: UPLOAD_STATUS.pending,
      createdAt: now,
    });
  });
  return key;
}

/**
 * Checks a declared file against its purpose, records it as pending and returns where the browser
 * sends it: a signed POST pinned to the key, the exact type and at most the declared size.
 */
export async function startUpload(
  services: UploadServices,
  input: { userId: number; purpose: string; fileName: string; contentType: string; size: number },
) {
  const rule = ruleFor(input.purpose, "purpose");
  if (!cleanName(input.fileName)) throw refuse("file_name", UPLOAD_MESSAGES.fileNameMissing);
  const contentType = acceptedType(rule, input.contentType, input.fileName, "content_type");
  if (!Number.isSafeInteger(input.size) || input.size <= 0) throw refuse("size", UPLOAD_MESSAGES.empty);
  if (input.size > rule.maxBytes) throw refuse("size", UPLOAD_MESSAGES.tooLarge[rule.kind]);
  const key = await recordPending(services, { userId: input.userId, rule, contentType, fileName: input.fileName, bytes: input.size, field: "size", target: true });
  const target = await services.storage.createUploadTarget({ key: incomingKey(key), contentType, maxBytes: input.size, expiresInSeconds: UPLOAD_TARGET_SECONDS });
  return { key, ...target };
}

/**
 * Forgets a file the caller uploaded but did not save (replaced by another choice, or the page was
 * left): deleted at once rather than by the sweep. Only the caller's own upload that no saved object
 * uses; anything else is refused as not theirs.
 */
export async function discardUpload(services: UploadServices, input: { userId: number; key: string }): Promise<void> {
  const [row] = await services.db.select().from(uploads).where(eq(uploads.key, input.key));
  if (!row || row.userId !== input.userId || (row.status !== UPLOAD_STATUS.pending && row.status !== UPLOAD_STATUS.uploaded)) throw notFound(UPLOAD_NOT_YOURS);
  await discard(services, input.key);
}

/** Forgets an upload that failed its checks: the object (if any) and the row. */
async function discard(services: UploadServices, key: string) {
  await services.storage.delete(key);
  await services.db.delete(uploads).where(eq(uploads.key, key));
}

/**
 * The store failed under an upload (down, timed out) after part of it may have been written: the
 * upload is forgotten, or, when the store cannot even delete, released, so the sweep deletes its
 * object and then its row once the store is back. No row is left pending or half checked. The
 * caller is told to try again.
 */
async function abandonForStore(services: UploadServices, key: string, error: unknown): Promise<DomainError> {
  console.error("The object store failed under an upload; it is released for the sweep", key, error instanceof Error ? error.message : error);
  try {
    await discard(services, key);
  } catch {
    await releaseUploads(services.db, [key], services.now());
  }
  return unavailable(UPLOAD_MESSAGES.failed);
}

/** verifyStored, where a failure of the store itself (not a refusal of the file) abandons the upload. */
async function checkStored(services: UploadServices, userId: number, key: string, rule: UploadRule, contentType: string, field: string): Promise<number> {
  try {
    return await verifyStored(services, userId, key, rule, contentType, field);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw await abandonForStore(services, key, error);
  }
}

/**
 * The checks of a stored file: there, not empty, within the limit, its first bytes are its type, and
 * it fits the account's quota; then the account holds it.
 */
async function verifyStored(services: UploadServices, userId: number, key: string, rule: UploadRule, contentType: string, field: string): Promise<number> {
  const info = await services.storage.head(key);
  if (!info) throw refuse(field, UPLOAD_MESSAGES.notArrived);
  if (info.size === 0) {
    await discard(services, key);
    throw refuse(field, UPLOAD_MESSAGES.empty);
  }
  if (info.size > rule.maxBytes) {
    await discard(services, key);
    throw refuse(field, UPLOAD_MESSAGES.tooLarge[rule.kind]);
  }
  const first = await services.storage.readRange(key, 0, SNIFF_BYTES - 1);
  if (!bytesMatchType(first, contentType)) {
    await discard(services, key);
    throw refuse(field, UPLOAD_MESSAGES.wrongType[rule.kind]);
  }
  try {
    await services.db.transaction((tx) => holdCheckedFile(tx, { userId, key, size: info.size, field }));
  } catch (error) {
    await discard(services, key);
    throw error;
  }
  return info.size;
}

function ruleOfFolder(folder: string): UploadRule | null {
  return Object.values(UPLOAD_RULES).find((rule) => rule.folder === folder) ?? null;
}

/** True for keys in a public folder (photos, previews); everything else needs a signed link. */
export function isPublicKey(key: string): boolean {
  return ruleOfFolder(key.split("/")[0] ?? "")?.visibility === "public";
}

/**
 * A stored file's key as a row holds it, or null: none, or a value that is no storage key (no code
 * of ours writes one; old or hand-made data may hold one). Such a value reads as "no file", with a
 * warning in the log, never as an error: every key becomes a URL through here.
 */
export function storedKey(value: string | null | undefined): string | null {
  if (!value) return null;
  if (isStorageKey(value)) return value;
  console.warn(`A stored file name is not a storage key; it reads as no file: ${JSON.stringify(value).slice(0, 120)}`);
  return null;
}

/**
 * Makes the files among `values` that live in public folders (a cover with all its sizes) readable at
 * their public addresses (ADR 056). Called where what uses them becomes visible to the public: an
 * event or channel approved, a profile saved. Until then a file in a public folder is read only
 * through signed links (ownerUrl), so an upload attached to nothing public is no file for anyone else.
 * Inside the save's transaction, before it commits: a store that fails undoes the save.
 */
export async function publishFiles(storage: Pick<ObjectStorage, "setPublished">, values: readonly (string | null | undefined)[]): Promise<void> {
  const keys = withCoverSizes(values.map(storedKey).filter((key): key is string => key !== null && isPublicKey(key)));
  await Promise.all(keys.map((key) => storage.setPublished(key, true)));
}

/** A public file's URL; null for a private key (a full video is never public), for none, and for a bad stored key. */
export function publicUrl(storage: Pick<ObjectStorage, "publicUrl">, value: string | null | undefined): string | null {
  const key = storedKey(value);
  return key && isPublicKey(key) ? storage.publicUrl(key) : null;
}

/**
 * After the browser's direct upload: the caller's pending upload is moved from its target's key to
 * its own, checked there, and becomes "uploaded". Only the call that turns the row from pending to
 * checking moves the file, so two calls at once cannot move two different files to one key.
 */
export async function completeUpload(services: UploadServices, input: { userId: number; key: string }): Promise<StoredUpload> {
  const [row] = await services.db.select().from(uploads).where(eq(uploads.key, input.key));
  const rule = row ? ruleOfFolder(row.folder) : null;
  if (!row || !rule || row.userId !== input.userId || !row.contentType || row.status === UPLOAD_STATUS.released) {
    throw refuse("key", UPLOAD_NOT_YOURS);
  }
  const stored = async (size: number) => ({ key: row.key, url: (await ownerUrl(services, row.key))!, contentType: row.contentType!, size });
  if (row.status !== UPLOAD_STATUS.pending && row.status !== UPLOAD_STATUS.checking) return stored(row.size ?? 0);
  const [claimed] = await services.db
    .update(uploads)
    .set({ status: UPLOAD_STATUS.checking })
    .where(and(eq(uploads.key, row.key), eq(uploads.status, UPLOAD_STATUS.pending)))
    .returning({ id: uploads.id });
  if (!claimed) throw refuse("key", UPLOAD_MESSAGES.failed);
  const backToPending = () =>
    services.db
      .update(uploads)
      .set({ status: UPLOAD_STATUS.pending })
      .where(and(eq(uploads.key, row.key), eq(uploads.status, UPLOAD_STATUS.checking)));
  let moved: boolean;
  try {
    moved = await services.storage.move(incomingKey(row.key), row.key);
  } catch (error) {
    // The store did not answer: the file is still where its target wrote it (or is again, a copy
    // made before the failure is overwritten by the next move), so the same call can be made later.
    console.error("The object store failed to move an upload; it stays pending", row.key, error instanceof Error ? error.message : error);
    await backToPending();
    throw unavailable(UPLOAD_MESSAGES.failed);
  }
  if (!moved) {
    await backToPending();
    throw refuse("key", UPLOAD_MESSAGES.notArrived);
  }
  return stored(await checkStored(services, input.userId, row.key, rule, row.contentType, "key"));
}

/**
 * A file that came inside a form post (no JavaScript): streamed to storage as it arrives (over the
 * limit it stops there and nothing is kept), then checked like a direct upload.
 */
export async function storeStream(
  services: UploadServices,
  input: { userId: number; purpose: string; fileName: string; contentType: string; stream: ByteSource; field?: string },
): Promise<StoredUpload> {
  const field = input.field ?? "file";
  const rule = ruleFor(input.purpose, field);
  const contentType = acceptedType(rule, input.contentType, input.fileName, field);
  const key = await recordPending(services, { userId: input.userId, rule, contentType, fileName: input.fileName || "upload", bytes: 1, field, target: false });
  try {
    await services.storage.putStream(key, input.stream, { contentType, maxBytes: rule.maxBytes });
  } catch (error) {
    if (!(error instanceof ObjectTooLargeError)) throw await abandonForStore(services, key, error);
    await discard(services, key);
    throw refuse(field, UPLOAD_MESSAGES.tooLarge[rule.kind]);
  }
  const size = await checkStored(services, input.userId, key, rule, contentType, field);
  return { key, url: (await ownerUrl(services, key))!, contentType, size };
}

/**
 * How long a link to a private object (paid content: a full video, a channel document) lives, for
 * everyone who gets one: the viewer's player source and document download, the host's own video on
 * its edit page, the administrator's on the approval page (fileUrl's default, the one place). Each is
 * asked for at the moment of use (the player's app address on each request, the download on each
 * click, the page that shows the player) and used at once, so the link only has to outlive one
 * redirect and the requests that follow it; one held by someone who has just lost access (booking
 * cancelled, subscription ended, channel deactivated and refunded) dies within this time. A minute
 * leaves room for clock skew between the app and the storage and for a slow first byte.
 */
export const ACCESS_LINK_SECONDS = 60;

/**
 * Where a stored file can be fetched: its public address, or a signed link (of ACCESS_LINK_SECONDS,
 * or as given) for a private one; null for none or a bad stored key. Callers decide who may have a
 * private link (host, admins, buyers).
 */
export async function mediaUrl(
  services: { storage: ObjectStorage },
  value: string | null | undefined,
  options: { downloadName?: string; expiresInSeconds?: number } = {},
): Promise<string | null> {
  const key = storedKey(value);
  return key ? fileUrl(services, key, options) : null;
}

/**
 * A signed link to any stored file, public folder or not, for its owner or an administrator to see
 * it before it is published (ADR 056): a form's preview of what was just uploaded, the approval
 * pages. It lives ACCESS_LINK_SECONDS (the page asks for it as it is shown); null for none or a bad
 * stored key. Callers decide who may have one.
 */
export async function ownerUrl(services: { storage: ObjectStorage }, value: string | null | undefined): Promise<string | null> {
  const key = storedKey(value);
  return key ? services.storage.signedGetUrl(key, { expiresInSeconds: ACCESS_LINK_SECONDS }) : null;
}

/**
 * A signed link (ACCESS_LINK_SECONDS) to one of the caller's own uploads, or to any stored file for an
 * administrator: what a form's preview player and the approval page play. Their players ask for it on
 * every request (the app's /media/own), so a seek after the first minute gets a fresh link. Anyone
 * else's file, or an unknown one, is refused as not theirs.
 */
export async function ownFileLink(services: Pick<Services, "db" | "storage" | "now">, user: { id: number; role: string }, key: string): Promise<{ url: string; expiresAt: Date }> {
  if (user.role !== "admin") {
    const [row] = await services.db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.key, key)).limit(1);
    if (!row || row.userId !== user.id) throw notFound(UPLOAD_NOT_YOURS);
  }
  const url = await services.storage.signedGetUrl(key, { expiresInSeconds: ACCESS_LINK_SECONDS });
  return { url, expiresAt: new Date(services.now().getTime() + ACCESS_LINK_SECONDS * 1000) };
}

/** ownerUrl of several stored values at once, by value (a page's image, photos and video). */
export async function ownerUrls(services: { storage: ObjectStorage }, values: readonly (string | null)[]): Promise<Map<string | null, string | null>> {
  return new Map(await Promise.all(values.map(async (value) => [value, await ownerUrl(services, value)] as const)));
}

/** The same as mediaUrl, for a key known to be one (the player's link, a document's download). */
export async function fileUrl(services: { storage: ObjectStorage }, key: string, options: { downloadName?: string; expiresInSeconds?: number } = {}): Promise<string> {
  if (isPublicKey(key)) return services.storage.publicUrl(key);
  return services.storage.signedGetUrl(key, { expiresInSeconds: options.expiresInSeconds ?? ACCESS_LINK_SECONDS, downloadName: options.downloadName });
}
