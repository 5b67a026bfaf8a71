// The checkout's payment step, shared by the checkout page's form (no JavaScript: it redirects to the
// result) and the payment modal (JavaScript: app/routes/checkout-pay.ts answers JSON and the page
// stays): transaction/create with the figures the buyer saw, or the state of a checkout.
import type { CheckoutStateData, TransactionCreateBody, TransactionType } from "~server/api/contract";
import { apiFor } from "./api.server";
import { paymentFailureMessage } from "./failures.server";
import { idOf } from "~shared/ids";

export interface PaymentStep {
  state: CheckoutStateData | null;
  message: string | null;
  status: number;
}

export interface Purchase {
  type: TransactionType;
  id: string;
}

const TYPES: readonly TransactionType[] = ["event_booking", "channel_subscription", "package_subscription"];

/** The purchase a checkout URL names, or null (the caller answers 404). */
export function purchaseOf(params: { transactionType?: string; id?: string }): Purchase | null {
  const type = TYPES.find((known) => known === params.transactionType);
  const id = idOf(params.id);
  return type && id !== null ? { type, id: String(id) } : null;
}

function statusOf(answer: { success: boolean; status: number }): number {
  return answer.success ? 200 : answer.status >= 500 ? 503 : 400;
}

/**
 * The payment part of a checkout form as the API takes it: the coupon, the checkout key, the figures
 * the buyer saw (checked by the server, never used), the card (the form field `cardField` names) and
 * whether to save it.
 */
export function paymentFields(purchase: Purchase, form: FormData, cardField: string): TransactionCreateBody {
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 255);
  return {
    id: purchase.id,
    transaction_type: purchase.type,
    couponCode: field("couponCode") || undefined,
    checkout_key: field("checkout_key") || undefined,
    invoice_id: field(cardField) || undefined,
    amount: field("amount"),
    taxes: field("taxes"),
    stripeCharges: field("stripe_charges"),
    couponAmount: field("discount"),
    saveCard: form.get("save_card") === "on",
    nickName: field("nickname") || undefined,
  };
}

/** Pays with the card the form names (a saved card, or a payment method made in the browser). */
export async function payByCardForm(request: Request, token: string, purchase: Purchase, form: FormData): Promise<PaymentStep> {
  const answer = await apiFor(request, token).post("transaction/create", paymentFields(purchase, form, "payment_method_id"));
  return { state: answer.data?.checkout ?? null, message: answer.success ? null : paymentFailureMessage(answer), status: statusOf(answer) };
}

/** The buyer's own checkout as it stands (after an extra step, or while the provider confirms). */
export async function checkoutState(request: Request, token: string, transactionId: string): Promise<PaymentStep> {
  const answer = await apiFor(request, token).get("transaction/:id", { params: { id: transactionId.slice(0, 20) } });
  return { state: answer.data ?? null, message: answer.success ? null : paymentFailureMessage(answer), status: answer.success ? 200 : answer.status };
}

/** Where a checkout goes on from a form post: the provider's extra step (coming back to the result), or the result. */
export function nextStepPath(state: Pick<CheckoutStateData, "transaction_id" | "status" | "next_action_url">): string {
  const result = `/checkout/result/${state.transaction_id}`;
  const next = state.status === "requires_action" ? state.next_action_url : null;
  // Only the step's path: the browser stays on this site, at the host it opened.
  return next ? `${new URL(next, "http://marquee.local").pathname}?return_to=${encodeURIComponent(result)}` : result;
}
