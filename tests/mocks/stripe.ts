// Stripe's API as MSW handlers. Each request is recorded (path, form body and idempotency key), so
// tests can read back what was "sent". PaymentIntents behave by their payment method as Stripe's test
// methods do: pm_card_visa succeeds, pm_card_chargeDeclined is declined (402 with the intent),
// pm_card_threeDSecure2Required needs an extra step, pm_card_processing stays processing.
// A test can put one call of Stripe's out of service (stripeOutage): it answers 500, or does its
// work and then drops the connection, as a time-out after Stripe made the object does.
import { http, HttpResponse, type HttpResponseResolver } from "msw";

export interface RecordedStripeCall {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | null;
}

export const stripeCalls: RecordedStripeCall[] = [];
let sequence = 0;
const id = (prefix: string) => `${prefix}_mock_${++sequence}`;
const intents = new Map<string, Record<string, unknown>>();
const replays = new Map<string, Record<string, unknown>>();

async function record(request: Request): Promise<RecordedStripeCall> {
  const text = request.method === "GET" ? "" : await request.text();
  const call = {
    method: request.method,
    path: new URL(request.url).pathname,
    body: Object.fromEntries(new URLSearchParams(text)),
    idempotencyKey: request.headers.get("idempotency-key"),
  };
  stripeCalls.push(call);
  return call;
}

