// Stripe's API as MSW handlers. Each request is recorded, so tests can read back what was "sent".
import { http, HttpResponse } from "msw";

export interface RecordedStripeCall {
  method: string;
  path: string;
  body: Record<string, string>;
}

export const stripeCalls: RecordedStripeCall[] = [];
let sequence = 0;
const id = (prefix: string) => `${prefix}_mock_${++sequence}`;

async function record(request: Request): Promise<RecordedStripeCall> {
  const text = request.method === "GET" ? "" : await request.text();
  const call = { method: request.method, path: new URL(request.url).pathname, body: Object.fromEntries(new URLSearchParams(text)) };
  stripeCalls.push(call);
  return call;
}

const base = "https://api.stripe.com/v1";

export const stripeHandlers = [
  http.post(`${base}/customers`, async ({ request }) => {
    const { body } = await record(request);
    return HttpResponse.json({ id: id("cus"), object: "customer", email: body.email ?? null });
  }),
  http.post(`${base}/payment_intents`, async ({ request }) => {
    const { body } = await record(request);
    return HttpResponse.json({
      id: id("pi"),
      object: "payment_intent",
      amount: Number(body.amount),
      currency: body.currency,
      status: "succeeded",
      client_secret: `${id("pi")}_secret_mock`,
    });
  }),
  http.post(`${base}/checkout/sessions`, async ({ request }) => {
    const { body } = await record(request);
    const sessionId = id("cs");
    return HttpResponse.json({ id: sessionId, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${sessionId}`, success_url: body.success_url });
  }),
  http.get(`${base}/payment_methods`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ object: "list", data: [], has_more: false });
  }),
];

export function resetStripeMock() {
  stripeCalls.length = 0;
}
