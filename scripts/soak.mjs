// npm run soak — the production server on PostgreSQL under SOAK_SECONDS (default 600) of mixed
// traffic from SOAK_USERS (default 10) virtual users, over HTTP: visitors browsing (home, search with
// text, event pages, channels, pricing), people registering and logging in, booking free events,
// buying paid ones through the sandbox (the card element's call, then transaction/create), cancelling
// bookings, toggling favourites, reading their lists, and the demo host editing the join link of
// their events. Prints each minute's throughput, p95 and p99, 5xx and other failures, and the server's
// RSS; at the end the totals and the books checked against the database (scripts/soak-checks.mjs).
// Exits non-zero when a check fails, on any 5xx, when the RSS at the end is more than 20 % above
// its value after minute 1, or when a minute's mail took more than 60 s from queued to sent at p95.
// Not in CI: it runs for ten minutes and loads the machine.
//
// `npm run soak -- --chaos` runs the same traffic on two workers (WEB_CONCURRENCY=2) with mail going
// to an SMTP server on loopback, and makes faults meanwhile (scripts/soak-chaos.mjs): a worker
// SIGKILLed every 60 s, the app's database connections terminated every 90 s, SMTP down for a
// minute. 5xx and cut connections are then allowed only within 5 s of a fault; each fault's recovery
// time is printed, and the mail is checked to have arrived exactly once per mail sent
// (docs/reliability.md). The workers are replaced as they die, so the memory check is left out.
//
// Options (environment): SOAK_SECONDS (600), SOAK_USERS (10), SOAK_PORT (4331), SOAK_DATABASE_URL (a
// PostgreSQL server's maintenance database; the scratch database soak_<pid> is made next to it,
// default postgres://postgres@127.0.0.1:5432/postgres), SOAK_KEEP=1 keeps that database afterwards.
// The server's own environment passes through (VISITOR_PAGE_CACHE_SECONDS: as deployed, by default).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { BenchError, ensureBuild, loadAverage, percentile, resultTable, scratchDatabase, startServer } from "./bench-lib.mjs";
import { checkBooks, soakEmailPattern } from "./soak-checks.mjs";
import { FAULT_GRACE_MS, failuresOutsideFaults, mailOncePerCause, noJobStuck, SoakSmtp, startChaos } from "./soak-chaos.mjs";

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const virtualUsers = Number(process.env.SOAK_USERS ?? 10);
const port = Number(process.env.SOAK_PORT ?? 4331);
const serverUrl = process.env.SOAK_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const keep = process.env.SOAK_KEEP === "1";
const chaos = process.argv.includes("--chaos");
/** A request with no answer after this long has hung: it counts as a failure (and the run goes on). */
const REQUEST_TIMEOUT_MS = 30_000;
/** A minute's mail, from queued to sent, at p95: at most this. */
const MAIL_P95_SECONDS = 60;
/** The RSS at the end may be this much above its value after minute 1. */
const MEMORY_GROWTH = 0.2;
/** How long the mail and refunds jobs get to drain their work once the traffic stops. */
const DRAIN_SECONDS = 150;
const PASSWORD = "Soak-test-password-1";
const SEARCH_WORDS = ["yoga", "pilates", "meditation", "dance", "strength", "kayaking"];
const DEMO = { host: "host@marquee.test", password: "Marquee-demo-1" };
const CARD = { number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Soak Buyer" };

// ---------------------------------------------------------------- measurement

/** One bucket per minute: latencies (ms), 5xx answers, other failures (network, unexpected status). */
const minutes = [];
const failures = new Map();
/** Each 5xx or cut connection, when it came (ms since the traffic started): the chaos soak's windows. */
const failureLog = [];
let started = 0;
const sinceStart = () => performance.now() - started;

function bucket() {
  // An answer that arrives after the last minute's end (a request in flight then) counts in that minute.
  const index = Math.min(Math.floor((performance.now() - started) / 60_000), Math.max(0, Math.ceil(seconds / 60) - 1));
  minutes[index] ??= { latencies: [], serverErrors: 0, otherFailures: 0, rssMb: NaN };
  return minutes[index];
}

/** A failure's kind, counted by name (never a person's data: the path's pattern and the status). */
function noteFailure(what, status) {
  const key = `${what}: ${status}`;
  failures.set(key, (failures.get(key) ?? 0) + 1);
}

/**
 * One request, timed to the end of its body. `expect` lists the statuses that are the right answer
 * (2xx by default); anything else counts as a failure (a 5xx as a server error).
 */
async function request(origin, what, pathname, { method = "GET", token, body, ip, expect = [200] } = {}) {
  const headers = { accept: pathname.startsWith("/api/") ? "application/json" : "text/html" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers["x-forwarded-for"] = ip;
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers.origin = origin;
  }
  const begun = performance.now();
  let status = 0;
  let text = "";
  try {
    const answer = await fetch(`${origin}${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = answer.status;
    text = await answer.text();
  } catch (error) {
    status = 0;
    if (error?.name === "TimeoutError") noteFailure(`${what} (no answer in ${REQUEST_TIMEOUT_MS / 1000} s)`, "hung");
  }
  const into = bucket();
  into.latencies.push(performance.now() - begun);
  if (status >= 500) into.serverErrors += 1;
  if (status >= 500 || status === 0) failureLog.push({ at: sinceStart(), what, status });
  if (!expect.includes(status)) {
    if (status < 500) into.otherFailures += 1;
    noteFailure(what, status || "network error");
  }
  let json = null;
  if (text.startsWith("{")) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  return { status, json, ok: expect.includes(status) };
}

/** The resident memory in MB of the server process and, with workers, theirs too (Linux /proc). */
function rssMb(pid) {
  try {
    const own = (one) => Number(readFileSync(`/proc/${one}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB$/m)?.[1] ?? NaN) / 1024;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.reduce((sum, child) => sum + (own(child) || 0), own(pid));
  } catch {
    return NaN;
  }
}

