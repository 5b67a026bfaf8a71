// POST /sandbox/payment-methods: the sandbox's card element, the way Stripe.js creates a
// PaymentMethod from the card fields in the browser. Answers only the payment-method id, the brand
// and the last four digits (or the fields' messages); the card number is never stored or logged.
import type { ActionFunctionArgs } from "@remix-run/node";
import { sandboxProvider } from "~/server-only/payments.server";

const field = (body: Record<string, unknown>, name: string) => (typeof body[name] === "string" ? (body[name] as string).slice(0, 100) : "");

export async function action({ request }: ActionFunctionArgs) {
  const { provider } = await sandboxProvider();
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await request.json();
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
    body = parsed as Record<string, unknown>;
  } catch {
    return Response.json({ ok: false, errors: { form: "The request body must be a JSON object." } }, { status: 400 });
  }
  const made = await provider.createPaymentMethod({ number: field(body, "number"), expiry: field(body, "expiry"), cvc: field(body, "cvc"), name: field(body, "name") });
  if (!made.ok) return Response.json({ ok: false, errors: made.errors }, { status: 400, headers: { "Cache-Control": "no-store" } });
  return Response.json({ ok: true, id: made.id, brand: made.card.brand, last4: made.card.lastFour }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
