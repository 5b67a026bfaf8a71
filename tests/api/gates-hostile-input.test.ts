// The hostile-input gate: every declared call of the contract gets malformed and
// hostile input: each field of its sample body (tests/api/gates/access-table.ts) replaced, one at a
// time, by wrong types, odd unicode, SQL and HTML fragments or a missing value; whole bodies that are
// not JSON objects, not JSON at all, of the wrong content type, or just under and over the 1 MB
// limit; hostile query strings, each query parameter of the call (tests/api/gates/access-table.ts's
// querySamples) and each path param. A NUL goes into every query parameter, path param and body
// field of every call; the other values are drawn. The gate: never a 5xx, always the answer shape
// with `success: false` and a message, and no table's row count changed. (Pages and the routes
// outside api/auth: tests/api/gates-hostile-routes.test.ts.)
//
// The choices come from a fixed seed (GATES_SEED to try another), so a failure replays; each
// failure prints the call, the variant and the input.
import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~server/api";
import { CLIENT_IP_HEADER } from "~server/api/context";
import { apiCalls, type CallKey } from "~server/api/contract";
import { useTestApi } from "~tests/support/api";
import { accessTable, pathOf, querySamples, type CallGate } from "./gates/access-table";
import { changes, schemaTables, snapshot } from "./gates/db-snapshot";
import { encodedHostileValues as queryParamValues } from "./gates/hostile-values";
import { hash, mulberry32, shuffled } from "./gates/seeded-random";
import { createUser, loginAs, nextIp } from "./auth-support";

const SEED = Number(process.env.GATES_SEED ?? 0x5eed_0007);
/** At most this many drawn requests per call (besides a NUL in each input), so the file stays near a minute on PGlite. */
const MAX_VARIANTS = 40;
const BODY_LIMIT = 1024 * 1024;
// Attempt counters (login, forgot-password, signup per IP and address) are meant to move on refused
// attempts: that is how brute force is slowed. Every other table must keep its row count.
const COUNTERS = ["rate_limits"];

const t = useTestApi();
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  api = createApi(t.services);
});

// ---------------------------------------------------------------------------------------------
// A seed per call (mulberry32, ./gates/seeded-random), so adding a call does not move the others.



// ---------------------------------------------------------------------------------------------
// The variants

const MISSING = Symbol("missing");

/** Values put in place of one field of a valid body. */
const hostileValues: readonly [string, unknown][] = [
  ["a number", 42],
  ["zero", 0],
  ["a negative number", -1],
  ["a negative fraction", -0.01],
  ["a huge number", 1e308],
  ["an unsafe integer", 2 ** 53 + 1],
  ["true", true],
  ["false", false],
  ["null", null],
  ["an empty array", []],
  ["an array of strings", ["a", "b"]],
  ["an empty object", {}],
  ["a nested object", { a: { b: { c: "x" } } }],
  ["an operator object", { $ne: "" }],
  ["an empty string", ""],
  ["whitespace", " \t\n "],
  ["a NUL byte", "a\u0000b"],
  ["a lone surrogate", "\ud800"],
  ["an RTL override", "\u202egnp.exe"],
  ["emoji", "😀👩‍👩‍👧"],
  ["zero-width characters", "\u200b\ufeff"],
  ["an SQL fragment", "' OR 1=1 --"],
  ["an SQL statement", "1; DROP TABLE users; --"],
  ["an HTML fragment", "<script>alert(1)</script>"],
  ["a 10 000 character string", "x".repeat(10_000)],
  ["a template", "${7*7}{{7*7}}"],
];

type Body = { json: unknown } | { raw: string; type: string | null };

interface Variant {
  name: string;
  /** Sent whatever the budget: a NUL in one input. */
  always?: boolean;
  /** Valid in shape (the sample with unknown fields, an unrelated query string): may succeed if the table says so. */
  shapeValid?: boolean;
  body?: Body;
  query?: string;
  params?: Record<string, string>;
  /** An Authorization header in place of the session's. */
  authorization?: string;
}

