// GET search-typeahead: the header search box's suggestions. Only what the listings show is
// suggested (never a draft, pending, rejected, cancelled, deactivated, channel-only or ended event, a
// pending, rejected or deactivated channel, or the host of nothing listed); every typed word must
// start a word of the name; a recurring event comes once, at its next date; each suggestion carries
// the page it opens; bad input is a 422 with the field's message (a NUL, every call's 400), never a
// 500. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TypeaheadData } from "~server/api/contract";
import { channels, events, users } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createCategory, createHostedChannel, createHostedEvent, createPreRecordedEvent, createUser } from "~tests/support/factories";
import { loginAs } from "./auth-support";

const t = useTestApi();

async function typeahead(search: string, token?: string) {
  return t.call<TypeaheadData>("GET", `search-typeahead?${new URLSearchParams({ search })}`, { token });
}

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const labels = (list: { label: string }[]) => list.map((item) => item.label);

describe("GET search-typeahead: what is suggested", () => {
  it("suggests listed events by the words that start their title's words, with the page each opens", async () => {
    const host = await createUser(t.db, { firstName: "Zephyrine", lastName: "Okonkwo" });
    const live = await createHostedEvent(t.db, host.row, { title: "Quorvane Breathing Basics", eventDate: day(3) });
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Gentle Quorvane Stretch" });

    const answer = await typeahead("quorv");
    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    const found = answer.data!.events;
    // A title beginning with the first word first.
    expect(found.map((event) => event.id)).toEqual([live, recorded]);
    expect(found[0]).toEqual({ id: live, label: "Quorvane Breathing Basics", detail: "Zephyrine Okonkwo", url: `/event-detail/${live}/quorvane-breathing-basics` });
    expect(found[1]!.url).toBe(`/pre-recorded-event/${recorded}/gentle-quorvane-stretch`);

    // Every word must start a word of the title, in any order and case.
    expect(labels((await typeahead("BREATH quorv")).data!.events)).toEqual(["Quorvane Breathing Basics"]);
    expect((await typeahead("quorv yoga")).data!.events).toEqual([]);
    // Inside a word is not the start of one.
    expect((await typeahead("orvane")).data!.events).toEqual([]);
  });

  it("never suggests a pending, rejected, cancelled, deactivated, channel or ended event", async () => {
    const host = await createUser(t.db, { firstName: "Hidden", lastName: "Maker" });
    const channel = await createHostedChannel(t.db, host.row, { title: "Plinthar channel home" });
    const listed = await createHostedEvent(t.db, host.row, { title: "Plinthar listed", eventDate: day(2) });
    for (const [title, fields] of [
      ["Plinthar pending", { isPublished: false }],
      ["Plinthar rejected", { isPublished: false, isRejected: true }],
      ["Plinthar cancelled", { isCancelled: true }],
      ["Plinthar deactivated", { active: false }],
      ["Plinthar in a channel", { channelId: channel }],
      ["Plinthar ended", { eventDate: day(-2) }],
    ] as const) {
      await createHostedEvent(t.db, host.row, { title, eventDate: day(2), ...fields });
    }
    const answer = await typeahead("plinthar");
    expect(answer.data!.events.map((event) => event.id)).toEqual([listed]);
    expect(JSON.stringify(answer.data)).not.toMatch(/pending|rejected|cancelled|deactivated|in a channel|ended/);
  });

  it("suggests a recurring event once, at its next date", async () => {
    const host = await createUser(t.db);
    const first = await createHostedEvent(t.db, host.row, { title: "Velmora Sunrise Class", eventDate: day(1) });
    const later = [];
    for (const offset of [8, 15, 22]) later.push(await createHostedEvent(t.db, host.row, { title: "Velmora Sunrise Class", eventDate: day(offset), seriesId: first }));
    const answer = await typeahead("velmora");
    expect(answer.data!.events.map((event) => event.id)).toEqual([first]);
    // Once the first has ended, the next date stands for the series.
    await createHostedEvent(t.db, host.row, { title: "Velmora ended alone", eventDate: day(-1) });
    await t.db.update(events).set({ eventDate: day(-1) }).where(eq(events.id, first));
    expect((await typeahead("velmora")).data!.events.map((event) => event.id)).toEqual([later[0]]);
  });

  it("suggests listed channels only, linking to the channel page", async () => {
    const host = await createUser(t.db, { firstName: "Ottoline", lastName: "Brack" });
    const gone = await createUser(t.db);
    const listed = await createHostedChannel(t.db, host.row, { title: "Marrowind Pottery Course" });
    await createHostedChannel(t.db, host.row, { title: "Marrowind pending", isPublished: false });
    await createHostedChannel(t.db, host.row, { title: "Marrowind rejected", isPublished: false, isRejected: true });
    const off = await createHostedChannel(t.db, host.row, { title: "Marrowind deactivated" });
    await t.db.update(channels).set({ active: false }).where(eq(channels.id, off));
    await createHostedChannel(t.db, gone.row, { title: "Marrowind of a deleted host" });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const answer = await typeahead("marrow");
    expect(answer.data!.channels).toEqual([{ id: listed, label: "Marrowind Pottery Course", detail: "Ottoline Brack", url: `/channel-detail/${listed}/marrowind-pottery-course` }]);
    expect(answer.data!.events).toEqual([]);
  });

  it("suggests categories that hold something listed, and hosts of something listed", async () => {
    const eventsCategory = await createCategory(t.db, { name: "Glassblowingish Arts", kind: "event" });
    const channelsCategory = await createCategory(t.db, { name: "Glassblowingish Courses", kind: "channel" });
    await createCategory(t.db, { name: "Glassblowingish Empty", kind: "both" });
    const host = await createUser(t.db, { firstName: "Glassblowingish", lastName: "Host" });
    const idle = await createUser(t.db, { firstName: "Glassblowingish", lastName: "Idle" });
    const pendingOnly = await createUser(t.db, { firstName: "Glassblowingish", lastName: "Pending" });
    await createHostedEvent(t.db, host.row, { title: "Kiln night", eventDate: day(4), categoryId: eventsCategory });
    await createHostedChannel(t.db, host.row, { title: "Kiln channel", categoryId: channelsCategory });
    await createHostedEvent(t.db, pendingOnly.row, { title: "Kiln draft", eventDate: day(4), isPublished: false });

    const answer = await typeahead("glassblowingish");
    expect(answer.data!.categories).toEqual([
      { id: eventsCategory, label: "Glassblowingish Arts", detail: null, url: `/search?category=${eventsCategory}` },
      { id: channelsCategory, label: "Glassblowingish Courses", detail: null, url: `/channels?category=${channelsCategory}` },
    ]);
    expect(answer.data!.hosts).toEqual([{ id: host.id, label: "Glassblowingish Host", detail: null, url: `/host-profile/${host.id}/glassblowingish-host` }]);
    expect(answer.data!.hosts.some((one) => one.id === idle.id)).toBe(false);
    expect(labels(answer.data!.hosts)).not.toContain("Glassblowingish Pending");

    // A deactivated host is no longer suggested.
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, host.id));
    expect((await typeahead("glassblowingish host")).data!.hosts).toEqual([]);
  });

  it("caps each list, and is the same for a signed-in caller", async () => {
    const host = await createUser(t.db);
    for (let n = 1; n <= 7; n += 1) await createHostedEvent(t.db, host.row, { title: `Tessarine Session ${n}`, eventDate: day(n) });
    for (let n = 1; n <= 5; n += 1) await createHostedChannel(t.db, host.row, { title: `Tessarine Club ${n}` });
    const visitor = await typeahead("tessarine");
    expect(visitor.data!.events).toHaveLength(5);
    expect(visitor.data!.channels).toHaveLength(3);
    // The soonest first.
    expect(labels(visitor.data!.events)).toEqual(["Tessarine Session 1", "Tessarine Session 2", "Tessarine Session 3", "Tessarine Session 4", "Tessarine Session 5"]);
    const token = await loginAs(t, host);
    expect((await typeahead("tessarine", token)).data).toEqual(visitor.data);
  });
});

