// The home page's calls (spec 001 §1, §7): GET about, home-event[/{userId}], trending-event-channel,
// upcoming_online_event[/{userId}], upcoming_recorded_event[/{userId}].
// Each test works in its own category, or in a year of its own (the API's clock moved there), so the
// events other tests leave behind do not change what it sees.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { AboutBlockData, PublicEventData, TrendingData, UpcomingEventsData } from "~server/api/contract";
import { bookings, channelSubscriptions, contentPages, events, users } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import {
  createBooking,
  createCategory,
  createHostedChannel,
  createHostedEvent,
  createPreRecordedEvent,
  dateFromToday,
} from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

afterEach(() => t.setNow(null));

const ids = (list: { id: number }[]) => list.map((item) => item.id);
const upcomingOnline = (query = "", token?: string) => t.call<UpcomingEventsData>("GET", `upcoming_online_event${query}`, { token });
const upcomingRecorded = (query = "", token?: string) => t.call<UpcomingEventsData>("GET", `upcoming_recorded_event${query}`, { token });

/** Every way an event is kept off the public lists, for a host, in a category. */
async function hiddenEvents(host: { id: number }, categoryId: number, base: Record<string, unknown>) {
  const channel = await createHostedChannel(t.db, host);
  return Promise.all([
    createHostedEvent(t.db, host, { ...base, title: "Unpublished", categoryId, isPublished: false }),
    createHostedEvent(t.db, host, { ...base, title: "Cancelled", categoryId, isCancelled: true }),
    createHostedEvent(t.db, host, { ...base, title: "Rejected", categoryId, isRejected: true }),
    createHostedEvent(t.db, host, { ...base, title: "Inactive", categoryId, active: false }),
    createHostedEvent(t.db, host, { ...base, title: "In a channel", categoryId, channelId: channel }),
  ]);
}

