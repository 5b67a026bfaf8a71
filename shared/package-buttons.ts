// The button of each package on /pricing (spec 000 §2 Pricing), as one pure rule.
// A visitor: "Register Now" for the free package, "Subscribe" (log in, back to pricing) for others.
// Logged in: "Subscribed" on the current package, "Upgrade Now" for a higher id, "Subscribe" for a
// lower paid one; both lead to the package's checkout. The free package is never bought.

/** The free package: every new account starts on it, it is never bought, and its fees are a visitor's. */
export const FREE_PACKAGE_ID = 1;

export type PackageButton = { kind: "register" | "subscribe" | "upgrade"; href: string } | { kind: "subscribed" } | null;

export function packageButton(packageId: number, currentPackageId: number | null): PackageButton {
  if (currentPackageId === null) return packageId === FREE_PACKAGE_ID ? { kind: "register", href: "/register" } : { kind: "subscribe", href: "/login?r=pricing" };
  if (packageId === currentPackageId) return { kind: "subscribed" };
  const checkout = `/checkout/package_subscription/${packageId}`;
  if (packageId > currentPackageId) return { kind: "upgrade", href: checkout };
  return packageId === FREE_PACKAGE_ID ? null : { kind: "subscribe", href: checkout };
}
