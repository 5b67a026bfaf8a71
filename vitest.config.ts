import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { postgresOnlyFiles } from "./tests/support/postgres-only";

const alias = {
  "~server": fileURLToPath(new URL("./server", import.meta.url)),
  "~shared": fileURLToPath(new URL("./shared", import.meta.url)),
  "~tests": fileURLToPath(new URL("./tests", import.meta.url)),
  "~": fileURLToPath(new URL("./app", import.meta.url)),
};

// The API suite runs on PGlite; with TEST_DATABASE_URL set it runs again on PostgreSQL, with the
// files that only PostgreSQL can prove (left out on PGlite; CI fails without them: database-setup.ts).
const postgres = process.env.TEST_DATABASE_URL;
const postgresOnly = postgresOnlyFiles(fileURLToPath(new URL(".", import.meta.url)));
// Each API test file starts from a database migrated once per run (tests/support/database-setup.ts),
// and hashes passwords at argon2's smallest cost (honoured under Vitest only; see passwords.ts).
// Each worker loads the server once and runs its files one after another in that module graph (no
// isolation): importing the server is about 2 s a file, and every file brings its own services
// (database, storage, mail) through useTestApi, so no state is shared but the modules' code.
const apiSetup = { globalSetup: ["tests/support/database-setup.ts"], isolate: false };
// The gates send thousands of malformed or unauthorised requests through every call and route; what
// they prove is the refusal at the HTTP, schema, access and domain layers, the same on either
// driver. With PostgreSQL they run once, there (the production database); without it, on PGlite.
// Every call's own tests, bad input and other users included, still run on both.
const sweeps = [
  "tests/api/gates-hostile-input.test.ts",
  "tests/api/gates-form-actions.test.ts",
  "tests/api/gates-hostile-routes.test.ts",
  "tests/api/gates-authorization.test.ts",
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time even on a 2-core machine (Vitest's default there is one): a file spends
    // much of its time waiting on the database, and every file has its own database.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" } },
      {
        resolve: { alias },
        test: {
          name: "api",
          // The search relevance runner seeds the demo on PGlite as the API tests do.
          include: ["tests/api/**/*.test.ts", "tests/search-relevance/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...postgresOnly, ...(postgres ? sweeps : [])],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...apiSetup,
          env: { MARQUEE_TEST_DRIVER: "pglite", MARQUEE_TEST_ARGON2: "cheap" },
        },
      },
      ...(postgres
        ? [
            {
              resolve: { alias },
              test: {
                name: "api-postgres",
                include: ["tests/api/**/*.test.ts"],
                environment: "node" as const,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                ...apiSetup,
                env: { MARQUEE_TEST_DRIVER: "postgres", MARQUEE_TEST_ARGON2: "cheap" },
              },
            },
          ]
        : []),
    ],
  },
});
