// One card per series (ADR 063): events-search, the home page's lists and a host's profile show a
// recurring event once, as its next date to book (an ended, sold-out or cancelled date skipped),
// with its series line; paging and totals count series; the event page lists the dates to book, each
// with its own seats and booking; favourites stay per occurrence. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL. Each file has a fresh database: the fixtures here are all there is.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { EventDetailData, HostProfileData, PaginationMeta, PublicEventData, TrendingEventData, UpcomingEventsData } from "~server/api/contract";
import { events } from "~server/db/schema";
import { zonedInstant } from "~shared/dates";
import { seriesLine } from "~shared/series-rhythm";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createCategory, createHostedEvent, dateFromToday } from "~tests/support/factories";
import type { TestUser } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();
const day = dateFromToday;

type Listing = { data: PublicEventData[]; pagination: PaginationMeta; status: number };
async function search(query: Record<string, string | number>, token?: string): Promise<Listing> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return (await t.call<PublicEventData[]>("GET", `events-search?${qs}`, { token })) as unknown as Listing;
}
const ids = (list: { id: number }[]) => list.map((item) => item.id);
const startOf = (date: string) => zonedInstant(date, "07:00", "Europe/London");

let host: TestUser;
let attendee: TestUser;
let category: number;
/** A weekly series: [ended, sold out, cancelled, next to book, later]. */
let weekly: number[];
/** A series whose every date is sold out. */
let soldOut: number[];
/** Single events of the same host and category. */
let singles: number[];

async function occurrence(date: string, seriesId: number | null, overrides: Parameters<typeof createHostedEvent>[2] = {}): Promise<number> {
  const id = await createHostedEvent(t.db, host.row, {
    title: "Quillwort Morning Flow",
    categoryId: category,
    eventDate: date,
    eventTime: "07:00",
    endTime: "08:00",
    ticketPricePence: 800,
    isRecurringEvent: true,
    repeatFrequency: "weekly",
    seriesId,
    ...overrides,
  });
  if (seriesId === null) await t.db.update(events).set({ seriesId: id }).where(eq(events.id, id));
  return id;
}

async function fillSeats(eventId: number): Promise<void> {
  await t.db.update(events).set({ maxParticipants: 1 }).where(eq(events.id, eventId));
  await bookEvent(t.db, { eventId, userId: attendee.id });
}

beforeAll(async () => {
  host = await createUser(t, { firstName: "Quinn", lastName: "Lowry" });
  attendee = await createUser(t);
  category = await createCategory(t.db, { name: "Quillwort practice" });
  const first = await occurrence(day(-7), null);
  weekly = [first];
  for (const offset of [1, 8, 15, 22]) weekly.push(await occurrence(day(offset), first, offset === 8 ? { isCancelled: true } : {}));
  await fillSeats(weekly[1]!);
  const soldFirst = await occurrence(day(2), null, { title: "Quillwort Evening Stretch", eventTime: "19:00", endTime: "20:00" });
  soldOut = [soldFirst, await occurrence(day(9), soldFirst, { title: "Quillwort Evening Stretch", eventTime: "19:00", endTime: "20:00" })];
  for (const id of soldOut) await fillSeats(id);
  singles = [];
  for (let i = 0; i < 9; i += 1) {
    singles.push(await createHostedEvent(t.db, host.row, { title: `Quillwort single ${i}`, categoryId: category, eventDate: day(3 + i), eventTime: "12:00", endTime: "13:00" }));
  }
});

/** What the weekly series' card must read: its next date to book, three dates left (sold out included). */
function expectWeeklyCard(card: PublicEventData | undefined): void {
  expect(card?.id).toBe(weekly[3]);
  expect(card?.series_id).toBe(weekly[0]);
  const line = seriesLine([day(1), day(15), day(22)].map(startOf), startOf(day(15)), "Europe/London")!;
  expect(line.label).toMatch(/^Every \w+day, 07:00 · next \w{3} \d{1,2} \w{3} · 3 dates$/);
  expect(card?.series).toEqual({ id: weekly[0], ...line });
  expect(card?.remaining_seat).toBeGreaterThan(0);
}

