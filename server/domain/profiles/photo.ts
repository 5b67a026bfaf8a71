// Profile photos (001 §2.4): whatever the host uploads, the server makes the stored
// images itself with sharp: the photo turned upright (EXIF orientation), a square cut from it (the
// crop chosen in the browser, or the centre square without JavaScript), then a 600 px square and a
// 96 px avatar as JPEG. sharp writes no metadata unless asked, so EXIF (camera, GPS) is gone.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { invalid } from "~server/domain/errors";
import type { ObjectStorage } from "~server/integrations/storage/types";

export const PHOTO_SIZE = 600;
export const AVATAR_SIZE = 96;
const NOT_AN_IMAGE = "The photo must be a JPEG, PNG or WebP image.";

/** A crop in percent of the (upright) photo's width and height, as the browser's crop tool gives it. */
export interface PhotoCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The square to cut, in pixels: the crop (made square, kept inside the photo) or the centre square. */
export function squareOf(width: number, height: number, crop: PhotoCrop | null): { left: number; top: number; size: number } {
  if (!crop) {
    const size = Math.min(width, height);
    return { left: Math.floor((width - size) / 2), top: Math.floor((height - size) / 2), size };
  }
  const left = Math.round((crop.x / 100) * width);
  const top = Math.round((crop.y / 100) * height);
  const size = Math.max(1, Math.min(Math.round((crop.width / 100) * width), Math.round((crop.height / 100) * height), width - left, height - top));
  return { left: Math.min(left, width - 1), top: Math.min(top, height - 1), size };
}

/** Makes and stores the square and the avatar; answers their storage keys. */
export async function storeProfilePhoto(storage: ObjectStorage, original: Uint8Array, crop: PhotoCrop | null): Promise<{ pic: string; avatar: string }> {
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    upright = await sharp(original, { limitInputPixels: 50_000_000 }).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid(NOT_AN_IMAGE, { pic: [NOT_AN_IMAGE] });
  }
  const square = squareOf(upright.info.width, upright.info.height, crop);
  const cut = sharp(upright.data).extract({ left: square.left, top: square.top, width: square.size, height: square.size });
  const [photo, avatar] = await Promise.all([
    cut.clone().resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover" }).jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
    cut.clone().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
  ]);
  const keys = { pic: `profile-photos/${randomUUID()}.jpg`, avatar: `profile-photos/${randomUUID()}.jpg` };
  await storage.putStream(keys.pic, [photo], { contentType: "image/jpeg", maxBytes: photo.length });
  await storage.putStream(keys.avatar, [avatar], { contentType: "image/jpeg", maxBytes: avatar.length });
  return keys;
}

/** Reads a stored upload whole (a photo: at most 10 MB, the upload rule's limit). */
export async function readStored(storage: ObjectStorage, key: string): Promise<Uint8Array | null> {
  const info = await storage.head(key);
  if (!info || info.size === 0) return null;
  return storage.readRange(key, 0, info.size - 1);
}
