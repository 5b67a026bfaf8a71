// Every text an upload can be refused with, in one place: the API, the no-JavaScript form post and
// the browser's direct upload all say the same thing.
import type { UploadKind } from "./purposes";

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
} as const;
