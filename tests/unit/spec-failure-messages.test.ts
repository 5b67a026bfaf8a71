// The spec's failure texts that were never shown, each named by its section: the loaders
// and actions run for real against the API over HTTP (API_URL), answered by MSW.
// - 000 §8: a coupon that could not be checked, a payment that failed at the server, saved cards
//   that could not be read at checkout.
// - 002 §8: a failed "Cancel auto renewal" of the plan.
// - 001 §2.2: the document form that cannot load goes to /my-channels with its message.
// - 001 §2.5, §8: Email to subscriber whose title does not load goes to /home with "Unable to fetch
//   {type} detail, Please contact admin.".
import type { AppLoadContext } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockApiUrl } from "~tests/mocks/api";
import { mockServer } from "~tests/mocks/node";
import "~tests/support/connect-web-server";

process.env.API_URL = mockApiUrl;
process.env.SESSION_SECRET = "unit-test-session-secret-unit-test-session-secret";

const { loader: checkoutLoader } = await import("~/routes/checkout");
const { action: registerPurchaseAction } = await import("~/routes/register-purchase");
const { action: subscriptionInfoAction } = await import("~/routes/subscription-info");
const { loader: docFormLoader } = await import("~/routes/doc-event-create");
const { loader: emailSubscriberLoader } = await import("~/routes/email-subscriber");
const { commitSession, getSession, newSession } = await import("~/server-only/session.server");

