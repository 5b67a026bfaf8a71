// The app's translator, in the browser and in server rendering (ADR 047): what the app asks of
// i18next, in about 1 KB instead of 14 KB gzip
// (docs/decisions/019-lighter-browser-code.md). It reads the same strings (en-GB, the base namespaces
// plus those each route's `handle` brings) and answers `t("key")`, `t("ns:key")` and
// `t("key", { vars })` exactly as i18next does with the app's options (tests/unit/translator.test.ts
// compares the two on every string of app/locales).
//
// Scope, kept on purpose: `{{name}}` interpolation without escaping (escapeValue: false), keys
// nested with ".", namespaces with ":", and plurals by `count` (key_zero for 0, then key_<category>
// of Intl.PluralRules, then the bare key, as i18next looks them up). No contexts, formats or nesting
// ($t): the strings use none, and the same test fails the day one does.
import type { BoundedCache } from "~shared/bounded-cache";

type Strings = { [key: string]: string | Strings };
type Vars = { ns?: string } & Record<string, unknown>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function lookup(strings: Strings | undefined, path: string): unknown {
  let found: unknown = strings;
  for (const part of path.split(".")) {
    if (found === null || typeof found !== "object") return undefined;
    found = (found as Strings)[part];
  }
  return found;
}

function interpolate(text: string, vars: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const path = name.trim();
    // As i18next: a variable not given leaves the placeholder; given but empty (null, undefined) is "".
    if (!(path.split(".")[0] in vars)) return placeholder;
    const value = lookup(vars as Strings, path);
    return value === undefined || value === null ? "" : String(value);
  });
}

/** The part of i18next's instance the app uses, so either can stand behind `useTranslation`. */
export interface Translator {
  language: string;
  t(key: string, options?: Vars): string;
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(language: string, namespace: string, strings: object): void;
}

/** The keys tried for a plural, in i18next's order. */
function pluralPaths(path: string, count: number, rules: Intl.PluralRules): string[] {
  const paths = count === 0 ? [`${path}_zero`] : [];
  return [...paths, `${path}_${rules.select(count)}`, path];
}

export function createTranslator(options: {
  language: string;
  defaultNS: string;
  resources: Record<string, object>;
  /**
   * Where each string found is kept, by namespace and key (null: none there): the server's
   * translator answers the same few hundred for every page. The browser's looks each up (a
   * cache there would be a chunk of its own on every page, over the JavaScript budget).
   */
  found?: BoundedCache<string, string | null>;
}): Translator {
  const bundles = new Map<string, Strings>(Object.entries(options.resources) as [string, Strings][]);
  const plurals = new Intl.PluralRules(options.language);
  const { found } = options;
  const lookUp = (namespace: string, path: string): string | null => {
    const value = lookup(bundles.get(namespace), path);
    return typeof value === "string" ? value : null;
  };
  const stringAt = !found
    ? lookUp
    : (namespace: string, path: string): string | null => {
        const key = `${namespace}\u0000${path}`;
        let text = found.get(key);
        if (text === undefined) {
          text = lookUp(namespace, path);
          found.set(key, text);
        }
        return text;
      };
  return {
    language: options.language,
    t(key, vars) {
      const colon = key.indexOf(":");
      const namespace = colon >= 0 ? key.slice(0, colon) : (vars?.ns ?? options.defaultNS);
      const path = colon >= 0 ? key.slice(colon + 1) : key;
      const count = vars?.count;
      const candidates = typeof count === "number" ? pluralPaths(path, count, plurals) : [path];
      let text: string | null = null;
      for (const candidate of candidates) if ((text = stringAt(namespace, candidate)) !== null) break;
      // A missing string (or a branch rather than a string) shows its key, as i18next shows a missing one.
      if (text === null) return path;
      return vars && text.includes("{{") ? interpolate(text, vars) : text;
    },
    hasResourceBundle: (language, namespace) => language === options.language && bundles.has(namespace),
    addResourceBundle(language, namespace, strings) {
      if (language !== options.language) return;
      bundles.set(namespace, strings as Strings);
      found?.clear();
    },
  };
}
