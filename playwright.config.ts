import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { disabledFeaturesSwitch } from "./tests/e2e/support/browser-flags";

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eSessionSecret = "e2e-session-secret-not-for-production";
// The test process seals session cookies with the same secret as the server under test.
process.env.SESSION_SECRET ??= e2eSessionSecret;


// Debian's old headless shell when present (package chromium-headless-shell: the same engine without
// the browser's window and UI, about a third less CPU per journey than the full browser's headless
// mode), then Debian's Chromium; otherwise Playwright's own. No browser downloads on CI. E2E_CHROMIUM
// names another executable (to compare two browsers' costs on the same journeys).
const systemChromium = [process.env.E2E_CHROMIUM ?? "", "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
export const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    disabledFeaturesSwitch,
  ],
};

/** Specs whose outcome the server alone decides: run in the "http" project only. */
const httpSpecs = [
  "**/guards.spec.ts",
  "**/route-map.spec.ts",
  "**/page-matrix.spec.ts",
  "**/valid-html.spec.ts",
  "**/uploads.spec.ts",
  "**/browser-flags.spec.ts",
  "**/menu-sweep.spec.ts",
  "**/overflow.spec.ts",
];
/** The accessibility sweep scans both modes of a page in one test (tests/e2e/a11y.spec.ts). */
const bothModesSpecs = ["**/a11y.spec.ts"];
/** The visual review: pictures compared with docs/screenshots/, on a server of its own (the spec starts it). */
const screenshotSpecs = ["**/screenshots.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, on CI either: a flaky test fails the run and gets fixed at its cause.
  retries: 0,
  // One worker per core (two at least: a test spends much of its time waiting on the server).
  workers: Math.max(2, availableParallelism()),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    // What the server alone decides (statuses, redirects, guards, the route map) runs once, with
    // JavaScript off so the page is exactly what the server sent.
    { name: "http", testMatch: httpSpecs, use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
    // The accessibility sweep: the hydrated page and the server's HTML of each page in one test, from
    // one hydrated load (the server's HTML is read in a context whose scripts are refused). Before the
    // journeys: its sweeps of the private and admin pages are the longest tests of the run, and
    // started last they would leave the other worker idle at the end.
    { name: "a11y", testMatch: bothModesSpecs, use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    // The visual review runs once, its one test early (it takes one worker for about a minute). The
    // pictures are the README's (docs/screenshots/), named by page and width, the same on any platform:
    // they are compared on the machine that made them (CI's), with the system's fonts.
    {
      name: "screenshots",
      testMatch: screenshotSpecs,
      snapshotPathTemplate: "docs/screenshots/{arg}{ext}",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    // Journeys run twice: every form must work as a plain HTML post, and with JavaScript on.
    { name: "js-on", testIgnore: [...httpSpecs, ...bothModesSpecs, ...screenshotSpecs], use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "js-off", testIgnore: [...httpSpecs, ...bothModesSpecs, ...screenshotSpecs], use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  // The journeys' server; `npm run screenshots` (E2E_WEB_SERVER=off) runs only the visual review, whose spec starts its own.
  webServer: process.env.E2E_WEB_SERVER === "off" ? undefined : {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      // E2E_DATA_DIR: a second checkout of the journeys on one machine keeps its files apart.
      DATA_DIR: process.env.E2E_DATA_DIR ?? "./data/e2e",
      SESSION_SECRET: process.env.SESSION_SECRET,
      DEMO_MODE: "true",
      // Set by the test command when PostgreSQL answers (scripts/test.mjs): the journeys run on it.
      ...(process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
