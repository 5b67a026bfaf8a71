// The authorisation gate: every call of the contract, found from its declarations, tried as a
// visitor, as a logged-in user and as an administrator (and, for "owner" calls, as the owner and as
// another user). Who may call it is the declared access; tests/api/gates/access-table.ts adds the
// samples and the owner fixtures, and an owner call without one fails here by name. Admin calls
// answer a visitor, a user and a host exactly as an unknown path does (404 "Not found").
import { describe, expect, it } from "vitest";
import { apiCalls, type CallKey } from "~server/api/contract";
import { useTestApi } from "~tests/support/api";
import { accessTable, gateProblems, pathOf, type Made } from "./gates/access-table";
import { changes, schemaTables, snapshot } from "./gates/db-snapshot";
import { UNKNOWN_PATH_MESSAGE } from "~server/api/context";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs, nextIp, type TestUser } from "./auth-support";

const t = useTestApi();

const calls = Object.keys(apiCalls) as CallKey[];
const table = accessTable;

describe("the access table", () => {
  it("has an ownership fixture for every owner call, and rows only for declared calls", () => {
    const problems = gateProblems();
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("names an owner call that has no fixture", () => {
    expect(gateProblems({}, { "POST events/update-join-link": "owner", "GET user": "user" })).toEqual([
      "POST events/update-join-link is an owner call without an ownership fixture",
    ]);
  });
});

describe("the database snapshot", () => {
  it("counts every table of the schema", async () => {
    const counts = await snapshot(t.db);
    expect(Object.keys(counts).sort()).toEqual([...schemaTables.keys()].sort());
    expect(schemaTables.has("users") && schemaTables.has("api_tokens")).toBe(true);
    expect(counts.packages).toBeGreaterThan(0);
  });
});

interface Caller {
  token: string | null;
}

async function loggedIn(user: TestUser): Promise<Caller> {
  return { token: await loginAs(t, user) };
}

async function attempt(key: CallKey, caller: Caller, made: Made = {}) {
  const gate = table[key];
  const [method, path] = key.split(" ") as ["GET" | "POST", string];
  return t.call(method, pathOf(path, made.params ?? gate.params), {
    token: caller.token,
    body: method === "POST" ? { ...(gate.sample?.() ?? {}), ...made.body } : undefined,
    ip: nextIp(),
  });
}

/** A refusal: the status, the answer shape, and not one row changed. */
async function expectRefused(key: CallKey, as: string, caller: Caller, statuses: number[], made?: Made) {
  const before = await snapshot(t.db);
  const answer = await attempt(key, caller, made);
  const changed = changes(before, await snapshot(t.db));
  const where = `${key} as ${as}: ${answer.status} ${JSON.stringify(answer.message)}`;
  expect(statuses, `${where}, expected one of ${statuses.join("/")}`).toContain(answer.status);
  expect(answer.success, where).toBe(false);
  expect(answer.message, where).toBeTruthy();
  expect(changed, `${where} changed the database: ${changed.join(", ")}`).toEqual([]);
}

/** An admin call refused as an unknown path is: 404 "Not found", and nothing changed. */
async function expectUnknown(key: CallKey, as: string, caller: Caller) {
  await expectRefused(key, as, caller, [404]);
  const answer = await attempt(key, caller);
  expect(answer.message, `${key} as ${as}`).toBe(UNKNOWN_PATH_MESSAGE);
}

/**
 * Let through: the call reached its handler, whatever the handler then made of the sample input
 * (a public call's own 401, such as login's wrong password, is an answer, not the gate).
 */
async function expectAllowed(key: CallKey, as: string, caller: Caller, made?: Made) {
  const answer = await attempt(key, caller, made);
  const where = `${key} as ${as}: ${answer.status} ${JSON.stringify(answer.message)}`;
  if (table[key].who !== "public") expect([401, 403], `${where} was refused at the gate`).not.toContain(answer.status);
  if (table[key].who === "admin") expect(answer.status === 404 && answer.message === UNKNOWN_PATH_MESSAGE, `${where} was refused at the gate`).toBe(false);
  expect(answer.status, where).toBeLessThan(500);
  expect(typeof answer.success, where).toBe("boolean");
}

describe.each(calls)("%s", (key) => {
  const who = table[key].who;

  it(`as a visitor: ${who === "public" ? "answered" : "401, nothing changes"}`, async () => {
    if (who === "public") {
      const answer = await attempt(key, { token: null });
      expect(answer.status, `${key} as a visitor`).toBeLessThan(500);
      expect(typeof answer.success).toBe("boolean");
      return;
    }
    if (who === "admin") return expectUnknown(key, "a visitor", { token: null });
    await expectRefused(key, "a visitor", { token: null }, [401]);
  });

  it(`as a logged-in user: ${who === "admin" ? "404 as for an unknown path, nothing changes" : who === "owner" ? "not the owner: 403/404, nothing changes" : "let through"}`, async () => {
    const user = await createUser(t);
    if (who === "admin") return expectUnknown(key, "a user", await loggedIn(user));
    if (who === "owner") {
      const owner = await createUser(t);
      const made = await table[key].fixture!(t, { owner, other: user });
      return expectRefused(key, "another user", await loggedIn(user), [403, 404], made);
    }
    await expectAllowed(key, "a user", await loggedIn(user));
  });

  if (who === "admin") {
    it("as a host: 404 as for an unknown path, nothing changes", async () => {
      const host = await createUser(t);
      await createHostedEvent(t.db, host.row);
      await expectUnknown(key, "a host", await loggedIn(host));
    });
  }

  if (who === "owner") {
    it("as the owner: let through", async () => {
      const [owner, other] = [await createUser(t), await createUser(t)];
      const made = await table[key].fixture!(t, { owner, other });
      await expectAllowed(key, "the owner", await loggedIn(owner), made);
    });
  }

  it("as an administrator: let through", async () => {
    const admin = await createUser(t, { role: "admin" });
    if (who === "owner") {
      const [owner, other] = [await createUser(t), await createUser(t)];
      return expectAllowed(key, "an administrator", await loggedIn(admin), await table[key].fixture!(t, { owner, other }));
    }
    await expectAllowed(key, "an administrator", await loggedIn(admin));
  });
});
