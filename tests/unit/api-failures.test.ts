// When the API fails (answers 500, or does not answer in time), pages survive: public pages render as
// for a visitor with a quiet notice, private pages show the spec's "Unable to …" text (and never log
// the user out), and forms show the spec's "Unable to …" text instead of the raw server message.
// The loaders and actions run for real against the API over HTTP (API_URL), answered by MSW.
import type { AppLoadContext } from "@remix-run/node";
import { delay, http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockApiUrl } from "~tests/mocks/api";
import { mockServer } from "~tests/mocks/node";
import { REQUEST_ID_HEADER } from "~shared/http-headers";
import "~tests/support/connect-web-server";

// Read lazily by getEnv(), before any loader runs.
process.env.API_URL = mockApiUrl;
process.env.API_TIMEOUT_MS = "150";
process.env.SESSION_SECRET = "unit-test-session-secret-unit-test-session-secret";

const { loader: rootLoader } = await import("~/root");
const { loader: sectionLoader } = await import("~/routes/section");
const { action: changePasswordAction } = await import("~/routes/change-password");
const { commitSession, newSession } = await import("~/server-only/session.server");

const userUrl = `${mockApiUrl}/api/auth/user`;
const changePasswordUrl = `${mockApiUrl}/api/auth/change-password`;

let userCalls = 0;
beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: "error" });
  mockServer.events.on("request:start", ({ request }) => {
    if (request.url === userUrl) userCalls += 1;
  });
});
afterEach(() => {
  mockServer.resetHandlers();
  userCalls = 0;
});
afterAll(() => mockServer.close());

function context(): AppLoadContext {
  return { requestId: crypto.randomUUID(), clientIp: "203.0.113.9" };
}

/** A Cookie header for a logged-in session holding the mock API's valid token. */
async function loggedInCookie(): Promise<string> {
  const session = newSession();
  session.set("token", "mock-token");
  session.set("userId", 42);
  return (await commitSession(session)).split(";")[0]!;
}

async function get(path: string): Promise<Request> {
  return new Request(`http://localhost${path}`, { headers: { cookie: await loggedInCookie() } });
}

/** What a loader returned through data(): its payload and status. */
function unwrap(result: unknown): { data: unknown; status: number; headers: Headers } {
  const value = result as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  if (value?.type === "DataWithResponseInit") {
    return { data: value.data, status: value.init?.status ?? 200, headers: new Headers(value.init?.headers) };
  }
  return { data: result, status: 200, headers: new Headers() };
}

const failures = {
  "answers 500": () => HttpResponse.json({ success: false, message: "Something went wrong", data: null }, { status: 500 }),
  "times out": async () => {
    await delay("infinite");
    return HttpResponse.json({});
  },
};

describe.each(Object.entries(failures))("when the API %s", (_name, failure) => {
  it("a public page renders as for a visitor, with the notice flag, asking the API once", async () => {
    mockServer.use(http.get(userUrl, failure));
    const ctx = context();
    const root = unwrap(await rootLoader({ request: await get("/home"), params: {}, context: ctx }));
    const page = await sectionLoader({ request: await get("/home"), params: {}, context: ctx });
    expect(root.data).toMatchObject({ user: null, sessionUnavailable: true });
    // The session is kept: a passing failure must not log the user out.
    expect(root.headers.get("set-cookie")).toBeNull();
    expect(page).toEqual({ key: "home" });
    expect(userCalls).toBe(1);
  });

  it("a private page fails with the spec's text (503), not a logout", async () => {
    mockServer.use(http.get(userUrl, failure));
    const thrown = await sectionLoader({ request: await get("/profile"), params: {}, context: context() }).catch((e: unknown) => e);
    expect(thrown).not.toBeInstanceOf(Response);
    const failed = unwrap(thrown);
    expect(failed.status).toBe(503);
    expect(failed.data).toEqual({ message: "Unable to fetch user details, Please contact admin." });
  });

  it("the change-password form shows the spec's text instead of the server's message", async () => {
    mockServer.use(http.post(changePasswordUrl, failure));
    const body = new URLSearchParams({ old_password: "Old-pass1!", new_password: "New-pass1!", password_confirmation: "New-pass1!" });
    const request = new Request("http://localhost/change-password", {
      method: "POST",
      headers: { cookie: await loggedInCookie(), "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const reply = unwrap(await changePasswordAction({ request, params: {}, context: context() }));
    expect(reply.status).toBeGreaterThanOrEqual(500);
    expect(reply.data).toMatchObject({ error: { "": ["Unable to change password, Please contact admin."] } });
  });
});

describe("the session user of a request", () => {
  it("is asked of the API once per request, and again for the next request", async () => {
    const first = context();
    const root = unwrap(await rootLoader({ request: await get("/home"), params: {}, context: first }));
    await sectionLoader({ request: await get("/profile"), params: {}, context: first });
    expect(root.data).toMatchObject({ user: { id: 42, firstName: "Mock" }, sessionUnavailable: false });
    expect(userCalls).toBe(1);

    await rootLoader({ request: await get("/home"), params: {}, context: context() });
    expect(userCalls).toBe(2);
  });

  it("a refused token is a visitor without the notice", async () => {
    mockServer.use(http.get(userUrl, () => HttpResponse.json({ success: false, message: "Unauthenticated.", data: null }, { status: 401 })));
    const root = unwrap(await rootLoader({ request: await get("/home"), params: {}, context: context() }));
    expect(root.data).toMatchObject({ user: null, sessionUnavailable: false });
  });
});

describe("a call to the API", () => {
  it("carries the page request's id, so an error the API reports names the request", async () => {
    const seen: (string | null)[] = [];
    mockServer.events.on("request:start", ({ request }) => {
      if (request.url === userUrl) seen.push(request.headers.get(REQUEST_ID_HEADER));
    });
    const request = await get("/home");
    request.headers.set(REQUEST_ID_HEADER, "page-request-7");
    await rootLoader({ request, params: {}, context: context() });
    expect(seen).toEqual(["page-request-7"]);
  });
});
