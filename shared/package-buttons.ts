// The button of each package on /pricing (spec 000 §2 Pricing), as one pure rule.
// A visitor: "Register Now" for the free package, "Subscribe" (log in, back to pricing) for others.
// Logged in: "Subscribed" on the current package, "Upgrade Now" for a higher one, "Subscribe" for a
// lower paid one; both lead to the package's checkout. The free package is never bought.
// Packages are compared by line: an admin's revision makes a new version of the same package, and
// a host still on the version they bought is still on that package.

/** The free package's line: every new account starts on its current version, it is never bought, and its fees are a visitor's. */
export const FREE_PACKAGE_ID = 1;

/** A package's line: the id of its first version (null line_id: it is that first version). */
export function lineOf(pkg: { id: number; lineId: number | null }): number {
  return pkg.lineId ?? pkg.id;
}

export type PackageButton = { kind: "register" | "subscribe" | "upgrade"; href: string } | { kind: "subscribed" } | null;

/** The button of a package on sale (`id`, its `line`) for a viewer on `currentLine` (null: a visitor). */
export function packageButton(pkg: { id: number; line: number }, currentLine: number | null): PackageButton {
  if (currentLine === null) return pkg.line === FREE_PACKAGE_ID ? { kind: "register", href: "/register" } : { kind: "subscribe", href: "/login?r=pricing" };
  if (pkg.line === currentLine) return { kind: "subscribed" };
  const checkout = `/checkout/package_subscription/${pkg.id}`;
  if (pkg.line > currentLine) return { kind: "upgrade", href: checkout };
  return pkg.line === FREE_PACKAGE_ID ? null : { kind: "subscribe", href: checkout };
}
