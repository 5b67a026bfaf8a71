// Stripe Elements in the payment modal, loaded only when Stripe takes payments: the
// card element with the billing name, email and phone (spec 000 §4), turned into a PaymentMethod in
// the browser (its id is posted as invoice_id, as the sandbox's is), and Stripe's own 3-D Secure
// step (handleNextAction) when a payment asks for one. Card details never reach our server: the card
// element is Stripe's frame. The pure steps are exported for unit tests with a stand-in Stripe.
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useEffect, useId } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Field } from "~/components/ui";

export interface Billing {
  name: string;
  email: string;
  phone: string;
}

export type MadePaymentMethod = { ok: true; id: string } | { ok: false; message: string };
export type NextActionResult = { ok: true } | { ok: false; message: string };

/** What the modal pays through once Stripe.js is ready. */
export interface StripeCardHandle {
  createPaymentMethod(billing: Billing): Promise<MadePaymentMethod>;
  handleNextAction(clientSecret: string): Promise<NextActionResult>;
}

/** Stripe's message when it gives one; ours otherwise. */
const FALLBACK = "Your card could not be used. Please check the details or try another card.";

/** The name is required by our form; email and phone go to Stripe only when given. */
export function billingDetails(billing: Billing) {
  const given = (value: string) => value.trim() || undefined;
  return { name: billing.name.trim(), email: given(billing.email), phone: given(billing.phone) };
}

export async function createCardPaymentMethod(
  stripe: Pick<Stripe, "createPaymentMethod">,
  card: StripeCardElement | null,
  billing: Billing,
): Promise<MadePaymentMethod> {
  if (!card) return { ok: false, message: FALLBACK };
  const { paymentMethod, error } = await stripe.createPaymentMethod({ type: "card", card, billing_details: billingDetails(billing) });
  if (error || !paymentMethod) return { ok: false, message: error?.message || FALLBACK };
  return { ok: true, id: paymentMethod.id };
}

export async function completeNextAction(stripe: Pick<Stripe, "handleNextAction">, clientSecret: string): Promise<NextActionResult> {
  const { error } = await stripe.handleNextAction({ clientSecret });
  return error ? { ok: false, message: error.message || FALLBACK } : { ok: true };
}

// One Stripe.js per key for the page's life (loadStripe adds the script once).
const loaded = new Map<string, ReturnType<typeof loadStripe>>();
function stripeFor(publishableKey: string) {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

export interface StripeCardProps {
  publishableKey: string;
  billing: Billing;
  onBillingChange: (billing: Billing) => void;
  /** Called with the handle once Stripe.js and the card element are ready. */
  onReady: (handle: StripeCardHandle) => void;
  error?: string | null;
}

function CardFields({ billing, onBillingChange, onReady, error }: Omit<StripeCardProps, "publishableKey">) {
  const { t } = useTranslation("payments");
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      createPaymentMethod: (details) => createCardPaymentMethod(stripe, elements.getElement(CardElement), details),
      handleNextAction: (clientSecret) => completeNextAction(stripe, clientSecret),
    });
  }, [stripe, elements, onReady]);
  const set = (name: keyof Billing) => (change: React.ChangeEvent<HTMLInputElement>) => onBillingChange({ ...billing, [name]: change.currentTarget.value });
  return (
    <div className="space-y-3">
      <div>
        <p id={labelId} className="mb-1 font-semibold">
          {t("stripe.card")}
        </p>
        <div role="group" aria-labelledby={labelId} className="rounded-md border border-line-strong bg-surface px-3 py-3">
          {stripe ? <CardElement options={{ hidePostalCode: false }} /> : <p className="text-sm text-muted">{t("stripe.loading")}</p>}
        </div>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-error">
            {error}
          </p>
        ) : null}
      </div>
      <Field label={t("stripe.name")} value={billing.name} onChange={set("name")} autoComplete="cc-name" required />
      <Field label={t("stripe.email")} type="email" value={billing.email} onChange={set("email")} autoComplete="email" />
      <Field label={t("stripe.phone")} type="tel" value={billing.phone} onChange={set("phone")} autoComplete="tel" />
    </div>
  );
}

export default function StripeCard({ publishableKey, ...rest }: StripeCardProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardFields {...rest} />
    </Elements>
  );
}
