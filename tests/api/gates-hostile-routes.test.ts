// The hostile-input gate for the web app's routes: every route of app/routes.ts but the API's
// (tests/api/gates-hostile-input.test.ts) — the pages and the routes outside api/auth (/storage,
// /sandbox, the webhook, /join, .ics) — is sent, through the whole app in-process as the web server
// runs it (tests/support/web-app.ts), GETs with hostile values in each query parameter the route
// reads (tests/support/page-access.ts lists them) and in each path param, and form posts with a
// NUL in the path, the query and every field. A NUL in any of them must answer 400 and change
// nothing; any other value anything but a 5xx. The choices come from a fixed seed (GATES_SEED).
//
// The app's API sits behind one more middleware here, one that sets a header after next() (hono
// then copies every answer): the pages' in-process answers (server/api/respond.ts) must survive the
// copy, so every probe also checks that each API answer its page asked for was read.
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { useTestApi } from "~tests/support/api";
import { pageAccess, routeEntries, type PageAccess, type PageRule } from "~tests/support/page-access";
import { copyingApi, type CopyingApi } from "~tests/support/copying-api";
import { createHostedEvent } from "~tests/support/factories";
import { pageHtml, sessionCookieOf, useWebApp } from "~tests/support/web-app";
import { createUser } from "./auth-support";
import { changes, snapshot } from "./gates/db-snapshot";
import { encodedHostileValues as hostileValues } from "./gates/hostile-values";
import { hash, mulberry32, shuffled } from "./gates/seeded-random";

const SEED = Number(process.env.GATES_SEED ?? 0x5eed_0020);
/** Drawn values per query parameter and per path param (a NUL is always sent besides). */
const DRAWN = 3;
const COUNTERS = ["rate_limits"];

const t = useTestApi();
let copying: CopyingApi;
const web = useWebApp(t, (services) => (copying = copyingApi(services)).port);
let cookie: string;

beforeAll(async () => {
  cookie = await sessionCookieOf(t, await createUser(t));
});

const NUL = "a%00b";

interface Probe {
  name: string;
  url: string;
  nul: boolean;
}

/** The sample URL's path with `segment` (a path param, or the splat's last part) replaced. */
function withSegment(rule: PageRule, index: number, value: string): string {
  const [path] = rule.sample.split("?");
  const parts = path!.split("/");
  // An optional param the sample leaves out ("/event-create" for "/event-create/:id?") is added.
  while (parts.length <= index) parts.push("1");
  parts[index] = value;
  return parts.join("/");
}

/** Every GET of one route: a NUL and drawn values in each query parameter and each path param. */
function probesOf(pattern: string, rule: PageRule): Probe[] {
  const random = mulberry32(SEED ^ hash(pattern));
  const [path] = rule.sample.split("?");
  const probes: Probe[] = [{ name: "unknown parameters with NUL", url: `${path}?%E0%A4%A=%ff&q=${NUL}&${NUL}=1`, nul: true }];
  for (const name of rule.query) {
    const others = rule.query.filter((other) => other !== name).map((other) => `${other}=1`);
    const url = (raw: string) => `${path}?${[...others, `${name}=${raw}`].join("&")}`;
    probes.push({ name: `?${name} NUL`, url: url(NUL), nul: true });
    for (const [label, raw] of shuffled(hostileValues, random).slice(0, DRAWN)) probes.push({ name: `?${name} ${label}`, url: url(raw), nul: false });
  }
  const segments = pattern.split("/");
  segments.forEach((segment, index) => {
    if (!segment.startsWith(":") && segment !== "*") return;
    // The splat's value is the sample's last part (a storage key).
    const at = segment === "*" ? rule.sample.split("?")[0]!.split("/").length - 1 : index;
    const name = segment.replace(/^:|\?$/g, "");
    probes.push({ name: `${name} NUL`, url: withSegment(rule, at, NUL), nul: true });
    for (const [label, raw] of shuffled(hostileValues, random).slice(0, DRAWN)) probes.push({ name: `${name} ${label}`, url: withSegment(rule, at, raw), nul: false });
  });
  return probes;
}

/** Routes whose module has an action: posts with a NUL in the path, the query or a field. */
const fields = ["email", "password", "first_name", "title", "description", "intent", "outcome", "number", "expiry", "cvc", "name", "key", "policy", "signature", "r", "returnTo", "coupon"];

/** The routes whose probes had their answers from the API read (so through the copying middleware). */
const answered = new Set<string>();

const entries = routeEntries(routes).filter(({ pattern }) => pattern !== "/api/auth/*");
const rules = pageAccess as Partial<Record<string, PageRule>>;

async function send(probe: Probe, init: RequestInit & { who: "visitor" | "user" }) {
  const headers = new Headers(init.headers);
  headers.set("accept", "text/html");
  if (init.who === "user") headers.set("cookie", cookie);
  const response = await web.fetch(new Request(`http://localhost:3000${probe.url}`, { ...init, headers, redirect: "manual" }));
  await response.arrayBuffer();
  return response.status;
}