/**
 * Whether mail kept pace with the traffic: each minute's mails (by when they were queued), from
 * queued to sent, at p95 — printed per minute, and at most MAIL_P95_SECONDS. Mail queued while the
 * chaos soak's SMTP server was down (`outage`: [from, to]) cannot leave before it is back: it is
 * printed apart, and its wait is the outage's recovery.
 */
async function mailLatencyCheck(db, since, outage) {
  // Caught by the outage: pending at some moment while SMTP was down (queued before it came back,
  // sent after it went down). Their wait is the outage's, reported apart.
  const during = outage ? "created_at <= $3 and sent_at > $2" : "false";
  const { rows } = await db.query(
    `select floor(extract(epoch from created_at - $1::timestamptz) / 60)::int + 1 as minute, count(*)::int as n,
            percentile_cont(0.95) within group (order by extract(epoch from sent_at - created_at)) as p95,
            count(*) filter (where ${during})::int as held,
            percentile_cont(0.95) within group (order by extract(epoch from sent_at - created_at)) filter (where not (${during})) as p95_outside
     from mail_outbox where created_at >= $1 and sent_at is not null group by 1 order by 1`,
    outage ? [since, ...outage] : [since],
  );
  for (const row of rows) {
    const held = row.held ? `; ${row.held} pending while SMTP was down, p95 of the rest ${row.p95_outside === null ? "-" : Number(row.p95_outside).toFixed(1)} s` : "";
    console.log(`mail queued in minute ${row.minute}: ${row.n} sent, p95 ${Number(row.p95).toFixed(1)} s from queued to sent${held}`);
    if (row.held) row.p95 = row.p95_outside ?? 0;
  }
  const slow = rows.filter((row) => Number(row.p95) > MAIL_P95_SECONDS);
  const worst = Math.max(0, ...rows.map((row) => Number(row.p95)));
  return {
    name: `each minute's mail sent within ${MAIL_P95_SECONDS} s at p95`,
    ok: slow.length === 0,
    detail: slow.length ? `minutes ${slow.map((row) => row.minute).join(", ")} slower (worst p95 ${worst.toFixed(1)} s)` : `worst minute's p95 ${worst.toFixed(1)} s`,
  };
}

/** Seconds of traffic in minute `index`: 60, but the last one runs to the end of the traffic. */
function minuteLength(index, elapsed) {
  return index === minutes.length - 1 ? elapsed - index * 60 : 60;
}

function minuteRow(index, entry, length) {
  const sorted = [...entry.latencies].sort((a, b) => a - b);
  return {
    minute: String(index + 1),
    requests: sorted.length,
    rps: sorted.length / length,
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    serverErrors: entry.serverErrors,
    otherFailures: entry.otherFailures,
    rssMb: entry.rssMb,
    mailPending: entry.mailPending,
  };
}

