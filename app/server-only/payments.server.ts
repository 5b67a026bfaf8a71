// The payment provider's own callbacks and pages reach the server here: they are the provider's
// side of the conversation (Stripe's webhook; the sandbox standing in for Stripe's hosted pages),
// not calls of the api/auth contract. The web server answers them (server/http/web-app-port.ts).
import { webServer } from "./web-server.server";

/** POST /webhooks/stripe: the answer for Stripe (404 when Stripe is not this server's provider). */
export function answerStripeWebhook(request: Request): Promise<Response> {
  return webServer().answerStripeWebhook(request);
}

/** The sandbox provider, for its own pages; a 404 when this server takes payments with Stripe. */
export async function sandboxProvider() {
  const sandbox = await webServer().sandbox();
  if (!sandbox) throw new Response(null, { status: 404 });
  return sandbox;
}
