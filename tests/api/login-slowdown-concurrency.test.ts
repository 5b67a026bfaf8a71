// The login slow-down per account under concurrency: on PostgreSQL, 30 guesses at one account sent at
// once from 30 addresses, each on its own pooled connection, are served one after another — each
// waits for the turns taken before it, then its own delay — not side by side (where all 30 finished
// within the longest delay, 8 s). The clock stands still and the waits are recorded, not slept: a
// guess whose wait is w holds the account from w minus its delay until w, and those spans must lie
// end to end. PGlite runs one query at a time and proves nothing here: api-postgres only.
import { expect, it } from "vitest";
import { loginDelayMs } from "~server/domain/accounts/rate-limit";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createUser, nextIp } from "./auth-support";

const GUESSES = 30;

describeOnPostgres("the login slow-down under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ now: new Date("2026-03-02T10:00:00Z"), deliverMail: false, poolSize: GUESSES });

  it(`serves ${GUESSES} guesses at one account from ${GUESSES} addresses one at a time`, async () => {
    const victim = await createUser(t);
    const waits: number[] = [];
    t.services.sleep = async (ms) => {
      waits.push(ms);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, i) => t.call("POST", "login", { body: { email: victim.email, password: `Guess-${i}x1` }, ip: nextIp() })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(GUESSES).fill(401));
    } finally {
      delete t.services.sleep;
    }
    // The delays the failures earn (the first five cost nothing), whatever order the guesses came in.
    const delays = Array.from({ length: GUESSES }, (_, failures) => loginDelayMs(failures)).filter((ms) => ms > 0);
    expect(waits).toHaveLength(delays.length);
    // The last guess waits for all of them: the sum, not the longest.
    const sorted = [...waits].sort((a, b) => a - b);
    expect(sorted.at(-1)).toBe(delays.reduce((sum, ms) => sum + ms, 0));
    // Each span starts where the one before it ends: no two overlap.
    const spans = sorted.map((wait, i) => wait - (sorted[i - 1] ?? 0));
    expect(spans.sort((a, b) => a - b)).toEqual([...delays].sort((a, b) => a - b));
  });
});
