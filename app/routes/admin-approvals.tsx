// The approval queues (/admin/approvals): pending events (a recurring series as one row, with how
// many occurrences) and pending channels, oldest first, each with its details, cover and host, and a
// link to its page where the administrator approves or rejects it with a reason.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { ApprovalHost } from "~/components/admin/approval-host";
import { StatusBadge, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { approvalDates, approvalPrice, approvalTime } from "~/lib/admin-approvals";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import { formatDateTime } from "~shared/dates";
import adminStrings from "~/locales/en-GB/admin.json";
import strings from "~/locales/en-GB/admin-approvals.json";
import type { ApprovalChannelData, ApprovalEventData } from "~server/api/contract";

export const handle = routeStrings({ "admin-approvals": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(`${strings.title} · ${adminStrings.title}`) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/approvals");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the approvals");
  return answer.data;
}

function Cover({ url, title }: { url: string | null; title: string }) {
  const { t } = useTranslation("admin-approvals");
  if (!url) return <span className="text-sm text-ink-muted">{t("noCover")}</span>;
  return <img src={url} alt={title} className="aspect-video w-32 rounded object-cover" loading="lazy" />;
}

export default function AdminApprovals() {
  const { t } = useTranslation("admin-approvals");
  const queues = useLoaderData<typeof loader>();
  const submitted = { key: "submitted", header: t("submitted"), cell: (row: { created_at: string }) => formatDateTime(new Date(row.created_at)) };
  return (
    <section aria-labelledby="approvals-title" className="space-y-8">
      <header>
        <h1 id="approvals-title" className="font-display text-3xl">
          {t("title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("description")}</p>
      </header>
      <section id="events" aria-labelledby="approvals-events" className="space-y-3">
        <h2 id="approvals-events" className="text-xl font-semibold">
          {t("events")} ({queues.events.length})
        </h2>
        <Table<ApprovalEventData>
          wide
          caption={t("events")}
          captionHidden
          rows={queues.events}
          rowKey={(row) => row.id}
          empty={t("noEvents")}
          columns={[
            { key: "cover", header: t("item"), cell: (row) => <Cover url={row.cover_url} title={row.title} /> },
            {
              key: "details",
              header: t("details"),
              cell: (row) => (
                <div className="space-y-1 text-sm">
                  <Link to={`/admin/approvals/event/${row.id}`} className="font-semibold underline" aria-label={t("review", { title: row.title })}>
                    {row.title}
                  </Link>
                  <div>
                    {row.event_type} · {row.category ?? t("noCategory")}
                    {row.in_channel ? ` · ${t("inChannel")}` : ""}
                  </div>
                  <div>{approvalDates(row.dates) ?? t("preRecorded")}</div>
                  <div>{approvalTime(row.event_time, row.end_time, row.time_zone)}</div>
                  <div>
                    {approvalPrice(row.price, row.is_free, t("free"))} · {t("series", { count: row.occurrences })}
                  </div>
                </div>
              ),
            },
            { key: "host", header: t("host"), cell: (row) => <ApprovalHost host={row.host} /> },
            submitted,
            { key: "status", header: t("status"), cell: (row) => <StatusBadge status={row.status} /> },
          ]}
        />
      </section>
      <section id="channels" aria-labelledby="approvals-channels" className="space-y-3">
        <h2 id="approvals-channels" className="text-xl font-semibold">
          {t("channels")} ({queues.channels.length})
        </h2>
        <Table<ApprovalChannelData>
          wide
          caption={t("channels")}
          captionHidden
          rows={queues.channels}
          rowKey={(row) => row.id}
          empty={t("noChannels")}
          columns={[
            { key: "cover", header: t("item"), cell: (row) => <Cover url={row.cover_url} title={row.title} /> },
            {
              key: "details",
              header: t("details"),
              cell: (row) => (
                <div className="space-y-1 text-sm">
                  <Link to={`/admin/approvals/channel/${row.id}`} className="font-semibold underline" aria-label={t("review", { title: row.title })}>
                    {row.title}
                  </Link>
                  <div>
                    {row.event_type} · {row.category ?? t("noCategory")}
                    {row.is_modular ? ` · ${t("modular")}` : ""}
                  </div>
                  <div>
                    {approvalPrice(row.price, false, t("free"))} · {row.subscription === "Monthly" ? t("monthly") : t("fixed")}
                  </div>
                </div>
              ),
            },
            { key: "host", header: t("host"), cell: (row) => <ApprovalHost host={row.host} /> },
            submitted,
            { key: "status", header: t("status"), cell: (row) => <StatusBadge status={row.status} /> },
          ]}
        />
      </section>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
