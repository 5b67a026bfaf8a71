// Which rendered pages the server may share among visitors (app/lib/visitor-page.ts, used by
// app/entry.server.tsx): only visitors' pages whose every route is URL-only, and the real routes say so.
import { describe, expect, it } from "vitest";
import { isSameForEveryVisitor, sameForEveryVisitor } from "~/lib/visitor-page";

process.env.SESSION_SECRET ??= "unit-test-session-secret-unit-test-session-secret";

const routeModules = import.meta.glob<{ handle?: unknown }>("../../app/routes/*.tsx", { eager: true });
const handleOf = (name: string) => routeModules[`../../app/routes/${name}.tsx`]!.handle;

const visitorRoot = { user: null, toast: null, sessionUnavailable: false, env: {} };

function page(overrides: { root?: object; leafHandle?: unknown; leafHasLoader?: boolean; errors?: unknown; actionData?: unknown } = {}) {
  return {
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/_site" } }, { route: { id: "pricing" } }],
      loaderData: { root: overrides.root ?? visitorRoot, pricing: { key: "pricing" } },
      actionData: overrides.actionData ?? null,
      errors: overrides.errors ?? null,
    },
    routeModules: {
      root: { handle: undefined },
      "routes/_site": { handle: undefined },
      pricing: { handle: "leafHandle" in overrides ? overrides.leafHandle : handleOf("section") },
    },
    manifest: {
      routes: { root: { hasLoader: true }, "routes/_site": { hasLoader: false }, pricing: { hasLoader: overrides.leafHasLoader ?? true } },
    },
  };
}

describe("sameForEveryVisitor", () => {
  it("shares a visitor's section page: root saw nobody, the layout has no loader, the page declares it", () => {
    expect(sameForEveryVisitor(page())).toBe(true);
  });

  it("never shares a page rendered for a user, with a flash message, or when the session could not be checked", () => {
    expect(sameForEveryVisitor(page({ root: { ...visitorRoot, user: { id: 1, firstName: "Ann" } } }))).toBe(false);
    expect(sameForEveryVisitor(page({ root: { ...visitorRoot, toast: { message: "Saved" } } }))).toBe(false);
    expect(sameForEveryVisitor(page({ root: { ...visitorRoot, sessionUnavailable: true } }))).toBe(false);
  });

  it("never shares a page with a loader that did not declare it, an action's answer or an error", () => {
    expect(sameForEveryVisitor(page({ leafHandle: undefined }))).toBe(false);
    expect(sameForEveryVisitor(page({ leafHandle: { sameForEveryVisitor: "yes" } }))).toBe(false);
    expect(sameForEveryVisitor(page({ leafHandle: undefined, leafHasLoader: false }))).toBe(true);
    expect(sameForEveryVisitor(page({ actionData: { pricing: { ok: false } } }))).toBe(false);
    expect(sameForEveryVisitor(page({ errors: { pricing: new Error("x") } }))).toBe(false);
  });

  it("is declared by the URL-only pages (section pages, login, forgot-pass) and not by those reading data", () => {
    for (const name of ["section", "login", "forgot-pass"]) expect(isSameForEveryVisitor(handleOf(name)), name).toBe(true);
    // The home pages read the catalogue, but a visitor's is the same for every visitor: shared up to 10 s (ADR 020).
    for (const name of ["home", "old-home"]) expect(isSameForEveryVisitor(handleOf(name)), name).toBe(true);
    // So do search, the live event page and host profiles: a visitor's depends on the URL and the data of the moment (ADR 028).
    for (const name of ["search", "event-detail", "host-profile"]) expect(isSameForEveryVisitor(handleOf(name)), name).toBe(true);
    // And pricing: a visitor's depends on the packages of the moment (ADR 045).
    expect(isSameForEveryVisitor(handleOf("pricing")), "pricing").toBe(true);
    // Private pages, pages about the viewer, and pages that act are never shared.
    for (const name of ["pre-recorded-event", "checkout", "reviews", "my-booked-events", "favourite-event", "online-event", "login-now"]) {
      expect(isSameForEveryVisitor(handleOf(name)), name).toBe(false);
    }
    // "/" reads the site settings, /register the terms, /activation a code: rendered for each visitor.
    for (const name of ["root-landing", "register", "activation", "event-template", "change-password"]) {
      expect(isSameForEveryVisitor(handleOf(name)), name).toBe(false);
    }
  });
});
