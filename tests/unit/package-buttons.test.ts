import { describe, expect, it } from "vitest";
import { lineOf, packageButton } from "~shared/package-buttons";

/** A first version: its line is its own id. */
const first = (id: number) => ({ id, line: id });

describe("the /pricing buttons (spec 000 §2)", () => {
  it("a visitor: Register Now for the free package, Subscribe (log in, back to pricing) for the others", () => {
    expect(packageButton(first(1), null)).toEqual({ kind: "register", href: "/register" });
    expect(packageButton(first(2), null)).toEqual({ kind: "subscribe", href: "/login?r=pricing" });
    expect(packageButton(first(3), null)).toEqual({ kind: "subscribe", href: "/login?r=pricing" });
  });

  it("logged in: Subscribed, Upgrade Now for a higher one, Subscribe for a lower paid one, nothing for the free one", () => {
    expect(packageButton(first(2), 2)).toEqual({ kind: "subscribed" });
    expect(packageButton(first(3), 2)).toEqual({ kind: "upgrade", href: "/checkout/package_subscription/3" });
    expect(packageButton(first(2), 3)).toEqual({ kind: "subscribe", href: "/checkout/package_subscription/2" });
    expect(packageButton(first(1), 3)).toBeNull();
    expect(packageButton(first(1), 1)).toEqual({ kind: "subscribed" });
    expect(packageButton(first(2), 1)).toEqual({ kind: "upgrade", href: "/checkout/package_subscription/2" });
  });

  it("compares lines: a revised package is still the host's, and its checkout sells the version on sale", () => {
    // Creator (line 2) revised by an admin: version 9 is on sale, the host still holds version 2.
    expect(packageButton({ id: 9, line: 2 }, 2)).toEqual({ kind: "subscribed" });
    expect(packageButton({ id: 9, line: 2 }, 3)).toEqual({ kind: "subscribe", href: "/checkout/package_subscription/9" });
    expect(packageButton({ id: 9, line: 2 }, 1)).toEqual({ kind: "upgrade", href: "/checkout/package_subscription/9" });
    // The free package revised: still Register Now for a visitor, never bought.
    expect(packageButton({ id: 10, line: 1 }, null)).toEqual({ kind: "register", href: "/register" });
    expect(packageButton({ id: 10, line: 1 }, 3)).toBeNull();
  });

  it("a package's line is its first version's id", () => {
    expect(lineOf({ id: 2, lineId: null })).toBe(2);
    expect(lineOf({ id: 9, lineId: 2 })).toBe(2);
  });
});
