// The environment, validated once at start. Everything optional has an embedded default, so
// `npm start` needs no variables; setting one switches that part to the real service.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** The PostgreSQL pool's settings (ADR 043): read with the rest at start, and alone by openDatabase. */
const databaseFields = {
  /** Connections each process's pool may open (the job queue shares it): machines × this ≤ the server's limit. */
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** Longest a statement of the app may run before PostgreSQL cancels it; 0 turns it off. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** Longest a transaction may sit idle (the app waiting) before PostgreSQL ends its session; 0 turns it off. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Longest a query waits for a connection (opening one, or a free one of the pool) before it fails as
   * "database unavailable" (ADR 054); with the statement timeout it also bounds the wait for an
   * answer on a connection that went silent. 0 turns it off.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_000),
};

const WEB_CONCURRENCY_RANGE = "a whole number of HTTP worker processes, 1 to 64 (unset: 1)";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  APP_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  ...databaseFields,
  DEMO_MODE: optionalString.pipe(z.stringbool().optional()),
  SESSION_SECRET: optionalString,
  API_URL: optionalString.pipe(z.url().optional()),
  /** How long a page waits for the API before treating the call as a network failure. */
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long what is the same for everyone (carousels, search results, event cards) is shared, in production (ADR 045); 0 reads afresh. */
  SHARED_DATA_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** How long a page that is the same for every visitor is reused for other visitors, in production (server/http/visitor-cache.ts); 0 renders every request. */
  VISITOR_PAGE_CACHE_SECONDS: z.coerce.number().min(0).default(10),
  /** Off renders every card inline instead of keeping its markup (app/server-only/markup-cache.server.tsx, ADR 048): for measuring, or a way out. */
  CARD_MARKUP_CACHE: optionalString.pipe(z.stringbool().optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** One or more, comma-separated: a webhook signed with any of them is accepted (rotation). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** "sandbox" lets a deployment take test payments on purpose (ADR 023); otherwise it needs Stripe's keys. */
  PAYMENTS: optionalString.pipe(z.enum(["sandbox", "stripe"]).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default("eu-west-2"),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Marquee <hello@marquee.test>"),
  CONTACT_EMAIL: z.string().default("hello@marquee.test"),
  SENTRY_DSN: optionalString.pipe(z.url().optional()),
  SENTRY_ENVIRONMENT: optionalString,
  /** Turns on GET /metrics for callers that send it as a bearer token (server/http/metrics.ts). */
  METRICS_TOKEN: optionalString,
  /** One JSON line per request on stdout (server/http/request-log.ts); on by default in production only. */
  REQUEST_LOG: optionalString.pipe(z.stringbool().optional()),
  /** HTTP worker processes on this machine (server/http/cluster.ts, ADR 046); unset or 1: one process, no cluster. */
  WEB_CONCURRENCY: optionalString.pipe(
    z.coerce.number<string>({ error: WEB_CONCURRENCY_RANGE }).int(WEB_CONCURRENCY_RANGE).min(1, WEB_CONCURRENCY_RANGE).max(64, WEB_CONCURRENCY_RANGE).optional(),
  ),
});

export type RawEnv = z.infer<typeof schema>;

