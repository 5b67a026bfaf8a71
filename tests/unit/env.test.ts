import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDatabaseSettings, parseEnv, paymentProviderName } from "~server/env.server";

describe("environment", () => {
  it("runs embedded with nothing set, keeping a local session secret", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "marquee-env-"));
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.DEMO_MODE).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.SESSION_SECRETS).toEqual([readFileSync(path.join(dir, "session-secret"), "utf8")]);
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRETS).toEqual(env.SESSION_SECRETS);
  });

  it("turns the demo off with a real database and then requires a long session secret and an https APP_URL", () => {
    const deployment = { NODE_ENV: "production", DATABASE_URL: "postgres://db/marquee" };
    expect(() => parseEnv(deployment)).toThrow(/SESSION_SECRET[\s\S]*APP_URL/);
    expect(() => parseEnv({ ...deployment, SESSION_SECRET: "short", APP_URL: "https://marquee.example" })).toThrow(/SESSION_SECRET/);
    const secret = "n".repeat(32);
    expect(() => parseEnv({ ...deployment, SESSION_SECRET: secret, APP_URL: "http://marquee.example" })).toThrow(/APP_URL/);
    const env = parseEnv({ ...deployment, SESSION_SECRET: `${secret}, old`, APP_URL: "https://marquee.example/", PAYMENTS: "sandbox" });
    expect(env.DEMO_MODE).toBe(false);
    expect(env.SESSION_SECRETS).toEqual([secret, "old"]);
    expect(env.APP_URL).toBe("https://marquee.example");
  });

  it("turns /metrics on with METRICS_TOKEN, at least 32 characters in a deployment, and the request log on in production", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "marquee-env-"));
    const deployment = { NODE_ENV: "production", DATABASE_URL: "postgres://db/marquee", SESSION_SECRET: "n".repeat(32), APP_URL: "https://marquee.example", PAYMENTS: "sandbox" };
    expect(parseEnv(deployment).METRICS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ ...deployment, METRICS_TOKEN: "m".repeat(31) })).toThrow(/METRICS_TOKEN: at least 32 characters/);
    expect(parseEnv({ ...deployment, METRICS_TOKEN: ` ${"m".repeat(32)} ` }).METRICS_TOKEN).toBe("m".repeat(32));
    expect(parseEnv({ DATA_DIR: dir, METRICS_TOKEN: "short" }).METRICS_TOKEN).toBe("short");

    expect(parseEnv(deployment).REQUEST_LOG).toBe(true);
    expect(parseEnv({ ...deployment, REQUEST_LOG: "off" }).REQUEST_LOG).toBe(false);
    expect(parseEnv({ DATA_DIR: dir }).REQUEST_LOG).toBe(false);
    expect(parseEnv({ DATA_DIR: dir, NODE_ENV: "test", REQUEST_LOG: "on" }).REQUEST_LOG).toBe(true);
    expect(() => parseEnv({ DATA_DIR: dir, REQUEST_LOG: "loud" })).toThrow(/REQUEST_LOG/);
  });

  it("takes the cache flags: the visitor page cache's seconds (10 by default) and the card markup cache on unless turned off", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "marquee-env-"));
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.VISITOR_PAGE_CACHE_SECONDS).toBe(10);
    expect(env.CARD_MARKUP_CACHE).toBe(true);
    expect(parseEnv({ DATA_DIR: dir, VISITOR_PAGE_CACHE_SECONDS: "0" }).VISITOR_PAGE_CACHE_SECONDS).toBe(0);
    expect(parseEnv({ DATA_DIR: dir, CARD_MARKUP_CACHE: "0" }).CARD_MARKUP_CACHE).toBe(false);
    expect(parseEnv({ DATA_DIR: dir, CARD_MARKUP_CACHE: "" }).CARD_MARKUP_CACHE).toBe(true);
    expect(() => parseEnv({ DATA_DIR: dir, VISITOR_PAGE_CACHE_SECONDS: "ten" })).toThrow(/VISITOR_PAGE_CACHE_SECONDS/);
    expect(() => parseEnv({ DATA_DIR: dir, VISITOR_PAGE_CACHE_SECONDS: "-1" })).toThrow(/VISITOR_PAGE_CACHE_SECONDS/);
    expect(() => parseEnv({ DATA_DIR: dir, CARD_MARKUP_CACHE: "maybe" })).toThrow(/CARD_MARKUP_CACHE/);
  });

  it("takes Stripe with its three keys, else the sandbox, which a deployment must ask for on purpose", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "marquee-env-"));
    const keys = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(paymentProviderName(parseEnv({ DATA_DIR: dir }))).toBe("sandbox");
    expect(paymentProviderName(parseEnv({ DATA_DIR: dir, ...keys }))).toBe("stripe");
    expect(paymentProviderName(parseEnv({ DATA_DIR: dir, ...keys, PAYMENTS: "sandbox" }))).toBe("sandbox");
    expect(() => parseEnv({ DATA_DIR: dir, STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required/);
    expect(() => parseEnv({ DATA_DIR: dir, PAYMENTS: "stripe" })).toThrow(/PAYMENTS=stripe needs/);

    const deployment = { NODE_ENV: "production", DATABASE_URL: "postgres://db/marquee", SESSION_SECRET: "n".repeat(32), APP_URL: "https://marquee.example" };
    expect(() => parseEnv(deployment)).toThrow(/PAYMENTS=sandbox to take test payments on purpose/);
    expect(paymentProviderName(parseEnv({ ...deployment, PAYMENTS: "sandbox" }))).toBe("sandbox");
    expect(paymentProviderName(parseEnv({ ...deployment, ...keys }))).toBe("stripe");
  });

  it("takes the PostgreSQL pool's size and timeouts as whole numbers, with today's defaults, under the earlier name too", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "marquee-env-"));
    const defaults = { DATABASE_POOL_MAX: 10, DATABASE_STATEMENT_TIMEOUT_MS: 5_000, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000, DATABASE_CONNECT_TIMEOUT_MS: 3_000 };
    expect(parseDatabaseSettings({})).toEqual(defaults);
    expect(parseEnv({ DATA_DIR: dir })).toMatchObject(defaults);
    const set = { DATABASE_POOL_MAX: "4", DATABASE_STATEMENT_TIMEOUT_MS: "0", DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "5000", DATABASE_CONNECT_TIMEOUT_MS: "1000" };
    expect(parseDatabaseSettings(set)).toEqual({ DATABASE_POOL_MAX: 4, DATABASE_STATEMENT_TIMEOUT_MS: 0, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 5000, DATABASE_CONNECT_TIMEOUT_MS: 1000 });
    expect(parseDatabaseSettings({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_MAX).toBe(25);
    expect(parseDatabaseSettings({ DATABASE_POOL_SIZE: "25", DATABASE_POOL_MAX: "12" }).DATABASE_POOL_MAX).toBe(12);
    for (const bad of [{ DATABASE_POOL_MAX: "0" }, { DATABASE_POOL_MAX: "2.5" }, { DATABASE_POOL_MAX: "ten" }, { DATABASE_STATEMENT_TIMEOUT_MS: "-1" }, { DATABASE_CONNECT_TIMEOUT_MS: "soon" }]) {
      const [name] = Object.keys(bad);
      expect(() => parseDatabaseSettings(bad)).toThrow(new RegExp(`Invalid environment:\\n  ${name}: `));
      expect(() => parseEnv({ DATA_DIR: dir, ...bad })).toThrow(new RegExp(`${name}: `));
    }
  });

  it("takes WEB_CONCURRENCY as 1 to 64 workers, more than one only on PostgreSQL in production", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "marquee-env-"));
    const deployment = { NODE_ENV: "production", DATABASE_URL: "postgres://db/marquee", SESSION_SECRET: "n".repeat(32), APP_URL: "https://marquee.example", PAYMENTS: "sandbox" };
    expect(parseEnv(deployment).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ ...deployment, WEB_CONCURRENCY: " " }).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ ...deployment, WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    expect(parseEnv({ ...deployment, WEB_CONCURRENCY: "64" }).WEB_CONCURRENCY).toBe(64);
    for (const bad of ["0", "-1", "1.5", "two", "65"]) {
      expect(() => parseEnv({ ...deployment, WEB_CONCURRENCY: bad }), bad).toThrow("WEB_CONCURRENCY: a whole number of HTTP worker processes, 1 to 64 (unset: 1)");
    }
    // The embedded database is one process's; development is one Vite process. One worker is fine anywhere.
    expect(parseEnv({ DATA_DIR: dir, WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(() => parseEnv({ DATA_DIR: dir, NODE_ENV: "production", WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: 2 workers need PostgreSQL \(DATABASE_URL\)/);
    expect(() => parseEnv({ ...deployment, NODE_ENV: "development", WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: 2 workers run the built server only \(NODE_ENV=production\)/);
  });

  it("names every invalid variable", () => {
    expect(() => parseEnv({ PORT: "seventy", DATABASE_URL: "not a url", SESSION_SECRET: "x" })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
