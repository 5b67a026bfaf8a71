// Password hashing: argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane).
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // Algorithm.Argon2id; the const enum is not importable under isolatedModules.

export interface Argon2Options {
  algorithm: typeof ARGON2ID;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const productionArgon2Options: Argon2Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// The smallest argon2id allows: the API tests hash hundreds of passwords, and the cost is not what
// they test. Hashes stay argon2id, and verify() reads the cost from each hash, so both kinds verify.
const cheapTestOptions: Argon2Options = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

/**
 * The hashing cost: production's, unless MARQUEE_TEST_ARGON2=cheap inside a Vitest run
 * (NODE_ENV=test and VITEST set). Anywhere else, production included, the variable is ignored.
 */
export function argon2Options(env: Record<string, string | undefined> = process.env): Argon2Options {
  const underTest = env.NODE_ENV === "test" && !!env.VITEST;
  return underTest && env.MARQUEE_TEST_ARGON2 === "cheap" ? cheapTestOptions : productionArgon2Options;
}

const options = argon2Options();

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
