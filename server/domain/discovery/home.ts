// What the home page lists (spec 001 §1, §7: home-event, trending-event-channel,
// upcoming_online_event, upcoming_recorded_event): which events and channels, in which order. The
// cards themselves (host, seats, the viewer's flags) come from cards.ts in one query.
//
// Rules (decisions where the spec is silent):
// - Public: published, active, not cancelled, not rejected, outside channels, host not deleted.
// - Upcoming live: a public live event that has not started yet (its date and time in its own zone),
//   soonest first; a recurring event's occurrences are one item, its next date to book (ADR 063). Upcoming pre-recorded: every public pre-recorded event, newest first (they have
//   no date: "upcoming" is what is on offer now).
// - Featured (home-event): the upcoming live event that starts next and still has a seat; none when
//   there is none.
// - Trending (last 30 days): events (upcoming live and public pre-recorded) by bookings made in the
//   window and not cancelled; channels (published, active) by subscriptions started in the window.
//   Ties: the newest first (created_at, then id). Items without any count still fill the list.
// - A category filter names a parent category (its sub-categories' events included) or a
//   sub-category; an unknown or malformed one is refused with 'Category not found'.
import { and, asc, desc, eq, exists, gt, gte, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~server/db/client";
import { bookings, categories, channelSubscriptions, channels, events, users, type EventType } from "~server/db/schema";
import { idOrNotFound, notFound } from "~server/domain/errors";
import { seatsTakenSql } from "~server/domain/payments/seats";
import { firstOfSeries } from "./series";
import { inCategoryTree, publicChannel, publicEvent as publicListedEvent } from "./visibility";

export const CATEGORY_NOT_FOUND = "Category not found";
/** A path's userId that is not a user id at all. */
export const USER_NOT_FOUND = "User not found";
/** Items a home carousel holds (the page moves through them 3 at a time; /search has the rest: 24 made /home 173 kB). */
export const HOME_LIST_LIMIT = 12;
/** Items of each trending tab. */
export const TRENDING_LIMIT = 6;
export const TRENDING_DAYS = 30;
/** The trending tab's descriptions, and the about block's text, are cut to these lengths. */
export const TRENDING_DESCRIPTION_LENGTH = 100;
export const ABOUT_TEXT_LENGTH = 800;

/** An event anyone may see listed (the host's account still there). */
function publicEvent(): SQL {
  return and(publicListedEvent(), isNull(users.deletedAt))!;
}

/** A live event that has not started at `now` (with publicEvent(), the predicate of events_upcoming_idx). */
function notStarted(now: Date): SQL {
  return and(eq(events.eventType, "Online Event"), gt(events.startsAt, now))!;
}

function inCategory(categoryId: number | null): SQL | undefined {
  return categoryId === null ? undefined : inCategoryTree(events.categoryId, categoryId);
}

/** The category a `?category=` value names: null for none (""), refused when malformed or unknown. */
export async function categoryFilter(db: Executor, raw: string | undefined | null): Promise<number | null> {
  if ((raw ?? "").trim() === "") return null;
  const id = idOrNotFound(raw, CATEGORY_NOT_FOUND);
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row.id;
}

/** The featured event: the next upcoming live event with a seat left, or null. */
export async function featuredEventId(db: Executor, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(publicEvent(), notStarted(now), sql`${seatsTakenSql(events.id, now)} < ${events.maxParticipants}`))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(1);
  return row?.id ?? null;
}

export interface HomeListQuery {
  type: EventType;
  categoryId: number | null;
  now: Date;
  limit?: number;
}

/** The ids of a home carousel, in order: upcoming live soonest first, pre-recorded newest first. */
export async function upcomingEventIds(db: Executor, query: HomeListQuery): Promise<number[]> {
  const rows = await upcomingQuery(db, query);
  return rows.map((row) => row.id);
}

/**
 * upcomingEventIds' SQL (exported for the EXPLAIN test: live events read events_upcoming_idx). One
 * card per series (series.ts): a series takes the place of its first upcoming date.
 */
export function upcomingQuery(db: Executor, query: HomeListQuery) {
  const live = query.type === "Online Event";
  const listed = and(publicListedEvent(), live ? notStarted(query.now) : eq(events.eventType, "Pre Recorded"), inCategory(query.categoryId))!;
  const matched = db
    .select({ id: events.id, seriesId: events.seriesId, startsAt: events.startsAt, createdAt: events.createdAt })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(listed, isNull(users.deletedAt)))
    .as("matched");
  return db
    .select({ id: matched.id })
    .from(matched)
    .where(firstOfSeries(listed, matched))
    .orderBy(...(live ? [asc(matched.startsAt), asc(matched.id)] : [desc(matched.createdAt), desc(matched.id)]))
    .limit(query.limit ?? HOME_LIST_LIMIT);
}

export interface CategoryTab {
  id: number;
  name: string;
  className: string | null;
}

/**
 * The carousel's category tabs: the parent categories that have an upcoming event of the type
 * (sub-categories' included). Each category is asked whether it has one (its index finds the first),
 * rather than every upcoming event read for the categories they use.
 */
