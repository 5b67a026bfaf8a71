// GET user's is_host: a user who hosts an event or a channel, in any status (the header's Hosting
// links follow it). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from "vitest";
import type { UserData } from "~server/api/contract";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

async function isHost(token: string): Promise<boolean | undefined> {
  return (await t.call<UserData>("GET", "user", { token })).data?.is_host;
}

describe("GET user: is_host", () => {
  it("is false for an attendee, and true once they host an event, even one waiting for approval", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    expect(await isHost(token)).toBe(false);
    await createHostedEvent(t.db, user.row, { title: "My first class", isPublished: false });
    expect(await isHost(token)).toBe(true);
  });

  it("is true for the host of a channel alone, and says nothing of anyone else's", async () => {
    const host = await createUser(t);
    const other = await createUser(t);
    await createHostedChannel(t.db, host.row, { title: "A channel", isPublished: false, isRejected: true });
    expect(await isHost(await loginAs(t, host))).toBe(true);
    expect(await isHost(await loginAs(t, other))).toBe(false);
  });
});
