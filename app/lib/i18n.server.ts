// The server's one i18next instance: built once at start with every namespace (one language), and
// shared by every request, instead of an instance initialised per request.
import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { allResources } from "~/locales/all.server";
import { defaultLanguage } from "~/locales";
import { i18nConfig } from "./i18n";

export const serverI18n = createInstance();
void serverI18n.use(initReactI18next).init({
  ...i18nConfig,
  ns: Object.keys(allResources),
  resources: { [defaultLanguage]: allResources },
});

/**
 * i18next works out the language hierarchy of every t() call again (formatLanguageCode and friends:
 * about a third of each call). With one instance, its languages fixed at start, the answer per
 * (language, fallback) never changes: it is kept, and each call gets its own copy.
 */
function rememberLanguageHierarchy(instance: typeof serverI18n) {
  const utils = instance.services.languageUtils as {
    toResolveHierarchy: (code: string, fallbackCode?: unknown) => string[];
  };
  const compute = utils.toResolveHierarchy.bind(utils);
  const known = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined && typeof fallbackCode !== "string") return compute(code, fallbackCode);
    const key = `${code}\u0000${fallbackCode ?? ""}`;
    let codes = known.get(key);
    if (!codes) {
      codes = compute(code, fallbackCode);
      if (known.size < 100) known.set(key, codes);
    }
    return codes.slice();
  };
}
rememberLanguageHierarchy(serverI18n);
