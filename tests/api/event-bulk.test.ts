// GET event-bulk-edit/{id}, POST events/bulk and POST events/create-bulk (spec 001 §2.7, §4, §5, §7).
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BulkEditData, CreateBulkData } from "~server/api/contract";
import { channelModules, events, uploads } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createBulkParent, createHostedChannel, createUpload } from "~tests/support/factories";
import { createUser, loginAs, type TestUser } from "./auth-support";

const t = useTestApi();

async function row(host: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    title: "Sun salutation",
    description: "Twelve postures, slowly.",
    images: [await createUpload(t.db, { userId: host.id, purpose: "event-image" })],
    video: await createUpload(t.db, { userId: host.id, purpose: "full-video" }),
    ticket_price: "7.50",
    pre_recorded_duration: "600",
    ...overrides,
  };
}

const children = (parentId: number) =>
  t.db
    .select()
    .from(events)
    .where(and(eq(events.bulkId, parentId), ne(events.id, parentId)))
    .orderBy(events.id);

describe("GET event-bulk-edit/{id}", () => {
  it("answers the rows (the parent, then copies of its channel, module and description) and the channel's modules", async () => {
    const host = await createUser(t);
    const channel = await createHostedChannel(t.db, host.row, { eventType: "Pre Recorded Events" });
    const [module] = await t.db.insert(channelModules).values({ channelId: channel, title: "Week one" }).returning();
    const parent = await createBulkParent(t.db, host.row, 3, { title: "Course", channelId: channel, channelModuleId: module!.id, ticketPricePence: 0 });
    const answer = await t.call<BulkEditData>("GET", `event-bulk-edit/${parent}`, { token: await loginAs(t, host) });
    expect(answer.status).toBe(200);
    expect(answer.data!.modules).toEqual([{ id: module!.id, title: "Week one" }]);
    expect(answer.data!.data).toHaveLength(3);
    expect(answer.data!.data[0]).toMatchObject({ title: "Course", channel_id: channel, channel_module_id: module!.id, bulk_id: parent });
    expect(answer.data!.data[2]).toMatchObject({ title: "", description: "A recorded class for every morning.", channel_id: channel, channel_module_id: module!.id });
    expect(answer.data!.created).toBe(false);
  });

  it("refuses another user ('unauthorized') and an event that is not a bulk", async () => {
    const host = await createUser(t);
    const parent = await createBulkParent(t.db, host.row, 2);
    expect(await t.call("GET", `event-bulk-edit/${parent}`, { token: await loginAs(t, await createUser(t)) })).toMatchObject({ status: 403, message: "unauthorized" });
    const single = await createBulkParent(t.db, host.row, 1, { isBulkEvent: false, bulkEventCount: null });
    expect(await t.call("GET", `event-bulk-edit/${single}`, { token: await loginAs(t, host) })).toMatchObject({
      status: 400,
      message: "This event is not a bulk of pre-recorded events.",
    });
  });
});

