// What the channel form offers and checks against the database: the categories for channels
// (categories-list/Channel, kind "channel" or "both").
import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categoriesFor, type CategoryNode } from "~server/domain/events/require-data";
import { categories } from "~server/db/schema";

export type ChannelCategoryNode = CategoryNode;

/** Categories offered to channels (kind "channel" or "both"), parents first, each with its sub-categories. */
export const channelCategories = (db: Executor): Promise<ChannelCategoryNode[]> => categoriesFor(db, "channel");

/** Whether a category may hold channels. */
export async function isChannelCategory(db: Executor, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), ne(categories.kind, "event")))
    .limit(1);
  return Boolean(row);
}