describe("GET upcoming_online_event", () => {
  it("lists public live events that have not started, soonest first, never hidden, started, ended or pre-recorded ones", async () => {
    const host = await createUser(t);
    const category = await createCategory(t.db);
    const later = await createHostedEvent(t.db, host.row, { title: "Later", categoryId: category, eventDate: dateFromToday(5), eventTime: "10:00" });
    const sooner = await createHostedEvent(t.db, host.row, { title: "Sooner", categoryId: category, eventDate: dateFromToday(2), eventTime: "10:00" });
    const sameDayEarlier = await createHostedEvent(t.db, host.row, { title: "Sooner still", categoryId: category, eventDate: dateFromToday(2), eventTime: "08:00" });
    const hidden = await hiddenEvents(host.row, category, { eventDate: dateFromToday(3), eventTime: "10:00" });
    const ended = await createHostedEvent(t.db, host.row, { title: "Ended", categoryId: category, eventDate: dateFromToday(-2), eventTime: "10:00", endTime: "11:00" });
    const started = await createHostedEvent(t.db, host.row, { title: "Started", categoryId: category, eventDate: dateFromToday(0), eventTime: "00:00", endDate: dateFromToday(1), endTime: "23:59" });
    const recorded = await createPreRecordedEvent(t.db, host.row, { categoryId: category });
    const deletedHost = await createUser(t);
    const orphan = await createHostedEvent(t.db, deletedHost.row, { title: "Host gone", categoryId: category, eventDate: dateFromToday(3) });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedHost.id));

    const answer = await upcomingOnline(`?category=${category}`);
    expect(answer.status).toBe(200);
    expect(ids(answer.data!.events)).toEqual([sameDayEarlier, sooner, later]);
    for (const id of [...hidden, ended, started, recorded, orphan]) expect(ids(answer.data!.events)).not.toContain(id);
    expect(answer.data!.category_id).toBe(category);
    expect(answer.data!.categories.map((tab) => tab.id)).toContain(category);
  });

  it("never carries the join link or the full video", async () => {
    const host = await createUser(t);
    const category = await createCategory(t.db);
    // The demo data's photo names are no storage keys: the card goes without, the call does not fail.
    await createHostedEvent(t.db, host.row, {
      categoryId: category,
      viewLink: "https://meet.example.com/secret-room",
      fullVideo: "full-videos/secret.mp4",
      images: ["demo/events/sunrise.jpg"],
    });
    const answer = await upcomingOnline(`?category=${category}`);
    expect(answer.data!.events).toHaveLength(1);
    const [card] = answer.data!.events;
    expect(card).not.toHaveProperty("view_link");
    expect(card).not.toHaveProperty("full_video");
    expect(JSON.stringify(answer)).not.toContain("secret");
    expect(card!.images).toEqual([]);
  });

  it("filters by a parent category (its sub-categories' events included) or by a sub-category", async () => {
    const host = await createUser(t);
    const parent = await createCategory(t.db, { name: "Movement" });
    const child = await createCategory(t.db, { name: "Pilates", parentId: parent });
    const other = await createCategory(t.db, { name: "Cooking" });
    const inParent = await createHostedEvent(t.db, host.row, { categoryId: parent, eventDate: dateFromToday(2) });
    const inChild = await createHostedEvent(t.db, host.row, { categoryId: child, eventDate: dateFromToday(3) });
    const elsewhere = await createHostedEvent(t.db, host.row, { categoryId: other, eventDate: dateFromToday(2) });

    expect(ids((await upcomingOnline(`?category=${parent}`)).data!.events)).toEqual([inParent, inChild]);
    expect(ids((await upcomingOnline(`?category=${child}`)).data!.events)).toEqual([inChild]);
    const all = await upcomingOnline();
    expect(all.data!.category_id).toBeNull();
    expect(ids(all.data!.events)).toEqual(expect.arrayContaining([inParent, inChild, elsewhere]));
    // The tabs are the parents: a sub-category's events bring its parent's tab, not its own.
    const tabs = all.data!.categories.map((tab) => tab.id);
    expect(tabs).toEqual(expect.arrayContaining([parent, other]));
    expect(tabs).not.toContain(child);
  });

  it("reads a category with leading zeros as the same category, as every id", async () => {
    const host = await createUser(t);
    const category = await createCategory(t.db);
    const event = await createHostedEvent(t.db, host.row, { categoryId: category, eventDate: dateFromToday(2) });
    const answer = await upcomingOnline(`?category=00${category}`);
    expect(answer.data!.category_id).toBe(category);
    expect(ids(answer.data!.events)).toEqual([event]);
  });

  it.each(["999999", "abc", "0", "-1", "1.5", "2147483648", "1%20OR%201%3D1"])("refuses the category %s with 404 'Category not found'", async (category) => {
    const answer = await upcomingOnline(`?category=${category}`);
    expect(answer.status).toBe(404);
    expect(answer).toMatchObject({ success: false, message: "Category not found", data: null });
  });

  it("shows the caller's own flags, whatever userId the path names", async () => {
    const host = await createUser(t);
    const attendee = await createUser(t);
    const stranger = await createUser(t);
    const category = await createCategory(t.db);
    const event = await createHostedEvent(t.db, host.row, { categoryId: category });
    await createBooking(t.db, event, attendee.id);

    const mine = await t.call<UpcomingEventsData>("GET", `upcoming_online_event/${stranger.id}?category=${category}`, { token: await loginAs(t, attendee) });
    expect(mine.data!.events[0]).toMatchObject({ id: event, is_booked: true });
    const theirs = await t.call<UpcomingEventsData>("GET", `upcoming_online_event/${attendee.id}?category=${category}`, { token: await loginAs(t, stranger) });
    expect(theirs.data!.events[0]).toMatchObject({ id: event, is_booked: false });
    const visitor = await t.call<UpcomingEventsData>("GET", `upcoming_online_event/${attendee.id}?category=${category}`);
    expect(visitor.data!.events[0]).toMatchObject({ id: event, is_booked: false });
    // A userId's shape is an id's: leading zeros are one.
    expect((await t.call("GET", `upcoming_online_event/00${stranger.id}?category=${category}`)).status).toBe(200);
  });

  it.each(["abc", "0", "-1", "1.5", "2147483648", "9".repeat(12)])("refuses a path userId of %s with 404", async (userId) => {
    const answer = await t.call("GET", `upcoming_online_event/${userId}`);
    expect(answer.status).toBe(404);
    expect(answer).toMatchObject({ success: false, message: "User not found" });
  });
});

describe("GET upcoming_recorded_event", () => {
  it("lists public pre-recorded events, newest first, never hidden or live ones", async () => {
    const host = await createUser(t);
    const category = await createCategory(t.db);
    const first = await createPreRecordedEvent(t.db, host.row, { title: "First", categoryId: category });
    const second = await createPreRecordedEvent(t.db, host.row, { title: "Second", categoryId: category });
    const hidden = await hiddenEvents(host.row, category, { eventType: "Pre Recorded", eventDate: null, eventTime: null, ticketPricePence: 500 });
    const live = await createHostedEvent(t.db, host.row, { categoryId: category });

    const answer = await upcomingRecorded(`?category=${category}`);
    expect(answer.status).toBe(200);
    expect(ids(answer.data!.events)).toEqual([second, first]);
    for (const id of [...hidden, live]) expect(ids(answer.data!.events)).not.toContain(id);
    expect(answer.data!.events.every((event) => event.event_type === "Pre Recorded")).toBe(true);
  });

  it("refuses an unknown category", async () => {
    const answer = await upcomingRecorded("?category=2147483000");
    expect(answer).toMatchObject({ status: 404, success: false, message: "Category not found" });
  });
});

