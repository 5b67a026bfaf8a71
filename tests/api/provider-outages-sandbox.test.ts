// The sandbox provider's outages, through its fault switch (server/integrations/payments/
// sandbox-faults.ts): the shared suite in provider-outages-suite.ts, then what only the sandbox
// shows here: a payment whose answer is lost while its event arrives, and the checkout page's text.
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { TransactionCreateData } from "~server/api/contract";
import { bookings, sandboxCheckouts, sandboxPayments, sandboxRefunds, sandboxTransfers, transactions } from "~server/db/schema";
import { SANDBOX_OPERATIONS } from "~server/integrations/payments/sandbox-faults";
import { useTestApi } from "~tests/support/api";
import { createHostedEvent } from "~tests/support/factories";
import { sessionCookieOf, useWebApp } from "~tests/support/web-app";
import { createUser, loginAs } from "./auth-support";
import { PAYMENT_FAILED, providerOutageSuite } from "./provider-outages-suite";

const t = useTestApi();
afterEach(() => {
  for (const operation of SANDBOX_OPERATIONS) t.payments.faults.set(operation, null);
});

async function card(number: string): Promise<string> {
  const made = await t.payments.createPaymentMethod({ number, expiry: "12 / 34", cvc: "123", name: "Ada Buyer" });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.id;
}

const rowsOf = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

providerOutageSuite(t, {
  outage: (operation, fault) => t.payments.faults.set(operation, fault),
  loseEvents: (lost) => t.payments.faults.set("deliverEvent", lost ? "unavailable" : null),
  card: () => card("4242 4242 4242 4242"),
  openCard: () => card("4000 0027 6000 3184"),
  paymentsOf: (transactionId) => rowsOf(t.db.select({ n: count() }).from(sandboxPayments).where(eq(sandboxPayments.transactionId, transactionId))),
  hostedPagesOf: (transactionId) => rowsOf(t.db.select({ n: count() }).from(sandboxCheckouts).where(eq(sandboxCheckouts.transactionId, transactionId))),
  refundsOf: (paymentId) => rowsOf(t.db.select({ n: count() }).from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId))),
  transfersOf: (transactionId) => rowsOf(t.db.select({ n: count() }).from(sandboxTransfers).where(eq(sandboxTransfers.transactionId, transactionId))),
});

describe("what only the sandbox shows here", () => {
  const web = useWebApp(t);

  async function paidEvent() {
    const host = await createUser(t);
    return createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000 });
  }

  it("a payment whose answer is lost while its event arrives is answered as paid: the buyer is not told it failed", async () => {
    const eventId = await paidEvent();
    const buyer = await createUser(t);
    const invoiceId = await card("4242 4242 4242 4242");
    t.payments.faults.set("createPayment", "answer-lost");
    const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token: await loginAs(t, buyer), body: { id: eventId, transaction_type: "event_booking", invoice_id: invoiceId } });
    expect([answer.status, answer.message, answer.data?.checkout.status]).toEqual([200, "Payment successful.", "succeeded"]);
    const [checkout] = await t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
    expect(await rowsOf(t.db.select({ n: count() }).from(sandboxPayments).where(eq(sandboxPayments.transactionId, checkout!.id)))).toBe(1);
    expect(await t.db.select().from(bookings).where(eq(bookings.eventId, eventId))).toHaveLength(1);
  });

  it("the checkout page without JavaScript shows the spec's text when the provider is down, and keeps the place held", async () => {
    const eventId = await paidEvent();
    const buyer = await createUser(t);
    const cookie = await sessionCookieOf(t, buyer);
    t.payments.faults.set("createPayment", "unavailable");
    const response = await web.fetch(
      new Request(`http://localhost:3000/checkout/event_booking/${eventId}`, {
        method: "POST",
        headers: { cookie, host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ payment_method_id: await card("4242 4242 4242 4242"), checkout_key: crypto.randomUUID() }),
      }),
    );
    const page = await response.text();
    expect(response.status).toBe(503);
    expect(page).toContain(PAYMENT_FAILED);
    expect((await t.db.select().from(transactions).where(eq(transactions.eventId, eventId))).map((row) => row.status)).toEqual(["pending"]);
  });
});
