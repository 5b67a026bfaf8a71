// The hourly prune job: old rate-limit windows and dead tokens go, live ones stay.
import { describe, expect, it } from "vitest";
import { apiTokens, rateLimits } from "~server/db/schema";
import { pruneExpiredJob } from "~server/jobs/prune-expired";
import { useTestApi } from "~tests/support/api";
import { createUser } from "~tests/support/factories";

const t = useTestApi();

describe("the prune-expired job", () => {
  it("deletes windows and tokens dead for over a day, and keeps the rest", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    const { id: userId } = await createUser(t.db);
    await t.db.insert(rateLimits).values([
      { key: "login:ip:old", windowStart: hoursAgo(25), count: 3 },
      { key: "login:ip:fresh", windowStart: hoursAgo(1), count: 3 },
    ]);
    await t.db.insert(apiTokens).values([
      { userId, tokenHash: "expired-long-ago", expiresAt: hoursAgo(30) },
      { userId, tokenHash: "revoked-long-ago", expiresAt: hoursAgo(-5), revokedAt: hoursAgo(26) },
      { userId, tokenHash: "live", expiresAt: hoursAgo(-5) },
      { userId, tokenHash: "revoked-just-now", expiresAt: hoursAgo(-5), revokedAt: hoursAgo(1) },
    ]);
    t.setNow(now);

    await pruneExpiredJob.run(t.services);

    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("login:ip:fresh");
    expect(keys).not.toContain("login:ip:old");
    const hashes = (await t.db.select({ hash: apiTokens.tokenHash }).from(apiTokens)).map((row) => row.hash).sort();
    expect(hashes).toEqual(["live", "revoked-just-now"]);
  });
});
