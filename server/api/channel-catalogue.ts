// GET channels (002 §7): the channels catalogue. Public: a logged-in caller's package sets the
// all-in prices on the cards.
import { Hono } from "hono";
import { parseCatalogueFilters, searchChannels, type ChannelCard } from "~server/domain/channels/catalogue";
import { searchCategories } from "~server/domain/discovery/search";
import { publicUrl } from "~server/domain/uploads/uploads";
import type { ObjectStorage } from "~server/integrations/storage/types";
import { cutHtml } from "~shared/text-cut";
import type { ApiEnv } from "./context";
import type { ChannelCardData } from "./contract";
import { defineCall } from "./router";

export const channelCatalogueRoutes = new Hono<ApiEnv>();

/** The card's length of description, as the home page's trending tab cuts it. */
const CARD_DESCRIPTION_LENGTH = 100;

/** A channel card as the API gives it (the catalogue; host profiles and home may use it too). */
export function toChannelCardData(card: ChannelCard, storage: Pick<ObjectStorage, "publicUrl">): ChannelCardData {
  const documents = card.documents;
  return {
    id: card.id,
    title: card.title,
    channel_slug: card.slug,
    short_description: cutHtml(card.description, CARD_DESCRIPTION_LENGTH),
    image: publicUrl(storage, card.image),
    price: card.pricePence,
    price_all_in: card.priceAllInPence,
    is_monthly_subscription: card.isMonthlySubscription ? 1 : 0,
    event_type: card.eventType as ChannelCardData["event_type"],
    category: card.category ? { id: card.category.id, name: card.category.name, parent_name: card.category.parentName } : null,
    user: { id: card.host.id, full_name: `${card.host.firstName} ${card.host.lastName}`.trim() },
    event_count: card.preRecordedEvents + card.liveEvents + documents,
    no_of_pre_recorded_events: card.preRecordedEvents,
    no_of_onlive_events: card.liveEvents,
    no_of_documents: documents,
    subscribers_count: card.subscribers,
    remaining_subscriber: card.remainingSubscribers,
  };
}

defineCall(channelCatalogueRoutes, "GET channels", async ({ services, user, query }) => {
  const filters = parseCatalogueFilters(query);
  const [result, categories] = await Promise.all([
    searchChannels(services.db, filters, user ? { id: user.id } : null, services.now()),
    searchCategories(services.db, "channel"),
  ]);
  return {
    data: result.cards.map((card) => toChannelCardData(card, services.storage)),
    extra: {
      pagination: { current_page: result.page, per_page: result.pageSize, total: result.total, last_page: result.pageCount },
      suggestions: result.suggestions,
      categories: categories.map((category) => ({ id: category.id, name: category.name, parent_id: category.parentId })),
    },
  };
});
