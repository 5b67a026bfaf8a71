// Who holds a channel now: its active subscriptions. A channel with any cannot be edited (002 §4).
import { and, count, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channelSubscriptions } from "~server/db/schema";

export async function activeSubscriberCount(db: Executor, channelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(channelSubscriptions)
    .where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.status, "active")));
  return row?.n ?? 0;
}
