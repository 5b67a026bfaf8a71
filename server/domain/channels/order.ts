// The order of a channel's content (002 §4): its events and document events share chan_sort_order,
// 1 first. The host saves the whole list at once (channels/orderupdate); a new event or document in
// a channel goes after everything it holds (nextChannelSortOrder).
import { and, eq, max, sql } from "drizzle-orm";
import { checkChannelOrder, type OrderEntryInput } from "~shared/channel-order";
import type { Executor } from "~server/db/client";
import { channels, documentEvents, events } from "~server/db/schema";
import { invalid } from "~server/domain/errors";
import type { Services } from "~server/services";
import { channelContent } from "./content";
import { loadOwnedChannel, type ChannelCaller } from "./owned";


/**
 * The order number for what is added to the channel now: one after the last of its events and
 * documents. Locks the channel row, so two additions at once take different numbers.
 */
export async function nextChannelSortOrder(tx: Executor, channelId: number): Promise<number> {
  await tx.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId)).for("update");
  const [eventsMax] = await tx.select({ n: max(events.chanSortOrder) }).from(events).where(eq(events.channelId, channelId));
  const [documentsMax] = await tx
    .select({ n: max(documentEvents.chanSortOrder) })
    .from(documentEvents)
    .where(eq(documentEvents.channelId, channelId));
  return Math.max(eventsMax?.n ?? 0, documentsMax?.n ?? 0) + 1;
}

export interface ChannelOrderInput {
  channelId: unknown;
  items: readonly OrderEntryInput[];
}

/** channels/orderupdate: checks the whole list against the channel, then saves it in one transaction. */
export async function saveChannelOrder(services: Pick<Services, "db" | "now">, caller: ChannelCaller, input: ChannelOrderInput): Promise<void> {
  await services.db.transaction(async (tx) => {
    const channel = await loadOwnedChannel(tx, caller, input.channelId, { lock: true });
    // The list must name what the host's table shows: the channel's content as channelContent reads it.
    const check = checkChannelOrder(input.items, await channelContent(tx, channel.id));
    if (!check.ok) throw invalid(check.message);
    const now = services.now();
    for (const item of check.items) {
      const table = item.kind === "event" ? events : documentEvents;
      await tx
        .update(table)
        .set({ chanSortOrder: item.ordernum, updatedAt: now })
        .where(and(eq(table.id, item.id), eq(table.channelId, channel.id), sql`${table.chanSortOrder} is distinct from ${item.ordernum}`));
    }
  });
}
