// A channel's content (its events and document events) in the host's order. One rule, read by the
// host's table, the channel pages, the previous/next links and the subscriber lists.

export type ChannelContentKind = "event" | "document";

export interface Ordered {
  kind: ChannelContentKind;
  id: number;
  /** chan_sort_order: 1-based once the host has saved an order; 0 for content never ordered. */
  order: number;
}

/**
 * By the saved order number; content never ordered (0) after the ordered, in the order it was added;
 * on a tie events before documents, then the older first.
 */
export function compareChannelContent(a: Ordered, b: Ordered): number {
  const rank = (item: Ordered) => (item.order > 0 ? item.order : Number.MAX_SAFE_INTEGER);
  return rank(a) - rank(b) || (a.kind === b.kind ? 0 : a.kind === "event" ? -1 : 1) || a.id - b.id;
}

export function inChannelOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort(compareChannelContent);
}

/** The items just before and after `current` in the channel's order (null at either end, or when absent). */
export function neighboursOf<T extends Ordered>(items: readonly T[], current: Pick<Ordered, "kind" | "id">): { previous: T | null; next: T | null } {
  const sorted = inChannelOrder(items);
  const at = sorted.findIndex((item) => item.kind === current.kind && item.id === current.id);
  if (at < 0) return { previous: null, next: null };
  return { previous: sorted[at - 1] ?? null, next: sorted[at + 1] ?? null };
}
