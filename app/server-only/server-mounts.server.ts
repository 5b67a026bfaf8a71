// The server pieces the web server mounts as resource routes: the Marketplace API at /api/auth/*,
// the local media storage at /storage/* and the readiness check at /healthz. All share the
// process's one set of services, on the server's side (server/http/web-app-port.ts).
import { webServer } from "./web-server.server";

/** Answers one HTTP request to the API. */
export const handleApiRequest = (request: Request): Promise<Response> => webServer().fetchApi(request);

/** Answers one request to the local storage's upload target or files (404 when media live in S3). */
export const handleStorageRequest = (request: Request): Promise<Response> => webServer().fetchStorage(request);

/** True when the database answers (services that cannot even start count as not ready). */
export const isReady = (): Promise<boolean> => webServer().isReady();
