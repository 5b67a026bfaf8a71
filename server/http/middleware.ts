// Express middleware of the web server: who the client is, security headers, and refusing
// methods it does not serve and cross-site form posts. None of it touches the database.
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { contentSecurityPolicy, newNonce } from "./csp";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "~shared/http-headers";

/**
 * Replaces any client-sent values: the API trusts the IP header for rate limits, and the request
 * id lets every loader of one page share per-request work (Remix gives each loader its own Request).
 */
export function identifyRequest(req: Request, _res: Response, next: NextFunction) {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  req.headers[REQUEST_ID_HEADER] = randomUUID();
  next();
}

/**
 * `connect`: the origins the browser may call besides this site and Stripe (the media bucket,
 * Sentry). In production every answer gets a fresh script nonce (res.locals.cspNonce), which the
 * page's inline scripts carry.
 */
export function securityHeaders(production: boolean, connect: readonly (string | null)[] = []) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = production ? newNonce() : null;
    res.locals.cspNonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, connect }));
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** Express's "trust proxy": a hop count ("1" must be the number 1, not the address 0.0.0.1) or a list. */
export function trustProxySetting(value: string | undefined): number | string {
  if (!value) return "loopback";
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Forms and API calls are small; anything larger is refused (uploads go to storage). */
export const MAX_FORM_BYTES = 1024 * 1024;

/** A multipart post that carries a file may be this large: the largest video plus its form. */
export const MAX_UPLOAD_POST_BYTES = 5 * 1024 * 1024 * 1024 + MAX_FORM_BYTES;

/**
 * Where a multipart post may carry a file (and so be larger than MAX_FORM_BYTES): the local
 * storage's upload target, and the pages whose forms have file fields (spec: event, channel,
 * document-event, profile and video forms). Their actions read the body with parseFormWithUploads
 * (app/server-only/uploads.server.ts), which streams files to storage and caps text fields; any other
 * route keeps the 1 MB limit, so no action's request.formData() is ever handed a huge body.
 */
export const UPLOAD_POST_PATHS: readonly RegExp[] = [
  /^\/storage\/upload$/,
  /^\/event-create(\/|$)/,
  /^\/chan-event-create\//,
  /^\/doc-event-create\//,
  /^\/create-channel(\/|$)/,
  /^\/pre-recorded-video\//,
  /^\/pre-recorded-bulk\//,
  /^\/profile$/,
  /^\/account-details$/,
];

/** True for a multipart POST to a path that takes files. */
export function isUploadPost(req: { method: string; path: string; get(name: string): string | undefined }): boolean {
  const type = (req.get("content-type") ?? "").toLowerCase();
  return req.method === "POST" && type.startsWith("multipart/form-data") && UPLOAD_POST_PATHS.some((pattern) => pattern.test(req.path));
}

/**
 * Refuses bodies over `maxBytes` on every route before the app reads them. A multipart post to a
 * path that takes files (isUploadPost) is checked against MAX_UPLOAD_POST_BYTES by its declared
 * length only and streams on: its reader counts every part as it arrives and never holds a file. A declared Content-Length
 * is checked at once (Node never delivers more than it declares). A streamed body (Transfer-Encoding:
 * chunked, no length) is counted as it arrives and held back from the app until it has all arrived,
 * so at most `maxBytes` are ever buffered; past the limit the request is answered 413 and the rest is
 * never read (Remix would otherwise read a 100 MB body whole).
 */
export function limitBodySize(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.get("content-length");
    if (isUploadPost(req)) {
      if (declared !== undefined && Number(declared) > MAX_UPLOAD_POST_BYTES) refuseTooLarge(res);
      else next();
      return;
    }
    if (declared !== undefined) {
      if (Number(declared) > maxBytes) refuseTooLarge(res);
      else next();
      return;
    }
    if (req.get("transfer-encoding") === undefined) return next();
    holdStreamedBody(req, res, next, maxBytes);
  };
}

function refuseTooLarge(res: Response) {
  // Close the connection rather than read (and discard) the rest of the body to keep it alive.
  res.set("Connection", "close").status(413).type("text/plain").send("The request is too large.");
}

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;

