// Static content pages (about 1, business terms 2, privacy 3, registration terms 5, consumer terms 7),
// written by admins and always handed out sanitised.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { contentPages } from "~server/db/schema";
import { idOrNotFound, notFound } from "~server/domain/errors";
import { sanitizeHtml } from "./html";

export const PAGE_NOT_FOUND = "Page not found";

export interface ContentPage {
  name: string;
  subTitle: string | null;
  /** HTML, sanitised to an allow-list. */
  html: string;
}

/** The page with this id ("5" or "05"; not "5.0", "05x" or "-1"). */
export async function findContentPage(db: Executor, rawId: string): Promise<ContentPage> {
  const { imageKey: _imageKey, ...page } = await pageById(db, idOrNotFound(rawId, PAGE_NOT_FOUND));
  return page;
}

/** The home page's about block (spec 001 §7 GET about): content page 4. */
export const ABOUT_BLOCK_PAGE_ID = 4;

export interface AboutBlock extends ContentPage {
  /** Storage key of the block's photo, or null. */
  imageKey: string | null;
}

export function findAboutBlock(db: Executor): Promise<AboutBlock> {
  return pageById(db, ABOUT_BLOCK_PAGE_ID);
}

async function pageById(db: Executor, id: number): Promise<AboutBlock> {
  const [page] = await db
    .select({ name: contentPages.name, subTitle: contentPages.subTitle, value: contentPages.value, imageUrl: contentPages.imageUrl })
    .from(contentPages)
    .where(eq(contentPages.id, id))
    .limit(1);
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return { name: page.name, subTitle: page.subTitle, html: sanitizeHtml(page.value), imageKey: page.imageUrl };
}
