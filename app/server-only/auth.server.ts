// Who is asking, and the guards of spec 002 §4: private routes need a login, a user with
// is_password_reset is confined to /change-password, and /login, /register and /forgot-pass
// send a logged-in user to /profile.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { UserData } from "~server/api/contract";
import { apiFor, isServerFailure } from "./api.server";
import { throwUnable } from "./failures.server";
import { loginPath } from "~/lib/redirect";
import { destroySession, getSession, type AppSession } from "./session.server";

export interface SessionUser {
  session: AppSession;
  token: string;
  user: UserData;
}

/** The answer to "who is this?": the user or a visitor, or `unavailable` when the API failed to say. */
export interface SessionLookup {
  current: SessionUser | null;
  unavailable: boolean;
}

/**
 * Asks the API about the session's token once per request: Remix gives the root loader and the
 * page's loader different Request objects but the same load context, which keeps the answer.
 */
export function lookupSessionUser(request: Request, context: AppLoadContext): Promise<SessionLookup> {
  context.sessionUser ??= loadSessionUser(request);
  return context.sessionUser;
}

/** The logged-in user of this request, or null (also when the API could not say: public pages go on as for a visitor). */
export async function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return (await lookupSessionUser(request, context)).current;
}

async function loadSessionUser(request: Request): Promise<SessionLookup> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return { current: null, unavailable: false };
  const answer = await apiFor(request, token).get("user");
  // Only a refused token ends the session; a passing API failure must not log the user out.
  if (isServerFailure(answer)) return { current: null, unavailable: true };
  if (!answer.success || !answer.data) return { current: null, unavailable: false };
  return { current: { session, token, user: answer.data }, unavailable: false };
}

function askedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * For private routes: the user, or a redirect to /login?r=<this path>. When the API cannot say who
 * the user is, the page fails (503, the spec's "Unable to fetch user details" text) rather than
 * logging them out.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  options: { allowPasswordReset?: boolean } = {},
): Promise<SessionUser> {
  const { current, unavailable } = await lookupSessionUser(request, context);
  if (unavailable) throwUnable("fetch user details");
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

/**
 * For the admin console (/admin/*): the administrator, or the 404 page for anyone else, a visitor
 * included (no login redirect: nothing says the console exists). An administrator's session ends
 * after two hours idle (the API revokes the token), after which /admin is a 404 until they log in.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const { current, unavailable } = await lookupSessionUser(request, context);
  if (unavailable) throwUnable("fetch user details");
  if (!current || current.user.role !== "admin") throw data(null, { status: 404 });
  if (current.user.is_password_reset === 1) throw redirect("/change-password");
  return current;
}

/** For /login, /register and /forgot-pass: a logged-in user goes to /profile. */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<void> {
  if (await getSessionUser(request, context)) throw redirect("/profile");
}
