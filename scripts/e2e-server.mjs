// The server end-to-end tests run against: the built app, seeded with the demo data (DEMO_MODE), on
// a fresh database: the embedded one in DATA_DIR by default, or, with E2E_DATABASE_URL set (CI sets
// it to its PostgreSQL), a fresh database "marquee_e2e" on that server, seeded by `npm run seed`.
// PostgreSQL answers the journeys' queries on its own processes while Node renders, where PGlite
// runs every query on the server's one thread. Builds first if there is no build.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import pg from "pg";

const dataDir = process.env.DATA_DIR ?? "./data/e2e";
rmSync(dataDir, { recursive: true, force: true });
if (!existsSync("build/main.js")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });

// No request log lines (on by default in production) among the journeys' output, unless asked for.
const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, REQUEST_LOG: process.env.REQUEST_LOG ?? "off" };
if (process.env.E2E_DATABASE_URL) {
  const server = new URL(process.env.E2E_DATABASE_URL);
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  await admin.query("drop database if exists marquee_e2e with (force)");
  await admin.query("create database marquee_e2e");
  // A test database: commits need not wait for the disk (tests/support/database.ts says why).
  await admin.query("alter database marquee_e2e set synchronous_commit = off");
  await admin.end();
  server.pathname = "/marquee_e2e";
  env.DATABASE_URL = server.href;
  execFileSync("node_modules/.bin/tsx", ["scripts/seed.ts", "--force"], { stdio: "inherit", env });
}

// DEMO_CLOCK (the screenshots' server: tests/e2e/screenshots.spec.ts) moves the process's clock first.
const clock = process.env.DEMO_CLOCK ? ["--import", "./scripts/demo-clock.mjs"] : [];
const server = spawn("node", [...clock, "--import", "./instrument.server.mjs", "build/main.js"], { stdio: "inherit", env });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
