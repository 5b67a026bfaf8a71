// The Content-Security-Policy of every answer. Scripts run only from this site, with
// the per-request nonce (Remix's inline scripts carry it), or from Stripe.js; frames only from
// Stripe (3-D Secure, Elements); the browser talks only to this site, Stripe's API, the media bucket
// (presigned uploads) and Sentry when they are configured. A page kept by the visitor page cache
// (ADR 020) keeps its nonce with its header: a nonce only has to be unknowable to whoever wrote the
// page's content, and cached bytes were written before the nonce existed.
import { randomBytes } from "node:crypto";

export const STRIPE_SCRIPT_ORIGIN = "https://js.stripe.com";
export const STRIPE_FRAME_ORIGINS = ["https://js.stripe.com", "https://hooks.stripe.com"] as const;
export const STRIPE_API_ORIGIN = "https://api.stripe.com";
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";
/** Connect onboarding: where "Verify with Stripe" sends the host. */
export const STRIPE_CONNECT_ORIGIN = "https://connect.stripe.com";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The origin of a URL, or null for none or a malformed one. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface CspOptions {
  /** Per request; null outside production (Vite's development scripts are inline and unsigned). */
  nonce: string | null;
  /** Further origins the browser may send requests to (the media bucket, Sentry). */
  connect?: readonly (string | null)[];
}

export function contentSecurityPolicy({ nonce, connect = [] }: CspOptions): string {
  // form-action also governs where a form post is redirected: to this site (as a path, whatever host
  // the browser opened) or to Stripe's hosted pages, never to APP_URL's host.
  const base = ["base-uri 'self'", "object-src 'none'", "frame-ancestors 'self'", `form-action 'self' ${STRIPE_CHECKOUT_ORIGIN} ${STRIPE_CONNECT_ORIGIN}`];
  if (nonce === null) return base.join("; ");
  const connectTo = ["'self'", STRIPE_API_ORIGIN, ...connect.filter((origin): origin is string => Boolean(origin))];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${STRIPE_SCRIPT_ORIGIN}`,
    `frame-src 'self' ${STRIPE_FRAME_ORIGINS.join(" ")}`,
    `connect-src ${[...new Set(connectTo)].join(" ")}`,
    // Media may come from the public bucket or its CDN; styles include the UI kit's inline style attributes.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    ...base,
  ].join("; ");
}

/** The origins the browser calls besides this site and Stripe: the media bucket (uploads) and Sentry. */
export function browserConnectOrigins(env: Record<string, string | undefined>): string[] {
  const origins: Array<string | null> = [];
  if (env.S3_BUCKET) {
    origins.push(env.S3_ENDPOINT ? originOf(env.S3_ENDPOINT) : `https://${env.S3_BUCKET}.s3.${env.S3_REGION || "eu-west-2"}.amazonaws.com`);
    // Path-style endpoints put the bucket under the endpoint; virtual-hosted ones before it.
    if (env.S3_ENDPOINT) origins.push(originOf(env.S3_ENDPOINT.replace("://", `://${env.S3_BUCKET}.`)));
  }
  origins.push(originOf(env.SENTRY_DSN));
  return origins.filter((origin): origin is string => origin !== null);
}