describe("events-search: one card per series", () => {
  it("shows a series once, as its next date to book, and counts series in the total and the pages", async () => {
    const page1 = await search({ user_id: host.id });
    expect(page1.status).toBe(200);
    // 9 singles + 2 series = 11 cards over two pages; the series take the place of their first listed date.
    expect(page1.pagination).toEqual({ current_page: 1, per_page: 9, total: 11, last_page: 2 });
    const page2 = await search({ user_id: host.id, page: 2 });
    const all = [...page1.data, ...page2.data];
    expect(all).toHaveLength(11);
    expect(new Set(ids(all)).size).toBe(11);
    expect(ids(all)).toEqual([weekly[3], soldOut[0], ...singles]);
    expectWeeklyCard(all[0]);
    for (const single of all.slice(2)) expect(single.series).toBeNull();
    // Every date sold out: the card is the first date still to come, and still says how many are left.
    expect(all[1]!.remaining_seat).toBe(0);
    expect(all[1]!.series).toMatchObject({ id: soldOut[0], dates: 2, rhythm: "weekly" });
  });

  it("groups text results and filtered listings the same way", async () => {
    // Any word finds (search by meaning): the series' dates match both words and come first, as one card.
    const byText = await search({ search: "quillwort flow" });
    expect(ids(byText.data)[0]).toBe(weekly[3]);
    expect(ids(byText.data).filter((id) => weekly.includes(id))).toEqual([weekly[3]]);
    expectWeeklyCard(byText.data[0]);
    const byCategory = await search({ category, event_type: "Online Event" });
    expect(byCategory.pagination.total).toBe(11);
    expect(ids(byCategory.data).filter((id) => weekly.includes(id))).toEqual([weekly[3]]);
  });

  it("shows a series again when a date left it: a later date that matches alone stands for the series", async () => {
    // Only the last date is renamed: text that finds it alone still finds the series, on that date.
    await t.db.update(events).set({ title: "Quillwort Sunday Special" }).where(eq(events.id, weekly[4]!));
    try {
      const special = await search({ search: "special" });
      expect(ids(special.data)).toEqual([weekly[3]]);
      expect(special.data[0]!.series?.dates).toBe(3);
    } finally {
      await t.db.update(events).set({ title: "Quillwort Morning Flow" }).where(eq(events.id, weekly[4]!));
    }
  });

  it("keeps favourites per date: the card's favourite is its own date's", async () => {
    const token = await loginAs(t, attendee);
    const saved = await t.call("POST", "favorite-event", { token, body: { event_id: weekly[4] } });
    expect(saved.status).toBe(200);
    const [card] = (await search({ search: "quillwort flow" }, token)).data;
    expect(card?.id).toBe(weekly[3]);
    expect(card?.is_favorite).toBe(false);
    await t.call("POST", "favorite-event", { token, body: { event_id: weekly[3] } });
    expect((await search({ search: "quillwort flow" }, token)).data[0]?.is_favorite).toBe(true);
  });

  it("refuses bad input with a clear message and never a 500", async () => {
    const queries: Record<string, string | number>[] = [{ page: 0 }, { page: "2; drop table events" }, { user_id: "-1" }, { category: "1 or 1=1" }];
    for (const query of queries) {
      const answer = await search(query);
      expect(answer.status, JSON.stringify(query)).toBe(422);
    }
    // A NUL byte is refused at the boundary (ADR 030), before any query.
    expect((await search({ search: "quill\u0000wort" })).status).toBe(400);
    expect((await search({ user_id: host.id, page: 3 })).data).toEqual([]);
  });
});

describe("the home page and the host's profile: one card per series", () => {
  it("lists a series once in the upcoming carousel and in trending, its dates' bookings summed", async () => {
    const upcoming = await t.call<UpcomingEventsData>("GET", `upcoming_online_event?category=${category}`);
    expect(upcoming.status).toBe(200);
    const list = upcoming.data!.events;
    expect(ids(list)).toEqual([weekly[3], soldOut[0], ...singles.slice(0, 10)]);
    expectWeeklyCard(list[0]);

    const trending = await t.call<{ events: TrendingEventData[] }>("GET", "trending-event-channel?tab=events");
    const weeklyItems = trending.data!.events.filter((event) => event.series_id === weekly[0]);
    expect(weeklyItems).toHaveLength(1);
    expect(weeklyItems[0]!.id).toBe(weekly[3]);
    expect(weeklyItems[0]!.recent_bookings).toBe(1);
    expect(weeklyItems[0]!.series?.label).toBe(list[0]!.series?.label);
    // Both dates of the sold-out series were booked: one item, two bookings.
    const soldOutItems = trending.data!.events.filter((event) => event.series_id === soldOut[0]);
    expect(soldOutItems.map((event) => [event.id, event.recent_bookings])).toEqual([[soldOut[0], 2]]);
  });

  it("lists a host's series once on their profile", async () => {
    const answer = await t.call<{ user: HostProfileData }>("GET", `user-profile/${host.id}`);
    expect(answer.status).toBe(200);
    const live = answer.data!.user.events;
    expect(ids(live)).toEqual([weekly[3], soldOut[0], ...singles]);
    expectWeeklyCard(live[0]);
  });
});

describe("the event page of a series", () => {
  it("lists the dates to book, each with its own seats and the viewer's own booking; a single event lists none", async () => {
    const token = await loginAs(t, attendee);
    const answer = await t.call<EventDetailData>("GET", `events/${weekly[3]}`, { token });
    expect(answer.status).toBe(200);
    const dates = answer.data!.series_dates;
    // The ended and the cancelled dates are not offered.
    expect(ids(dates)).toEqual([weekly[1], weekly[3], weekly[4]]);
    expect(dates.map((date) => [date.remaining_seat, date.is_booked])).toEqual([
      [0, true],
      [expect.any(Number), false],
      [expect.any(Number), false],
    ]);
    expect(dates[1]!.remaining_seat).toBeGreaterThan(0);
    expect(dates[0]).not.toHaveProperty("view_link");
    expect(dates[0]).not.toHaveProperty("description");
    // The same list from any date of the series; the visitor's has no one's booking.
    const visitor = await t.call<EventDetailData>("GET", `events/${weekly[1]}`);
    expect(ids(visitor.data!.series_dates)).toEqual([weekly[1], weekly[3], weekly[4]]);
    expect(visitor.data!.series_dates.some((date) => date.is_booked)).toBe(false);
    expect((await t.call<EventDetailData>("GET", `events/${singles[0]}`)).data!.series_dates).toEqual([]);
  });
});
