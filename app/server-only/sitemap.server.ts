// /sitemap.xml: the site's public pages, then the events and channels the API lists,
// as absolute URLs under the site's origin. Pure: the route's loader gives it the origin and entries.
import { accessOf, sectionKey } from "~/lib/sections";

/** The site's own public pages, in the order the sitemap lists them. */
export const SITEMAP_PAGES = [
  "/",
  "/home",
  "/search",
  "/channels",
  "/pricing",
  "/help",
  "/video-tutorial",
  "/contact-us",
  "/about",
  "/privacy-policy",
  "/terms-of-use-business",
  "/terms-of-use-consumer",
  "/content-creator",
  "/become-host",
  "/yoga-teacher",
  "/coaches",
  "/fitness-experts",
  "/beauty-experts",
  "/Why-Marquee",
  "/new-landing",
  "/creator-economy-web3",
] as const;

export interface SitemapUrl {
  /** A path of this site ("/event-detail/12/sunrise-flow"). */
  path: string;
  /** ISO 8601; left out when unknown. */
  lastmod?: string | null;
}

/** Text safe inside an XML element or attribute. */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/**
 * The sitemap document. A path whose page needs a login (a pre-recorded event's page) is left out:
 * robots.txt keeps crawlers off it, and a crawler could not read it anyway. Repeated paths appear once.
 */
export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const base = origin.replace(/\/+$/, "");
  const seen = new Set<string>();
  const items = urls.flatMap(({ path, lastmod }) => {
    if (seen.has(path) || accessOf(sectionKey(path)) !== "public") return [];
    seen.add(path);
    const modified = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : "";
    return [`  <url><loc>${xmlEscape(`${base}${path}`)}</loc>${modified}</url>`];
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, "</urlset>", ""].join("\n");
}
