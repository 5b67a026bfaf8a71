// Support tickets (/tickets, 002 §2.3): the caller's tickets — row number, date, type, title, Open or
// Closed and a View link — with "Create Ticket", or "No tickets".
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { LinkButton, StatusBadge, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { formatDate } from "~shared/dates";
import { throwListFailure } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/tickets.json";
import type { TicketData } from "~server/api/contract";

export const handle = routeStrings({ tickets: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.list.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("user-complaints");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch complaints");
  return { tickets: answer.data.complaints };
}

export default function Tickets() {
  const { t } = useTranslation("tickets");
  const { tickets } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("list.title")} description={t("list.description")} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        <LinkButton to="/create-ticket" variant="primary">
          {t("list.create")}
        </LinkButton>
        <Table<TicketData>
          caption={t("list.caption")}
          captionHidden
          rows={tickets}
          rowKey={(ticket) => ticket.id}
          empty={t("list.empty")}
          columns={[
            { key: "number", header: t("list.number"), kind: "number", cell: (_, index) => index + 1 },
            { key: "date", header: t("list.date"), kind: "date", cell: (ticket) => formatDate(new Date(ticket.created_at)) },
            { key: "type", header: t("list.type"), cell: (ticket) => ticket.type },
            { key: "title", header: t("list.ticketTitle"), cell: (ticket) => ticket.title },
            {
              key: "status",
              header: t("list.status"),
              cell: (ticket) => <StatusBadge status={ticket.status ? t("list.open") : t("list.closed")} tone={ticket.status ? "success" : "neutral"} />,
            },
            {
              key: "view",
              header: t("list.view"),
              cell: (ticket) => (
                <Link className="underline" to={`/ticket-detail/${ticket.id}`} aria-label={t("list.viewLabel", { title: ticket.title })}>
                  {t("list.view")}
                </Link>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
