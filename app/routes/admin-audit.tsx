// The audit log (/admin/audit): every admin action, newest first, 25 a page, filtered by action,
// object and dates with a GET form (each filtered page is a URL). Bad filters get the field's message
// with 422 and no rows.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Alert, Button, Field, Pagination, SelectField, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { documentTitle } from "~/lib/document-title";
import { formatDateTime } from "~shared/dates";
import { routeStrings } from "~/lib/i18n";
import strings from "~/locales/en-GB/admin.json";
import type { AdminAuditData, AuditRowData } from "~server/api/contract";

export const handle = routeStrings({ admin: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(`${strings.audit.title} · ${strings.title}`) }];

const FILTERS = ["action", "object_type", "object_id", "from", "to"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const query = Object.fromEntries([...FILTERS, "page"].map((name) => [name, url.searchParams.get(name) ?? ""]));
  const answer = await apiFor(request, token).get("admin/audit", { query });
  const filters = Object.fromEntries(FILTERS.map((name) => [name, query[name] ?? ""])) as Record<(typeof FILTERS)[number], string>;
  if (answer.status === 422) {
    const empty: AdminAuditData = { rows: [], pagination: { current_page: 1, per_page: 25, total: 0, last_page: 1 }, actions: [], object_types: [] };
    return data({ audit: empty, filters, invalid: answer.message }, { status: 422 });
  }
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the audit log");
  return { audit: answer.data, filters, invalid: null };
}

/** A state as the log keeps it, short enough for a table cell (the whole JSON is in its title). */
function stateText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export default function AdminAudit() {
  const { t } = useTranslation("admin");
  const { audit, filters, invalid } = useLoaderData<typeof loader>();
  const choices = (values: string[], current: string) => [
    { value: "", label: t("audit.any") },
    ...[...new Set([...values, ...(current ? [current] : [])])].map((value) => ({ value, label: value })),
  ];
  return (
    <section aria-labelledby="audit-title" className="space-y-6">
      <header>
        <h1 id="audit-title" className="font-display text-3xl">
          {t("audit.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("audit.description")}</p>
      </header>
      <Form method="get" className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-3" aria-label={t("audit.filters")}>
        <SelectField label={t("audit.action")} name="action" defaultValue={filters.action} options={choices(audit.actions, filters.action)} />
        <SelectField label={t("audit.objectType")} name="object_type" defaultValue={filters.object_type} options={choices(audit.object_types, filters.object_type)} />
        <Field label={t("audit.objectId")} name="object_id" defaultValue={filters.object_id} maxLength={60} />
        <Field label={t("audit.from")} name="from" type="date" defaultValue={filters.from} />
        <Field label={t("audit.to")} name="to" type="date" defaultValue={filters.to} />
        <div className="flex items-end gap-3">
          <Button type="submit" variant="primary">
            {t("audit.apply")}
          </Button>
          <Link to="/admin/audit" className="underline">
            {t("audit.reset")}
          </Link>
        </div>
      </Form>
      {invalid ? <Alert tone="error">{invalid}</Alert> : <p>{t("audit.total", { count: audit.pagination.total })}</p>}
      <Table<AuditRowData>
        wide
        caption={t("audit.caption")}
        captionHidden
        rows={audit.rows}
        rowKey={(row) => row.id}
        empty={t("audit.empty")}
        columns={[
          { key: "when", header: t("audit.when"), kind: "date", cell: (row) => formatDateTime(new Date(row.created_at)) },
          { key: "admin", header: t("audit.admin"), kind: "reference", cell: (row) => row.admin_email },
          { key: "action", header: t("audit.action"), cell: (row) => row.action },
          { key: "object", header: t("audit.object"), cell: (row) => `${row.object_type} ${row.object_id}` },
          {
            key: "change",
            header: t("audit.change"),
            cell: (row) => (
              <dl className="text-xs">
                <dt className="font-semibold">{t("audit.before")}</dt>
                <dd className="break-all">{stateText(row.before)}</dd>
                <dt className="font-semibold">{t("audit.after")}</dt>
                <dd className="break-all">{stateText(row.after)}</dd>
              </dl>
            ),
          },
          { key: "reason", header: t("audit.reason"), cell: (row) => row.reason ?? "—" },
          { key: "address", header: t("audit.address"), cell: (row) => row.ip },
        ]}
      />
      <Pagination currentPage={audit.pagination.current_page} pageCount={audit.pagination.last_page} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
