/** The document title of a page: "Title | Marquee". Apart from page-title.ts so that a page asking
 * only for this does not load every section page's title and description (pages.json, 1.9 KB gzip). */
export function documentTitle(title: string): string {
  return `${title} | Marquee`;
}

/** What a public page says of itself in <head>. */
export interface PageMetaInput {
  title: string;
  description: string;
  /** og:type; "article" for a text page, "profile" for a person. Default "website". */
  type?: "website" | "article" | "profile";
  /** The canonical path when it is not the page's own (a page served at two addresses). */
  canonicalPath?: string;
  /** The canonical address, absolute, when the caller has it already (made on the server). */
  url?: string;
  /** An absolute image URL for og:image (and a large Twitter card). */
  image?: string | null;
}

/** The part of a meta function's arguments the canonical address is made of (Remix's MetaArgs fits). */
export interface MetaPlace {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string } | { tagName: "link"; rel: string; href: string };

/** The site's origin as the root loader tells it (APP_URL, in its public env), or null. */
function originOf(matches: MetaPlace["matches"]): string | null {
  const root = matches.find((match) => match?.id === "root")?.data as { env?: { APP_URL?: unknown } } | undefined;
  const origin = root?.env?.APP_URL;
  return typeof origin === "string" && origin !== "" ? origin.replace(/\/+$/, "") : null;
}

/**
 * A public page's <title>, description, canonical link, Open Graph tags and Twitter card: one list for
 * every public page. With `place` (the meta function's own arguments) the canonical link and og:url
 * are the absolute address of the page (its path, without the query) under APP_URL.
 *
 *   export const meta: MetaFunction = (args) => pageMeta({ title, description }, args);
 */
export function pageMeta(page: PageMetaInput, place?: MetaPlace): MetaTag[] {
  const tags: MetaTag[] = [
    { title: documentTitle(page.title) },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: "Marquee" },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  const origin = place ? originOf(place.matches) : null;
  const url = page.url ?? (place && origin ? `${origin}${page.canonicalPath ?? place.location.pathname}` : null);
  if (url) tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  if (page.image) tags.push({ property: "og:image", content: page.image }, { name: "twitter:image", content: page.image });
  return tags;
}

/**
 * The tags for a description already made (event-meta.ts metaDescription, on the server: a page whose loader
 * makes it keeps the text tools out of its JavaScript).
 */
export function cardMeta(input: { title: string; description: string; url: string; image: string | null; startsAt: string | null }): MetaTag[] {
  return [
    ...pageMeta({ title: input.title, description: input.description, url: input.url, image: input.image }),
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    ...(input.startsAt ? [{ property: "event:start_time", content: input.startsAt }] : []),
  ];
}
