// The document event form (spec 001 §2.2, §3 Document event, §5): one check shared by Conform in
// the browser, the page's action and the API (POST documentevent/create and /update).
// `documentEventIssues` lists every broken rule with the spec's words (pure, unit-tested); the schema
// wraps it. Written with zod/mini (docs/decisions/016-javascript-budget.md).
import * as z from "zod/mini";
import { formText, isTicked } from "~shared/form-values";
import { readId } from "~shared/ids";
import { documentMessages as m } from "~shared/messages/documents";
import { isStorageKey } from "~shared/storage-keys";
import { IMAGE_ACCEPT } from "~shared/upload-types";

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 20000;
export const MODULE_TITLE_MAX = 200;

/** What the form's file inputs accept (001 §2.2): office documents, PDF and images. */
export const DOCUMENT_ACCEPT = ".doc,.docx,.pdf,.xls,.xlsx,.ppt,.pptx,.jpg,.jpeg,.png,.webp";
export const DOCUMENT_IMAGE_ACCEPT = IMAGE_ACCEPT;

/** The form as read: text trimmed, ids as numbers (null: none given, "bad": not an id), the checkbox as a boolean. */
export interface DocumentEventDraft {
  id: number | null | "bad";
  title: string;
  description: string;
  image: string;
  use_channel_image: boolean;
  channel_id: number | null | "bad";
  /** channel_module_id, or module_id (the spec sends both names). */
  channel_module_id: number | null | "bad";
  document: string;
}

export interface DocumentEventValues {
  id: number | null;
  title: string;
  description: string;
  /** A storage key, or null when the channel's image is used and none was given. */
  image: string | null;
  use_channel_image: boolean;
  channel_id: number;
  channel_module_id: number;
  /** null: keep the saved document (update only). */
  document: string | null;
}

export interface DocumentEventIssue {
  path: string[];
  message: string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function readDocumentEvent(input: unknown): DocumentEventDraft {
  const form = asRecord(input);
  const moduleId = readId(form.channel_module_id);
  return {
    id: readId(form.id),
    title: formText(form.title),
    description: formText(form.description),
    image: formText(form.image),
    use_channel_image: isTicked(form.use_channel_image),
    channel_id: readId(form.channel_id),
    channel_module_id: moduleId === null ? readId(form.module_id) : moduleId,
    document: formText(form.document),
  };
}

const tooLong = (max: number) => m.tooLong.replace("{{max}}", String(max));
const CONTROL_IN_LINE = /\p{Cc}/u;

/**
 * Every broken rule of 001 §5. `hasDocument`: the document event already has a file (an update may
 * keep it). A key that is not a storage key is refused like a missing file.
 */
export function documentEventIssues(draft: DocumentEventDraft, options: { hasDocument: boolean } = { hasDocument: false }): DocumentEventIssue[] {
  const issues: DocumentEventIssue[] = [];
  const add = (field: string, message: string) => issues.push({ path: [field], message });
  if (draft.title === "") add("title", m.titleRequired);
  else if (draft.title.length > DOCUMENT_TITLE_MAX) add("title", tooLong(DOCUMENT_TITLE_MAX));
  else if (CONTROL_IN_LINE.test(draft.title)) add("title", m.titleRequired);
  if (draft.description === "") add("description", m.descriptionRequired);
  else if (draft.description.length > DOCUMENT_DESCRIPTION_MAX) add("description", tooLong(DOCUMENT_DESCRIPTION_MAX));
  if (typeof draft.channel_id !== "number") add("channel_id", m.channelNotFound);
  if (typeof draft.channel_module_id !== "number") add("channel_module_id", m.moduleRequired);
  if (draft.image !== "" && !isStorageKey(draft.image)) add("image", m.imageRequired);
  else if (draft.image === "" && !draft.use_channel_image) add("image", m.imageRequired);
  if (draft.document !== "" && !isStorageKey(draft.document)) add("document", m.documentRequired);
  else if (draft.document === "" && !options.hasDocument) add("document", m.documentRequired);
  if (draft.id === "bad") add("id", m.notFound);
  return issues;
}

export function documentEventValues(draft: DocumentEventDraft): DocumentEventValues {
  return {
    id: typeof draft.id === "number" ? draft.id : null,
    title: draft.title,
    description: draft.description,
    image: draft.image === "" ? null : draft.image,
    use_channel_image: draft.use_channel_image,
    channel_id: draft.channel_id as number,
    channel_module_id: draft.channel_module_id as number,
    document: draft.document === "" ? null : draft.document,
  };
}

/**
 * The form's schema: any input in, the valid values out, or one issue per broken rule. The API
 * parses with `hasDocument: true` (whether a saved document exists is the domain's to say, it
 * checks again); the page passes what it knows.
 */
export function documentEventSchema(options: { hasDocument: boolean } = { hasDocument: false }) {
  return z.pipe(
    // Typed as a record for Conform; anything else reads as an empty form.
    z.transform((input: Record<string, unknown>, context) => {
      const draft = readDocumentEvent(input);
      const issues = documentEventIssues(draft, options);
      for (const issue of issues) context.issues.push({ code: "custom", message: issue.message, path: issue.path, input });
      return issues.length > 0 ? z.NEVER : documentEventValues(draft);
    }),
    z.custom<DocumentEventValues>(),
  );
}

const moduleIdField = z.pipe(
  z.transform((value: unknown) => readId(value)),
  z.custom<number>((value) => typeof value === "number", { error: m.moduleNotFound }),
);

/** A module's new title (POST channels/update-module): 'Empty Field is not allowed!' when empty. */
export const updateModuleSchema = z.object({
  module_id: moduleIdField,
  title: z.pipe(
    z.transform((value: unknown) => formText(value)),
    z.string().check(
      z.minLength(1, { error: m.moduleTitleRequired, abort: true }),
      z.maxLength(MODULE_TITLE_MAX, { error: tooLong(MODULE_TITLE_MAX) }),
      z.refine((value: string) => !CONTROL_IN_LINE.test(value), { error: m.moduleTitleRequired }),
    ),
  ),
});
export type UpdateModuleInput = z.output<typeof updateModuleSchema>;

export const deleteModuleSchema = z.object({
  module_id: moduleIdField,
});
export type DeleteModuleInput = z.output<typeof deleteModuleSchema>;
