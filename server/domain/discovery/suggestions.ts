// "Did you mean" (ADR 035): when a search's text finds nothing, the event category names and event
// titles nearest to it by pg_trgm's word similarity (how many of the text's trigrams one stretch of
// the name holds). A candidate must reach pg_trgm.word_similarity_threshold (0.6 unless the database
// sets another), the `<%` operator that the trigram index events_title_trgm_idx serves. Only what the
// same listing rule and filters list is offered, so searching a suggestion finds something: a title
// of a listed event, a category (or parent category) of one. Best first, categories before titles
// of the same score, at most SUGGESTIONS_MAX.
import { and, asc, desc, ne, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categories, events } from "~server/db/schema";

export const SUGGESTIONS_MAX = 5;

export interface SearchSuggestion {
  /** The text to search for instead. */
  text: string;
  kind: "category" | "title";
}

/** The two queries, titles and categories, each best first (exported for the EXPLAIN test). */
export function suggestionQueries(db: Executor, text: string, listed: SQL | undefined) {
  const titleScore = sql<number>`max(word_similarity(${text}, ${events.title}))`.mapWith(Number);
  const titles = db
    .select({ text: events.title, score: titleScore })
    .from(events)
    .where(and(listed, sql`${text} <% ${events.title}`))
    .groupBy(events.title)
    .orderBy(desc(titleScore), asc(events.title))
    .limit(SUGGESTIONS_MAX);
  const categoryScore = sql<number>`word_similarity(${text}, ${categories.name})`.mapWith(Number);
  const inCategory = sql`(${events.categoryId} = ${categories.id} or ${events.categoryId} in (select child.id from categories child where child.parent_id = ${categories.id}))`;
  const named = db
    .select({ text: categories.name, score: categoryScore })
    .from(categories)
    .where(
      and(
        ne(categories.kind, "channel"),
        sql`${text} <% ${categories.name}`,
        sql`exists (select 1 from ${events} where ${and(listed, inCategory)})`,
      ),
    )
    .orderBy(desc(categoryScore), asc(categories.name))
    .limit(SUGGESTIONS_MAX);
  return { titles, categories: named };
}

/** The suggestions for `text` among the events `listed` selects (the search's rule and filters without the text). */
export async function searchSuggestions(db: Executor, text: string, listed: SQL | undefined): Promise<SearchSuggestion[]> {
  const queries = suggestionQueries(db, text, listed);
  const [titles, named] = await Promise.all([queries.titles, queries.categories]);
  const ranked = [
    ...named.map((row) => ({ ...row, kind: "category" as const })),
    ...titles.map((row) => ({ ...row, kind: "title" as const })),
  ].sort((a, b) => b.score - a.score);
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
