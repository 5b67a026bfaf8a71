// `npm run seed` refuses a non-demo database without --force, and warns when forced.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decideSeed } from "../../scripts/seed-policy";

const URL = "postgres://marquee:s3cret@db.example.com:5432/marquee_prod";

describe("decideSeed", () => {
  it("seeds the embedded demo database without asking", () => {
    expect(decideSeed([], {})).toEqual({ run: true, warnings: [] });
    expect(decideSeed([], { NODE_ENV: "development" })).toEqual({ run: true, warnings: [] });
  });

  it("refuses a DATABASE_URL without --force, naming the database but not its password", () => {
    const decision = decideSeed([], { DATABASE_URL: URL });
    expect(decision.run).toBe(false);
    if (decision.run) return;
    expect(decision.message).toMatch(/Refusing to seed demo users into the database marquee_prod on db\.example\.com:5432/);
    expect(decision.message).toMatch(/Pass --force/);
    expect(decision.message).not.toContain("s3cret");
  });

  it("keeps refusing NODE_ENV=production without --force", () => {
    expect(decideSeed([], { NODE_ENV: "production" })).toEqual({
      run: false,
      message: "Refusing to seed demo users with NODE_ENV=production. Pass --force if this is really a demo.",
    });
  });

  it("with --force, warns loudly that the demo logins have a published password", () => {
    for (const env of [{ DATABASE_URL: URL }, { NODE_ENV: "production" }]) {
      const decision = decideSeed(["--force"], env);
      expect(decision.run).toBe(true);
      if (!decision.run) return;
      const text = decision.warnings.join("\n");
      expect(text).toMatch(/^!{20,}/);
      expect(text).toMatch(/WARNING/);
      expect(text).toContain("Marquee-demo-1");
      expect(text).toContain("admin@marquee.test");
      expect(text).not.toContain("s3cret");
    }
  });
});

describe("npm run seed", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const run = (env: Record<string, string>) =>
    spawnSync(tsx, ["scripts/seed.ts"], {
      encoding: "utf8",
      timeout: 60_000,
      // Nothing answers on port 1: had the script gone on, it would fail to connect instead.
      env: { NODE_ENV: "development", PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });

  it("exits 1 before touching a DATABASE_URL when --force is missing", () => {
    const result = run({ DATABASE_URL: "postgres://demo:pw@127.0.0.1:1/none" });
    expect(result.stderr).toMatch(/Refusing to seed demo users into the database none on 127\.0\.0\.1:1/);
    expect(result.stderr).not.toMatch(/ECONNREFUSED/);
    expect(result.status).toBe(1);
  }, 60_000);

  it("exits 1 with NODE_ENV=production", () => {
    const result = run({ NODE_ENV: "production", DATA_DIR: "/nonexistent/marquee-seed-test" });
    expect(result.stderr).toMatch(/Refusing to seed demo users with NODE_ENV=production/);
    expect(result.status).toBe(1);
  }, 60_000);
});
