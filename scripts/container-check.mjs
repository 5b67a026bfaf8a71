// The container's path, proven without Docker (CI machines have no engine), read from the Dockerfile
// and fly.toml themselves so the check follows them when they change:
//   1. the image's files: package.json and package-lock.json in a temporary folder with production
//      dependencies only (`npm ci --omit=dev`, from the npm cache CI's own `npm ci` filled; online
//      when it misses), then what the final stage COPYs from the build stage (build/, …);
//   2. fly.toml's release command, exactly as written, migrating a fresh PostgreSQL database;
//   3. the Dockerfile's CMD with its ENV, fly.toml's [env] and the secrets a deployment requires;
//   4. /healthz and /home answer 200, and SIGTERM ends the server with exit code 0.
// The database is dropped and the folder removed in any case. Without PostgreSQL (TEST_DATABASE_URL
// unset) it says so and skips, except under CI, which requires PostgreSQL anyway.
import { execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { scratchDatabase } from "./bench-lib.mjs";
import { flyTomlProblems, readDeployFiles } from "./deploy-config.mjs";
import { isCi } from "./require-postgres.mjs";

const run = promisify(execFile);
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const step = (text) => console.log(`\n[container] ${text}`);

const baseUrl = process.env.TEST_DATABASE_URL?.trim();
if (!baseUrl) {
  if (isCi()) {
    console.error("[container] FAILED: no PostgreSQL (TEST_DATABASE_URL unset), which CI requires: .ci/run sets it when PostgreSQL answers.");
    process.exit(1);
  }
  console.log("[container] skipped: no PostgreSQL (TEST_DATABASE_URL unset). CI runs it.");
  process.exit(0);
}

if (!existsSync("build/main.js")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });

const { dockerfile, fly } = readDeployFiles();
const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-container-"));
const databaseName = `deploy_container_${process.pid}`;
/** @type {{ url: string, drop(): Promise<void> } | undefined} */
let database;
/** @type {import("node:child_process").ChildProcess | undefined} */
let server;
let serverLog = "";

function fail(reason) {
  throw Object.assign(new Error(reason), { check: true });
}

/** Output of a finished command, kept short: the end is where the reason is. */
const tail = (text, lines = 40) => text.trim().split("\n").slice(-lines).join("\n");

/** Step 1: production dependencies, then every COPY of the final stage from the build stage. */
async function imageFiles() {
  for (const file of ["package.json", "package-lock.json"]) cpSync(file, path.join(dir, file));
  const npm = (extra) => run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", ...extra], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  let since = Date.now();
  try {
    await npm(["--offline"]);
    step(`production dependencies from the npm cache (npm ci --omit=dev --offline): ${seconds(since)}`);
  } catch (offline) {
    step(`the npm cache missed (${tail(String(offline.stderr ?? offline.message), 3)}); installing online`);
    since = Date.now();
    try {
      await npm([]);
    } catch (online) {
      fail(`npm ci --omit=dev failed:\n${tail(String(online.stderr ?? online.message))}`);
    }
    step(`production dependencies online (npm ci --omit=dev): ${seconds(since)}`);
  }
  const workdir = dockerfile.workdir ?? "/";
  // The build stage's node_modules, after `npm prune --omit=dev`, is what was just installed.
  const copies = dockerfile.copies.filter(({ sources }) => !(sources.length === 1 && path.posix.basename(sources[0]) === "node_modules"));
  for (const { from, sources, dest } of copies) {
    const stageDir = from === null ? null : (dockerfile.workdirs[from] ?? "/");
    const target = path.join(dir, path.posix.relative(workdir, path.posix.resolve(workdir, dest)));
    for (const source of sources) {
      // A path in the build stage is the same path of this checkout (the stage did `COPY . .`).
      const local = stageDir === null ? source : path.posix.relative(stageDir, path.posix.resolve(stageDir, source));
      if (!existsSync(local)) fail(`the Dockerfile copies ${source}, but ${local} does not exist (was the build made?)`);
      const into = sources.length > 1 || dest.endsWith("/") ? path.join(target, path.basename(local)) : target;
      mkdirSync(path.dirname(into), { recursive: true });
      cpSync(local, into, { recursive: true });
    }
  }
  step(`copied as the Dockerfile does: ${copies.map((copy) => copy.sources.join(" ")).join(", ")}`);
}

