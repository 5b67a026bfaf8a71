// POST uploads/start and uploads/complete: the browser's direct upload. start checks the declared
// file against its purpose and answers a signed target (key, url, fields, expires_at); the browser
// POSTs the file there, then complete checks what arrived (its first bytes, its size) and answers
// where it can be seen. The form that uses the file then sends the key (attachUploads). uploads/link
// answers a fresh one-minute link to the caller's own file, for a preview player.
import { Hono } from "hono";
import { drawCover } from "~server/domain/media/drawn-cover";
import { completeUpload, discardUpload, ownFileLink, startUpload } from "~server/domain/uploads/uploads";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const uploadsRoutes = new Hono<ApiEnv>();

defineCall(uploadsRoutes, "POST uploads/start", async ({ services, user, body }) => {
  const target = await startUpload(services, { userId: user.id, purpose: body.purpose, fileName: body.file_name, contentType: body.content_type, size: body.size });
  return { data: { key: target.key, url: target.url, fields: target.fields, expires_at: target.expiresAt.toISOString() } };
});

defineCall(uploadsRoutes, "POST uploads/complete", async ({ services, user, body }) => {
  const stored = await completeUpload(services, { userId: user.id, key: body.key });
  return { data: { key: stored.key, url: stored.url, content_type: stored.contentType, size: stored.size } };
});

defineCall(uploadsRoutes, "POST uploads/draw-cover", async ({ services, user, body }) => {
  return { data: await drawCover(services, user.id, body) };
});

defineCall(uploadsRoutes, "POST uploads/discard", async ({ services, user, body }) => {
  await discardUpload(services, { userId: user.id, key: body.key });
  return { data: null };
});

defineCall(uploadsRoutes, "GET uploads/link", async ({ services, user, query }) => {
  const link = await ownFileLink(services, user, query.key);
  return { data: { url: link.url, expires_at: link.expiresAt.toISOString() } };
});
