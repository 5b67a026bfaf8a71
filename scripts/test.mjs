// The whole suite, as CI runs it: unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) with a fresh build made beside them, then the API tests that start the
// built server and the container check on that build (also beside them:
// scripts/container-check.mjs), the JavaScript budget on that build (fails when any public page
// loads more than 110 KB gzip: docs/decisions/016-javascript-budget.md), and the end-to-end tests
// with JavaScript on and off.
import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const bin = (name) => path.resolve("node_modules/.bin", name);
/**
 * The machine's CPU time so far (all cores, from /proc/stat; null elsewhere): a phase's busy share
 * says whether it is bound by the cores (near 100 %) or waits (the room for running more beside it).
 */
const cpuTicks = () => {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + fields[4];
    return { total: fields.reduce((sum, value) => sum + value, 0), idle };
  } catch {
    return null;
  }
};
const busyShare = (from) => {
  const to = cpuTicks();
  if (!from || !to || to.total === from.total) return "";
  return `, CPU ${Math.round((100 * (1 - (to.idle - from.idle) / (to.total - from.total))))} % busy`;
};
// Each phase's time, printed as it ends and together at the end: the CI budget (docs/testing.md)
// is kept by reading these.
const times = [];
/** A phase in the foreground. Not execFileSync: the event loop stays free to start the container check when the build ends. */
const run = async (cmd, args, env = {}) => {
  const phase = [path.basename(cmd), ...args].join(" ");
  console.log(`\n$ ${phase}`);
  const started = Date.now();
  const cpu = cpuTicks();
  try {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
    // 'error' (the program could not start) comes instead of 'close': a failed phase, not an uncaught exception.
    const code = await new Promise((resolve) => {
      child.on("error", (error) => {
        console.error(`${phase} could not start: ${error.message}`);
        resolve(127);
      });
      child.on("close", (status) => resolve(status ?? 1));
    });
    if (code !== 0) throw Object.assign(new Error(`${phase} failed`), { status: code });
  } finally {
    times.push(`${phase}: ${Math.round((Date.now() - started) / 1000)} s${busyShare(cpu)}`);
    console.log(`(${times.at(-1)})`);
  }
};

/**
 * A script run beside the unit and API tests (the build reads the sources and writes only build/; the
 * container check copies build/ to a folder of its own): its output is held in a file and printed
 * when it is awaited, so the logs do not interleave. `done` resolves with its exit code.
 */
function startBeside(script, args = [], env = {}) {
  const started = Date.now();
  const log = path.join(os.tmpdir(), `marquee-${path.basename(script, ".mjs")}-${process.pid}.log`);
  const fd = openSync(log, "w");
  const child = spawn("node", [script, ...args], { stdio: ["ignore", fd, fd], env: { ...process.env, ...env } });
  const done = new Promise((resolve) => {
    child.on("error", () => resolve(127));
    child.on("close", (code) => resolve(code ?? 1));
  });
  let printed = false;
  const print = async () => {
    const code = await done;
    if (printed) return;
    printed = true;
    closeSync(fd);
    // Its own time: the log's last write.
    const took = Math.round((statSync(log).mtimeMs - started) / 1000);
    const phase = ["node", script, ...args].join(" ");
    console.log(`\n$ ${phase} (run beside the tests)`);
    process.stdout.write(readFileSync(log));
    rmSync(log, { force: true });
    times.push(`${phase} (beside vitest): ${took} s`);
    if (code !== 0) throw Object.assign(new Error(`${script} failed`), { status: code });
  };
  return { done, print };
}

// API tests that start the built server (PostgreSQL only): the main run leaves them out, since the
// build is being made beside it, and they run on their own once the build is there.
const BUILT_SERVER_TESTS = ["tests/api/cluster.test.ts", "tests/api/database-loss.test.ts"];

// The journeys run on the PostgreSQL the API suite used, when there is one (scripts/e2e-server.mjs).
const e2eDatabase = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

let container;
let builtServerTests;
let journeysDatabase;
try {
  const build = startBeside("scripts/build.mjs");
  // The journeys' database is seeded beside the tests too (it needs no build), not in Playwright's
  // web-server start, where nothing else runs while it seeds.
  journeysDatabase = e2eDatabase ? startBeside("scripts/e2e-database.mjs", [], { E2E_DATABASE_URL: e2eDatabase, DATA_DIR: "./data/e2e" }) : null;
  // The container check (the Dockerfile's path on the fresh build, scripts/container-check.mjs)
  // starts as soon as the build is made, still beside the tests; it is awaited before Playwright.
  container = build.done.then((code) => (code === 0 ? startBeside("scripts/container-check.mjs") : null));
  builtServerTests = build.done.then((code) =>
    code === 0 && process.env.TEST_DATABASE_URL ? startBeside("node_modules/vitest/vitest.mjs", ["run", "--project", "api-postgres", ...BUILT_SERVER_TESTS]) : null,
  );
  try {
    await run(bin("vitest"), ["run", ...BUILT_SERVER_TESTS.flatMap((file) => ["--exclude", file])]);
  } finally {
    await build.print();
  }
  await (await builtServerTests)?.print();
  await run(bin("tsx"), ["scripts/js-budget.ts"]);
  await (await container)?.print();
  if (!existsSync("/usr/bin/chromium-headless-shell") && !existsSync("/usr/bin/chromium")) {
    // No system Chromium (a laptop): use Playwright's own browser, downloading it if needed.
    await run(bin("playwright"), ["install", "chromium"]);
  }
  await journeysDatabase?.print();
  await run(bin("playwright"), ["test"], {
    CI: process.env.CI ?? "1",
    ...(e2eDatabase ? { E2E_DATABASE_URL: e2eDatabase, E2E_DATABASE_PREPARED: "1" } : {}),
  });
} catch (error) {
  process.exitCode = typeof error.status === "number" ? error.status : 1;
} finally {
  // A failed phase ended the run early: the container check still finishes (and drops its database), and says how it went.
  await journeysDatabase?.print().catch(() => (process.exitCode ||= 1));
  await (await builtServerTests)?.print().catch(() => (process.exitCode ||= 1));
  await (await container)?.print().catch(() => (process.exitCode ||= 1));
  console.log(`\nPhase times:\n  ${times.join("\n  ")}`);
}