/** The container's environment: the image's ENV, fly.toml's [env], then the secrets a deployment needs. */
function containerEnv(port) {
  return {
    PATH: process.env.PATH,
    HOME: dir,
    ...dockerfile.env,
    ...fly.env,
    // The image makes /data for the node user; here a folder of the copy stands for it.
    DATA_DIR: path.join(dir, "data"),
    PORT: String(port),
    DATABASE_URL: database.url,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    PAYMENTS: "sandbox",
  };
}

/** Step 2: fly.toml's release command, exactly as written (Fly runs it without a shell). */
async function releaseCommand(env) {
  const command = fly.deploy?.release_command;
  if (typeof command !== "string" || !command.trim()) fail("fly.toml has no [deploy] release_command");
  const [file, ...args] = command.trim().split(/\s+/);
  const since = Date.now();
  try {
    const { stdout } = await run(file, args, { cwd: dir, env });
    step(`release command \`${command}\`: ${seconds(since)}\n${tail(stdout, 5)}`);
  } catch (error) {
    fail(`the release command \`${command}\` failed (exit ${error.code}):\n${tail(`${error.stdout ?? ""}\n${error.stderr ?? error.message}`)}`);
  }
  const journal = JSON.parse(readFileSync("server/db/migrations/meta/_journal.json", "utf8"));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    if (rows[0].n !== journal.entries.length) fail(`the release command applied ${rows[0].n} migrations of ${journal.entries.length}`);
    step(`migrations applied: ${rows[0].n} of ${journal.entries.length}`);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with the exit code when the server ends. */
let exited;

/** Step 3: the CMD, in the copy, until /healthz answers (or the server dies, or a minute passes). */
async function startServer(env, port) {
  if (!Array.isArray(dockerfile.cmd) || dockerfile.cmd.length === 0) fail("the Dockerfile's CMD is not an exec-form JSON array");
  const [file, ...args] = dockerfile.cmd;
  const since = Date.now();
  server = spawn(file, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout.on("data", (chunk) => (serverLog += chunk));
  server.stderr.on("data", (chunk) => (serverLog += chunk));
  exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve(code ?? signal)));
  let dead = null;
  void exited.then((code) => (dead = code));
  while (Date.now() - since < 60_000) {
    if (dead !== null) fail(`the server exited (${dead}) before /healthz answered`);
    const status = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status, () => null);
    if (status === 200) {
      step(`\`${dockerfile.cmd.join(" ")}\` answers /healthz 200 after ${seconds(since)}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail("/healthz did not answer 200 within 60 s");
}

/** Step 4: the pages, then SIGTERM. */
async function pagesThenStop(port) {
  for (const page of ["/healthz", "/home"]) {
    const response = await fetch(`http://127.0.0.1:${port}${page}`, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    if (response.status !== 200) fail(`${page} answered ${response.status}`);
  }
  step("/healthz and /home answer 200");
  const since = Date.now();
  server.kill("SIGTERM");
  const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("still running after 30 s"), 30_000))]);
  if (code !== 0) fail(`SIGTERM: the server ended with ${code}, not exit code 0`);
  step(`SIGTERM: exit code 0 after ${seconds(since)}`);
}

let failed = false;
try {
  const problems = flyTomlProblems(fly, dockerfile);
  if (problems.length) fail(`fly.toml: ${problems.join("; ")}`);
  database = await scratchDatabase(baseUrl, databaseName);
  await imageFiles();
  const port = await freePort();
  const env = containerEnv(port);
  await releaseCommand(env);
  await startServer(env, port);
  await pagesThenStop(port);
} catch (error) {
  failed = true;
  console.error(`\n[container] FAILED: ${error.check ? error.message : error.stack}`);
  if (serverLog) console.error(`\n[container] the server's output:\n${tail(serverLog, 60)}`);
} finally {
  if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  await database?.drop().catch((error) => {
    failed = true;
    console.error(`[container] could not drop ${databaseName}: ${error.message}`);
  });
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\n[container] ${failed ? "FAILED" : "passed"} in ${seconds(started)}`);
process.exit(failed ? 1 : 0);