/** The sample with its first string field padded so the JSON body is `size` bytes. */
function paddedTo(sample: Record<string, unknown>, size: number): Body {
  const field = Object.keys(sample).find((name) => typeof sample[name] === "string") ?? "padding";
  const base = JSON.stringify({ ...sample, [field]: "" });
  return { json: { ...sample, [field]: "x".repeat(size - Buffer.byteLength(base)) } };
}

function bodyVariants(fresh: () => Record<string, unknown>): Variant[] {
  const sample = fresh();
  const json = (type: string | null, raw: string): Body => ({ raw, type });
  return [
    { name: "invalid JSON (truncated)", body: json("application/json", JSON.stringify(sample).slice(0, -3)) },
    { name: "invalid JSON (single quotes)", body: json("application/json", "{'email': 'a@b.c'}") },
    { name: "an empty JSON body", body: json("application/json", "") },
    { name: "a null body", body: { json: null } },
    { name: "an array body", body: { json: [sample] } },
    { name: "a number body", body: { json: 42 } },
    { name: "a string body", body: { json: "hello" } },
    { name: "an empty object", body: { json: {} } },
    { name: "deeply nested JSON", body: json("application/json", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`) },
    { name: "text/plain", body: json("text/plain", JSON.stringify(sample)) },
    { name: "no content type", body: json(null, JSON.stringify(sample)) },
    { name: "multipart garbage", body: json("multipart/form-data; boundary=gate", "--nope\r\n\u0000garbage\r\n--gate") },
    { name: "multipart without a boundary", body: json("multipart/form-data", "a=1") },
    { name: "a form of arrays and bad escapes", body: json("application/x-www-form-urlencoded", "email=%E0%A4%A&email=%00&password[]=1&__proto__[x]=1") },
    {
      name: "unknown and dangerous fields",
      shapeValid: true,
      body: json("application/json", JSON.stringify({ ...fresh(), role: "admin", id: 1, is_activated: true }).replace(/^\{/, '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},')),
    },
    { name: "a body just under 1 MB", body: paddedTo(fresh(), BODY_LIMIT - 64) },
    { name: "a body just over 1 MB", body: paddedTo(sample, BODY_LIMIT + 64) },
  ];
}

const queryVariants: Variant[] = [
  { name: "a query of SQL and arrays", shapeValid: true, query: "email=%27%20OR%201%3D1%20--&password[]=x&role=admin" },
  { name: "a query polluting prototypes", shapeValid: true, query: "__proto__[polluted]=1&constructor[prototype][polluted]=1" },
  { name: "a query of bad escapes and NUL", shapeValid: true, query: "%E0%A4%A=%ff&q=%00&%ud800=1" },
];

/** Hostile Authorization headers: a user call then has no caller (401); a public call ignores them. */
const authorizationVariants: Variant[] = [
  { name: "an SQL fragment as the token", authorization: "Bearer ' OR 1=1 --" },
  { name: "an 8 KB token", authorization: `Bearer ${"A".repeat(8192)}` },
  { name: "a Basic authorization", authorization: "Basic Z2F0ZTpnYXRl" },
];

const paramValues: readonly [string, string][] = [
  ["negative", "-1"],
  ["fraction", "1.5"],
  ["hexadecimal", "0x1"],
  ["exponent", "1e3"],
  ["zero", "0"],
  ["huge", "9".repeat(40)],
  ["NUL", "%00"],
  ["SQL", "%27%20OR%201%3D1%20--"],
  ["HTML", "%3Cscript%3E"],
  ["emoji", "%F0%9F%98%80"],
  ["a bad escape", "%E0%A4%A"],
  ["an encoded lone surrogate", "%ED%A0%80"],
  ["an encoded slash", "1%2F..%2F2"],
  ["whitespace", "%20"],
];


/** The call's sample query with one parameter set to `raw` (or given twice, as an array). */
function queryWith(sample: Record<string, string>, name: string, raw: string, twice = false): string {
  return Object.entries(sample)
    .map(([key, value]) => (key === name ? `${key}=${raw}${twice ? `&${key}=${raw}` : ""}` : `${key}=${encodeURIComponent(value)}`))
    .join("&");
}

function variantsOf(key: CallKey, gate: CallGate): Variant[] {
  const random = mulberry32(SEED ^ hash(key));
  const path = key.split(" ")[1];
  const always: Variant[] = [];
  const variants: Variant[] = [...queryVariants, ...authorizationVariants.map((v) => ({ ...v, shapeValid: gate.who === "public" }))];
  const query = (querySamples as Partial<Record<CallKey, Record<string, string>>>)[key];
  for (const name of Object.keys(query ?? {})) {
    always.push({ name: `query ${name} NUL`, always: true, query: queryWith(query!, name, "a%00b") });
    // Any other text in a query parameter is valid in shape: a search for it, or a refusal.
    for (const [label, raw] of shuffled(queryParamValues, random).slice(0, 4)) variants.push({ name: `query ${name} ${label}`, shapeValid: true, query: queryWith(query!, name, raw) });
    variants.push({ name: `query ${name} twice`, shapeValid: true, query: queryWith(query!, name, "1", true) });
  }
  for (const name of path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    for (const [label, value] of paramValues) {
      const variant = { name: `${name} ${label}`, params: { ...gate.params, [name]: value } };
      if (label === "NUL") always.push({ ...variant, always: true });
      else variants.push(variant);
    }
  }
  const sample = gate.sample?.();
  if (sample) {
    const fresh = gate.sample!;
    for (const field of Object.keys(sample)) always.push({ name: `${field} with a NUL`, always: true, body: { json: { ...fresh(), [field]: "a\u0000b" } } });
    variants.push(...bodyVariants(fresh));
    // One field at a time: first each field missing, then values drawn in turn until the budget is spent.
    const fields = Object.keys(sample);
    const pools = fields.map((field) => [[`${field} missing`, MISSING] as [string, unknown], ...shuffled(hostileValues, random).map(([label, value]) => [`${field} as ${label}`, value] as [string, unknown])]);
    const picks: { field: string; label: string; value: unknown }[] = [];
    for (let round = 0; picks.length < MAX_VARIANTS - variants.length && round < hostileValues.length + 1; round += 1) {
      for (const [index, field] of fields.entries()) {
        if (picks.length >= MAX_VARIANTS - variants.length) break;
        const [label, value] = pools[index][round];
        picks.push({ field, label, value });
      }
    }
    for (const { field, label, value } of picks) {
      // A fresh sample each time (a new address for signup), so one variant does not meet another's rows.
      const body: Record<string, unknown> = fresh();
      if (value === MISSING) delete body[field];
      else body[field] = value;
      variants.push({ name: label, body: { json: body }, shapeValid: field in (gate.tolerates ?? {}) });
    }
  }
  return [...always, ...variants.slice(0, MAX_VARIANTS)];
}

// ---------------------------------------------------------------------------------------------
// Sending a variant as a client would

interface Answer {
  success?: unknown;
  message?: unknown;
}

async function send(key: CallKey, gate: CallGate, variant: Variant, token: string | null) {
  const [method, path] = key.split(" ") as ["GET" | "POST", string];
  const headers = new Headers({ accept: "application/json" });
  headers.set(CLIENT_IP_HEADER, nextIp());
  if (variant.authorization) headers.set("authorization", variant.authorization);
  else if (token) headers.set("authorization", `Bearer ${token}`);
  let body: string | undefined;
  if (method === "POST") {
    const given: Body = variant.body ?? { json: gate.sample?.() ?? {} };
    if ("json" in given) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(given.json);
    } else {
      if (given.type) headers.set("content-type", given.type);
      body = given.raw;
    }
  }
  const url = `http://test.local/api/auth/${pathOf(path, variant.params ?? gate.params)}${variant.query ? `?${variant.query}` : ""}`;
  const response = await api.fetch(new Request(url, { method, headers, body }));
  const text = await response.text();
  let answer: Answer | null;
  try {
    answer = JSON.parse(text) as Answer | null;
  } catch {
    answer = null;
  }
  return { status: response.status, answer, text, body, url };
}

function excerpt(text: string | undefined, max = 240): string {
  if (text === undefined) return "(none)";
  const shown = JSON.stringify(text);
  return shown.length > max ? `${shown.slice(0, max)}… (${text.length} characters)` : shown;
}

// ---------------------------------------------------------------------------------------------

const calls = Object.keys(apiCalls) as CallKey[];
const table = accessTable;

describe(`hostile input (seed ${SEED})`, () => {
  it("the counters left out are tables", () => {
    for (const name of COUNTERS) expect(schemaTables.has(name), name).toBe(true);
  });

  it.each(calls)("%s refuses it cleanly and changes nothing", async (key) => {
    const gate = table[key];
    const variants = variantsOf(key, gate);
    expect(variants.filter((variant) => !variant.always).length).toBeLessThanOrEqual(MAX_VARIANTS);
    // Each user call gets a user of its own. A success (a legitimate one, or a bug the gate reports)
    // may end the session, so a new one is opened after it; after a 429 (wrong passwords count per
    // user) a new user, so that the next variants reach the domain again.
    // Admin calls are swept as an administrator: anyone else gets the unknown path's 404 before the
    // body is read (the authorization gate checks that), so only an admin's session reaches the input.
    const session = async () => (gate.who === "public" ? null : loginAs(t, await createUser(t, gate.who === "admin" ? { role: "admin" } : {})));
    let token = await session();

    const failures: string[] = [];
    // One snapshot per variant: the one after a variant is the one before the next, unless a new
    // session was opened in between.
    let before = await snapshot(t.db, COUNTERS);
    for (const variant of variants) {
      const sent = await send(key, gate, variant, token);
      const after = await snapshot(t.db, COUNTERS);
      const changed = changes(before, after);
      before = after;
      const problems: string[] = [];
      const { answer, status } = sent;
      if (status >= 500) problems.push(`answered ${status}`);
      if (variant.always && status !== 400) problems.push(`a NUL answered ${status}, not 400`);
      if (!answer || typeof answer !== "object") problems.push(`not the answer shape: ${excerpt(sent.text, 120)}`);
      else {
        if (answer.success !== true && (typeof answer.message !== "string" || !answer.message)) problems.push("no message");
        const accepted = answer.success === true && variant.shapeValid && gate.acceptsValidShape;
        if (answer.success !== false && !accepted) problems.push(`success: ${String(answer.success)}`);
        const allowed = accepted ? (gate.acceptsValidShape?.changes ?? []) : [];
        const unexpected = changed.filter((line) => !allowed.includes(line.split(":")[0]));
        if (unexpected.length) problems.push(`changed the database: ${unexpected.join(", ")}`);
        if (answer.success === true || status === 429) {
          token = await session();
          before = await snapshot(t.db, COUNTERS);
        }
      }
      if (({} as Record<string, unknown>).polluted !== undefined) problems.push("polluted Object.prototype");
      if (problems.length) {
        failures.push(`${key} · ${variant.name} → ${status} ${excerpt(String(answer?.message ?? ""), 120)}: ${problems.join("; ")}\n    ${sent.url}\n    body: ${excerpt(sent.body)}`);
      }
    }
    expect(failures, `${failures.length} of ${variants.length} variants failed (GATES_SEED=${SEED}):\n${failures.join("\n")}`).toEqual([]);
  });
});
