// What the channel form offers and checks against the database: the categories for channels
// (categories-list/Channel, kind "channel" or "both").
import { and, asc, eq, ne } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categories, type Category } from "~server/db/schema";

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
