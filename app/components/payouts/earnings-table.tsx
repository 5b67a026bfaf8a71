// A host's earnings: one row per month and event or channel, then the totals. Amounts
// arrive in pence and are shown in pounds; the commission line names the host's package and rates.
import { useTranslation } from "~/components/i18n/use-translation";
import { Table } from "~/components/ui";
import { basisPointsToPercent, formatMoney } from "~shared/money";
import type { EarningsData } from "~server/api/contract";

type Row = EarningsData["rows"][number] & { key: string; label: string };

/** "2026-11" → "November 2026". */
function monthName(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, index! - 1, 1)).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
}

export function EarningsTable({ earnings }: { earnings: EarningsData }) {
  const { t } = useTranslation("payouts");
  const rates = earnings.package;
  const rows: Row[] = earnings.rows.map((row) => ({ ...row, key: `${row.month}-${row.type}-${row.id}`, label: monthName(row.month) }));
  if (rows.length > 0) rows.push({ ...earnings.totals, month: "", type: "event", id: 0, title: "", key: "totals", label: t("earnings.totals") });
  const percent = (bp: number) => `${basisPointsToPercent(bp)}%`;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {t("earnings.commissionRate", {
          package: rates.name,
          live: percent(rates.commission_live_event_bp),
          recorded: percent(rates.commission_pre_recorded_event_bp),
          subscription: percent(rates.commission_subscription_user_bp),
        })}
      </p>
      <Table<Row>
        caption={t("earnings.title")}
        captionHidden
        rows={rows}
        rowKey={(row) => row.key}
        empty={t("earnings.none")}
        columns={[
          { key: "month", header: t("earnings.month"), cell: (row) => (row.key === "totals" ? <strong>{row.label}</strong> : row.label) },
          { key: "item", header: t("earnings.item"), cell: (row) => row.title },
          { key: "sales", header: t("earnings.sales"), kind: "money", cell: (row) => `${formatMoney(row.sales_pence)} (${t("earnings.salesCount", { count: row.sold })})` },
          { key: "refunds", header: t("earnings.refunds"), kind: "money", cell: (row) => (row.refunds_pence > 0 ? `−${formatMoney(row.refunds_pence)}` : formatMoney(0)) },
          { key: "commission", header: t("earnings.commission"), kind: "money", cell: (row) => formatMoney(row.commission_pence) },
          { key: "paid", header: t("earnings.paidOut"), kind: "money", cell: (row) => formatMoney(row.paid_out_pence) },
          { key: "due", header: t("earnings.toBePaid"), kind: "money", cell: (row) => formatMoney(row.to_be_paid_pence) },
        ]}
      />
    </div>
  );
}
