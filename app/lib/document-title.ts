/** The document title of a page: "Title | Marquee". Apart from page-title.ts so that a page asking
 * only for this does not load every section page's title and description (pages.json, 1.9 KB gzip). */
export function documentTitle(title: string): string {
  return `${title} | Marquee`;
}
