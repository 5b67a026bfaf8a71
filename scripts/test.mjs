// The whole suite, as CI runs it: unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) with a fresh build made beside them, the JavaScript budget on that build (fails when any
// public page loads more than 110 KB gzip: docs/decisions/016-javascript-budget.md), and the
// end-to-end tests with JavaScript on and off.
import { execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
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

/**
 * The build, started beside the unit and API tests (it reads the sources and writes only build/):
 * its output is held and printed when it is awaited, so the two logs do not interleave.
 */
function startBuild() {
  const started = Date.now();
  // To a file, not a pipe: the tests run synchronously meanwhile and would not drain one.
  const log = path.join(os.tmpdir(), `marquee-build-${process.pid}.log`);
  const fd = openSync(log, "w");
  const child = spawn("node", ["scripts/build.mjs"], { stdio: ["ignore", fd, fd] });
  const done = new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  return async () => {
    const code = await done;
    closeSync(fd);
    // Its own time: the log's last write (the close is seen only once the tests let go of the loop).
    const took = Math.round((statSync(log).mtimeMs - started) / 1000);
    console.log("\n$ node scripts/build.mjs (run beside the tests)");
    process.stdout.write(readFileSync(log));
    rmSync(log, { force: true });
    times.push(`node scripts/build.mjs (beside vitest): ${took} s`);
    if (code !== 0) throw Object.assign(new Error("the build failed"), { status: code });
  };
}

try {
  const build = startBuild();
  try {
    run(bin("vitest"), ["run"]);
  } finally {
    await build();
  }
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