export interface Env extends Omit<RawEnv, "DEMO_MODE" | "SESSION_SECRET" | "REQUEST_LOG" | "WEB_CONCURRENCY" | "CARD_MARKUP_CACHE"> {
  /** Embedded single-machine mode: seeds an empty database on first start and shows /dev/mail. */
  DEMO_MODE: boolean;
  /** One or more secrets; the first encrypts, all decrypt (rotation). */
  SESSION_SECRETS: string[];
  APP_URL: string;
  REQUEST_LOG: boolean;
  /** On unless turned off. */
  CARD_MARKUP_CACHE: boolean;
  /** 1: one process serves; more: a primary forks that many workers, which serve. */
  WEB_CONCURRENCY: number;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

function invalidEnvironment(error: z.ZodError): Error {
  return new Error(`Invalid environment:\n${error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
}

/** DATABASE_POOL_SIZE was the pool's earlier name: a deployment that still sets it keeps its size. */
function renamed(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return source.DATABASE_POOL_MAX === undefined && source.DATABASE_POOL_SIZE !== undefined ? { ...source, DATABASE_POOL_MAX: source.DATABASE_POOL_SIZE } : source;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(renamed(source));
  if (!result.success) throw invalidEnvironment(result.error);
  const raw = result.data;
  const demo = raw.DEMO_MODE ?? !raw.DATABASE_URL;
  const deployment = !demo && raw.NODE_ENV === "production";
  if (deployment) {
    const problems: string[] = [];
    if (!raw.SESSION_SECRET || raw.SESSION_SECRET.split(",")[0]!.trim().length < 32) {
      problems.push("  SESSION_SECRET: required in a deployment, at least 32 characters");
    }
    if (!raw.APP_URL?.startsWith("https://")) {
      problems.push("  APP_URL: required in a deployment, the public https:// address (used in mailed links)");
    }
    // Whoever holds it reads the server's traffic and queues: not a word someone could guess.
    if (raw.METRICS_TOKEN !== undefined && raw.METRICS_TOKEN.length < 32) {
      problems.push("  METRICS_TOKEN: at least 32 characters in a deployment (or leave it unset to turn /metrics off)");
    }
    if (problems.length) throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const payments = paymentsProblem(raw, deployment);
  if (payments) throw new Error(`Invalid environment:\n  ${payments}`);
  const workers = raw.WEB_CONCURRENCY ?? 1;
  const workersProblem = severalWorkersProblem(workers, raw);
  if (workersProblem) throw new Error(`Invalid environment:\n  WEB_CONCURRENCY: ${workersProblem}`);
  const secret = raw.SESSION_SECRET ?? localSessionSecret(raw.DATA_DIR);
  return {
    ...raw,
    DEMO_MODE: demo,
    SESSION_SECRETS: secretList(secret),
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    REQUEST_LOG: raw.REQUEST_LOG ?? raw.NODE_ENV === "production",
    CARD_MARKUP_CACHE: raw.CARD_MARKUP_CACHE ?? true,
    WEB_CONCURRENCY: workers,
  };
}

/**
 * Several workers share one database, so it must be PostgreSQL: PGlite is a folder one process
 * opens. And they run the built server: development serves through Vite, one process.
 */
function severalWorkersProblem(workers: number, raw: Pick<RawEnv, "DATABASE_URL" | "NODE_ENV">): string | null {
  if (workers <= 1) return null;
  if (!raw.DATABASE_URL) return `${workers} workers need PostgreSQL (DATABASE_URL): the embedded database (PGlite) is one process's folder, so it runs one process (unset WEB_CONCURRENCY or set it to 1)`;
  if (raw.NODE_ENV !== "production") return `${workers} workers run the built server only (NODE_ENV=production); development serves through Vite in one process`;
  return null;
}

/** A comma-separated list of secrets (rotation: the first signs or encrypts, every one is accepted). */
export function secretList(value: string): string[] {
  return value.split(",").map((s) => s.trim()).filter(Boolean);
}

export type DatabaseSettings = z.infer<z.ZodObject<typeof databaseFields>>;

/** The pool's settings alone (a test or script opening a database without the whole environment). */
export function parseDatabaseSettings(source: Record<string, string | undefined>): DatabaseSettings {
  const result = z.object(databaseFields).safeParse(renamed(source));
  if (!result.success) throw invalidEnvironment(result.error);
  return result.data;
}

const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** Which payment provider the environment asks for (ADR 023): Stripe with its three keys, else the sandbox. */
export function paymentProviderName(env: Pick<RawEnv, (typeof stripeKeys)[number] | "PAYMENTS">): "stripe" | "sandbox" {
  if (env.PAYMENTS === "sandbox") return "sandbox";
  return stripeKeys.every((key) => env[key]) ? "stripe" : "sandbox";
}

/**
 * Some Stripe keys but not all is a mistake, said at start; so is a deployment that would take test
 * payments without PAYMENTS=sandbox set on purpose.
 */
function paymentsProblem(raw: RawEnv, deployment: boolean): string | null {
  const set = stripeKeys.filter((key) => raw[key]);
  if (raw.PAYMENTS !== "sandbox" && set.length > 0 && set.length < stripeKeys.length) {
    return `${stripeKeys.filter((key) => !raw[key]).join(", ")}: required with ${set.join(", ")} (Stripe needs all three keys)`;
  }
  if (raw.PAYMENTS === "stripe" && set.length < stripeKeys.length) return `PAYMENTS=stripe needs ${stripeKeys.join(", ")}`;
  if (deployment && paymentProviderName(raw) === "sandbox" && raw.PAYMENTS !== "sandbox") {
    return "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required in a deployment (or set PAYMENTS=sandbox to take test payments on purpose)";
  }
  return null;
}

/** Without SESSION_SECRET (embedded mode) a random secret is kept in the data folder. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A deployment (DATABASE_URL set) without SMTP_URL delivers no mail: it is written to the disk
 * outbox, which nobody reads there. Said loudly at start, since activation mails depend on it.
 */
export function mailDeliveryWarning(env: Pick<Env, "DATABASE_URL" | "SMTP_URL">): string | null {
  if (!env.DATABASE_URL || env.SMTP_URL) return null;
  const line = "!".repeat(78);
  return [
    line,
    "!! NO MAIL WILL BE DELIVERED: DATABASE_URL is set but SMTP_URL is not.",
    "!! Activation links and temporary passwords are only written to the disk outbox of this machine.",
    "!! Set SMTP_URL (smtp://user:pass@host:587) and MAIL_FROM to send mail.",
    line,
  ].join("\n");
}

/** What the browser may see. */
export function publicEnv(env: Env = getEnv()) {
  return {
    STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY ?? null,
    /** Which card provider takes payments: the sandbox's card element only works with the sandbox. */
    PAYMENTS_PROVIDER: paymentProviderName(env),
    SENTRY_DSN: env.SENTRY_DSN ?? null,
    CONTACT_EMAIL: env.CONTACT_EMAIL,
    /** The site's public origin: canonical and Open Graph addresses (app/lib/document-title.ts). */
    APP_URL: env.APP_URL,
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
