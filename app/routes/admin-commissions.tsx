// Commissions (/admin/commissions): sales by month (UK time), with a totals row that is the sum of
// the rows shown (the API computes both from the same rows).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Table } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { requireAdmin } from "~/server-only/auth.server";
import { throwListFailure } from "~/server-only/failures.server";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import strings from "~/locales/en-GB/admin-money.json";
import type { CommissionFiguresData } from "~server/api/contract";

export const handle = routeStrings({ "admin-money": strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.commissions.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const answer = await apiFor(request, token).get("admin/commissions");
  if (!answer.success || !answer.data) throwListFailure(answer, "fetch the commissions");
  return answer.data;
}

type Line = CommissionFiguresData & { month: string; total?: boolean };

const MONEY: { key: keyof CommissionFiguresData; label: string }[] = [
  { key: "gross_pence", label: "commissions.gross" },
  { key: "refunded_pence", label: "commissions.refunded" },
  { key: "commission_pence", label: "commissions.commission" },
  { key: "fees_pence", label: "commissions.fees" },
  { key: "plans_pence", label: "commissions.plans" },
  { key: "hosts_share_pence", label: "commissions.hostsShare" },
];

export default function AdminCommissions() {
  const { t } = useTranslation("admin-money");
  const { rows, totals } = useLoaderData<typeof loader>();
  const lines: Line[] = rows.length === 0 ? [] : [...rows, { ...totals, month: t("commissions.total"), total: true }];
  return (
    <section aria-labelledby="commissions-title" className="space-y-6">
      <header>
        <h1 id="commissions-title" className="font-display text-3xl">
          {t("commissions.title")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("commissions.description")}</p>
      </header>
      <Table<Line>
        wide
        caption={t("commissions.caption")}
        captionHidden
        rows={lines}
        rowKey={(row) => row.month}
        rowProps={(row) => (row.total ? { className: "font-semibold" } : {})}
        empty={t("commissions.empty")}
        columns={[
          { key: "month", header: t("commissions.month"), cell: (row) => row.month },
          { key: "sales", header: t("commissions.sales"), kind: "number", cell: (row) => row.sales },
          ...MONEY.map(({ key, label }) => ({ key, header: t(label), kind: "money" as const, cell: (row: Line) => formatMoney(row[key]) })),
        ]}
      />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
