// POST channels/add-module (the channel's owner only) and approval: the operator command
// `npm run admin -- approve-event <id>` / `reject-event <id>` (scripts/admin-commands.ts).
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channelModules, channels, events } from "~server/db/schema";
import { ADMIN_USAGE, runAdminCommand as runCommand } from "../../scripts/admin-commands";
import { useTestApi } from "~tests/support/api";
import { createCategory, createHostedChannel, createHostedEvent, createUploadedFile, eventForm } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const now = new Date("2026-03-02T10:00:00Z");

const t = useTestApi({ now });

/** The command as an operator types it, as a fresh administrator (a rejection with a reason). */
async function runAdminCommand(db: typeof t.db, args: string[]) {
  const admin = await createUser(t, { role: "admin" });
  const decides = args.length > 1;
  return runCommand(db, decides ? [...args, ...(args[0]?.startsWith("reject") ? ["Not for us"] : []), "--as", admin.email] : args, { now, storage: t.storage, appUrl: "https://marquee.test" });
}

async function modulesOf(channelId: number) {
  return t.db.select({ title: channelModules.title }).from(channelModules).where(eq(channelModules.channelId, channelId)).orderBy(asc(channelModules.sort));
}

describe("POST channels/add-module", () => {
  it("adds a module to the owner's channel and answers the channel's modules", async () => {
    const owner = await createUser(t);
    const token = await loginAs(t, owner);
    const channelId = await createHostedChannel(t.db, owner.row);
    const first = await t.call<{ id: number; title: string }[]>("POST", "channels/add-module", { token, body: { channel_id: channelId, title: " Week one " } });
    expect(first).toMatchObject({ status: 200, success: true });
    expect(first.data!.map((module) => module.title)).toEqual(["Week one"]);
    const second = await t.call<{ id: number; title: string }[]>("POST", "channels/add-module", { token, body: { channel_id: String(channelId), title: "Week two" } });
    expect(second.data!.map((module) => module.title)).toEqual(["Week one", "Week two"]);
    const [channel] = await t.db.select({ isModular: channels.isModular }).from(channels).where(eq(channels.id, channelId));
    expect(channel!.isModular).toBe(true);
  });

  it("refuses an empty title with 'Empty Field is not allowed!'", async () => {
    const owner = await createUser(t);
    const channelId = await createHostedChannel(t.db, owner.row);
    for (const title of ["", "   ", undefined]) {
      const answer = await t.call("POST", "channels/add-module", { token: await loginAs(t, owner), body: { channel_id: channelId, title } });
      expect(answer).toMatchObject({ status: 422, success: false, message: "Empty Field is not allowed!" });
    }
    expect(await modulesOf(channelId)).toEqual([]);
  });

  it("refuses another user's channel with 403 'unauthorized', and an unknown one with 404", async () => {
    const owner = await createUser(t);
    const channelId = await createHostedChannel(t.db, owner.row);
    const token = await loginAs(t, await createUser(t));
    expect(await t.call("POST", "channels/add-module", { token, body: { channel_id: channelId, title: "Mine now" } })).toMatchObject({ status: 403, message: "unauthorized" });
    expect(await t.call("POST", "channels/add-module", { token, body: { channel_id: 99999999, title: "Nowhere" } })).toMatchObject({ status: 404 });
    expect(await modulesOf(channelId)).toEqual([]);
  });
});

describe("approval: npm run admin -- approve-event / reject-event", () => {
  async function pendingSeries() {
    const host = await createUser(t);
    const categoryId = await createCategory(t.db);
    const answer = await t.call<{ id: number; occurrence_ids: number[] }>("POST", "events/create", {
      token: await loginAs(t, host),
      body: eventForm({
        category_id: categoryId,
        event_date: "2026-03-10",
        end_date: "2026-03-10",
        is_recurring_event: true,
        repeat_frequency: "weekly",
        repeat_until_date: "2026-03-24",
        photos: [await createUploadedFile(t.db, host.id, "event-image")],
      }),
    });
    expect(answer.status).toBe(200);
    return answer.data!.occurrence_ids;
  }

  async function states(ids: number[]) {
    const rows = await t.db.select({ id: events.id, isPublished: events.isPublished, isRejected: events.isRejected }).from(events).orderBy(asc(events.id));
    return rows.filter((row) => ids.includes(row.id)).map((row) => [row.isPublished, row.isRejected]);
  }

  it("approves an event and the pending occurrences of its series", async () => {
    const ids = await pendingSeries();
    expect(await states(ids)).toEqual([[false, false], [false, false], [false, false]]);
    const result = await runAdminCommand(t.db, ["approve-event", String(ids[0])]);
    expect(result).toEqual({ code: 0, message: `Approved events ${ids.join(", ")}.` });
    expect(await states(ids)).toEqual([[true, false], [true, false], [true, false]]);
  });

  it("rejects an event", async () => {
    const host = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row, { isPublished: false });
    expect(await runAdminCommand(t.db, ["reject-event", String(eventId)])).toEqual({ code: 0, message: `Rejected event ${eventId}.` });
    expect(await states([eventId])).toEqual([[false, true]]);
  });

  it("leaves already decided occurrences alone: an occurrence edited after approval is decided on its own", async () => {
    const ids = await pendingSeries();
    await runAdminCommand(t.db, ["approve-event", String(ids[0])]);
    // The host edits the third occurrence: it alone is Pending Approval again.
    await t.db.update(events).set({ isPublished: false }).where(eq(events.id, ids[2]!));
    expect(await runAdminCommand(t.db, ["reject-event", String(ids[2])])).toEqual({ code: 0, message: `Rejected event ${ids[2]}.` });
    expect(await states(ids)).toEqual([[true, false], [true, false], [false, true]]);
  });

  it("explains its usage, and refuses an unknown event", async () => {
    expect(await runAdminCommand(t.db, [])).toEqual({ code: 2, message: ADMIN_USAGE });
    expect(await runAdminCommand(t.db, ["publish-everything", "1"])).toEqual({ code: 2, message: ADMIN_USAGE });
    expect((await runAdminCommand(t.db, ["approve-event", "1; drop table events"])).code).toBe(2);
    expect(await runAdminCommand(t.db, ["approve-event", "99999999"])).toEqual({ code: 1, message: "Event not found (id 99999999)." });
  });
});
