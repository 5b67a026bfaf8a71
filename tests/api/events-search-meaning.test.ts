// GET events-search by what people mean (ADR 037): the text also matches the event's category and
// parent category names and its host's name, kept current when a name changes; title matches rank
// above category matches above description matches; text that finds nothing gets "Did you mean"
// suggestions (pg_trgm) of listed titles and categories. Then the same on the demo data: "yoga",
// a host's name, "vinyasaa". Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PaginationMeta, PublicEventData, SearchSuggestionData } from "~server/api/contract";
import { categories, events, users } from "~server/db/schema";
import { seedDemoData } from "~server/seed";
import { useTestApi, type TestApi } from "~tests/support/api";
import { createCategory, createHostedEvent, createPreRecordedEvent, dateFromToday } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";
import { profileForm } from "./gates/access-table";

const t = useTestApi();

const day = dateFromToday;

type SearchAnswer = Awaited<ReturnType<TestApi["call"]>> & {
  data: PublicEventData[];
  pagination: PaginationMeta;
  suggestions: SearchSuggestionData[];
};

async function search(query: Record<string, string | number>): Promise<SearchAnswer> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return (await t.call<PublicEventData[]>("GET", `events-search?${qs}`)) as SearchAnswer;
}

const ids = (answer: SearchAnswer) => answer.data.map((event) => event.id);

/** Every page's events, in order. */
async function allEvents(query: Record<string, string | number>): Promise<PublicEventData[]> {
  const first = await search(query);
  expect(first.status).toBe(200);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.pagination.last_page - 1) }, (_, i) => search({ ...query, page: i + 2 })));
  return [first, ...rest].flatMap((answer) => answer.data);
}

describe("GET events-search by what people mean", () => {
  it("matches category and parent category names, ranking title above category above description", async () => {
    const host = await createUser(t);
    const parent = await createCategory(t.db, { name: "Zumbatica" });
    const child = await createCategory(t.db, { name: "Glimmerflow", parentId: parent });
    const other = await createCategory(t.db, { name: "Plainsong studies" });
    const inDescription = await createHostedEvent(t.db, host.row, {
      title: "Evening practice",
      description: "<p>A calm hour of glimmerflow for all levels.</p>",
      categoryId: other,
      eventDate: day(1),
    });
    const inCategory = await createHostedEvent(t.db, host.row, { title: "Morning class", categoryId: child, eventDate: day(2) });
    const inTitle = await createHostedEvent(t.db, host.row, { title: "Glimmerflow basics", categoryId: other, eventDate: day(3) });
    await createHostedEvent(t.db, host.row, { title: "Unrelated stretch", categoryId: other, eventDate: day(1) });

    expect(ids(await search({ search: "glimmerflow" }))).toEqual([inTitle, inCategory, inDescription]);
    // The parent's name finds the sub-category's events.
    expect(ids(await search({ search: "zumbatica" }))).toEqual([inCategory]);
    // Several words: a category word and a title word together.
    expect(ids(await search({ search: "zumbatica morning" }))).toEqual([inCategory]);
  });

  it("follows a category renamed, moved under another parent or deleted", async () => {
    const host = await createUser(t);
    const parent = await createCategory(t.db, { name: "Oldparentia" });
    const otherParent = await createCategory(t.db, { name: "Newparentia" });
    const child = await createCategory(t.db, { name: "Firstnamia", parentId: parent });
    const event = await createHostedEvent(t.db, host.row, { title: "Weekly meetup", categoryId: child });

    await t.db.update(categories).set({ name: "Secondnamia" }).where(eq(categories.id, child));
    expect(ids(await search({ search: "firstnamia" }))).toEqual([]);
    expect(ids(await search({ search: "secondnamia" }))).toEqual([event]);

    await t.db.update(categories).set({ name: "Renamedparentia" }).where(eq(categories.id, parent));
    expect(ids(await search({ search: "oldparentia" }))).toEqual([]);
    expect(ids(await search({ search: "renamedparentia" }))).toEqual([event]);

    await t.db.update(categories).set({ parentId: otherParent }).where(eq(categories.id, child));
    expect(ids(await search({ search: "renamedparentia" }))).toEqual([]);
    expect(ids(await search({ search: "newparentia" }))).toEqual([event]);

    await t.db.delete(categories).where(eq(categories.id, child));
    expect(ids(await search({ search: "secondnamia" }))).toEqual([]);
    expect(ids(await search({ search: "weekly meetup" }))).toEqual([event]);
  });

  it("finds a host's events by the host's name, and by the new name after the host changes it", async () => {
    const host = await createUser(t, { firstName: "Ottoline", lastName: "Quenby" });
    const other = await createUser(t, { firstName: "Ottoline", lastName: "Brackwater" });
    const live = await createHostedEvent(t.db, host.row, { title: "Evening yoga", eventDate: day(2) });
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Recorded stretch" });
    const elsewhere = await createHostedEvent(t.db, other.row, { title: "Evening yoga", eventDate: day(2) });

    // Both names first (the host's events), then one of them (another Ottoline's).
    const named = ids(await search({ search: "Ottoline Quenby" }));
    expect(new Set(named.slice(0, 2))).toEqual(new Set([live, recorded]));
    expect(named.slice(2)).toEqual([elsewhere]);
    expect(new Set(ids(await search({ search: "ottoline" })))).toEqual(new Set([live, recorded, elsewhere]));

    const token = await loginAs(t, host);
    const saved = await t.call("POST", "profile", { token, body: profileForm({ first_name: "Marigold", last_name: "Thistlewood" }) });
    expect(saved.status).toBe(200);
    expect(ids(await search({ search: "quenby" }))).toEqual([]);
    expect(new Set(ids(await search({ search: "Marigold Thistlewood" })))).toEqual(new Set([live, recorded]));
    // A title match still ranks above a host's name.
    const titled = await createHostedEvent(t.db, other.row, { title: "Thistlewood walk", eventDate: day(5) });
    expect(ids(await search({ search: "thistlewood" }))[0]).toBe(titled);
  });

  it("keeps the vector to its rule whatever a writer sets", async () => {
    const host = await createUser(t);
    const event = await createHostedEvent(t.db, host.row, { title: "Pottery wheel basics" });
    await t.db.update(events).set({ searchVector: "'nothing':1" }).where(eq(events.id, event));
    expect(ids(await search({ search: "pottery" }))).toEqual([event]);
    expect(ids(await search({ search: "nothing" }))).not.toContain(event);
  });

  it("suggests the nearest listed category names and titles when the text finds nothing", async () => {
    const host = await createUser(t);
    const category = await createCategory(t.db, { name: "Quillography" });
    const live = await createHostedEvent(t.db, host.row, { title: "Morning Quillography Circle", categoryId: category, eventDate: day(2) });
    await createHostedEvent(t.db, host.row, { title: "Quillography Secrets", categoryId: category, isPublished: false });
    await createCategory(t.db, { name: "Quillographers", kind: "channel" });

    const missed = await search({ search: "quillographyy" });
    expect(missed.status).toBe(200);
    expect(missed.data).toEqual([]);
    expect(missed.pagination.total).toBe(0);
    expect(missed.suggestions).toEqual([
      { text: "Quillography", kind: "category" },
      { text: "Morning Quillography Circle", kind: "title" },
    ]);
    // Each suggestion, searched with the same filters, finds the event.
    for (const suggestion of missed.suggestions) expect(ids(await search({ search: suggestion.text }))[0]).toBe(live);

    // Under filters that list nothing of it, nothing is suggested.
    expect((await search({ search: "quillographyy", event_type: "Pre Recorded" })).suggestions).toEqual([]);
    // A search that finds something, or has no text, suggests nothing.
    expect((await search({ search: "quillography" })).suggestions).toEqual([]);
    expect((await search({ user_id: host.id })).suggestions).toEqual([]);
  });

  it("answers odd text with no suggestions rather than an error; a NUL is refused at the boundary", async () => {
    for (const text of ["!!!", "-", '"', "'); drop table events; --", "李 ☃", "x".repeat(200), "a:* | b", "%", "_"]) {
      const answer = await search({ search: text });
      expect(answer.status, text).toBe(200);
      expect(Array.isArray(answer.suggestions), text).toBe(true);
    }
    const nul = await t.call("GET", "events-search?search=yog%00a");
    expect(nul.status).toBe(400);
  });
});

