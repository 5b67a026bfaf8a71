// Text the database cannot store (a NUL, a lone surrogate) is refused at the input boundary with a
// 400 before it reaches the database, on the API (its answer shape) and on every route of the web
// app (the error page, or the message as text); the local storage's multipart parser answers 400
// to a broken post; the sandbox's way back follows the one redirect rule.
import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~server/api";
import { CLIENT_IP_HEADER } from "~server/api/context";
import { handleLocalStorageRequest } from "~server/integrations/storage/local-http";
import { useTestApi } from "~tests/support/api";
import { createHostedEvent } from "~tests/support/factories";
import { sessionCookieOf, useWebApp } from "~tests/support/web-app";
import { createUser, loginAs, nextIp } from "./auth-support";
import { changes, snapshot } from "./gates/db-snapshot";

const t = useTestApi();
const web = useWebApp(t);
let eventId: number;

beforeAll(async () => {
  const host = await createUser(t);
  eventId = await createHostedEvent(t.db, host, { isFree: false, ticketPricePence: 500 });
});

const MESSAGE = "The request contains characters that are not allowed.";

async function api(method: "GET" | "POST", path: string, body?: string) {
  const headers = new Headers({ accept: "application/json", [CLIENT_IP_HEADER]: nextIp() });
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await createApi(t.services).fetch(new Request(`http://test.local/api/auth/${path}`, { method, headers, body }));
  return { status: response.status, answer: (await response.json()) as { success: boolean; message: string; errors?: Record<string, string[]> } };
}

const sessionCookie = async (): Promise<string> => sessionCookieOf(t, await createUser(t));

async function page(path: string, init: RequestInit = {}) {
  const response = await web.fetch(new Request(`http://localhost:3000${path}`, { redirect: "manual", ...init }));
  return { status: response.status, text: await response.text(), location: response.headers.get("location") };
}

describe("a NUL on the API", () => {
  it.each([
    ["checkout/quote, without logging in", () => `checkout/quote?transaction_type=event_booking&id=${eventId}&couponCode=%00`],
    ["events-search", () => "events-search?search=%00"],
    ["events-search, as a parameter's name", () => "events-search?sea%00rch=x"],
    ["a path parameter", () => "event-detail/%00"],
  ])("in a query or path (%s) is refused with 400 and a message", async (_name, path) => {
    const before = await snapshot(t.db, ["rate_limits"]);
    const { status, answer } = await api("GET", path());
    expect(status).toBe(400);
    expect(answer).toMatchObject({ success: false, message: MESSAGE });
    expect(changes(before, await snapshot(t.db, ["rate_limits"]))).toEqual([]);
  });

  it("in a body, a nested field or a field's name is refused with 400, naming the field", async () => {
    const token = await loginAs(t, await createUser(t));
    for (const [body, field] of [
      [{ email: "a\u0000@example.com", password: "x" }, "email"],
      [{ email: "\ud800@example.com", password: "x" }, "email"],
      [{ email: "a@example.com", password: "x", extra: [{ deep: "\u0000" }] }, "extra.0.deep"],
      [{ email: "a@example.com", password: "x", "\u0000": 1 }, "form"],
    ] as const) {
      const { status, answer } = await api("POST", "login", JSON.stringify(body));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toBe(MESSAGE);
      expect(Object.keys(answer.errors ?? {})).toEqual([field]);
    }
    expect(token).toBeTruthy();
  });
});

