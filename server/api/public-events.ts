// The public event answer (spec 000 §3 "Event (as listed and displayed)") built from a card of
// server/domain/discovery/cards.ts. The card never holds the join link or the full video, so no
// answer built here can carry them; photo keys become their public URLs.
import type { EventCard } from "~server/domain/discovery/cards";
import type { SeriesDates } from "~server/domain/discovery/series";
import { publicUrl } from "~server/domain/uploads/uploads";
import type { ObjectStorage } from "~server/integrations/storage/types";
import { clockIn, isoDateIn } from "~shared/dates";
import { seriesLine } from "~shared/series-rhythm";
import type { PublicEventData, PublicSeriesData } from "./contract";

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/** A grouped listing's series line, from its dates left (null when none is, or outside a grouped listing). */
function toSeries(card: EventCard & { series?: SeriesDates | null }): PublicSeriesData | null {
  if (!card.series || !card.startsAt) return null;
  const line = seriesLine(card.series.starts, card.startsAt, card.timeZone);
  return line ? { id: card.series.id, ...line } : null;
}

export function toPublicEvent(card: EventCard & { series?: SeriesDates | null }, storage: Pick<ObjectStorage, "publicUrl">, now: Date): PublicEventData {
  return {
    id: card.id,
    title: card.title,
    event_slug: card.slug,
    description: card.description,
    event_type: card.eventType,
    event_date: card.eventDate,
    end_date: card.endDate,
    event_time: hhmm(card.eventTime),
    end_time: hhmm(card.endTime),
    time_zone: card.timeZone,
    current_date: isoDateIn(now, card.timeZone),
    current_time: clockIn(now, card.timeZone),
    starts_at: card.startsAt?.toISOString() ?? null,
    ends_at: card.endsAt?.toISOString() ?? null,
    images: card.images.flatMap((key) => publicUrl(storage, key) ?? []),
    short_video: publicUrl(storage, card.shortVideo),
    ticket_price: card.ticketPricePence,
    price_all_in: card.priceAllInPence,
    is_free: card.isFree,
    is_booked: card.isBooked,
    is_favorite: card.isFavorite,
    is_host: card.viewerIsHost,
    can_cancel: card.canCancel,
    cancelled: card.isCancelled ? 1 : 0,
    is_published: card.isPublished,
    is_reject: card.isRejected,
    remaining_seat: card.remainingSeats,
    max_participants: card.maxParticipants,
    pre_recorded_duration: card.preRecordedDuration,
    series_id: card.seriesId,
    has_join_link: card.hasJoinLink,
    channel_id: card.channel?.id ?? null,
    channel: card.channel
      ? { id: card.channel.id, title: card.channel.title, channel_slug: card.channel.slug, remaining_subscriber: card.channel.remainingSubscribers }
      : null,
    channel_subscribe_status: card.channelSubscribed,
    user_id: card.host.id,
    user: {
      id: card.host.id,
      full_name: `${card.host.firstName} ${card.host.lastName}`.trim(),
      pic_url: publicUrl(storage, card.host.pic),
      package: card.host.packageName,
      rating: card.host.rating,
      total_reviews: card.host.totalReviews,
    },
    category_name: card.category ? { id: card.category.id, name: card.category.name, parent_name: card.category.parentName } : null,
    series: toSeries(card),
  };
}
