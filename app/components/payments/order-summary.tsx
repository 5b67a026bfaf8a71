// The checkout's order summary: the item, the server's breakdown with the all-in
// total, and the coupon as a GET form (the page re-quotes with it), on the checkout page and on
// Register and Purchase; and what both show when the purchase cannot happen.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { Alert, Button, Field, LinkButton } from "~/components/ui";
import { formatMoney } from "~shared/money";
import { SubscriptionTerms } from "./subscription-terms";
import type { CheckoutQuoteData, PriceBreakdownData } from "~server/api/contract";

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? "font-semibold" : "text-muted"}>{label}</dt>
      <dd className={strong ? "text-right text-lg font-semibold" : "text-right"}>{value}</dd>
    </>
  );
}

export interface OrderSummaryProps {
  quote: CheckoutQuoteData;
  /** The event's date and time, already formatted (none for channels and packages). */
  when?: string | null;
  /** The coupon the quote applied ("" for none), or why the one entered was refused. */
  coupon: string;
  couponError: string | null;
}

export function OrderSummary({ quote, when, coupon, couponError }: OrderSummaryProps) {
  const { t } = useTranslation("payments");
  const b = quote.breakdown;
  return (
    <aside aria-labelledby="summary-title" className="order-1 h-fit space-y-4 rounded-card border border-line bg-surface p-5 shadow-card lg:order-2">
      <h2 id="summary-title" className="font-display text-xl">
        {t("checkout.summary")}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt className="text-muted">{t(`checkout.item.${quote.transaction_type}`)}</dt>
        <dd className="text-right">{quote.title}</dd>
        {when ? <Row label={t("checkout.when")} value={when} /> : null}
        <Row label={t("checkout.price")} value={formatMoney(b.price)} />
        {b.discount > 0 ? <Row label={t("checkout.discount")} value={`−${formatMoney(b.discount)}`} /> : null}
        <Row label={t("checkout.taxes")} value={formatMoney(b.taxes)} />
        <Row label={t("checkout.handling")} value={formatMoney(b.stripe_charges)} />
        <Row label={t("checkout.total")} value={formatMoney(b.total)} strong />
      </dl>
      <SubscriptionTerms terms={quote.terms} />
      <p className="text-sm text-muted">{t("checkout.allIn")}</p>
      <Form method="get" className="space-y-2 border-t border-line pt-4">
        <Field label={t("checkout.coupon")} name="coupon" defaultValue={coupon} autoComplete="off" errors={couponError ? [couponError] : undefined} />
        {coupon ? (
          <p role="status" className="text-sm text-success">
            {t("checkout.couponApplied")}
          </p>
        ) : null}
        <div className="flex gap-3">
          <Button type="submit" variant="secondary" size="sm">
            {t("checkout.applyCoupon")}
          </Button>
          {coupon ? (
            <Link to="?" className="self-center text-sm">
              {t("checkout.removeCoupon")}
            </Link>
          ) : null}
        </div>
      </Form>
    </aside>
  );
}

/** The purchase cannot happen (sold out, ended, already bought): the server's reason and the way back. */
export function CheckoutRefused({ title, refusal, back }: { title: string; refusal: string | null; back: string }) {
  const { t } = useTranslation("payments");
  return (
    <>
      <PageHeader title={title} />
      <section className="mx-auto max-w-6xl space-y-6 px-4 pb-16">
        <Alert tone="error" title={t("checkout.failed")}>
          {refusal}
        </Alert>
        <LinkButton to={back} variant="secondary">
          {t("checkout.back")}
        </LinkButton>
      </section>
    </>
  );
}

/** A checkout form's hidden fields: its key (a double submit pays once) and the figures the buyer saw, which the server checks. */
export function CheckoutFigures({ checkoutKey, coupon, breakdown }: { checkoutKey: string; coupon: string; breakdown: PriceBreakdownData }) {
  return (
    <>
      <input type="hidden" name="checkout_key" value={checkoutKey} />
      <input type="hidden" name="couponCode" value={coupon} />
      <input type="hidden" name="amount" value={breakdown.total} />
      <input type="hidden" name="taxes" value={breakdown.taxes} />
      <input type="hidden" name="stripe_charges" value={breakdown.stripe_charges} />
      <input type="hidden" name="discount" value={breakdown.discount} />
    </>
  );
}
