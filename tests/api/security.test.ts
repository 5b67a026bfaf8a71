// Hostile input against the account calls: NUL bytes, a JSON body that is not an
// object, common passwords, failed queries that must not log their parameters, and no-store answers.
import { inspect } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createApi } from "~server/api";
import { CLIENT_IP_HEADER } from "~server/api/context";
import { answerBody } from "~server/api/respond";
import { users } from "~server/db/schema";
import { signup } from "~server/domain/accounts/registration";
import { useTestApi } from "~tests/support/api";
import { countUsers, createUser, loginAs, nextIp, PASSWORD, registration, uniqueEmail } from "./auth-support";

const t = useTestApi();

const TOO_COMMON = "This password is too common. Please choose another.";

/** A POST with a raw body, as a hostile client sends it (t.call always sends an object). */
async function postRaw(path: string, body: string, token?: string) {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json", [CLIENT_IP_HEADER]: nextIp() });
  if (token) headers.set("authorization", `Bearer ${token}`);
  const response = await createApi(t.services).fetch(new Request(`http://test.local/api/auth/${path}`, { method: "POST", headers, body }));
  return { status: response.status, headers: response.headers, ...((await response.json()) as { success: boolean; message: string }) };
}

describe("a NUL byte in a name", () => {
  it("is refused at signup with a field message, and nothing is created", async () => {
    const before = await countUsers(t);
    for (const field of ["first_name", "last_name"] as const) {
      const answer = await t.call("POST", "signup", { body: registration({ [field]: "Ada\u0000Lovelace" }), ip: nextIp() });
      // Refused at the API's input boundary, before the schema (which refuses other control characters).
      expect(answer.status).toBe(400);
      expect(answer.success).toBe(false);
      expect(answer.errors?.[field]).toEqual(["Contains characters that are not allowed"]);
    }
    expect(await countUsers(t)).toBe(before);
  });
});

describe("a JSON body that is not an object", () => {
  it("is refused with 400 and a message at signup and change-password", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    for (const body of ["null", "[]", "42", '"text"']) {
      for (const [path, auth] of [["signup", undefined], ["change-password", token]] as const) {
        const answer = await postRaw(path, body, auth);
        expect(answer, `${path} ${body}`).toMatchObject({ status: 400, success: false, message: "The request body must be a JSON object." });
      }
    }
    // The password did not change.
    expect((await loginAs(t, user)).length).toBeGreaterThan(0);
  });
});

describe("common passwords", () => {
  it("are refused at signup after the composition rule, and nothing is created", async () => {
    const before = await countUsers(t);
    for (const password of ["Password1", "Password1!", "Qwerty123", "Iloveyou1"]) {
      const answer = await t.call("POST", "signup", { body: registration({ password, password_confirmation: password }), ip: nextIp() });
      expect(answer, password).toMatchObject({ status: 422, success: false, message: TOO_COMMON, errors: { password: [TOO_COMMON] } });
    }
    // The spec's rule and its message come first.
    const weak = await t.call("POST", "signup", { body: registration({ password: "password", password_confirmation: "password" }), ip: nextIp() });
    expect(weak.errors?.password).toEqual(["Must contain 8 characters, one uppercase, one lowercase, one number"]);
    expect(await countUsers(t)).toBe(before);
  });

  it("are refused at change-password, and the password stays", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const answer = await t.call("POST", "change-password", {
      token,
      body: { old_password: PASSWORD, new_password: "Password1!", password_confirmation: "Password1!" },
    });
    expect(answer).toMatchObject({ status: 422, success: false, message: TOO_COMMON, errors: { new_password: [TOO_COMMON] } });
    expect((await loginAs(t, user)).length).toBeGreaterThan(0);
  });
});

describe("a failed query", () => {
  const secret = "$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$LEAKED-HASH";

  function expectNoParams(error: unknown, values: string[]) {
    expect(error).toBeInstanceOf(Error);
    const printed = [String(error), (error as Error).stack ?? "", inspect(error, { depth: 10 }), JSON.stringify(error)].join("\n");
    for (const value of values) expect(printed).not.toContain(value);
    // The SQL is still there, to find the failing query.
    expect((error as Error).message).toMatch(/insert into "users"/i);
  }

  it("keeps the SQL but not the parameters: a duplicate address", async () => {
    const user = await createUser(t);
    const error = await t.db
      .insert(users)
      .values({ firstName: "Dup", lastName: "Licate", email: user.email, passwordHash: secret })
      .then(() => null, (e: unknown) => e);
    expectNoParams(error, [user.email, secret, "LEAKED-HASH", "Licate"]);
    // What code needs to tell a conflict apart stays.
    expect(error).toMatchObject({ code: "23505", table: "users" });
  });

  it("keeps the SQL but not the parameters: a NUL byte reaching the database, as logged by the API", async () => {
    const email = uniqueEmail("nul");
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Straight to the domain (the schema would refuse it): the database refuses the row.
      const error = await signup(
        t.services,
        { first_name: "Ada\u0000", last_name: "Secret-surname", email, dateOfBirth: "1990-05-17", password: PASSWORD, acceptTerms: true, isover16: true, acceptContact: false },
        nextIp(),
      ).then(() => null, (e: unknown) => e);
      expectNoParams(error, [email, "Secret-surname", "$argon2id$"]);
      console.error("API error", "POST", "/api/auth/signup", error);
      const logged = spy.mock.calls.map((args) => args.map((a) => (typeof a === "string" ? a : inspect(a, { depth: 10 }))).join(" ")).join("\n");
      expect(logged).toContain("Failed query");
      for (const value of [email, "Secret-surname", "$argon2id$"]) expect(logged).not.toContain(value);
    } finally {
      spy.mockRestore();
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe("caching", () => {
  it("marks every API answer no-store", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    for (const answer of [
      await t.call("GET", "user", { token }),
      await t.call("GET", "user"),
      await t.call("POST", "login", { body: { email: user.email, password: PASSWORD }, ip: nextIp() }),
      await t.call("GET", "no-such-call"),
    ]) {
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("keeps the answer's text for a caller in the same process, no-store and all", async () => {
    // The header is set as the answer is made: adding it afterwards made hono copy the answer into a
    // new one, and every in-process read went back through the body's stream (respond.ts).
    const api = createApi(t.services);
    const token = await loginAs(t, await createUser(t));
    for (const [path, headers] of [
      ["user", { authorization: `Bearer ${token}` }],
      ["user", {}],
      ["no-such-call", {}],
    ] as const) {
      const answer = await api.fetch(new Request(`http://test.local/api/auth/${path}`, { headers: { ...headers, [CLIENT_IP_HEADER]: nextIp() } }));
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const text = await answer.text();
      // The body is used up: only the kept text can answer now.
      expect(await answerBody(answer)).toEqual(JSON.parse(text));
    }
  });
});
