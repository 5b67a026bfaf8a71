// All support tickets (/admin/tickets), newest first, 25 a page, filtered by open or closed and by
// type with a GET form (each filtered page is a URL). Bad filters get the field's message with 422.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Alert, Button, Pagination, SelectField, StatusBadge, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { formatDateTime } from "~shared/dates";
import { TICKET_TYPES } from "~shared/schemas/tickets";
import strings from "~/locales/en-GB/admin-people.json";
import type { AdminTicketRowData, AdminTicketsData } from "~server/api/contract";

export const handle = routeStrings({ "admin-people": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(`${strings.tickets.title} · Admin`) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const filters = { status: url.searchParams.get("status") ?? "", type: url.searchParams.get("type") ?? "" };
  const answer = await apiFor(request, token).get("admin/tickets", { query: { ...filters, page: url.searchParams.get("page") ?? "" } });
  if (answer.status === 422) {
    const empty: AdminTicketsData = { rows: [], pagination: { current_page: 1, per_page: 25, total: 0, last_page: 1 } };
    return data({ tickets: empty, filters, invalid: answer.message }, { status: 422 });
  }
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch tickets");
  return { tickets: answer.data, filters, invalid: null };
}

export default function AdminTickets() {
  const { t } = useTranslation("admin-people");
  const { tickets, filters, invalid } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tickets-title" className="space-y-6">
      <header>
        <h1 id="tickets-title" className="font-display text-3xl">
          {t("tickets.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("tickets.description")}</p>
      </header>
      <Form method="get" className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-3" aria-label={t("tickets.filters")}>
        <SelectField
          label={t("tickets.status")}
          name="status"
          defaultValue={filters.status}
          options={[
            { value: "", label: t("tickets.all") },
            { value: "open", label: t("tickets.open") },
            { value: "closed", label: t("tickets.closed") },
          ]}
        />
        <SelectField label={t("tickets.type")} name="type" defaultValue={filters.type} options={[{ value: "", label: t("tickets.all") }, ...TICKET_TYPES.map((type) => ({ value: type, label: type }))]} />
        <div className="flex items-end gap-3">
          <Button type="submit" variant="primary">
            {t("tickets.apply")}
          </Button>
          <Link to="/admin/tickets" className="underline">
            {t("tickets.reset")}
          </Link>
        </div>
      </Form>
      {invalid ? <Alert tone="error">{invalid}</Alert> : <p>{t("tickets.total", { count: tickets.pagination.total })}</p>}
      <Table<AdminTicketRowData>
        wide
        caption={t("tickets.caption")}
        captionHidden
        rows={tickets.rows}
        rowKey={(row) => row.id}
        empty={t("tickets.empty")}
        columns={[
          {
            key: "subject",
            header: t("tickets.subject"),
            cell: (row) => (
              <Link className="underline" to={`/admin/tickets/${row.id}`}>
                {row.title}
              </Link>
            ),
          },
          { key: "owner", header: t("tickets.owner"), cell: (row) => `${row.owner_name} (${row.owner_email})` },
          { key: "type", header: t("tickets.type"), cell: (row) => row.type },
          { key: "status", header: t("tickets.status"), cell: (row) => <StatusBadge status={row.status ? t("tickets.open") : t("tickets.closed")} tone={row.status ? "success" : "neutral"} /> },
          { key: "date", header: t("tickets.date"), kind: "date", cell: (row) => formatDateTime(new Date(row.created_at)) },
        ]}
      />
      <Pagination currentPage={tickets.pagination.current_page} pageCount={tickets.pagination.last_page} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
