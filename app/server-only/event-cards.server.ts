// What a page sends the browser for an event card: the fields the card reads (EventCardData, whose
// type is made from the lists below), not the whole public event answer. A card list's data was
// most of its page's streamed data, and every field it carries is encoded, sent and parsed again
// in the browser.
import type { PublicEventData } from "~server/api/contract";
import type { EventCardData } from "~/components/events/event-card";

/** The fields of a public event that its card reads, its status facts (event-action.tsx) included. */
export const EVENT_CARD_FIELDS = [
  "id",
  "title",
  "event_slug",
  "event_type",
  "images",
  "starts_at",
  "ends_at",
  "time_zone",
  "category_name",
  "pre_recorded_duration",
  "is_free",
  "price_all_in",
  "is_booked",
  "is_favorite",
  "is_host",
  "is_reject",
  "cancelled",
  "can_cancel",
  "remaining_seat",
  "max_participants",
  "has_join_link",
  "channel_id",
  "channel",
  "channel_subscribe_status",
  "series",
] as const satisfies readonly (keyof PublicEventData)[];

/** What a card reads of the event's host. */
export const EVENT_CARD_HOST_FIELDS = ["id", "full_name", "rating", "total_reviews"] as const satisfies readonly (keyof PublicEventData["user"])[];

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = from[key];
  return picked;
}

export function eventCardData(event: PublicEventData): EventCardData {
  return { ...pick(event, EVENT_CARD_FIELDS), user: pick(event.user, EVENT_CARD_HOST_FIELDS) };
}

/** An answer that carries public events (a channel, a module, a host's profile), as a page sends it: its events as cards. */
export type WithEventCards<T extends { events: PublicEventData[] }> = Omit<T, "events"> & { events: EventCardData[] };

export function withEventCards<T extends { events: PublicEventData[] }>(owner: T): WithEventCards<T> {
  return { ...owner, events: owner.events.map(eventCardData) };
}