describe("GET home-event", () => {
  // A year of its own: every other test's live events have started by then.
  const year = new Date().getUTCFullYear() + 6;

  it("is the next live event to start that still has a seat; none when there is none", async () => {
    t.setNow(new Date(`${year}-03-01T00:00:00Z`));
    expect((await t.call<PublicEventData | null>("GET", "home-event")).data).toBeNull();

    const host = await createUser(t);
    const attendee = await createUser(t);
    const soldOut = await createHostedEvent(t.db, host.row, { title: "Sold out", eventDate: `${year}-03-02`, eventTime: "09:00" });
    await t.db.update(events).set({ maxParticipants: 1 }).where(eq(events.id, soldOut));
    await createBooking(t.db, soldOut, attendee.id);
    await hiddenEvents(host.row, await createCategory(t.db), { eventDate: `${year}-03-02`, eventTime: "09:30" });
    const next = await createHostedEvent(t.db, host.row, { title: "Next", eventDate: `${year}-03-02`, eventTime: "10:00" });
    await createHostedEvent(t.db, host.row, { title: "After", eventDate: `${year}-03-03`, eventTime: "10:00" });
    await createPreRecordedEvent(t.db, host.row);

    const answer = await t.call<PublicEventData | null>("GET", "home-event");
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ id: next, title: "Next" });
    expect(answer.data).not.toHaveProperty("view_link");

    // Once it has started, the next one is featured.
    t.setNow(new Date(`${year}-03-02T10:00:01Z`));
    expect((await t.call<PublicEventData | null>("GET", "home-event")).data).toMatchObject({ title: "After" });
  });

  it("carries the caller's own flags, whatever userId the path names; a malformed userId is refused", async () => {
    t.setNow(new Date(`${year + 1}-03-01T00:00:00Z`));
    const host = await createUser(t);
    const attendee = await createUser(t);
    const stranger = await createUser(t);
    const event = await createHostedEvent(t.db, host.row, { eventDate: `${year + 1}-03-02`, eventTime: "10:00" });
    await createBooking(t.db, event, attendee.id);

    const mine = await t.call<PublicEventData>("GET", `home-event/${stranger.id}`, { token: await loginAs(t, attendee) });
    expect(mine.data).toMatchObject({ id: event, is_booked: true });
    const theirs = await t.call<PublicEventData>("GET", `home-event/${attendee.id}`, { token: await loginAs(t, stranger) });
    expect(theirs.data).toMatchObject({ id: event, is_booked: false });
    expect(await t.call("GET", "home-event/abc")).toMatchObject({ status: 404, success: false, message: "User not found" });
  });
});

