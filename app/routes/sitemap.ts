// GET /sitemap.xml: the public pages, the listed events and the listed channels (app/server-only/sitemap.server.ts),
// under the site's origin (APP_URL). Outside the layout: not a page. Cached for a few minutes.
import { apiFor } from "~/server-only/api.server";
import { siteOrigin } from "~/server-only/event-page.server";
import { SITEMAP_PAGES, sitemapXml } from "~/server-only/sitemap.server";

export async function loader({ request }: { request: Request }) {
  const answer = await apiFor(request, null).get("sitemap");
  if (!answer.success || !answer.data) {
    return new Response("The sitemap is unavailable; please try again shortly.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
  const urls = [...SITEMAP_PAGES.map((path) => ({ path })), ...answer.data.map((entry) => ({ path: entry.path, lastmod: entry.updated_at }))];
  return new Response(sitemapXml(siteOrigin(), urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
