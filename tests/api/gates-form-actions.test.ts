// The hostile-input gate for form actions: every route module of app/routes.ts that has an action
// gets malformed and hostile form posts, as a visitor and as a logged-in user. The gate: never a
// 5xx or an unexpected throw, and nothing in the database changes. The actions run for real and
// reach the API in-process, on this file's test database. A fixed seed makes failures replayable.
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import routes from "~/routes";
import { CLIENT_IP_HEADER } from "~shared/http-headers";
import { useTestApi } from "~tests/support/api";
import { createUser } from "~tests/support/factories";
import { routeEntries } from "~tests/support/page-access";
import { sessionCookieOf, useAppServices } from "~tests/support/web-app";
import { changes, snapshot } from "./gates/db-snapshot";
import { mulberry32 } from "./gates/seeded-random";

process.env.SESSION_SECRET ??= "form-action-gate-session-secret-form-action-gate";

const t = useTestApi();

useAppServices(t);

/** Every field any form of the app posts, so each hostile value reaches each action's schema. */
const fieldNames = [
  "email", "password", "first_name", "last_name", "email_confirmation", "dateOfBirth", "password_confirmation",
  "acceptTerms", "isover16", "acceptContact", "old_password", "new_password", "intent", "r", "code", "userId", "next",
  // The event form (app/routes/event-create.tsx, chan-event-create.tsx).
  "event_id", "title", "description", "event_type", "category_id", "channel_id", "channel_module_id", "is_bulk_event",
  "bulk_event", "event_date", "end_date", "event_time", "end_time", "time_zone", "ticket_price", "is_free",
  "is_recurring_event", "repeat_frequency", "repeat_until_date", "can_cancel", "features", "view_link", "photos",
  "short_video", "new_module_title", "schedule_dates[0].schedule_date", "schedule_dates[0].schedule_fields[0].schedule_time",
  "schedule_dates[0].schedule_fields[0].schedule_title", "speakers[0].speaker_name", "speakers[0].speaker_photo",
];

const SEED = Number(process.env.GATES_SEED ?? 20261122);

const hostileValues = [
  "", " ", "\u0000", "a\u0000b@example.com", "\ud800", "\u202e" + "txt.exe", "🦄".repeat(50), "' OR 1=1 --",
  "<script>alert(1)</script>", "-1", "0.5", "1e309", "NaN", "[object Object]", "x".repeat(100_000),
  "delete-account", "change-password", "add-module", "save-join-link", "remove-speaker:0", "add-schedule-row:0", "../../etc/passwd", "//evil.example/path", "javascript:alert(1)",
];

interface Variant {
  name: string;
  contentType?: string;
  body: BodyInit | null;
}

/** Whole-body variants, then one hostile value in every field, then repeated fields, in a seeded order. */
function variants(): Variant[] {
  const random = mulberry32(SEED);
  const list: Variant[] = [
    { name: "no body", body: null },
    { name: "a JSON body", contentType: "application/json", body: JSON.stringify({ email: "a@b.test", intent: "delete-account" }) },
    { name: "text/plain", contentType: "text/plain", body: "email=a@b.test" },
    { name: "multipart garbage", contentType: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
    { name: "bad percent escapes", contentType: "application/x-www-form-urlencoded", body: "email=%E0%A4%A&password=%" },
  ];
  for (const value of hostileValues) {
    const form = new URLSearchParams(fieldNames.map((name) => [name, value]));
    list.push({ name: `every field = ${JSON.stringify(value.slice(0, 24))}`, contentType: "application/x-www-form-urlencoded", body: form.toString() });
  }
  const repeated = new URLSearchParams();
  for (const name of fieldNames) for (let i = 0; i < 3; i++) repeated.append(name, hostileValues[Math.floor(random() * hostileValues.length)]!);
  list.push({ name: "every field three times", contentType: "application/x-www-form-urlencoded", body: repeated.toString() });
  return list;
}

/** The status an action's outcome answers with: data() carries its init, a Response its own. */
function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  const value = outcome as { type?: string; init?: { status?: number } | null };
  if (value?.type === "DataWithResponseInit") return value.init?.status ?? 200;
  return 200;
}

const sessionCookie = async (): Promise<string> => sessionCookieOf(t, await createUser(t.db));

const actionRoutes = await Promise.all(
  routeEntries(routes).map(async ({ pattern: path, file }) => {
    const module = (await import(/* @vite-ignore */ `../../app/${file}`)) as { action?: (args: unknown) => Promise<unknown> };
    return { path, file, action: module.action };
  }),
).then((all) => all.filter((route) => route.action && route.file !== "routes/api.ts"));

describe(`form actions refuse hostile posts cleanly (GATES_SEED=${SEED})`, () => {
  it("finds the app's form actions", () => {
    expect(actionRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(["/login", "/register", "/my-account"]));
  });

  for (const as of ["visitor", "user"] as const) {
    it.each(actionRoutes.map((route) => [route.path, route] as const))(`%s as a ${as}`, async (_path, route) => {
      const failures: string[] = [];
      const all = variants();
      // A fresh session per variant: an action that logs out or deletes must not skew the next one.
      // They are opened first, so that the snapshot after one variant is the one before the next.
      const cookies: string[] = [];
      for (const _ of all) cookies.push(as === "user" ? await sessionCookie() : "");
      // Failed attempts are counted in rate_limits on purpose; nothing else may change.
      let before = await snapshot(t.db, ["rate_limits"]);
      for (const [index, variant] of all.entries()) {
        const cookie = cookies[index]!;
        const url = `http://localhost${route.path.replace(/:(\w+)\??/g, "x").replace("/*", "/x")}`;
        const headers = new Headers({ [CLIENT_IP_HEADER]: "203.0.113.77" });
        if (variant.contentType) headers.set("content-type", variant.contentType);
        if (cookie) headers.set("cookie", cookie);
        const request = new Request(url, { method: "POST", headers, body: variant.body });
        const context: AppLoadContext = { requestId: `gate-${variant.name}`, clientIp: "203.0.113.77" };
        try {
          const status = statusOf(await route.action!({ request, params: { code: "x", id: "1", eventType: "p", channelId: "1", bulk: "true" }, context }));
          if (status >= 500) failures.push(`${variant.name}: answered ${status}`);
        } catch (thrown) {
          // A thrown redirect or data() is an answer; anything else would be a 500.
          const answered = thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit";
          if (!answered) failures.push(`${variant.name}: threw ${String(thrown).slice(0, 200)}`);
          else if (statusOf(thrown) >= 500) failures.push(`${variant.name}: answered ${statusOf(thrown)}`);
        }
        const after = await snapshot(t.db, ["rate_limits"]);
        const changed = changes(before, after);
        before = after;
        if (changed.length) failures.push(`${variant.name}: changed ${changed.join(", ")}`);
      }
      expect(failures, `${route.path} as a ${as}:\n${failures.join("\n")}`).toEqual([]);
    });
  }
});
