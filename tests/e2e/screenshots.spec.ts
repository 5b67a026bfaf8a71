// The visual review: twelve key pages, as a visitor, the attendee, the host and the administrator see
// them, at 1366 and 390 CSS pixels, compared with the pictures in docs/screenshots/ (the README's
// gallery shows those same files). The demo runs on a server of its own whose clock starts at
// DEMO_CLOCK (scripts/demo-clock.mjs), and the browser's clock stands still at that instant, so
// dates, countdowns and "next on" texts are the same every day. The shared journeys' server keeps
// the real clock. `npm run screenshots` (scripts/screenshots.mjs) redraws the pictures that changed.
import { spawn, type ChildProcess } from "node:child_process";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { demo, demoPassword, logInAs } from "./support/session";

/** The instant the demo's clock starts at: a Tuesday in winter (London time is UTC). */
export const DEMO_CLOCK = "2026-12-01T09:00:00Z";
const port = Number(process.env.SCREENSHOT_PORT ?? 3290);

/** The widths, and how many screens of each page a picture shows (a phone page is many screens tall). */
const widths = [
  { name: "1366", viewport: { width: 1366, height: 900 }, screens: 2 },
  { name: "390", viewport: { width: 390, height: 844 }, screens: 3 },
] as const;

type Role = "visitor" | keyof typeof demo;

/** A page to picture: its address, or how to find it (ids come from the seed). */
interface Shot {
  name: string;
  role: Role;
  path: string | ((look: Page) => Promise<string>);
}

const hiit = (look: Page) => linkTo(look, "/search?search=Lunchtime+HIIT+Blast", "Lunchtime HIIT Blast");

/** The pages, in the README's order. */
const pages: Shot[] = [
  { name: "home", role: "visitor", path: "/home" },
  { name: "search", role: "visitor", path: "/search" },
  { name: "event", role: "visitor", path: hiit },
  { name: "channel", role: "visitor", path: (look) => linkTo(look, "/channels?title=Foundations+of+Yoga", "Foundations of Yoga: A Four-Week Course") },
  { name: "checkout", role: "attendee", path: async (look) => (await hiit(look)).replace(/^\/event-detail\/(\d+)\/.*/, "/checkout/event_booking/$1") },
  { name: "my-booked-events", role: "attendee", path: "/my-booked-events" },
  { name: "my-channels", role: "host", path: "/my-channels" },
  { name: "event-form", role: "host", path: "/event-create" },
  { name: "channel-form", role: "host", path: "/create-channel" },
  { name: "my-account", role: "host", path: "/my-account" },
  { name: "admin-approvals", role: "admin", path: "/admin/approvals" },
  { name: "admin-payments", role: "admin", path: "/admin/payments" },
];

/** The address of the first link named `name` on the page at `from`. */
async function linkTo(look: Page, from: string, name: string): Promise<string> {
  await look.goto(from);
  const href = await look.getByRole("link", { name, exact: true }).first().getAttribute("href", { timeout: 5000 });
  if (!href) throw new Error(`No link "${name}" on ${from}.`);
  return href;
}

/** Starts the built app as the journeys' server does (scripts/e2e-server.mjs), on its own embedded database and clock. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: "./data/screenshots", DEMO_MODE: "true", DEMO_CLOCK, TZ: "Europe/London" };
  // Always the embedded database: its clock is the process's (CI points the journeys at PostgreSQL).
  delete env.E2E_DATABASE_URL;
  delete env.DATABASE_URL;
  const url = `http://localhost:${port}`;
  // Another server answering there would be pictured in its place, on its own clock.
  if (await fetch(`${url}/healthz`).then(() => true, () => false)) throw new Error(`Port ${port} is in use; SCREENSHOT_PORT moves the screenshot server.`);
  const server: ChildProcess = spawn("node", ["scripts/e2e-server.mjs"], { stdio: ["ignore", "ignore", "inherit"], env });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The screenshot server stopped (exit ${server.exitCode}); is port ${port} free? SCREENSHOT_PORT moves it.`);
    const up = await fetch(`${url}/healthz`).then((answer) => answer.ok, () => false);
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("The screenshot server did not start within three minutes.");
}

const test = base.extend<object, { demoServer: string }>({
  // Fixture callbacks name Playwright's `use` "provide": the React hooks lint takes `use` for React's.
  demoServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const server = await startServer();
      try {
        await provide(server.url);
      } finally {
        await server.stop();
      }
    },
    // Migrating and seeding a fresh embedded database takes a while on a busy machine.
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ demoServer }, provide) => provide(demoServer),
});

/** A browser context per role, logged in (sealed session cookie) unless a visitor. */
async function pageAs(browser: Browser, baseURL: string, role: Role): Promise<Page> {
  // No motion, light colours, London's time and English dates, one device pixel per CSS pixel.
  const context = await browser.newContext({
    baseURL,
    viewport: widths[0].viewport,
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    colorScheme: "light",
    locale: "en-GB",
    timezoneId: "Europe/London",
  });
  if (role !== "visitor") await logInAs(context, baseURL, demo[role], demoPassword, Date.parse(DEMO_CLOCK));
  await context.clock.setFixedTime(new Date(DEMO_CLOCK));
  return context.newPage();
}

/** Ready for a picture: hydrated, every picture loaded (lazy ones too: a picture shows more than a screen), fonts settled. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => { image.addEventListener("load", resolve, { once: true }); image.addEventListener("error", resolve, { once: true }); }),
      ),
    );
    await document.fonts.ready;
  });
  const broken = await page.evaluate(() => [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src));
  expect(broken, `pictures that did not load on ${page.url()}`).toEqual([]);
}

// One test, one server: a failed test restarts its worker (and would start another server), so
// every picture is a soft assertion and all the differences are reported at once.
test("the key pages look as their pictures in docs/screenshots/", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const views = new Map<Role, Page>();
  for (const role of ["visitor", "attendee", "host", "admin"] as const) views.set(role, await pageAs(browser, baseURL!, role));
  const targets = [];
  for (const entry of pages) targets.push({ ...entry, address: typeof entry.path === "string" ? entry.path : await entry.path(views.get(entry.role)!) });
  for (const width of widths) {
    for (const target of targets) {
      const page = views.get(target.role)!;
      await page.setViewportSize(width.viewport);
      const response = await page.goto(target.address);
      expect(response?.status(), `${target.address} as ${target.role}`).toBe(200);
      // Not sent elsewhere (an expired session is sent to the login page, with 200).
      expect(new URL(page.url()).pathname, `${target.address} as ${target.role}`).toBe(new URL(target.address, baseURL).pathname);
      await settle(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await expect
        .soft(page, `${target.name} at ${width.name} px differs from docs/screenshots/: run \`npm run screenshots\` and review the pictures' diff before committing it`)
        .toHaveScreenshot(`${target.name}-${width.name}.png`, {
          // The machine may be busy: two matching pictures in a row can take a while.
          timeout: 20_000,
          fullPage: true,
          clip: { x: 0, y: 0, width: width.viewport.width, height: Math.min(height, width.viewport.height * width.screens) },
        });
    }
  }
  for (const page of views.values()) await page.context().close();
});
