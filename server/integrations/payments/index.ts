// The payment provider the environment asks for (ADR 023): Stripe when its three keys are set,
// otherwise the built-in sandbox (refused in a deployment unless PAYMENTS=sandbox; see env.server.ts).
import { createHmac } from "node:crypto";
import type { Db } from "~server/db/client";
import { paymentProviderName, secretList, type Env } from "~server/env.server";
import { createSandboxProvider, type SandboxProvider } from "./sandbox";
import { createStripeProvider } from "./stripe";
import type { PaymentProvider } from "./types";

export type { PaymentEvent, PaymentProvider, ProviderCard, ProviderPayment } from "./types";
export { WebhookSignatureError } from "./types";
export type { SandboxProvider } from "./sandbox";

export interface ProviderDeps {
  db: Db;
  now: () => Date;
}

/** The sandbox's event-signing secret, derived from the session secret (never the secret itself). */
export function sandboxSecret(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("marquee sandbox payments").digest("base64url");
}

export function createPaymentProvider(
  env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_WEBHOOK_SECRET" | "PAYMENTS" | "SESSION_SECRETS">,
  deps: ProviderDeps,
): PaymentProvider {
  if (paymentProviderName(env) === "stripe") {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecrets: secretList(env.STRIPE_WEBHOOK_SECRET!) });
  }
  return createSandboxProvider({ db: deps.db, secret: sandboxSecret(env.SESSION_SECRETS[0]!), now: deps.now });
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === "sandbox";
}