const FIGURES = [
  ["minute", (r) => r.minute],
  ["requests", (r) => String(r.requests)],
  ["req/s", (r) => r.rps.toFixed(1)],
  ["p95 ms", (r) => r.p95.toFixed(1)],
  ["p99 ms", (r) => r.p99.toFixed(1)],
  ["5xx", (r) => String(r.serverErrors)],
  ["other failures", (r) => String(r.otherFailures)],
  ["server RSS MB", (r) => (Number.isNaN(r.rssMb) ? "" : r.rssMb.toFixed(0))],
  /** Mails in the outbox not yet delivered at the minute's end: whether delivery keeps up. */
  ["mail pending", (r) => (r.mailPending === undefined ? "" : String(r.mailPending))],
];

function printRow(row) {
  console.log(FIGURES.map(([name, cell]) => `${name} ${cell(row)}`).join(", "));
}

// ---------------------------------------------------------------- the scratch database

/**
 * The demo's events the traffic books: listed, outside channels, not started within the next hour.
 * Their seats are raised and cancelling allowed (here, before the traffic), so the mix books and
 * cancels instead of meeting full events: the sold-out path is the concurrency tests' business.
 */
async function prepareCatalogue(db) {
  const { rows: bookable } = await db.query(`
    update events set max_participants = 100000, can_cancel = true
    where is_published and not is_rejected and not is_cancelled and active and channel_id is null
      and (event_type = 'Pre Recorded' or starts_at > now() + interval '1 hour')
    returning id, slug, user_id as "hostId", ticket_price_pence as price, event_type as "eventType"`);
  const { rows: channels } = await db.query(`select id, slug from channels where is_published and not is_rejected and active order by id`);
  const { rows: hosts } = await db.query(`select id from users where email = $1`, [DEMO.host]);
  const hostId = hosts[0]?.id;
  return {
    free: bookable.filter((event) => event.price === 0 && event.hostId !== hostId),
    paid: bookable.filter((event) => event.price > 0 && event.hostId !== hostId),
    all: bookable,
    hostLive: bookable.filter((event) => event.hostId === hostId && event.eventType === "Online Event"),
    channels,
  };
}

// ---------------------------------------------------------------- the traffic

const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** Accounts a lost answer left unsure of their bookings, read back again once the jobs have settled. */
const uncertain = new Set();
let readBookings = async () => {};
let registered = 0;

/** A person's account as the traffic knows it: its token and the events it holds a booking of. */
function newAccount() {
  registered += 1;
  return { email: `soak-${process.pid}-${registered}@example.test`, token: null, booked: new Set(), ip: `10.77.${Math.floor(registered / 250)}.${(registered % 250) + 1}` };
}

