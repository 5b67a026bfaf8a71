// The argon2id cost: production keeps OWASP's minimum; the cheap cost of the API tests can only be
// switched on inside a Vitest run.
import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { argon2Options, productionArgon2Options, verifyPassword } from "~server/domain/accounts/passwords";

/** The parameters of a PHC string: `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
function phcParameters(phc: string) {
  const match = /^\$(argon2id)\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$[^$]+\$[^$]+$/.exec(phc);
  if (!match) throw new Error(`not an argon2 PHC string: ${phc}`);
  return { algorithm: match[1], version: Number(match[2]), m: Number(match[3]), t: Number(match[4]), p: Number(match[5]) };
}

describe("argon2 cost", () => {
  it("hashes with argon2id, m=19456, t=2, p=1 by default (production)", async () => {
    const options = argon2Options({ NODE_ENV: "production" });
    expect(options).toEqual(productionArgon2Options);
    const phc = await hash("Sunrise2024", options);
    expect(phcParameters(phc)).toEqual({ algorithm: "argon2id", version: 19, m: 19456, t: 2, p: 1 });
    expect(await verifyPassword(phc, "Sunrise2024")).toBe(true);
    expect(await verifyPassword(phc, "Sunrise2025")).toBe(false);
  });

  it("keeps the production cost when nothing asks for the cheap one", () => {
    expect(argon2Options({})).toEqual(productionArgon2Options);
    expect(argon2Options({ NODE_ENV: "test", VITEST: "true" })).toEqual(productionArgon2Options);
  });

  it("cannot be made cheap outside a Vitest run, in production above all", () => {
    for (const env of [
      { NODE_ENV: "production", MARQUEE_TEST_ARGON2: "cheap" },
      { NODE_ENV: "production", VITEST: "true", MARQUEE_TEST_ARGON2: "cheap" },
      { NODE_ENV: "development", VITEST: "true", MARQUEE_TEST_ARGON2: "cheap" },
      { MARQUEE_TEST_ARGON2: "cheap" },
      { NODE_ENV: "test", MARQUEE_TEST_ARGON2: "cheap" },
    ]) {
      expect(argon2Options(env), JSON.stringify(env)).toEqual(productionArgon2Options);
    }
  });

  it("is cheap under Vitest when asked, and still argon2id", async () => {
    const options = argon2Options({ NODE_ENV: "test", VITEST: "true", MARQUEE_TEST_ARGON2: "cheap" });
    expect(options.memoryCost).toBeLessThan(productionArgon2Options.memoryCost);
    const phc = await hash("Sunrise2024", options);
    expect(phcParameters(phc)).toMatchObject({ algorithm: "argon2id", m: options.memoryCost, t: options.timeCost });
    expect(await verifyPassword(phc, "Sunrise2024")).toBe(true);
  });
});
