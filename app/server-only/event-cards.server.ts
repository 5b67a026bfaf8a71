// What a page sends the browser for an event card: the fields the card reads (EventCardData), not
// the whole public event answer. A card list's data was most of its page's streamed data, and every
// field it carries is encoded, sent and parsed again in the browser.
import type { PublicEventData } from "~server/api/contract";
import type { EventCardData } from "~/components/events/event-card";

export function eventCardData(event: PublicEventData): EventCardData {
  return {
    id: event.id,
    title: event.title,
    event_slug: event.event_slug,
    event_type: event.event_type,
    images: event.images,
    starts_at: event.starts_at,
    ends_at: event.ends_at,
    time_zone: event.time_zone,
    category_name: event.category_name,
    pre_recorded_duration: event.pre_recorded_duration,
    is_free: event.is_free,
    price_all_in: event.price_all_in,
    is_booked: event.is_booked,
    is_favorite: event.is_favorite,
    is_host: event.is_host,
    is_reject: event.is_reject,
    cancelled: event.cancelled,
    can_cancel: event.can_cancel,
    remaining_seat: event.remaining_seat,
    max_participants: event.max_participants,
    has_join_link: event.has_join_link,
    channel_id: event.channel_id,
    channel: event.channel,
    channel_subscribe_status: event.channel_subscribe_status,
    user: { id: event.user.id, full_name: event.user.full_name, rating: event.user.rating, total_reviews: event.user.total_reviews },
  };
}
