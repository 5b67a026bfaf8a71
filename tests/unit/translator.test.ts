// The browser's translator (app/lib/translator.ts) against i18next, configured as the server
// configures it: the same text for every string of app/locales, with and without its variables,
// by namespace prefix and by the hook's namespace, and for the edge cases the app can reach.
import i18next from "i18next";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRequire } from "node:module";
import type * as RealReactI18next from "~/components/i18n/use-translation";
import { describe, expect, it } from "vitest";
import * as browser from "~/components/i18n/use-translation";
import { i18nConfig } from "~/lib/i18n";
import { createTranslator } from "~/lib/translator";
import { boundedCache } from "~shared/bounded-cache";
import { defaultLanguage, defaultNamespace } from "~/locales";
import { allResources } from "~/locales/all.server";

// The real react-i18next, which the app's own hook (~/components/i18n/use-translation) must match.
const real = createRequire(import.meta.url)("react-i18next") as typeof RealReactI18next;

const reference = i18next.createInstance();
await reference.init({ ...i18nConfig, ns: Object.keys(allResources), resources: { [defaultLanguage]: allResources } });
// As the server makes it: the strings found kept (the browser's looks each up).
const translator = createTranslator({ language: defaultLanguage, defaultNS: defaultNamespace, resources: allResources, found: boundedCache({ maxEntries: 5_000 }) });

/** Every string of a namespace as [dotted key, text]. */
function leaves(strings: object, prefix = ""): [string, string][] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}

const everyString = Object.entries(allResources).flatMap(([namespace, strings]) =>
  leaves(strings).map(([key, text]) => ({ namespace, key, text })),
);
const variablesOf = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());

describe("the browser's translator", () => {
  it("gives i18next's text for every string of every namespace", () => {
    expect(everyString.length).toBeGreaterThan(100);
    for (const { namespace, key, text } of everyString) {
      const vars = Object.fromEntries(variablesOf(text).map((name, index) => [name, index % 2 ? 2026 : `<${name} & $1>`]));
      for (const options of [undefined, vars, { ...vars, ns: namespace }]) {
        const asked = options?.ns ? key : `${namespace}:${key}`;
        expect(translator.t(asked, options), `${namespace}:${key}`).toBe(reference.t(asked, options));
      }
      if (namespace === defaultNamespace) expect(translator.t(key, vars)).toBe(reference.t(key, vars));
    }
  });

  it("uses only what it implements: plain {{name}} placeholders, no plurals, formats or nesting", () => {
    for (const { namespace, key, text } of everyString) {
      for (const placeholder of text.match(/\{\{.*?\}\}/g) ?? []) expect(placeholder, `${namespace}:${key}`).toMatch(/^\{\{\w+\}\}$/);
      expect(text, `${namespace}:${key}`).not.toMatch(/\$t\(/);
      // Plurals: the translator knows i18next's suffixes; every plural has its "other" form.
      const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
      if (plural) expect(everyString.some((one) => one.namespace === namespace && one.key === `${plural[1]}_other`), `${namespace}:${key}`).toBe(true);
    }
  });

  it("picks a plural's form by count as i18next does", () => {
    const bases = new Set(everyString.filter(({ key }) => key.endsWith("_other")).map(({ namespace, key }) => `${namespace}:${key.slice(0, -"_other".length)}`));
    expect(bases.size, "the strings have at least one plural to compare").toBeGreaterThan(0);
    for (const base of bases) {
      for (const count of [0, 1, 2, 5, 21]) expect(translator.t(base, { count }), `${base} ${count}`).toBe(reference.t(base, { count }));
    }
  });

  it("treats missing strings, missing and empty variables as i18next does", () => {
    const cases: [string, Record<string, unknown>?][] = [
      ["no.such.key"],
      ["auth:no.such.key"],
      ["nowhere:login.title"],
      ["layout:footer.copyright"],
      ["layout:footer.copyright", {}],
      ["layout:footer.copyright", { other: 1 }],
      ["layout:footer.copyright", { year: undefined }],
      ["layout:footer.copyright", { year: null }],
      ["layout:footer.copyright", { year: 0 }],
      ["layout:footer.copyright", { year: "" }],
      ["layout:footer.copyright", { year: "$& $' $`" }],
      ["login.title", { ns: "auth" }],
      ["login.title", { ns: "nowhere" }],
    ];
    for (const [key, options] of cases) expect(translator.t(key, options), `${key} ${JSON.stringify(options)}`).toBe(reference.t(key, options));
  });

  it("takes the strings a route brings, once, for its own language only", () => {
    const fresh = createTranslator({ language: defaultLanguage, defaultNS: defaultNamespace, resources: {}, found: boundedCache({ maxEntries: 10 }) });
    expect(fresh.hasResourceBundle(defaultLanguage, "auth")).toBe(false);
    expect(fresh.t("auth:login.title")).toBe("login.title");
    fresh.addResourceBundle("fr-FR", "auth", allResources.auth);
    expect(fresh.hasResourceBundle(defaultLanguage, "auth")).toBe(false);
    fresh.addResourceBundle(defaultLanguage, "auth", allResources.auth);
    expect(fresh.hasResourceBundle(defaultLanguage, "auth")).toBe(true);
    expect(fresh.t("auth:login.title")).toBe("Login");
  });
});

describe("the browser's useTranslation", () => {
  // The same component rendered with react-i18next over i18next and with the app's hook over the translator.
  function Probe({ use, namespace }: { use: typeof real.useTranslation; namespace?: string }) {
    const { t } = (use as (ns?: string) => { t: (key: string, vars?: object) => string })(namespace);
    const lines = everyString.map(({ namespace: ns, key, text }) => {
      const vars = Object.fromEntries(variablesOf(text).map((name) => [name, name.toUpperCase()]));
      return ns === namespace ? t(key, vars) : t(`${ns}:${key}`, vars);
    });
    return createElement("pre", null, lines.join("\n"));
  }
  const render = (provider: (children: ReactNode) => ReactNode, use: typeof real.useTranslation, namespace?: string) =>
    renderToStaticMarkup(provider(createElement(Probe, { use, namespace })));

  it("renders the same markup as react-i18next, whatever the hook's namespace", () => {
    for (const namespace of [undefined, ...Object.keys(allResources)]) {
      const expected = render((children) => createElement(real.I18nextProvider, { i18n: reference }, children), real.useTranslation, namespace);
      const actual = render(
        (children) => createElement(browser.I18nextProvider, { i18n: translator }, children),
        browser.useTranslation as unknown as typeof real.useTranslation,
        namespace,
      );
      expect(actual, namespace ?? "(default)").toBe(expected);
      expect(actual).not.toContain("{{");
    }
  });
});
