import pages from "~/locales/en-GB/pages.json";

type PageKey = keyof typeof pages;

export function isPageKey(key: string): key is PageKey {
  return key in pages;
}

export { documentTitle, pageMeta } from "./document-title";

export function pageTitle(key: string): string {
  return isPageKey(key) ? pages[key].title : "Marquee";
}

/** A section page's title and description (pages.json), for pageMeta. */
export function pageText(key: string): { title: string; description: string } {
  return isPageKey(key) ? pages[key] : { title: "Marquee", description: "" };
}
