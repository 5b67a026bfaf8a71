// The admin console's navigation: its sections in groups, the current one marked. From md a side
// column; on a phone a closed "Admin menu" disclosure above the page (a <details>: no script), naming
// the current section, so that each page's own title comes first and not after twenty links. The two
// are the same list drawn twice; only one is displayed at any width.
import { NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { adminNav, adminSectionOf } from "~/lib/admin-nav";

export function AdminNav() {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const current = adminSectionOf(pathname);
  return (
    <>
      {/* Keyed by the address: after a client-side navigation the menu starts closed again. */}
      <details key={pathname} className="group mb-6 rounded-card border border-line bg-surface md:hidden" data-testid="admin-menu">
        <summary className="menu-summary flex min-h-11 items-center gap-3 px-4 py-2 font-medium">
          <span className="mr-auto">{t("menu")}</span>
          {current ? <span className="truncate text-sm font-normal text-ink-muted">{t(`nav.${current.label}` as "nav.dashboard")}</span> : null}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 group-open:rotate-180" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </summary>
        <div className="border-t border-line px-2 py-3">
          <AdminLinks />
        </div>
      </details>
      <div className="hidden md:block">
        <p className="mb-4 px-2 font-display text-lg text-ink-muted">{t("title")}</p>
        <AdminLinks />
      </div>
    </>
  );
}

function AdminLinks() {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("navLabel")} className="text-sm">
      <ul className="space-y-5">
        {adminNav.map((group) => (
          <li key={group.label}>
            <p className="mb-1 px-2 font-semibold uppercase tracking-wide text-ink-muted">{t(`nav.${group.label}` as "nav.overview")}</p>
            <ul className="space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === "/admin"}
                    className={({ isActive }) => `block rounded-md px-2 py-1.5 ${isActive ? "bg-sunken font-semibold text-ink" : "text-ink underline-offset-2 hover:underline"}`}
                  >
                    {t(`nav.${link.label}` as "nav.dashboard")}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
