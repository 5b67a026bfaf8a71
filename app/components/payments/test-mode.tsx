// "Test mode": every sandbox payment screen says so, with the test cards to use.
import { useTranslation } from "~/components/i18n/use-translation";

export function TestModeNotice() {
  const { t } = useTranslation("payments");
  return (
    <div role="note" className="flex flex-wrap items-start gap-3 rounded-card border border-warning/30 bg-warning-soft p-3 text-sm">
      <span className="rounded-full border border-warning/30 bg-surface px-2.5 py-0.5 font-semibold uppercase tracking-wide text-warning">{t("testMode.badge")}</span>
      <span className="min-w-0 flex-1">{t("testMode.note")}</span>
    </div>
  );
}
