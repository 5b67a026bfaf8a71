// The payment provider's own callbacks and pages reach the server here: they are the provider's
// side of the conversation (Stripe's webhook; the sandbox standing in for Stripe's hosted pages),
// not calls of the api/auth contract.
import { handlePaymentWebhook, type WebhookOutcome } from "~server/domain/payments/webhook";
import { isSandbox } from "~server/integrations/payments";
import { getServices } from "~server/services";

/** POST /webhooks/stripe: the answer for Stripe (404 when Stripe is not this server's provider). */
export async function answerStripeWebhook(request: Request): Promise<Response> {
  const services = await getServices();
  if (services.payments.name !== "stripe") return Response.json({ received: false, message: "Stripe is not this server's payment provider." }, { status: 404 });
  const answer = webhookAnswer(await handlePaymentWebhook(services, await request.text(), request.headers.get("stripe-signature")));
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The provider's answer for an event: 200 for one received, whether it changed anything now or was
 * a repeat (the provider stops retrying it); 400 for a bad or stale signature or an unreadable body.
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

/** The sandbox provider, for its own pages; a 404 when this server takes payments with Stripe. */
export async function sandboxProvider() {
  const services = await getServices();
  if (!isSandbox(services.payments)) throw new Response(null, { status: 404 });
  return { provider: services.payments, appUrl: services.config.appUrl.replace(/\/+$/, "") };
}
