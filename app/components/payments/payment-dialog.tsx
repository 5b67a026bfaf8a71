// The payment modal of spec 000 §4, with JavaScript: "Pay for {title}" over the page, with the
// server's breakdown, a coupon and its status, an existing card (the default when cards are saved)
// or a new one that may be saved under a nickname, and the states entering → processing (no close
// button) → success ("Reference number:" and the booking id) or failure (the message in place of the
// form). It drives the same checkout route as the page that works without JavaScript
// (/checkout/:type/:id): its loader for the quote and cards, its action for the payment.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Alert, Button, CheckboxField, Dialog, Field } from "~/components/ui";
import { paymentFailures } from "~shared/messages/payments";
import { formatMoney } from "~shared/money";
import type { loader as checkoutLoader } from "~/routes/checkout";
import type { CheckoutStateData, TransactionType } from "~server/api/contract";
import { emptyCard, SandboxCardFields, sandboxPaymentMethod, type CardErrors, type CardFields } from "./sandbox-card-fields";
import type { Billing, StripeCardHandle } from "./stripe-card";
import { SubscriptionTerms } from "./subscription-terms";
import { PurchasedLink } from "./purchased-link";
import { TestModeNotice } from "./test-mode";

// Stripe.js and its card element load only when Stripe takes payments (never with the sandbox).
const StripeCard = lazy(() => import("./stripe-card"));

type Phase = "entering" | "processing" | "authenticating" | "success" | "failure";

interface PaymentAnswer {
  state: CheckoutStateData | null;
  message: string | null;
}


