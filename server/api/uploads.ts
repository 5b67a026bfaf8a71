// POST uploads/start and uploads/complete: the browser's direct upload. start checks the declared
// file against its purpose and answers a signed target (key, url, fields, expires_at); the browser
// POSTs the file there, then complete checks what arrived (its first bytes, its size) and answers
// where it can be seen. The form that uses the file then sends the key (attachUploads).
import { Hono } from "hono";
import * as z from "zod/mini";
import { UPLOAD_MESSAGES } from "~server/domain/uploads/messages";
import { UPLOAD_NOT_YOURS } from "~server/domain/uploads/attach";
import { completeUpload, discardUpload, startUpload } from "~server/domain/uploads/uploads";
import { isStorageKey } from "~server/integrations/storage/types";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const uploadsRoutes = new Hono<ApiEnv>();

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

const completeSchema = z.object({
  key: z.string({ error: UPLOAD_NOT_YOURS }).check(z.refine(isStorageKey, UPLOAD_NOT_YOURS)),
});

defineCall(uploadsRoutes, "POST uploads/start", { body: startSchema }, async ({ services, user, body }) => {
  const target = await startUpload(services, { userId: user.id, purpose: body.purpose, fileName: body.file_name, contentType: body.content_type, size: body.size });
  return { data: { key: target.key, url: target.url, fields: target.fields, expires_at: target.expiresAt.toISOString() } };
});

defineCall(uploadsRoutes, "POST uploads/complete", { body: completeSchema }, async ({ services, user, body }) => {
  const stored = await completeUpload(services, { userId: user.id, key: body.key });
  return { data: { key: stored.key, url: stored.url, content_type: stored.contentType, size: stored.size } };
});

defineCall(uploadsRoutes, "POST uploads/discard", { body: completeSchema }, async ({ services, user, body }) => {
  await discardUpload(services, { userId: user.id, key: body.key });
  return { data: null };
});
