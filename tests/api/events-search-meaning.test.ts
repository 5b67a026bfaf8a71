// GET events-search by what people mean (ADR 037): the text also matches the event's category and
// parent category names and its host's name, kept current when a name changes; title matches rank
// above category matches above description matches; text that finds nothing gets "Did you mean"
// suggestions (pg_trgm) of listed titles and categories. Then the same on the demo data: "yoga",
// a host's name, "vinyasaa". Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PaginationMeta, PublicEventData, SearchSuggestionData } from "~server/api/contract";
import { categories, events, users } from "~server/db/schema";
import { seedDemoData } from "~server/db/seed";
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

    expect(ids(await search({ search: "Ottoline Quenby" }))).toEqual([live, recorded]);
    expect(new Set(ids(await search({ search: "ottoline" })))).toEqual(new Set([live, recorded, elsewhere]));

    const token = await loginAs(t, host);
    const saved = await t.call("POST", "profile", { token, body: profileForm({ first_name: "Marigold", last_name: "Thistlewood" }) });
    expect(saved.status).toBe(200);
    expect(ids(await search({ search: "quenby" }))).toEqual([]);
    expect(ids(await search({ search: "Marigold Thistlewood" }))).toEqual([live, recorded]);
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
    for (const suggestion of missed.suggestions) expect(ids(await search({ search: suggestion.text }))).toEqual([live]);

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
