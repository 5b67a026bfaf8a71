// Strings per route: a page ships the base namespaces plus those its route declares, and the server
// renders with one translator built once with every namespace.
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider as ShimProvider, useTranslation as useShimTranslation } from "~/components/i18n/use-translation";
import { describe, expect, it } from "vitest";
import { stringsOfMatches, type RouteStrings } from "~/lib/i18n";
import { serverTranslator } from "~/server-only/i18n.server";
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

describe("the server's translator", () => {
  it("is ready at import, with every namespace, and is the same one for every request", async () => {
    expect(serverTranslator.t("login.title", { ns: "auth" })).toBe(auth.login.title);
    expect(serverTranslator.t("mail.title", { ns: "dev" })).toBe("Mail outbox");
    expect(serverTranslator.t("auth:login.title")).toBe(auth.login.title);
    expect((await import("~/server-only/i18n.server")).serverTranslator).toBe(serverTranslator);
  });

  it("fills in values afresh on each call, and falls back to the key", () => {
    expect(serverTranslator.t("account.signedInAs", { ns: "layout", name: "Ann" })).toBe("Signed in as Ann");
    expect(serverTranslator.t("account.signedInAs", { ns: "layout", name: "Bob" })).toBe("Signed in as Bob");
    expect(serverTranslator.t("footer.copyright", { ns: "layout", year: 2031 })).toBe("© 2031 Marquee. All rights reserved.");
    expect(serverTranslator.t("no.such.key", { ns: "auth" })).toBe("no.such.key");
  });

  it("is what the page's components translate with, through the app's own hook", () => {
    function NavHome() {
      const { t } = useShimTranslation("layout");
      return createElement("p", null, t("nav.contactUs"), " ", t("footer.copyright", { year: 2030 }));
    }
    const html = renderToString(createElement(ShimProvider, { i18n: serverTranslator }, createElement(NavHome), createElement(NavHome)));
    expect(html).toBe(`<p>Contact us<!-- --> <!-- -->© 2030 Marquee. All rights reserved.</p>`.repeat(2));
  });
});