/** The actions, each with its weight in the mix. */
function actions(origin, catalogue, host) {
  const api = (what, pathname, options) => request(origin, what, `/api/auth/${pathname}`, options);
  const browse = async () => {
    const event = pick(catalogue.all);
    const channel = pick(catalogue.channels);
    const page = pick([
      ["/", "/"],
      ["/home", "/home"],
      ["/search?search=", `/search?search=${pick(SEARCH_WORDS)}`],
      ["/search", "/search"],
      // A live event's public page; a pre-recorded one's page is for signed-in people, so its call.
      event.eventType === "Pre Recorded" ? ["api events/:id", `/api/auth/events/${event.id}`] : ["/event-detail/:id/:slug", `/event-detail/${event.id}/${event.slug}`],
      ["/channels", "/channels"],
      ["/channel-detail/:id/:slug", channel ? `/channel-detail/${channel.id}/${channel.slug}` : "/channels"],
      ["/pricing", "/pricing"],
      ["api events-search", `/api/auth/events-search?search=${pick(SEARCH_WORDS)}`],
      ["api trending-event-channel", "/api/auth/trending-event-channel"],
    ]);
    await request(origin, page[0], page[1]);
  };
  const register = async (vu) => {
    const account = newAccount();
    const signup = await api("signup", "signup", {
      method: "POST",
      ip: account.ip,
      body: {
        first_name: "Soak",
        last_name: `Visitor ${registered}`,
        email: account.email,
        email_confirmation: account.email,
        dateOfBirth: "1990-04-01",
        password: PASSWORD,
        password_confirmation: PASSWORD,
        acceptTerms: true,
        isover16: true,
        acceptContact: false,
      },
    });
    if (!signup.ok) return;
    vu.accounts.push(account);
    await login(vu, account);
  };
  const login = async (vu, account = pick(vu.accounts)) => {
    if (!account) return register(vu);
    const answer = await api("login", "login", { method: "POST", ip: account.ip, body: { email: account.email, password: PASSWORD } });
    if (answer.ok && answer.json?.data?.access_token) {
      account.token = answer.json.data.access_token;
      vu.current = account;
    }
  };
  /** The signed-in account of the virtual user (registering one first when there is none). */
  const me = async (vu) => {
    if (!vu.current?.token) await register(vu);
    return vu.current?.token ? vu.current : null;
  };
  const notBooked = (account, list) => list.filter((event) => !account.booked.has(event.id));
  /**
   * After a write whose answer was lost (a 5xx, a cut connection: a fault of the chaos soak), the
   * traffic cannot know whether it took effect: it reads its bookings back, as a person would reload.
   */
  const settle = async (account, answer) => {
    if (answer.ok || (answer.status !== 0 && answer.status < 500)) return;
    uncertain.add(account);
    await readBookings(account);
  };
  readBookings = async (account) => {
    for (let tries = 0; tries < 50; tries++) {
      const list = await api("booked-events", "booked-events", { token: account.token, ip: account.ip, expect: [200] });
      if (list.ok && Array.isArray(list.json?.data)) {
        account.booked = new Set(list.json.data.map((event) => event.id));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const bookFree = async (vu) => {
    const account = await me(vu);
    const event = account && pick(notBooked(account, catalogue.free));
    if (!event) return;
    const answer = await api("transaction/free-event", "transaction/free-event", { method: "POST", token: account.token, ip: account.ip, body: { event_id: event.id } });
    if (answer.ok) account.booked.add(event.id);
    await settle(account, answer);
  };
  const buy = async (vu) => {
    const account = await me(vu);
    const event = account && pick(notBooked(account, catalogue.paid));
    if (!event) return;
    const card = await request(origin, "/sandbox/payment-methods", "/sandbox/payment-methods", { method: "POST", ip: account.ip, body: CARD });
    if (!card.ok || !card.json?.id) return;
    const answer = await api("transaction/create", "transaction/create", {
      method: "POST",
      token: account.token,
      ip: account.ip,
      body: { id: event.id, transaction_type: "event_booking", invoice_id: card.json.id },
    });
    if (answer.ok && answer.json?.data?.checkout?.status === "succeeded") account.booked.add(event.id);
    else if (answer.ok) {
      noteFailure("transaction/create: not succeeded", answer.json?.data?.checkout?.status ?? "no checkout");
      // Still pending (the provider's answer came late): reconciliation settles it after the traffic.
      uncertain.add(account);
    }
    await settle(account, answer);
  };
  const cancel = async (vu) => {
    const account = await me(vu);
    const eventId = account && pick([...account.booked]);
    if (!eventId) return bookFree(vu);
    const answer = await api("cancel-booking", "cancel-booking", { method: "POST", token: account.token, ip: account.ip, body: { event_id: eventId } });
    if (answer.ok) account.booked.delete(eventId);
    await settle(account, answer);
  };
  const favourite = async (vu) => {
    const account = await me(vu);
    if (account) await api("favorite-event", "favorite-event", { method: "POST", token: account.token, ip: account.ip, body: { event_id: pick(catalogue.all).id } });
  };
  const lists = async (vu) => {
    const account = await me(vu);
    if (!account) return;
    const [what, pathname] = pick([
      ["bookings", "bookings"],
      ["booked-events", "booked-events"],
      ["favorite-list", "favorite-list"],
      ["user", "user"],
    ]);
    await api(what, pathname, { token: account.token, ip: account.ip });
  };
  /** The demo host opens an event's edit page and changes its join link (allowed with bookings). */
  const hostEdits = async () => {
    const event = pick(catalogue.hostLive);
    if (!event || !host.token) return;
    await api("event-edit/:id", `event-edit/${event.id}`, { token: host.token });
    await api("events/update-join-link", "events/update-join-link", {
      method: "POST",
      token: host.token,
      body: { event_id: event.id, view_link: `https://meet.example.test/soak-${Math.floor(Math.random() * 1e6)}` },
    });
  };
  return [
    [45, browse],
    [3, register],
    [4, (vu) => login(vu)],
    [12, bookFree],
    [10, buy],
    [8, cancel],
    [3, favourite],
    [10, lists],
    [5, hostEdits],
  ];
}

function weighted(mix) {
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, action] of mix) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return mix[0][1];
  };
}

