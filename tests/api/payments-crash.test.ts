// A server killed between the provider taking the money and the booking being written:
// a checkout runs in a child process that dies by SIGKILL at the fault point; a
// server started afterwards (this process) finds the payment through reconciliation and makes
// exactly one booking, and running reconciliation again changes nothing. PostgreSQL only: the
// child needs its own connection to the same database.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, sandboxPayments, transactions } from "~server/db/schema";
import { RECONCILE_AFTER_MS, reconcilePayments } from "~server/domain/payments/reconcile";
import { useTestApi } from "~tests/support/api";
import { ownDatabaseUrl, startChild } from "~tests/support/child-process";
import { describeOnPostgres } from "~tests/support/database";
import { createHostedEvent, createUser } from "~tests/support/factories";

/** Runs the checkout child to its end (or its SIGKILL). */
function runChild(env: Record<string, string>) {
  return startChild("tests/support/checkout-child.ts", env).exited;
}

describeOnPostgres("a crash between payment and booking (PostgreSQL)", () => {
  const t = useTestApi();
  let databaseUrl: string;

  beforeAll(async () => {
    // The child connects to this file's own database.
    databaseUrl = await ownDatabaseUrl(t.db);
  });

  it("the server dies by SIGKILL after the payment; after a restart reconciliation books exactly once", async () => {
    const host = await createUser(t.db);
    const buyer = await createUser(t.db);
    const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 2000 });
    const card = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Buyer" });
    if (!card.ok) throw new Error("card refused");

    const crashed = await runChild({
      NODE_ENV: "test",
      MARQUEE_FAULT_POINT: "payment-taken-before-fulfilment",
      CHILD_DATABASE_URL: databaseUrl,
      CHILD_USER_ID: String(buyer.id),
      CHILD_EVENT_ID: String(eventId),
      CHILD_PAYMENT_METHOD: card.id,
    });
    expect(crashed.signal, crashed.output).toBe("SIGKILL");

    // The money was taken; the booking was not written.
    const [checkout] = await t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
    expect(checkout?.status).toBe("pending");
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.transactionId, checkout!.id));
    expect(payment?.state).toBe("succeeded");
    const booked = async () =>
      (await t.db.select({ n: count() }).from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.userId, buyer.id), eq(bookings.status, "booked"))))[0]?.n;
    expect(await booked()).toBe(0);

    // The restarted server's reconciliation (its job runs every minute) finishes it: one booking.
    t.setNow(new Date(Date.now() + RECONCILE_AFTER_MS + 1_000));
    try {
      const first = await reconcilePayments(t.services);
      expect(first.fulfilled).toBe(1);
      expect(await booked()).toBe(1);
      const again = await reconcilePayments(t.services);
      expect(again.fulfilled).toBe(0);
      expect(await booked()).toBe(1);
    } finally {
      t.setNow(null);
    }
    const [settled] = await t.db.select().from(transactions).where(eq(transactions.id, checkout!.id));
    expect(settled).toMatchObject({ status: "succeeded", providerPaymentId: payment!.id });
  }, 120_000);

  it("without the fault point the same child books at once (the child itself is sound)", async () => {
    const host = await createUser(t.db);
    const buyer = await createUser(t.db);
    const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 2000 });
    const card = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Buyer" });
    if (!card.ok) throw new Error("card refused");
    const run = await runChild({ NODE_ENV: "test", CHILD_DATABASE_URL: databaseUrl, CHILD_USER_ID: String(buyer.id), CHILD_EVENT_ID: String(eventId), CHILD_PAYMENT_METHOD: card.id });
    expect([run.code, run.signal], run.output).toEqual([0, null]);
    expect(run.output).toMatch(/ended succeeded/);
  }, 120_000);
});
