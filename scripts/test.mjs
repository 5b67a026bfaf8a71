// The whole suite, as CI runs it: unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then a fresh build, the JavaScript budget on that build (fails when any
// public page loads more than 110 KB gzip: docs/decisions/016-javascript-budget.md), and the
// end-to-end tests with JavaScript on and off.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const bin = (name) => path.resolve("node_modules/.bin", name);
const run = (cmd, args, env = {}) => {
  console.log(`\n$ ${[path.basename(cmd), ...args].join(" ")}`);
  execFileSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
};

try {
  run(bin("vitest"), ["run"]);
  run("node", ["scripts/build.mjs"]);
  run(bin("tsx"), ["scripts/js-budget.ts"]);
  if (!existsSync("/usr/bin/chromium")) {
    // No system Chromium (a laptop): use Playwright's own browser, downloading it if needed.
    run(bin("playwright"), ["install", "chromium"]);
  }
  run(bin("playwright"), ["test"], { CI: process.env.CI ?? "1" });
} catch (error) {
  process.exit(typeof error.status === "number" ? error.status : 1);
}
