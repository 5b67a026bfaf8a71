// The login slow-down per account under concurrency: on PostgreSQL, 30 guesses at one account sent at
// once from 30 addresses, each on its own pooled connection, are served one after another — each
// waits for the turns taken before it, then its own delay — not side by side (where all 30 finished
// within the longest delay, 8 s). The clock stands still and the waits are recorded, not slept: a
// guess whose wait is w holds the account from w minus its delay until w, and those spans must lie
// end to end. A guess whose turn would end more than MAX_LOGIN_QUEUE_MS away is refused at once
// (429), so a flood never queues for hours. PGlite runs one query at a time and proves nothing here:
// api-postgres only.
import { expect, it } from "vitest";
import { loginDelayMs, MAX_LOGIN_QUEUE_MS } from "~server/domain/accounts/rate-limit";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createUser, nextIp } from "./auth-support";

const GUESSES = 30;

describeOnPostgres("the login slow-down under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ now: new Date("2026-03-02T10:00:00Z"), deliverMail: false, poolSize: GUESSES });

  it(`serves ${GUESSES} guesses at one account from ${GUESSES} addresses one at a time, and refuses those past the queue's limit`, async () => {
    const victim = await createUser(t);
    const waits: number[] = [];
    // The delays the failures earn (the first five cost nothing), whatever order the guesses came in.
    const delays = Array.from({ length: GUESSES }, (_, failures) => loginDelayMs(failures));
    let answers: Awaited<ReturnType<typeof t.call>>[] = [];
    t.services.sleep = async (ms) => {
      waits.push(ms);
    };
    try {
      answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, i) => t.call("POST", "login", { body: { email: victim.email, password: `Guess-${i}x1` }, ip: nextIp() })),
      );
      // Guesses queue while their turn would end within MAX_LOGIN_QUEUE_MS; the rest are refused at once.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect(statuses.filter((status) => status === 401).length).toBe(waits.length + delays.filter((ms) => ms === 0).length);
    } finally {
      delete t.services.sleep;
    }
    // The turns taken lie end to end, each a delay that the failures earn, and the queue never reaches
    // past its limit: the last guess served waits for all the turns before it, not only its own.
    const sorted = [...waits].sort((a, b) => a - b);
    expect(sorted.length).toBeGreaterThan(3);
    expect(sorted.at(-1)).toBeLessThanOrEqual(MAX_LOGIN_QUEUE_MS);
    const spans = sorted.map((wait, i) => wait - (sorted[i - 1] ?? 0));
    for (const span of spans) expect(delays.filter((ms) => ms > 0)).toContain(span);
    // A refused guess was told when to try again.
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get("retry-after")).toBe(String(MAX_LOGIN_QUEUE_MS / 1000));
  });
});