describe("GET events-search by meaning: synonyms, most words, time of day and price (ADR 061)", () => {
  it("finds events by words of the same meaning, all words first, then most words", async () => {
    const host = await createUser(t);
    const fitness = await createCategory(t.db, { name: "Fitness" });
    const pottery = await createCategory(t.db, { name: "Pottery" });
    const both = await createHostedEvent(t.db, host.row, { title: "Kettle flow", description: "<p>An energising HIIT class.</p>", categoryId: fitness, eventDate: day(4), eventTime: "07:00", endTime: "08:00" });
    const workoutOnly = await createHostedEvent(t.db, host.row, { title: "After-work circuits", description: "<p>Circuits to end the day.</p>", categoryId: fitness, eventDate: day(2), eventTime: "19:00", endTime: "20:00" });
    const morningOnly = await createHostedEvent(t.db, host.row, { title: "Throwing on the wheel", description: "<p>Clay and glaze.</p>", categoryId: pottery, eventDate: day(1), eventTime: "09:00", endTime: "10:00" });
    await createHostedEvent(t.db, host.row, { title: "Glazing evening", description: "<p>Clay and glaze.</p>", categoryId: pottery, eventDate: day(1), eventTime: "19:30", endTime: "20:30" });

    // Neither "morning" nor "workout" is in any of their texts.
    const found = await search({ search: "morning workout", user_id: host.id });
    expect(found.status).toBe(200);
    expect(ids(found)[0]).toBe(both);
    expect(new Set(ids(found).slice(1))).toEqual(new Set([workoutOnly, morningOnly]));
    expect(found.pagination.total).toBe(3);
    // A phrase for a concept: "start a business" finds the entrepreneurship event.
    const founder = await createHostedEvent(t.db, host.row, { title: "Founder stories", description: "<p>Startup lessons from three founders.</p>", categoryId: pottery, eventDate: day(6) });
    expect(ids(await search({ search: "start a business", user_id: host.id }))).toEqual([founder]);
  });

  it("follows a changed start time, date or price: the vector holds when an event is and whether it is free", async () => {
    const host = await createUser(t);
    const event = await createHostedEvent(t.db, host.row, { title: "Clay hour", eventDate: day(3), eventTime: "08:00", endTime: "09:00", ticketPricePence: 800 });
    expect(ids(await search({ search: "morning", user_id: host.id }))).toEqual([event]);
    expect(ids(await search({ search: "evening", user_id: host.id }))).toEqual([]);
    expect(ids(await search({ search: "free", user_id: host.id }))).toEqual([]);

    await t.db.update(events).set({ eventTime: "19:00", endTime: "20:00", isFree: true, ticketPricePence: 0 }).where(eq(events.id, event));
    expect(ids(await search({ search: "morning", user_id: host.id }))).toEqual([]);
    expect(ids(await search({ search: "evening", user_id: host.id }))).toEqual([event]);
    expect(ids(await search({ search: "free", user_id: host.id }))).toEqual([event]);

    const [row] = await t.db.select({ eventDate: events.eventDate }).from(events).where(eq(events.id, event));
    const weekday = new Date(`${row!.eventDate}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });
    expect(ids(await search({ search: weekday, user_id: host.id }))).toEqual([event]);
  });

  it("does not find an event for 'business' because its description says 'busy' (one English stem)", async () => {
    const host = await createUser(t);
    const business = await createCategory(t.db, { name: "Business" });
    const busy = await createHostedEvent(t.db, host.row, { title: "Slow stretch", description: "<p>Quiet a busy mind before bed.</p>", eventDate: day(2) });
    const titled = await createHostedEvent(t.db, host.row, { title: "Business plans in an hour", eventDate: day(3) });
    const filed = await createHostedEvent(t.db, host.row, { title: "Pricing clinic", categoryId: business, eventDate: day(4) });
    const found = ids(await search({ search: "business", user_id: host.id }));
    expect(found[0]).toBe(titled);
    expect(new Set(found)).toEqual(new Set([titled, filed]));
    expect(found).not.toContain(busy);
  });

  it("answers tsquery operators, quotes, punctuation and long text with 200, changing nothing", async () => {
    const host = await createUser(t);
    const event = await createHostedEvent(t.db, host.row, { title: "Operator yoga", eventDate: day(2) });
    const [before] = await t.db.select({ vector: events.searchVector }).from(events).where(eq(events.id, event));
    for (const text of ["!", "&", "|", ":*", "yoga:*", "!yoga", "yoga & !yoga", "'yoga'", '"yoga', "(yoga", "yoga <-> flow", "\\", "yoga:A", "&&&|||!!!", "(".repeat(200), "yoga ".repeat(40).trim()]) {
      const answer = await search({ search: text, user_id: host.id });
      expect(answer.status, text).toBe(200);
      if (/yoga/.test(text)) expect(ids(answer), text).toEqual([event]);
      else expect(ids(answer), text).toEqual([]);
    }
    const [after] = await t.db.select({ vector: events.searchVector }).from(events).where(eq(events.id, event));
    expect(after).toEqual(before);
    expect((await t.call("GET", `events-search?search=${"y".repeat(201)}`)).status).toBe(422);
    expect((await t.call("GET", "events-search?search=%00")).status).toBe(400);
  });
});

describe("GET events-search on the demo data", () => {
  it("finds every Yoga event for 'yoga', a host's events by name, and offers 'Vinyasa' for 'vinyasaa'", async () => {
    expect(await seedDemoData(t.db, { storage: t.storage })).toEqual({ created: true });
    const [yoga] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.name, "Yoga")));
    const inYoga = await allEvents({ category: yoga!.id });
    const byText = await allEvents({ search: "yoga" });
    const found = new Set(byText.map((event) => event.id));
    // Three cards at least: the weekly class (one card for its dates) and two more.
    expect(inYoga.length).toBeGreaterThanOrEqual(3);
    for (const event of inYoga) expect(found.has(event.id), event.title).toBe(true);
    // The weekly class is one card, standing for its nine dates.
    expect(byText.filter((event) => event.title === "Sunrise Vinyasa Flow").map((event) => event.series?.dates)).toEqual([9]);

    const [hannah] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.firstName, "Hannah"), eq(users.lastName, "Whitfield")));
    const hers = (await allEvents({ user_id: hannah!.id })).map((event) => event.id);
    expect(hers.length).toBeGreaterThan(0);
    expect(new Set((await allEvents({ search: "Hannah Whitfield" })).map((event) => event.id))).toEqual(new Set(hers));

    const missed = await search({ search: "vinyasaa" });
    expect(missed.data).toEqual([]);
    expect(missed.suggestions[0]).toEqual({ text: "Vinyasa", kind: "category" });
    expect(missed.suggestions.map((suggestion) => suggestion.text)).toContain("Sunrise Vinyasa Flow");
  }, 120_000);
});