/**
 * Node's HTTP parser hands each piece of a body to the request stream's `push`. Wrapping it on this
 * one request counts the bytes before anyone reads them; the app (next) runs once the body has
 * ended within the limit, and finds it whole in the stream.
 */
function holdStreamedBody(req: Request, res: Response, next: NextFunction, maxBytes: number) {
  // What arrived with the headers already sits in the stream's buffer.
  let size = req.readableLength;
  if (size > maxBytes) return refuseTooLarge(res);
  if (req.complete) return next();

  const stream = req as unknown as { push: Push };
  const push: Push = stream.push.bind(req);
  stream.push = (chunk, encoding) => {
    if (chunk === null) {
      delete (stream as Partial<typeof stream>).push;
      const result = push(null);
      next();
      return result;
    }
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      // Drop this and every later piece until the connection closes (right after the answer is
      // sent). Reading on meanwhile leaves no unread data to turn the close into a reset that
      // could lose the 413 before the client reads it.
      stream.push = () => true;
      refuseTooLarge(res);
      return true;
    }
    push(chunk, encoding);
    // Keep reading although nobody consumes yet: the whole (small) body must arrive before next().
    return true;
  };
}

/**
 * Answers about a signed-in user must stay out of every cache (shared proxies, the browser's back/forward
 * and disk caches on a shared computer): any answer to a request that carries the session cookie, and
 * any answer that sets a cookie, is marked `Cache-Control: no-store`, overriding what a route set.
 * Decided when the headers are written, so it covers pages, data requests, redirects, resource routes
 * and errors alike. Mounted on the app's routes only, so static assets stay cacheable.
 */
export function noStoreWithSession(cookieNames: readonly string[]) {
  const names = cookieNames.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")).join("|");
  const carriesSession = new RegExp(`(?:^|;)\\s*(?:${names})=`);
  return (req: Request, res: Response, next: NextFunction) => {
    const withSession = carriesSession.test(req.headers.cookie ?? "");
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (withSession || this.hasHeader("set-cookie")) this.setHeader("Cache-Control", "no-store");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

/** What this app serves: pages and the API answer GET (HEAD) and POST, nothing else (no CORS preflights). */
export const SERVED_METHODS = ["GET", "HEAD", "POST"] as const;
const served = new Set<string>(SERVED_METHODS);

/**
 * Any other method is refused here with 405 and `Allow`, before Remix: its adapter builds a fetch
 * Request, which refuses some methods (TRACE, CONNECT) outright, and that surfaced as a 500.
 */
export function refuseUnservedMethods(req: Request, res: Response, next: NextFunction) {
  if (served.has(req.method)) return next();
  res.set("Allow", SERVED_METHODS.join(", ")).status(405).type("text/plain").send("Method not allowed.");
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origin a form post must come from: APP_URL's in a deployment (the public address, so neither
 * another scheme nor a Host header someone else chose passes), null elsewhere (development and the
 * demo run at whatever address they were opened, e.g. http://localhost:PORT and 127.0.0.1).
 */
export function expectedFormOrigin(env: { APP_URL: string; DEMO_MODE: boolean; NODE_ENV?: string }): string | null {
  return !env.DEMO_MODE && env.NODE_ENV === "production" ? new URL(env.APP_URL).origin : null;
}

/**
 * A form post from another site must not act with the user's cookie: its Origin must be the whole
 * expected origin (scheme, host and port): `expected()` (expectedFormOrigin), or the request's own
 * when that is null. The api/auth contract (bearer tokens, no cookies) is exempt.
 */
export function refuseCrossSiteForms(expected: () => string | null) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method) || req.path.startsWith("/api/auth/")) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const crossSite = fetchSite === "cross-site" || (origin !== undefined && !sameOrigin(origin, expected() ?? ownOrigin(req)));
    if (crossSite) {
      res.status(403).type("text/plain").send("Cross-site form posts are not accepted.");
      return;
    }
    next();
  };
}

function ownOrigin(req: Request): string | null {
  const host = req.get("host");
  return host ? `${req.protocol}://${host}` : null;
}

/** Origins compared as URLs (default ports, letter case); "null" and anything unparsable never match. */
function sameOrigin(origin: string, expected: string | null): boolean {
  if (expected === null || origin === "null") return false;
  try {
    return new URL(origin).origin === new URL(expected).origin;
  } catch {
    return false;
  }
}
