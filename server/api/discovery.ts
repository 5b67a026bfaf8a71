// Discovery calls (spec 000 §7): categories-list-search and events-search. Public: a logged-in
// caller's token adds their own facts to the cards (booked, favourite, host). What is the same for
// every caller is shared for a few seconds (ADR 045).
import { Hono } from "hono";
import { searchCategories, searchEvents, parseSearchFilters } from "~server/domain/discovery/search";
import { sharedReadsOf } from "~server/domain/shared-reads";
import type { ApiEnv } from "./context";
import { toPublicEvent } from "./public-events";
import { defineCall } from "./router";

export const discoveryRoutes = new Hono<ApiEnv>();

defineCall(discoveryRoutes, "GET categories-list-search", async ({ services }) => ({
  data: (await sharedReadsOf(services).read("categories-list-search", () => searchCategories(services.db))).map((category) => ({ id: category.id, name: category.name, parent_id: category.parentId })),
}));

defineCall(discoveryRoutes, "GET events-search", async ({ services, user, query }) => {
  const filters = parseSearchFilters(query);
  const now = services.now();
  const result = await searchEvents(services.db, filters, user ? { id: user.id } : null, now, services.sharedReads);
  return {
    data: result.cards.map((card) => toPublicEvent(card, services.storage, now)),
    extra: {
      pagination: { current_page: result.page, per_page: result.pageSize, total: result.total, last_page: result.pageCount },
      suggestions: result.suggestions,
    },
  };
});
