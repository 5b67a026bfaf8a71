// Who is asking, and the guards of spec 002 §4: private routes need a login, a user with
// is_password_reset is confined to /change-password, and /login, /register and /forgot-pass
// send a logged-in user to /profile.
import { data, redirect } from "@remix-run/node";
import type { UserData } from "~server/api/contract";
import { REQUEST_ID_HEADER } from "~server/http/headers";
import { apiFor, isServerFailure } from "./api.server";
import { loginPath } from "./redirect";
import { destroySession, getSession, type AppSession } from "./session.server";

export interface SessionUser {
  session: AppSession;
  token: string;
  user: UserData;
}

// Remix hands the root loader and the page's loader different Request objects for one HTTP
// request; the web server's request id ties them together, so the API is asked once per page.
const byRequestId = new Map<string, Promise<SessionUser | null>>();
const byRequest = new WeakMap<Request, Promise<SessionUser | null>>();
const REQUEST_MEMORY_MS = 30_000;

/** The logged-in user of this request (checked against the API once per request), or null. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  const id = request.headers.get(REQUEST_ID_HEADER);
  const cached = id ? byRequestId.get(id) : byRequest.get(request);
  if (cached) return cached;
  const pending = loadSessionUser(request);
  if (id) {
    byRequestId.set(id, pending);
    setTimeout(() => byRequestId.delete(id), REQUEST_MEMORY_MS).unref();
  } else {
    byRequest.set(request, pending);
  }
  return pending;
}

async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return null;
  const answer = await apiFor(request, token).get("user");
  // Only a refused token ends the session; a passing API failure must not log the user out.
  if (isServerFailure(answer)) throw data(null, { status: 503 });
  if (!answer.success || !answer.data) return null;
  return { session, token, user: answer.data };
}

function askedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** For private routes: the user, or a redirect to /login?r=<this path>. */
export async function requireUser(request: Request, options: { allowPasswordReset?: boolean } = {}): Promise<SessionUser> {
  const current = await getSessionUser(request);
  if (!current) {
    const session = await getSession(request);
    const headers = session.get("token") ? { "Set-Cookie": await destroySession() } : undefined;
    throw redirect(loginPath(askedPath(request)), { headers });
  }
  if (current.user.is_password_reset === 1 && !options.allowPasswordReset) {
    throw redirect("/change-password");
  }
  return current;
}

/** For /login, /register and /forgot-pass: a logged-in user goes to /profile. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getSessionUser(request)) throw redirect("/profile");
}