describe("POST events/create-bulk", () => {
  it("completes the parent from the first row and creates one event per further row, files attached", async () => {
    const host = await createUser(t);
    const token = await loginAs(t, host);
    const parent = await createBulkParent(t.db, host.row, 3);
    const rows = [await row(host, { title: "Day one" }), await row(host, { title: "Day two", ticket_price: "3" }), await row(host, { title: "Day three" })];
    const answer = await t.call<CreateBulkData>("POST", "events/create-bulk", { token, body: { bulk_id: parent, bulk: rows } });
    expect(answer).toMatchObject({ status: 200, success: true, message: "Bulk events created" });
    expect(answer.data).toMatchObject({ success: true, message: "Bulk events created", without_video: [] });
    expect(answer.data!.ids).toHaveLength(3);
    expect(answer.data!.ids[0]).toBe(parent);

    const [first] = await t.db.select().from(events).where(eq(events.id, parent));
    expect(first).toMatchObject({ title: "Day one", fullVideo: rows[0]!.video, preRecordedDuration: 600, ticketPricePence: 750, bulkEventCount: 3 });
    const made = await children(parent);
    expect(made.map((event) => [event.title, event.ticketPricePence, event.eventType, event.bulkId, event.userId, event.isPublished])).toEqual([
      ["Day two", 300, "Pre Recorded", parent, host.id, false],
      ["Day three", 750, "Pre Recorded", parent, host.id, false],
    ]);
    expect(made[0]!.maxParticipants).toBe(first!.maxParticipants);
    const keys = rows.flatMap((r) => [...r.images, r.video]);
    const stored = await t.db.select({ key: uploads.key, status: uploads.status }).from(uploads);
    expect(stored.filter((u) => keys.includes(u.key)).every((u) => u.status === "attached")).toBe(true);

    // Once created, a second submission creates nothing more.
    const again = await t.call("POST", "events/create-bulk", { token, body: { bulk_id: parent, bulk: [await row(host)] } });
    expect(again).toMatchObject({ status: 409, success: false, message: "These bulk events have already been created." });
    expect(await children(parent)).toHaveLength(2);
  });

  it("creates a row whose video upload failed without a video, and says which", async () => {
    const host = await createUser(t);
    const parent = await createBulkParent(t.db, host.row, 2);
    const rows = [await row(host, { title: "Has video" }), await row(host, { title: "Lost video", video: "" })];
    const answer = await t.call<CreateBulkData>("POST", "events/create-bulk", { token: await loginAs(t, host), body: { bulk_id: parent, bulk: rows } });
    expect(answer.status).toBe(200);
    expect(answer.data!.without_video).toEqual(["Lost video"]);
    expect(answer.message).toContain("Lost video");
    const [made] = await children(parent);
    expect(made).toMatchObject({ title: "Lost video", fullVideo: null });
  });

  it("lists every missing field under 'Fill in all mandatory fields:' and saves nothing", async () => {
    const host = await createUser(t);
    const parent = await createBulkParent(t.db, host.row, 2);
    const token = await loginAs(t, host);
    const bad = [
      { title: "", description: "short", images: [], video: "", ticket_price: "" },
      await row(host, { ticket_price: "1.234" }),
    ];
    const answer = await t.call("POST", "events/create-bulk", { token, body: { bulk_id: parent, bulk: bad } });
    expect(answer).toMatchObject({ status: 422, success: false, message: "Fill in all mandatory fields:" });
    expect(answer.errors).toEqual({
      "bulk.0.title": ["Event title is required"],
      "bulk.0.description": ["Mininum 10 characters"],
      "bulk.0.images": ["Event photo is required"],
      "bulk.0.ticket_price": ["Ticket price is required"],
      "bulk.1.ticket_price": ["Not a valid price"],
    });
    const zero = await t.call("POST", "events/create-bulk", { token, body: { bulk_id: parent, bulk: [await row(host, { ticket_price: "0.00" })] } });
    expect(zero.errors).toEqual({ "bulk.0.ticket_price": ["Ticket price cannot be 0"] });
    const [unchanged] = await t.db.select().from(events).where(eq(events.id, parent));
    expect(unchanged!.title).toBe("Morning stretch");
    expect(await children(parent)).toHaveLength(0);
  });

  it("refuses 16 rows with 'Max bulk events can create upto 15'", async () => {
    const host = await createUser(t);
    const parent = await createBulkParent(t.db, host.row, 15);
    const rows = Array.from({ length: 16 }, () => ({ title: "Row", description: "Long enough text", images: ["event-images/00000000-0000-4000-8000-00000000000a.jpg"], video: "full-videos/00000000-0000-4000-8000-00000000000b.mp4", ticket_price: "1" }));
    for (const path of ["events/create-bulk", "events/bulk"] as const) {
      const answer = await t.call("POST", path, { token: await loginAs(t, host), body: { bulk_id: parent, bulk: rows } });
      expect(answer).toMatchObject({ status: 422, success: false, message: "Max bulk events can create upto 15" });
    }
    expect(await children(parent)).toHaveLength(0);
  });

  it("in a channel: no ticket price, and a module of that channel is required", async () => {
    const host = await createUser(t);
    const channel = await createHostedChannel(t.db, host.row, { eventType: "Pre Recorded Events" });
    const [module] = await t.db.insert(channelModules).values({ channelId: channel, title: "Week one" }).returning();
    const otherChannel = await createHostedChannel(t.db, host.row);
    const [foreign] = await t.db.insert(channelModules).values({ channelId: otherChannel, title: "Elsewhere" }).returning();
    const parent = await createBulkParent(t.db, host.row, 2, { channelId: channel, ticketPricePence: 0 });
    const token = await loginAs(t, host);
    const missing = await t.call("POST", "events/create-bulk", { token, body: { bulk_id: parent, bulk: [await row(host, { ticket_price: "" })] } });
    expect(missing.errors).toEqual({ "bulk.0.channel_module_id": ["Module selection is required"] });
    const wrong = await t.call("POST", "events/create-bulk", { token, body: { bulk_id: parent, bulk: [await row(host, { channel_module_id: foreign!.id })] } });
    expect(wrong.errors).toEqual({ "bulk.0.channel_module_id": ["Module selection is required"] });
    const ok = await t.call<CreateBulkData>("POST", "events/create-bulk", {
      token,
      body: {
        bulk_id: parent,
        bulk: [await row(host, { ticket_price: "", channel_module_id: module!.id }), await row(host, { title: "Second", channel_module_id: String(module!.id) })],
      },
    });
    expect(ok.status).toBe(200);
    const [made] = await children(parent);
    expect(made).toMatchObject({ channelId: channel, channelModuleId: module!.id, ticketPricePence: 0 });
  });

  it("refuses another user's bulk and another user's files", async () => {
    const host = await createUser(t);
    const other = await createUser(t);
    const parent = await createBulkParent(t.db, host.row, 1);
    const notOwner = await t.call("POST", "events/create-bulk", { token: await loginAs(t, other), body: { bulk_id: parent, bulk: [await row(other)] } });
    expect(notOwner).toMatchObject({ status: 403, message: "unauthorized" });
    const forged = await t.call("POST", "events/create-bulk", { token: await loginAs(t, host), body: { bulk_id: parent, bulk: [await row(other)] } });
    expect(forged).toMatchObject({ status: 422, message: "This file was not uploaded here, please upload it again." });
    const [unchanged] = await t.db.select().from(events).where(eq(events.id, parent));
    expect(unchanged!.title).toBe("Morning stretch");
  });
});

describe("POST events/bulk", () => {
  it("checks every row against the rules, a video included, and saves nothing", async () => {
    const host = await createUser(t);
    const parent = await createBulkParent(t.db, host.row, 2);
    const token = await loginAs(t, host);
    const ok = await t.call("POST", "events/bulk", { token, body: { bulk_id: parent, bulk: [await row(host), await row(host)] } });
    expect(ok).toMatchObject({ status: 200, success: true, data: { success: true, rows: 2 } });
    const noVideo = await t.call("POST", "events/bulk", { token, body: { bulk_id: parent, bulk: [await row(host, { video: null })] } });
    expect(noVideo).toMatchObject({ status: 422, message: "Fill in all mandatory fields:", errors: { "bulk.0.video": ["Video is required"] } });
    expect(await children(parent)).toHaveLength(0);
    expect(await t.call("POST", "events/bulk", { token, body: { bulk_id: parent } })).toMatchObject({ status: 422, success: false });
  });
});
