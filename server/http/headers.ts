// Headers the web server sets on every incoming request, overwriting whatever the client sent.

/** The end user's IP (Express's req.ip, honouring TRUST_PROXY); the API's rate limits trust it. */
export const CLIENT_IP_HEADER = "x-marquee-client-ip";

/** One id per HTTP request, shared by all the loaders Remix runs for it. */
export const REQUEST_ID_HEADER = "x-marquee-request-id";
