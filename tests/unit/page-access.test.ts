// Every route of app/routes.ts is classified in the page access table, with a sample URL it serves.
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { matchesPattern, pageAccess, routePatterns } from "~tests/support/page-access";

const patterns = routePatterns(routes);

describe("the page access table", () => {
  it("classifies every route of app/routes.ts", () => {
    const missing = patterns.filter((pattern) => !(pattern in pageAccess));
    expect(missing, `routes missing from tests/support/page-access.ts: ${missing.join(", ")}`).toEqual([]);
  });

  it("has no entry for a route that does not exist", () => {
    const stale = Object.keys(pageAccess).filter((pattern) => !patterns.includes(pattern));
    expect(stale, `entries of tests/support/page-access.ts with no route: ${stale.join(", ")}`).toEqual([]);
  });

  it.each(Object.entries(pageAccess))("%s has a sample URL that the pattern matches", (pattern, rule) => {
    expect(matchesPattern(pattern, rule.sample)).toBe(true);
  });

  it("reads patterns the way the router does", () => {
    expect(matchesPattern("/event-create/:id?", "/event-create")).toBe(true);
    expect(matchesPattern("/event-create/:id?", "/event-create/7")).toBe(true);
    expect(matchesPattern("/event-create/:id?", "/event-create/7/8")).toBe(false);
    expect(matchesPattern("/reviews/:id", "/reviews")).toBe(false);
    expect(matchesPattern("/*", "/anything/at/all")).toBe(true);
  });
});
