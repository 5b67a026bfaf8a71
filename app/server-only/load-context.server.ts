// What Remix hands every loader and action of one HTTP request as `context` (server/main.ts's
// getLoadContext builds it). Per-request state lives here, so nothing is kept in module globals.
import type { SessionLookup } from "./auth.server";

export interface RequestContext {
  /** The web server's id of this request (server/http/middleware.ts stamps it). */
  requestId: string;
  /** The end user's IP as the web server saw it (TRUST_PROXY applied). */
  clientIp: string;
  /** The Content-Security-Policy's script nonce of this answer (production), for the page's inline scripts. */
  cspNonce?: string | null;
  /** The session user, asked of the API at most once per request (root and page loaders share it). */
  sessionUser?: Promise<SessionLookup>;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