describe("GET trending-event-channel", () => {
  const year = new Date().getUTCFullYear() + 8;
  const inWindow = (day: number) => new Date(`${year}-03-${String(day).padStart(2, "0")}T12:00:00Z`);

  it("ranks events by bookings and channels by subscriptions of the last 30 days, ties newest first, descriptions cut to 100 characters", async () => {
    t.setNow(new Date(`${year}-03-20T00:00:00Z`));
    const host = await createUser(t);
    const long = `<p>${"Stretch and breathe with us every single morning before work ".repeat(4)}</p>`;
    const live = await createHostedEvent(t.db, host.row, { title: "Live", description: long, eventDate: `${year}-04-01`, eventTime: "10:00" });
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Recorded", description: "<p>Short &amp; sweet.</p>" });
    const older = await createPreRecordedEvent(t.db, host.row, { title: "Old favourite" });
    const hidden = await createPreRecordedEvent(t.db, host.row, { title: "Hidden", isPublished: false });
    const ended = await createHostedEvent(t.db, host.row, { title: "Ended", eventDate: `${year}-03-10`, eventTime: "10:00", endTime: "11:00" });

    const book = async (eventId: number, day: Date, status: "booked" | "cancelled" = "booked") => {
      const user = await createUser(t);
      const id = await createBooking(t.db, eventId, user.id);
      await t.db.update(bookings).set({ createdAt: day, status }).where(eq(bookings.id, id));
    };
    // live: 3 recent; recorded: 1 recent + 1 cancelled; older: 1 recent (a tie with recorded) + 4 before the window.
    for (const day of [10, 11, 12]) await book(live, inWindow(day));
    await book(recorded, inWindow(15));
    await book(recorded, inWindow(15), "cancelled");
    await book(older, inWindow(16));
    for (let i = 0; i < 4; i += 1) await book(older, new Date(`${year}-01-0${i + 1}T12:00:00Z`));
    for (let i = 0; i < 5; i += 1) await book(hidden, inWindow(14));
    for (let i = 0; i < 5; i += 1) await book(ended, inWindow(9));

    const channelHost = await createUser(t);
    const quiet = await createHostedChannel(t.db, channelHost.row, { title: "Quiet", description: long });
    const busy = await createHostedChannel(t.db, channelHost.row, { title: "Busy" });
    const unpublished = await createHostedChannel(t.db, channelHost.row, { title: "Unpublished", isPublished: false });
    const subscribe = async (channelId: number, day: Date) => {
      const user = await createUser(t);
      await t.db.insert(channelSubscriptions).values({ channelId, userId: user.id, fromDate: day });
    };
    await subscribe(quiet, inWindow(12));
    for (const day of [11, 12]) await subscribe(busy, inWindow(day));
    for (let i = 0; i < 5; i += 1) await subscribe(unpublished, inWindow(13));

    const answer = await t.call<TrendingData>("GET", "trending-event-channel");
    expect(answer.status).toBe(200);
    const { events: trending, channels } = answer.data!;
    expect(ids(trending).slice(0, 3)).toEqual([live, older, recorded]);
    expect(trending.slice(0, 3).map((event) => event.recent_bookings)).toEqual([3, 1, 1]);
    expect(ids(trending)).not.toContain(hidden);
    expect(ids(trending)).not.toContain(ended);
    expect(trending[0]!.short_description.length).toBeLessThanOrEqual(100);
    expect(trending[0]!.short_description).toMatch(/^Stretch and breathe with us .*\S…$/);
    expect(trending[0]!.short_description).not.toContain("<");
    expect(trending[2]!.short_description).toBe("Short & sweet.");
    for (const event of trending) expect(event).not.toHaveProperty("view_link");

    expect(ids(channels).slice(0, 2)).toEqual([busy, quiet]);
    expect(channels[0]).toMatchObject({ title: "Busy", recent_subscriptions: 2, user: { id: channelHost.id } });
    expect(channels[1]!.short_description.length).toBeLessThanOrEqual(100);
    expect(channels[1]!.short_description.endsWith("…")).toBe(true);
    expect(ids(channels)).not.toContain(unpublished);

    // ?tab= fills only the list asked for, the same as the whole answer's; anything else is refused.
    const onlyChannels = await t.call<TrendingData>("GET", "trending-event-channel?tab=channels");
    expect(onlyChannels).toMatchObject({ status: 200, data: { channels, events: [] } });
    const onlyEvents = await t.call<TrendingData>("GET", "trending-event-channel?tab=events");
    expect(onlyEvents).toMatchObject({ status: 200, data: { channels: [], events: trending } });
    for (const tab of ["both", "Channels", "channels ", ""]) {
      const refused = await t.call("GET", `trending-event-channel?tab=${encodeURIComponent(tab)}`);
      expect(refused, tab).toMatchObject({ status: 422, success: false, message: "tab must be channels or events" });
    }
    expect(await t.call("GET", "trending-event-channel?tab=channels%00")).toMatchObject({ status: 400, success: false });
  });
});

describe("GET about", () => {
  it("answers content page 4 as plain text cut to 800 characters at a word", async () => {
    const paragraph = "<p>Marquee brings people together around the things they love to do &amp; learn.</p>";
    const value = paragraph.repeat(20);
    await t.db
      .insert(contentPages)
      .values({ id: 4, name: "Live, learn and create together", subTitle: "Our mission", value, imageUrl: "demo/landing/mission.jpg" })
      .onConflictDoUpdate({ target: contentPages.id, set: { value, imageUrl: "demo/landing/mission.jpg", subTitle: "Our mission" } });
    const answer = await t.call<AboutBlockData>("GET", "about");
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ name: "Live, learn and create together", sub_title: "Our mission", image_url: null });
    const text = answer.data!.value;
    expect(text.length).toBeLessThanOrEqual(800);
    expect(text.length).toBeGreaterThan(700);
    expect(text).toMatch(/^Marquee brings people together .*\p{L}…$/u);
    expect(text).not.toMatch(/<|&amp;/);
  });

  it("answers a short page whole", async () => {
    await t.db.update(contentPages).set({ value: "<p>Short.</p>" }).where(eq(contentPages.id, 4));
    expect((await t.call<AboutBlockData>("GET", "about")).data!.value).toBe("Short.");
  });

  it("answers 404 'Page not found' when page 4 is missing", async () => {
    await t.db.delete(contentPages).where(eq(contentPages.id, 4));
    expect(await t.call("GET", "about")).toMatchObject({ status: 404, success: false, message: "Page not found" });
  });
});
