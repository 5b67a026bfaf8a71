// Vitest globalSetup of the API projects: migrate one database per run, then let each test file
// start from a copy of it instead of migrating its own. PGlite: a dump of the migrated data
// directory in a temp file; PostgreSQL: a migrated template database. Both are made afresh at
// every run, so a new migration is always in them.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { isCi, postgresOnlyFiles } from "./postgres-only";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dumped data directory of a migrated PGlite (tarball), for the "api" project. */
    pgliteSnapshot: string;
    /** The migrated template database, for the "api-postgres" project. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env?.MARQUEE_TEST_DRIVER;
  if (driver === "postgres") return setupPostgresTemplate(project);
  requirePostgresOnCi(project);
  return setupPgliteSnapshot(project);
}

/**
 * The PGlite project leaves out the PostgreSQL-only files. Without TEST_DATABASE_URL nothing else runs
 * them: on CI that is a failure (the oversell and crash guarantees would go unchecked while green);
 * elsewhere one line says so.
 */
function requirePostgresOnCi(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const files = postgresOnlyFiles(project.config.root).map((file) => path.basename(file, ".test.ts"));
  if (files.length === 0) return;
  if (isCi()) {
    throw new Error(
      `CI must run the PostgreSQL-only suites (${files.join(", ")}), but TEST_DATABASE_URL is not set. ` +
        "Start PostgreSQL and set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres); .ci/run sets it when PostgreSQL answers there.",
    );
  }
  console.log(`PostgreSQL-only suites not run (no TEST_DATABASE_URL): ${files.join(", ")}`);
}

async function setupPgliteSnapshot(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "marquee-pglite-"));
  const database = await openDatabase({ dataDir: "memory" });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // Uncompressed: gunzipping in every worker would cost more than reading the larger file.
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("The api-postgres project needs TEST_DATABASE_URL");
  const { default: pg } = await import("pg");
  const name = `marquee_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    await client.connect().catch((error: Error) => {
      throw new Error(`PostgreSQL at TEST_DATABASE_URL (${redacted(url)}) does not answer: ${error.message || (error as NodeJS.ErrnoException).code || error.name}`, { cause: error });
    });
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ url: templateUrl.toString() });
  await database.close();
  // The closed pool's backends exit a moment later; copying before they have would be refused.
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await admin("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  project.provide("postgresTemplate", name);
  return async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

/** The URL without its password, for messages. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
