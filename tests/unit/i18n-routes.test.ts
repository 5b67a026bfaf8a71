// Strings per route: a page ships the base namespaces plus those its route declares, and the server
// renders from one i18next instance built once with every namespace.
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { stringsOfMatches, type RouteStrings } from "~/lib/i18n";
import { serverI18n } from "~/server-only/i18n.server";
import { baseNamespaces } from "~/locales";
import auth from "~/locales/en-GB/auth.json";

process.env.SESSION_SECRET ??= "unit-test-session-secret-unit-test-session-secret";

const routeModules = import.meta.glob<{ handle?: Partial<RouteStrings> }>("../../app/routes/*.tsx", { eager: true });

describe("strings per route", () => {
  it("every route declares the namespaces it translates with, beyond the base ones", () => {
    expect(Object.keys(routeModules).length).toBeGreaterThan(10);
    for (const [file, module] of Object.entries(routeModules)) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      const used = [...source.matchAll(/useTranslation\("([a-z]+)"\)/g)].map((m) => m[1]!);
      const declared = [...baseNamespaces, ...(module.handle?.i18n ?? [])];
      for (const namespace of used) expect(declared, `${file} uses "${namespace}"`).toContain(namespace);
      // The declared names and the strings carried for the browser are the same namespaces.
      expect(Object.keys(module.handle?.strings ?? {}).sort(), file).toEqual([...(module.handle?.i18n ?? [])].sort());
    }
  });

  it("the login page brings the auth strings and not, say, the dev outbox's", () => {
    const login = routeModules["../../app/routes/login.tsx"]!;
    const site = routeModules["../../app/routes/_site.tsx"]!;
    const strings = stringsOfMatches([{ handle: undefined }, { handle: site.handle }, { handle: login.handle }]);
    expect(Object.keys(strings)).toEqual(["auth"]);
    expect(strings.auth?.login.title).toBe("Login");
  });

  it("the browser's entry bundles only the base namespaces", () => {
    // entry.client.tsx initialises i18next from ~/locales: it must import no other namespace's JSON as a value.
    const locales = readFileSync(new URL("../../app/locales/index.ts", import.meta.url), "utf8");
    const valueImports = [...locales.matchAll(/^import (\w+) from "\.\/en-GB\/(\w+)\.json";$/gm)].map((m) => m[2]);
    expect(valueImports.sort()).toEqual([...baseNamespaces].sort());
    expect(readFileSync(new URL("../../app/entry.client.tsx", import.meta.url), "utf8")).not.toMatch(/all\.server|en-GB\/\w+\.json/);
  });
});

describe("the server's i18next instance", () => {
  it("is ready at import, with every namespace, and is the same instance for every request", async () => {
    expect(serverI18n.isInitialized).toBe(true);
    expect(serverI18n.t("login.title", { ns: "auth" })).toBe(auth.login.title);
    expect(serverI18n.t("mail.title", { ns: "dev" })).toBe("Mail outbox");
    expect((await import("~/server-only/i18n.server")).serverI18n).toBe(serverI18n);
  });

  it("gives each caller its own language hierarchy, and still falls back to the key", () => {
    const utils = serverI18n.services.languageUtils as { toResolveHierarchy(code: string, fallback?: unknown): string[] };
    const first = utils.toResolveHierarchy("en-GB");
    expect(first).toEqual(["en-GB"]);
    first.push("xx");
    expect(utils.toResolveHierarchy("en-GB")).toEqual(["en-GB"]);
    expect(serverI18n.t("login.title", { ns: "auth" })).toBe(auth.login.title);
    expect(serverI18n.t("login.title", { ns: "auth", lng: "en-GB" })).toBe(auth.login.title);
    // A missing key still falls back to the key, as before.
    expect(serverI18n.t("no.such.key", { ns: "auth" })).toBe("no.such.key");
  });

  it("keeps plain lookups, but fills in values afresh and sees strings added later", () => {
    const fixed = serverI18n.getFixedT("en-GB", "layout");
    expect(fixed("account.signedInAs", { name: "Ann" })).toBe("Signed in as Ann");
    expect(fixed("account.signedInAs", { name: "Bob" })).toBe("Signed in as Bob");
    expect(fixed("footer.copyright", { year: 2031 })).toBe("© 2031 Marquee. All rights reserved.");
    expect(serverI18n.t("login.title", { ns: "auth" })).toBe(auth.login.title);
    expect(serverI18n.getFixedT("en-GB", "auth")("login.title")).toBe(auth.login.title);
    // The same key in another namespace is another lookup, and strings added later are seen.
    const probe = () => serverI18n.getFixedT("en-GB", "probe")("login.title");
    expect(probe()).toBe("login.title");
    serverI18n.addResourceBundle("en-GB", "probe", { login: { title: "Probe login" } });
    try {
      expect(probe()).toBe("Probe login");
    } finally {
      serverI18n.removeResourceBundle("en-GB", "probe");
    }
    expect(probe()).toBe("login.title");
  });

  it("looks a plain key up once however often a page's components ask for it through react-i18next", () => {
    const translator = (serverI18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
    const translate = translator.translate;
    let lookups = 0;
    translator.translate = (...args: unknown[]) => {
      lookups++;
      return translate.apply(translator, args);
    };
    try {
      function NavHome() {
        const { t } = useTranslation("layout");
        return createElement("p", null, t("nav.contactUs"), " ", t("footer.copyright", { year: 2030 }));
      }
      const html = renderToString(createElement(I18nextProvider, { i18n: serverI18n }, createElement(NavHome), createElement(NavHome)));
      expect(html).toBe(`<p>Contact us<!-- --> <!-- -->© 2030 Marquee. All rights reserved.</p>`.repeat(2));
      // The plain key once, the one with a value each time.
      expect(lookups).toBe(3);
    } finally {
      translator.translate = translate;
    }
  });
});
