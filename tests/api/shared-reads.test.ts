// Shared reads through the API (ADR 045): what is the same for everyone is shared for a while, each
// caller's own fields (booked, favourite, the all-in price of their package, host) never are, a
// write through the API is seen by the next read, and one page's calls look the token up once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { EventDetailData, PublicEventData, UpcomingEventsData } from "~server/api/contract";
import { apiTokens, events, favourites, reviews } from "~server/db/schema";
import { hashToken } from "~server/domain/accounts/tokens";
import { sharedReads } from "~server/domain/shared-reads";
import { REQUEST_ID_HEADER } from "~shared/http-headers";
import { useTestApi } from "~tests/support/api";
import { createChannelSubscription } from "~tests/support/channel-subscriptions";
import { createBooking, createCategory, createHostedChannel, createHostedEvent, dateFromToday } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

beforeAll(async () => {
  // As in production; an hour, so that nothing in a test expires by itself.
  t.services.sharedReads = sharedReads({ ttlMs: 60 * 60 * 1000, maxEntries: 100 });
  // Someone else's bookings first, so that no booking's id is its event's id by chance.
  const someone = await createUser(t);
  const elsewhere = await createHostedEvent(t.db, someone.row, { title: "Shared reads elsewhere" });
  for (let i = 0; i < 7; i += 1) await createBooking(t.db, elsewhere, (await createUser(t)).id);
});

const upcoming = (category: number, token?: string) => t.call<UpcomingEventsData>("GET", `upcoming_online_event?category=${category}`, { token });
const search = (text: string, token?: string) => t.call<PublicEventData[]>("GET", `events-search?search=${encodeURIComponent(text)}`, { token });
const detail = (id: number, token?: string) => t.call<EventDetailData>("GET", `events/${id}`, { token });
const cardOf = (list: PublicEventData[], id: number) => {
  const card = list.find((event) => event.id === id);
  if (!card) throw new Error(`event ${id} is not in the list`);
  return card;
};

/** Two attendees (one on the premium package, whose fees differ), a host and a public live event of theirs, £10, in a category of its own. */
async function scene(title: string) {
  const host = await createUser(t);
  const [a, b] = await Promise.all([createUser(t), createUser(t, { packageId: 2 })]);
  const [hostToken, aToken, bToken] = await Promise.all([loginAs(t, host), loginAs(t, a), loginAs(t, b)]);
  const category = await createCategory(t.db);
  const event = await createHostedEvent(t.db, host.row, { title, categoryId: category, eventDate: dateFromToday(4), eventTime: "10:00", ticketPricePence: 1000, isFree: false });
  return { host, a, b, hostToken, aToken, bToken, category, event };
}