describe("a NUL on the web app's routes", () => {
  it.each([
    ["/search?search=%00", false],
    [`/checkout/event_booking/34?coupon=%00`, true],
    [`/event-detail/%00/x`, false],
    ["/sandbox/checkout/%00", false],
    ["/sandbox/authenticate/%00", false],
  ])("%s answers the 400 error page", async (path, loggedIn) => {
    const headers: Record<string, string> = { accept: "text/html" };
    if (loggedIn) headers.cookie = await sessionCookie();
    const { status, text } = await page(path.replace("34", String(eventId)), { headers });
    expect(status).toBe(400);
    expect(text).toContain("<!DOCTYPE html>");
    expect(text).toContain('role="alert"');
  });

  it.each(["/storage/files/%00", "/event-detail/1/x%00/calendar.ics", "/join/%00", "/sandbox/payment-methods?x=%00"])("%s (a resource route or private page) answers 400, never a 5xx", async (path) => {
    const { status } = await page(path, { headers: { cookie: await sessionCookie() } });
    expect(status).toBe(400);
  });

  it("a form field with a NUL is refused before the action runs", async () => {
    const before = await snapshot(t.db, ["rate_limits"]);
    const { status } = await page("/contact-us", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ full_name: "Ada", email: "ada@example.com", query: "Hello\u0000" }).toString(),
    });
    expect(status).toBe(400);
    expect(changes(before, await snapshot(t.db, ["rate_limits"]))).toEqual([]);
  });
});

describe("the sandbox's authentication page", () => {
  /** A sandbox payment waiting on its 3-D Secure step (the card that asks for one). */
  async function paymentAwaitingAuthentication(): Promise<string> {
    const { payments } = t;
    const method = await payments.createPaymentMethod({ number: "4000 0027 6000 3184", expiry: "12/40", cvc: "123", name: "Ada" });
    if (!method.ok) throw new Error("no payment method");
    const customerId = await payments.createCustomer({ userId: 1, email: "ada@example.com", name: "Ada" });
    const payment = await payments.createPayment({
      idempotencyKey: `auth-${Math.random()}`,
      amountPence: 500,
      description: "Test",
      transactionId: 2_147_483_000,
      customerId,
      paymentMethodId: method.id,
      saveCard: false,
      returnUrl: "http://localhost:3000/checkout/result/1",
    });
    expect(payment.state).toBe("requires_action");
    return payment.id;
  }

  it.each(["/%09/evil.example/phish", "%2F%09%2Fevil.example", "/checkout%0Aresult", "/x%0D%0ASet-Cookie:%20a=b", "%0A", "//evil.example", "https://evil.example/"])(
    "does not follow return_to=%s off the site, nor answer a 5xx",
    async (returnTo) => {
      const paymentId = await paymentAwaitingAuthentication();
      const { status, location } = await page(`/sandbox/authenticate/${paymentId}?return_to=${returnTo}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "outcome=complete",
      });
      expect(status).toBeLessThan(500);
      if (location) expect(new URL(location, "http://localhost:3000").origin).toBe("http://localhost:3000");
      if (location) expect(location).toMatch(/^\/(?![/\\])/);
    },
  );
});

describe("POST /storage/upload with a broken multipart body", () => {
  const boundary = "gate";
  const post = (body: string, type = `multipart/form-data; boundary=${boundary}`) =>
    handleLocalStorageRequest(t.storage, new Request("http://test.local/storage/upload", { method: "POST", headers: { "content-type": type }, body }));

  it.each([
    ["a part without headers", `--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`],
    ["a body cut short", `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\nabc`],
    ["a body cut inside the headers", `--${boundary}\r\nContent-Disposition: form-da`],
    ["no closing boundary", `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\nabc\r\n`],
    ["garbage", "--nope\r\n\u0000garbage\r\n--gate"],
    ["a part without a name", `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--${boundary}--\r\n`],
    ["mismatched quotes", `--${boundary}\r\nContent-Disposition: form-data; name="key\r\n\r\nabc\r\n--${boundary}--\r\n`],
  ])("answers 400 to %s", async (_name, body) => {
    const response = await post(body);
    expect(response?.status).toBe(400);
  });

  // Parsed like any other (RFC 2046 caps a boundary at 70, the parser does not): refused for its unsigned fields.
  it.each([1, 100_000])("answers a 4xx to a 200-character boundary (a file of %i bytes)", async (size) => {
    const long = "b".repeat(200);
    const file = `--${long}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${"x".repeat(size)}\r\n`;
    const response = await post(`--${long}\r\nContent-Disposition: form-data; name="key"\r\n\r\nabc\r\n${file}--${long}--\r\n`, `multipart/form-data; boundary=${long}`);
    expect(response?.status).toBeGreaterThanOrEqual(400);
    expect(response?.status).toBeLessThan(500);
  });
});