async function traffic(origin, catalogue, host, pid, mailPending) {
  const next = weighted(actions(origin, catalogue, host));
  const deadline = performance.now() + seconds * 1000;
  // Each minute's line as it ends, with the server's RSS then.
  let printed = 0;
  const ticker = setInterval(() => {
    const index = printed;
    const entry = (minutes[index] ??= { latencies: [], serverErrors: 0, otherFailures: 0, rssMb: NaN });
    entry.rssMb = rssMb(pid);
    printed += 1;
    void mailPending().then((pending) => {
      entry.mailPending = pending;
      printRow(minuteRow(index, entry, 60));
    });
  }, 60_000);
  const users = Array.from({ length: virtualUsers }, () => ({ accounts: [], current: null }));
  await Promise.all(
    users.map(async (vu) => {
      while (performance.now() < deadline) await next()(vu);
    }),
  );
  clearInterval(ticker);
  // The last part of a minute, when the run does not end on one.
  const elapsed = (performance.now() - started) / 1000;
  for (let index = printed; index < minutes.length; index++) {
    const entry = minutes[index] ?? { latencies: [], serverErrors: 0, otherFailures: 0 };
    entry.rssMb = rssMb(pid);
    entry.mailPending = await mailPending();
    const length = minuteLength(index, elapsed);
    if (entry.latencies.length > 0) printRow(minuteRow(index, entry, length));
  }
  return { users, elapsed };
}

// ---------------------------------------------------------------- the run