describe("GET search-typeahead: input", () => {
  it("suggests nothing for empty, one-character or wordless text", async () => {
    for (const text of ["", " ", "a", "!!!", "'\"%_\\*:&|"]) {
      const answer = await typeahead(text);
      expect(answer.status, text).toBe(200);
      expect(answer.data, text).toEqual({ events: [], channels: [], categories: [], hosts: [] });
    }
    const bare = await t.call<TypeaheadData>("GET", "search-typeahead");
    expect(bare.status).toBe(200);
    expect(bare.data).toEqual({ events: [], channels: [], categories: [], hosts: [] });
  });

  it("treats pattern and query syntax as plain words, never as syntax", async () => {
    const host = await createUser(t.db);
    const id = await createHostedEvent(t.db, host.row, { title: "Brindlewick 100% Fun", eventDate: day(2) });
    // % and _ would match anything in ILIKE; . and * anything in a regular expression.
    for (const text of ["%", "_%_", ".*", "brindlewick %", "brindlewick .*", "'); drop table events; --", "(brin|xyz)", "李 ☃"]) {
      const answer = await typeahead(text);
      expect(answer.status, text).toBe(200);
      if (!text.startsWith("brindlewick")) expect(answer.data!.events.some((event) => event.id === id), text).toBe(false);
    }
    expect((await typeahead("brindlewick %")).data!.events.map((event) => event.id)).toEqual([id]);
    expect((await typeahead("100 brindle")).data!.events.map((event) => event.id)).toEqual([id]);
    // tsquery's prefix syntax is a plain word too.
    expect((await typeahead("brin:*")).data!.events.map((event) => event.id)).toEqual([id]);
  });

  it("refuses text over 200 characters and control characters with 422 and the field's message; a NUL with 400", async () => {
    for (const [text, message] of [
      ["yoga ".repeat(41), "Search text must be at most 200 characters."],
      ["x".repeat(5000), "Search text must be at most 200 characters."],
      ["yoga\u0007", "Search text contains characters that are not allowed."],
      ["yo\u001bga", "Search text contains characters that are not allowed."],
    ] as const) {
      const answer = await typeahead(text);
      expect(answer.status, text.slice(0, 20)).toBe(422);
      expect(answer.success).toBe(false);
      expect(answer.message).toBe(message);
      expect((answer as unknown as { errors: Record<string, string[]> }).errors.search).toEqual([message]);
    }
    const nul = await t.call<TypeaheadData>("GET", "search-typeahead?search=yo%00ga");
    expect(nul.status).toBe(400);
    expect(nul.message).toBe("The request contains characters that are not allowed.");
    // Exactly 200 characters is fine; a repeated parameter reads its first value.
    expect((await typeahead("y".repeat(200))).status).toBe(200);
    expect((await t.call<TypeaheadData>("GET", "search-typeahead?search=yoga&search=x%00")).status).toBe(400);
    expect((await t.call<TypeaheadData>("GET", "search-typeahead?search=yoga&search=x")).status).toBe(200);
  });
});
