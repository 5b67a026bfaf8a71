// Every text an upload can be refused with, in one place: the API, the no-JavaScript form post and
// the browser's direct upload all say the same thing.
import type { UploadKind } from "./purposes";

/** A quota as the pricing page states it: whole GB (under 1 GB, whole MB). */
function storageSize(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${Math.floor(bytes / 1024 ** 3)} GB` : `${Math.max(1, Math.floor(bytes / 1024 ** 2))} MB`;
}

export const UPLOAD_MESSAGES = {
  unknownPurpose: "This kind of file cannot be uploaded here.",
  wrongType: {
    image: "Only JPEG, PNG or WebP images are allowed.",
    video: "Only MP4, WebM or MOV videos are allowed.",
    document: "Only PDF, Word, Excel, PowerPoint or image files are allowed.",
  } satisfies Record<UploadKind, string>,
  tooLarge: {
    image: "Images must be 10 MB or smaller.",
    video: "Videos must be 5 GB or smaller.",
    document: "Documents must be 100 MB or smaller.",
  } satisfies Record<UploadKind, string>,
  empty: "The file is empty.",
  fileNameMissing: "The file needs a name.",
  notArrived: "The file did not arrive, please upload it again.",
  failed: "The file could not be stored, please try again.",
  activateFirst: "Please activate your account to upload files.",
  tooManyOpen: (count: number) => `You already have ${count} uploads in progress. Please wait for them to finish, then try again.`,
  quotaReached: (bytes: number) =>
    `This file does not fit in your package's ${storageSize(bytes)} of storage. Remove files you no longer use, or upgrade your package.`,
} as const;
