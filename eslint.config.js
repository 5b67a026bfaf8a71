import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The direction of imports (docs/decisions/033-shared-rules-folder.md): shared/ is pure and knows
// neither side; server/ knows nothing of the UI; app/ reaches the server at run time only through the
// port the web server hands it, so it imports only types from server/. A later block's
// no-restricted-imports replaces an earlier one's for the same file, so each block lists all it keeps.

/** server/ knows nothing of the UI folder. */
const serverImportsNoApp = {
  group: ["~/*", "**/app/*"],
  message:
    "server/ imports nothing from app/: rules and texts both sides use go to shared/ (~shared/*); what the web app asks of the server goes to server/http/web-app-port.ts.",
};

/** The web app imports only types from the server. */
const appImportsOnlyServerTypes = {
  group: ["~server/*", "**/server/*"],
  allowTypeImports: true,
  message:
    "app/ imports only types from server/: ask the server at run time through webServer() (app/server-only/web-server.server.ts); constants and rules both sides use go to shared/.",
};

// Every query lives in server/domain or server/db; the demo seed (server/seed) and the sandbox
// provider's store (docs/decisions/035-sandbox-store.md) are the other modules that touch tables.
// Elsewhere: no Drizzle, and the schema and the client only as types (a row type, the Db handle
// services carry cannot query).
// tests/ and scripts/ keep theirs: fixtures, assertions on rows, benches and the seed script.
const QUERIES_LIVE_IN_THE_DOMAIN = "Queries live in server/domain (or server/db): call a domain function (docs/decisions/035-sandbox-store.md).";
const noDrizzle = { group: ["drizzle-orm", "drizzle-orm/*"], message: QUERIES_LIVE_IN_THE_DOMAIN };
const dbSchemaTypesOnly = { group: ["~server/db/schema", "~server/db/schema/*", "**/db/schema", "**/db/schema/*"], allowTypeImports: true, message: QUERIES_LIVE_IN_THE_DOMAIN };
const dbClientTypesOnly = { group: ["~server/db/client", "**/db/client"], allowTypeImports: true, message: QUERIES_LIVE_IN_THE_DOMAIN };

const CACHE_FLAGS_IN_ENV = "Cache flags are read in server/env.server.ts (getEnv(); in app/, webServer().env()), validated and typed.";
// An id is read by idOf (shared/ids.ts) and nowhere else: a hand-written digits pattern drifts (leading
// zeros, the integer's bound) from the rule the rest of the code keeps. Regex literals and RegExp("...").
const ID_PATTERN = String.raw`/\\d\{1,(9|10)\}|\[1-9\]\[0-9\]\{0,(8|9)\}/`;
const ID_PATTERN_MESSAGE = "Read an id with idOf, readId or idOrNotFound (shared/ids.ts, server/domain/errors.ts), or pathIdOr404 for a page's path: one rule for every id.";
const ID_PATTERN_COPIES = [
  { selector: `Literal[regex.pattern=${ID_PATTERN}]`, message: ID_PATTERN_MESSAGE },
  { selector: `NewExpression[callee.name='RegExp'] > Literal[value=${ID_PATTERN}]`, message: ID_PATTERN_MESSAGE },
];

const noReact = (folder) => [
  { name: "react", message: `${folder}: no React (put components in app/components).` },
  { name: "react-dom", message: `${folder}: no React.` },
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
      "no-restricted-syntax": ["error", ...ID_PATTERN_COPIES],
    },
  },
  // shared/ids.ts is where an id's pattern is written once.
  {
    files: ["shared/ids.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["server/**/*.{ts,tsx,js,mjs}"],
    ignores: ["server/domain/**", "server/db/**", "server/seed/**", "server/integrations/payments/sandbox-store.ts", "server/services.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverImportsNoApp, noDrizzle, dbSchemaTypesOnly, dbClientTypesOnly] }] },
  },
  // The modules that may query: the domain (below), the database layer, the demo seed (which writes
  // what the domain has no service for yet) and the sandbox's own store.
  {
    files: ["server/db/**/*.{ts,tsx,js,mjs}", "server/seed/**/*.{ts,tsx,js,mjs}", "server/integrations/payments/sandbox-store.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverImportsNoApp] }] },
  },
  // services.ts opens the database it hands to everything else (openDatabase); it runs no query.
  {
    files: ["server/services.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverImportsNoApp, noDrizzle, dbSchemaTypesOnly] }] },
  },
  {
    files: ["server/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            serverImportsNoApp,
            {
              group: ["~server/api", "~server/api/*", "**/api/*"],
              message: "The domain knows nothing of HTTP: throw a DomainError (server/domain/errors.ts) and let server/api shape answers.",
            },
            {
              group: ["~server/integrations/payments/sandbox-store", "**/sandbox-store"],
              message: "The sandbox's books are the provider's, not the domain's: reach them through PaymentProvider (docs/decisions/035-sandbox-store.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [appImportsOnlyServerTypes, noDrizzle] }] },
  },
  // app/lib is what the browser loads besides components: the UI's pure helpers.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: noReact("app/lib holds the UI's pure helpers"),
          patterns: [
            { group: ["~server/*", "**/server/*"], message: "app/lib holds the UI's pure helpers: it imports nothing from server/." },
            { group: ["~/server-only/*", "**/server-only/*"], message: "app/lib is loaded by the browser: it imports nothing from app/server-only." },
            { group: ["@remix-run/*", "react-*"], message: "app/lib holds the UI's pure helpers: no React or Remix." },
            noDrizzle,
          ],
        },
      ],
    },
  },
  // shared/ holds the pure rules both sides use.
  {
    files: ["shared/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: noReact("shared/ holds pure rules both sides use"),
          patterns: [
            {
              group: ["~/*", "**/app/*", "~server/*", "**/server/*"],
              message: "shared/ imports neither app/ nor server/: both sides import it (docs/decisions/033-shared-rules-folder.md).",
            },
            { group: ["@remix-run/*", "react-*"], message: "shared/ holds pure rules both sides use: no React or Remix." },
            noDrizzle,
          ],
        },
      ],
    },
  },
  // Every cache flag is read, validated and typed, in server/env.server.ts (the app asks
  // webServer().env()): a flag read raw skips the validation, and a typo there fails silently.
  {
    files: ["server/**/*.{ts,tsx,js,mjs}", "app/**/*.{ts,tsx}", "shared/**/*.{ts,tsx}"],
    // shared/ids.ts writes the id pattern (above) and reads no environment.
    ignores: ["server/env.server.ts", "shared/ids.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "MemberExpression[object.object.name='process'][object.property.name='env'][property.name=/CACHE/]",
          "MemberExpression[object.object.name='process'][object.property.name='env'][property.value=/CACHE/]",
          "VariableDeclarator[init.object.name='process'][init.property.name='env'] > ObjectPattern > Property[key.name=/CACHE/]",
        ].map((selector) => ({ selector, message: CACHE_FLAGS_IN_ENV })),
        // A rule's options are replaced, not merged, by a later block: the id pattern's are repeated.
        ...ID_PATTERN_COPIES,
      ],
    },
  },
  // The app translates with its own hook (~/components/i18n/use-translation): react-i18next and
  // i18next would bring 16 KB gzip to every page and i18next's option handling to every render.
  {
    files: ["app/**/*.{ts,tsx}", "shared/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { name: "react-i18next", message: "Import useTranslation from ~/components/i18n/use-translation." },
        { name: "i18next", message: "The app's translator is ~/lib/translator (types: ~/components/i18n/use-translation)." },
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
);
