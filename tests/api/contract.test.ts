// The router and the contract are one: every declared call is registered, and answered by its own
// handler, nothing else is served, each call is declared once, and the access a call declares is
// what the router enforces.
import { describe, expect, it } from "vitest";
import { createApi } from "~server/api";
import { apiCalls, contract, contractAreas, type CallKey } from "~server/api/contract";
import { useTestApi } from "~tests/support/api";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const declared = Object.keys(apiCalls) as CallKey[];

/** "METHOD path" of every handler the router has (middleware, registered for ALL methods, aside). */
function routedCalls(): string[] {
  return createApi(t.services)
    .routes.filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path.replace(/^\/api\/auth\//, "")}`);
}

/** The router's own answer to a path it does not serve. */
const isUnrouted = (answer: { status: number; message: string }) => answer.status === 404 && answer.message === "Not found";

describe("the API contract", () => {
  it("is what the router serves, call for call", () => {
    expect(routedCalls().sort()).toEqual([...declared].sort());
  });

  it("declares each call in one area only", () => {
    const keys = Object.values(contractAreas).flatMap((area) => Object.keys(area));
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice, `declared in two areas: ${twice.join(", ")}`).toEqual([]);
    expect(keys.length).toBe(Object.keys(contract).length);
  });

  it("answers every declared call from its handler, never with the router's 404", async () => {
    const admin = await createUser(t, { role: "admin" });
    const unrouted: string[] = [];
    for (const key of declared) {
      const [method, path] = key.split(" ") as ["GET" | "POST", string];
      // A session of its own per call: an earlier call (logout) may have ended the last one, and an
      // admin call answers a caller without one exactly as an unknown path.
      const token = await loginAs(t, admin);
      const answer = await t.call(method, path.replace(/:\w+/g, "1"), { token, body: method === "POST" ? {} : undefined });
      if (isUnrouted(answer)) unrouted.push(key);
    }
    expect(unrouted, `answered as unknown routes: ${unrouted.join(", ")}`).toEqual([]);
  });

  it.each([
    ["GET", "no-such-call"],
    ["POST", "user"],
    ["GET", "login"],
    ["GET", "events/1/2/3"],
  ] as const)("answers an undeclared %s %s with the router's 404", async (method, path) => {
    const answer = await t.call(method, path, { body: method === "POST" ? {} : undefined });
    expect(isUnrouted(answer), `${method} ${path}: ${answer.status} ${answer.message}`).toBe(true);
    expect(answer).toMatchObject({ success: false, data: null });
  });

  const adminOnly = declared.filter((key) => apiCalls[key] === "admin");
  it.each(adminOnly)("%s answers without a token as an unknown path does", async (key) => {
    const [method, path] = key.split(" ") as ["GET" | "POST", string];
    const answer = await t.call(method, path.replace(/:\w+/g, "1"), { body: {} });
    expect(isUnrouted(answer), `${key}: ${answer.status} ${answer.message}`).toBe(true);
    expect(answer).toMatchObject({ success: false, data: null });
  });

  const needsUser = declared.filter((key) => apiCalls[key] !== "public" && apiCalls[key] !== "admin");
  it.each(needsUser)("%s answers 401 without a token, in the answer shape", async (key) => {
    const [method, path] = key.split(" ") as ["GET" | "POST", string];
    const answer = await t.call(method, path.replace(/:\w+/g, "1"), { body: {} });
    expect(answer.status).toBe(401);
    expect(answer).toMatchObject({ success: false, data: null });
    expect(answer.message).toBeTruthy();
  });
});
