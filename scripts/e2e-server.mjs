// The server end-to-end tests run against: the built app, seeded with the demo data (DEMO_MODE), on
// a fresh database: the embedded one in DATA_DIR by default, or, with E2E_DATABASE_URL set (CI sets
// it to its PostgreSQL), a fresh database "marquee_e2e" on that server (scripts/e2e-database.mjs),
// unless E2E_DATABASE_PREPARED says the test command has just made it. PostgreSQL answers the
// journeys' queries on its own processes while Node renders, where PGlite runs every query on the
// server's one thread. Builds first if there is no build.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { e2eDatabaseUrl, prepareE2eDatabase } from "./e2e-database.mjs";

const dataDir = process.env.DATA_DIR ?? "./data/e2e";
const prepared = process.env.E2E_DATABASE_URL && process.env.E2E_DATABASE_PREPARED === "1";
if (!prepared) rmSync(dataDir, { recursive: true, force: true });
if (!existsSync("build/main.js")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });

// No request log lines (on by default in production) among the journeys' output, unless asked for.
const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, REQUEST_LOG: process.env.REQUEST_LOG ?? "off" };
if (process.env.E2E_DATABASE_URL) {
  env.DATABASE_URL = prepared ? e2eDatabaseUrl(process.env.E2E_DATABASE_URL) : await prepareE2eDatabase(process.env.E2E_DATABASE_URL, dataDir, env);
}

// DEMO_CLOCK (the screenshots' server: tests/e2e/screenshots.spec.ts) moves the process's clock first.
const clock = process.env.DEMO_CLOCK ? ["--import", "./scripts/demo-clock.mjs"] : [];
const server = spawn("node", [...clock, "--import", "./instrument.server.mjs", "build/main.js"], { stdio: "inherit", env });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
