// A cover the product draws for a host who has no photo (ADR 036): the event form's "Draw a cover"
// button asks for one, and it comes back as an upload of the host's, like a photo they sent. It
// joins the form's photos, so the spec's rule that a new event has a photo ("Event photo is
// required") still holds: the host chose this picture and saw it before saving. Like any upload,
// it is attached when the form is saved and swept when it is not. It is an event image, so the
// same allowance applies as to one the host sends (ADR 053): only a host draws one, and its bytes
// count against the package's storage quota.
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { categories, uploads } from "~server/db/schema";
import { invalid, rejected } from "~server/domain/errors";
import { requireUploadAllowed } from "~server/domain/uploads/allowance";
import { UPLOAD_STATUS } from "~server/domain/uploads/attach";
import { UPLOAD_RULES } from "~server/domain/uploads/purposes";
import { ownerUrl } from "~server/domain/uploads/uploads";
import type { Services } from "~server/services";
import { idOf } from "~shared/ids";
import { coverMessages as m } from "~shared/messages/covers";
import { newCoverKeys, recordPictures, storeCover } from "./store";

/** Drawn covers not yet saved with a form that one account may hold in an hour: drawing costs CPU. */
export const DRAWN_COVERS_PER_HOUR = 10;
const TITLE_MAX = 255;
/** The name a drawn cover's upload rows carry (an upload's is the file's own name). */
const DRAWN_NAME = "drawn-cover.webp";
const CONTROL = /[\u0000-\u001f\u007f]/;
const COVER_RULE = UPLOAD_RULES["event-image"];

export interface DrawnCover {
  key: string;
  url: string;
}

/** The event category's name and the class of its top-level category (which picks the palette). */
async function categoryLook(db: Services["db"], categoryId: number) {
  const [row] = await db
    .select({ name: categories.name, className: categories.className, parentClass: sql<string | null>`(select p.class_name from categories p where p.id = ${categories.parentId})` })
    .from(categories)
    .where(and(eq(categories.id, categoryId), inArray(categories.kind, ["event", "both"])));
  return row ? { categoryName: row.name, categoryClass: row.parentClass ?? row.className } : null;
}

/** Draws a 16:9 cover from the title and category, stored as the host's upload (both sizes). */
export async function drawCover(
  services: Pick<Services, "db" | "storage" | "now" | "config">,
  userId: number,
  input: { title: string; category_id?: string | number },
): Promise<DrawnCover> {
  const title = input.title.trim();
  if (title === "" || [...title].length > TITLE_MAX || CONTROL.test(title)) throw invalid(m.titleFirst, { title: [m.titleFirst] });
  const none = input.category_id === undefined || input.category_id === "";
  const categoryId = none ? null : idOf(input.category_id);
  if (!none && categoryId === null) throw invalid(m.categoryInvalid, { category_id: [m.categoryInvalid] });
  const look = categoryId === null ? { categoryName: null, categoryClass: null } : await categoryLook(services.db, categoryId);
  if (!look) throw invalid(m.categoryInvalid, { category_id: [m.categoryInvalid] });

  const now = services.now();
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  const [recent] = await services.db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.status, UPLOAD_STATUS.uploaded), eq(uploads.originalName, DRAWN_NAME), gte(uploads.createdAt, since)));
  // Each cover is two rows (its two sizes).
  if ((recent?.n ?? 0) >= DRAWN_COVERS_PER_HOUR * 2) throw rejected(m.tooMany);

  // Who may draw, before any CPU is spent; the bytes are counted again with the rows, once known.
  const allowed = (tx: Executor, bytes: number) => requireUploadAllowed(tx, { userId, rule: COVER_RULE, bytes, field: "photos", target: null });
  await services.db.transaction((tx) => allowed(tx, 1));
  const keys = newCoverKeys();
  const pictures = await storeCover(services.storage, keys, { title, ...look }, userId);
  try {
    await services.db.transaction(async (tx) => {
      await allowed(tx, pictures.reduce((sum, picture) => sum + picture.size, 0));
      await recordPictures(tx, pictures, now, { status: UPLOAD_STATUS.uploaded, originalName: DRAWN_NAME });
    });
  } catch (error) {
    await Promise.all(keys.map((key) => services.storage.delete(key)));
    throw error;
  }
  return { key: keys[0]!, url: (await ownerUrl(services, keys[0]!))! };
}