function metadataOf(body: Record<string, string>, prefix = "metadata"): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(.+)\\]$`).exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

const base = "https://api.stripe.com/v1";

/**
 * "unavailable": Stripe answers 500 (api_error) and does nothing; "answer-lost": Stripe does the
 * work (the intent, refund or transfer exists, its idempotency key remembers it), then the
 * connection drops before the answer (the SDK sees a connection error, as on a time-out).
 */
export type StripeOutage = "unavailable" | "answer-lost";
const outages = new Map<string, StripeOutage>();

/** Puts one of Stripe's calls ("POST /v1/payment_intents") out of service until cleared with null (or resetStripeMock). */
export function stripeOutage(call: string, outage: StripeOutage | null): void {
  if (outage) outages.set(call, outage);
  else outages.delete(call);
}

/** A handler that answers as the call's outage says, if it has one. */
function served(method: "GET" | "POST" | "DELETE", path: string, resolver: HttpResponseResolver): HttpResponseResolver {
  const call = `${method} ${new URL(path).pathname}`;
  return async (info) => {
    const outage = outages.get(call);
    if (outage === "unavailable") {
      await record(info.request);
      return HttpResponse.json({ error: { type: "api_error", message: "An unknown error occurred" } }, { status: 500 });
    }
    const answer = await resolver(info);
    return outage === "answer-lost" ? HttpResponse.error() : answer;
  };
}

const on = {
  get: (path: string, resolver: HttpResponseResolver) => http.get(path, served("GET", path, resolver)),
  post: (path: string, resolver: HttpResponseResolver) => http.post(path, served("POST", path, resolver)),
  delete: (path: string, resolver: HttpResponseResolver) => http.delete(path, served("DELETE", path, resolver)),
};

function card(pm: string) {
  const brand = pm.includes("mastercard") ? "mastercard" : "visa";
  return { id: pm, object: "payment_method", type: "card", card: { brand, last4: brand === "visa" ? "4242" : "4444", exp_month: 12, exp_year: 2034 } };
}

const accounts = new Map<string, Record<string, unknown>>();

/** A Connect account as Stripe answers it: the bank account reduced to its last four digits, as Stripe does. */
function connectAccount(accountId: string, body: Record<string, string>, previous?: Record<string, unknown>): Record<string, unknown> {
  const was = (previous ?? {}) as { individual?: Record<string, unknown>; external_accounts?: { data: unknown[] }; email?: string };
  const field = (name: string) => body[`individual[${name}]`];
  const individual = body["individual[first_name]"]
    ? {
        first_name: field("first_name"),
        last_name: field("last_name"),
        email: field("email"),
        phone: field("phone"),
        dob: { day: Number(field("dob][day")), month: Number(field("dob][month")), year: Number(field("dob][year")) },
        address: { line1: field("address][line1"), postal_code: field("address][postal_code"), city: field("address][city"), country: field("address][country") },
      }
    : was.individual;
  const bank = body["external_account[account_number]"]
    ? {
        id: id("ba"),
        object: "bank_account",
        account_holder_name: body["external_account[account_holder_name]"],
        last4: body["external_account[account_number]"].slice(-4),
        routing_number: body["external_account[routing_number]"],
        country: body["external_account[country]"],
        currency: body["external_account[currency]"],
      }
    : null;
  return {
    id: accountId,
    object: "account",
    email: body.email ?? was.email ?? null,
    individual,
    details_submitted: true,
    payouts_enabled: false,
    requirements: { currently_due: [], past_due: [], pending_verification: ["individual.verification.document"] },
    external_accounts: bank ? { object: "list", data: [bank] } : (was.external_accounts ?? { object: "list", data: [] }),
  };
}

const products = new Map<string, Record<string, unknown>>();
const subscriptions = new Map<string, Record<string, unknown>>();
const missing = (what: string) => HttpResponse.json({ error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } }, { status: 404 });

export const stripeHandlers = [
  // Billing: products with our own ids (404 until made), subscriptions made with price_data.
  on.get(`${base}/products/:id`, async ({ request, params }) => {
    await record(request);
    const product = products.get(String(params.id));
    return product ? HttpResponse.json(product) : missing("product");
  }),
  on.post(`${base}/products`, async ({ request }) => {
    const { body } = await record(request);
    if (products.has(body.id!)) return HttpResponse.json({ error: { type: "invalid_request_error", code: "resource_already_exists", message: "Product already exists." } }, { status: 400 });
    const product = { id: body.id ?? id("prod"), object: "product", name: body.name };
    products.set(product.id, product);
    return HttpResponse.json(product);
  }),
  on.post(`${base}/subscriptions`, async ({ request }) => {
    const { body, idempotencyKey } = await record(request);
    if (idempotencyKey && replays.has(idempotencyKey)) return HttpResponse.json(replays.get(idempotencyKey));
    const subscription = { id: id("sub"), object: "subscription", status: "trialing", customer: body.customer, cancel_at_period_end: false, trial_end: Number(body.trial_end), metadata: metadataOf(body) };
    subscriptions.set(subscription.id, subscription);
    if (idempotencyKey) replays.set(idempotencyKey, subscription);
    return HttpResponse.json(subscription);
  }),
  on.post(`${base}/subscriptions/:id`, async ({ request, params }) => {
    const { body } = await record(request);
    const subscription = subscriptions.get(String(params.id));
    if (!subscription) return missing("subscription");
    if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
    return HttpResponse.json(subscription);
  }),
  on.delete(`${base}/subscriptions/:id`, async ({ request, params }) => {
    await record(request);
    const subscription = subscriptions.get(String(params.id));
    if (!subscription) return missing("subscription");
    subscription.status = "canceled";
    return HttpResponse.json(subscription);
  }),
  on.post(`${base}/accounts`, async ({ request }) => {
    const { body } = await record(request);
    const account = connectAccount(id("acct"), body);
    accounts.set(account.id as string, account);
    return HttpResponse.json(account);
  }),
  on.post(`${base}/accounts/:id`, async ({ request, params }) => {
    const { body } = await record(request);
    const previous = accounts.get(String(params.id));
    if (!previous) return HttpResponse.json({ error: { type: "invalid_request_error", code: "resource_missing", message: "No such account" } }, { status: 404 });
    const account = connectAccount(String(params.id), body, previous);
    accounts.set(account.id as string, account);
    return HttpResponse.json(account);
  }),
  on.get(`${base}/accounts/:id`, async ({ request, params }) => {
    await record(request);
    const account = accounts.get(String(params.id));
    if (!account) return HttpResponse.json({ error: { type: "invalid_request_error", code: "resource_missing", message: "No such account" } }, { status: 404 });
    return HttpResponse.json(account);
  }),
  on.post(`${base}/account_links`, async ({ request }) => {
    const { body } = await record(request);
    return HttpResponse.json({ object: "account_link", url: `https://connect.stripe.com/setup/c/${body.account}/mock`, expires_at: 0 });
  }),
  on.post(`${base}/transfers`, async ({ request }) => {
    const { body, idempotencyKey } = await record(request);
    if (idempotencyKey && replays.has(idempotencyKey)) return HttpResponse.json(replays.get(idempotencyKey));
    const transfer = { id: id("tr"), object: "transfer", amount: Number(body.amount), destination: body.destination, currency: body.currency, metadata: metadataOf(body) };
    if (idempotencyKey) replays.set(idempotencyKey, transfer);
    return HttpResponse.json(transfer);
  }),
  on.post(`${base}/transfers/:id/reversals`, async ({ request, params }) => {
    const { body } = await record(request);
    return HttpResponse.json({ id: id("trr"), object: "transfer_reversal", amount: Number(body.amount), transfer: params.id });
  }),
  on.post(`${base}/customers`, async ({ request }) => {
    const { body } = await record(request);
    return HttpResponse.json({ id: id("cus"), object: "customer", email: body.email ?? null });
  }),
  on.post(`${base}/customers/:id`, async ({ request, params }) => {
    await record(request);
    return HttpResponse.json({ id: params.id, object: "customer" });
  }),
  on.post(`${base}/payment_intents`, async ({ request }) => {
    const { body, idempotencyKey } = await record(request);
    // Stripe answers a repeated idempotency key with the first answer.
    if (idempotencyKey && replays.has(idempotencyKey)) return HttpResponse.json(replays.get(idempotencyKey));
    const pm = body.payment_method ?? "";
    const status = pm === "pm_card_chargeDeclined" ? "requires_payment_method" : pm === "pm_card_threeDSecure2Required" ? "requires_action" : pm === "pm_card_processing" ? "processing" : "succeeded";
    const intentId = id("pi");
    const intent = {
      id: intentId,
      object: "payment_intent",
      amount: Number(body.amount),
      amount_received: status === "succeeded" ? Number(body.amount) : 0,
      currency: body.currency,
      status,
      created: Math.floor(Date.now() / 1000),
      client_secret: `${intentId}_secret_mock`,
      payment_method: pm || null,
      metadata: metadataOf(body),
      last_payment_error: status === "requires_payment_method" ? { message: "Your card was declined.", code: "card_declined" } : null,
    };
    intents.set(intentId, intent);
    if (idempotencyKey) replays.set(idempotencyKey, intent);
    if (status === "requires_payment_method") {
      return HttpResponse.json({ error: { type: "card_error", code: "card_declined", message: "Your card was declined.", payment_intent: intent } }, { status: 402 });
    }
    return HttpResponse.json(intent);
  }),
  on.get(`${base}/payment_intents`, async ({ request }) => {
    await record(request);
    // Newest first, created at or after created[gte], as Stripe lists them (one page here).
    const since = Number(new URL(request.url).searchParams.get("created[gte]") ?? 0);
    const data = [...intents.values()].filter((intent) => Number(intent.created ?? 0) >= since).reverse();
    return HttpResponse.json({ object: "list", url: "/v1/payment_intents", data, has_more: false });
  }),
  on.get(`${base}/payment_intents/search`, async ({ request }) => {
    await record(request);
    const query = new URL(request.url).searchParams.get("query") ?? "";
    const wanted = /metadata\['transaction_id'\]:'(\d+)'/.exec(query)?.[1];
    const data = [...intents.values()].filter((intent) => (intent.metadata as Record<string, string>).transaction_id === wanted);
    return HttpResponse.json({ object: "search_result", data, has_more: false });
  }),
  on.get(`${base}/payment_intents/:id`, async ({ request, params }) => {
    await record(request);
    const intent = intents.get(String(params.id));
    if (!intent) return HttpResponse.json({ error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } }, { status: 404 });
    return HttpResponse.json(intent);
  }),
  on.post(`${base}/refunds`, async ({ request }) => {
    const { body, idempotencyKey } = await record(request);
    if (idempotencyKey && replays.has(idempotencyKey)) return HttpResponse.json(replays.get(idempotencyKey));
    const refund = { id: id("re"), object: "refund", amount: Number(body.amount ?? 0), payment_intent: body.payment_intent, status: "succeeded" };
    if (idempotencyKey) replays.set(idempotencyKey, refund);
    return HttpResponse.json(refund);
  }),
  on.post(`${base}/checkout/sessions`, async ({ request }) => {
    const { body, idempotencyKey } = await record(request);
    if (idempotencyKey && replays.has(idempotencyKey)) return HttpResponse.json(replays.get(idempotencyKey));
    const sessionId = id("cs");
    const session = { id: sessionId, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${sessionId}`, success_url: body.success_url, metadata: metadataOf(body), status: "open" };
    if (idempotencyKey) replays.set(idempotencyKey, session);
    return HttpResponse.json(session);
  }),
  on.get(`${base}/payment_methods/:id`, async ({ request, params }) => {
    await record(request);
    return HttpResponse.json(card(String(params.id)));
  }),
  on.post(`${base}/payment_methods/:id/attach`, async ({ request, params }) => {
    const { body } = await record(request);
    return HttpResponse.json({ ...card(String(params.id)), customer: body.customer });
  }),
  on.post(`${base}/payment_methods/:id/detach`, async ({ request, params }) => {
    await record(request);
    return HttpResponse.json({ ...card(String(params.id)), customer: null });
  }),
  on.get(`${base}/payment_methods`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ object: "list", data: [], has_more: false });
  }),
];

/** Stripe verifies a connected account and enables its payouts. */
export function enablePayouts(accountId: string): Record<string, unknown> {
  const account = accounts.get(accountId);
  if (!account) throw new Error(`No mocked account ${accountId}`);
  Object.assign(account, { payouts_enabled: true, requirements: { currently_due: [], past_due: [], pending_verification: [] } });
  return account;
}

/** Marks a PaymentIntent succeeded, as Stripe does after the customer finishes 3-D Secure. */
export function succeedIntent(intentId: string): Record<string, unknown> {
  const intent = intents.get(intentId);
  if (!intent) throw new Error(`No mocked intent ${intentId}`);
  Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
  return intent;
}

/** The PaymentIntents Stripe holds for one of our transactions (its metadata's transaction_id). */
export function intentsOfTransaction(transactionId: number): Record<string, unknown>[] {
  return [...intents.values()].filter((intent) => (intent.metadata as Record<string, string>).transaction_id === String(transactionId));
}

/** The refunds or transfers Stripe made, one per idempotency key (a replayed key is the same object). */
export function objectsMade(kind: "refund" | "transfer" | "checkout.session"): Record<string, unknown>[] {
  return [...new Set(replays.values())].filter((answer) => answer.object === kind);
}

export function resetStripeMock() {
  stripeCalls.length = 0;
  outages.clear();
}

/**
 * A new Stripe account: no intents, idempotency replays, connected accounts, products or
 * subscriptions. Each test file starts with one (test files may share this module's state).
 */
export function newStripeAccount() {
  resetStripeMock();
  for (const store of [intents, replays, accounts, products, subscriptions]) store.clear();
}
