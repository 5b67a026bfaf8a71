// Unexpected errors in the API are reported (Sentry when SENTRY_DSN is set) with the request id.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApi } from "~server/api";
import { REQUEST_ID_HEADER } from "~shared/http-headers";
import type { ErrorScope } from "~server/observability";
import { createManualJobQueue } from "~server/jobs/queue";
import type { Services } from "~server/services";

const sentry = vi.hoisted(() => ({ captureException: vi.fn() }));
vi.mock("@sentry/remix", () => sentry);

/** Services whose database fails on any query: the handler throws an unexpected error. */
function brokenServices(): Services {
  const db = new Proxy({}, { get: () => () => { throw new Error("database exploded"); } });
  return {
    db: db as Services["db"],
    mail: { send: async () => undefined } as unknown as Services["mail"],
    storage: {} as Services["storage"],
    payments: {} as Services["payments"],
    now: () => new Date(),
    config: { appUrl: "http://localhost:3000", mailOutboxDir: "/nonexistent", linkSecret: "test-link-secret", supportEmail: "support@marquee.test" },
    jobs: createManualJobQueue(),
    close: async () => undefined,
  };
}

beforeEach(() => {
  sentry.captureException.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("an API handler that throws", () => {
  it("answers 500 and reports the error with the request id, method and path", async () => {
    const reports: Array<{ error: unknown; scope: ErrorScope }> = [];
    const api = createApi(brokenServices(), { report: (error, scope) => reports.push({ error, scope }) });
    const response = await api.fetch(
      new Request("http://test.local/api/auth/site-settings", { headers: { [REQUEST_ID_HEADER]: "req-123" } }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ success: false, message: "Something went wrong" });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.scope).toEqual({ requestId: "req-123", method: "GET", path: "/api/auth/site-settings" });
    expect(String(reports[0]!.error)).toContain("database exploded");
  });

  it("does not report a refusal the API meant (a 4xx)", async () => {
    const reports: unknown[] = [];
    const api = createApi(brokenServices(), { report: (error) => reports.push(error) });
    const response = await api.fetch(new Request("http://test.local/api/auth/can-delete-account"));
    expect(response.status).toBe(401);
    expect(reports).toHaveLength(0);
  });
});

/** reportError as a fresh start with this SENTRY_DSN would have it. */
async function freshReporter(dsn: string) {
  vi.resetModules();
  vi.stubEnv("SENTRY_DSN", dsn);
  vi.stubEnv("SESSION_SECRET", "unit-test-session-secret-unit-test-session-secret");
  return (await import("~server/observability")).reportError;
}

describe("reportError", () => {
  it("sends the error to Sentry tagged with the request id when SENTRY_DSN is set", async () => {
    const reportError = await freshReporter("https://public@sentry.example/1");
    const error = new Error("boom");
    reportError(error, { requestId: "req-9", method: "POST", path: "/api/auth/login" });
    expect(sentry.captureException).toHaveBeenCalledWith(error, expect.objectContaining({ tags: { request_id: "req-9" } }));
    vi.unstubAllEnvs();
  });

  it("tags a failed job's error with the job's name", async () => {
    const reportError = await freshReporter("https://public@sentry.example/1");
    const error = new Error("provider down");
    reportError(error, { job: "payment-reconcile" });
    expect(sentry.captureException).toHaveBeenCalledWith(error, expect.objectContaining({ tags: { job: "payment-reconcile" } }));
    expect(console.error).toHaveBeenCalledWith("Unexpected error", "", "", "job payment-reconcile", error);
    vi.unstubAllEnvs();
  });

  it("only logs without SENTRY_DSN", async () => {
    const reportError = await freshReporter("");
    reportError(new Error("boom"), { requestId: "req-10" });
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
    vi.unstubAllEnvs();
  });
});
