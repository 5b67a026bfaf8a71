// The server's one i18next instance: built once at start with every namespace (one language), and
// shared by every request, instead of an instance initialised per request.
import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { allResources } from "~/locales/all.server";
import { defaultLanguage } from "~/locales";
import { i18nConfig } from "~/lib/i18n";

export const serverI18n = createInstance();
void serverI18n.use(initReactI18next).init({
  ...i18nConfig,
  ns: Object.keys(allResources),
  resources: { [defaultLanguage]: allResources },
});

/** The options react-i18next's t() passes for a plain lookup; anything else (values, count, context…) is translated afresh. */
const plainLookupOptions = new Set(["lng", "lngs", "ns", "keyPrefix"]);

/**
 * The header, footer and navigation translate the same few dozen keys on every page, each t() going
 * through i18next's whole option handling, lookup and interpolation. A plain lookup (a string key, no
 * values to fill in) of a fixed language and namespace always gives the same string while the
 * resources stay the same, so its answer is kept; adding or removing strings forgets them all.
 */
function rememberPlainLookups(instance: typeof serverI18n) {
  type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;
  const translate = (instance.t as unknown as Translate).bind(instance);
  const known = new Map<string, string>();
  instance.store.on("added", () => known.clear());
  instance.store.on("removed", () => known.clear());
  const part = (value: unknown): string | null =>
    value === undefined || value === null ? "" : typeof value === "string" ? value : Array.isArray(value) && value.every((v) => typeof v === "string") ? value.join(",") : null;

  const t: Translate = (key, options, ...rest) => {
    if (typeof key !== "string" || rest.length > 0 || (options !== undefined && (typeof options !== "object" || options === null))) {
      return translate(key, options, ...rest);
    }
    const given = (options ?? {}) as Record<string, unknown>;
    let id = `${key}\u0000${instance.language}`;
    for (const name of Object.keys(given)) {
      const value = part(given[name]);
      if (!plainLookupOptions.has(name) || value === null) return translate(key, options);
    }
    for (const name of plainLookupOptions) id += `\u0000${part(given[name])}`;
    const found = known.get(id);
    if (found !== undefined) return found;
    const answer = translate(key, options);
    if (typeof answer === "string" && known.size < 10_000) known.set(id, answer);
    return answer;
  };
  (instance as unknown as { t: Translate }).t = t;
}
rememberPlainLookups(serverI18n);
