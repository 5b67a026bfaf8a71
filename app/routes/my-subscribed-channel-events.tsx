// A subscribed channel's events (/my-subscribed-channel-events/{id}/{channel_slug}, 002 §2.6): the
// channel's videos, live events and documents in the host's order, with module, event, type, date
// (hidden for pre-recorded-only channels), duration, and Access Video, Join or Download Doc. Only an
// active subscriber, the host or an administrator gets the list (server/domain/channels/access.ts), and
// a subscriber whose host cancelled the channel sees it with nothing to open and says why; anyone
// else gets the 404 page, as for a channel that is not there. A wrong slug is redirected.
// The actions are links to pages that check again at the click (the video's page signs a 15-minute
// link; /join and the document's download check the same rule before they redirect).
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { DurationTime } from "~/components/events/duration-time";
import { PageHeader } from "~/components/page-header";
import { Alert, Table, type TableColumn } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatDate } from "~shared/dates";
import { JoinCountdown } from "~/components/events/join-countdown";
import strings from "~/locales/en-GB/subscribed-channels.json";
import type { SubscribedContentData } from "~server/api/contract";
import { subscribedChannelEventsUrl } from "~shared/event-urls";
import { pathIdOr404 } from "~/server-only/path-id.server";

export const handle = routeStrings({ "subscribed-channels": strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: documentTitle(loaded?.channel.title ?? strings.title) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const id = String(pathIdOr404(params.id));
  const answer = await apiFor(request, token).get("my-subscribed-channel/:id", { params: { id } });
  if (answer.status === 403 || answer.status === 404) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch channel details");
  const { channel, events } = answer.data;
  if (params.channelSlug !== channel.channel_slug) {
    throw redirect(subscribedChannelEventsUrl(channel), 301);
  }
  return { channel, events, cancelled: answer.data.access === "cancelled_by_host", now: Date.now() };
}

export default function MySubscribedChannelEvents() {
  const { t } = useTranslation("subscribed-channels");
  const { channel, events, cancelled, now } = useLoaderData<typeof loader>();
  const typeLabel = (row: SubscribedContentData) =>
    row.event_type === "Document" ? t("events.document") : row.event_type === "Pre Recorded" ? t("events.preRecorded") : t("events.live");
  const actionLabel = (row: SubscribedContentData) =>
    ({ "Download Doc": t("events.downloadDoc"), Join: t("events.join"), "Event Completed": t("events.completed"), "Cancelled by Host": t("events.cancelledByHost"), "Access Video": t("events.accessVideo") })[row.action];
  const columns: TableColumn<SubscribedContentData>[] = [
    { key: "module", header: t("events.module"), cell: (row) => row.module ?? "—" },
    { key: "event", header: t("events.event"), cell: (row) => <span className="font-medium">{row.title}</span> },
    { key: "type", header: t("events.type"), cell: typeLabel },
    ...(channel.show_date
      ? [
          {
            key: "date",
            header: t("events.date"),
            kind: "date" as const,
            cell: (row: SubscribedContentData) => (row.starts_at ? formatDate(new Date(row.starts_at), row.time_zone) : "—"),
          },
        ]
      : []),
    { key: "duration", header: t("events.duration"), kind: "number", cell: (row) => (row.duration ? <DurationTime seconds={row.duration} /> : "—") },
    {
      key: "action",
      header: t("events.action"),
      cell: (row) => {
        const label = t("events.actionLabel", { action: actionLabel(row), title: row.title });
        const className = "inline-flex items-center rounded-md border border-line-strong px-3 py-1.5 text-sm font-medium text-ink no-underline hover:bg-sunken";
        if (row.action === "Event Completed" || row.action_url === null) return <span className="text-sm text-muted" data-event-action="event-completed">{actionLabel(row)}</span>;
        // A live event: its countdown until the room opens (15 minutes before the start), then Join.
        if (row.action === "Join") return <JoinCountdown event={row} now={now} label={actionLabel(row)} ariaLabel={label} variant="secondary" />;
        // The video's page is a page of the site; /join and the download answer with a redirect elsewhere.
        return row.action === "Access Video" ? (
          <Link to={row.action_url} className={className} aria-label={label}>
            {actionLabel(row)}
          </Link>
        ) : (
          <a href={row.action_url} className={className} aria-label={label}>
            {actionLabel(row)}
          </a>
        );
      },
    },
  ];
  return (
    <>
      <PageHeader title={channel.title} description={t("events.description")}>
        <p className="mt-3">
          <Link to="/subscribed-channels">{t("events.back")}</Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        {cancelled ? (
          <Alert tone="warning" title={null}>
            {t("events.cancelledNotice")}
          </Alert>
        ) : null}
        <Table caption={t("events.caption", { title: channel.title })} captionHidden columns={columns} rows={events} rowKey={(row) => `${row.event_type}-${row.id}`} empty={t("events.empty")} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
