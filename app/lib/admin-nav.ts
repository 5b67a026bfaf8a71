// The admin console's sections, grouped as its side navigation shows them. Each area's routes are
// in app/routes.ts under "admin"; a label is a key of the "admin" strings' nav.
export interface AdminNavGroup {
  label: string;
  links: { to: string; label: string }[];
}

export const adminNav: AdminNavGroup[] = [
  { label: "overview", links: [{ to: "/admin", label: "dashboard" }] },
  { label: "work", links: [{ to: "/admin/approvals", label: "approvals" }, { to: "/admin/tickets", label: "tickets" }] },
  {
    label: "catalogue",
    links: [
      { to: "/admin/packages", label: "packages" },
      { to: "/admin/categories", label: "categories" },
      { to: "/admin/discount-codes", label: "discountCodes" },
      { to: "/admin/settings", label: "settings" },
    ],
  },
  {
    label: "content",
    links: [
      { to: "/admin/faqs", label: "faqs" },
      { to: "/admin/tutorials", label: "tutorials" },
      { to: "/admin/pages", label: "pages" },
    ],
  },
  {
    label: "people",
    links: [
      { to: "/admin/users", label: "users" },
      { to: "/admin/contact-messages", label: "contactMessages" },
      { to: "/admin/interest", label: "interest" },
    ],
  },
  {
    label: "money",
    links: [
      { to: "/admin/payments", label: "payments" },
      { to: "/admin/refunds", label: "refunds" },
      { to: "/admin/commissions", label: "commissions" },
      { to: "/admin/payouts", label: "payouts" },
    ],
  },
  { label: "records", links: [{ to: "/admin/audit", label: "audit" }] },
];

/** The section a console address belongs to: the link whose address is the longest prefix of it. */
export function adminSectionOf(pathname: string): AdminNavGroup["links"][number] | null {
  const links = adminNav.flatMap((group) => group.links);
  const matches = links.filter((link) => pathname === link.to || (link.to !== "/admin" && pathname.startsWith(`${link.to}/`)));
  return matches.sort((a, b) => b.to.length - a.to.length)[0] ?? (pathname === "/admin/" ? links[0]! : null);
}
