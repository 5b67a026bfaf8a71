// The Stripe provider (issue 10 §4, ADR 023), used when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY
// and STRIPE_WEBHOOK_SECRET are set: PaymentIntents confirmed with a PaymentMethod made by Stripe
// Elements, 3-D Secure left to the browser (requires_action → handleNextAction), saved cards as
// PaymentMethods on a Customer, Checkout Sessions for the path without JavaScript, refunds, and
// webhooks verified on the raw body. Every create carries an idempotency key. Nothing here logs card
// data or client secrets.
import Stripe from "stripe";
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type ProviderCard,
  type ProviderPayment,
  type ProviderRefund,
} from "./types";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Seconds a webhook's signature stays valid (Stripe's default: 300). */
  toleranceSeconds?: number;
}

const DECLINED = "Your card was declined.";

function stateOf(status: Stripe.PaymentIntent.Status): PaymentState {
  switch (status) {
    case "succeeded":
      return "succeeded";
    case "requires_action":
      return "requires_action";
    case "requires_payment_method":
      return "failed";
    case "canceled":
      return "canceled";
    default:
      return "processing";
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function transactionIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const n = Number(metadata?.transaction_id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function toProviderPayment(intent: Stripe.PaymentIntent, failure?: string): ProviderPayment {
  const state = stateOf(intent.status);
  return {
    id: intent.id,
    state,
    amountPence: intent.amount,
    clientSecret: state === "requires_action" ? intent.client_secret : null,
    nextActionUrl: null,
    failureMessage: state === "failed" || state === "canceled" ? (failure ?? intent.last_payment_error?.message ?? DECLINED) : null,
    transactionId: transactionIdOf(intent.metadata),
    paymentMethodId: idOf(intent.payment_method),
  };
}

function sessionStatus(status: Stripe.Checkout.Session.Status | null): "open" | "complete" | "expired" {
  return status === "complete" ? "complete" : status === "expired" ? "expired" : "open";
}

function toCard(method: Stripe.PaymentMethod): ProviderCard {
  return {
    paymentMethodId: method.id,
    brand: method.card?.brand ?? null,
    lastFour: method.card?.last4 ?? null,
    expMonth: method.card?.exp_month ?? null,
    expYear: method.card?.exp_year ?? null,
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

/** A Stripe event as the provider-neutral event fulfilment reads. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return { id: event.id, kind: "payment_succeeded", paymentId: intent.id, transactionId: transactionIdOf(intent.metadata), amountPence: intent.amount_received || intent.amount, paymentMethodId: idOf(intent.payment_method) };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return { id: event.id, kind: "payment_failed", paymentId: intent.id, transactionId: transactionIdOf(intent.metadata), message: intent.last_payment_error?.message ?? DECLINED };
    }
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "payment" || session.payment_status !== "paid") return { id: event.id, kind: "ignored", type: event.type };
      return { id: event.id, kind: "checkout_completed", checkoutId: session.id, paymentId: idOf(session.payment_intent), transactionId: transactionIdOf(session.metadata), amountPence: session.amount_total ?? 0 };
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      return { id: event.id, kind: "checkout_expired", checkoutId: session.id, transactionId: transactionIdOf(session.metadata) };
    }
    case "refund.updated":
    case "refund.created": {
      const refund = event.data.object;
      const state = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return { id: event.id, kind: "refund_updated", refundId: refund.id, paymentId: idOf(refund.payment_intent) ?? "", state };
    }
    default:
      return { id: event.id, kind: "ignored", type: event.type };
  }
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const tolerance = options.toleranceSeconds ?? 300;

  return {
    name: "stripe",
    publishableKey: options.publishableKey,

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create({ email, name, metadata: { user_id: String(userId) } }, { idempotencyKey: `customer-${userId}` });
      return customer.id;
    },

    async createPayment(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountPence,
            currency: "gbp",
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            confirm: true,
            description: input.description,
            metadata: { transaction_id: String(input.transactionId) },
            return_url: input.returnUrl,
            ...(input.saveCard ? { setup_future_usage: "off_session" as const } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toProviderPayment(intent);
      } catch (error) {
        // A declined card: Stripe answers 402 with the PaymentIntent as it now stands.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) return toProviderPayment(error.payment_intent, error.message);
        throw error;
      }
    },

    async retrievePayment(paymentId) {
      try {
        return toProviderPayment(await stripe.paymentIntents.retrieve(paymentId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async findPaymentForTransaction(transactionId) {
      const found = await stripe.paymentIntents.search({ query: `metadata['transaction_id']:'${transactionId}'`, limit: 1 });
      const intent = found.data[0];
      return intent ? toProviderPayment(intent) : null;
    },

    async createHostedCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer: input.customerId,
          client_reference_id: String(input.transactionId),
          metadata: { transaction_id: String(input.transactionId) },
          payment_intent_data: { metadata: { transaction_id: String(input.transactionId) } },
          line_items: [{ quantity: 1, price_data: { currency: "gbp", unit_amount: input.amountPence, product_data: { name: input.title } } }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe gave the checkout session no URL");
      return { id: session.id, url: session.url };
    },

    async retrieveHostedCheckout(checkoutId) {
      const session = await stripe.checkout.sessions.retrieve(checkoutId);
      return { status: sessionStatus(session.status), paymentId: idOf(session.payment_intent), transactionId: transactionIdOf(session.metadata), amountPence: session.amount_total ?? 0 };
    },

    async createHostedSetup(input) {
      const session = await stripe.checkout.sessions.create({
        mode: "setup",
        customer: input.customerId,
        currency: "gbp",
        metadata: { nickname: input.nickname },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe gave the setup session no URL");
      return { id: session.id, url: session.url };
    },

    async retrieveHostedSetup(checkoutId) {
      const session = await stripe.checkout.sessions.retrieve(checkoutId, { expand: ["setup_intent.payment_method"] });
      const intent = session.setup_intent && typeof session.setup_intent !== "string" ? session.setup_intent : null;
      const method = intent?.payment_method && typeof intent.payment_method !== "string" ? intent.payment_method : null;
      return { status: sessionStatus(session.status), customerId: idOf(session.customer), card: method ? toCard(method) : null };
    },

    async retrieveCard(paymentMethodId) {
      try {
        return toCard(await stripe.paymentMethods.retrieve(paymentMethodId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async listCards(customerId) {
      const methods = await stripe.customers.listPaymentMethods(customerId, { type: "card", limit: 100 });
      return methods.data.map(toCard);
    },

    async attachCard(customerId, paymentMethodId) {
      return toCard(await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
    },

    async detachCard(paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId);
    },

    async setDefaultCard(customerId, paymentMethodId) {
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
    },

    async refund({ paymentId, amountPence, idempotencyKey }): Promise<ProviderRefund> {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, ...(amountPence ? { amount: amountPence } : {}) }, { idempotencyKey });
      const state = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return { id: refund.id, state };
    },

    parseWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? "", options.webhookSecret, tolerance);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "No valid signature");
      }
      return toPaymentEvent(event);
    },
  };
}
