import { describe, expect, it } from "vitest";
import { packageButton } from "~shared/package-buttons";

describe("the /pricing buttons (spec 000 §2)", () => {
  it("a visitor: Register Now for the free package, Subscribe (log in, back to pricing) for the others", () => {
    expect(packageButton(1, null)).toEqual({ kind: "register", href: "/register" });
    expect(packageButton(2, null)).toEqual({ kind: "subscribe", href: "/login?r=pricing" });
    expect(packageButton(3, null)).toEqual({ kind: "subscribe", href: "/login?r=pricing" });
  });

  it("logged in: Subscribed, Upgrade Now for a higher id, Subscribe for a lower paid one, nothing for the free one", () => {
    expect(packageButton(2, 2)).toEqual({ kind: "subscribed" });
    expect(packageButton(3, 2)).toEqual({ kind: "upgrade", href: "/checkout/package_subscription/3" });
    expect(packageButton(2, 3)).toEqual({ kind: "subscribe", href: "/checkout/package_subscription/2" });
    expect(packageButton(1, 3)).toBeNull();
    expect(packageButton(1, 1)).toEqual({ kind: "subscribed" });
    expect(packageButton(2, 1)).toEqual({ kind: "upgrade", href: "/checkout/package_subscription/2" });
  });
});
