// The page gates over every route of app/routes.ts (classified in tests/support/page-access.ts):
// who may open it — a visitor, a logged-in user, an administrator — and the security headers of
// every answer. Runs once, in the "http" project: these are the server's decisions.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { pageAccess, type PageAccess } from "../support/page-access";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

type Role = "visitor" | "user" | "admin";

/** What each role gets from each kind of route: a status, and where a redirect goes. */
function expected(access: PageAccess, role: Role, sample: string): { status: number; location?: string } | null {
  switch (access) {
    case "public":
      return { status: 200 };
    case "operator":
      // The fixtures send every request from a made-up address (X-Forwarded-For), never loopback:
      // the demo's loopback-only tools must not exist for it.
      return { status: 404 };
    case "anonymous":
      return role === "visitor" ? { status: 200 } : { status: 302, location: "/profile" };
    case "user":
      return role === "visitor" ? { status: 302, location: `/login?r=${encodeURIComponent(sample)}` } : { status: 200 };
    case "owner":
      // The sample names an event of the demo's, never the test user's; an administrator may open
      // any event's page, whatever event 1 is (a bulk or not), so that role is not asserted here.
      if (role === "visitor") return { status: 302, location: `/login?r=${encodeURIComponent(sample)}` };
      return role === "user" ? { status: 302, location: "/event-management" } : null;
    case "owner-home":
      // The sample names an event of the demo's: neither the test user nor the administrator owns it.
      if (role === "visitor") return { status: 302, location: `/login?r=${encodeURIComponent(sample)}` };
      return { status: 302, location: "/home" };
    case "owner-my-channels":
      // The sample names the demo's channel and document: a user is sent to /my-channels (001 §2.2).
      if (role === "visitor") return { status: 302, location: `/login?r=${encodeURIComponent(sample)}` };
      return role === "user" ? { status: 302, location: "/my-channels" } : null;
    case "owner-missing":
      // The sample names the demo's channel or document: a user gets 404; an administrator may open it.
      if (role === "visitor") return { status: 302, location: `/login?r=${encodeURIComponent(sample)}` };
      return role === "user" ? { status: 404 } : null;
    case "admin":
      // Anyone but an administrator, a visitor too, gets the 404 page: nothing says the console exists.
      return { status: role === "admin" ? 200 : 404 };
    case "event-action":
      // A user is shown the question, or sent on to the event page when there is nothing to confirm.
      return role === "visitor" ? { status: 302, location: `/login?r=${encodeURIComponent(sample)}` } : null;
    case "event-visitor":
      // A visitor is asked "Login Now ?" (when the event exists); a user is sent on to the event page.
      return role === "visitor" ? null : { status: 302 };
    case "form-target":
      return { status: 302 };
    case "not-found":
      return { status: 404 };
    case "resource":
      return null;
  }
}

/** The headers every answer carries (server/http/middleware.ts). */
function headerProblems(response: APIResponse): string[] {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const problems: string[] = [];
  for (const directive of ["object-src 'none'", "base-uri", "frame-ancestors"]) {
    if (!csp.includes(directive)) problems.push(`Content-Security-Policy lacks ${directive}`);
  }
  if (headers["x-content-type-options"] !== "nosniff") problems.push("X-Content-Type-Options is not nosniff");
  if (!headers["referrer-policy"]) problems.push("no Referrer-Policy");
  // The e2e server runs as production (NODE_ENV=production).
  if (!headers["strict-transport-security"]) problems.push("no Strict-Transport-Security");
  return problems;
}

async function sweep(request: APIRequestContext, role: Role, only?: PageAccess): Promise<string[]> {
  const failures: string[] = [];
  for (const [pattern, { access, sample }] of Object.entries(pageAccess)) {
    if (only && access !== only) continue;
    const want = expected(access, role, sample);
    if (!want) continue;
    const response = await request.get(sample, { maxRedirects: 0 });
    const location = response.headers()["location"];
    if (response.status() !== want.status || (want.location !== undefined && location !== want.location)) {
      failures.push(`${pattern} (${sample}) as ${role}: ${response.status()} ${location ?? ""}, expected ${want.status} ${want.location ?? ""}`);
    }
    for (const problem of headerProblems(response)) failures.push(`${pattern} (${sample}) as ${role}: ${problem}`);
  }
  return failures;
}

test.describe("page gates", () => {
  test("a visitor opens public pages, and is sent to log in for private ones", async ({ context }) => {
    expect(await sweep(context.request, "visitor")).toEqual([]);
  });

  test("a logged-in user opens private pages, is sent to /profile from login pages, and gets 404 for /admin", async ({
    context,
    users,
  }) => {
    const user = await users.create({ label: "matrix" });
    await user.logIn();
    expect(await sweep(context.request, "user")).toEqual([]);
  });

  test("the session cookie a login sets is HttpOnly, SameSite=Lax and site-wide", async ({ context, users }) => {
    const user = await users.create({ label: "cookie" });
    const response = await context.request.post("/login", { form: { email: user.email, password: user.password }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^(__marquee_session|__Host-marquee_session)=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(headerProblems(response)).toEqual([]);
  });

  test("a host gets the 404 page for every /admin route", async ({ context, baseURL }) => {
    await logInAs(context, baseURL!, demo.host);
    // A host is a user here: the sweep's "user" expectations, for the console's routes.
    expect(await sweep(context.request, "user", "admin")).toEqual([]);
  });

  test("an administrator opens /admin", async ({ context, baseURL }) => {
    await logInAs(context, baseURL!, demo.admin);
    expect(await sweep(context.request, "admin")).toEqual([]);
  });
});
