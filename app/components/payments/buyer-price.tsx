// Beside a price field of the host's: what buyers will pay for the price typed, and why. The fees
// come from the server (the page's loader); the sum is the one price rule of shared/pricing.ts, so the
// line the server renders after a post and the one that follows typing with JavaScript agree.
import { useTranslation } from "~/components/i18n/use-translation";
import { basisPointsToPercent, formatMoney, parsePounds } from "~shared/money";
import { priceBreakdown, type Fees } from "~shared/pricing";

export function BuyerPrice({ id, price, fees }: { id: string; price: string; fees: Fees }) {
  const { t } = useTranslation("buyer-price");
  const pence = parsePounds(price);
  const sum = pence !== null && pence > 0 ? priceBreakdown(pence, fees) : null;
  return (
    <div id={id} className="space-y-1 text-sm text-muted">
      {/* The sum first, announced as it changes with the price typed; then the rule behind it. */}
      <p aria-live="polite" data-testid="buyer-price" className="font-medium text-ink">
        {sum
          ? t("total", { total: formatMoney(sum.totalPence), price: formatMoney(sum.pricePence), tax: formatMoney(sum.taxPence), handling: formatMoney(sum.handlingPence) })
          : null}
      </p>
      <p>{t("rule", { tax: basisPointsToPercent(fees.taxBasisPoints), handling: basisPointsToPercent(fees.handlingBasisPoints) })}</p>
    </div>
  );
}
