// create-event-require-data (spec 001 §7): what the event form's selects offer — the categories for
// events, the host's own channels with their modules, and the paid features.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categories, channelModules, channels, paidFeatures, type Category, type Channel } from "~server/db/schema";

export interface CategoryNode {
  category: Category;
  children: Category[];
}

/** The categories a picker or search filter offers (kind `for` or "both", not hidden), parents first, each with its sub-categories. */
export async function categoriesFor(db: Executor, kind: "event" | "channel"): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(ne(categories.kind, kind === "event" ? "channel" : "event"), eq(categories.hidden, false)))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  const parents = rows.filter((row) => row.parentId === null);
  return parents.map((category) => ({ category, children: rows.filter((row) => row.parentId === category.id) }));
}

/** Categories offered for events (kind "event" or "both"). */
export const eventCategories = (db: Executor): Promise<CategoryNode[]> => categoriesFor(db, "event");

export interface ChannelWithModules {
  channel: Channel;
  modules: { id: number; title: string }[];
}

/** The user's channels, newest first, each with its modules in order. */
export async function channelsOf(db: Executor, userId: number): Promise<ChannelWithModules[]> {
  const owned = await db.select().from(channels).where(eq(channels.userId, userId)).orderBy(asc(channels.title), asc(channels.id));
  return withModules(db, owned);
}

export async function withModules(db: Executor, owned: Channel[]): Promise<ChannelWithModules[]> {
  if (owned.length === 0) return [];
  const modules = await db
    .select({ id: channelModules.id, title: channelModules.title, channelId: channelModules.channelId })
    .from(channelModules)
    .where(inArray(
      channelModules.channelId,
      owned.map((channel) => channel.id),
    ))
    .orderBy(asc(channelModules.sort), asc(channelModules.id));
  return owned.map((channel) => ({
    channel,
    modules: modules.filter((module) => module.channelId === channel.id).map(({ id, title }) => ({ id, title })),
  }));
}

export async function activeFeatures(db: Executor) {
  return db
    .select()
    .from(paidFeatures)
    .where(and(eq(paidFeatures.active, true)))
    .orderBy(asc(paidFeatures.sortOrder), asc(paidFeatures.id));
}
