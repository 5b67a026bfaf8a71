// The web session: a cookie encrypted with AES-256-GCM (key from SESSION_SECRET; several
// comma-separated secrets allow rotation: the first encrypts, any decrypts). It holds the API
// token and the queued purchase, and lives 6 hours from its creation (the spec's 6-hour wipe).
import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes, type KeyObject } from "node:crypto";
import { createCookie, createSession, type Cookie, type Session } from "@remix-run/node";
import type { Env } from "~server/env.server";
import { boundedCache, type BoundedCache } from "~shared/bounded-cache";
import { HOST_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from "~shared/http-headers";
import { webServer } from "./web-server.server";

export const SESSION_LIFETIME_MS = 6 * 60 * 60 * 1000;

/** Production over https: a Secure cookie, and then `__Host-` prefixed (Secure, Path=/, no Domain). */
function secureCookie(env: Pick<Env, "NODE_ENV" | "APP_URL">): boolean {
  return env.NODE_ENV === "production" && env.APP_URL.startsWith("https://");
}

/**
 * The session cookie's name. A deployment that switches to the prefixed name logs its users out once
 * (sessions last 6 hours): the unprefixed cookie is not read, since accepting it would undo the prefix.
 */
export function sessionCookieName(env: Pick<Env, "NODE_ENV" | "APP_URL"> = webServer().env()): string {
  return secureCookie(env) ? HOST_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}

export interface QueuedPurchase {
  type: "event_booking" | "channel_subscription";
  id: number;
}

export interface SessionData {
  token: string;
  userId: number;
  queuedPurchase: QueuedPurchase;
}

export interface Toast {
  type: "success" | "error" | "info";
  title?: string;
  message: string;
}

export interface SessionFlash {
  toast: Toast;
}

export type AppSession = Session<SessionData, SessionFlash>;

interface Envelope {
  /** Milliseconds since epoch when the session began; it ends 6 hours later. */
  c: number;
  d: Record<string, unknown>;
}

const keys = new Map<string, KeyObject>();

/** The AES key of a secret, made once (only the environment's few secrets ever reach here). */
function keyFrom(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(createHash("sha256").update(secret).digest());
    keys.set(secret, key);
  }
  return key;
}

export function encrypt(payload: Envelope, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/** Enough for every signed-in user of a busy hour; about 1 kB each. */
const OPENED_MAX = 10_000;
const opened = new WeakMap<readonly string[], BoundedCache<string, Envelope>>();

/**
 * The session in a cookie value, or null when no secret opens it. A signed-in user sends the same
 * value with every page: each value that opened is kept (by the exact value, per list of secrets,
 * frozen), so the next page does not decrypt it again. One that did not open is never kept.
 */
export function decrypt(value: string, secrets: readonly string[]): Envelope | null {
  let known = opened.get(secrets);
  if (!known) {
    known = boundedCache({ maxEntries: OPENED_MAX });
    opened.set(secrets, known);
  }
  const found = known.get(value);
  if (found) return found;
  const envelope = open(value, secrets);
  if (!envelope) return null;
  const kept = Object.freeze({ c: envelope.c, d: Object.freeze(envelope.d) });
  known.set(value, kept);
  return kept;
}

function open(value: string, secrets: readonly string[]): Envelope | null {
  const raw = Buffer.from(value, "base64url");
  if (raw.length < 29) return null;
  const iv = raw.subarray(0, 12);
  const tag = raw.subarray(12, 28);
  const ciphertext = raw.subarray(28);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), iv);
      decipher.setAuthTag(tag);
      const text = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
      return JSON.parse(text) as Envelope;
    } catch {
      // Try the next (older) secret.
    }
  }
  return null;
}

const cookies = new WeakMap<Env, Cookie>();

/** The session cookie of this environment (made once: the environment is validated once). */
function sessionCookie(): Cookie {
  const env = webServer().env();
  let cookie = cookies.get(env);
  if (!cookie) {
    // No `domain`: a __Host- cookie must not have one, and the session belongs to this host only.
    cookie = createCookie(sessionCookieName(env), {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: secureCookie(env),
    });
    cookies.set(env, cookie);
  }
  return cookie;
}

const createdAtKey = "__createdAt";

export async function getSession(request: Request): Promise<AppSession> {
  const value = (await sessionCookie().parse(request.headers.get("cookie"))) as string | null;
  const envelope = typeof value === "string" ? decrypt(value, webServer().env().SESSION_SECRETS) : null;
  const now = Date.now();
  if (!envelope || now - envelope.c >= SESSION_LIFETIME_MS || envelope.c > now + 60_000) {
    return createSession<SessionData, SessionFlash>({ [createdAtKey]: now } as never);
  }
  return createSession<SessionData, SessionFlash>({ ...envelope.d, [createdAtKey]: envelope.c } as never);
}

/** The encrypted cookie value for session data (tests use it to start a logged-in session). */
export function sealSession(data: Partial<SessionData>, secret: string, createdAt = Date.now()): string {
  return encrypt({ c: createdAt, d: data }, secret);
}

export async function commitSession(session: AppSession): Promise<string> {
  const { [createdAtKey]: created, ...data } = session.data as Record<string, unknown>;
  const createdAt = typeof created === "number" ? created : Date.now();
  const remaining = Math.max(1, Math.floor((createdAt + SESSION_LIFETIME_MS - Date.now()) / 1000));
  const value = sealSession(data, webServer().env().SESSION_SECRETS[0]!, createdAt);
  return sessionCookie().serialize(value, { maxAge: remaining });
}

export async function destroySession(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** A fresh session (at login: never reuse a session across a change of user). */
export function newSession(): AppSession {
  return createSession<SessionData, SessionFlash>({ [createdAtKey]: Date.now() } as never);
}
