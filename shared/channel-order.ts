// A channel's content order (002 §4): its events and document events in one list by their
// chan_sort_order; ties by type (videos before documents) then id, so the order is total and the
// same on every page. Pure: used for the previous/next links of an event or a document.

export type ChannelItemType = "event" | "document";

export interface ChannelItem {
  type: ChannelItemType;
  id: number;
  chanSortOrder: number;
}

const TYPE_RANK: Record<ChannelItemType, number> = { event: 0, document: 1 };

export function compareChannelItems(a: ChannelItem, b: ChannelItem): number {
  return a.chanSortOrder - b.chanSortOrder || TYPE_RANK[a.type] - TYPE_RANK[b.type] || a.id - b.id;
}

/** The items just before and after `current` in the channel's order (null at either end, or when absent). */
export function neighboursOf<T extends ChannelItem>(items: readonly T[], current: Pick<ChannelItem, "type" | "id">): { previous: T | null; next: T | null } {
  const sorted = [...items].sort(compareChannelItems);
  const at = sorted.findIndex((item) => item.type === current.type && item.id === current.id);
  if (at < 0) return { previous: null, next: null };
  return { previous: sorted[at - 1] ?? null, next: sorted[at + 1] ?? null };
}

/** The order number a new item takes: after everything already in the channel. */
export function nextSortOrder(orders: readonly number[]): number {
  return orders.reduce((max, order) => Math.max(max, order), 0) + 1;
}
