// Form posts that carry files (JavaScript off): the multipart body is read as a stream, each file
// part goes straight to storage through the uploads domain (checked, recorded, never held whole in
// memory) and is replaced in the form data by its storage key, so the action reads the same field
// as with JavaScript on (where the browser already put the key there).
//
// In an action (the form has encType="multipart/form-data" and a <FileField name="image" …/>):
//   const me = await requireUser(request, context);
//   const { formData, fileErrors } = await parseFormWithUploads(request, context, { user: me.user, files: { image: "event-image" } });
//   const image = lastUploadKey(formData, "image"); // then the API/domain attaches it (attachUploads)
import { Readable } from "node:stream";
import { unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from "@remix-run/node";
import type { UploadPurpose } from "~server/domain/uploads/purposes";
import { isStorageKey } from "~shared/storage-keys";
import { webServer } from "./web-server.server";

/** A text field of a multipart form may be this long; the whole of them together, 1 MB. */
const MAX_FIELD_BYTES = 256 * 1024;
const MAX_FIELDS_BYTES = 1024 * 1024;

export interface FormWithUploads {
  formData: FormData;
  /** Per field, why a file was refused (the form shows it beside the field); empty when all were stored. */
  fileErrors: Record<string, string[]>;
}

const refusal = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" } });

class FormTooLargeError extends Error {}

function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** Reads every chunk left of a part, so the parser can go on to the next one. */
async function drain(iterator: AsyncIterator<Uint8Array>) {
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    /* discard */
  }
}

/**
 * The form's fields, with each file of `files` stored and replaced by its key. A file input left
 * empty sends nothing. Files of other fields are read past and dropped. A post that is not
 * multipart passes through unchanged. A form that cannot be read, or whose text fields pass 1 MB,
 * is answered by a thrown 400 or 413 Response.
 */
export async function parseFormWithUploads(
  request: Request,
  _context: AppLoadContext,
  options: { user: { id: number }; files: Record<string, UploadPurpose> },
): Promise<FormWithUploads> {
  const fileErrors: Record<string, string[]> = {};
  if (!isMultipart(request)) return { formData: await request.formData(), fileErrors };
  const server = webServer();
  let fieldBytes = 0;

  const handler: UploadHandler = async (part) => {
    const iterator = part.data[Symbol.asyncIterator]();
    if (part.filename === undefined) {
      const chunks: Buffer[] = [];
      let size = 0;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        size += next.value.length;
        fieldBytes += next.value.length;
        if (size > MAX_FIELD_BYTES || fieldBytes > MAX_FIELDS_BYTES) throw new FormTooLargeError();
        chunks.push(Buffer.from(next.value));
      }
      const value = Buffer.concat(chunks).toString("utf8");
      // An empty file input some clients send as a bare empty field: nothing chosen.
      if (value === "" && options.files[part.name]) return undefined;
      return value;
    }
    const purpose = options.files[part.name];
    // An empty file input (no file chosen) sends a part without a name and without bytes.
    if (!purpose || part.filename === "") {
      await drain(iterator);
      return undefined;
    }
    // The stream storage reads; if storage stops early (a refused file), the rest is drained here.
    const stream = Readable.from(
      (async function* () {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      })(),
    );
    const stored = await server.storeUpload({
      userId: options.user.id,
      purpose,
      fileName: part.filename,
      contentType: part.contentType,
      stream,
      field: part.name,
    });
    if ("key" in stored) return stored.key;
    stream.destroy();
    await drain(iterator);
    (fileErrors[part.name] ??= []).push(stored.refused);
    return undefined;
  };

  try {
    const formData = await unstable_parseMultipartFormData(request, handler);
    return { formData, fileErrors };
  } catch (error) {
    // Answers, not crashes: the action's caller (Remix) shows them with their status.
    if (error instanceof FormTooLargeError) throw refusal(413, "The form is too large.");
    throw refusal(400, "The form could not be read.");
  }
}

/** The storage keys a form sent under `name` (hidden inputs and stored files), in order; anything else is dropped. */
export function uploadKeys(formData: FormData, name: string): string[] {
  return formData.getAll(name).filter(isStorageKey);
}

/** A single-file field's key: the last one sent (a newly chosen file comes after the saved one). */
export function lastUploadKey(formData: FormData, name: string): string | null {
  return uploadKeys(formData, name).at(-1) ?? null;
}
