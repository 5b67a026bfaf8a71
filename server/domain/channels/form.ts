// What the channel form offers and checks against the database: the categories for channels
// (categories-list/Channel) and the channel a host may edit (another user's reads as missing).
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categories, channelSubscriptions, channels, type Category, type Channel } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { notFound } from "~server/domain/errors";
import { mayManage } from "~server/domain/events/access";
import { idOf } from "~shared/ids";
import { channelMessages as m } from "~shared/messages/channels";

export interface ChannelCategoryNode {
  category: Category;
  children: Category[];
}

/** Categories offered to channels (kind "channel" or "both"), parents first, each with its sub-categories. */
export async function channelCategories(db: Executor): Promise<ChannelCategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(ne(categories.kind, "event"))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  const parents = rows.filter((row) => row.parentId === null);
  return parents.map((category) => ({ category, children: rows.filter((row) => row.parentId === category.id) }));
}

/** Whether a category may hold channels. */
export async function isChannelCategory(db: Executor, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), ne(categories.kind, "event")))
    .limit(1);
  return Boolean(row);
}

/**
 * The channel when `user` may manage it (its host or an administrator), locked when asked. Anyone
 * else gets the answer a missing channel gets, so ids of other hosts' channels tell nothing.
 */
export async function loadManagedChannel(db: Executor, user: Pick<UserRow, "id" | "role">, id: unknown, lock = false): Promise<Channel> {
  const channelId = idOf(id);
  if (channelId === null) throw notFound(m.channelNotFound);
  const query = db.select().from(channels).where(eq(channels.id, channelId)).limit(1);
  const [channel] = lock ? await query.for("update") : await query;
  if (!channel || !mayManage(user, channel.userId)) throw notFound(m.channelNotFound);
  return channel;
}

/** Active subscriptions: while there are any, the channel cannot be edited (002 §4). */
export async function activeSubscriberCount(db: Executor, channelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(channelSubscriptions)
    .where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.status, "active")));
  return row?.n ?? 0;
}
