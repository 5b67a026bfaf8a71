// Events search (spec 000 §2 "Events search", §7 events-search). The listing rule:
// published, active, not cancelled, not rejected events outside channels that have not ended (live:
// the end instant in its own zone, the generated ends_at, is in the future; pre-recorded: always). A
// recurring event's occurrences are one card, its next date to book (series.ts, ADR 063). Text goes
// through PostgreSQL full-text search (`search_vector`, kept by triggers; GIN index events_search_idx)
// by what it means (meaning.ts, ADR 061: synonyms, any word found, ranked by the words matched and
// then ts_rank), then by date; without text the order is by date (the partial index events_public_idx),
// live events first and pre-recorded ones after them (their date is null; oldest first).
// Paging is in SQL (limit/offset and a count); the page's cards are one more query (cards.ts). The
// vector holds the title, the category names, the host's name and the description (ADR 037). Text that
// finds nothing gets "Did you mean" suggestions (suggestions.ts).
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { events, type EventType } from "~server/db/schema";
import { invalid } from "~server/domain/errors";
import { categoriesFor } from "~server/domain/events/require-data";
import type { CardViewer } from "./cards";
import { meaningSql } from "./meaning";
import { firstOfSeries, loadListedCards, seriesCountSql, type ListedCard } from "./series";
import { searchSuggestions, type SearchSuggestion } from "./suggestions";
import { inCategoryTree, notEnded, publicEvent } from "./visibility";
import { freshReads, type SharedReads } from "~server/domain/shared-reads";
import { idOf as idOfText } from "~shared/ids";

export const SEARCH_PAGE_SIZE = 9;
export const SEARCH_TEXT_MAX = 200;
/** Deeper than any real listing; a page past the end is answered empty. */
export const SEARCH_MAX_PAGE = 100_000;

export const SEARCH_MESSAGES = {
  eventType: "Event type must be Online Event or Pre Recorded.",
  search: `Search text must be at most ${SEARCH_TEXT_MAX} characters.`,
  category: "Category must be a category id.",
  userId: "User id must be a user id.",
  page: `Page must be a whole number from 1 to ${SEARCH_MAX_PAGE}.`,
} as const;

export interface SearchFilters {
  /** Trimmed; null for no text. */
  text: string | null;
  eventType: EventType | null;
  categoryId: number | null;
  hostId: number | null;
  /** 1-based. */
  page: number;
}

const EVENT_TYPES: Record<string, EventType | null> = {
  "": null,
  all: null,
  "all events": null,
  "online event": "Online Event",
  online: "Online Event",
  "pre recorded": "Pre Recorded",
  "pre-recorded": "Pre Recorded",
};

/** An optional id of the query (null when empty); anything else but an id is a 422 naming `field`. */
export function optionalIdOf(value: string | undefined, field: string, message: string): number | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  const id = idOfText(text);
  if (id === null) throw invalid(message, { [field]: [message] });
  return id;
}

/** A search's text, trimmed (null when empty); over SEARCH_TEXT_MAX characters is a 422 naming `field`. */
export function searchTextOf(value: string | undefined, field: string): string | null {
  const text = (value ?? "").trim();
  if (text.length > SEARCH_TEXT_MAX) throw invalid(SEARCH_MESSAGES.search, { [field]: [SEARCH_MESSAGES.search] });
  return text === "" ? null : text;
}

/** A listing's 1-based page (1 when empty); anything but a whole number from 1 to SEARCH_MAX_PAGE is a 422. */
export function searchPageOf(value: string | undefined): number {
  const pageText = (value ?? "").trim();
  const page = pageText === "" ? 1 : /^\d{1,6}$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1 || page > SEARCH_MAX_PAGE) throw invalid(SEARCH_MESSAGES.page, { page: [SEARCH_MESSAGES.page] });
  return page;
}

/** The query string of events-search (and of the /search page) as filters; bad input is a 422 naming the field. */
export function parseSearchFilters(query: Record<string, string | undefined>): SearchFilters {
  const typeText = (query.event_type ?? "").trim().toLowerCase();
  if (!(typeText in EVENT_TYPES)) throw invalid(SEARCH_MESSAGES.eventType, { event_type: [SEARCH_MESSAGES.eventType] });
  const text = searchTextOf(query.search, "search");
  const page = searchPageOf(query.page);
  return {
    text,
    eventType: EVENT_TYPES[typeText] ?? null,
    categoryId: optionalIdOf(query.category, "category", SEARCH_MESSAGES.category),
    hostId: optionalIdOf(query.user_id, "user_id", SEARCH_MESSAGES.userId),
    page,
  };
}

