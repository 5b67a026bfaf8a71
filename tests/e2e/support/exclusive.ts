// Journeys that change one demo object run in both projects at once (js-on and js-off share one
// server and database): `exclusive` lets one of them at a time work on it. The lock is a directory
// made atomically under the run's data directory, which the e2e server empties at every start, so a
// lock left by a killed run never outlives it.
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

const locks = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e", ".locks");

export async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(locks, name);
  await mkdir(locks, { recursive: true });
  // Waiting for the other project's turn counts against this test's time: give it that time.
  test.setTimeout(test.info().timeout + 60_000);
  await expect
    .poll(async () => mkdir(lock).then(() => true, () => false), { timeout: 60_000, intervals: [100, 250], message: `the lock ${name} was not released` })
    .toBe(true);
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
