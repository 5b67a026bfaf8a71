// The checkout (/checkout/:transactionType/:id) for event_booking, channel_subscription
// and package_subscription, as a page that works without JavaScript: the item, the server's
// breakdown (price, discount, tax, handling, total), a coupon (a GET form: the quote is re-made with
// it), then either a saved card (paid here through transaction/create) or a new card entered on the
// provider's hosted page (transaction/hosted), coming back to /checkout/result/:id. Figures shown are
// posted back and checked by the server, which refuses the payment if the price changed meanwhile.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { CheckoutFigures, CheckoutRefused, OrderSummary } from "~/components/payments/order-summary";
import { TestModeNotice } from "~/components/payments/test-mode";
import { Alert, Button, CheckboxField, Field } from "~/components/ui";
import { apiFor, isServerFailure } from "~/server-only/api.server";
import { paymentFailures } from "~shared/messages/payments";
import { requireUser } from "~/server-only/auth.server";
import { loadBookingEvent } from "~/server-only/booking.server";
import { formatDateTime } from "~shared/dates";
import { eventActionUrls, eventPageUrl } from "~shared/event-urls";
import { nextStepPath, payByCardForm, purchaseOf } from "~/server-only/checkout.server";
import { paymentFailureMessage, throwUnable } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { formatMoney } from "~shared/money";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/payments.json";
import type { TransactionType } from "~server/api/contract";

export const handle = routeStrings({ payments: strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: documentTitle(loaded?.quote ? strings.checkout.payFor.replace("{{title}}", loaded.quote.title) : strings.checkout.title) },
  { name: "robots", content: "noindex" },
];

/** Where the buyer came from, to go back to (the event page for a ticket). */
async function backTo(request: Request, token: string, type: TransactionType, id: string): Promise<{ href: string; when: string | null; zone: string | null }> {
  if (type === "event_booking") {
    const event = await loadBookingEvent(request, token, id);
    if (event.is_free) throw redirect(eventActionUrls.book(event.id));
    return { href: eventPageUrl(event), when: event.starts_at, zone: event.time_zone };
  }
  return { href: type === "package_subscription" ? "/pricing" : "/channels", when: null, zone: null };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const purchase = purchaseOf(params);
  if (!purchase) throw data(null, { status: 404 });
  const { token, user } = await requireUser(request, context);
  const back = await backTo(request, token, purchase.type, purchase.id);
  const coupon = new URL(request.url).searchParams.get("coupon")?.trim().slice(0, 64) ?? "";
  const api = apiFor(request, token);
  let answer = await api.get("checkout/quote", { query: { transaction_type: purchase.type, id: purchase.id, couponCode: coupon || undefined } });
  let couponError: string | null = null;
  if (coupon && !answer.success && answer.status !== 404) {
    // The coupon is refused (say why) or could not be checked (000 §8's text): the price without it.
    couponError = isServerFailure(answer) ? paymentFailures.couponFailed : answer.message;
    answer = await api.get("checkout/quote", { query: { transaction_type: purchase.type, id: purchase.id } });
  }
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) {
    if (answer.status >= 500) throwUnable("fetch event details");
    return data({ refusal: answer.message, quote: null, cards: [], cardsError: null, email: user.email, coupon: "", couponError: null, checkoutKey: "", back, type: purchase.type }, { status: 409 });
  }
  const cards = await api.get("stripe/all_cards");
  return {
    refusal: null,
    quote: answer.data,
    cards: cards.success && cards.data ? cards.data.cards : [],
    // 000 §8: saved cards that could not be read are said, not hidden (a new card can still pay).
    cardsError: cards.success ? null : paymentFailures.cardsFailed,
    // The billing email Stripe's card form starts with.
    email: user.email,
    coupon: couponError ? "" : coupon,
    couponError,
    // One key per page view: submitting this form twice pays once.
    checkoutKey: crypto.randomUUID(),
    back,
    type: purchase.type,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const purchase = purchaseOf(params);
  if (!purchase) throw data(null, { status: 404 });
  const { token } = await requireUser(request, context);
  const form = await readFormData(request);
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 255);
  if (field("intent") === "hosted") {
    const answer = await apiFor(request, token).post("transaction/hosted", {
      id: purchase.id,
      transaction_type: purchase.type,
      couponCode: field("couponCode") || undefined,
      checkout_key: field("checkout_key") || undefined,
      saveCard: form.get("save_card") === "on",
      nickName: field("nickname") || undefined,
    });
    if (answer.success && answer.data) throw redirect(answer.data.url);
    return data({ message: paymentFailureMessage(answer) }, { status: answer.status >= 500 ? 503 : 400 });
  }
  const step = await payByCardForm(request, token, purchase, form);
  if (step.state?.transaction_id) throw redirect(nextStepPath(step.state));
  return data({ message: step.message }, { status: step.status });
}

