import { useNavigation } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { useHydrated } from "~/components/ui/hydrated";

/**
 * A thin accent bar across the top while a navigation or form submission is in flight (it
 * replaces the spec's fixed 2-second spinner: pages arrive rendered). Renders nothing on the
 * server and nothing visible while idle. Screen readers hear "Loading…" through a polite live
 * region that exists from hydration on, so the change is announced.
 */
export function PendingBar() {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { t } = useTranslation("layout");
  if (!hydrated) return null;
  const busy = navigation.state !== "idle";
  return (
    <>
      {busy ? <div className="pending" role="progressbar" aria-label={t("loading")} /> : null}
      <div role="status" aria-live="polite" className="sr-only">
        {busy ? t("loading") : ""}
      </div>
    </>
  );
}