/** The listing rule: the first four conditions are the predicate of the partial index events_public_idx. */
export function publicListingCondition(now: Date): SQL {
  return sql`${publicEvent()} and (${events.eventType} = 'Pre Recorded' or ${notEnded(now)})`;
}

/** The listing rule and the filters; with `textMatch` (meaning.ts), the text too. */
export function whereOf(filters: SearchFilters, now: Date, textMatch: SQL | null): SQL | undefined {
  return and(
    publicListingCondition(now),
    textMatch ?? undefined,
    filters.eventType ? eq(events.eventType, filters.eventType) : undefined,
    filters.hostId ? eq(events.userId, filters.hostId) : undefined,
    filters.categoryId ? inCategoryTree(events.categoryId, filters.categoryId) : undefined,
  );
}

/**
 * The ids of one page and the total, as SQL (exported for the EXPLAIN test and the bench). One
 * card per series (series.ts): a page keeps an occurrence only when it is its series' first match,
 * and the total counts series.
 */
export function searchQueries(db: Executor, filters: SearchFilters, now: Date) {
  // Text with nothing to search in it (punctuation, stop words) finds nothing.
  const meaning = filters.text ? (meaningSql(filters.text) ?? { match: sql`false`, groups: sql<number>`0`, rank: sql<number>`0` }) : null;
  const where = whereOf(filters, now, meaning?.match ?? null)!;
  const matched = db
    .select({
      id: events.id,
      seriesId: events.seriesId,
      startsAt: events.startsAt,
      eventDate: events.eventDate,
      eventTime: events.eventTime,
      groups: (meaning?.groups ?? sql<number>`0`).as("groups"),
      rank: (meaning?.rank ?? sql<number>`0`).as("rank"),
    })
    .from(events)
    .where(where)
    .as("matched");
  const order = [asc(matched.eventDate), asc(matched.eventTime), asc(matched.id)];
  const page = db
    .select({ id: matched.id })
    .from(matched)
    .where(firstOfSeries(where, matched))
    .orderBy(...(meaning ? [desc(matched.groups), desc(matched.rank), ...order] : order))
    .limit(SEARCH_PAGE_SIZE)
    .offset((filters.page - 1) * SEARCH_PAGE_SIZE);
  const count = db.select({ n: seriesCountSql }).from(events).where(where);
  return { page, count };
}

export interface SearchResult {
  /** One a series, each standing for its series' next date to book (series.ts). */
  cards: ListedCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** When the text finds nothing: the nearest category names and titles under the same filters; otherwise empty. */
  suggestions: SearchSuggestion[];
}

/**
 * One page of search results with their cards: four queries whatever the page size (ids, count,
 * the page's series, cards), and two more for suggestions when the text finds nothing. With `shared` (ADR 045) the
 * results and the visitor's cards are read once per few seconds for every viewer, and a signed-in
 * viewer's own fields are one query more.
 */
export async function searchEvents(db: Executor, filters: SearchFilters, viewer: CardViewer, now: Date, shared: SharedReads = freshReads): Promise<SearchResult> {
  const found = await shared.read(`search ${JSON.stringify(filters)}`, async () => {
    const queries = searchQueries(db, filters, now);
    const [rows, [counted]] = await Promise.all([queries.page, queries.count]);
    const total = counted?.n ?? 0;
    const suggestions = total === 0 && filters.text ? await searchSuggestions(db, filters.text, whereOf(filters, now, null)) : [];
    return { ids: rows.map((row) => row.id), total, suggestions };
  });
  const cards = (await loadListedCards(db, found.ids, viewer, now, shared)).map((listed) => listed.card);
  const { total, suggestions } = found;
  return { cards, total, page: filters.page, pageSize: SEARCH_PAGE_SIZE, pageCount: Math.ceil(total / SEARCH_PAGE_SIZE), suggestions };
}

/** categories-list-search (and the channels catalogue's select, with "channel"): the categories, each parent followed by its sub-categories. */
export async function searchCategories(db: Executor, kind: "event" | "channel" = "event"): Promise<{ id: number; name: string; parentId: number | null }[]> {
  const tree = await categoriesFor(db, kind);
  return tree.flatMap(({ category, children }) => [
    { id: category.id, name: category.name, parentId: null },
    ...children.map((child) => ({ id: child.id, name: child.name, parentId: category.id })),
  ]);
}
