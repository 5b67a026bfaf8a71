// What the header's search box suggests as someone types: a few events, channels, categories and
// hosts whose names hold every typed word at the start of one of their words ("yog flo" finds
// "Sunrise Vinyasa Flow: yoga…"; "paint" finds "Drawing and painting"). Only what anyone may see
// listed is suggested, by the listings' own rules: events as search lists them (publicListingCondition:
// published, active, not cancelled or rejected, outside channels, not ended), channels as the
// catalogue lists them (publicChannel), categories holding one of those, and hosts of one of those
// whose account is there. A recurring event is suggested once, at its next date.
//
// Titles are matched with ILIKE (the trigram GiST indexes on listed titles answer it from three
// characters) and then by a word-start regular expression. The typed text is cut into words of
// letters and digits first, so nothing typed reaches a pattern as syntax.
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "~server/db/client";
import { categories, channels, events, users } from "~server/db/schema";
import { invalid } from "~server/domain/errors";
import { freshReads, type SharedReads } from "~server/domain/shared-reads";
import { SEARCH_MESSAGES, searchTextOf, publicListingCondition } from "./search";
import { inCategoryTree, publicChannel } from "./visibility";

/** Fewer characters than this (letters and digits) suggest nothing: every title holds one or two. */
export const TYPEAHEAD_MIN_CHARACTERS = 2;
/** The words of the text that count; more narrow nothing a person would want. */
export const TYPEAHEAD_MAX_WORDS = 6;
export const TYPEAHEAD_LIMITS = { events: 5, channels: 3, categories: 3, hosts: 3 } as const;

export const TYPEAHEAD_MESSAGES = {
  search: SEARCH_MESSAGES.search,
  characters: "Search text contains characters that are not allowed.",
} as const;

/** Control characters (a NUL is refused before, with every call's 400). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The typed text as the words that are matched: lower case, letters and digits only (accents kept),
 * at most TYPEAHEAD_MAX_WORDS. Over 200 characters or with control characters is a 422 naming
 * `search`; text with fewer than TYPEAHEAD_MIN_CHARACTERS letters and digits is no words.
 */
export function typeaheadWords(value: string | undefined): string[] {
  if (value !== undefined && CONTROL.test(value)) throw invalid(TYPEAHEAD_MESSAGES.characters, { search: [TYPEAHEAD_MESSAGES.characters] });
  const text = searchTextOf(value, "search");
  const words = (text ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.join("").length < TYPEAHEAD_MIN_CHARACTERS) return [];
  return [...new Set(words)].slice(0, TYPEAHEAD_MAX_WORDS);
}

/**
 * Every word at the start of a word of the name: ILIKE for each word (an index can answer it), then
 * the word start. The words are letters and digits only (typeaheadWords), so they carry no pattern syntax.
 * PostgreSQL's \m is the start of a word: a letter or digit after anything else.
 */
export function namesMatch(name: SQL | AnyPgColumn, words: readonly string[]): SQL {
  return and(...words.map((word) => sql`(${name} ilike ${`%${word}%`} and ${name} ~* ${`\\m${word}`})`))!;
}

/** Names that begin with the first word come first. */
function startsWithFirst(name: SQL | AnyPgColumn, words: readonly string[]): SQL {
  return sql`(${name} ilike ${`${words[0]}%`})`;
}

export interface TypeaheadEvent {
  id: number;
  title: string;
  slug: string;
  eventType: "Online Event" | "Pre Recorded";
  hostFirstName: string;
  hostLastName: string;
}

export interface TypeaheadChannel {
  id: number;
  title: string;
  slug: string;
  hostFirstName: string;
  hostLastName: string;
}

export interface TypeaheadCategory {
  id: number;
  name: string;
  /** It holds listed events (/search lists them); else only channels (/channels does). */
  hasEvents: boolean;
}

export interface TypeaheadHost {
  id: number;
  firstName: string;
  lastName: string;
}

export interface Typeahead {
  events: TypeaheadEvent[];
  channels: TypeaheadChannel[];
  categories: TypeaheadCategory[];
  hosts: TypeaheadHost[];
}

const NOTHING: Typeahead = { events: [], channels: [], categories: [], hosts: [] };

