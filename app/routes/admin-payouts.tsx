// Payouts (/admin/payouts): the hosts who have sold something, their payout account's state, and
// what they have been paid or are still owed (their share of the sales kept), 25 a page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Pagination, StatusBadge, Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import strings from "~/locales/en-GB/admin-money.json";
import type { AdminPayoutRowData } from "~server/api/contract";

export const handle = routeStrings({ "admin-money": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.payouts.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const page = new URL(request.url).searchParams.get("page") ?? "";
  const answer = await apiFor(request, token).get("admin/payouts", { query: { page } });
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the payouts");
  return answer.data;
}

export default function AdminPayouts() {
  const { t } = useTranslation("admin-money");
  const { rows, pagination, totals } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="payouts-title" className="space-y-6">
      <header>
        <h1 id="payouts-title" className="font-display text-3xl">
          {t("payouts.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("payouts.description")}</p>
      </header>
      <p>{t("payouts.totals", { paid: formatMoney(totals.paid_out_pence), owed: formatMoney(totals.to_be_paid_pence) })}</p>
      <Table<AdminPayoutRowData>
        wide
        caption={t("payouts.caption")}
        captionHidden
        rows={rows}
        rowKey={(row) => row.host_id}
        empty={t("payouts.empty")}
        columns={[
          {
            key: "host",
            header: t("payouts.host"),
            cell: (row) => (
              <>
                {row.name}
                <br />
                <span className="text-sm text-ink-muted">{row.email}</span>
              </>
            ),
          },
          {
            key: "account",
            header: t("payouts.account"),
            cell: (row) => <StatusBadge status={row.payout_status ? t(`payouts.states.${row.payout_status}`, { defaultValue: row.payout_status }) : t("payouts.noAccount")} />,
          },
          { key: "sales", header: t("payouts.sales"), kind: "number", cell: (row) => row.sales },
          { key: "paid", header: t("payouts.paidOut"), kind: "money", cell: (row) => formatMoney(row.paid_out_pence) },
          { key: "owed", header: t("payouts.toBePaid"), kind: "money", cell: (row) => formatMoney(row.to_be_paid_pence) },
        ]}
      />
      <Pagination currentPage={pagination.current_page} pageCount={pagination.last_page} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
