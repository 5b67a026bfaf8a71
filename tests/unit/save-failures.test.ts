// A failed video or bulk save (spec 001 §8): a save the server refused shows 'Something went wrong'
// as an alert and inline; a failure at the server or network level shows the "Unable to …" text.
// A list the API refused (002 §8) fails with "Something went wrong"; at the server level, "Unable to …".
// The actions run for real against the API over HTTP (API_URL), answered by MSW.
import type { AppLoadContext } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockApiUrl } from "~tests/mocks/api";
import { mockServer } from "~tests/mocks/node";
import "~tests/support/connect-web-server";

process.env.API_URL = mockApiUrl;
process.env.SESSION_SECRET = "unit-test-session-secret-unit-test-session-secret";

const { action: videoAction } = await import("~/routes/pre-recorded-video");
const { action: bulkAction } = await import("~/routes/pre-recorded-bulk");
const { loader: ticketsLoader } = await import("~/routes/tickets");
const { loader: historyLoader } = await import("~/routes/transaction-history");
const { commitSession, newSession } = await import("~/server-only/session.server");

beforeAll(() => mockServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const context = (): AppLoadContext => ({ requestId: crypto.randomUUID(), clientIp: "203.0.113.9" });

async function post(path: string, fields: Record<string, string>): Promise<Request> {
  const session = newSession();
  session.set("token", "mock-token");
  session.set("userId", 42);
  const cookie = (await commitSession(session)).split(";")[0]!;
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

function unwrap(result: unknown): { data: unknown; status: number } {
  const value = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  return value?.type === "DataWithResponseInit" ? { data: value.data, status: value.init?.status ?? 200 } : { data: result, status: 200 };
}

const refused = () => HttpResponse.json({ success: false, message: "The video could not be read.", data: null }, { status: 422 });
const broken = () => HttpResponse.json({ success: false, message: "Something broke", data: null }, { status: 500 });
const ok = () => HttpResponse.json({ success: true, message: "", data: null });

const videoFields = { intent: "save", title: "Film", full_video: "uploads/film.mp4", current_video: "" };
const bulkFields = {
  intent: "save",
  rows: "1",
  in_channel: "0",
  has_modules: "0",
  "bulk.0.title": "Film",
  "bulk.0.description": "A film about yoga, long enough.",
  "bulk.0.images": "uploads/film.jpg",
  "bulk.0.video": "uploads/film.mp4",
  "bulk.0.pre_recorded_duration": "30",
  "bulk.0.ticket_price": "5",
};

describe("a failed video save", () => {
  it("refused by the server: 'Something went wrong', as an alert and inline", async () => {
    mockServer.use(http.post(`${mockApiUrl}/api/auth/events/upload-video-start-mail`, ok), http.post(`${mockApiUrl}/api/auth/events/update-video`, refused));
    const reply = unwrap(await videoAction({ request: await post("/pre-recorded-video/7", videoFields), params: { id: "7" }, context: context() }));
    expect(reply.data).toMatchObject({ message: "Something went wrong", inline: true });
  });

  it("at the server or network level: the spec's 'Unable to save video' text", async () => {
    mockServer.use(http.post(`${mockApiUrl}/api/auth/events/upload-video-start-mail`, ok), http.post(`${mockApiUrl}/api/auth/events/update-video`, broken));
    const reply = unwrap(await videoAction({ request: await post("/pre-recorded-video/7", videoFields), params: { id: "7" }, context: context() }));
    expect(reply.data).toMatchObject({ message: "Unable to save video, Please contact admin.", inline: false });
  });
});

describe("a failed bulk save", () => {
  it("refused by the server: 'Something went wrong', as an alert and inline", async () => {
    mockServer.use(http.post(`${mockApiUrl}/api/auth/events/upload-bulk-video-start-mail`, ok), http.post(`${mockApiUrl}/api/auth/events/create-bulk`, refused));
    const reply = unwrap(await bulkAction({ request: await post("/pre-recorded-bulk/b1", bulkFields), params: { id: "b1" }, context: context() }));
    expect(reply.data).toMatchObject({ message: "Something went wrong", inline: true });
  });

  it("at the server or network level: the spec's 'Unable to save events' text", async () => {
    mockServer.use(http.post(`${mockApiUrl}/api/auth/events/upload-bulk-video-start-mail`, ok), http.post(`${mockApiUrl}/api/auth/events/create-bulk`, broken));
    const reply = unwrap(await bulkAction({ request: await post("/pre-recorded-bulk/b1", bulkFields), params: { id: "b1" }, context: context() }));
    expect(reply.data).toMatchObject({ message: "Unable to save events, Please contact admin.", inline: false });
  });
});

/** What a loader threw (a data() response of Remix), as status and body. */
async function thrownBy(load: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await load();
  } catch (error) {
    const value = error as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, data: value.data };
    throw error;
  }
  throw new Error("The loader did not fail");
}

async function signedIn(path: string): Promise<Request> {
  const request = await post(path, {});
  return new Request(request.url, { headers: { cookie: request.headers.get("cookie") ?? "" } });
}

describe("a failed list load", () => {
  it("refused by the API (success false): 'Something went wrong' with the API's status", async () => {
    mockServer.use(http.get(`${mockApiUrl}/api/auth/user-complaints`, () => HttpResponse.json({ success: false, message: "Forbidden", data: null }, { status: 403 })));
    const failed = await thrownBy(async () => ticketsLoader({ request: await signedIn("/tickets"), params: {}, context: context() }));
    expect(failed).toEqual({ status: 403, data: { message: "Something went wrong" } });
  });

  it("at the server or network level: the spec's 'Unable to …' text", async () => {
    mockServer.use(http.get(`${mockApiUrl}/api/auth/bookings`, broken));
    const failed = await thrownBy(async () => historyLoader({ request: await signedIn("/transaction-history"), params: {}, context: context() }));
    expect(failed).toEqual({ status: 503, data: { message: "Unable to fetch details, Please contact admin." } });
  });
});
