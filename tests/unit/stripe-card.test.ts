// Stripe Elements' steps in the payment modal, with a stand-in for Stripe.js: the card
// element becomes a PaymentMethod with the billing name, email and phone (only those given), Stripe's
// own messages are shown, and the 3-D Secure step answers whether it passed.
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { describe, expect, it } from "vitest";
import { billingDetails, completeNextAction, createCardPaymentMethod } from "~/components/payments/stripe-card";

const card = { elementType: "card" } as unknown as StripeCardElement;

function stripeAnswering(answer: unknown) {
  const calls: unknown[] = [];
  const stripe = {
    createPaymentMethod: async (data: unknown) => {
      calls.push(data);
      return answer;
    },
    handleNextAction: async (data: unknown) => {
      calls.push(data);
      return answer;
    },
  } as unknown as Pick<Stripe, "createPaymentMethod" | "handleNextAction">;
  return { stripe, calls };
}

describe("the Stripe card form", () => {
  it("sends the card element with the billing name, email and phone, and answers the PaymentMethod's id", async () => {
    const { stripe, calls } = stripeAnswering({ paymentMethod: { id: "pm_1Abc" } });
    const made = await createCardPaymentMethod(stripe, card, { name: " Ada Buyer ", email: "ada@example.com", phone: "+44 7700 900123" });
    expect(made).toEqual({ ok: true, id: "pm_1Abc" });
    expect(calls).toEqual([{ type: "card", card, billing_details: { name: "Ada Buyer", email: "ada@example.com", phone: "+44 7700 900123" } }]);
  });

  it("leaves out an email or phone not given, rather than sending empty strings Stripe refuses", () => {
    expect(billingDetails({ name: "Ada", email: " ", phone: "" })).toEqual({ name: "Ada", email: undefined, phone: undefined });
  });

  it("shows Stripe's own message for a refused card, ours when it gives none, and refuses without a card element", async () => {
    const declined = stripeAnswering({ error: { type: "card_error", message: "Your card number is incomplete." } });
    expect(await createCardPaymentMethod(declined.stripe, card, { name: "Ada", email: "", phone: "" })).toEqual({ ok: false, message: "Your card number is incomplete." });
    const silent = stripeAnswering({ error: { type: "api_error" } });
    const answer = await createCardPaymentMethod(silent.stripe, card, { name: "Ada", email: "", phone: "" });
    expect(answer.ok).toBe(false);
    expect(answer.ok ? "" : answer.message).toMatch(/could not be used/);
    const none = stripeAnswering({ paymentMethod: { id: "pm_never" } });
    expect((await createCardPaymentMethod(none.stripe, null, { name: "Ada", email: "", phone: "" })).ok).toBe(false);
    expect(none.calls).toEqual([]);
  });

  it("completes 3-D Secure with the payment's client secret, or says why it failed", async () => {
    const passed = stripeAnswering({ paymentIntent: { id: "pi_1", status: "processing" } });
    expect(await completeNextAction(passed.stripe, "pi_1_secret_x")).toEqual({ ok: true });
    expect(passed.calls).toEqual([{ clientSecret: "pi_1_secret_x" }]);
    const failed = stripeAnswering({ error: { type: "invalid_request_error", message: "We are unable to authenticate your payment method." } });
    expect(await completeNextAction(failed.stripe, "pi_2_secret_y")).toEqual({ ok: false, message: "We are unable to authenticate your payment method." });
  });
});