export interface PaymentDialogProps {
  type: TransactionType;
  id: number;
  title: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Cards on many pages offer Buy Ticket; the payment strings travel with the checkout route, so the
 * modal fetches them (a small chunk) the first time it opens on a page that lacks them.
 */
function usePaymentStrings(open: boolean): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, "payments"));
  useEffect(() => {
    if (!open || ready) return;
    let live = true;
    void import("~/locales/en-GB/payments.json").then((strings) => {
      if (!i18n.hasResourceBundle(i18n.language, "payments")) i18n.addResourceBundle(i18n.language, "payments", strings.default);
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [open, ready, i18n]);
  return ready;
}

export function PaymentDialog(props: PaymentDialogProps) {
  const ready = usePaymentStrings(props.open);
  return ready ? <PaymentDialogContent {...props} /> : null;
}

function PaymentDialogContent({ type, id, title, open, onClose }: PaymentDialogProps) {
  const { t } = useTranslation("payments");
  const path = `/checkout/${type}/${id}`;
  const quote = useFetcher<typeof checkoutLoader>();
  const [answer, setAnswer] = useState<PaymentAnswer | null>(null);
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<Phase>("entering");
  const [coupon, setCoupon] = useState("");
  const [choice, setChoice] = useState<string>("new");
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [saveCard, setSaveCard] = useState(false);
  const [nickname, setNickname] = useState("");
  const [result, setResult] = useState<CheckoutStateData | null>(null);
  const [billing, setBilling] = useState<Billing>({ name: "", email: "", phone: "" });
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle) => {
    stripeCard.current = handle;
  }, []);
  const [message, setMessage] = useState<string | null>(null);
  const formId = useId();

  // Each opening is one checkout: a fresh quote (and checkout key), from the entering state.
  useEffect(() => {
    if (!open) return;
    setPhase("entering");
    setAnswer(null);
    setResult(null);
    setMessage(null);
    setCard(emptyCard);
    setCardErrors({});
    quote.load(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per opening
  }, [open, path]);

  const loaded = quote.data && "quote" in quote.data ? quote.data : null;
  const stripeKey = loaded?.quote?.provider === "stripe" ? loaded.quote.publishable_key : null;
  const buyerEmail = loaded?.email ?? "";
  useEffect(() => {
    if (buyerEmail) setBilling((before) => (before.email ? before : { ...before, email: buyerEmail }));
  }, [buyerEmail]);
  const cards = useMemo(() => loaded?.cards ?? [], [loaded]);
  useEffect(() => {
    const preferred = cards.find((one) => one.is_default) ?? cards[0];
    setChoice(preferred ? preferred.payment_method_id : "new");
  }, [cards]);

  /** The payment modal's calls go to a resource route with fetch: paying must not reload the page under it. */
  async function post(fields: Record<string, string>): Promise<void> {
    try {
      const response = await fetch(`/checkout/pay/${type}/${id}`, { method: "POST", body: new URLSearchParams(fields) });
      setAnswer((await response.json()) as PaymentAnswer);
    } catch {
      // No answer (the network, or a page that is not the route's JSON): 000 §8's text.
      setAnswer({ state: null, message: paymentFailures.paymentFailed });
    }
  }

  // The payment's answer: success, failure, or an extra step.
  useEffect(() => {
    if (!answer) return;
    const state = answer.state;
    if (!state) {
      setMessage(answer.message);
      setPhase("failure");
      return;
    }
    setResult(state);
    if (state.status === "succeeded") setPhase("success");
    else if (state.status === "requires_action" && stripeKey && state.client_secret) {
      // Stripe's own 3-D Secure step, in its frame over the modal; then the payment's state again.
      const secret = state.client_secret;
      setPhase("processing");
      void (async () => {
        const done = await stripeCard.current?.handleNextAction(secret);
        if (done && !done.ok) setCardErrors({ form: done.message });
        await post({ intent: "status", transaction_id: String(state.transaction_id) });
      })();
    } else if (state.status === "requires_action") setPhase("authenticating");
    else if (state.status === "pending") {
      // Confirmed by the provider's webhook: ask again shortly.
      const timer = setTimeout(() => void post({ intent: "status", transaction_id: String(state.transaction_id) }), 1000);
      return () => clearTimeout(timer);
    } else {
      setMessage(state.message ?? answer.message);
      setPhase("failure");
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [answer]);

  const breakdown = loaded?.quote?.breakdown ?? null;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!loaded?.quote || !breakdown) return;
    setMessage(null);
    setCardErrors({});
    let paymentMethodId = choice;
    setPhase("processing");
    if (!breakdown.free && choice === "new" && stripeKey) {
      const made = stripeCard.current ? await stripeCard.current.createPaymentMethod(billing) : null;
      if (!made?.ok) {
        setCardErrors({ form: made?.message ?? t("stripe.loading") });
        setPhase("entering");
        return;
      }
      paymentMethodId = made.id;
    } else if (!breakdown.free && choice === "new") {
      const made = await sandboxPaymentMethod(card);
      if (!made.ok) {
        setCardErrors(made.errors);
        setPhase("entering");
        return;
      }
      paymentMethodId = made.id;
    }
    await post({
        checkout_key: loaded.checkoutKey,
        couponCode: loaded.coupon,
        payment_method_id: breakdown.free ? "free" : paymentMethodId,
        amount: String(breakdown.total),
        taxes: String(breakdown.taxes),
        stripe_charges: String(breakdown.stripe_charges),
        discount: String(breakdown.discount),
        ...(choice === "new" && saveCard ? { save_card: "on", nickname } : {}),
    });
  }

  async function authenticate(outcome: "complete" | "fail") {
    if (!result?.next_action_url) return;
    setPhase("processing");
    const body = new URLSearchParams({ outcome });
    await fetch(new URL(result.next_action_url, window.location.href).pathname, { method: "POST", headers: { accept: "application/json" }, body });
    await post({ intent: "status", transaction_id: String(result.transaction_id) });
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        // Bought: the page (its button, the header's user) catches up once the modal is closed, so
        // the reference number stays on screen until then.
        if (phase === "success") revalidator.revalidate();
        onClose();
      }}
      title={t("checkout.payFor", { title })} hideClose={phase === "processing"} size="lg">
      <div className="space-y-4" aria-live="polite">
        {quote.state !== "idle" && !loaded ? <p>{t("result.pending")}</p> : null}
        {quote.data && !loaded ? <Alert tone="error">{t("checkout.failed")}</Alert> : null}
        {loaded && !loaded.quote ? <Alert tone="error" title={t("checkout.failed")}>{loaded.refusal}</Alert> : null}
        {loaded?.quote && loaded.quote.provider === "sandbox" && phase !== "success" ? <TestModeNotice /> : null}

        {phase === "success" && result ? (
          <Alert tone="success" title={t("result.success")}>
            <p>
              {t("result.reference")} <strong data-testid="modal-reference-number">{result.booking_id}</strong>
            </p>
            <PurchasedLink type={type} channel={type === "channel_subscription" ? { id, title } : null} />
          </Alert>
        ) : null}

        {phase === "failure" ? (
          <div className="space-y-3">
            <Alert tone="error" title={t("checkout.failed")}>
              {message ?? result?.message}
            </Alert>
            <Button type="button" variant="secondary" onClick={() => { setPhase("entering"); quote.load(path); }}>
              {t("result.tryAgain")}
            </Button>
          </div>
        ) : null}

        {phase === "authenticating" ? (
          <div className="space-y-3 rounded-card border border-line p-4">
            <h3 className="font-semibold">{t("sandbox.authTitle")}</h3>
            <p>{t("sandbox.authText", { amount: formatMoney(result?.amount ?? 0) })}</p>
            <div className="flex flex-wrap gap-3">
              <Button type="button" variant="primary" onClick={() => void authenticate("complete")}>
                {t("sandbox.complete")}
              </Button>
              <Button type="button" variant="secondary" onClick={() => void authenticate("fail")}>
                {t("sandbox.fail")}
              </Button>
            </div>
          </div>
        ) : null}

        {loaded?.quote && breakdown && (phase === "entering" || phase === "processing") ? (
            <>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted">{t("checkout.price")}</dt>
                <dd className="text-right">{formatMoney(breakdown.price)}</dd>
                {breakdown.discount > 0 ? (
                  <>
                    <dt className="text-muted">{t("checkout.discount")}</dt>
                    <dd className="text-right">−{formatMoney(breakdown.discount)}</dd>
                  </>
                ) : null}
                <dt className="text-muted">{t("checkout.taxes")}</dt>
                <dd className="text-right">{formatMoney(breakdown.taxes)}</dd>
                <dt className="text-muted">{t("checkout.handling")}</dt>
                <dd className="text-right">{formatMoney(breakdown.stripe_charges)}</dd>
                <dt className="font-semibold">{t("checkout.total")}</dt>
                <dd className="text-right font-semibold" data-testid="modal-total">
                  {formatMoney(breakdown.total)}
                </dd>
              </dl>
              <div className="flex items-end gap-2">
                <Field label={t("checkout.coupon")} name="coupon" value={coupon} onChange={(change) => setCoupon(change.currentTarget.value)} className="flex-1" errors={loaded.couponError ? [loaded.couponError] : undefined} />
                <Button type="button" variant="secondary" onClick={() => quote.load(coupon.trim() ? `${path}?coupon=${encodeURIComponent(coupon.trim())}` : path)}>
                  {t("checkout.applyCoupon")}
                </Button>
              </div>
              {loaded.coupon ? (
                <p role="status" className="text-sm text-success">
                  {t("checkout.couponApplied")}
                </p>
              ) : null}
              <form id={formId} onSubmit={(submitEvent) => void submit(submitEvent)} className="space-y-4" noValidate>
                {breakdown.free ? (
                  <p>{t("checkout.free")}</p>
                ) : (
                  <>
                    {loaded.cardsError ? <Alert tone="error">{loaded.cardsError}</Alert> : null}
                    {cards.length > 0 ? (
                      <fieldset className="space-y-2">
                        <legend className="mb-1 font-semibold">{t("checkout.payment")}</legend>
                        {cards.map((saved) => (
                          <label key={saved.id} className="flex items-center gap-3">
                            <input type="radio" name="card_choice" value={saved.payment_method_id} checked={choice === saved.payment_method_id} onChange={() => setChoice(saved.payment_method_id)} />
                            {t("checkout.cardLabel", { nickname: saved.nickname, brand: saved.card_brand ?? "", last4: saved.card_last_four ?? "" })}
                          </label>
                        ))}
                        <label className="flex items-center gap-3">
                          <input type="radio" name="card_choice" value="new" checked={choice === "new"} onChange={() => setChoice("new")} />
                          {t("checkout.newCard")}
                        </label>
                      </fieldset>
                    ) : null}
                    {choice === "new" ? (
                      <div className="space-y-3">
                        {stripeKey ? (
                          <Suspense fallback={<p className="text-sm text-muted">{t("stripe.loading")}</p>}>
                            <StripeCard publishableKey={stripeKey} billing={billing} onBillingChange={setBilling} onReady={onStripeReady} error={cardErrors.form} />
                          </Suspense>
                        ) : (
                          <SandboxCardFields card={card} errors={cardErrors} onChange={setCard} />
                        )}
                        <CheckboxField label={t("checkout.saveCard")} name="save_card" checked={saveCard} onChange={(change) => setSaveCard(change.currentTarget.checked)} />
                        {saveCard ? <Field label={t("checkout.nickname")} name="nickname" value={nickname} onChange={(change) => setNickname(change.currentTarget.value)} maxLength={50} /> : null}
                      </div>
                    ) : null}
                  </>
                )}
                <SubscriptionTerms terms={loaded.quote.terms} />
                <Button type="submit" variant="primary" fullWidth disabled={phase === "processing"}>
                  {breakdown.free ? t("checkout.confirmFree") : t("sandbox.pay", { amount: formatMoney(breakdown.total) })}
                </Button>
              </form>
            </>
        ) : null}
      </div>
    </Dialog>
  );
}