describe(`hostile input on every route of the web app (GATES_SEED=${SEED})`, () => {
  it("every route lists the query parameters it reads", () => {
    const unlisted = entries.filter(({ pattern }) => !Array.isArray(rules[pattern]?.query)).map(({ pattern }) => pattern);
    expect(unlisted, `no query list in tests/support/page-access.ts: ${unlisted.join(", ")}`).toEqual([]);
  });

  it.each(entries.map(({ pattern, file }) => [pattern, file] as const))("%s answers no 5xx, and 400 to a NUL", async (pattern, file) => {
    const rule = rules[pattern];
    expect(rule, `${pattern} is not in tests/support/page-access.ts`).toBeDefined();
    const module = (await import(/* @vite-ignore */ `../../app/${file}`)) as { action?: unknown };
    const probes = probesOf(pattern, rule!);
    // Visitors' pages as a visitor, the rest as a logged-in user, so that the loaders get the input.
    const who = rule!.access === "anonymous" || rule!.access === "public" ? "visitor" : "user";
    const failures: string[] = [];
    const asked = copying.calls.asked;
    const check = async (probe: Probe, init: RequestInit & { who: "visitor" | "user" }) => {
      const before = probe.nul ? await snapshot(t.db, COUNTERS) : null;
      const status = await send(probe, init);
      const method = init.method ?? "GET";
      for (const call of copying.calls.unread.splice(0)) failures.push(`${method} ${probe.name}: the answer to ${call} was not read`);
      if (status >= 500) failures.push(`${method} ${probe.name} → ${status}\n    ${probe.url.slice(0, 200)}`);
      else if (probe.nul && status !== 400) failures.push(`${method} ${probe.name} → ${status}, not 400\n    ${probe.url.slice(0, 200)}`);
      if (before) {
        const changed = changes(before, await snapshot(t.db, COUNTERS));
        if (changed.length) failures.push(`${method} ${probe.name} changed ${changed.join(", ")}`);
      }
    };
    for (const probe of probes) await check(probe, { who });
    // A visitor's page also as a user (and a user's NUL probes as a visitor): both sides of the loader.
    for (const probe of probes.filter((p) => p.nul)) await check(probe, { who: who === "user" ? "visitor" : "user" });
    if (module.action) {
      // An index route's action is asked for with ?index (Remix's convention).
      const path = pattern === "/" ? "/?index" : rule!.sample.split("?")[0]!;
      const form = (value: string) => new URLSearchParams(fields.map((name) => [name, value])).toString();
      const post = (body: string) => ({ method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
      for (const who of ["visitor", "user"] as const) {
        await check({ name: "a NUL in every field", url: path, nul: true }, { ...post(form("a\u0000b")), who });
        await check({ name: "a NUL in the query", url: `${path}${path.includes("?") ? "&" : "?"}r=${NUL}`, nul: true }, { ...post(form("x")), who });
        await check({ name: "a lone surrogate in a JSON field", url: path, nul: true }, { method: "POST", body: '{"email":"\\ud800"}', headers: { "content-type": "application/json" }, who });
      }
    }
    if (copying.calls.asked > asked) answered.add(pattern);
    expect(failures, `${pattern}: ${failures.length} of the probes failed (GATES_SEED=${SEED}):\n${failures.join("\n")}`).toEqual([]);
  });
});

type Reader = "visitor" | "user" | "admin";

/** Who opens a page so that its loaders run; resources, the 404 page and the demo's tools are not pages with data. */
function readerOf(access: PageAccess): Reader | null {
  if (access === "resource" || access === "not-found" || access === "operator") return null;
  if (access === "public" || access === "anonymous" || access === "event-visitor") return "visitor";
  return access === "admin" ? "admin" : "user";
}

// After the sweep above: a page whose probes had no answer read from the API (its loader refused
// them all first, or it has no query or path params) is opened once at its sample, by its reader.
describe("the pages' in-process answers, copied by a middleware that sets a header after next()", () => {
  it("reach the loaders of every page", async () => {
    const cookies: Record<Reader, string | undefined> = { visitor: undefined, user: cookie, admin: await sessionCookieOf(t, await createUser(t, { role: "admin" })) };
    const unread: string[] = [];
    for (const [pattern, rule] of Object.entries(pageAccess)) {
      const reader = readerOf(rule.access);
      if (!reader || rule.download || answered.has(pattern)) continue;
      const asked = copying.calls.asked;
      const headers: Record<string, string> = cookies[reader] ? { cookie: cookies[reader] } : {};
      await (await web.fetch(new Request(`http://localhost:3000${rule.sample}`, { headers, redirect: "manual" }))).arrayBuffer();
      if (copying.calls.asked > asked) answered.add(pattern);
      for (const call of copying.calls.unread.splice(0)) unread.push(`${pattern} as ${reader}: the answer to ${call} was not read`);
    }
    expect(unread, unread.join("\n")).toEqual([]);
    expect(answered.size).toBeGreaterThan(40);
    // Every answer did come back as a copy (the middleware's header on it).
    expect(copying.calls.copied).toBe(copying.calls.asked);
  });

  it("show an event's own data on its page, for a visitor and a user", async () => {
    const event = await createHostedEvent(t.db, (await createUser(t)).row, { title: "Copied answers evening" });
    for (const viewer of [undefined, cookie]) expect(await pageHtml(web, `/event-detail/${event}/x`, viewer)).toContain("Copied answers evening");
    expect(copying.calls.unread).toEqual([]);
  });
});
