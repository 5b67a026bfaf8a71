// The local adapter's signatures: an upload policy (key, exact type, size range, expiry) and GET
// links for private objects, both HMAC-SHA256 with the session secret, compared in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface UploadPolicy {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  /** Seconds since the epoch. */
  expires: number;
}

function hmac(secret: string, purpose: string, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest("base64url");
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signPolicy(secret: string, policy: UploadPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString("base64url");
  return { policy: encoded, signature: hmac(secret, "upload", encoded) };
}

/** The policy, when its signature is one of ours; null otherwise (expiry is the caller's check). */
export function readPolicy(secrets: readonly string[], encoded: string, signature: string): UploadPolicy | null {
  if (!secrets.some((secret) => same(hmac(secret, "upload", encoded), signature))) return null;
  try {
    const value = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as Partial<UploadPolicy>;
    if (
      typeof value.key !== "string" ||
      typeof value.contentType !== "string" ||
      typeof value.minBytes !== "number" ||
      typeof value.maxBytes !== "number" ||
      typeof value.expires !== "number"
    ) {
      return null;
    }
    return value as UploadPolicy;
  } catch {
    return null;
  }
}

const getPayload = (key: string, expires: number, download: string) => `${key}\n${expires}\n${download}`;

export function signGet(secret: string, key: string, expires: number, download = ""): string {
  return hmac(secret, "get", getPayload(key, expires, download));
}

export function verifyGet(secrets: readonly string[], key: string, expires: number, download: string, signature: string): boolean {
  return secrets.some((secret) => same(signGet(secret, key, expires, download), signature));
}
