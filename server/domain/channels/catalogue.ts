// The channels catalogue (002 §2.5 /channels, §7 GET channels): the channels anyone may see listed
// (published, not rejected, active, their host's account still there: publicChannel()), 9 a page.
// Optional filters: text, a category (its sub-categories included) and the subscription type (1
// Monthly, 0 Fixed). Text goes through PostgreSQL full-text search like event search (ADR 037): the
// channel's `search_vector` (title A, category names B, description C, host's name D, kept by the
// triggers of migration 0018; GIN index channels_search_idx) with websearch_to_tsquery, ranked by
// ts_rank, then newest first; without text, newest first (the partial index channels_public_idx).
// Text that finds nothing gets the events' "Did you mean" rule, on channels (suggestions.ts).
// The cards are one query for the whole page (loadChannelCards), whatever its size.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categories, channels, users } from "~server/db/schema";
import { invalid } from "~server/domain/errors";
import { parentCategory, viewerFeeSql, viewerFees, type CardViewer } from "~server/domain/discovery/cards";
import { idsKey, sharing, type SharedReads } from "~server/domain/shared-reads";
import { SEARCH_MESSAGES, optionalIdOf, searchPageOf, searchTextOf } from "~server/domain/discovery/search";
import { CHANNEL_SUGGESTIONS, searchSuggestions, type SearchSuggestion } from "~server/domain/discovery/suggestions";
import { inCategoryTree, listedEvent, publicChannel } from "~server/domain/discovery/visibility";
import { channelPlacesTakenSql } from "~server/domain/payments/seats";
import { allInPrice } from "~shared/pricing";

export const CATALOGUE_PAGE_SIZE = 9;

export const CATALOGUE_MESSAGES = {
  subscriptionType: "Subscription type must be 1 (Monthly) or 0 (Fixed).",
} as const;

export interface CatalogueFilters {
  /** Trimmed; null for no text. */
  text: string | null;
  categoryId: number | null;
  /** true: monthly only; false: fixed only; null: both. */
  monthly: boolean | null;
  /** 1-based. */
  page: number;
}

/** The query string of GET channels (title, category, subscriptionType, page) as filters; bad input is a 422 naming the field. */
export function parseCatalogueFilters(query: Record<string, string | undefined>): CatalogueFilters {
  const type = (query.subscriptionType ?? "").trim();
  if (type !== "" && type !== "0" && type !== "1") {
    throw invalid(CATALOGUE_MESSAGES.subscriptionType, { subscriptionType: [CATALOGUE_MESSAGES.subscriptionType] });
  }
  return {
    text: searchTextOf(query.title, "title"),
    categoryId: optionalIdOf(query.category, "category", SEARCH_MESSAGES.category),
    monthly: type === "" ? null : type === "1",
    page: searchPageOf(query.page),
  };
}

/** The listing rule and the filters; with `tsQuery`, the text too. */
export function catalogueWhere(filters: CatalogueFilters, tsQuery: SQL | null): SQL | undefined {
  return and(
    publicChannel(),
    tsQuery ? sql`${channels.searchVector} @@ ${tsQuery}` : undefined,
    filters.monthly === null ? undefined : eq(channels.isMonthlySubscription, filters.monthly),
    filters.categoryId ? inCategoryTree(channels.categoryId, filters.categoryId) : undefined,
  );
}

/**
 * The ids of one page, each with the total (a window count: one pass over the matching channels, not
 * two), and the total alone, for a page past the end, which has no row to carry it. As SQL, exported
 * for the EXPLAIN test.
 */
