// A form post that may carry files: multipart bodies go through parseFormWithUploads (files stored,
// replaced by their keys); any other body is read as a plain form, or as an empty one when it is not
// a form at all (no Content-Type, JSON, text), so bad input gets the form's messages, never a 500.
import type { AppLoadContext } from "@remix-run/node";
import type { UploadPurpose } from "~server/domain/uploads/purposes";
import { readFormData } from "./form.server";
import { parseFormWithUploads, type FormWithUploads } from "./uploads.server";

export async function readFileForm(
  request: Request,
  context: AppLoadContext,
  options: { user: { id: number }; files: Record<string, UploadPurpose> },
): Promise<FormWithUploads> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) return parseFormWithUploads(request, context, options);
  return { formData: await readFormData(request), fileErrors: {} };
}
