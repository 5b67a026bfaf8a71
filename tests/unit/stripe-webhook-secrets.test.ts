// STRIPE_WEBHOOK_SECRET takes several secrets, comma-separated, so it can be rotated without dropping
// webhooks: an event signed (by the Stripe SDK's own test-header helper) with any listed secret is
// read; one signed with another secret, or tampered, is refused.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { secretList } from "~server/env.server";
import { createPaymentProvider } from "~server/integrations/payments";
import { WebhookSignatureError } from "~server/integrations/payments/types";
import type { Db } from "~server/db/client";

const keys = { STRIPE_SECRET_KEY: "sk_test_rotation", STRIPE_PUBLISHABLE_KEY: "pk_test_rotation", SESSION_SECRETS: ["s".repeat(32)] };
const payload = JSON.stringify({ id: "evt_rotation", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_1", object: "payment_intent", amount: 900, amount_received: 900, metadata: { transaction_id: "9" }, payment_method: "pm_card_visa" } } });
const sign = (secret: string, body = payload) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(Date.now() / 1000) });
const providerWith = (STRIPE_WEBHOOK_SECRET: string) => createPaymentProvider({ ...keys, STRIPE_WEBHOOK_SECRET }, { db: {} as Db, now: () => new Date() });

describe("Stripe's webhook secret, rotated", () => {
  it("reads a list of secrets, trimmed, empty entries dropped", () => {
    expect(secretList(" whsec_new , whsec_old,, ")).toEqual(["whsec_new", "whsec_old"]);
  });

  it("accepts an event signed with the new or the old secret, and refuses any other secret or a tampered body", () => {
    const provider = providerWith("whsec_new, whsec_old");
    expect(provider.name).toBe("stripe");
    const expected = { id: "evt_rotation", kind: "payment_succeeded", paymentId: "pi_1", transactionId: 9, amountPence: 900, paymentMethodId: "pm_card_visa" };
    expect(provider.parseWebhook(payload, sign("whsec_new"))).toEqual(expected);
    expect(provider.parseWebhook(payload, sign("whsec_old"))).toEqual(expected);
    expect(() => provider.parseWebhook(payload, sign("whsec_other"))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(payload.replace("900", "1"), sign("whsec_old"))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(payload, null)).toThrow(WebhookSignatureError);
  });

  it("after the rotation, the retired secret no longer signs", () => {
    const provider = providerWith("whsec_new");
    expect(provider.parseWebhook(payload, sign("whsec_new")).id).toBe("evt_rotation");
    expect(() => provider.parseWebhook(payload, sign("whsec_old"))).toThrow(WebhookSignatureError);
  });
});
