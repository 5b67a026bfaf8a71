// Express middleware of the web server: who the client is, security headers, and refusing
// cross-site form posts. None of it touches the database.
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "./headers";

/**
 * Replaces any client-sent values: the API trusts the IP header for rate limits, and the request
 * id lets every loader of one page share per-request work (Remix gives each loader its own Request).
 */
export function identifyRequest(req: Request, _res: Response, next: NextFunction) {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  req.headers[REQUEST_ID_HEADER] = randomUUID();
  next();
}

export function securityHeaders(production: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    res.setHeader(
      "Content-Security-Policy",
      "base-uri 'self'; object-src 'none'; frame-ancestors 'self'; form-action 'self' https://checkout.stripe.com",
    );
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** Express's "trust proxy": a hop count ("1" must be the number 1, not the address 0.0.0.1) or a list. */
export function trustProxySetting(value: string | undefined): number | string {
  if (!value) return "loopback";
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Forms and API calls are small; anything larger is refused before it is read (uploads go to storage). */
export const MAX_FORM_BYTES = 1024 * 1024;

export function limitBodySize(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.get("content-length") ?? 0);
    if (length > maxBytes) {
      res.status(413).type("text/plain").send("The request is too large.");
      return;
    }
    next();
  };
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A form post from another site must not act with the user's cookie. The api/auth contract
 * (bearer tokens, no cookies) is exempt.
 */
export function refuseCrossSiteForms(req: Request, res: Response, next: NextFunction) {
  if (safeMethods.has(req.method) || req.path.startsWith("/api/auth/")) return next();
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const crossSite = fetchSite === "cross-site" || (origin !== undefined && origin !== "null" && !sameHost(origin, req));
  if (crossSite || origin === "null") {
    res.status(403).type("text/plain").send("Cross-site form posts are not accepted.");
    return;
  }
  next();
}

function sameHost(origin: string, req: Request): boolean {
  try {
    return new URL(origin).host === req.get("host");
  } catch {
    return false;
  }
}
