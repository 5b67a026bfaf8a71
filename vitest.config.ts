import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~server": fileURLToPath(new URL("./server", import.meta.url)),
  "~tests": fileURLToPath(new URL("./tests", import.meta.url)),
  "~": fileURLToPath(new URL("./app", import.meta.url)),
};

// The API suite runs on PGlite; with TEST_DATABASE_URL set it runs again on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" } },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { MARQUEE_TEST_DRIVER: "pglite" },
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
                env: { MARQUEE_TEST_DRIVER: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
