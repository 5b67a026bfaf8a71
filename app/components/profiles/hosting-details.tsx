// My Profile's hosting details (short description, years of experience, website, social links and
// profile video): what the public host profile shows. A host sees them as a section of the form;
// anyone else finds them behind a closed <details> (no script needed), ready for when they start
// hosting. Closed fields still post their values, so saving never clears them; an error inside opens it.
import { useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";

export function HostingDetails({ isHost, invalid, children }: { isHost: boolean; invalid: boolean; children: ReactNode }) {
  const { t } = useTranslation("profile");
  // Once opened for an error it stays open: closing it as the error is fixed would hide the field being typed in.
  const [opened, setOpened] = useState(invalid);
  if (invalid && !opened) setOpened(true);
  if (isHost) {
    return (
      <section aria-labelledby="hosting-heading" className="space-y-6 border-t border-line pt-6" data-testid="hosting-details">
        <div>
          <h2 id="hosting-heading" className="font-display text-2xl">
            {t("hosting.title")}
          </h2>
          <p className="text-sm text-muted">{t("hosting.hostHint")}</p>
        </div>
        {children}
      </section>
    );
  }
  return (
    <details open={opened || undefined} className="group rounded-card border border-line" data-testid="hosting-details">
      <summary className="menu-summary flex min-h-11 items-center gap-3 p-4">
        <span className="mr-auto">
          <span className="block font-display text-xl">{t("hosting.title")}</span>
          <span className="block text-sm text-muted">{t("hosting.attendeeHint")}</span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-muted group-open:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <div className="space-y-6 border-t border-line p-4">{children}</div>
    </details>
  );
}
