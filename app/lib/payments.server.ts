// The payment provider's own callbacks and pages reach the server here: they are the provider's
// side of the conversation (Stripe's webhook; the sandbox standing in for Stripe's hosted pages),
// not calls of the api/auth contract.
import { handlePaymentWebhook } from "~server/domain/payments/webhook";
import { isSandbox } from "~server/integrations/payments";
import { getServices } from "~server/services";

/** POST /webhooks/stripe: the answer for Stripe (404 when Stripe is not this server's provider). */
export async function answerStripeWebhook(request: Request): Promise<Response> {
  const services = await getServices();
  if (services.payments.name !== "stripe") return Response.json({ received: false, message: "Stripe is not this server's payment provider." }, { status: 404 });
  const answer = await handlePaymentWebhook(services, await request.text(), request.headers.get("stripe-signature"));
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

/** The sandbox provider, for its own pages; a 404 when this server takes payments with Stripe. */
export async function sandboxProvider() {
  const services = await getServices();
  if (!isSandbox(services.payments)) throw new Response(null, { status: 404 });
  return { provider: services.payments, appUrl: services.config.appUrl.replace(/\/+$/, "") };
}