beforeAll(() => mockServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const api = (path: string) => `${mockApiUrl}/api/auth/${path}`;
const context = (): AppLoadContext => ({ requestId: crypto.randomUUID(), clientIp: "203.0.113.9" });
const ok = (data: unknown) => HttpResponse.json({ success: true, message: "", data });
const broken = () => HttpResponse.json({ success: false, message: "Something broke", data: null }, { status: 500 });

async function loggedIn(path: string, form?: Record<string, string>): Promise<Request> {
  const session = newSession();
  session.set("token", "mock-token");
  session.set("userId", 42);
  const cookie = (await commitSession(session)).split(";")[0]!;
  if (!form) return new Request(`http://localhost${path}`, { headers: { cookie } });
  return new Request(`http://localhost${path}`, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" }, body: new URLSearchParams(form) });
}

function unwrap(result: unknown): { data: unknown; status: number } {
  const value = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  return value?.type === "DataWithResponseInit" ? { data: value.data, status: value.init?.status ?? 200 } : { data: result, status: 200 };
}

/** Where a thrown redirect goes, and the toast it leaves in the session. */
async function redirectOf(thrown: unknown): Promise<{ to: string | null; toast: unknown }> {
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  const session = await getSession(new Request("http://localhost/", { headers: { cookie } }));
  return { to: response.headers.get("location"), toast: session.get("toast") ?? null };
}

const quoteData = {
  transaction_type: "channel_subscription",
  id: 7,
  title: "Monthly club",
  terms: "£12.30 a month, renews on Mon 28 Dec 2026 until you cancel; cancel any time in Subscribed Channels",
  breakdown: { price: 1000, discount: 0, taxes: 200, stripe_charges: 30, total: 1230, free: false },
  provider: "sandbox",
  publishable_key: null,
};

describe("000 §8 at checkout", () => {
  it("a coupon that cannot be checked says 'Unable to redeem coupon, Please contact admin.' and the price without it", async () => {
    mockServer.use(
      http.get(api("checkout/quote"), ({ request }) => (new URL(request.url).searchParams.get("couponCode") ? broken() : ok(quoteData))),
      http.get(api("stripe/all_cards"), () => ok({ cards: [] })),
    );
    const loaded = unwrap(await checkoutLoader({ request: await loggedIn("/checkout/channel_subscription/7?coupon=WELCOME10"), params: { transactionType: "channel_subscription", id: "7" }, context: context() }));
    expect(loaded.data).toMatchObject({ couponError: "Unable to redeem coupon, Please contact admin.", coupon: "", quote: { breakdown: { total: 1230 } } });
  });

  it("saved cards that cannot be read say 'Unable to fetch existing cards, Please contact admin.'; a new card can still pay", async () => {
    mockServer.use(http.get(api("checkout/quote"), () => ok(quoteData)), http.get(api("stripe/all_cards"), broken));
    const loaded = unwrap(await checkoutLoader({ request: await loggedIn("/checkout/channel_subscription/7"), params: { transactionType: "channel_subscription", id: "7" }, context: context() }));
    expect(loaded.data).toMatchObject({ cardsError: "Unable to fetch existing cards, Please contact admin.", cards: [], quote: { title: "Monthly club" } });
  });

  it("with cards read, nothing is said", async () => {
    mockServer.use(http.get(api("checkout/quote"), () => ok(quoteData)), http.get(api("stripe/all_cards"), () => ok({ cards: [] })));
    const loaded = unwrap(await checkoutLoader({ request: await loggedIn("/checkout/channel_subscription/7"), params: { transactionType: "channel_subscription", id: "7" }, context: context() }));
    expect(loaded.data).toMatchObject({ cardsError: null, couponError: null });
  });

  it("Register and Purchase: a payment that fails at the server says 'Error while processing payment, Please contact admin.'", async () => {
    mockServer.use(
      http.get(api("events/:id"), () => ok({ id: 3, title: "Paid class", event_slug: "paid-class", event_type: "Online Event", is_free: 0, ticket_price: 1000 })),
      http.post(api("signup-purchase"), () => ok({ success: true, title: "Registered", message: "Check your mail.", transactionResponse: { booking_id: null, transaction_id: null, payment_url: null } })),
      http.post(api("login"), () => ok({ id: 42, access_token: "mock-token" })),
      http.post(api("transaction/hosted"), broken),
    );
    const form = {
      first_name: "Ada",
      last_name: "Buyer",
      email: "ada.buyer@example.com",
      password: "Marquee-demo-1",
      password_confirmation: "Marquee-demo-1",
      email_confirmation: "ada.buyer@example.com",
      dateOfBirth: "1990-02-03",
      acceptTerms: "on",
      isover16: "on",
      amount: "1230",
    };
    const request = new Request("http://localhost/register-and-purchase/event_booking/3", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" }, body: new URLSearchParams(form) });
    const answer = await registerPurchaseAction({ request, params: { transactionType: "event_booking", id: "3" }, context: context() });
    const { to, toast } = await redirectOf(answer);
    expect(to).toBe("/checkout/event_booking/3");
    expect(toast).toMatchObject({ type: "error", message: "Error while processing payment, Please contact admin." });
  });
});

describe("002 §8: Cancel auto renewal of the plan", () => {
  it("a failure at the server says 'Unable to stop auto renewal monthly subscription, Please contact admin.'", async () => {
    mockServer.use(http.post(api("update-autorenewal"), broken));
    const reply = unwrap(await subscriptionInfoAction({ request: await loggedIn("/subscription-info", {}), params: {}, context: context() }));
    expect(reply).toEqual({ status: 503, data: { message: "Unable to stop auto renewal monthly subscription, Please contact admin." } });
  });

  it("a refusal says the server's reason", async () => {
    mockServer.use(http.post(api("update-autorenewal"), () => HttpResponse.json({ success: false, message: "Your plan does not renew.", data: null }, { status: 409 })));
    const reply = unwrap(await subscriptionInfoAction({ request: await loggedIn("/subscription-info", {}), params: {}, context: context() }));
    expect(reply).toEqual({ status: 400, data: { message: "Your plan does not renew." } });
  });
});

describe("001 §2.2: the document form that cannot load goes to /my-channels with its message", () => {
  const canCreate = () => http.get(api("can-create-event"), () => ok({ status: true }));
  const choices = () => http.get(api("create-doc-event_data"), () => ok({ user: null, channels: [{ id: 5, title: "Mine", has_subscribers: false, channel_module: [] }] }));

  it.each([
    ["an unknown or foreign channel", "/doc-event-create/99", { channelId: "99" }, "Channel not found"],
    ["an unknown or foreign document", "/doc-event-create/5/404", { channelId: "5", id: "404" }, "Document event not found"],
  ])("%s", async (_name, path, params, message) => {
    mockServer.use(canCreate(), choices(), http.get(api("documentevent/:id"), () => HttpResponse.json({ success: false, message: "Document event not found", data: null }, { status: 404 })));
    const thrown = await docFormLoader({ request: await loggedIn(path), params, context: context() }).catch((error: unknown) => error);
    expect(await redirectOf(thrown)).toEqual({ to: "/my-channels", toast: { type: "error", title: "Error!", message } });
  });

  it("the choices failing at the server: the spec's 'Unable to fetch document event details' text", async () => {
    mockServer.use(canCreate(), http.get(api("create-doc-event_data"), broken));
    const thrown = await docFormLoader({ request: await loggedIn("/doc-event-create/5"), params: { channelId: "5" }, context: context() }).catch((error: unknown) => error);
    expect(await redirectOf(thrown)).toMatchObject({ to: "/my-channels", toast: { message: "Unable to fetch document event details, Please contact admin." } });
  });
});

describe("001 §2.5, §8: Email to subscriber whose title does not load", () => {
  it.each([
    ["event", "get-event-title"],
    ["channel", "get-channel-title"],
  ])("%s: /home with 'Unable to fetch {type} detail, Please contact admin.'", async (type, call) => {
    mockServer.use(http.get(api(call), broken));
    const thrown = await emailSubscriberLoader({ request: await loggedIn(`/email-subscriber/8/${type}`), params: { typeId: "8", eventChannel: type }, context: context() }).catch((error: unknown) => error);
    expect(await redirectOf(thrown)).toEqual({ to: "/home", toast: { type: "error", title: "Error!", message: `Unable to fetch ${type} detail, Please contact admin.` } });
  });
});
