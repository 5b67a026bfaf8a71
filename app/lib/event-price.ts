// What an event's price reads as on its card and its page: an event inside a channel is included in
// the channel's subscription (it has no ticket price; 002 §4 "Subscribe Now"), so it never reads
// "Free" beside "Subscribe Now"; a free event reads "Free"; any other its all-in price.
import { formatPrice } from "~shared/money";

export type PriceShown = { kind: "included" } | { kind: "free" } | { kind: "price"; text: string };

export function eventPriceShown(event: { channel_id: number | null; is_free: boolean; price_all_in: number }): PriceShown {
  if (event.channel_id !== null) return { kind: "included" };
  if (event.is_free || event.price_all_in <= 0) return { kind: "free" };
  return { kind: "price", text: formatPrice(event.price_all_in) };
}
