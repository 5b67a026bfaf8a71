// My Profile (001 §2.4, §5): the host's own profile fields, photo and video. A new photo
// is an upload of the host's (purpose profile-photo) or, as the spec's API has it, base64 bytes; the
// server makes the stored square and avatar from it (photo.ts), deletes the previous ones and
// releases the original upload to the sweep. The video is an upload of the host's (profile-video);
// the one it replaces is released, so the sweep deletes it.
import { and, eq } from "drizzle-orm";
import type { ProfileInput } from "~shared/schemas/profile";
import { uploads, users } from "~server/db/schema";
import { invalid, notFound } from "~server/domain/errors";
import { attachUploads, releaseUploads, UPLOAD_NOT_YOURS, UPLOAD_STATUS } from "~server/domain/uploads/attach";
import { UPLOAD_RULES } from "~server/domain/uploads/purposes";
import { publishFiles } from "~server/domain/uploads/uploads";
import { isStorageKey } from "~server/integrations/storage/types";
import type { Services } from "~server/services";
import { readStored, storeProfilePhoto, type PhotoCrop } from "./photo";

type ProfileServices = Pick<Services, "db" | "now" | "storage">;

export interface ProfileChange {
  fields: ProfileInput;
  /** A finished upload of the caller's (profile-photo), or null for no new photo. */
  photoKey: string | null;
  /** base64 bytes of a new photo (the spec's pic_img), when no upload key is given. */
  photoBytes: Uint8Array | null;
  crop: PhotoCrop | null;
  /** undefined: keep the video; "": remove it; a key: an upload of the caller's (profile-video). */
  videoKey: string | undefined;
}

export type UserRow = typeof users.$inferSelect;

/**
 * The optional fields' columns. A field left out of the post keeps its stored value and an empty one
 * clears it: a form that does not show every field (an attendee's, without the hosting details)
 * cannot wipe what was saved before.
 */
function optionalColumns(f: ProfileInput): Partial<UserRow> {
  const columns: [keyof UserRow, string | undefined][] = [
    ["gender", f.gender],
    ["city", f.city],
    ["country", f.country],
    ["userWebsite", f.user_website],
    ["creatorShortDesc", f.creator_short_desc],
    ["creatorExp", f.creator_exp],
    ["facebookLink", f.facebook_link],
    ["twitterLink", f.twitter_link],
    ["linkedLink", f.linked_link],
    ["youtubeLink", f.youtube_link],
    ["instagramLink", f.instagram_link],
    ["tiktokLink", f.tiktok_link],
  ];
  const set: Partial<Record<keyof UserRow, string | number | null>> = {};
  for (const [column, value] of columns) {
    if (value === undefined) continue;
    set[column] = value === "" ? null : column === "creatorExp" ? Number(value) : value;
  }
  return set as Partial<UserRow>;
}

async function ownUploadedPhoto(services: ProfileServices, userId: number, key: string): Promise<Uint8Array> {
  const [row] = await services.db.select().from(uploads).where(eq(uploads.key, key));
  if (!isStorageKey(key) || !row || row.userId !== userId || row.folder !== UPLOAD_RULES["profile-photo"].folder || row.status !== UPLOAD_STATUS.uploaded) {
    throw invalid(UPLOAD_NOT_YOURS, { pic: [UPLOAD_NOT_YOURS] });
  }
  const bytes = await readStored(services.storage, key);
  if (!bytes) throw invalid(UPLOAD_NOT_YOURS, { pic: [UPLOAD_NOT_YOURS] });
  return bytes;
}

export async function saveProfile(services: ProfileServices, userId: number, change: ProfileChange): Promise<UserRow> {
  const [before] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!before) throw notFound("Unable to fetch user details, Please contact admin.");

  // The photo is made before the transaction (image work and storage writes are slow); if the save then fails, they are deleted.
  const original = change.photoKey ? await ownUploadedPhoto(services, userId, change.photoKey) : change.photoBytes;
  const photo = original ? await storeProfilePhoto(services.storage, original, change.crop) : null;
  const now = services.now();
  const f = change.fields;
  try {
    const [after] = await services.db.transaction(async (tx) => {
      if (change.videoKey) await attachUploads(tx, { userId, purpose: "profile-video", keys: [change.videoKey], field: "profile_video", now });
      if (change.videoKey !== undefined && before.profileVideo && before.profileVideo !== change.videoKey) await releaseUploads(tx, [before.profileVideo], now);
      // The original upload has done its work: the sweep deletes it.
      if (change.photoKey) await releaseUploads(tx, [change.photoKey], now);
      // A profile is public once saved: its photo and video become readable there (ADR 056).
      await publishFiles(services.storage, [photo?.pic, photo?.avatar, change.videoKey]);
      return tx
        .update(users)
        .set({
          firstName: f.first_name,
          lastName: f.last_name,
          bio: f.bio,
          ...optionalColumns(f),
          ...(photo ? { pic: photo.pic, picAvatar: photo.avatar } : {}),
          ...(change.videoKey !== undefined ? { profileVideo: change.videoKey || null } : {}),
          updatedAt: now,
        })
        .where(and(eq(users.id, userId)))
        .returning();
    });
    // The previous photo goes once the new one is saved (demo paths are not storage keys: left alone).
    if (photo) for (const key of [before.pic, before.picAvatar]) if (key && isStorageKey(key)) await services.storage.delete(key);
    return after!;
  } catch (error) {
    if (photo) for (const key of [photo.pic, photo.avatar]) await services.storage.delete(key);
    throw error;
  }
}
