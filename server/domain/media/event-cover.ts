// The cover an event gets when its host uploads no photo (docs/decisions/036-generated-covers.md):
// drawn from its title and category, stored before the save's transaction and recorded as an
// upload of the host's that the save then attaches like any uploaded photo. Should the save fail,
// the cover stays an unattached upload and the hourly sweep deletes it a day later.
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { categories } from "~server/db/schema";
import { UPLOAD_STATUS } from "~server/domain/uploads/attach";
import type { Services } from "~server/services";
import type { CoverInput } from "./covers";
import { newCoverKeys, recordPictures, storeCover } from "./store";

/** The title and the category's name and palette a cover is drawn from; null for an unknown category. */
async function coverInput(db: Services["db"], title: string, categoryId: number): Promise<CoverInput | null> {
  const parent = alias(categories, "parent");
  const [row] = await db
    .select({ name: categories.name, className: categories.className, parentClass: parent.className })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!row) return null;
  return { title, categoryName: row.name, categoryClass: row.className ?? row.parentClass };
}

/**
 * Draws and stores a cover for `userId`'s event or channel; answers the key of its largest size
 * (what images hold), or null when the category is unknown (the save refuses it anyway).
 */
export async function generateCover(services: Pick<Services, "db" | "storage" | "now">, input: { userId: number; title: string; categoryId: number }): Promise<string | null> {
  const look = await coverInput(services.db, input.title, input.categoryId);
  if (!look) return null;
  const keys = newCoverKeys();
  const stored = await storeCover(services.storage, keys, look, input.userId);
  await recordPictures(services.db, stored, UPLOAD_STATUS.uploaded, services.now());
  return keys[0]!;
}
