// The admin console's side navigation: its sections in groups, the current one marked.
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminNav } from "~/lib/admin-nav";

export function AdminNav() {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("navLabel")} className="text-sm">
      <ul className="space-y-5">
        {adminNav.map((group) => (
          <li key={group.label}>
            <p className="mb-1 font-semibold uppercase tracking-wide text-ink-muted">{t(`nav.${group.label}` as "nav.overview")}</p>
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
