// The names of headers and cookies both the web server (server/http) and the web app's server code
// (app/server-only) use: the web server sets them, the app reads them.

/** The end user's IP (Express's req.ip, honouring TRUST_PROXY), set on every incoming request over whatever the client sent; the API's rate limits trust it. */
export const CLIENT_IP_HEADER = "x-marquee-client-ip";

/** One id per HTTP request, set on every incoming request and shared by all the loaders Remix runs for it. */
export const REQUEST_ID_HEADER = "x-marquee-request-id";

/** Set by the app on an answer that may be shared among visitors (server/http/visitor-cache.ts); never sent to the client. */
export const VISITOR_PAGE_HEADER = "x-marquee-visitor-page";

/** The session cookie (app/server-only/session.server.ts); the web server marks answers to its holders no-store. */
export const SESSION_COOKIE_NAME = "__marquee_session";
/**
 * Its name in production over https: the `__Host-` prefix makes browsers refuse it unless it is
 * Secure, Path=/ and without Domain, so no sibling subdomain or plain-http page can plant or shadow it.
 */
export const HOST_SESSION_COOKIE_NAME = "__Host-marquee_session";
