import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Toast, type ToastProps } from "~/components/ui/toast";
import { PendingBar } from "./pending-bar";
import { SiteFooter, type SocialNetwork } from "./site-footer";
import { SiteHeader, type SiteUser } from "./site-header";

export interface SiteLayoutProps {
  /** The logged-in user from the root loader, or null. */
  user: SiteUser | null;
  /** The contact address shown in the footer (root loader / env). */
  contactEmail: string;
  /** A message carried by a redirect, shown at the top of the page. */
  toast?: ToastProps | null;
  /** The API could not say who is logged in: the page shows as for a visitor, with a quiet notice. */
  sessionUnavailable?: boolean;
  socialLinks?: Partial<Record<SocialNetwork, string>>;
  children?: ReactNode;
}

const InsideSiteLayout = createContext(false);

/** True under a SiteLayout: a route's error boundary then shows only its message, not a second frame. */
export function useInsideSiteLayout(): boolean {
  return useContext(InsideSiteLayout);
}

/** Every page's frame: skip link, progress bar, header, <main id="main">, footer. */
export function SiteLayout({ user, contactEmail, toast, sessionUnavailable, socialLinks, children }: SiteLayoutProps) {
  const { t } = useTranslation("layout");
  return (
    <InsideSiteLayout.Provider value={true}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
        >
          {t("skipToContent")}
        </a>
        <PendingBar />
        <SiteHeader user={user} />
        <main id="main" tabIndex={-1} className="flex-1">
          {sessionUnavailable ? (
            <p role="status" className="border-b border-line bg-sunken px-4 py-2 text-center text-sm text-muted">
              {t("sessionUnavailable")}
            </p>
          ) : null}
          {toast ? (
            <div className="site-frame pt-6">
              <Toast {...toast} />
            </div>
          ) : null}
          {children}
        </main>
        <SiteFooter contactEmail={contactEmail} socialLinks={socialLinks} />
      </div>
    </InsideSiteLayout.Provider>
  );
}
