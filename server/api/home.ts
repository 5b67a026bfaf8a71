// The home page's calls (spec 001 §1, §7): GET about, home-event[/{userId}], trending-event-channel,
// upcoming_online_event[/{userId}] and upcoming_recorded_event[/{userId}]. All public; a logged-in
// caller's token adds their own flags (booked, favourite, subscribed) to the cards. The path's
// userId is read and ignored: a caller is only ever shown their own flags. What is the same for every
// caller (the lists, the visitor's cards) is read once per few seconds (ADR 045).
import { Hono } from "hono";
import type { TokenUser } from "~server/domain/accounts/tokens";
import { findAboutBlock } from "~server/domain/content/pages";
import { idOrNotFound } from "~server/domain/errors";
import { loadChannelCards } from "~server/domain/channels/catalogue";
import { loadListedCards } from "~server/domain/discovery/series";
import {
  ABOUT_TEXT_LENGTH,
  USER_NOT_FOUND,
  TRENDING_DESCRIPTION_LENGTH,
  categoryFilter,
  categoryTabs,
  featuredEventId,
  trendingChannels,
  trendingEvents,
  upcomingEventIds,
} from "~server/domain/discovery/home";
import { mediaUrl } from "~server/domain/uploads/uploads";
import { sharedReadsOf } from "~server/domain/shared-reads";
import type { Services } from "~server/services";
import { cutHtml } from "~shared/text-cut";
import type { ApiContext, ApiEnv } from "./context";
import type { PublicEventData, TrendingChannelData, TrendingEventData, UpcomingEventsData } from "./contract";
import { toChannelCardData } from "./channel-catalogue";
import { toPublicEvent } from "./public-events";
import { defineCall } from "./router";

export const homeRoutes = new Hono<ApiEnv>();

/** A path's userId: read for its shape only (an id), never for whose flags to show. */
function checkUserIdParam(context: ApiContext): void {
  const value = context.req.param("userId");
  if (value !== undefined) idOrNotFound(value, USER_NOT_FOUND);
}

/** Where a photo can be fetched; null for none, or a name that is no storage key (the demo's "demo/…" photos have no file). */
async function imageUrl(services: Services, key: string | null): Promise<string | null> {
  return mediaUrl(services, key);
}

interface Caller {
  services: Services;
  user: TokenUser | null;
  context: ApiContext;
}

/**
 * The cards of these listed events for the caller, in the order of `ids`, a series' card standing for
 * its next date to book; each with the listed id it stands for.
 */
async function cardsInOrder(services: Services, ids: number[], user: TokenUser | null, now: Date): Promise<{ listedId: number; event: PublicEventData }[]> {
  const listed = await loadListedCards(services.db, ids, user, now, services.sharedReads);
  return listed.map(({ listedId, card }) => ({ listedId, event: toPublicEvent(card, services.storage, now) }));
}

defineCall(homeRoutes, "GET about", async ({ services }) => {
  // Cut once per read: the block's HTML is the same for every page until it is read again.
  const { block, value } = await sharedReadsOf(services).read("about-block", async () => {
    const found = await findAboutBlock(services.db);
    return { block: found, value: cutHtml(found.html, ABOUT_TEXT_LENGTH) };
  });
  return {
    data: {
      name: block.name,
      sub_title: block.subTitle,
      value,
      image_url: await imageUrl(services, block.imageKey),
    },
  };
});

async function homeEvent({ services, user, context }: Caller): Promise<{ data: PublicEventData | null }> {
  checkUserIdParam(context);
  const now = services.now();
  const id = await sharedReadsOf(services).read("featured-event", () => featuredEventId(services.db, now));
  const [card] = id === null ? [] : await cardsInOrder(services, [id], user, now);
  return { data: card?.event ?? null };
}

defineCall(homeRoutes, "GET home-event", homeEvent);
defineCall(homeRoutes, "GET home-event/:userId", homeEvent);

function upcoming(type: "Online Event" | "Pre Recorded") {
  return async ({ services, user, context, query }: Caller & { query: { category?: string } }): Promise<{ data: UpcomingEventsData }> => {
    checkUserIdParam(context);
    const now = services.now();
    const reads = sharedReadsOf(services);
    const categoryId = await reads.read(`category-filter ${query.category ?? ""}`, () => categoryFilter(services.db, query.category));
    const [ids, tabs] = await Promise.all([
      reads.read(`upcoming ${type} ${categoryId ?? ""}`, () => upcomingEventIds(services.db, { type, categoryId, now })),
      reads.read(`category-tabs ${type}`, () => categoryTabs(services.db, type, now)),
    ]);
    return {
      data: {
        events: (await cardsInOrder(services, ids, user, now)).map((card) => card.event),
        categories: tabs.map((tab) => ({ id: tab.id, name: tab.name, class_name: tab.className })),
        category_id: categoryId,
      },
    };
  };
}

defineCall(homeRoutes, "GET upcoming_online_event", upcoming("Online Event"));
defineCall(homeRoutes, "GET upcoming_online_event/:userId", upcoming("Online Event"));
defineCall(homeRoutes, "GET upcoming_recorded_event", upcoming("Pre Recorded"));
defineCall(homeRoutes, "GET upcoming_recorded_event/:userId", upcoming("Pre Recorded"));

/** The trending channels' catalogue cards, most subscribed in the last 30 days first. */
async function trendingChannelCards(services: Services, user: TokenUser | null, now: Date): Promise<TrendingChannelData[]> {
  const rows = await sharedReadsOf(services).read("trending-channels", () => trendingChannels(services.db, now));
  const recentOf = new Map(rows.map((row) => [row.id, row.recent]));
  const cards = await loadChannelCards(
    services.db,
    rows.map((row) => row.id),
    user ? { id: user.id } : null,
    now,
    services.sharedReads,
  );
  return cards.map((card) => ({ ...toChannelCardData(card, services.storage), recent_subscriptions: recentOf.get(card.id) ?? 0 }));
}

/** The trending events' cards, most booked in the last 30 days first, with their short descriptions. */
async function trendingEventCards(services: Services, user: TokenUser | null, now: Date): Promise<TrendingEventData[]> {
  const ranked = await sharedReadsOf(services).read("trending-events", () => trendingEvents(services.db, now));
  const recentOf = new Map(ranked.map((row) => [row.id, row.recent]));
  const cards = await cardsInOrder(
    services,
    ranked.map((row) => row.id),
    user,
    now,
  );
  return cards.map(({ listedId, event }) => ({
    ...event,
    short_description: cutHtml(event.description, TRENDING_DESCRIPTION_LENGTH),
    recent_bookings: recentOf.get(listedId) ?? 0,
  }));
}

defineCall(homeRoutes, "GET trending-event-channel", async ({ services, user, query }) => {
  const now = services.now();
  // ?tab= asks for one list only; the other is left empty.
  const [channels, events] = await Promise.all([
    query.tab === "events" ? [] : trendingChannelCards(services, user, now),
    query.tab === "channels" ? [] : trendingEventCards(services, user, now),
  ]);
  return { data: { channels, events } };
});
