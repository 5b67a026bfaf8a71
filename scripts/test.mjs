// The whole suite, as CI runs it: unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then a fresh build, the JavaScript budget on that build (fails when any
// public page loads more than 110 KB gzip: docs/decisions/016-javascript-budget.md), and the
// end-to-end tests with JavaScript on and off.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const bin = (name) => path.resolve("node_modules/.bin", name);
// Each phase's time, printed as it ends and together at the end: the CI budget (docs/testing.md)
// is kept by reading these.
const times = [];
const run = (cmd, args, env = {}) => {
  const phase = [path.basename(cmd), ...args].join(" ");
  console.log(`\n$ ${phase}`);
  const started = Date.now();
  try {
    execFileSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  } finally {
    times.push(`${phase}: ${Math.round((Date.now() - started) / 1000)} s`);
    console.log(`(${times.at(-1)})`);
  }
};

try {
  run(bin("vitest"), ["run"]);
  run("node", ["scripts/build.mjs"]);
  run(bin("tsx"), ["scripts/js-budget.ts"]);
  if (!existsSync("/usr/bin/chromium")) {
    // No system Chromium (a laptop): use Playwright's own browser, downloading it if needed.
    run(bin("playwright"), ["install", "chromium"]);
  }
  // The journeys run on the PostgreSQL the API suite used, when there is one (scripts/e2e-server.mjs).
  const e2eDatabase = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  run(bin("playwright"), ["test"], { CI: process.env.CI ?? "1", ...(e2eDatabase ? { E2E_DATABASE_URL: e2eDatabase } : {}) });
} catch (error) {
  process.exitCode = typeof error.status === "number" ? error.status : 1;
} finally {
  console.log(`\nPhase times:\n  ${times.join("\n  ")}`);
}
