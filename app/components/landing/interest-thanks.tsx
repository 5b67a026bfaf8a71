// The thank-you after Register Interest (002 §4, §8): a dialog with JavaScript, a page without;
// either way the reader then goes on to /current-events (from the main landings: /home).
import { Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Button, Dialog, DialogPage, useHydrated } from "~/components/ui";

export function InterestThanks({ message, next }: { message: string; next: string }) {
  const { t } = useTranslation("landing");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (!hydrated) {
    return (
      <DialogPage title={t("interest.thanksTitle")}>
        <p>{message}</p>
        <Link to={next} className="mt-4 inline-block underline">
          {t("interest.continue")}
        </Link>
      </DialogPage>
    );
  }
  return (
    <Dialog open onClose={() => navigate(next)} title={t("interest.thanksTitle")} size="sm">
      <p>{message}</p>
      <Button type="button" variant="primary" className="mt-4" onClick={() => navigate(next)}>
        {t("interest.continue")}
      </Button>
    </Dialog>
  );
}
