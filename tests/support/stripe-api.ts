// The setup the Stripe test files share: a test API whose server takes payments with the Stripe
// provider, Stripe's HTTP API mocked by MSW (every call recorded, reset before each test), and
// webhooks signed with the Stripe SDK's own test-header helper.
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createStripeProvider } from "~server/integrations/payments/stripe";
import type { PaymentProvider } from "~server/integrations/payments/types";
import { mockServer } from "~tests/mocks/node";
import { newStripeAccount, resetStripeMock } from "~tests/mocks/stripe";
import { useTestApi, type TestApi } from "./api";

const WEBHOOK_SECRET = "whsec_test_marquee";

export const stripe = createStripeProvider({ secretKey: "sk_test_mock", publishableKey: "pk_test_mock", webhookSecrets: [WEBHOOK_SECRET] });

/** A Stripe-Signature header for `payload`, made now or at `timestamp` (seconds). */
export const signStripe = (payload: string, timestamp = Math.floor(Date.now() / 1000)) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });

/**
 * Registers this file's hooks: MSW listening, a test API with the packages, `ready` (the file keeps
 * the API and prepares its data), then payments on Stripe until the file ends. Answers the test API
 * (usable inside hooks and tests).
 */
export function withStripeTestApi(ready: (t: TestApi) => Promise<void> | void = () => {}): TestApi {
  beforeAll(() => {
    newStripeAccount();
    mockServer.listen({ onUnhandledRequest: "error" });
  });
  afterAll(() => mockServer.close());
  const t = useTestApi();
  let sandbox: PaymentProvider | undefined;
  beforeAll(async () => {
    await ready(t);
    sandbox = t.services.payments;
    t.services.payments = stripe;
  });
  afterAll(() => {
    if (sandbox) t.services.payments = sandbox;
  });
  beforeEach(() => resetStripeMock());
  return t;
}
