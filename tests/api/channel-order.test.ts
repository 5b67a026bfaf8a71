// A channel's content, host side (002 §4, §7): channels/orderupdate (the whole list, 1-based, every
// item once), event/update-status and documentevent/update-status (the active switch), and new
// events in a channel (the event form, bulk creation) placed after the channel's content.
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channelModules, documentEvents, events } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import {
  createBulkParent,
  createCategory,
  createHostedChannel,
  createHostedEvent,
  createPreRecordedEvent,
  createUpload,
  createUploadedFile,
  eventForm,
} from "~tests/support/factories";
import { createUser, loginAs, type TestUser } from "./auth-support";

const t = useTestApi();

async function host() {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user) };
}

/** A channel of the host's holding two videos, a live event and a document, in that order. */
async function channelWithContent(user: TestUser) {
  const channelId = await createHostedChannel(t.db, user.row, { eventType: "Pre Recorded and Live" });
  const first = await createPreRecordedEvent(t.db, user.row, { title: "Lesson one", channelId, chanSortOrder: 1 });
  const second = await createPreRecordedEvent(t.db, user.row, { title: "Lesson two", channelId, chanSortOrder: 2 });
  const live = await createHostedEvent(t.db, user.row, { title: "Live Q&A", channelId, chanSortOrder: 3 });
  const [doc] = await t.db
    .insert(documentEvents)
    .values({ userId: user.id, channelId, title: "Workbook", document: "documents/workbook.pdf", chanSortOrder: 4 })
    .returning({ id: documentEvents.id });
  return { channelId, first, second, live, doc: doc!.id };
}

async function orderOf(channelId: number): Promise<string[]> {
  const eventRows = await t.db.select({ title: events.title, n: events.chanSortOrder }).from(events).where(eq(events.channelId, channelId));
  const docRows = await t.db.select({ title: documentEvents.title, n: documentEvents.chanSortOrder }).from(documentEvents).where(eq(documentEvents.channelId, channelId));
  return [...eventRows, ...docRows].sort((a, b) => a.n - b.n).map((row) => `${row.n} ${row.title}`);
}

const save = (token: string, body: unknown) => t.call("POST", "channels/orderupdate", { token, body });

