// Direct uploads: uploads/start answers a signed target for the declared file, uploads/complete
// checks what arrived, uploads/discard deletes an upload the caller did not save; uploads/draw-cover
// draws an event cover from its title and category, as an upload of the caller's (ADR 036).
import * as z from "zod/mini";
import { UPLOAD_NOT_YOURS } from "~server/domain/uploads/attach";
import { UPLOAD_MESSAGES } from "~server/domain/uploads/messages";
import { isStorageKey } from "~server/integrations/storage/types";
import { coverMessages } from "~shared/messages/covers";
import { answer, call, wire } from "./define";

/** POST uploads/start: where the browser sends the file (a signed POST: the fields, then the file as "file"). */
export interface UploadTargetData {
  key: string;
  url: string;
  fields: Record<string, string>;
  /** ISO time; at most 15 minutes ahead. */
  expires_at: string;
}

/** POST uploads/complete: the checked file and where it can be seen (a short-lived link for private files). */
export interface StoredUploadData {
  key: string;
  url: string;
  content_type: string;
  size: number;
}

export interface UploadStartBody {
  /** server/domain/uploads/purposes.ts: event-image, speaker-photo, short-video, full-video, ... */
  purpose: string;
  file_name: string;
  content_type?: string;
  /** Bytes. */
  size: number | string;
}

export interface UploadCompleteBody {
  key: string;
}

export interface DrawCoverBody {
  title: string;
  /** The event's category; "" or absent for none yet. */
  category_id?: number | string;
}

/** POST uploads/draw-cover: the drawn cover's key (its largest size) and where it can be seen. */
export interface DrawnCoverData {
  key: string;
  url: string;
}

const text = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(255, message));

const startSchema = z.object({
  purpose: text(UPLOAD_MESSAGES.unknownPurpose),
  file_name: text(UPLOAD_MESSAGES.fileNameMissing),
  // A browser that does not know the type sends ""; the name's extension decides then.
  content_type: z._default(z.string({ error: "The file type is not valid." }).check(z.maxLength(255, "The file type is not valid.")), ""),
  size: z.pipe(
    z.union([z.number({ error: UPLOAD_MESSAGES.empty }), z.string({ error: UPLOAD_MESSAGES.empty }).check(z.regex(/^\d{1,16}$/, UPLOAD_MESSAGES.empty))]),
    z.transform((value) => Number(value)),
  ),
});

// The domain reads the title and category (server/domain/media/drawn-cover.ts): its messages say
// what to type first.
const drawCoverSchema = z.object({
  title: z.string({ error: coverMessages.titleFirst }),
  category_id: z.optional(z.union([z.string({ error: coverMessages.categoryInvalid }), z.number({ error: coverMessages.categoryInvalid })])),
});

const completeSchema = z.object({
  key: z.string({ error: UPLOAD_NOT_YOURS }).check(z.refine(isStorageKey, UPLOAD_NOT_YOURS)),
});

/** A signed link to a stored file (GET uploads/link). */
export interface FileLinkData {
  url: string;
  expires_at: string;
}

export interface FileLinkQuery {
  key: string;
}

export const uploadCalls = {
  /** A one-minute link to one of the caller's uploads (any file for an administrator): a preview player's source. */
  "GET uploads/link": call({ access: "user", query: completeSchema, queryWire: wire<FileLinkQuery>(), answer: answer<FileLinkData>() }),
  "POST uploads/start": call({ access: "user", body: startSchema, wire: wire<UploadStartBody>(), answer: answer<UploadTargetData>() }),
  "POST uploads/complete": call({ access: "user", body: completeSchema, wire: wire<UploadCompleteBody>(), answer: answer<StoredUploadData>() }),
  /** An upload the caller did not save (replaced, or the page left): deleted now. Never one a saved object uses. */
  "POST uploads/draw-cover": call({ access: "user", body: drawCoverSchema, wire: wire<DrawCoverBody>(), answer: answer<DrawnCoverData>() }),
  "POST uploads/discard": call({ access: "owner", body: completeSchema, wire: wire<UploadCompleteBody>(), answer: answer<null>() }),
};
