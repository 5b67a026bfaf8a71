// Refunds (/admin/refunds): refunds owed, paid back and refused, newest first, 25 a page, filtered by
// status with a GET form (the dashboard's "refunds owed" links to ?status=owed).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Alert, Button, Pagination, SelectField, StatusBadge, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import { formatDateTime } from "~shared/dates";
import { formatMoney } from "~shared/money";
import { REFUND_STATUSES } from "~shared/schemas/admin-money";
import strings from "~/locales/en-GB/admin-money.json";
import type { AdminRefundRowData, AdminRefundsData } from "~server/api/contract";

export const handle = routeStrings({ "admin-money": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.refunds.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const answer = await apiFor(request, token).get("admin/refunds", { query: { status, page: url.searchParams.get("page") ?? "" } });
  if (answer.status === 422) {
    const empty: AdminRefundsData = { rows: [], pagination: { current_page: 1, per_page: 25, total: 0, last_page: 1 }, total_pence: 0 };
    return data({ refunds: empty, status, invalid: answer.message }, { status: 422 });
  }
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the refunds");
  return { refunds: answer.data, status, invalid: null };
}

export default function AdminRefunds() {
  const { t } = useTranslation("admin-money");
  const { refunds, status, invalid } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="refunds-title" className="space-y-6">
      <header>
        <h1 id="refunds-title" className="font-display text-3xl">
          {t("refunds.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("refunds.description")}</p>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-4 rounded-card border border-line bg-surface p-4" aria-label={t("refunds.filters")}>
        <SelectField
          label={t("status")}
          name="status"
          defaultValue={status}
          options={[{ value: "", label: t("any") }, ...REFUND_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))]}
        />
        <Button type="submit" variant="primary">
          {t("apply")}
        </Button>
        <Link to="/admin/refunds" className="underline">
          {t("reset")}
        </Link>
      </Form>
      {invalid ? (
        <Alert tone="error">{invalid}</Alert>
      ) : (
        <p>{t("refunds.totals", { count: refunds.pagination.total, amount: formatMoney(refunds.total_pence) })}</p>
      )}
      <Table<AdminRefundRowData>
        wide
        caption={t("refunds.caption")}
        captionHidden
        rows={refunds.rows}
        rowKey={(row) => row.id}
        empty={t("refunds.empty")}
        columns={[
          { key: "when", header: t("when"), kind: "date", cell: (row) => formatDateTime(new Date(row.created_at)) },
          { key: "item", header: t("item"), cell: (row) => row.item ?? "—" },
          { key: "booking", header: t("booking"), kind: "reference", cell: (row) => row.booking_ref ?? "—" },
          { key: "buyer", header: t("buyer"), kind: "reference", cell: (row) => row.buyer_email ?? "—" },
          { key: "reason", header: t("refunds.reason"), cell: (row) => t(`refunds.reasons.${row.reason}`, { defaultValue: row.reason }) },
          { key: "amount", header: t("amount"), kind: "money", cell: (row) => formatMoney(row.amount_pence) },
          {
            key: "status",
            header: t("status"),
            cell: (row) => (
              <>
                <StatusBadge status={t(`statuses.${row.status}`)} />
                {row.failure_message ? <p className="mt-1 text-xs">{row.failure_message}</p> : null}
              </>
            ),
          },
          { key: "paid", header: t("refunds.paidAt"), kind: "date", cell: (row) => (row.refunded_at ? formatDateTime(new Date(row.refunded_at)) : "—") },
        ]}
      />
      <Pagination currentPage={refunds.pagination.current_page} pageCount={refunds.pagination.last_page} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
