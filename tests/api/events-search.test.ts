// GET events-search and GET categories-list-search (spec 000 §2 Events search, §7):
// the listing rule, full-text ranking, order, paging in SQL, a recurring event's one card, filters, and
// bad input answered 422 (never 500). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from "vitest";
import type { PaginationMeta, PublicEventData, SearchCategoryData } from "~server/api/contract";
import { useTestApi, type TestApi } from "~tests/support/api";
import { bookEvent, createCategory, createHostedChannel, createHostedEvent, createPreRecordedEvent, dateFromToday } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const day = dateFromToday;

type SearchAnswer = Awaited<ReturnType<TestApi["call"]>> & { data: PublicEventData[]; pagination: PaginationMeta };

async function search(query: Record<string, string | number>, token?: string): Promise<SearchAnswer> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return (await t.call<PublicEventData[]>("GET", `events-search?${qs}`, { token })) as SearchAnswer;
}

const ids = (answer: SearchAnswer) => answer.data.map((event) => event.id);

describe("GET events-search", () => {
  it("lists only published, active, not cancelled, not rejected events outside channels that have not ended", async () => {
    const host = await createUser(t);
    const shown = await createHostedEvent(t.db, host.row, { title: "Zephyr shown", eventDate: day(2) });
    const ongoing = await createHostedEvent(t.db, host.row, {
      title: "Zephyr ongoing",
      eventDate: day(-1),
      eventTime: "09:00",
      endDate: day(1),
      endTime: "09:00",
    });
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Zephyr recorded" });
    const channel = await createHostedChannel(t.db, host.row);
    await Promise.all([
      createHostedEvent(t.db, host.row, { title: "Zephyr unpublished", isPublished: false }),
      createHostedEvent(t.db, host.row, { title: "Zephyr cancelled", isCancelled: true }),
      createHostedEvent(t.db, host.row, { title: "Zephyr rejected", isRejected: true }),
      createHostedEvent(t.db, host.row, { title: "Zephyr inactive", active: false }),
      createHostedEvent(t.db, host.row, { title: "Zephyr in channel", channelId: channel }),
      createHostedEvent(t.db, host.row, { title: "Zephyr ended", eventDate: day(-2), eventTime: "10:00", endTime: "11:00" }),
      createPreRecordedEvent(t.db, host.row, { title: "Zephyr recorded draft", isPublished: false }),
      createPreRecordedEvent(t.db, host.row, { title: "Zephyr recorded in channel", channelId: channel }),
    ]);

    const byHost = await search({ user_id: host.id });
    expect(byHost.status).toBe(200);
    expect(ids(byHost)).toEqual([ongoing, shown, recorded]);
    expect(byHost.pagination).toEqual({ current_page: 1, per_page: 9, total: 3, last_page: 1 });

    const byText = await search({ search: "zephyr", user_id: host.id });
    expect(new Set(ids(byText))).toEqual(new Set([ongoing, shown, recorded]));
  });

  it("ranks title matches above description matches, then orders by date", async () => {
    const host = await createUser(t);
    const inDescription = await createHostedEvent(t.db, host.row, {
      title: "Evening class",
      description: "A quiet hour of quokkabreath practice.",
      eventDate: day(1),
    });
    const inTitleLater = await createHostedEvent(t.db, host.row, { title: "Quokkabreath flow", eventDate: day(5) });
    const inTitleSooner = await createHostedEvent(t.db, host.row, { title: "Quokkabreath flow", eventDate: day(3) });
    await createHostedEvent(t.db, host.row, { title: "Unrelated stretch", eventDate: day(1) });

    const answer = await search({ search: "quokkabreath" });
    expect(ids(answer)).toEqual([inTitleSooner, inTitleLater, inDescription]);

    // Every word first, then most words (ADR 061): quotes and minus signs are read as spaces.
    expect(ids(await search({ search: '"quokkabreath flow"' }))).toEqual([inTitleSooner, inTitleLater, inDescription]);
    expect(ids(await search({ search: "quokkabreath -flow" }))).toEqual([inTitleSooner, inTitleLater, inDescription]);
    // Stemming: the English configuration matches "classes" to "class", so the event with both words ranks first.
    expect(ids(await search({ search: "quokkabreath classes" }))).toEqual([inDescription, inTitleSooner, inTitleLater]);
  });

  it("orders by date without text, pre-recorded events after live ones", async () => {
    const host = await createUser(t);
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Recorded first made" });
    const later = await createHostedEvent(t.db, host.row, { eventDate: day(9), eventTime: "08:00" });
    const soonLate = await createHostedEvent(t.db, host.row, { eventDate: day(4), eventTime: "20:00" });
    const soonEarly = await createHostedEvent(t.db, host.row, { eventDate: day(4), eventTime: "07:00" });
    expect(ids(await search({ user_id: host.id }))).toEqual([soonEarly, soonLate, later, recorded]);
  });

  it("pages by 9 in SQL, with the pagination meta; past the end is empty", async () => {
    const host = await createUser(t);
    const made: number[] = [];
    for (let i = 0; i < 20; i += 1) made.push(await createHostedEvent(t.db, host.row, { title: `Paged ${i}`, eventDate: day(1 + i) }));
    const [one, two, three, four] = await Promise.all([1, 2, 3, 4].map((page) => search({ user_id: host.id, page })));
    expect(ids(one!)).toEqual(made.slice(0, 9));
    expect(ids(two!)).toEqual(made.slice(9, 18));
    expect(ids(three!)).toEqual(made.slice(18));
    expect(three!.pagination).toEqual({ current_page: 3, per_page: 9, total: 20, last_page: 3 });
    expect(four!.status).toBe(200);
    expect(four!.data).toEqual([]);
    expect(four!.pagination.total).toBe(20);
  });

  it("lists a recurring event once, as its next date (series-cards.test.ts has the rest)", async () => {
    const host = await createUser(t);
    const first = await createHostedEvent(t.db, host.row, { title: "Weekly xylophonics", eventDate: day(-7), isRecurringEvent: true, repeatFrequency: "weekly" });
    const occurrences = [first];
    for (const offset of [0, 7, 14]) {
      occurrences.push(
        await createHostedEvent(t.db, host.row, { title: "Weekly xylophonics", eventDate: day(offset + 1), isRecurringEvent: true, repeatFrequency: "weekly", seriesId: first }),
      );
    }
    const answer = await search({ search: "xylophonics" });
    // The first occurrence has ended; the series is one card, its next date, with three dates left.
    expect(ids(answer)).toEqual([occurrences[1]]);
    expect(answer.pagination.total).toBe(1);
    expect(answer.data[0]!.series).toMatchObject({ id: first, dates: 3, rhythm: "weekly" });
  });

  it("filters by type and by category (a parent matches its sub-categories)", async () => {
    const host = await createUser(t);
    const parent = await createCategory(t.db, { name: "Search parent" });
    const child = await createCategory(t.db, { name: "Search child", parentId: parent });
    const other = await createCategory(t.db, { name: "Search other" });
    const inParent = await createHostedEvent(t.db, host.row, { categoryId: parent, eventDate: day(1) });
    const inChild = await createPreRecordedEvent(t.db, host.row, { categoryId: child });
    const inOther = await createHostedEvent(t.db, host.row, { categoryId: other, eventDate: day(2) });

    expect(ids(await search({ user_id: host.id, category: parent }))).toEqual([inParent, inChild]);
    expect(ids(await search({ user_id: host.id, category: child }))).toEqual([inChild]);
    expect(ids(await search({ user_id: host.id, event_type: "Online Event" }))).toEqual([inParent, inOther]);
    expect(ids(await search({ user_id: host.id, event_type: "Pre Recorded" }))).toEqual([inChild]);
    expect(ids(await search({ user_id: host.id, event_type: "pre-recorded", category: parent }))).toEqual([inChild]);
    expect(ids(await search({ user_id: host.id, event_type: "" }))).toEqual([inParent, inOther, inChild]);
    expect(ids(await search({ user_id: host.id, category: 2_147_483_000 }))).toEqual([]);
  });

  it("adds the caller's own facts and never the join link or the full video", async () => {
    const host = await createUser(t);
    const attendee = await createUser(t);
    const booked = await createHostedEvent(t.db, host.row, { title: "Facts live", viewLink: "https://meet.example/room-secret-77" });
    await createPreRecordedEvent(t.db, host.row, { title: "Facts recorded", fullVideo: "full-videos/00000000-0000-4000-8000-0000000000ee.mp4" });
    await bookEvent(t.db, { eventId: booked, userId: attendee.id });
    const token = await loginAs(t, attendee);

    const asAttendee = await search({ user_id: host.id }, token);
    expect(asAttendee.data.find((event) => event.id === booked)).toMatchObject({ is_booked: true, has_join_link: true, is_host: false });
    const asVisitor = await search({ user_id: host.id });
    expect(asVisitor.data.find((event) => event.id === booked)).toMatchObject({ is_booked: false, has_join_link: true });
    for (const answer of [asAttendee, asVisitor]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain("room-secret-77");
      expect(text).not.toContain("0000000000ee");
      expect(text).not.toMatch(/view_link|full_video/);
    }
  });

  it("refuses bad input with 422 and the field's message, and survives odd search text", async () => {
    const refusals: [Record<string, string>, string, string][] = [
      [{ page: "-1" }, "page", "Page must be a whole number from 1 to 100000."],
      [{ page: "0" }, "page", "Page must be a whole number from 1 to 100000."],
      [{ page: "2.5" }, "page", "Page must be a whole number from 1 to 100000."],
      [{ page: "9999999999" }, "page", "Page must be a whole number from 1 to 100000."],
      [{ event_type: "nonsense" }, "event_type", "Event type must be Online Event or Pre Recorded."],
      [{ search: "yoga ".repeat(2000) }, "search", "Search text must be at most 200 characters."],
      [{ category: "yoga" }, "category", "Category must be a category id."],
      [{ category: "99999999999" }, "category", "Category must be a category id."],
      [{ user_id: "-3" }, "user_id", "User id must be a user id."],
    ];
    for (const [query, field, message] of refusals) {
      const answer = await search(query);
      expect(answer.status, JSON.stringify(query).slice(0, 60)).toBe(422);
      expect(answer.success).toBe(false);
      expect(answer.message).toBe(message);
      expect((answer as unknown as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    }
    for (const text of ['"unclosed', "-", "OR OR", "!!!", "the", "'); drop table events; --", "a:*", "(yoga & | pilates)", "李 ☃"]) {
      const answer = await search({ search: text });
      expect(answer.status, text).toBe(200);
    }
    // A repeated parameter reads its first value; unknown parameters are ignored.
    const repeated = await t.call<PublicEventData[]>("GET", "events-search?page=1&page=x&colour=blue");
    expect(repeated.status).toBe(200);
  });
});

describe("GET categories-list-search", () => {
  it("lists event categories as {id, name}, each parent followed by its sub-categories", async () => {
    const parent = await createCategory(t.db, { name: "Listed parent", kind: "event" });
    const child = await createCategory(t.db, { name: "Listed child", parentId: parent, kind: "both" });
    const channelOnly = await createCategory(t.db, { name: "Channels only", kind: "channel" });
    const answer = await t.call<SearchCategoryData[]>("GET", "categories-list-search");
    expect(answer.status).toBe(200);
    const list = answer.data!;
    const parentAt = list.findIndex((category) => category.id === parent);
    expect(list[parentAt]).toEqual({ id: parent, name: "Listed parent", parent_id: null });
    expect(list[parentAt + 1]).toEqual({ id: child, name: "Listed child", parent_id: parent });
    expect(list.some((category) => category.id === channelOnly)).toBe(false);
  });
});
