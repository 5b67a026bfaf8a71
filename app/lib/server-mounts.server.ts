// The server pieces the web server mounts as resource routes: the Marketplace API at /api/auth/*,
// the local media storage at /storage/* and the readiness check at /healthz. All share the
// process's one set of services.
import { createApi, type Api } from "~server/api";
import { databaseAnswers } from "~server/domain/health";
import type { LocalStorage } from "~server/integrations/storage/local";
import { handleLocalStorageRequest } from "~server/integrations/storage/local-http";
import { getServices } from "~server/services";

let api: Promise<Api> | undefined;

/** Answers one HTTP request to the API. */
export function handleApiRequest(request: Request): Promise<Response> {
  api ??= getServices().then((services) => createApi(services));
  return api.then((app) => app.fetch(request));
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Answers one request to the local storage's upload target or files (404 when media live in S3). */
export async function handleStorageRequest(request: Request): Promise<Response> {
  const { storage } = await getServices();
  if (storage.kind !== "local") return notFound();
  const response = (await handleLocalStorageRequest(storage as LocalStorage, request)) ?? notFound();
  // The web server sets nosniff on every answer already (securityHeaders); Remix's Express adapter
  // appends rather than replaces, which would send it twice.
  response.headers.delete("X-Content-Type-Options");
  return response;
}

/** True when the database answers (services that cannot even start count as not ready). */
export async function isReady(): Promise<boolean> {
  try {
    return await databaseAnswers((await getServices()).db);
  } catch (error) {
    console.error("healthz: services unavailable", error instanceof Error ? error.message : error);
    return false;
  }
}
