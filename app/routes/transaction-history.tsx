// Transaction History (/transaction-history, spec 000 §2): the spec's table — serial number, date,
// category, amount, booking id — 10 rows a page with ?page=N links; beside the date, what was bought
// (the event's or channel's title, the package's name) and a channel subscription's terms as they stand.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { Pagination, StatusBadge, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { formatDateTime } from "~shared/dates";
import { throwListFailure } from "~/server-only/failures.server";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import { parsePageParam } from "~/lib/pagination";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/booking.json";
import type { TransactionData } from "~server/api/contract";

export const handle = routeStrings({ booking: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.history.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  const answer = await apiFor(request, token).get("bookings", { query: { page } });
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch details");
  return answer.data;
}

export default function TransactionHistory() {
  const { t } = useTranslation("booking");
  const { transactions, page, per_page, last_page } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("history.title")} description={t("history.description")} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        <Table<TransactionData>
          caption={t("history.caption")}
          captionHidden
          rows={transactions}
          rowKey={(row) => `${row.kind}-${row.id}`}
          empty={t("history.empty")}
          columns={[
            { key: "serial", header: t("history.serial"), kind: "number", cell: (_, index) => (page - 1) * per_page + index + 1 },
            { key: "date", header: t("history.date"), kind: "date", cell: (row) => formatDateTime(new Date(row.created_at)) },
            {
              key: "item",
              header: t("history.item"),
              cell: (row) => (
                <>
                  <span className="font-medium">{row.title ?? "—"}</span>
                  {row.terms ? <span className="block text-sm text-muted">{row.terms}</span> : null}
                </>
              ),
            },
            {
              key: "category",
              header: t("history.category"),
              cell: (row) => row.category_name ?? t(`history.types.${row.transaction_type}`),
            },
            {
              key: "amount",
              header: t("history.amount"),
              kind: "money",
              cell: (row) =>
                row.kind === "refund" ? (
                  <>
                    −{formatMoney(row.amount)}{" "}
                    <StatusBadge status={t(`history.refund.${row.refund_status ?? "owed"}`)} tone={row.refund_status === "failed" ? "error" : "info"} />
                  </>
                ) : (
                  formatMoney(row.amount)
                ),
            },
            { key: "booking", header: t("history.bookingId"), kind: "reference", cell: (row) => row.booking_id ?? "—" },
          ]}
        />
        <Pagination currentPage={page} pageCount={last_page} hrefFor={(n) => (n === 1 ? "/transaction-history" : `/transaction-history?page=${n}`)} label={t("history.pages")} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