export async function categoryTabs(db: Executor, type: EventType, now: Date): Promise<CategoryTab[]> {
  const live = type === "Online Event";
  const member = alias(categories, "member");
  const upcoming = db
    .select({ one: sql`1` })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(eq(events.categoryId, member.id), publicEvent(), live ? notStarted(now) : eq(events.eventType, "Pre Recorded")));
  const used = db
    .select({ id: sql<number>`coalesce(${member.parentId}, ${member.id})` })
    .from(member)
    .where(exists(upcoming));
  return db
    .select({ id: categories.id, name: categories.name, className: categories.className })
    .from(categories)
    .where(and(ne(categories.kind, "channel"), inArray(categories.id, used)))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
}

const since = (now: Date) => new Date(now.getTime() - TRENDING_DAYS * 24 * 60 * 60 * 1000);

export interface Ranked {
  id: number;
  /** Bookings (events) or subscriptions (channels) in the last 30 days. */
  recent: number;
}

interface Candidate extends Ranked {
  createdAt: Date;
}

/**
 * The first `limit` by recent count, then newest, then highest id, of every item, from two short
 * lists: the `limit` most counted in the window and the `limit` newest (each read through an index,
 * where ranking every listed item would read them all). Enough: an item in neither list is outranked
 * by `limit` counted ones, or counts nothing and is older than `limit` items. An item of the newest
 * list and not of the counted one counts nothing, or is outranked by the counted list anyway.
 */
function topTrending(counted: Candidate[], newest: Omit<Candidate, "recent">[], limit: number): Ranked[] {
  const byId = new Map(counted.map((item) => [item.id, item]));
  for (const item of newest) if (!byId.has(item.id)) byId.set(item.id, { ...item, recent: 0 });
  return [...byId.values()]
    .sort((a, b) => b.recent - a.recent || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, limit)
    .map(({ id, recent }) => ({ id, recent }));
}

/**
 * Trending events: upcoming live and public pre-recorded, by bookings of the last 30 days; ties newest
 * first. A series is one item, its bookings summed; its id is the series' (its first occurrence's),
 * which loadListedCards shows as the series' next date to book.
 */
export async function trendingEvents(db: Executor, now: Date, limit = TRENDING_LIMIT): Promise<Ranked[]> {
  const [counted, newest] = await Promise.all(trendingEventQueries(db, now, limit));
  return topTrending(counted, newest, limit);
}

/** An event's item: its series' id, or its own. */
const itemId = sql<number>`coalesce(${events.seriesId}, ${events.id})`.mapWith(Number);

/** trendingEvents' two lists: the most booked of the window (bookings_recent_idx) and the newest (events_newest_idx). */
function trendingEventQueries(db: Executor, now: Date, limit = TRENDING_LIMIT) {
  const trending = and(publicListedEvent(), or(notStarted(now), eq(events.eventType, "Pre Recorded")))!;
  const recent = db
    .select({ eventId: bookings.eventId, n: sql<number>`count(*)`.as("n") })
    .from(bookings)
    .where(and(eq(bookings.status, "booked"), gte(bookings.createdAt, since(now))))
    .groupBy(bookings.eventId)
    .as("recent");
  const recentSum = sql<number>`sum(${recent.n})`.mapWith(Number);
  const newestCreated = sql<Date>`max(${events.createdAt})`.mapWith((value: string | Date) => new Date(value));
  const counted = db
    .select({ id: itemId, recent: recentSum, createdAt: newestCreated })
    .from(recent)
    .innerJoin(events, eq(events.id, recent.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(trending, isNull(users.deletedAt)))
    .groupBy(itemId)
    .orderBy(desc(recentSum), desc(newestCreated), desc(itemId))
    .limit(limit);
  const matched = db
    .select({ id: events.id, seriesId: events.seriesId, startsAt: events.startsAt, createdAt: events.createdAt, itemId: itemId.as("item_id") })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(trending, isNull(users.deletedAt)))
    .as("matched");
  const newest = db
    .select({ id: matched.itemId, createdAt: matched.createdAt })
    .from(matched)
    .where(firstOfSeries(trending, matched))
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(limit);
  return [counted, newest] as const;
}

/** A trending channel and its subscriptions of the window (its card: loadChannelCards). */
export interface TrendingChannelRow {
  id: number;
  recent: number;
}

/** Trending channels: published and active, by subscriptions started in the last 30 days; ties newest first. */
export async function trendingChannels(db: Executor, now: Date, limit = TRENDING_LIMIT): Promise<TrendingChannelRow[]> {
  const recent = db
    .select({ channelId: channelSubscriptions.channelId, n: sql<number>`count(*)`.as("n") })
    .from(channelSubscriptions)
    .where(gte(channelSubscriptions.fromDate, since(now)))
    .groupBy(channelSubscriptions.channelId)
    .as("recent");
  const [counted, newest] = await Promise.all([
    db
      .select({ id: channels.id, recent: sql<number>`${recent.n}`.mapWith(Number), createdAt: channels.createdAt })
      .from(recent)
      .innerJoin(channels, eq(channels.id, recent.channelId))
      .where(publicChannel())
      .orderBy(desc(recent.n), desc(channels.createdAt), desc(channels.id))
      .limit(limit),
    db.select({ id: channels.id, createdAt: channels.createdAt }).from(channels).where(publicChannel()).orderBy(desc(channels.createdAt), desc(channels.id)).limit(limit),
  ]);
  return topTrending(counted, newest, limit);
}
