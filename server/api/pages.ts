// GET pages/{pageId}: a static content page (spec 000 §7): about 1, business terms 2, privacy 3,
// registration terms 5, consumer terms 7. The value is HTML written by admins, answered sanitised.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { contentPages } from "~server/db/schema";
import { sanitizeHtml } from "~server/domain/content/html";
import type { ApiEnv } from "./context";
import { fail, ok } from "./respond";

/** The page as the API answers it. */
export interface ContentPageData {
  name: string;
  sub_title: string | null;
  /** HTML, sanitised to an allow-list. */
  value: string;
}

export const PAGE_NOT_FOUND = "Page not found";

export const pagesRoutes = new Hono<ApiEnv>();

pagesRoutes.get("/pages/:pageId", async (c) => {
  const raw = c.req.param("pageId");
  // Only a plain positive integer names a page ("5"; not "5.0", "05x" or "-1").
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) return fail(c, 404, PAGE_NOT_FOUND);
  const { db } = c.get("services");
  const [page] = await db
    .select({ name: contentPages.name, subTitle: contentPages.subTitle, value: contentPages.value })
    .from(contentPages)
    .where(eq(contentPages.id, Number(raw)))
    .limit(1);
  if (!page) return fail(c, 404, PAGE_NOT_FOUND);
  return ok<ContentPageData>(c, { name: page.name, sub_title: page.subTitle, value: sanitizeHtml(page.value) });
});
