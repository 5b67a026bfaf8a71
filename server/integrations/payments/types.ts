// One interface for taking card payments (ADR 023): Stripe when its three keys are set,
// otherwise the built-in sandbox. The domain (server/domain/payments) talks only to this; it never
// sees card numbers, only the provider's ids, the brand and the last four digits.

export type ProviderName = "stripe" | "sandbox";

/** Where a payment stands at the provider, in the provider-neutral words the domain uses. */
export type PaymentState = "succeeded" | "requires_action" | "processing" | "failed" | "canceled";

export interface ProviderPayment {
  /** The provider's payment id (a PaymentIntent id with Stripe, `sbpi_…` with the sandbox). */
  id: string;
  state: PaymentState;
  amountPence: number;
  /** For the browser to confirm or finish an extra step (Stripe.js `handleNextAction`); never logged. */
  clientSecret: string | null;
  /**
   * The sandbox's 3-D Secure page, when state is requires_action and the sandbox took it: a path on
   * this site, so the browser stays on the host it opened (APP_URL may name another).
   */
  nextActionUrl: string | null;
  /** The card's decline message, word for word ("Your card was declined."). */
  failureMessage: string | null;
  /** The transaction id we put in the metadata when creating it. */
  transactionId: number | null;
  paymentMethodId: string | null;
}

/**
 * A destination charge: the sale is charged with the host's connected account as its
 * destination; the platform keeps `applicationFeePence` (its commission and the buyer's fees).
 */
export interface Destination {
  accountId: string;
  applicationFeePence: number;
}

export interface CreatePaymentInput {
  /** The reservation (transaction) id: a retried create makes no second payment. */
  idempotencyKey: string;
  amountPence: number;
  description: string;
  transactionId: number;
  customerId: string;
  /** The card chosen: a PaymentMethod id created in the browser (invoice_id) or a saved one. */
  paymentMethodId: string;
  /** Keep the card on the customer for later payments. */
  saveCard: boolean;
  /** Where the browser returns after an extra step (3-D Secure) without JavaScript. */
  returnUrl: string;
  destination?: Destination | null;
}

export interface HostedCheckoutInput {
  idempotencyKey: string;
  amountPence: number;
  title: string;
  /** Said beneath the title on the provider's page (a subscription's terms), or null. */
  description: string | null;
  transactionId: number;
  customerId: string;
  /** Absolute URLs; `{CHECKOUT_SESSION_ID}` is filled in by the provider. */
  successUrl: string;
  cancelUrl: string;
  destination?: Destination | null;
}

export interface HostedCheckout {
  /** The provider's checkout session id (cs_… / sbcs_…). */
  id: string;
  /** Where to send the browser to enter the card: the provider's own site, or a path of this site for the sandbox. */
  url: string;
}

export interface HostedSetupInput {
  customerId: string;
  nickname: string;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCard {
  paymentMethodId: string;
  brand: string | null;
  lastFour: string | null;
  expMonth: number | null;
  expYear: number | null;
}

/** What the bank details form gives the provider (002 §3 Bank details form), checked already. */
export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  dob: { day: number; month: number; year: number };
  line1: string;
  postalCode: string;
  city: string;
  /** ISO 3166 short code. */
  country: string;
  /** E.164, with its plus. */
  phone: string;
  accountHolderName: string;
  /** Six digits, no dashes. */
  sortCode: string;
  accountNumber: string;
}

/** Where a connected account stands for payouts. */
export type PayoutStatus = "details_needed" | "pending_verification" | "payouts_enabled";

/** A connected account read back: the person's details and, of the bank account, nothing but the holder, last four and a masked sort code. */
export interface ProviderAccount {
  id: string;
  status: PayoutStatus;
  individual: {
    firstName: string;
    lastName: string;
    email: string;
    dob: { day: number; month: number; year: number } | null;
    line1: string;
    postalCode: string;
    city: string;
    country: string;
    phone: string;
  };
  bank: { accountHolderName: string; last4: string; sortCodeMasked: string } | null;
}

export interface ProviderTransfer {
  id: string;
}

export interface ProviderRefund {
  id: string;
  state: "succeeded" | "pending" | "failed";
}

/**
 * What a verified webhook (Stripe) or signed sandbox event says happened. Fulfilment reads only
 * this, whichever provider sent it, so both go through the same code (server/domain/payments).
 */
export type PaymentEvent =
  | { id: string; kind: "payment_succeeded"; paymentId: string; transactionId: number | null; amountPence: number; paymentMethodId: string | null }
  | { id: string; kind: "payment_failed"; paymentId: string; transactionId: number | null; message: string }
  | { id: string; kind: "checkout_completed"; checkoutId: string; paymentId: string | null; transactionId: number | null; amountPence: number }
  | { id: string; kind: "checkout_expired"; checkoutId: string; transactionId: number | null }
  | { id: string; kind: "refund_updated"; refundId: string; paymentId: string; state: ProviderRefund["state"] }
  | { id: string; kind: "account_updated"; accountId: string; status: PayoutStatus }
  /** A package's or channel subscription's recurring billing charged its next period (Stripe Billing's invoice.paid). */
  | { id: string; kind: "plan_renewed"; subscriptionId: string; invoiceId: string; amountPence: number }
  /** A package's or channel subscription's recurring billing ended (cancelled at the period's end, or unpaid). */
  | { id: string; kind: "plan_ended"; subscriptionId: string }
  /** A later period's invoice could not be paid (Stripe Billing's invoice.payment_failed). */
  | { id: string; kind: "plan_payment_failed"; subscriptionId: string; invoiceId: string }
  | { id: string; kind: "ignored"; type: string };