export default function CheckoutPage() {
  const { t } = useTranslation("payments");
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { quote, back } = loaded;
  if (!quote) return <CheckoutRefused title={t("checkout.title")} refusal={loaded.refusal} back={back.href} />;
  const b = quote.breakdown;
  const hidden = <CheckoutFigures checkoutKey={loaded.checkoutKey} coupon={loaded.coupon} breakdown={b} />;
  return (
    <>
      <PageHeader title={t("checkout.payFor", { title: quote.title })} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="payment-title" className="order-2 space-y-6 lg:order-1">
          {quote.provider === "sandbox" ? <TestModeNotice /> : null}
          {reply?.message ? (
            <Alert tone="error" title={t("checkout.failed")}>
              {reply.message}
            </Alert>
          ) : null}
          {loaded.cardsError ? <Alert tone="error">{loaded.cardsError}</Alert> : null}
          <h2 id="payment-title" className="font-display text-2xl">
            {t("checkout.payment")}
          </h2>
          {b.free ? (
            <Form method="post" className="space-y-4 rounded-card border border-line bg-surface p-6 shadow-card">
              {hidden}
              <input type="hidden" name="payment_method_id" value="free" />
              <p>{t("checkout.free")}</p>
              <Button type="submit" variant="primary" disabled={busy}>
                {t("checkout.confirmFree")}
              </Button>
            </Form>
          ) : (
            <>
              {loaded.cards.length > 0 ? (
                <Form method="post" className="space-y-4 rounded-card border border-line bg-surface p-6 shadow-card">
                  {hidden}
                  <fieldset className="space-y-2">
                    <legend className="mb-2 font-semibold">{t("checkout.savedCards")}</legend>
                    {loaded.cards.map((card, index) => (
                      <label key={card.id} className="flex items-center gap-3">
                        <input type="radio" name="payment_method_id" value={card.payment_method_id} defaultChecked={card.is_default || (index === 0 && !loaded.cards.some((c) => c.is_default))} />
                        {t("checkout.cardLabel", { nickname: card.nickname, brand: card.card_brand ?? "", last4: card.card_last_four ?? "" })}
                      </label>
                    ))}
                  </fieldset>
                  <Button type="submit" variant="primary" disabled={busy}>
                    {t("checkout.payWithSaved", { amount: formatMoney(b.total) })}
                  </Button>
                </Form>
              ) : null}
              <Form method="post" className="space-y-3 rounded-card border border-line bg-surface p-6 shadow-card">
                {hidden}
                <input type="hidden" name="intent" value="hosted" />
                <p className="text-sm text-muted">{t("checkout.newCardHint")}</p>
                <CheckboxField label={t("checkout.saveCard")} name="save_card" />
                <Field label={t("checkout.nickname")} hint={t("checkout.nicknameHint")} name="nickname" maxLength={50} autoComplete="off" />
                <Button type="submit" variant={loaded.cards.length > 0 ? "secondary" : "primary"} disabled={busy}>
                  {loaded.cards.length > 0 ? t("checkout.newCard") : t("checkout.payWithSaved", { amount: formatMoney(b.total) })}
                </Button>
              </Form>
            </>
          )}
          <Link to={back.href}>{t("checkout.back")}</Link>
        </section>

        <OrderSummary quote={quote} when={back.when ? formatDateTime(new Date(back.when), back.zone ?? "Europe/London") : null} coupon={loaded.coupon} couponError={loaded.couponError} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
