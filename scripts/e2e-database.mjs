// The journeys' database on PostgreSQL: a fresh "marquee_e2e" on the server of E2E_DATABASE_URL,
// seeded with the demo data by `npm run seed` (its pictures, videos and documents go to DATA_DIR, as
// the e2e server reads them). scripts/e2e-server.mjs makes it before it starts the app, unless the
// test command made it already beside the unit and API tests (scripts/test.mjs): the seed is about
// half a minute of the end-to-end phase otherwise, with two cores to share.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import pg from "pg";

export const E2E_DATABASE = "marquee_e2e";

/** The journeys' database on the server that `serverUrl` names. */
export function e2eDatabaseUrl(serverUrl) {
  const url = new URL(serverUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.href;
}

/** Drops and makes the journeys' database afresh, seeds it, and answers its URL. */
export async function prepareE2eDatabase(serverUrl, dataDir, env = process.env) {
  rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${E2E_DATABASE} with (force)`);
    await admin.query(`create database ${E2E_DATABASE}`);
    // A test database: commits need not wait for the disk (tests/support/database.ts says why).
    await admin.query(`alter database ${E2E_DATABASE} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = e2eDatabaseUrl(serverUrl);
  execFileSync("node_modules/.bin/tsx", ["scripts/seed.ts", "--force"], {
    stdio: "inherit",
    // The journeys' server is the demo (DEMO_MODE), whatever the caller's environment says.
    env: { ...env, NODE_ENV: "production", DEMO_MODE: "true", DATA_DIR: dataDir, DATABASE_URL: url },
  });
  return url;
}

// Run as a script (by the test command): E2E_DATABASE_URL names the server, DATA_DIR the files' folder.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!process.env.E2E_DATABASE_URL) throw new Error("scripts/e2e-database.mjs needs E2E_DATABASE_URL");
  await prepareE2eDatabase(process.env.E2E_DATABASE_URL, process.env.DATA_DIR ?? "./data/e2e");
}
