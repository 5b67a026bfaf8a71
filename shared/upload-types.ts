// The file types an upload may be, by kind: the server's upload purposes check them
// (server/domain/uploads/purposes.ts), and file fields offer the same in their `accept`.

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;

/** A file field's `accept` for a photo. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");
/** A file field's `accept` for a video. */
export const VIDEO_ACCEPT = VIDEO_TYPES.join(",");
