// The admin console's category tree (two levels: top-level categories and their sub-categories),
// for events, channels or both. Add, rename, move, hide and show; delete only what nothing uses (a
// category in use is hidden instead, so existing events and channels keep it). Renaming refreshes
// the search vectors through the triggers on categories. Each change writes its audit row with it.
import { asc, eq, sql } from "drizzle-orm";
import { adminCategoryMessages as c } from "~shared/messages/admin-catalogue";
import type { Db, Executor } from "~server/db/client";
import { categories, channels, events, type Category } from "~server/db/schema";
import { notFound, rejected } from "~server/domain/errors";
import { auditedAdminAction, type AdminActor } from "./audit";

export interface CategoryListRow {
  category: Category;
  /** Events and channels that name it. */
  events: number;
  channels: number;
  children: number;
}

/** Every category, top-level ones first in their order, with what uses each (one query). */
export async function listCategories(db: Executor): Promise<CategoryListRow[]> {
  const rows = await db
    .select({
      category: categories,
      // Written out in full: drizzle leaves columns unqualified here, and "id" would be the subquery's own.
      events: sql<number>`(select count(*)::int from events e where e.category_id = categories.id)`,
      channels: sql<number>`(select count(*)::int from channels ch where ch.category_id = categories.id)`,
      children: sql<number>`(select count(*)::int from categories child where child.parent_id = categories.id)`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  const parents = rows.filter((row) => row.category.parentId === null);
  return parents.flatMap((parent) => [parent, ...rows.filter((row) => row.category.parentId === parent.category.id)]);
}

const auditState = (row: Category) => ({ name: row.name, kind: row.kind, parent_id: row.parentId, hidden: row.hidden });

async function lockedCategory(tx: Executor, id: number): Promise<Category> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
  if (!row) throw notFound(c.categoryUnknown);
  return row;
}

/** A parent must be a top-level category (the tree has two levels). */
async function checkParent(tx: Executor, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
  if (!parent || parent.parentId !== null) throw rejected(c.parentUnknown, { parent_id: [c.parentUnknown] });
}

export async function createCategory(db: Db, actor: AdminActor, input: { name: string; kind: Category["kind"]; parent_id: number | null }, now: Date): Promise<Category> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    await checkParent(tx, input.parent_id);
    const [row] = await tx.insert(categories).values({ name: input.name, kind: input.kind, parentId: input.parent_id, createdAt: now }).returning();
    return { result: row!, audit: { action: "create-category", objectType: "category", objectId: row!.id, before: null, after: auditState(row!) } };
  });
}

/** Renames a category and moves it under a parent (or to the top level). */
export async function updateCategory(db: Db, actor: AdminActor, input: { id: number; name: string; parent_id: number | null }, now: Date): Promise<Category> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    const before = await lockedCategory(tx, input.id);
    if (input.parent_id === input.id) throw rejected(c.parentSelf, { parent_id: [c.parentSelf] });
    if (input.parent_id !== null) {
      const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, input.id)).limit(1);
      if (child) throw rejected(c.parentHasChildren, { parent_id: [c.parentHasChildren] });
    }
    await checkParent(tx, input.parent_id);
    const [after] = await tx.update(categories).set({ name: input.name, parentId: input.parent_id }).where(eq(categories.id, input.id)).returning();
    return { result: after!, audit: { action: "update-category", objectType: "category", objectId: input.id, before: auditState(before), after: auditState(after!) } };
  });
}

export async function setCategoryHidden(db: Db, actor: AdminActor, id: number, hidden: boolean, now: Date): Promise<Category> {
  return auditedAdminAction(db, actor, now, async (tx) => {
    const before = await lockedCategory(tx, id);
    const [after] = await tx.update(categories).set({ hidden }).where(eq(categories.id, id)).returning();
    return { result: after!, audit: { action: hidden ? "hide-category" : "show-category", objectType: "category", objectId: id, before: auditState(before), after: auditState(after!) } };
  });
}

/**
 * Deletes a category nothing uses. The row lock is taken first: an event or channel naming it
 * meanwhile waits on it (the foreign key's lock), so the count below cannot be overtaken.
 */
export async function deleteCategory(db: Db, actor: AdminActor, id: number, now: Date): Promise<void> {
  await auditedAdminAction(db, actor, now, async (tx) => {
    const before = await lockedCategory(tx, id);
    const [use] = await tx
      .select({
        events: sql<number>`(select count(*)::int from ${events} where ${events.categoryId} = ${id})`,
        channels: sql<number>`(select count(*)::int from ${channels} where ${channels.categoryId} = ${id})`,
        children: sql<number>`(select count(*)::int from ${categories} where ${categories.parentId} = ${id})`,
      })
      .from(sql`(select 1) as one`);
    if (use && (Number(use.events) > 0 || Number(use.channels) > 0)) throw rejected(c.inUse);
    if (use && Number(use.children) > 0) throw rejected(c.hasChildren);
    await tx.delete(categories).where(eq(categories.id, id));
    return { result: undefined, audit: { action: "delete-category", objectType: "category", objectId: id, before: auditState(before), after: null } };
  });
}
