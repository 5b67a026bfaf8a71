// What a file is, by its first bytes (never by its name alone), and the extension its key gets.
// A declared content type is accepted only when the file's own bytes say the same.

/** The bytes sniffing reads from the start of a file. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const isWebp = (b: Uint8Array) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8);
/** ISO base media (MP4, and QuickTime files that start with ftyp). */
const isFtyp = (b: Uint8Array) => startsWith(b, ascii("ftyp"), 4);
/** Older QuickTime files start with their movie or data atom. */
const isQuickTime = (b: Uint8Array) => isFtyp(b) || ["moov", "mdat", "wide", "free", "skip"].some((atom) => startsWith(b, ascii(atom), 4));

const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  "image/jpeg": (b) => startsWith(b, JPEG),
  "image/png": (b) => startsWith(b, PNG),
  "image/webp": isWebp,
  "video/mp4": isFtyp,
  "video/quicktime": isQuickTime,
  "video/webm": (b) => startsWith(b, EBML),
  "application/pdf": (b) => startsWith(b, ascii("%PDF-")),
  "application/msword": (b) => startsWith(b, OLE),
  "application/vnd.ms-excel": (b) => startsWith(b, OLE),
  "application/vnd.ms-powerpoint": (b) => startsWith(b, OLE),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": (b) => startsWith(b, ZIP),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": (b) => startsWith(b, ZIP),
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": (b) => startsWith(b, ZIP),
};

/** True when the file's first bytes are those of `contentType`. */
export function bytesMatchType(bytes: Uint8Array, contentType: string): boolean {
  return SIGNATURES[contentType]?.(bytes) ?? false;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "video/mp4": ".mp4",
  "video/quicktime": ".mov",
  "video/webm": ".webm",
  "application/pdf": ".pdf",
  "application/msword": ".doc",
  "application/vnd.ms-excel": ".xls",
  "application/vnd.ms-powerpoint": ".ppt",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ".xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ".pptx",
};

/** The key's extension for a content type we accept (the original name never reaches a key). */
export function extensionFor(contentType: string): string {
  return EXTENSIONS[contentType] ?? "";
}

/** A browser that does not know a type (often .mov, .webm) sends none: the name's extension decides. */
export function contentTypeFromName(fileName: string): string | null {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return null;
  if (ext === "jpeg") return "image/jpeg";
  if (ext === "m4v") return "video/mp4";
  return Object.entries(EXTENSIONS).find(([, e]) => e === `.${ext}`)?.[0] ?? null;
}
