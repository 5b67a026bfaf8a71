// The one entry for provider events: POST /webhooks/stripe and the sandbox's signed events both
// come here. The signature is checked on the raw body (a bad or stale one is refused, nothing
// written), then fulfilment applies the event once (fulfil.ts records its id). The answer is the
// domain's outcome; the web layer turns it into an HTTP answer (server/http/webhook-answer.ts).
import type { Services } from "~server/services";
import { WebhookSignatureError } from "~server/integrations/payments/types";
import { applyPaymentEvent } from "./fulfil";

export type WebhookOutcome =
  /** The event changed something now. */
  | { kind: "processed" }
  /** A repeat, or an event nothing waits on: received, so the provider stops retrying it. */
  | { kind: "ignored" }
  /** The signature is missing, wrong or too old: nothing is read or written. */
  | { kind: "bad-signature"; message: string }
  /** Signed, but not an event the provider could have sent (not JSON). */
  | { kind: "unreadable"; message: string };

type WebhookServices = Pick<Services, "db" | "now" | "jobs" | "config" | "payments">;

export async function handlePaymentWebhook(services: WebhookServices, rawBody: string, signatureHeader: string | null): Promise<WebhookOutcome> {
  let event;
  try {
    event = services.payments.parseWebhook(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { kind: "bad-signature", message: error.message };
    if (error instanceof SyntaxError) return { kind: "unreadable", message: error.message };
    throw error;
  }
  const applied = await applyPaymentEvent(services, event);
  return { kind: applied.applied ? "processed" : "ignored" };
}

/** Whether the provider's sender is done with an event: refused ones are not (a real provider sends them again). */
export function wasReceived(outcome: WebhookOutcome): outcome is { kind: "processed" } | { kind: "ignored" } {
  return outcome.kind === "processed" || outcome.kind === "ignored";
}

/** Wires a provider's own in-process events (the sandbox's) to the same handler; Stripe posts to /webhooks/stripe. */
export function deliverSandboxEvents(services: WebhookServices): void {
  services.payments.deliverTo(async (rawBody, signature) => {
    const outcome = await handlePaymentWebhook(services, rawBody, signature);
    if (!wasReceived(outcome)) throw new Error(`The sandbox's own event was refused: ${outcome.message}`);
  });
}
