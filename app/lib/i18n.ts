// i18next options shared by the server and the browser, and the strings each route brings.
import { baseNamespaces, defaultLanguage, defaultNamespace, supportedLanguages, type Namespace, type Resources } from "~/locales";

export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: defaultLanguage,
  // Strings exist per full code (en-GB) only: not trying "en" as well makes each t() about 3x cheaper.
  load: "currentOnly",
  lng: defaultLanguage,
  defaultNS: defaultNamespace,
  ns: baseNamespaces,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // The resources are given, so initialising is synchronous.
  initImmediate: false,
} as const;

/** A route's `handle`: the namespaces it uses beyond the base ones (remix-i18next's `i18n`), with their strings. */
export interface RouteStrings {
  i18n: Namespace[];
  strings: Partial<Resources>;
}

/** `export const handle = routeStrings({ auth })`: the route's strings ride in its own JavaScript chunk. */
export function routeStrings(strings: Partial<Resources>): RouteStrings {
  return { i18n: Object.keys(strings) as Namespace[], strings };
}

/** The strings the matched routes declare, keyed by namespace. */
export function stringsOfMatches(matches: ReadonlyArray<{ handle?: unknown }>): Partial<Resources> {
  const found: Partial<Resources> = {};
  for (const { handle } of matches) {
    const strings = (handle as Partial<RouteStrings> | undefined)?.strings;
    if (strings) Object.assign(found, strings);
  }
  return found;
}