/** The four lists for `words` at `now` (four queries); shared for a few seconds by every caller (ADR 045). */
export async function typeahead(db: Executor, words: readonly string[], now: Date, shared: SharedReads = freshReads): Promise<Typeahead> {
  if (words.length === 0) return NOTHING;
  return shared.read(`typeahead ${words.join(" ")}`, async () => {
    const [foundEvents, foundChannels, foundCategories, foundHosts] = await Promise.all([
      matchingEvents(db, words, now),
      matchingChannels(db, words),
      matchingCategories(db, words, now),
      matchingHosts(db, words, now),
    ]);
    return { events: foundEvents, channels: foundChannels, categories: foundCategories, hosts: foundHosts };
  });
}

/** Each series once (its next occurrence: the first by date), then the best few. */
async function matchingEvents(db: Executor, words: readonly string[], now: Date): Promise<TypeaheadEvent[]> {
  const series = sql`coalesce(${events.seriesId}, ${events.id})`;
  const next = db
    .selectDistinctOn([series], {
      id: events.id,
      title: events.title,
      slug: events.slug,
      eventType: events.eventType,
      eventDate: events.eventDate,
      eventTime: events.eventTime,
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
      first: sql<boolean>`${startsWithFirst(events.title, words)}`.as("first"),
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(publicListingCondition(now), namesMatch(events.title, words)))
    .orderBy(series, sql`${events.eventDate} asc nulls last`, asc(events.eventTime), asc(events.id))
    .as("next");
  const rows = await db
    .select({ id: next.id, title: next.title, slug: next.slug, eventType: next.eventType, hostFirstName: next.hostFirstName, hostLastName: next.hostLastName })
    .from(next)
    .orderBy(desc(next.first), sql`${next.eventDate} asc nulls last`, asc(next.eventTime), asc(next.id))
    .limit(TYPEAHEAD_LIMITS.events);
  return rows.map((row) => ({ ...row, eventType: row.eventType as TypeaheadEvent["eventType"] }));
}

async function matchingChannels(db: Executor, words: readonly string[]): Promise<TypeaheadChannel[]> {
  return db
    .select({ id: channels.id, title: channels.title, slug: channels.slug, hostFirstName: users.firstName, hostLastName: users.lastName })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.userId))
    .where(and(publicChannel(), namesMatch(channels.title, words)))
    .orderBy(desc(startsWithFirst(channels.title, words)), desc(channels.createdAt), desc(channels.id))
    .limit(TYPEAHEAD_LIMITS.channels);
}

/** Categories holding a listed event or channel (in their tree); those with events first. */
async function matchingCategories(db: Executor, words: readonly string[], now: Date): Promise<TypeaheadCategory[]> {
  const hasEvents = sql<boolean>`exists (select 1 from ${events} where ${and(publicListingCondition(now), inCategoryTree(events.categoryId, categories.id))})`;
  const hasChannels = sql<boolean>`exists (select 1 from ${channels} where ${and(publicChannel(), inCategoryTree(channels.categoryId, categories.id))})`;
  const rows = await db
    .select({ id: categories.id, name: categories.name, hasEvents })
    .from(categories)
    .where(and(namesMatch(categories.name, words), sql`(${hasEvents} or ${hasChannels})`))
    .orderBy(desc(startsWithFirst(categories.name, words)), asc(categories.name), asc(categories.id))
    .limit(TYPEAHEAD_LIMITS.categories);
  return rows.map((row) => ({ ...row, hasEvents: Boolean(row.hasEvents) }));
}

/** Hosts with a listed event or channel, their account there and not deactivated. */
async function matchingHosts(db: Executor, words: readonly string[], now: Date): Promise<TypeaheadHost[]> {
  const name = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  const hosting = sql`(exists (select 1 from ${events} where ${events.userId} = ${users.id} and ${publicListingCondition(now)})
    or exists (select 1 from ${channels} where ${channels.userId} = ${users.id} and ${publicChannel()}))`;
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(isNull(users.deletedAt), isNull(users.deactivatedAt), namesMatch(name, words), hosting))
    .orderBy(desc(startsWithFirst(name, words)), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(TYPEAHEAD_LIMITS.hosts);
}
