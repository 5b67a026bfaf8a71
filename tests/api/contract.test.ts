// The router and the contract are one: every call of the contract is registered, nothing else is,
// and the access the contract gives each call is what the router enforces.
import { describe, expect, it } from "vitest";
import { createApi } from "~server/api";
import { apiCalls, type CallKey } from "~server/api/contract";
import { useTestApi } from "~tests/support/api";

const t = useTestApi({ packages: false });

/** "METHOD path" of every handler the router has (middleware, registered for ALL methods, aside). */
function routedCalls(): string[] {
  return createApi(t.services)
    .routes.filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path.replace(/^\/api\/auth\//, "")}`);
}

describe("the API contract", () => {
  it("is what the router serves, call for call", () => {
    expect(routedCalls().sort()).toEqual(Object.keys(apiCalls).sort());
  });

  const needsUser = (Object.keys(apiCalls) as CallKey[]).filter((key) => apiCalls[key] !== "public");
  it.each(needsUser)("%s answers 401 without a token, in the answer shape", async (key) => {
    const [method, path] = key.split(" ") as ["GET" | "POST", string];
    const answer = await t.call(method, path.replace(/:\w+/g, "1"), { body: {} });
    expect(answer.status).toBe(401);
    expect(answer).toMatchObject({ success: false, data: null });
    expect(answer.message).toBeTruthy();
  });
});