export function catalogueQueries(db: Executor, filters: CatalogueFilters) {
  const tsQuery = filters.text ? sql`websearch_to_tsquery('english', ${filters.text})` : null;
  const where = catalogueWhere(filters, tsQuery);
  const order = [desc(channels.createdAt), desc(channels.id)];
  const page = db
    .select({ id: channels.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(channels)
    .where(where)
    .orderBy(...(tsQuery ? [desc(sql`ts_rank(${channels.searchVector}, ${tsQuery})`), ...order] : order))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset((filters.page - 1) * CATALOGUE_PAGE_SIZE);
  const count = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(channels).where(where);
  return { page, count };
}

/** What a channel card shows (002 §3 Channel, as listed). */
export interface ChannelCard {
  id: number;
  title: string;
  slug: string;
  description: string;
  /** Storage key (or a demo name) of the photo. */
  image: string | null;
  pricePence: number;
  /** What this viewer pays each period (or once), tax and handling included (a visitor: the free package's fees). */
  priceAllInPence: number;
  isMonthlySubscription: boolean;
  eventType: string;
  category: { id: number; name: string; parentName: string | null } | null;
  host: { id: number; firstName: string; lastName: string };
  /** Listed events of the channel (published, active, not cancelled or rejected), by type, and its active documents. */
  preRecordedEvents: number;
  liveEvents: number;
  documents: number;
  /** Active subscriptions. */
  subscribers: number;
  /** Places left: max_subscribers − active subscriptions − live checkout holds (0 or fewer: sold out). */
  remainingSubscribers: number;
}

/**
 * The cards of `channelIds`, in that order, in one query (visibility is the caller's business). With
 * `shared` (the services' shared reads, ADR 045) the cards as a visitor sees them are shared, and a
 * signed-in viewer's all-in prices come from their own fees (one small query).
 */
export async function loadChannelCards(db: Executor, channelIds: readonly number[], viewer: CardViewer, now: Date, shared?: SharedReads): Promise<ChannelCard[]> {
  const ids = [...new Set(channelIds)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return [];
  const viewerId = viewer?.id ?? null;
  if (!sharing(shared)) return channelCardsFor(ids, await channelCardRows(db, ids, viewerId, now));
  const [rows, fees] = await Promise.all([
    shared.read(idsKey("channel-cards", ids), () => channelCardRows(db, ids, null, now)),
    viewerId === null ? null : viewerFees(db, viewerId),
  ]);
  return channelCardsFor(ids, fees ? rows.map((row) => ({ ...row, viewerTaxBp: fees.taxBasisPoints, viewerHandlingBp: fees.handlingBasisPoints })) : rows);
}

function channelCardRows(db: Executor, ids: number[], viewerId: number | null, now: Date) {
  const eventsOfType = (type: "Pre Recorded" | "Online Event") =>
    sql<number>`(select count(*) from events where events.channel_id = ${channels.id} and events.event_type = ${type} and ${listedEvent()})`.mapWith(Number);
  return db
    .select({
      id: channels.id,
      title: channels.title,
      slug: channels.slug,
      description: channels.description,
      image: channels.image,
      pricePence: channels.pricePence,
      isMonthlySubscription: channels.isMonthlySubscription,
      eventType: channels.eventType,
      categoryId: categories.id,
      categoryName: categories.name,
      parentName: parentCategory.name,
      hostId: users.id,
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
      preRecordedEvents: eventsOfType("Pre Recorded"),
      liveEvents: eventsOfType("Online Event"),
      documents: sql<number>`(select count(*) from document_events d where d.channel_id = ${channels.id} and d.active)`.mapWith(Number),
      subscribers: sql<number>`(select count(*) from channel_subscriptions s where s.channel_id = ${channels.id} and s.status = 'active')`.mapWith(Number),
      remaining: sql<number>`(${channels.maxSubscribers} - ${channelPlacesTakenSql(channels.id, now)})::int`.mapWith(Number),
      viewerTaxBp: viewerFeeSql(viewerId, "taxation_fee_bp"),
      viewerHandlingBp: viewerFeeSql(viewerId, "payment_handling_fee_bp"),
    })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.userId))
    .leftJoin(categories, eq(categories.id, channels.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .where(inArray(channels.id, ids));
}

function channelCardsFor(ids: number[], rows: Awaited<ReturnType<typeof channelCardRows>>): ChannelCard[] {
  const byId = new Map(
    rows.map((row): [number, ChannelCard] => [
      row.id,
      {
        id: row.id,
        title: row.title,
        slug: row.slug,
        description: row.description,
        image: row.image,
        pricePence: row.pricePence,
        priceAllInPence: allInPrice(row.pricePence, { taxBasisPoints: row.viewerTaxBp || 0, handlingBasisPoints: row.viewerHandlingBp || 0 }),
        isMonthlySubscription: row.isMonthlySubscription,
        eventType: String(row.eventType),
        category: row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName, parentName: row.parentName } : null,
        host: { id: row.hostId, firstName: row.hostFirstName, lastName: row.hostLastName },
        preRecordedEvents: row.preRecordedEvents,
        liveEvents: row.liveEvents,
        documents: row.documents,
        subscribers: row.subscribers,
        remainingSubscribers: row.remaining,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface CatalogueResult {
  cards: ChannelCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** When the text finds nothing: the nearest channel category names and titles under the same filters; otherwise empty. */
  suggestions: SearchSuggestion[];
}

/**
 * One page of the catalogue: two queries (the page's ids with the total, the cards), a count more for
 * a page past the end, and two more for suggestions when the text finds nothing.
 */
export async function searchChannels(db: Executor, filters: CatalogueFilters, viewer: CardViewer, now: Date): Promise<CatalogueResult> {
  const queries = catalogueQueries(db, filters);
  const rows = await queries.page;
  const total = rows[0]?.total ?? (filters.page > 1 ? ((await queries.count)[0]?.n ?? 0) : 0);
  const [cards, suggestions] = await Promise.all([
    loadChannelCards(
      db,
      rows.map((row) => row.id),
      viewer,
      now,
    ),
    total === 0 && filters.text ? searchSuggestions(db, filters.text, catalogueWhere(filters, null), CHANNEL_SUGGESTIONS) : [],
  ]);
  return { cards, total, page: filters.page, pageSize: CATALOGUE_PAGE_SIZE, pageCount: Math.ceil(total / CATALOGUE_PAGE_SIZE), suggestions };
}
