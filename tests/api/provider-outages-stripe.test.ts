// Stripe's outages, through MSW (tests/mocks/stripe.ts: a call answers 500, or does its work and
// drops the connection before the answer): the shared suite in provider-outages-suite.ts.
import { stripeOutage, intentsOfTransaction, objectsMade } from "~tests/mocks/stripe";
import { withStripeTestApi } from "~tests/support/stripe-api";
import { providerOutageSuite, type ProviderOperation } from "./provider-outages-suite";

const CALLS: Record<ProviderOperation, string> = {
  createPayment: "POST /v1/payment_intents",
  createHostedCheckout: "POST /v1/checkout/sessions",
  retrievePayment: "GET /v1/payment_intents/:id",
  refund: "POST /v1/refunds",
  transfer: "POST /v1/transfers",
};

const metadataOf = (object: Record<string, unknown>) => (object.metadata ?? {}) as Record<string, string>;

const t = withStripeTestApi();

providerOutageSuite(
  t,
  {
    outage: (operation, fault) => stripeOutage(CALLS[operation], fault),
    // Stripe's webhooks are not sent to these tests: every payment's event is lost.
    loseEvents: () => {},
    card: async () => "pm_card_visa",
    openCard: async () => "pm_card_threeDSecure2Required",
    paymentsOf: async (transactionId) => intentsOfTransaction(transactionId).length,
    hostedPagesOf: async (transactionId) => objectsMade("checkout.session").filter((session) => metadataOf(session).transaction_id === String(transactionId)).length,
    refundsOf: async (paymentId) => objectsMade("refund").filter((refund) => refund.payment_intent === paymentId).length,
    transfersOf: async (transactionId) => objectsMade("transfer").filter((transfer) => metadataOf(transfer).transaction_id === String(transactionId)).length,
  },
);