/** The signature on a webhook was missing, wrong or too old: the request gets 400 and nothing is written. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** A package or a monthly channel subscription renewed by the provider itself (Stripe Billing). */
export interface StartPlanBillingInput {
  customerId: string;
  paymentMethodId: string;
  /** The provider's product, made once under our own id ("marquee-package-2", "marquee-channel-7"). */
  product: { id: string; name: string };
  /** Kept on the provider's subscription (user_id, and package_id or channel_subscription_id). */
  metadata: Record<string, string>;
  /** What each period costs, tax and handling included (the checkout's total for the package). */
  amountPence: number;
  interval: "month" | "year";
  /** The paid period's end: the provider's first charge. */
  firstChargeAt: Date;
  idempotencyKey: string;
}

export interface PlanBilling {
  start(input: StartPlanBillingInput): Promise<{ id: string }>;
  /** Auto-renewal on or off: off ends the billing at the period's end. */
  setRenewal(subscriptionId: string, renew: boolean): Promise<void>;
  /** Ends it now (the user moved to another package, already paid for). */
  cancel(subscriptionId: string): Promise<void>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** For Stripe.js in the browser; null for the sandbox. */
  readonly publishableKey: string | null;
  /** Packages renewed by the provider (Stripe Billing); null when the plan-renewals job renews them (the sandbox). */
  readonly billing: PlanBilling | null;

  /** The provider customer for a user: created once, its id kept on the user (users.provider_customer_id). */
  createCustomer(input: { userId: number; email: string; name: string }): Promise<string>;

  /** Creates and confirms a payment with a card (the modal's path). */
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The payment as the provider sees it now (reconciliation, the result page). */
  retrievePayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * The payment made for one of our transactions, found by the transaction id put in its metadata
   * (reconciliation: the server may have died before it wrote the payment id down).
   */
  findPaymentForTransaction(transactionId: number): Promise<ProviderPayment | null>;
  /**
   * Succeeded payments made since `since`, newest first, at most `limit` (reconciliation compares
   * them with ours, so a payment whose webhook was lost is still booked or refunded).
   */
  listSucceededPayments(since: Date, limit: number): Promise<ProviderPayment[]>;

  /** The hosted card page for the path without JavaScript (Stripe Checkout; the sandbox's own page). */
  createHostedCheckout(input: HostedCheckoutInput): Promise<HostedCheckout>;
  /** A hosted checkout's payment, once completed (null while open or expired). */
  retrieveHostedCheckout(checkoutId: string): Promise<{ status: "open" | "complete" | "expired"; paymentId: string | null; transactionId: number | null; amountPence: number }>;
  /** A hosted page that saves a card without paying (Stripe Checkout in setup mode; the sandbox's page). */
  createHostedSetup(input: HostedSetupInput): Promise<HostedCheckout>;
  /** The card a completed setup saved (null while open or expired). */
  retrieveHostedSetup(checkoutId: string): Promise<{ status: "open" | "complete" | "expired"; customerId: string | null; card: ProviderCard | null }>;

  /** A payment method's display details (null when the provider does not know it). */
  retrieveCard(paymentMethodId: string): Promise<ProviderCard | null>;
  /** Saved cards of a customer. */
  listCards(customerId: string): Promise<ProviderCard[]>;
  /** Attaches a PaymentMethod created in the browser to the customer; answers its display details. */
  attachCard(customerId: string, paymentMethodId: string): Promise<ProviderCard>;
  detachCard(paymentMethodId: string): Promise<void>;
  setDefaultCard(customerId: string, paymentMethodId: string): Promise<void>;

  /**
   * Gives a payment back, in full unless an amount is given. The key makes a retried refund one refund.
   * `reverseTransfer`: the payment was a destination charge, so the host's share (and the platform's fee) come back too.
   */
  refund(input: { paymentId: string; amountPence?: number; idempotencyKey: string; reverseTransfer?: boolean }): Promise<ProviderRefund>;

  /** Creates the host's connected account, or updates it (its bank account replaced); answers it as read back. */
  saveAccount(input: { accountId: string | null; userId: number; details: AccountDetails; idempotencyKey: string }): Promise<ProviderAccount>;
  /** The connected account as the provider holds it (null when it does not know it). */
  retrieveAccount(accountId: string): Promise<ProviderAccount | null>;
  /** The provider's own onboarding page for what it still needs (Stripe's hosted onboarding); null when there is none. */
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string | null>;
  /** Pays a host's share of a sale made before they connected; the key makes a retried transfer one transfer. */
  transfer(input: { accountId: string; amountPence: number; transactionId: number; idempotencyKey: string }): Promise<ProviderTransfer>;
  /** Takes back (part of) a transfer when its sale is refunded. */
  reverseTransfer(input: { transferId: string; amountPence: number; idempotencyKey: string }): Promise<void>;

  /** Verifies a webhook's signature on the raw body and reads it; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent;
  /**
   * Where the provider's signed events go when it sends them itself, in-process (the sandbox); a
   * provider that posts them to POST /webhooks/stripe over the network (Stripe) has nothing to wire.
   */
  deliverTo(handler: EventDelivery): void;
}

/** The app's webhook handler, as a provider that delivers its own events calls it. */
export type EventDelivery = (rawBody: string, signatureHeader: string) => Promise<void>;