describe("POST channels/orderupdate", () => {
  it("saves the whole list, 1-based, with the spec's message", async () => {
    const { user, token } = await host();
    const c = await channelWithContent(user);
    const answer = await save(token, {
      channel_id: c.channelId,
      list: [
        { id: c.doc, event_type: "Document", ordernum: 1 },
        { id: c.live, event_type: "Online Event", ordernum: "2" },
        { id: String(c.second), event_type: "Pre Recorded", ordernum: 3 },
        { id: c.first, event_type: "Pre Recorded", ordernum: 4 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    expect(answer.message).toBe("Your channel order has been succesfully saved");
    expect(await orderOf(c.channelId)).toEqual(["1 Workbook", "2 Live Q&A", "3 Lesson two", "4 Lesson one"]);
  });

  it("refuses a bad list with a clear message and changes nothing", async () => {
    const { user, token } = await host();
    const c = await channelWithContent(user);
    const elsewhere = await createPreRecordedEvent(t.db, user.row, { title: "Elsewhere", channelId: await createHostedChannel(t.db, user.row) });
    const outside = await createPreRecordedEvent(t.db, user.row, { title: "Outside" });
    const full = (overrides: Record<number, Record<string, unknown>> = {}) =>
      [
        { id: c.first, event_type: "Pre Recorded", ordernum: 2 },
        { id: c.second, event_type: "Pre Recorded", ordernum: 1 },
        { id: c.live, event_type: "Online Event", ordernum: 3 },
        { id: c.doc, event_type: "Document", ordernum: 4 },
      ].map((entry, index) => ({ ...entry, ...overrides[index] }));
    const before = await orderOf(c.channelId);
    const cases: [string, unknown[], string][] = [
      ["another channel's event", [...full(), { id: elsewhere, event_type: "Pre Recorded", ordernum: 5 }], "The list names an event or document that is not in this channel."],
      ["an event outside any channel", [...full().slice(0, 3), { id: outside, event_type: "Pre Recorded", ordernum: 4 }], "The list names an event or document that is not in this channel."],
      ["a document named as an event", full({ 3: { event_type: "Pre Recorded" } }), "The list names an event or document that is not in this channel."],
      ["an unknown type", full({ 3: { event_type: "Podcast" } }), "The list names an event or document that is not in this channel."],
      ["a missing item", full().slice(0, 3), "The list must name every event and document of the channel."],
      ["an item twice", [...full(), { id: c.first, event_type: "Pre Recorded", ordernum: 5 }], "The list names an event or document more than once."],
      ["a repeated number", full({ 1: { ordernum: 2 } }), "Order numbers must be whole numbers from 1 to 4, each used once."],
      ["a 0", full({ 1: { ordernum: 0 } }), "Order numbers must be whole numbers from 1 to 4, each used once."],
      ["a number past the end", full({ 3: { ordernum: 5 } }), "Order numbers must be whole numbers from 1 to 4, each used once."],
      ["a fraction", full({ 3: { ordernum: "3.5" } }), "Order numbers must be whole numbers from 1 to 4, each used once."],
      ["an empty list", [], "The list must name every event and document of the channel."],
    ];
    for (const [what, list, message] of cases) {
      const answer = await save(token, { channel_id: c.channelId, list });
      expect(answer.status, what).toBe(422);
      expect(answer.success, what).toBe(false);
      expect(answer.message, what).toBe(message);
    }
    expect((await save(token, { channel_id: c.channelId, list: "1,2,3" })).status).toBe(422);
    expect((await save(token, { channel_id: c.channelId })).status).toBe(422);
    expect(await orderOf(c.channelId)).toEqual(before);
  });

  it("refuses another user's channel ('unauthorized') and a missing one (404), and changes nothing", async () => {
    const owner = await host();
    const c = await channelWithContent(owner.user);
    const other = await host();
    const list = [
      { id: c.doc, event_type: "Document", ordernum: 1 },
      { id: c.live, event_type: "Online Event", ordernum: 2 },
      { id: c.second, event_type: "Pre Recorded", ordernum: 3 },
      { id: c.first, event_type: "Pre Recorded", ordernum: 4 },
    ];
    const before = await orderOf(c.channelId);
    const theirs = await save(other.token, { channel_id: c.channelId, list });
    const missing = await save(other.token, { channel_id: 2_147_483_000, list });
    const nonsense = await save(other.token, { channel_id: "abc", list });
    // Another host's channel: 'unauthorized', as every channel call answers; no such channel: 404.
    expect([theirs.status, theirs.message]).toEqual([403, "unauthorized"]);
    for (const answer of [missing, nonsense]) {
      expect(answer.status).toBe(404);
      expect(answer.message).toBe("Channel not found");
    }
    expect(await orderOf(c.channelId)).toEqual(before);
    expect((await t.call("POST", "channels/orderupdate", { token: null, body: { channel_id: c.channelId, list } })).status).toBe(401);
  });

  it("leaves out cancelled events, as the host's table does", async () => {
    const { user, token } = await host();
    const c = await channelWithContent(user);
    await t.db.update(events).set({ isCancelled: true }).where(eq(events.id, c.live));
    const kept = [
      { id: c.doc, event_type: "Document", ordernum: 1 },
      { id: c.first, event_type: "Pre Recorded", ordernum: 2 },
      { id: c.second, event_type: "Pre Recorded", ordernum: 3 },
    ];
    expect((await save(token, { channel_id: c.channelId, list: kept })).status).toBe(200);
    const withCancelled = await save(token, { channel_id: c.channelId, list: [...kept, { id: c.live, event_type: "Online Event", ordernum: 4 }] });
    expect(withCancelled.message).toBe("The list names an event or document that is not in this channel.");
  });

  it("saves an empty channel's empty list", async () => {
    const { user, token } = await host();
    const channelId = await createHostedChannel(t.db, user.row);
    expect((await save(token, { channel_id: channelId, list: [] })).status).toBe(200);
  });
});

describe("POST event/update-status and documentevent/update-status", () => {
  const activeOf = async (id: number) => (await t.db.select({ active: events.active }).from(events).where(eq(events.id, id)))[0]!.active;
  const docActiveOf = async (id: number) => (await t.db.select({ active: documentEvents.active }).from(documentEvents).where(eq(documentEvents.id, id)))[0]!.active;

  it("toggles the owner's channel event and document, off then on", async () => {
    const { user, token } = await host();
    const c = await channelWithContent(user);
    const off = await t.call<{ id: number; active: boolean }>("POST", "event/update-status", { token, body: { id: c.first } });
    expect(off.status).toBe(200);
    expect(off.data).toEqual({ id: c.first, active: false });
    expect(await activeOf(c.first)).toBe(false);
    expect((await t.call("POST", "event/update-status", { token, body: { id: String(c.first) } })).data).toEqual({ id: c.first, active: true });
    expect(await activeOf(c.first)).toBe(true);

    const docOff = await t.call("POST", "documentevent/update-status", { token, body: { id: c.doc } });
    expect(docOff.data).toEqual({ id: c.doc, active: false });
    expect(await docActiveOf(c.doc)).toBe(false);
    expect(await activeOf(c.second)).toBe(true);
  });

  it("refuses another user ('unauthorized'), answers a missing or bad id as missing, and changes nothing", async () => {
    const owner = await host();
    const c = await channelWithContent(owner.user);
    const other = await host();
    for (const [path, id, status, message] of [
      ["event/update-status", c.first, 403, "unauthorized"],
      ["event/update-status", 2_147_483_000, 404, "Event not found"],
      ["event/update-status", "abc", 404, "Event not found"],
      ["documentevent/update-status", c.doc, 403, "unauthorized"],
      ["documentevent/update-status", 2_147_483_000, 404, "Document event not found"],
    ] as const) {
      const answer = await t.call("POST", path, { token: other.token, body: { id } });
      expect(answer.status, `${path} ${id}`).toBe(status);
      expect(answer.message).toBe(message);
    }
    // A document's id is not an event's: an event's id sent as a document's toggles no event (it
    // names another host's document, 'unauthorized', or none, 404).
    const crossed = await t.call("POST", "documentevent/update-status", { token: other.token, body: { id: c.first } });
    expect([403, 404]).toContain(crossed.status);
    expect(await activeOf(c.first)).toBe(true);
    expect(await docActiveOf(c.doc)).toBe(true);
    expect((await t.call("POST", "event/update-status", { token: other.token, body: {} })).status).toBe(422);
  });

  it("refuses an event outside a channel", async () => {
    const { user, token } = await host();
    const eventId = await createHostedEvent(t.db, user.row);
    const answer = await t.call("POST", "event/update-status", { token, body: { id: eventId } });
    expect(answer.status).toBe(422);
    expect(answer.message).toBe("Only an event inside a channel can be activated or deactivated.");
    expect(await activeOf(eventId)).toBe(true);
  });
});

describe("new events in a channel go after its content", () => {
  it("the event form: a new event takes the next number after the channel's events and documents", async () => {
    const { user, token } = await host();
    const c = await channelWithContent(user);
    const categoryId = await createCategory(t.db);
    const form = eventForm({ category_id: categoryId, channel_id: c.channelId, is_free: true, photos: [await createUploadedFile(t.db, user.id, "event-image")] });
    const answer = await t.call<{ id: number }>("POST", "events/create", { token, body: form });
    expect(answer.status).toBe(200);
    expect((await t.db.select().from(events).where(eq(events.id, answer.data!.id)))[0]!.chanSortOrder).toBe(5);
    // An event outside channels keeps 0.
    const plain = await t.call<{ id: number }>("POST", "events/create", {
      token,
      body: eventForm({ category_id: categoryId, photos: [await createUploadedFile(t.db, user.id, "event-image")] }),
    });
    expect((await t.db.select().from(events).where(eq(events.id, plain.data!.id)))[0]!.chanSortOrder).toBe(0);
  });

  it("bulk creation: the new videos follow the channel's content in the bulk's order", async () => {
    const { user, token } = await host();
    const c = await channelWithContent(user);
    const [module] = await t.db.insert(channelModules).values({ channelId: c.channelId, title: "Week one" }).returning();
    const parent = await createBulkParent(t.db, user.row, 3, { channelId: c.channelId, ticketPricePence: 0, chanSortOrder: 5 });
    const row = async (title: string) => ({
      title,
      description: "Twelve postures, slowly.",
      images: [await createUpload(t.db, { userId: user.id, purpose: "event-image" })],
      video: await createUpload(t.db, { userId: user.id, purpose: "full-video" }),
      channel_module_id: module!.id,
      pre_recorded_duration: "600",
    });
    const answer = await t.call("POST", "events/create-bulk", { token, body: { bulk_id: parent, bulk: [await row("First"), await row("Second"), await row("Third")] } });
    expect(answer.status).toBe(200);
    const made = await t.db
      .select({ title: events.title, n: events.chanSortOrder })
      .from(events)
      .where(and(eq(events.bulkId, parent), ne(events.id, parent)))
      .orderBy(events.id);
    expect(made).toEqual([
      { title: "Second", n: 6 },
      { title: "Third", n: 7 },
    ]);
    expect(await orderOf(c.channelId)).toEqual(["1 Lesson one", "2 Lesson two", "3 Live Q&A", "4 Workbook", "5 First", "6 Second", "7 Third"]);
  });
});
