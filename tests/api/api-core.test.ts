// What every call shares: the answer shape for unknown paths and unreadable or oversized bodies.
import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~server/api";
import { useTestApi } from "~tests/support/api";

const t = useTestApi({ packages: false });
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  api = createApi(t.services);
});

const send = (init: RequestInit & { path?: string }) =>
  api.fetch(new Request(`http://test.local/api/auth/${init.path ?? "login"}`, { method: "POST", ...init }));

describe("the API's edges", () => {
  it("answers an unknown call with success false and 404", async () => {
    const answer = await t.call("GET", "no-such-call");
    expect(answer.status).toBe(404);
    expect(answer).toMatchObject({ success: false, data: null });
  });

  it("answers unreadable bodies with 400, never 500", async () => {
    const badJson = await send({ headers: { "content-type": "application/json" }, body: "{not json" });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ success: false, message: "The request body is not valid JSON." });
    const badForm = await send({ headers: { "content-type": "multipart/form-data" }, body: "garbage" });
    expect(badForm.status).toBe(400);
    expect(await badForm.json()).toMatchObject({ success: false, message: "The request body is not a valid form." });
  });

  it("refuses a body over 1 MB with 413 before reading it", async () => {
    const huge = JSON.stringify({ email: "a@b.test", password: "x".repeat(2 * 1024 * 1024) });
    const response = await send({ headers: { "content-type": "application/json" }, body: huge });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, message: "The request is too large." });
  });

  it("accepts form-encoded input with the same validation messages", async () => {
    const response = await send({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=&password=" });
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { errors: Record<string, string[]> };
    expect(answer.errors.email).toContain("Email is required");
    expect(answer.errors.password).toContain("Password is required");
  });
});
