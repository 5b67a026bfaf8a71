import pages from "~/locales/en-GB/pages.json";

type PageKey = keyof typeof pages;

export function isPageKey(key: string): key is PageKey {
  return key in pages;
}

/** The document title of a page: "Title | Marquee". */
export function documentTitle(title: string): string {
  return `${title} | Marquee`;
}

export function pageTitle(key: string): string {
  return isPageKey(key) ? pages[key].title : "Marquee";
}
