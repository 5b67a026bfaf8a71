// Starts a logged-in browser session for a seeded user without clicking through the login form:
// the API issues a token, and the cookie is sealed with the server's session secret.
import { createCookie } from "@remix-run/node";
import type { BrowserContext } from "@playwright/test";
import { sealSession } from "~/server-only/session.server";
import { SESSION_COOKIE_NAME } from "~shared/http-headers";

export const demoPassword = "Marquee-demo-1";
export const demo = {
  attendee: "attendee@marquee.test",
  host: "host@marquee.test",
  admin: "admin@marquee.test",
} as const;

/** `sealedAt`: when the session starts by the server's clock (the screenshots' server runs on a clock of its own). */
export async function logInAs(context: BrowserContext, baseURL: string, email: string, password = demoPassword, sealedAt = Date.now()) {
  const response = await context.request.post(`${baseURL}/api/auth/login`, { data: { email, password } });
  const answer = (await response.json()) as { success: boolean; message: string; data: { access_token: string; id: number } };
  if (!answer.success) throw new Error(`Could not log in ${email}: ${answer.message}`);
  const sealed = sealSession({ token: answer.data.access_token, userId: answer.data.id }, process.env.SESSION_SECRET!, sealedAt);
  const header = await createCookie(SESSION_COOKIE_NAME, { path: "/" }).serialize(sealed);
  const value = header.split(";")[0]!.slice(SESSION_COOKIE_NAME.length + 1);
  await context.addCookies([{ name: SESSION_COOKIE_NAME, value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return answer.data;
}
