// The order of a channel's content (002 §4 "Reordering"): events and document events share one
// sequence, chan_sort_order, numbered from 1. The host sends the whole list; it must name every item
// of the channel exactly once, with the numbers 1..n each used once. Pure: the API's check and the
// no-JavaScript form's reading of its number inputs.
import { channelOrderMessages as m } from "~shared/messages/channel-order";
import { formText } from "~shared/form-values";
import { idOf } from "~shared/ids";
import type { ChannelContentKind } from "~shared/channel-content";

/** What a row of the channel's content is: the spec's event_type ("Document" for a document event). */
export const CHANNEL_ITEM_TYPES = ["Online Event", "Pre Recorded", "Document"] as const;
export type ChannelItemType = (typeof CHANNEL_ITEM_TYPES)[number];

/** More items than a channel can sensibly hold: the list is refused before any query. */
export const MAX_ORDER_ITEMS = 2000;

export function kindOf(eventType: string): ChannelContentKind {
  return eventType === "Document" ? "document" : "event";
}

export function isChannelItemType(value: unknown): value is ChannelItemType {
  return (CHANNEL_ITEM_TYPES as readonly unknown[]).includes(value);
}

/** One entry of the list as a client sends it. */
export interface OrderEntryInput {
  id: unknown;
  event_type: unknown;
  ordernum: unknown;
}

export interface ChannelItemRef {
  id: number;
  kind: ChannelContentKind;
}

export interface OrderedItem extends ChannelItemRef {
  ordernum: number;
}

export type OrderCheck = { ok: true; items: OrderedItem[] } | { ok: false; message: string };

const keyOf = (item: ChannelItemRef) => `${item.kind}:${item.id}`;

function wholeNumber(value: unknown): number | null {
  const text = formText(value);
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/**
 * Checks a sent list against the channel's items: each entry names one of them (a foreign or
 * unknown one refuses the list), none twice, none left out, and the order numbers are 1..n.
 */
export function checkChannelOrder(sent: readonly OrderEntryInput[], channelItems: readonly ChannelItemRef[]): OrderCheck {
  if (sent.length > MAX_ORDER_ITEMS) return { ok: false, message: m.tooMany };
  const known = new Set(channelItems.map(keyOf));
  const seen = new Set<string>();
  const numbers = new Set<number>();
  const items: OrderedItem[] = [];
  let badNumber = false;
  for (const entry of sent) {
    const id = idOf(entry.id);
    if (id === null || !isChannelItemType(entry.event_type)) return { ok: false, message: m.foreignItem };
    const item = { id, kind: kindOf(entry.event_type) };
    const key = keyOf(item);
    if (!known.has(key)) return { ok: false, message: m.foreignItem };
    if (seen.has(key)) return { ok: false, message: m.repeatedItem };
    seen.add(key);
    const ordernum = wholeNumber(entry.ordernum);
    if (ordernum === null || ordernum < 1 || ordernum > channelItems.length || numbers.has(ordernum)) badNumber = true;
    else numbers.add(ordernum);
    items.push({ ...item, ordernum: ordernum ?? 0 });
  }
  if (seen.size < known.size) return { ok: false, message: m.missingItem };
  if (badNumber) return { ok: false, message: badNumbersMessage(channelItems.length) };
  return { ok: true, items };
}

export function badNumbersMessage(count: number): string {
  return m.badNumbers.replace("{{count}}", String(count));
}

/** A row of the no-JavaScript form: the item, where it stood, and the number typed into its input. */
export interface NumberedRow<T> {
  item: T;
  position: number;
  typed: unknown;
}

/**
 * Reads the order-number inputs as the host means them: rows sorted by the number typed; a row
 * given a new number goes before one that kept that number (typing 1 on the last row moves it to
 * the top), otherwise rows keep their old order. Answers the rows in their new order, or null
 * when a number is not a whole number of at least 1.
 */
export function orderFromNumbers<T>(rows: readonly NumberedRow<T>[]): T[] | null {
  const read = rows.map((row) => ({ ...row, number: wholeNumber(row.typed) }));
  if (read.some((row) => row.number === null || row.number < 1)) return null;
  const moved = (row: (typeof read)[number]) => (row.number === row.position ? 1 : 0);
  return read
    .sort((a, b) => a.number! - b.number! || moved(a) - moved(b) || a.position - b.position)
    .map((row) => row.item);
}
