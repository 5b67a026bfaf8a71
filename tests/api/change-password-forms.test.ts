// The two change-password screens run one action (app/server-only/change-password.server.ts) and differ
// only where the spec makes them differ (002 §5): the rule for the new password (variant one on
// /change-password asks for a special character, variant two on My Account does not), and where
// success goes. The actions run for real and reach the API in-process, on this file's database.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { validationMessages } from "~shared/schemas/account";
import { useTestApi } from "~tests/support/api";
import { createUser, TEST_PASSWORD } from "~tests/support/factories";
import { sessionCookieOf, useAppServices } from "~tests/support/web-app";

const t = useTestApi();

useAppServices(t);

type Action = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<unknown>;

const screens = {
  "/change-password": (await import("~/routes/change-password")).action as Action,
  "/my-account": (await import("~/routes/my-account")).action as Action,
};

/** A post of the change-password form on `path` by a fresh user; the action's answer, thrown or returned. */
async function post(path: keyof typeof screens, fields: Record<string, string>) {
  const user = await createUser(t.db);
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", cookie: await sessionCookieOf(t, user) });
  const request = new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  let outcome: unknown;
  try {
    outcome = await screens[path]({ request, params: {}, context: { requestId: "change-password-forms", clientIp: "203.0.113.9" } });
  } catch (thrown) {
    outcome = thrown;
  }
  return { user, outcome };
}

/** The status and body (or redirect) of an action's outcome: data() carries its init, a Response its own. */
function answerOf(outcome: unknown): { status: number; location: string | null; result: unknown } {
  if (outcome instanceof Response) return { status: outcome.status, location: outcome.headers.get("location"), result: null };
  const value = outcome as { type?: string; data?: unknown; init?: { status?: number } | null };
  // My Account's answer names the form it is for: { intent, result }.
  const body = value.data as Record<string, unknown>;
  return { status: value.init?.status ?? 200, location: null, result: "result" in body ? body.result : body };
}

const passwordLogsIn = async (email: string, password: string) => (await t.call("POST", "login", { body: { email, password } })).status === 200;

describe("the two change-password screens", () => {
  const withoutSpecial = "Kettle7Lantern";

  it("variant one (/change-password) refuses a new password without a special character; variant two (My Account) takes it", async () => {
    const fields = { old_password: TEST_PASSWORD, new_password: withoutSpecial, password_confirmation: withoutSpecial };
    const one = await post("/change-password", fields);
    const refused = answerOf(one.outcome);
    expect(refused.status).toBe(400);
    expect(refused.result).toMatchObject({ error: { new_password: [validationMessages.password.ruleWithSpecial] } });
    expect(await passwordLogsIn(one.user.email, withoutSpecial)).toBe(false);

    const two = await post("/my-account", { ...fields, intent: "change-password" });
    expect(answerOf(two.outcome)).toMatchObject({ status: 302, location: "/my-account" });
    expect(await passwordLogsIn(two.user.email, withoutSpecial)).toBe(true);
  });

  it("success goes to /profile (or /home with next=home) from variant one, and back to My Account from variant two", async () => {
    const strong = "Kettle7@Lantern";
    const fields = { old_password: TEST_PASSWORD, new_password: strong, password_confirmation: strong };
    expect(answerOf((await post("/change-password", fields)).outcome)).toMatchObject({ status: 302, location: "/profile" });
    expect(answerOf((await post("/change-password", { ...fields, next: "home" })).outcome)).toMatchObject({ status: 302, location: "/home" });
    expect(answerOf((await post("/my-account", { ...fields, intent: "change-password" })).outcome)).toMatchObject({ status: 302, location: "/my-account" });
  });

  it("a wrong current password is refused alike on both screens, and no password is sent back", async () => {
    const fields = { old_password: "Not-my-password-1", new_password: "Kettle7@Lantern", password_confirmation: "Kettle7@Lantern" };
    const one = answerOf((await post("/change-password", fields)).outcome);
    const two = answerOf((await post("/my-account", { ...fields, intent: "change-password" })).outcome);
    const errorOf = (answer: { result: unknown }) => (answer.result as { error?: unknown }).error;
    expect([one.status, errorOf(one)]).toEqual([400, { old_password: ["Old password is incorrect"] }]);
    expect([two.status, errorOf(two)]).toEqual([one.status, errorOf(one)]);
    for (const answer of [one, two]) expect(JSON.stringify(answer.result)).not.toMatch(/Kettle7@Lantern|Not-my-password-1/);
  });
});
