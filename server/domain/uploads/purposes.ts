// What each kind of upload is for, where it lives and what it may be. One table, read by the upload
// intent (limits and content types checked before a signed target is issued), by the stored-file
// check (first bytes) and by the forms that attach uploads to what they save.

export type UploadPurpose =
  | "event-image"
  | "speaker-photo"
  | "short-video"
  | "full-video"
  | "profile-photo"
  | "profile-video"
  | "document"
  | "document-image"
  | "channel-image"
  | "channel-photo"
  | "channel-video";

export type UploadKind = "image" | "video" | "document";

export interface UploadRule {
  /** The storage folder: the first segment of every key of this purpose. */
  folder: string;
  /** Public objects are served to anyone; private ones only through short-lived signed URLs. */
  visibility: "public" | "private";
  kind: UploadKind;
  /** Who may upload for it (allowance.ts): a host (an account that may create events), or any activated user. */
  audience: "host" | "user";
  /** The content types accepted, exactly. */
  contentTypes: readonly string[];
  maxBytes: number;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

import { IMAGE_TYPES, VIDEO_TYPES } from "~shared/upload-types";

export { IMAGE_TYPES, VIDEO_TYPES };
export const DOCUMENT_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ...IMAGE_TYPES,
] as const;

export const IMAGE_MAX_BYTES = 10 * MB;
export const VIDEO_MAX_BYTES = 5 * GB;
export const DOCUMENT_MAX_BYTES = 100 * MB;

const image = (folder: string, audience: UploadRule["audience"] = "host"): UploadRule => ({
  folder,
  visibility: "public",
  kind: "image",
  audience,
  contentTypes: IMAGE_TYPES,
  maxBytes: IMAGE_MAX_BYTES,
});
const video = (folder: string, visibility: "public" | "private", audience: UploadRule["audience"] = "host"): UploadRule => ({
  folder,
  visibility,
  kind: "video",
  audience,
  contentTypes: VIDEO_TYPES,
  maxBytes: VIDEO_MAX_BYTES,
});

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  "event-image": image("event-images"),
  "speaker-photo": image("speaker-photos"),
  // A profile is any activated user's; everything else is a host's event and channel media.
  "profile-photo": image("profile-photos", "user"),
  "document-image": image("document-images"),
  // A channel's photo, gallery and video sell it on its public page.
  "channel-image": image("channel-images"),
  "channel-photo": image("channel-photos"),
  // A preview is public; the full video is what buyers pay for.
  "short-video": video("short-videos", "public"),
  "profile-video": video("profile-videos", "public", "user"),
  "full-video": video("full-videos", "private"),
  "channel-video": video("channel-videos", "public"),
  // Channel documents are paid content.
  document: { folder: "documents", visibility: "private", kind: "document", audience: "host", contentTypes: DOCUMENT_TYPES, maxBytes: DOCUMENT_MAX_BYTES },
};

export const UPLOAD_PURPOSES = Object.keys(UPLOAD_RULES) as UploadPurpose[];

export function isUploadPurpose(value: string): value is UploadPurpose {
  return Object.hasOwn(UPLOAD_RULES, value);
}
