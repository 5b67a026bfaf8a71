// Headers the web server sets on every incoming request, overwriting whatever the client sent.

/** The end user's IP (Express's req.ip, honouring TRUST_PROXY); the API's rate limits trust it. */
export const CLIENT_IP_HEADER = "x-marquee-client-ip";

/** One id per HTTP request, shared by all the loaders Remix runs for it. */
export const REQUEST_ID_HEADER = "x-marquee-request-id";

/** The session cookie (app/lib/session.server.ts); the web server marks answers to its holders no-store. */
export const SESSION_COOKIE_NAME = "__marquee_session";
/**
 * Its name in production over https: the `__Host-` prefix makes browsers refuse it unless it is
 * Secure, Path=/ and without Domain, so no sibling subdomain or plain-http page can plant or shadow it.
 */
export const HOST_SESSION_COOKIE_NAME = "__Host-marquee_session";
