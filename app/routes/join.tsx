// JOIN NOW (/join/{id}, private): asked at the click. The API checks the booking (or
// host) and the window — from 15 minutes before the start to the end — and only then names the
// host's link, which this loader answers with a 302. Otherwise the page says why. The link is never
// written into a page.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { Alert, LinkButton } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { formatDateTime } from "~shared/dates";
import { eventPageUrl, onlineEventUrl } from "~shared/event-urls";
import { throwUnable } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { joinOpensAt } from "~shared/join-window";
import { documentTitle } from "~/lib/document-title";
import { webUrl } from "~/lib/web-url";
import strings from "~/locales/en-GB/event-detail.json";
import { pathIdOr404 } from "~/server-only/path-id.server";

export const handle = routeStrings({ "event-detail": strings });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const id = String(pathIdOr404(params.id));
  const answer = await apiFor(request, token).get("join/:id", { params: { id } });
  if (!answer.success || !answer.data) {
    if (answer.status >= 400 && answer.status < 500) throw data(null, { status: 404 });
    throwUnable("fetch event details");
  }
  const { status, redirect_to: link, event } = answer.data;
  const target = status === "open" ? webUrl(link) : null;
  if (target) throw redirect(target, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
  const opensAt = joinOpensAt(event.starts_at ? Date.parse(event.starts_at) : null);
  return data(
    {
      status: status === "open" ? ("no-link" as const) : status,
      event,
      opensAt: status === "too-early" && opensAt !== null ? new Date(opensAt).toISOString() : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data ? `Join ${data.event.title}` : "Join") }];

export default function JoinRoute() {
  const { t } = useTranslation("event-detail");
  const { status, event, opensAt } = useLoaderData<typeof loader>();
  const live = event.event_type === "Online Event";
  return (
    <>
      <PageHeader title={t("join.title", { title: event.title })} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        <Alert tone={status === "too-early" || status === "no-link" ? "info" : "error"}>
          <p data-testid="join-reason" data-reason={status}>
            {t(`join.${status}`)}
          </p>
          {opensAt ? <p>{t("join.opensAt", { time: formatDateTime(new Date(opensAt), event.time_zone) })}</p> : null}
        </Alert>
        {live ? <p className="text-sm text-muted">{t("join.support")}</p> : null}
        <div className="flex flex-wrap gap-3">
          {status === "too-early" || status === "no-link" ? <LinkButton to={`/join/${event.id}`}>{t("join.retry")}</LinkButton> : null}
          <LinkButton to={live ? onlineEventUrl(event) : eventPageUrl(event)} variant="secondary">
            {t("join.back")}
          </LinkButton>
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
