import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { SiteLayout, useInsideSiteLayout } from "~/components/layout";
import { NotFound } from "~/components/not-found";
import { useRootData } from "~/root";

/**
 * The spec's "Unable to …, Please contact admin." text a loader threw for the call that failed
 * (app/server-only/failures.server.ts throwUnable), or null for any other error.
 */
export function failedCallMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status < 500) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.startsWith("Unable to ") ? message : null;
}

/**
 * The one error boundary every route exports: never a stack trace, never a blank page. Under the
 * site's layout (a page's own boundary) it shows just the message; above it (root, the layout
 * route, pages outside it) it brings the frame.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const failedCall = failedCallMessage(error);
  const framed = useInsideSiteLayout();
  useEffect(() => {
    // Sentry loads only when configured, so the default bundle stays small.
    if (!isRouteErrorResponse(error) && window.ENV?.SENTRY_DSN) {
      void import("@sentry/remix").then((Sentry) => Sentry.captureException(error));
    }
  }, [error]);
  const content = notFound ? (
    <NotFound />
  ) : (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
      <h1 className="font-display text-3xl">{t("error.title")}</h1>
      <p className="mt-4">{failedCall ?? t("error.body")}</p>
    </section>
  );
  if (framed) return content;
  return (
    <SiteLayout user={root?.user ?? null} contactEmail={root?.env.CONTACT_EMAIL ?? ""}>
      {content}
    </SiteLayout>
  );
}
