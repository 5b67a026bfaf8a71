// The shape of a stored object's key: folder/uuid.ext, lower case. Nothing else reaches a disk path
// or a bucket, and a form's hidden field holding anything else is not an upload.
const KEY_PATTERN = /^[a-z][a-z0-9-]{0,40}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,8})?$/;

export function isStorageKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value);
}

/** A player's source for a stored file of the viewer's own, or any for an administrator (app/routes/media-own.ts). */
export function ownMediaPath(key: string): string {
  return `/media/own?key=${encodeURIComponent(key)}`;
}
