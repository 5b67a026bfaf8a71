// "Did you mean" (ADR 037): when a search's text finds nothing, the category names and titles of
// the things searched (events on /search, channels on /channels) nearest to it by pg_trgm's word similarity (the share of the text's trigrams that one
// stretch of the name holds), when it is at least SUGGESTION_MIN_SIMILARITY. Only what the same
// listing rule and filters list is offered, so searching a suggestion finds something: a title of a
// listed event, a category (or parent category) of one. Best first, categories before titles of the
// same score, at most SUGGESTIONS_MAX.
//
// Titles are read nearest first through the GiST index events_title_trgm_idx (channels': channels_title_trgm_idx), an index scan ordered
// by the word-similarity distance `<<->`, which stops after TITLE_CANDIDATES rows whatever the
// table's size; the threshold is applied to those. A filter in the query (`<%`) would look cheaper
// to the planner than it is (it prices each similarity as one operator) and lead it to compute one
// for every listed event at a few thousand rows.
import { and, asc, desc, ne, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categories, channels, events } from "~server/db/schema";
import { inCategoryTree } from "./visibility";

export const SUGGESTIONS_MAX = 5;
/** pg_trgm's own default for word similarity (pg_trgm.word_similarity_threshold). */
export const SUGGESTION_MIN_SIMILARITY = 0.6;
/** The nearest rows read: a recurring event's occurrences share a title, so more than SUGGESTIONS_MAX. */
const TITLE_CANDIDATES = 50;

export interface SearchSuggestion {
  /** The text to search for instead. */
  text: string;
  kind: "category" | "title";
}

/**
 * What is searched: its table (with a GiST trigram index on the listed titles), and the kind of
 * category it never takes (events take "event" and "both" categories, channels "channel" and "both").
 */
export type SuggestionSource = { table: typeof events; otherKind: "channel" } | { table: typeof channels; otherKind: "event" };

export const EVENT_SUGGESTIONS: SuggestionSource = { table: events, otherKind: "channel" };
export const CHANNEL_SUGGESTIONS: SuggestionSource = { table: channels, otherKind: "event" };

/** The two queries, titles (nearest first, before the threshold) and categories (exported for the EXPLAIN test). */
export function suggestionQueries(db: Executor, text: string, listed: SQL | undefined, source: SuggestionSource = EVENT_SUGGESTIONS) {
  const { table } = source;
  const titles = db
    .select({ text: table.title, score: sql<number>`word_similarity(${text}, ${table.title})`.mapWith(Number) })
    .from(table)
    .where(listed)
    .orderBy(sql`${text} <<-> ${table.title}`)
    .limit(TITLE_CANDIDATES);
  const categoryScore = sql<number>`word_similarity(${text}, ${categories.name})`.mapWith(Number);
  const inCategory = inCategoryTree(table.categoryId, categories.id);
  const named = db
    .select({ text: categories.name, score: categoryScore })
    .from(categories)
    .where(
      and(
        ne(categories.kind, source.otherKind),
        sql`${categoryScore} >= ${SUGGESTION_MIN_SIMILARITY}`,
        sql`exists (select 1 from ${table} where ${and(listed, inCategory)})`,
      ),
    )
    .orderBy(desc(categoryScore), asc(categories.name))
    .limit(SUGGESTIONS_MAX);
  return { titles, categories: named };
}

/** The suggestions for `text` among the events (or channels) `listed` selects (the search's rule and filters without the text). */
export async function searchSuggestions(
  db: Executor,
  text: string,
  listed: SQL | undefined,
  source: SuggestionSource = EVENT_SUGGESTIONS,
): Promise<SearchSuggestion[]> {
  const queries = suggestionQueries(db, text, listed, source);
  const [titles, named] = await Promise.all([queries.titles, queries.categories]);
  const ranked = [
    ...named.map((row) => ({ ...row, kind: "category" as const })),
    ...titles.filter((row) => row.score >= SUGGESTION_MIN_SIMILARITY).map((row) => ({ ...row, kind: "title" as const })),
  ].sort((a, b) => b.score - a.score || (a.kind === b.kind ? a.text.localeCompare(b.text) : 0));
  const seen = new Set([text.trim().toLowerCase()]);
  const suggestions: SearchSuggestion[] = [];
  for (const { text: suggestion, kind } of ranked) {
    const key = suggestion.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ text: suggestion, kind });
  }
  return suggestions.slice(0, SUGGESTIONS_MAX);
}