describe("shared reads and each caller's own fields", () => {
  it("shows a booking and a favourite only to their owner, on the home list, search and the event page", async () => {
    const s = await scene("Shared reads lantern workshop");
    // Everyone reads first, so the shared data is kept before the booking and the favourite exist.
    for (const token of [undefined, s.aToken, s.bToken]) {
      expect(cardOf((await upcoming(s.category, token)).data!.events, s.event).is_booked).toBe(false);
      expect(cardOf((await search("lantern", token)).data!, s.event).is_booked).toBe(false);
      expect((await detail(s.event, token)).data!.is_booked).toBe(false);
    }
    // Written straight to the database: nothing clears the shared reads.
    await createBooking(t.db, s.event, s.a.id);
    await t.db.insert(favourites).values({ userId: s.b.id, eventId: s.event });

    const forA = cardOf((await upcoming(s.category, s.aToken)).data!.events, s.event);
    const forB = cardOf((await upcoming(s.category, s.bToken)).data!.events, s.event);
    const forVisitor = cardOf((await upcoming(s.category)).data!.events, s.event);
    expect([forA.is_booked, forA.is_favorite]).toEqual([true, false]);
    expect([forB.is_booked, forB.is_favorite]).toEqual([false, true]);
    expect([forVisitor.is_booked, forVisitor.is_favorite]).toEqual([false, false]);

    expect(cardOf((await search("lantern", s.aToken)).data!, s.event).is_booked).toBe(true);
    expect(cardOf((await search("lantern", s.bToken)).data!, s.event).is_booked).toBe(false);
    expect(cardOf((await search("lantern", s.bToken)).data!, s.event).is_favorite).toBe(true);
    expect((await detail(s.event, s.aToken)).data!.is_booked).toBe(true);
    expect((await detail(s.event, s.bToken)).data!.is_booked).toBe(false);
    expect((await detail(s.event)).data!.is_booked).toBe(false);
  });

  it("keeps each caller's own fields apart when their lists are asked all at once (one read of own fields per caller and turn)", async () => {
    const s = await scene("Shared reads kite flying");
    await createBooking(t.db, s.event, s.a.id);
    await t.db.insert(favourites).values({ userId: s.b.id, eventId: s.event });
    const lists = await Promise.all(
      [s.aToken, s.bToken, undefined, s.aToken, s.bToken].flatMap((token) => [upcoming(s.category, token), search("kite", token)]),
    );
    const flags = lists.map((answer) => {
      const data = answer.data as UpcomingEventsData | PublicEventData[];
      const card = cardOf(Array.isArray(data) ? data : data.events, s.event);
      return [card.is_booked, card.is_favorite];
    });
    const a = [true, false];
    const b = [false, true];
    const visitor = [false, false];
    expect(flags).toEqual([a, a, b, b, visitor, visitor, a, a, b, b]);
    // The personal lists share the visitor's cards too, with their owner's fields laid over them.
    const [booked, favourite] = await Promise.all([
      t.call<PublicEventData[]>("GET", "booked-events", { token: s.aToken }),
      t.call<PublicEventData[]>("GET", "favorite-list", { token: s.bToken }),
    ]);
    expect([cardOf(booked.data!, s.event).is_booked, cardOf(booked.data!, s.event).is_favorite]).toEqual(a);
    expect([cardOf(favourite.data!, s.event).is_booked, cardOf(favourite.data!, s.event).is_favorite]).toEqual(b);
  });

  it("marks an event subscribed only through its own channel's subscription", async () => {
    const host = await createUser(t);
    const subscriber = await createUser(t);
    const token = await loginAs(t, subscriber);
    const [mine, other] = await Promise.all([createHostedChannel(t.db, host.row, { title: "Shared reads club" }), createHostedChannel(t.db, host.row, { title: "Shared reads other club" })]);
    const [inMine, inOther] = await Promise.all([
      createHostedEvent(t.db, host.row, { title: "Shared reads club night", channelId: mine }),
      createHostedEvent(t.db, host.row, { title: "Shared reads other night", channelId: other }),
    ]);
    await createChannelSubscription(t.db, mine, subscriber.id);
    expect((await detail(inMine, token)).data!.channel_subscribe_status).toBe(true);
    expect((await detail(inOther, token)).data!.channel_subscribe_status).toBe(false);
    expect((await detail(inMine)).data!.channel_subscribe_status).toBe(false);
  });

  it("prices each card with the caller's own package and marks the host's own event", async () => {
    const s = await scene("Shared reads paper kite class");
    const visitor = cardOf((await upcoming(s.category)).data!.events, s.event);
    const onFree = cardOf((await upcoming(s.category, s.aToken)).data!.events, s.event);
    const onPremium = cardOf((await upcoming(s.category, s.bToken)).data!.events, s.event);
    const host = cardOf((await upcoming(s.category, s.hostToken)).data!.events, s.event);
    // The free package adds 20 % tax and 2.5 % handling; the premium package of the tests adds none.
    expect(visitor.price_all_in).toBe(1230);
    expect(onFree.price_all_in).toBe(1230);
    expect(onPremium.price_all_in).toBe(1000);
    expect([visitor.is_host, onFree.is_host, onPremium.is_host, host.is_host]).toEqual([false, false, false, true]);
  });

  it("keeps what is the same for everyone for a while, and reads it again after a write through the API", async () => {
    const s = await scene("Shared reads origami evening");
    expect(cardOf((await upcoming(s.category, s.aToken)).data!.events, s.event).title).toBe("Shared reads origami evening");
    await t.db.update(events).set({ title: "Shared reads origami night" }).where(eq(events.id, s.event));
    // Shared: the list and the card are those read a moment ago, for every caller.
    expect(cardOf((await upcoming(s.category, s.bToken)).data!.events, s.event).title).toBe("Shared reads origami evening");
    expect(cardOf((await upcoming(s.category)).data!.events, s.event).title).toBe("Shared reads origami evening");
    // A refused or unknown write changes nothing and forgets nothing (anyone could send those).
    expect((await t.call("POST", "favorite-event", { token: s.aToken, body: { event_id: "x" } })).status).toBeGreaterThanOrEqual(400);
    expect((await t.call("POST", "no-such-call", { body: {} })).status).toBe(404);
    expect(cardOf((await upcoming(s.category, s.bToken)).data!.events, s.event).title).toBe("Shared reads origami evening");
    // An accepted write through the API (here a favourite) forgets the shared reads.
    const added = await t.call("POST", "favorite-event", { token: s.aToken, body: { event_id: s.event } });
    expect(added.status).toBe(200);
    expect(cardOf((await upcoming(s.category, s.bToken)).data!.events, s.event).title).toBe("Shared reads origami night");
  });
});

describe("the caller of one page", () => {
  it("is looked up once per request id for reads, afresh for a write and for another request", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const page = { [REQUEST_ID_HEADER]: "page-1" };
    expect((await t.call("GET", "user", { token, headers: page })).status).toBe(200);
    await t.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.tokenHash, hashToken(token)));
    // The same page's next read: the caller it already knows.
    expect((await t.call("GET", "user", { token, headers: page })).status).toBe(200);
    // Another page, no page, and a write: the token as it is now.
    expect((await t.call("GET", "user", { token, headers: { [REQUEST_ID_HEADER]: "page-2" } })).status).toBe(401);
    expect((await t.call("GET", "user", { token })).status).toBe(401);
    expect((await t.call("POST", "logout", { token, headers: page })).status).toBe(401);
    // After the write, the page's reads look the token up again.
    expect((await t.call("GET", "user", { token, headers: page })).status).toBe(401);
  });

  it("reads the caller's profile with the token: the page's GET user asks nothing more, another page reads it afresh", async () => {
    const [user, reviewer] = await Promise.all([createUser(t), createUser(t)]);
    const token = await loginAs(t, user);
    const reviewsOf = async (requestId: string) =>
      (await t.call<{ total_reviews: number }>("GET", "user", { token, headers: { [REQUEST_ID_HEADER]: requestId } })).data!.total_reviews;
    expect(await reviewsOf("page-3")).toBe(0);
    await t.db.insert(reviews).values({ reviewerId: reviewer.id, reviewedUserId: user.id, review: "Lovely class", rating: 5 });
    // The same page: the profile read with the token a moment ago (no query of its own).
    expect(await reviewsOf("page-3")).toBe(0);
    // Another page: the token, and with it the profile, as they are now.
    expect(await reviewsOf("page-4")).toBe(1);
  });
});