async function main() {
  ensureBuild();
  const database = await scratchDatabase(serverUrl, `soak_${process.pid}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-soak-"));
  const db = new pg.Client({ connectionString: database.url });
  let server;
  let problems = [];
  try {
    console.log(`Marquee soak: ${seconds} s, ${virtualUsers} virtual users, database ${database.name}, Node ${process.version}, load ${loadAverage()}`);
    const { DATABASE_URL: _ignored, ...ours } = process.env;
    execFileSync("node_modules/.bin/tsx", ["scripts/seed.ts", "--force"], { stdio: ["ignore", "ignore", "pipe"], env: { ...ours, DATABASE_URL: database.url, DATA_DIR: dataDir } });
    await db.connect();
    const catalogue = await prepareCatalogue(db);
    console.log(`seeded the demo: ${catalogue.free.length} free and ${catalogue.paid.length} paid events to book, ${catalogue.channels.length} channels`);
    const smtp = chaos ? new SoakSmtp(sinceStart) : null;
    await smtp?.start();
    const chaosEnv = smtp ? { WEB_CONCURRENCY: "2", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } : {};
    server = await startServer({ port, env: { DATABASE_URL: database.url, DATA_DIR: dataDir, DEMO_MODE: "true", PAYMENTS: "sandbox", ...chaosEnv } });
    const pid = server.pid;
    const hostLogin = await fetch(`${server.origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email: DEMO.host, password: DEMO.password }),
    });
    const host = { token: (await hostLogin.json())?.data?.access_token ?? null };
    if (!host.token) throw new BenchError("The demo host could not log in.", server.output());

    const mailPending = async () => Number((await db.query("select count(*) as n from mail_outbox where payload is not null")).rows[0].n);
    const trafficStarted = new Date();
    started = performance.now();
    const faults = smtp ? startChaos({ origin: server.origin, primaryPid: pid, db, smtp, seconds, at: sinceStart }) : null;
    const { users, elapsed } = await traffic(server.origin, catalogue, host, pid, mailPending);
    await faults?.stop();
    const rssEnd = rssMb(pid);
    console.log(`traffic done, load ${loadAverage()}`);

    // Totals.
    const all = minutes.flatMap((entry) => entry?.latencies ?? []).sort((a, b) => a - b);
    const serverErrors = minutes.reduce((sum, entry) => sum + (entry?.serverErrors ?? 0), 0);
    const otherFailures = minutes.reduce((sum, entry) => sum + (entry?.otherFailures ?? 0), 0);
    const rows = minutes.map((entry, index) => minuteRow(index, entry ?? { latencies: [], serverErrors: 0, otherFailures: 0, rssMb: NaN }, minuteLength(index, elapsed)));
    const total = { minute: "all", requests: all.length, rps: all.length / elapsed, p95: percentile(all, 95), p99: percentile(all, 99), serverErrors, otherFailures, rssMb: rssEnd };
    console.log(`\n${resultTable([...rows, total], { firstColumns: FIGURES, figures: [] })}\n`);
    for (const [what, n] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`  failure ${what} × ${n}`);

    // The books, once the jobs have drained the mail and the refunds. An account a lost answer left
    // unsure reads its bookings back once no checkout is pending (reconciliation has settled them).
    if (uncertain.size > 0) {
      const begun = Date.now();
      while (Date.now() - begun < DRAIN_SECONDS * 1000 && Number((await db.query("select count(*) as n from transactions where status = 'pending'")).rows[0].n) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      for (const account of uncertain) await readBookings(account);
      console.log(`${uncertain.size} accounts read their bookings back after a lost answer`);
    }
    const held = users.flatMap((vu) => vu.accounts).reduce((sum, account) => sum + account.booked.size, 0);
    const checks = await checkBooks(db, { origin: server.origin, emailPattern: soakEmailPattern(process.pid), heldBookings: held, drainSeconds: DRAIN_SECONDS });
    const smtpDown = faults?.faults.find((fault) => fault.kind === "SMTP down");
    const outage = smtpDown ? [new Date(trafficStarted.getTime() + smtpDown.start), new Date(trafficStarted.getTime() + smtpDown.end)] : null;
    checks.push(await mailLatencyCheck(db, trafficStarted, outage));
    if (smtp && faults) {
      for (const fault of faults.faults) {
        const end = Number.isNaN(fault.end) ? "" : `–${(fault.end / 1000).toFixed(1)}`;
        console.log(`fault at ${(fault.start / 1000).toFixed(1)}${end} s: ${fault.kind} (${fault.what}); recovered in ${(fault.recoveryMs / 1000).toFixed(1)} s`);
      }
      const outside = failuresOutsideFaults(failureLog, faults.faults);
      checks.push({
        name: `no 5xx nor cut connection beyond ${FAULT_GRACE_MS / 1000} s of a fault`,
        ok: outside.length === 0,
        detail: `${failureLog.length} within the faults' windows, ${outside.length} outside${outside.length ? `: ${outside.slice(0, 5).map((f) => `${f.what} ${f.status || "cut"} at ${(f.at / 1000).toFixed(1)} s`).join("; ")}` : ""}`,
      });
      checks.push({ name: "every fault recovered", ok: faults.faults.every((fault) => Number.isFinite(fault.recoveryMs)), detail: `${faults.faults.length} faults` });
      checks.push({ name: "one mail per cause", ...(await mailOncePerCause(db, smtp, faults.faults)) });
      // Every worker that ended, as the primary said: only the faults' kills should be there.
      for (const line of server.output().split("\n").filter((text) => /Worker \d+ ended/.test(text))) console.log(`primary: ${line}`);
      checks.push({ name: "no job stuck", ...(await noJobStuck(db)) });
      await smtp.stop();
    }
    for (const check of checks) console.log(`${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`);
    problems = checks.filter((check) => !check.ok).map((check) => check.name);

    if (serverErrors > 0 && !chaos) problems.push(`${serverErrors} answers were 5xx`);
    const rssAfterMinute1 = minutes[0]?.rssMb;
    if (chaos) console.log(`server RSS (the primary and its workers): ${rssEnd.toFixed(0)} MB at the end`);
    else if (Number.isFinite(rssAfterMinute1) && Number.isFinite(rssEnd)) {
      const growth = rssEnd / rssAfterMinute1 - 1;
      console.log(`server RSS: ${rssAfterMinute1.toFixed(0)} MB after minute 1, ${rssEnd.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)} %)`);
      if (growth > MEMORY_GROWTH) problems.push(`the server's RSS grew ${(growth * 100).toFixed(1)} % after minute 1 (at most ${MEMORY_GROWTH * 100} %)`);
    } else if (seconds >= 60) problems.push("the server's RSS could not be read");
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    if (error instanceof BenchError && error.serverOutput) console.error(error.serverOutput);
  } finally {
    const exit = await Promise.race([server?.exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 0))]);
    if (server && exit !== undefined) problems.push(`the server exited before the soak ended (${exit}); its output is in the file below`);
    if (server) {
      // The server's whole output, kept for reading after the run (a fault's log lines, an exit's cause).
      const logFile = path.join(tmpdir(), `marquee-soak-server-${process.pid}.log`);
      writeFileSync(logFile, server.output());
      console.log(`the server's output: ${logFile}`);
    }
    await server?.stop();
    await db.end().catch(() => {});
    if (keep) console.log(`kept the database ${database.name} (SOAK_KEEP=1)`);
    else await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`\nsoak FAILED:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nsoak passed");
}

await main();
