// The public event cards (home, search, host profiles, lists, detail): everything a card shows for
// a list of events and one viewer, read in ONE query whatever the number of cards (no N+1): the
// host and their rating, the category and its parent, the channel, seats left (max_participants −
// places taken, counted as the booking counts them: bookings and live checkout holds) and, for a
// logged-in viewer, booked / favourite / channel subscription. With shared reads (ADR 045) the
// visitor's cards are shared and a viewer's own fields are one more query keyed by the same ids.
// The join link and the full video are never read here: a card cannot carry them.
import { inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { allInPrice, type Fees } from "~shared/pricing";
import type { Executor } from "~server/db/client";
import { categories, channels, events, packages, users, type EventType } from "~server/db/schema";
import { endsAt, startsAt } from "~server/domain/events/access";
import { currentFreePackageIdSql } from "~server/domain/payments/packages";
import { channelPlacesTakenSql, seatsTakenSql } from "~server/domain/payments/seats";
import { hostRating, ratingSumSql, reviewCountSql } from "~server/domain/profiles/ratings";
import { idsKey, sharing, type SharedReads } from "~server/domain/shared-reads";
import { batchedPerTurn } from "./batched-reads";

/** Who is looking: null for a visitor. */
export type CardViewer = { id: number } | null;

export interface EventCard {
  id: number;
  title: string;
  slug: string;
  description: string;
  eventType: EventType;
  eventDate: string | null;
  endDate: string | null;
  eventTime: string | null;
  endTime: string | null;
  timeZone: string;
  /** Storage keys: the first is the cover. */
  images: string[];
  shortVideo: string | null;
  ticketPricePence: number;
  /** What this viewer pays, tax and handling included (a visitor: with the free package's fees). */
  priceAllInPence: number;
  isFree: boolean;
  canCancel: boolean;
  isCancelled: boolean;
  isPublished: boolean;
  isRejected: boolean;
  active: boolean;
  preRecordedDuration: number | null;
  maxParticipants: number;
  seriesId: number | null;
  /** The host set a join link (never the link itself). */
  hasJoinLink: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Active bookings. */
  bookedCount: number;
  /** max_participants − places taken (bookings + live holds); may be 0 or fewer when the host's package shrank. */
  remainingSeats: number;
  host: { id: number; firstName: string; lastName: string; pic: string | null; packageName: string; rating: number | null; totalReviews: number };
  category: { id: number; name: string; parentName: string | null } | null;
  channel: { id: number; title: string; slug: string; remainingSubscribers: number } | null;
  viewerIsHost: boolean;
  isBooked: boolean;
  isFavorite: boolean;
  channelSubscribed: boolean;
}

export const parentCategory = alias(categories, "parent_category");

/** One of the viewer's package fees in basis points (a visitor's: the free package's), for an all-in price. */
export function viewerFeeSql(viewerId: number | null, fee: "taxation_fee_bp" | "payment_handling_fee_bp"): SQL<number> {
  return sql<number>`(select p.${sql.raw(fee)} from packages p where p.id = coalesce((select u.package_id from users u where u.id = ${viewerId}), ${currentFreePackageIdSql}))`.mapWith(Number);
}

/** The viewer's fees (a visitor's: the free package's version on sale), in one query. */
export async function viewerFees(db: Executor, viewerId: number | null): Promise<Fees> {
  const [row] = await db
    .select({ tax: viewerFeeSql(viewerId, "taxation_fee_bp"), handling: viewerFeeSql(viewerId, "payment_handling_fee_bp") })
    .from(sql`(select 1) as one`);
  return { taxBasisPoints: row?.tax ?? 0, handlingBasisPoints: row?.handling ?? 0 };
}

/** The fields of a card that are the viewer's own (an overlay on the shared card). */
function viewerColumns(viewerId: number | null) {
  const forViewer = (check: ReturnType<typeof sql>) => (viewerId === null ? sql<boolean>`false` : check);
  // Named with their table: drizzle leaves columns unqualified in a query without joins (the
  // viewer's own query), where "id" inside a subquery would be the subquery's own table's.
  return {
    // The viewer's package fees (a visitor's: the free package's), for the all-in price.
    viewerTaxBp: viewerFeeSql(viewerId, "taxation_fee_bp"),
    viewerHandlingBp: viewerFeeSql(viewerId, "payment_handling_fee_bp"),
    isBooked: forViewer(
      sql<boolean>`exists (select 1 from bookings b where b.event_id = events.id and b.user_id = ${viewerId} and b.status = 'booked')`,
    ),
    isFavorite: forViewer(sql<boolean>`exists (select 1 from favourites f where f.event_id = events.id and f.user_id = ${viewerId})`),
    channelSubscribed: forViewer(
      sql<boolean>`(events.channel_id is not null and exists (select 1 from channel_subscriptions s where s.channel_id = events.channel_id and s.user_id = ${viewerId} and s.status = 'active'))`,
    ),
  };
}

/** Every card's row for this viewer, in one query (a visitor's: the same for every visitor). */
function cardRows(db: Executor, ids: number[], viewerId: number | null, now: Date) {
  return db
    .select({
      id: events.id,
      userId: events.userId,
      title: events.title,
      slug: events.slug,
      description: events.description,
      eventType: events.eventType,
      eventDate: events.eventDate,
      endDate: events.endDate,
      eventTime: events.eventTime,
      endTime: events.endTime,
      timeZone: events.timeZone,
      images: events.images,
      shortVideo: events.shortVideo,
      ticketPricePence: events.ticketPricePence,
      isFree: events.isFree,
      canCancel: events.canCancel,
      isCancelled: events.isCancelled,
      isPublished: events.isPublished,
      isRejected: events.isRejected,
      active: events.active,
      preRecordedDuration: events.preRecordedDuration,
      maxParticipants: events.maxParticipants,
      seriesId: events.seriesId,
      hasJoinLink: sql<boolean>`(${events.viewLink} is not null and ${events.viewLink} <> '')`,
      bookedCount: sql<number>`(select count(*) from bookings b where b.event_id = ${events.id} and b.status = 'booked')`.mapWith(Number),
      seatsTaken: seatsTakenSql(events.id, now),
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
      hostPic: users.pic,
      packageName: packages.name,
      // The host's rating as profiles and reviews give it (server/domain/profiles/ratings.ts).
      hostRatingSum: ratingSumSql(events.userId),
      hostReviews: reviewCountSql(events.userId),
      categoryId: categories.id,
      categoryName: categories.name,
      parentName: parentCategory.name,
      channelId: channels.id,
      channelTitle: channels.title,
      channelSlug: channels.slug,
      channelRemaining: sql<number | null>`(${channels.maxSubscribers} - ${channelPlacesTakenSql(channels.id, now)})::int`,
      ...viewerColumns(viewerId),
    })
    .from(events)
    .innerJoin(users, sql`${users.id} = ${events.userId}`)
    .innerJoin(packages, sql`${packages.id} = ${users.packageId}`)
    .leftJoin(categories, sql`${categories.id} = ${events.categoryId}`)
    .leftJoin(parentCategory, sql`${parentCategory.id} = ${categories.parentId}`)
    .leftJoin(channels, sql`${channels.id} = ${events.channelId}`)
    .where(inArray(events.id, ids));
}

type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

/** A viewer's own fields of these cards; the lists of one page, asked together, are one query. */
const ownFields = batchedPerTurn(
  (db, viewerId, ids) =>
    db
      .select({ id: events.id, ...viewerColumns(viewerId) })
      .from(events)
      .where(inArray(events.id, ids)),
  (row) => row.id,
);

/**
 * The rows of these cards for this viewer. With shared reads (ADR 045), the cards as a visitor sees
 * them are read once per few seconds for everyone (keyed by the ids), and a signed-in viewer's own
 * fields (fees, booked, favourite, subscribed) come from one small query of their own laid over them.
 */
async function rowsFor(db: Executor, ids: number[], viewerId: number | null, now: Date, shared: SharedReads | undefined): Promise<CardRow[]> {
  if (!sharing(shared)) return cardRows(db, ids, viewerId, now);
  const visitorRows = shared.read(idsKey("event-cards", ids), () => cardRows(db, ids, null, now));
  if (viewerId === null) return visitorRows;
  const [rows, own] = await Promise.all([visitorRows, ownFields(db, viewerId, ids)]);
  const ownOf = new Map(own.map((row) => [row.id, row]));
  // A card without its viewer's row (the event went in between) is left out rather than shown with a visitor's fields.
  return rows.flatMap((row) => {
    const mine = ownOf.get(row.id);
    return mine ? [{ ...row, ...mine }] : [];
  });
}

/**
 * The cards of `eventIds`, in that order (ids that do not exist are left out). Visibility is the
 * caller's business: this reads any event it is given (search and lists filter first). `shared`
 * (the services' shared reads) lets viewers share what is the same for everyone.
 */
export async function loadEventCards(db: Executor, eventIds: readonly number[], viewer: CardViewer, now: Date, shared?: SharedReads): Promise<EventCard[]> {
  const ids = [...new Set(eventIds)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return [];
  const viewerId = viewer?.id ?? null;
  const rows = await rowsFor(db, ids, viewerId, now, shared);

  const byId = new Map(
    rows.map((row): [number, EventCard] => {
      const bookedCount = Number(row.bookedCount);
      const rating = hostRating(row.hostRatingSum, row.hostReviews);
      const card: EventCard = {
        id: row.id,
        title: row.title,
        slug: row.slug,
        description: row.description,
        eventType: row.eventType,
        eventDate: row.eventDate,
        endDate: row.endDate,
        eventTime: row.eventTime,
        endTime: row.endTime,
        timeZone: row.timeZone,
        images: row.images,
        shortVideo: row.shortVideo,
        ticketPricePence: row.ticketPricePence,
        isFree: row.isFree,
        canCancel: row.canCancel,
        isCancelled: row.isCancelled,
        isPublished: row.isPublished,
        isRejected: row.isRejected,
        active: row.active,
        preRecordedDuration: row.preRecordedDuration,
        maxParticipants: row.maxParticipants,
        priceAllInPence: allInPrice(row.ticketPricePence, { taxBasisPoints: row.viewerTaxBp || 0, handlingBasisPoints: row.viewerHandlingBp || 0 }),
        seriesId: row.seriesId,
        hasJoinLink: Boolean(row.hasJoinLink),
        startsAt: startsAt(row),
        endsAt: endsAt(row),
        bookedCount,
        remainingSeats: row.maxParticipants - Number(row.seatsTaken),
        host: {
          id: row.userId,
          firstName: row.hostFirstName,
          lastName: row.hostLastName,
          pic: row.hostPic,
          packageName: row.packageName,
          rating: rating.average,
          totalReviews: rating.totalReviews,
        },
        category: row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName, parentName: row.parentName } : null,
        channel:
          row.channelId !== null && row.channelTitle !== null && row.channelSlug !== null
            ? { id: row.channelId, title: row.channelTitle, slug: row.channelSlug, remainingSubscribers: Number(row.channelRemaining ?? 0) }
            : null,
        viewerIsHost: viewerId !== null && viewerId === row.userId,
        isBooked: Boolean(row.isBooked),
        isFavorite: Boolean(row.isFavorite),
        channelSubscribed: Boolean(row.channelSubscribed),
      };
      return [row.id, card];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
