import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SiteLayout } from "~/components/layout";
import { NotFound } from "~/components/not-found";
import { useRootData } from "~/root";

/** The one error boundary every route uses: never a stack trace, never a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // Sentry loads only when configured, so the default bundle stays small.
    if (!isRouteErrorResponse(error) && window.ENV?.SENTRY_DSN) {
      void import("@sentry/remix").then((Sentry) => Sentry.captureException(error));
    }
  }, [error]);
  return (
    <SiteLayout user={root?.user ?? null} contactEmail={root?.env.CONTACT_EMAIL ?? ""}>
      {notFound ? (
        <NotFound />
      ) : (
        <section className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
          <h1 className="font-display text-3xl">{t("error.title")}</h1>
          <p className="mt-4">{t("error.body")}</p>
        </section>
      )}
    </SiteLayout>
  );
}
