// The Stripe provider (ADR 023), used when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY
// and STRIPE_WEBHOOK_SECRET are set: PaymentIntents confirmed with a PaymentMethod made by Stripe
// Elements, 3-D Secure left to the browser (requires_action → handleNextAction), saved cards as
// PaymentMethods on a Customer, Checkout Sessions for the path without JavaScript, refunds, and
// webhooks verified on the raw body. Every create carries an idempotency key. Nothing here logs card
// data or client secrets.
import Stripe from "stripe";
import {
  WebhookSignatureError,
  type AccountDetails,
  type PaymentEvent,
  type PayoutStatus,
  type ProviderAccount,
  type PaymentProvider,
  type PaymentState,
  type ProviderCard,
  type ProviderPayment,
  type ProviderRefund,
} from "./types";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET's secrets: an event signed with any of them is accepted (rotation). */
  webhookSecrets: string[];
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

function stripeIdOf(value: string | { id: string } | null | undefined): string | null {
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
    paymentMethodId: stripeIdOf(intent.payment_method),
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

/** A sort code shown back: only its last two digits ("••-••-56"). */
export function maskSortCode(sortCode: string | null | undefined): string {
  const digits = (sortCode ?? "").replace(/\D/g, "");
  return digits.length >= 2 ? `••-••-${digits.slice(-2)}` : "";
}

/** Where a Stripe connected account stands for payouts. */
export function payoutStatusOf(account: Stripe.Account): PayoutStatus {
  if (account.payouts_enabled) return "payouts_enabled";
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  if (due.length === 0 && (account.requirements?.pending_verification?.length ?? 0) > 0) return "pending_verification";
  return due.length === 0 && account.details_submitted ? "pending_verification" : "details_needed";
}

/** A Stripe account as the bank details page reads it: masked, never a full bank number. */
export function toProviderAccount(account: Stripe.Account): ProviderAccount {
  const person = account.individual;
  const bank = account.external_accounts?.data.find((entry): entry is Stripe.BankAccount => entry.object === "bank_account") ?? null;
  const dob = person?.dob?.day && person.dob.month && person.dob.year ? { day: person.dob.day, month: person.dob.month, year: person.dob.year } : null;
  return {
    id: account.id,
    status: payoutStatusOf(account),
    individual: {
      firstName: person?.first_name ?? "",
      lastName: person?.last_name ?? "",
      email: person?.email ?? account.email ?? "",
      dob,
      line1: person?.address?.line1 ?? "",
      postalCode: person?.address?.postal_code ?? "",
      city: person?.address?.city ?? "",
      country: person?.address?.country ?? "",
      phone: person?.phone ?? "",
    },
    bank: bank ? { accountHolderName: bank.account_holder_name ?? "", last4: bank.last4, sortCodeMasked: maskSortCode(bank.routing_number) } : null,
  };
}

function individualOf(details: AccountDetails): Stripe.AccountCreateParams.Individual {
  return {
    first_name: details.firstName,
    last_name: details.lastName,
    email: details.email,
    phone: details.phone,
    dob: details.dob,
    address: { line1: details.line1, postal_code: details.postalCode, city: details.city, country: details.country },
  };
}

function bankAccountOf(details: AccountDetails) {
  return {
    object: "bank_account" as const,
    country: "GB",
    currency: "gbp",
    account_holder_name: details.accountHolderName,
    account_holder_type: "individual" as const,
    routing_number: details.sortCode,
    account_number: details.accountNumber,
  };
}

/** A Stripe event as the provider-neutral event fulfilment reads. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return { id: event.id, kind: "payment_succeeded", paymentId: intent.id, transactionId: transactionIdOf(intent.metadata), amountPence: intent.amount_received || intent.amount, paymentMethodId: stripeIdOf(intent.payment_method) };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return { id: event.id, kind: "payment_failed", paymentId: intent.id, transactionId: transactionIdOf(intent.metadata), message: intent.last_payment_error?.message ?? DECLINED };
    }
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "payment" || session.payment_status !== "paid") return { id: event.id, kind: "ignored", type: event.type };
      return { id: event.id, kind: "checkout_completed", checkoutId: session.id, paymentId: stripeIdOf(session.payment_intent), transactionId: transactionIdOf(session.metadata), amountPence: session.amount_total ?? 0 };
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      return { id: event.id, kind: "checkout_expired", checkoutId: session.id, transactionId: transactionIdOf(session.metadata) };
    }
    case "refund.updated":
    case "refund.created": {
      const refund = event.data.object;
      const state = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return { id: event.id, kind: "refund_updated", refundId: refund.id, paymentId: stripeIdOf(refund.payment_intent) ?? "", state };
    }
    case "account.updated": {
      const account = event.data.object;
      return { id: event.id, kind: "account_updated", accountId: account.id, status: payoutStatusOf(account) };
    }
    case "invoice.paid": {
      // Only a package's later periods: the first was paid through our own checkout.
      const invoice = event.data.object;
      const subscriptionId = stripeIdOf(invoice.parent?.subscription_details?.subscription);
      if (invoice.billing_reason !== "subscription_cycle" || !subscriptionId || !invoice.id) return { id: event.id, kind: "ignored", type: event.type };
      return { id: event.id, kind: "plan_renewed", subscriptionId, invoiceId: invoice.id, amountPence: invoice.amount_paid };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = stripeIdOf(invoice.parent?.subscription_details?.subscription);
      if (invoice.billing_reason !== "subscription_cycle" || !subscriptionId || !invoice.id) return { id: event.id, kind: "ignored", type: event.type };
      return { id: event.id, kind: "plan_payment_failed", subscriptionId, invoiceId: invoice.id };
    }
    case "customer.subscription.deleted": {
      return { id: event.id, kind: "plan_ended", subscriptionId: event.data.object.id };
    }
    default:
      return { id: event.id, kind: "ignored", type: event.type };
  }
}

/** A destination charge's parameters: the host's account is paid, the platform keeps its fee. */
function destinationParams(destination: { accountId: string; applicationFeePence: number } | null | undefined) {
  if (!destination) return {};
  return { transfer_data: { destination: destination.accountId }, application_fee_amount: destination.applicationFeePence };
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const tolerance = options.toleranceSeconds ?? 300;

  /** The event if any of the webhook secrets signed it (a rotation keeps the old one meanwhile). */
  function verifiedEvent(rawBody: string, signatureHeader: string): Stripe.Event {
    let refusal: unknown;
    for (const secret of options.webhookSecrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, tolerance);
      } catch (error) {
        refusal = error;
      }
    }
    throw new WebhookSignatureError(refusal instanceof Error ? refusal.message : "No valid signature");
  }

  /** One Product per package (or channel), with an id of ours, made the first time it is billed. */
  async function productOf({ id, name }: { id: string; name: string }): Promise<string> {
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404) throw error;
      return (await stripe.products.create({ id, name }, { idempotencyKey: `product-${id}` })).id;
    }
  }

  return {
    name: "stripe",
    publishableKey: options.publishableKey,

    billing: {
      async start(input) {
        const product = await productOf(input.product);
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            default_payment_method: input.paymentMethodId,
            items: [{ price_data: { currency: "gbp", product, unit_amount: input.amountPence, recurring: { interval: input.interval } } }],
            // The current period is paid already (our checkout): Stripe's first charge is at its end.
            trial_end: Math.floor(input.firstChargeAt.getTime() / 1000),
            proration_behavior: "none",
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: subscription.id };
      },
      async setRenewal(subscriptionId, renew) {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !renew });
      },
      async cancel(subscriptionId) {
        await stripe.subscriptions.cancel(subscriptionId);
      },
    },

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
            ...destinationParams(input.destination),
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

    async listSucceededPayments(since, limit) {
      const found: ProviderPayment[] = [];
      // Newest first, page by page, until `limit` or the start of the window.
      for await (const intent of stripe.paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: Math.min(100, limit) })) {
        if (intent.status === "succeeded") found.push(toProviderPayment(intent));
        if (found.length >= limit) break;
      }
      return found;
    },

    async createHostedCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer: input.customerId,
          client_reference_id: String(input.transactionId),
          metadata: { transaction_id: String(input.transactionId) },
          payment_intent_data: { metadata: { transaction_id: String(input.transactionId) }, ...destinationParams(input.destination) },
          line_items: [{ quantity: 1, price_data: { currency: "gbp", unit_amount: input.amountPence, product_data: { name: input.title, ...(input.description ? { description: input.description } : {}) } } }],
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
      return { status: sessionStatus(session.status), paymentId: stripeIdOf(session.payment_intent), transactionId: transactionIdOf(session.metadata), amountPence: session.amount_total ?? 0 };
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
      return { status: sessionStatus(session.status), customerId: stripeIdOf(session.customer), card: method ? toCard(method) : null };
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

    async refund({ paymentId, amountPence, idempotencyKey, reverseTransfer }): Promise<ProviderRefund> {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentId,
          ...(amountPence ? { amount: amountPence } : {}),
          // A destination charge: the host's share comes back from their account, and the platform's fee goes back with it.
          ...(reverseTransfer ? { reverse_transfer: true, refund_application_fee: true } : {}),
        },
        { idempotencyKey },
      );
      const state = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return { id: refund.id, state };
    },

    async saveAccount({ accountId, userId, details, idempotencyKey }) {
      const individual = individualOf(details);
      if (accountId) {
        // Stripe replaces the default bank account when a new external_account is given.
        await stripe.accounts.update(accountId, { email: details.email, individual, external_account: bankAccountOf(details) }, { idempotencyKey });
        return toProviderAccount(await stripe.accounts.retrieve(accountId));
      }
      const account = await stripe.accounts.create(
        {
          country: "GB",
          email: details.email,
          business_type: "individual",
          individual,
          external_account: bankAccountOf(details),
          // Marquee collects the details and carries the losses; the host has no Stripe dashboard of their own.
          controller: { fees: { payer: "application" }, losses: { payments: "application" }, requirement_collection: "application", stripe_dashboard: { type: "none" } },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          business_profile: { mcc: "7999", product_description: "Online events, videos and courses sold on Marquee" },
          metadata: { user_id: String(userId) },
        },
        { idempotencyKey },
      );
      return toProviderAccount(account);
    },

    async retrieveAccount(accountId) {
      try {
        return toProviderAccount(await stripe.accounts.retrieve(accountId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({ account: accountId, type: "account_onboarding", refresh_url: refreshUrl, return_url: returnUrl, collection_options: { fields: "currently_due" } });
      return link.url;
    },

    async transfer({ accountId, amountPence, transactionId, idempotencyKey }) {
      const transfer = await stripe.transfers.create(
        { amount: amountPence, currency: "gbp", destination: accountId, transfer_group: `transaction-${transactionId}`, metadata: { transaction_id: String(transactionId) } },
        { idempotencyKey },
      );
      return { id: transfer.id };
    },

    async reverseTransfer({ transferId, amountPence, idempotencyKey }) {
      await stripe.transfers.createReversal(transferId, { amount: amountPence }, { idempotencyKey });
    },

    // Stripe posts its events to POST /webhooks/stripe: there is nothing to wire in-process.
    deliverTo() {},

    parseWebhook(rawBody, signatureHeader) {
      return toPaymentEvent(verifiedEvent(rawBody, signatureHeader ?? ""));
    },
  };
}
