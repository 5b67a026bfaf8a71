// The attendee's page of a live event (/online-event/{id}/{event_name}, private): the
// countdown (the start rendered by the server; JavaScript ticks it), the schedule, the host and a
// Join button to /join/{id}, which checks the booking and the window at the click. The join link is
// never on this page. Pre-recorded events go to their own page; a wrong name redirects (301).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { EventActionButton, publicEventActions } from "~/components/events/event-action";
import { EventSchedule } from "~/components/events/event-page";
import { StartCountdown } from "~/components/events/start-countdown";
import { JoinCountdown } from "~/components/events/join-countdown";
import { eventPhase } from "~shared/event-phase";
import { PageHeader } from "~/components/page-header";
import { Avatar } from "~/components/profiles/avatar";
import { Alert } from "~/components/ui";
import { requireUser } from "~/server-only/auth.server";
import { formatDateTime } from "~shared/dates";
import { canonicalPath, fetchEventDetail, redirectToCanonical } from "~/server-only/event-page.server";
import { eventPageUrl, hostProfileUrl } from "~shared/event-urls";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/event-detail.json";
import hostCard from "~/locales/en-GB/host-card.json";

export const handle = routeStrings({ "event-detail": strings, "host-card": hostCard });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const event = await fetchEventDetail(request, token, params.id);
  redirectToCanonical(request, canonicalPath(event, "online"));
  return { event, now: Date.now() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data ? data.event.title : "404 Page Not Found") }];

export default function OnlineEventRoute() {
  const { t } = useTranslation("event-detail");
  const { event, now } = useLoaderData<typeof loader>();
  const attending = event.is_booked || event.is_host;
  const actions = publicEventActions(event, now);
  const ended = eventPhase(event.starts_at ? Date.parse(event.starts_at) : null, event.ends_at ? Date.parse(event.ends_at) : null, now) === "ended";
  return (
    <>
      <PageHeader title={event.title}>
        <p className="mt-2 text-muted">{t("online.title")}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-8">
          {event.cancelled === 1 ? <Alert tone="error">{t("status.cancelled")}</Alert> : null}
          {event.starts_at ? (
            <section className="space-y-3 rounded-card border border-line p-4">
              <p>
                <time dateTime={event.starts_at}>{formatDateTime(new Date(event.starts_at), event.time_zone)}</time>
                {event.ends_at ? (
                  <>
                    {" – "}
                    <time dateTime={event.ends_at}>{formatDateTime(new Date(event.ends_at), event.time_zone)}</time>
                  </>
                ) : null}
              </p>
              <StartCountdown startsAt={event.starts_at} endsAt={event.ends_at} serverNow={now} />
            </section>
          ) : null}
          {attending && ended ? null : attending ? (
            <div className="space-y-2">
              <JoinCountdown event={event} now={now} label={t("online.join")} size="lg" testId="join-button" />
              <p className="text-sm text-muted">{t("online.joinHint")}</p>
            </div>
          ) : (
            <div className="space-y-3">
              <Alert tone="info">{t("online.notBooked")}</Alert>
              <div className="flex flex-wrap gap-3">
                {actions.map((action) => (
                  <EventActionButton key={action} action={action} event={event} loggedIn now={now} size="md" />
                ))}
              </div>
            </div>
          )}
          <p className="text-sm" data-testid="browser-support">
            {t("online.support")}
          </p>
          <EventSchedule event={event} />
        </div>
        <aside className="space-y-4">
          <section aria-labelledby="host-heading" className="space-y-2 rounded-card border border-line p-4">
            <h2 id="host-heading" className="text-sm tracking-wider text-muted uppercase">
              {t("hostedBy", { ns: "host-card" })}
            </h2>
            <p className="flex items-center gap-3 font-display text-xl">
              <Avatar name={event.user.full_name} src={event.user.pic_url} alt="" size="md" />
              <Link to={hostProfileUrl(event.user)} className="underline-offset-4 hover:underline">
                {event.user.full_name}
              </Link>
            </p>
          </section>
          <p>
            <Link to={eventPageUrl(event)} className="underline underline-offset-4">
              {t("online.eventPage")}
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
