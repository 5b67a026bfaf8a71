// POST /webhooks/stripe: Stripe's events, verified on the raw body (server/domain/payments/webhook.ts).
// Not a page and not part of the api/auth contract: Stripe calls it, with its own signature.
import type { ActionFunctionArgs } from "@remix-run/node";
import { answerStripeWebhook } from "~/server-only/payments.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  return answerStripeWebhook(request);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
