import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Every query lives in server/domain or server/db; the sandbox provider's store is the one other
// module that touches tables (docs/decisions/034-sandbox-store.md). Elsewhere: no Drizzle, and the
// schema and the client only as types (a row type, the Db handle services carry cannot query).
// tests/ and scripts/ keep theirs: fixtures, assertions on rows, benches and the seed script.
const QUERIES_LIVE_IN_THE_DOMAIN = "Queries live in server/domain (or server/db): call a domain function (docs/decisions/034-sandbox-store.md).";
const drizzleOutsideTheDomain = [
  { group: ["drizzle-orm", "drizzle-orm/*"], message: QUERIES_LIVE_IN_THE_DOMAIN },
  { group: ["~server/db/schema", "~server/db/schema/*", "**/db/schema", "**/db/schema/*"], allowTypeImports: true, message: QUERIES_LIVE_IN_THE_DOMAIN },
  { group: ["~server/db/client", "**/db/client"], allowTypeImports: true, message: QUERIES_LIVE_IN_THE_DOMAIN },
];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "data/", "test-results/", "playwright-report/", "server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-control-regex": "off",
    },
  },
  // The direction of imports (DESIGN.md): the web UI reaches the server only through its *.server
  // modules, the domain knows nothing of the API, and app/lib's shared code is pure.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~server/*", "**/server/*"],
              allowTypeImports: true,
              message: "app/ reaches server/ only through app/lib/*.server.ts (type imports of the contract are fine).",
            },
            ...drizzleOutsideTheDomain,
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react", message: "app/lib is pure code both sides use: no React (put components in app/components)." },
            { name: "react-dom", message: "app/lib is pure code both sides use: no React." },
          ],
          patterns: [
            { group: ["~server/*", "**/server/*"], message: "app/lib is pure code both sides use: it imports nothing from server/." },
            { group: ["@remix-run/*", "react-*"], message: "app/lib is pure code both sides use: no React or Remix." },
            ...drizzleOutsideTheDomain,
          ],
        },
      ],
    },
  },
  // End-to-end tests wait for a condition (an expectation, a mail, Playwright's clock), never for time.
  {
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { property: "waitForTimeout", message: "Wait for the condition itself (expect, expect.poll, page.clock), not for a fixed time." },
      ],
    },
  },
  // API tests have no React: their use* functions (useTestApi) are Vitest fixtures, not hooks.
  {
    files: ["tests/api/**/*.ts", "tests/support/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["server/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~server/api", "~server/api/*", "**/api/*"],
              message: "The domain knows nothing of HTTP: throw a DomainError (server/domain/errors.ts) and let server/api shape answers.",
            },
            {
              group: ["~server/integrations/payments/sandbox-store", "**/sandbox-store"],
              message: "The sandbox's books are the provider's, not the domain's: reach them through PaymentProvider (docs/decisions/034-sandbox-store.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "app/**/*.server.{ts,tsx}", "shared/**/*.{ts,tsx}"],
    ignores: ["server/domain/**", "server/db/**", "server/integrations/payments/sandbox-store.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: drizzleOutsideTheDomain }] },
  },
  // services.ts opens the database it hands to everything else (openDatabase); it runs no query.
  {
    files: ["server/services.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: drizzleOutsideTheDomain.filter((pattern) => !pattern.group.includes("~server/db/client")) }] },
  },
);
