// How a provider's webhook hears the domain's outcome (server/domain/payments/webhook.ts): the HTTP
// status and body Stripe reads to decide whether to send the event again.
import type { WebhookOutcome } from "~server/domain/payments/webhook";

/**
 * 200 for an event received, whether it changed anything now or was a repeat (the provider stops
 * retrying it); 400 for a bad or stale signature or an unreadable body.
 */
export function webhookAnswer(outcome: WebhookOutcome): { status: 200 | 400; body: { received: boolean; applied?: boolean; message?: string } } {
  switch (outcome.kind) {
    case "processed":
    case "ignored":
      return { status: 200, body: { received: true, applied: outcome.kind === "processed" } };
    case "bad-signature":
    case "unreadable":
      return { status: 400, body: { received: false, message: outcome.message } };
  }
}
