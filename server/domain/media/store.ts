// The demo seed's drawn pictures go where uploads go: written through the storage adapter under an
// upload purpose's folder, each with an attached upload row owned by the host, so the event form
// keeps them and a replaced one is released and swept like any upload
// (docs/decisions/036-generated-covers.md).
import { randomBytes, randomUUID } from "node:crypto";
import type { Executor } from "~server/db/client";
import { uploads } from "~server/db/schema";
import { UPLOAD_STATUS } from "~server/domain/uploads/attach";
import { AVATAR_SIZE, PHOTO_SIZE } from "~server/domain/profiles/photo";
import { UPLOAD_RULES } from "~server/domain/uploads/purposes";
import { isPublicKey } from "~server/domain/uploads/uploads";
import type { ObjectStorage } from "~server/integrations/storage/types";
import { COVER_WIDTHS, coverUuid } from "~shared/covers";
import { portraitSvg, renderCover, renderSquare, type CoverInput } from "./covers";

/** A speaker's portrait: shown at 64 CSS pixels, drawn for screens of up to 3 device pixels per CSS pixel. */
const SPEAKER_PHOTO_SIZE = 192;

const COVER_FOLDER = UPLOAD_RULES["event-image"].folder;
const SPEAKER_FOLDER = UPLOAD_RULES["speaker-photo"].folder;
const PROFILE_FOLDER = UPLOAD_RULES["profile-photo"].folder;
const WEBP = "image/webp";

/** The first 32 characters of a version-8 UUID shared by a cover's sizes; the last four say the width. */
function coverBase(): string {
  const hex = randomBytes(16).toString("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 28)}`;
}

/** Keys for a cover's sizes, largest first: the first is what an event's images hold. */
export function newCoverKeys(): string[] {
  const base = coverBase();
  return COVER_WIDTHS.map((width) => `${COVER_FOLDER}/${coverUuid(base, width)}.webp`);
}

/** One stored picture and the upload row to record for it. */
export interface StoredPicture {
  key: string;
  size: number;
  userId: number | null;
}

async function put(storage: ObjectStorage, key: string, bytes: Buffer): Promise<number> {
  await storage.putStream(key, [bytes], { contentType: WEBP, maxBytes: bytes.length });
  return bytes.length;
}

/** Renders the cover and stores every size under `keys` (from newCoverKeys). */
export async function storeCover(storage: ObjectStorage, keys: string[], input: CoverInput, userId: number): Promise<StoredPicture[]> {
  const sizes = await renderCover(input);
  return Promise.all(sizes.map(async (size, i) => ({ key: keys[i]!, size: await put(storage, keys[i]!, size.bytes), userId })));
}

/** A key for a speaker's portrait. */
export function newSpeakerKey(): string {
  return `${SPEAKER_FOLDER}/${randomUUID()}.webp`;
}

/** Renders a speaker's portrait and stores it under `key` (from newSpeakerKey). */
export async function storeSpeakerPortrait(storage: ObjectStorage, key: string, name: string, userId: number): Promise<StoredPicture> {
  return { key, size: await put(storage, key, await renderSquare(portraitSvg(name, SPEAKER_PHOTO_SIZE))), userId };
}

/**
 * Renders and stores a host's portrait (the drawing a speaker gets, so a face is the same everywhere)
 * as a profile photo and its avatar (users.pic, users.pic_avatar), in the sizes the server makes from
 * an uploaded photo; like those, they have no upload row.
 */
export async function storeHostAvatar(storage: ObjectStorage, name: string): Promise<{ pic: string; avatar: string }> {
  const keys = { pic: `${PROFILE_FOLDER}/${randomUUID()}.webp`, avatar: `${PROFILE_FOLDER}/${randomUUID()}.webp` };
  const [photo, avatar] = await Promise.all([renderSquare(portraitSvg(name, PHOTO_SIZE)), renderSquare(portraitSvg(name, AVATAR_SIZE))]);
  await Promise.all([put(storage, keys.pic, photo), put(storage, keys.avatar, avatar)]);
  return keys;
}

/**
 * Upload rows for stored pictures, checked (the server made them): attached to what uses them, or
 * (a cover drawn for a form) uploaded and waiting for the form's save, swept if it never comes.
 */
export async function recordPictures(
  db: Executor,
  pictures: StoredPicture[],
  now: Date,
  options: { status?: typeof UPLOAD_STATUS.attached | typeof UPLOAD_STATUS.uploaded; originalName?: string } = {},
): Promise<void> {
  await recordStoredFiles(
    db,
    pictures.map((picture) => ({ ...picture, contentType: WEBP, originalName: options.originalName ?? null })),
    now,
    { status: options.status },
  );
}

/** A file the server stored itself (a picture it drew, a demo video or document) and the upload row to record for it. */
export interface StoredFile extends StoredPicture {
  contentType: string;
  originalName: string | null;
}

/**
 * Upload rows for files the server stored itself, as checked uploads: the folder and its visibility
 * come from the key (public folders are read by anyone, the rest only through signed links).
 */
export async function recordStoredFiles(
  db: Executor,
  files: StoredFile[],
  now: Date,
  options: { status?: typeof UPLOAD_STATUS.attached | typeof UPLOAD_STATUS.uploaded } = {},
): Promise<void> {
  const status = options.status ?? UPLOAD_STATUS.attached;
  if (files.length === 0) return;
  await db.insert(uploads).values(
    files.map((file) => ({
      userId: file.userId,
      key: file.key,
      folder: file.key.slice(0, file.key.indexOf("/")),
      visibility: isPublicKey(file.key) ? "public" : "private",
      contentType: file.contentType,
      size: file.size,
      originalName: file.originalName,
      status,
      createdAt: now,
      attachedAt: status === UPLOAD_STATUS.attached ? now : null,
    })),
  );
}
