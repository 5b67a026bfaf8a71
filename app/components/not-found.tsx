import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";

/** The page every unknown path shows, with HTTP status 404. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="font-display text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("notFound.body")}</p>
      <p className="mt-8">
        <Link to="/home" className="underline underline-offset-4">
          {t("notFound.home")}
        </Link>
      </p>
    </section>
  );
}
