// The server pieces the web server mounts as resource routes: the Marketplace API at /api/auth/*
// and the readiness check at /healthz. Both share the process's one set of services.
import { createApi, type Api } from "~server/api";
import { databaseAnswers } from "~server/domain/health";
import { getServices } from "~server/services";

let api: Promise<Api> | undefined;

/** Answers one HTTP request to the API. */
export function handleApiRequest(request: Request): Promise<Response> {
  api ??= getServices().then((services) => createApi(services));
  return api.then((app) => app.fetch(request));
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
