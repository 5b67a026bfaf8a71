import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { cx } from "~/components/ui/class-names";
import { Kept } from "~/components/ui/kept";
import { HeaderSearch } from "./header-search";

/** The signed-in user as the header needs it (from the root loader). */
export interface SiteUser {
  firstName: string;
  lastName: string;
  role: "user" | "admin";
  /** They host an event or a channel: the menu adds the Hosting links. */
  isHost: boolean;
}

export interface SiteHeaderProps {
  /** null when nobody is logged in. */
  user: SiteUser | null;
}

// Spec 002 §2.2, in order.
const mainLinks = [
  { to: "/content-creator", key: "nav.contentCreator" },
  { to: "/home", key: "nav.home" },
  { to: "/channels", key: "nav.channels" },
  { to: "/pricing", key: "nav.pricing" },
  { to: "/help", key: "nav.help" },
  { to: "/contact-us", key: "nav.contactUs" },
] as const;

const accountLinks = [
  { to: "/my-channels", key: "account.management" },
  { to: "/profile", key: "account.profile" },
  { to: "/my-account", key: "account.myAccount" },
] as const;

// After the spec's four, what a signed-in user came for; then a host's, then an administrator's.
const thingsLinks = [
  { to: "/my-booked-events", key: "account.booked" },
  { to: "/favourite-event", key: "account.favourites" },
  { to: "/subscribed-channels", key: "account.subscribed" },
  { to: "/transaction-history", key: "account.transactions" },
  { to: "/tickets", key: "account.tickets" },
] as const;
const hostingLinks = [
  { to: "/event-management", key: "account.hosted" },
  { to: "/bank-details#earnings", key: "account.earnings" },
] as const;
const adminLinks = [{ to: "/admin", key: "account.admin" }] as const;

const menuPanel =
  "absolute z-40 mt-2 rounded-card border border-line bg-surface py-2 text-ink shadow-card";
const menuItem =
  "block w-full px-4 py-2.5 text-left text-ink no-underline hover:bg-sunken aria-[current=page]:font-semibold aria-[current=page]:text-accent";
const summaryClasses =
  "menu-summary inline-flex min-h-11 items-center gap-2 rounded-md border border-line-strong bg-surface px-3 py-2 font-medium text-ink hover:bg-sunken";

/**
 * The site header: brand, the main links, and the "My Marquee" menu or a Login link. Menus are
 * <details> elements, so they open and close without JavaScript. Logout is a POST form to
 * /logout (a mutation, never a link).
 */
export function SiteHeader({ user }: SiteHeaderProps) {
  const { t } = useTranslation("layout");
  const { mobileMenu, accountMenu } = useHeaderMenus();

  return (
    <header className="border-b border-line bg-paper">
      <div className="site-frame flex flex-wrap items-center gap-3 py-3">
        <Link
          to="/home"
          className="mr-auto font-display text-2xl font-semibold tracking-tight text-ink no-underline sm:text-3xl"
        >
          {t("brand")}
        </Link>

        <Kept as="nav" kind="nav-links" inside={NavLinks} inputs={{ links: "bar" }} at="path" className="hidden lg:block" attributes={{ "aria-label": t("nav.label") }} />

        <details ref={mobileMenu} className="relative lg:hidden">
          <summary className={summaryClasses}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <rect x="2" y="4" width="16" height="2" rx="1" />
              <rect x="2" y="9" width="16" height="2" rx="1" />
              <rect x="2" y="14" width="16" height="2" rx="1" />
            </svg>
            {t("nav.menu")}
          </summary>
          <Kept
            as="nav"
            kind="nav-links"
            inside={NavLinks}
            inputs={{ links: "menu" }}
            at="path"
            className={cx(menuPanel, "right-0 w-64 max-w-[calc(100vw-2rem)]")}
            attributes={{ "aria-label": t("nav.label") }}
          />
        </details>

        {user ? (
          <details ref={accountMenu} className="relative">
            <summary className={summaryClasses}>
              {t("account.menu")}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </summary>
            <div className={cx(menuPanel, "right-0 w-60 max-w-[calc(100vw-2rem)]")}>
              <p className="border-b border-line px-4 pt-1 pb-2.5 text-sm text-muted">
                {t("account.signedInAs", { name: `${user.firstName} ${user.lastName}`.trim() })}
              </p>
              <Kept as="nav" kind="nav-links" inside={NavLinks} inputs={{ links: "account" }} at="path" attributes={{ "aria-label": t("account.label") }} />
              <Form method="post" action="/logout" className="border-t border-line pt-1">
                <button type="submit" className={cx(menuItem, "cursor-pointer")}>
                  {t("account.logout")}
                </button>
              </Form>
              <Kept
                as="nav"
                kind="nav-links"
                inside={NavLinks}
                inputs={{ links: "things", host: user.isHost, admin: user.role === "admin" }}
                at="path"
                className="border-t border-line pt-1"
                attributes={{ "aria-label": t("account.things") }}
              />
            </div>
          </details>
        ) : (
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center rounded-md border border-ink px-4 py-2 font-medium text-ink no-underline hover:bg-ink hover:text-paper"
          >
            {t("account.login")}
          </Link>
        )}

        <HeaderSearch />
      </div>
    </header>
  );
}

// The header's lists of links, kept by the server per path (ui/kept.tsx): which one is current
// depends on the path alone, and they are the same for everyone.

/** Each list: its links, the list's class and each link's (the bar marks the current link itself). */
const navLists = {
  bar: {
    links: mainLinks,
    listClass: "flex items-center gap-1",
    linkClass: ({ isActive }: { isActive: boolean }) =>
      cx("inline-flex min-h-11 items-center rounded-md px-3 py-2 no-underline hover:bg-sunken", isActive ? "font-semibold text-accent" : "text-ink"),
  },
  menu: { links: mainLinks, listClass: undefined, linkClass: menuItem },
  account: { links: accountLinks, listClass: "py-1", linkClass: menuItem },
  things: { links: thingsLinks, listClass: "py-1", linkClass: menuItem },
} as const;

/** `host` and `admin` add their links after a list's own (the account menu's things). */
function NavLinks({ links, host, admin }: { links: keyof typeof navLists; host?: boolean; admin?: boolean }) {
  const { t } = useTranslation("layout");
  const list = navLists[links];
  return (
    <ul className={list.listClass}>
      {[...list.links, ...(host ? hostingLinks : []), ...(admin ? adminLinks : [])].map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={list.linkClass}>
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Refs for the header's two <details> menus, which close on navigation, on a click outside them
 * and on Escape (JavaScript only; without it they close when the next page loads).
 */
function useHeaderMenus() {
  const location = useLocation();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const accountMenu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    for (const menu of [mobileMenu, accountMenu]) menu.current?.removeAttribute("open");
  }, [location.pathname, location.search]);

  useEffect(() => {
    const menus = [mobileMenu, accountMenu];
    function onPointerDown(event: PointerEvent) {
      for (const menu of menus) {
        const details = menu.current;
        if (details?.open && event.target instanceof Node && !details.contains(event.target)) {
          details.removeAttribute("open");
        }
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      for (const menu of menus) {
        const details = menu.current;
        if (details?.open) {
          details.removeAttribute("open");
          details.querySelector("summary")?.focus();
        }
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return { mobileMenu, accountMenu };
}
