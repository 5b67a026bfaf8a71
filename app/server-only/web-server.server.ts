// The web app's one way to the server at run time. app/ imports only types from server/; the web
// server (server/main.ts, and the tests' in-process web app) connects its WebAppPort here before the
// first request (docs/decisions/033-shared-rules-folder.md).
import type { WebAppPort } from "~server/http/web-app-port";

let port: WebAppPort | undefined;

/** Called by the web server with what the app may ask of it; again after a development reload. */
export function connectWebServer(given: WebAppPort): void {
  port = given;
}

/** The server's side of the web app: the environment, the in-process API, the services it may use. */
export function webServer(): WebAppPort {
  if (!port) throw new Error("The web app is not connected to its web server: server/main.ts calls the build's connectWebServer before serving.");
  return port;
}
