// One card per series (docs/decisions/063-one-card-per-series.md). A recurring event is one row per
// occurrence (ADR 017); the public listings (search, the home page, host profiles) show a series once:
// - In SQL, a listing keeps an occurrence only when no other occurrence of its series that the same
//   listing keeps starts before it (firstOfSeries): the series takes the place of its first listed
//   date, paging and totals count series, and the listing's index order still stops at its page.
// - Then, for the few series of a page, the card is moved to the series' next date that can be
//   booked (not started, a seat left; the first not started when all are sold out) and carries the
//   dates still to come, for its line "Every Tuesday, 07:00 · next Tue 1 Dec · 9 dates"
//   (shared/series-rhythm.ts). Booking, favourites and seats stay the occurrence's own.
import { and, gt, inArray, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "~server/db/client";
import { events } from "~server/db/schema";
import { seatsTakenSql } from "~server/domain/payments/seats";
import { idsKey, sharing, type SharedReads } from "~server/domain/shared-reads";
import { loadEventCards, type CardViewer, type EventCard } from "./cards";
import { publicEvent } from "./visibility";

/** A row of a listing, by the columns that place it in its series. */
export interface SeriesPlace {
  id: AnyPgColumn | SQL.Aliased;
  seriesId: AnyPgColumn | SQL.Aliased;
  startsAt: AnyPgColumn | SQL.Aliased;
}

/**
 * The row is the first of its series that `listed` keeps (by start, then id), or not in a series.
 * `listed` is the listing's condition written on `events`, which inside this test names the
 * sibling; `row` must therefore be read through another name (a subquery's or an alias's columns).
 * Siblings share their host, so a condition on the host's account need not be repeated here.
 */
export function firstOfSeries(listed: SQL, row: SeriesPlace): SQL {
  return sql`(${row.seriesId} is null or not exists (select 1 from ${events} where ${events.seriesId} = ${row.seriesId} and ${events.id} <> ${row.id} and (${events.startsAt}, ${events.id}) < (${row.startsAt}, ${row.id}) and ${listed}))`;
}

/**
 * The number of series among the rows counted, a single event counting one: one pass, no per-row
 * test. The distinct sorts the ids of the rows of a series only (filtered first), not every row.
 */
export const seriesCountSql = sql<number>`(count(*) filter (where ${events.seriesId} is null) + count(distinct ${events.seriesId}) filter (where ${events.seriesId} is not null))::int`.mapWith(Number);

/** What a listing knows of a card's series. */
export interface SeriesDates {
  /** The series' id (its first occurrence's). */
  id: number;
  /** The starts of its listed occurrences not yet started, soonest first. */
  starts: Date[];
}

interface PageSeries {
  pageId: number;
  seriesId: number;
  nextId: number;
  starts: Date[];
}

const pageEvent = alias(events, "page_event");

/**
 * For each of `ids` in a series: the series' listed occurrences not yet started, and which of them a
 * card shows (the soonest with a seat left, else the soonest). One query for a whole page.
 */
async function pageSeries(db: Executor, ids: readonly number[], now: Date): Promise<PageSeries[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      pageId: pageEvent.id,
      seriesId: sql<number>`min(${events.seriesId})`.mapWith(Number),
      // Epoch seconds: the same numbers from node-postgres and PGlite.
      starts: sql<number[]>`json_agg(extract(epoch from ${events.startsAt}) order by ${events.startsAt}, ${events.id})`,
      nextId: sql<number>`(array_agg(${events.id} order by (${seatsTakenSql(events.id, now)} < ${events.maxParticipants}) desc, ${events.startsAt}, ${events.id}))[1]`.mapWith(Number),
    })
    .from(pageEvent)
    .innerJoin(events, sql`${events.seriesId} = ${pageEvent.seriesId}`)
    .where(and(inArray(pageEvent.id, [...ids]), publicEvent(), gt(events.startsAt, now)))
    .groupBy(pageEvent.id);
  return rows.map((row) => ({ ...row, starts: row.starts.map((seconds) => new Date(Number(seconds) * 1000)) }));
}

/** A listing's card: the event's card, with its series' dates when it stands for a series. */
export type ListedCard = EventCard & { series: SeriesDates | null };

/**
 * The cards of a grouped listing's `ids`, in order: each occurrence of a series replaced by the
 * series' next date to book, with the series' dates. Each card comes with the listed id it stands
 * for (a ranking's counts are the listed id's). Two queries besides the cards' own.
 */
export async function loadListedCards(
  db: Executor,
  ids: readonly number[],
  viewer: CardViewer,
  now: Date,
  shared?: SharedReads,
): Promise<{ card: ListedCard; listedId: number }[]> {
  const load = () => pageSeries(db, ids, now);
  const series = await (sharing(shared) ? shared.read(idsKey("page-series", ids), load) : load());
  const byPage = new Map(series.map((row) => [row.pageId, row]));
  const shownIds = ids.map((id) => byPage.get(id)?.nextId ?? id);
  const cards = new Map((await loadEventCards(db, shownIds, viewer, now, shared)).map((card) => [card.id, card]));
  return ids.flatMap((listedId, i) => {
    const card = cards.get(shownIds[i]!);
    if (!card) return [];
    const found = byPage.get(listedId);
    return [{ listedId, card: { ...card, series: found ? { id: found.seriesId, starts: found.starts } : null } }];
  });
}
