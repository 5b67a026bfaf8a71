import { describe, expect, it } from "vitest";
import { browserConnectOrigins, contentSecurityPolicy, newNonce } from "~server/http/csp";

describe("the Content-Security-Policy", () => {
  it("allows scripts from this site with the answer's nonce and Stripe.js, frames from Stripe, and calls to Stripe's API", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", connect: ["https://bucket.s3.eu-west-2.amazonaws.com", null] });
    const directives = Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1).join(" ")]));
    expect(directives["script-src"]).toBe("'self' 'nonce-abc123' https://js.stripe.com");
    expect(directives["frame-src"]).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
    expect(directives["connect-src"]).toBe("'self' https://api.stripe.com https://bucket.s3.eu-west-2.amazonaws.com");
    expect(directives["default-src"]).toBe("'self'");
    expect(directives["object-src"]).toBe("'none'");
    // A form post may be redirected to Stripe's hosted pages: Checkout (a payment, a saved card) and Connect onboarding ("Verify with Stripe").
    expect(directives["form-action"]).toBe("'self' https://checkout.stripe.com https://connect.stripe.com");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("outside production keeps only the base directives (Vite's development scripts are inline)", () => {
    expect(contentSecurityPolicy({ nonce: null })).toBe("base-uri 'self'; object-src 'none'; frame-ancestors 'self'; form-action 'self' https://checkout.stripe.com https://connect.stripe.com");
  });

  it("makes a different, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("lets the browser reach the media bucket and Sentry when they are configured", () => {
    expect(browserConnectOrigins({})).toEqual([]);
    expect(browserConnectOrigins({ S3_BUCKET: "media", S3_REGION: "eu-west-1" })).toEqual(["https://media.s3.eu-west-1.amazonaws.com"]);
    expect(browserConnectOrigins({ S3_BUCKET: "media", S3_ENDPOINT: "https://minio.example:9000", SENTRY_DSN: "https://key@o1.ingest.sentry.io/2" })).toEqual([
      "https://minio.example:9000",
      "https://media.minio.example:9000",
      "https://o1.ingest.sentry.io",
    ]);
  });
});
