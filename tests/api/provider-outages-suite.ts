// The payment provider's outages, one suite for both providers (Stripe through MSW, the sandbox
// through its fault switch): at transaction/create, at the hosted page, on the way back from it, at
// refunds and at payouts. Each fault is "unavailable" (refused before anything happens, Stripe's 500)
// or "answer-lost" (done at the provider, the answer never arrives: a time-out after Stripe made
// it). The buyer sees the spec's text; nothing is charged twice and nothing is lost: a retry of the
// same checkout, reconciliation and the refunds, payouts and renewal jobs settle it once the provider
// is back.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CheckoutStateData, HostedCheckoutData, TransactionCreateData } from "~server/api/contract";
import { bookings, refunds, savedCards, transactions, users } from "~server/db/schema";
import { deliverPendingMail } from "~server/domain/mail";
import { UNANSWERED_PAYMENT_MS } from "~server/domain/payments/holds";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { reconcilePayments, RECONCILE_AFTER_MS } from "~server/domain/payments/reconcile";
import { payRefundsOwed } from "~server/domain/payments/refunds";
import { renewPlans } from "~server/domain/payments/renewals";
import { payEarlierSales } from "~server/domain/payouts/transfers";
import { addCalendarMonths } from "~shared/subscription-period";
import type { TestApi } from "~tests/support/api";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

/** The spec's text for a payment that failed at the server (000 §8). */
export const PAYMENT_FAILED = "Error while processing payment, Please contact admin.";
const UNDER_WAY = PAYMENT_MESSAGES.paymentUnderWay;

export type ProviderOperation = "createPayment" | "createHostedCheckout" | "retrievePayment" | "refund" | "transfer";
export type ProviderFault = "unavailable" | "answer-lost";

/** How a test reaches one provider: its faults, its cards, and what it holds on its side. */
export interface OutageDriver {
  /** Puts an operation out of service, or (null) brings it back. */
  outage(operation: ProviderOperation, fault: ProviderFault | null): void;
  /** The provider's events about payments are lost until called with false (the webhook is down). */
  loseEvents(lost: boolean): void;
  /** A card (invoice_id) whose payment succeeds at once. */
  card(): Promise<string>;
  /** A card whose payment stays open at the provider (an extra step waiting). */
  openCard(): Promise<string>;
  /** What the provider holds for one of our checkouts: its payments and its hosted pages. */
  paymentsOf(transactionId: number): Promise<number>;
  hostedPagesOf(transactionId: number): Promise<number>;
  /** Refunds the provider made of one payment; transfers it made for one sale. */
  refundsOf(paymentId: string): Promise<number>;
  transfersOf(transactionId: number): Promise<number>;
}

export function providerOutageSuite(t: TestApi, driver: OutageDriver): void {
  async function buyer() {
    const user = await createUser(t);
    return { user, token: await loginAs(t, user) };
  }

  async function paidEvent() {
    const host = await createUser(t);
    return { host, eventId: await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000 }) };
  }

  const pay = (token: string, eventId: number, invoiceId: string, checkoutKey: string) =>
    t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: eventId, transaction_type: "event_booking", invoice_id: invoiceId, checkout_key: checkoutKey } });
  const openHosted = (token: string, eventId: number, checkoutKey: string) =>
    t.call<HostedCheckoutData>("POST", "transaction/hosted", { token, body: { id: eventId, transaction_type: "event_booking", checkout_key: checkoutKey } });

  const checkoutsOf = (eventId: number) => t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
  const bookingsOf = async (eventId: number) => (await t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")))).length;
  const mailsTo = async (email: string, kind: string) => {
    await deliverPendingMail(t.services);
    return t.mails.filter((mail) => mail.to === email && mail.kind === kind).length;
  };

  /** Reconciliation as the job runs it, once the checkouts are past their own answer's time (or `afterMs`). */
  async function reconcileLater(afterMs = RECONCILE_AFTER_MS + 1000) {
    t.setNow(new Date(Date.now() + afterMs));
    try {
      return await reconcilePayments(t.services);
    } finally {
      t.setNow(null);
    }
  }

  /** A card payment the provider refuses outright (500): the checkout stays pending, with nothing at the provider. */
  async function refusedPayment(token: string, eventId: number) {
    driver.outage("createPayment", "unavailable");
    try {
      expect((await pay(token, eventId, await driver.card(), crypto.randomUUID())).status).toBe(503);
    } finally {
      driver.outage("createPayment", null);
    }
  }

  /** A paid booking, settled (the sandbox's event, or reconciliation where Stripe's webhook is not sent here). */
  async function paidBooking() {
    const { host, eventId } = await paidEvent();
    const { user, token } = await buyer();
    expect((await pay(token, eventId, await driver.card(), crypto.randomUUID())).status).toBe(200);
    await reconcileLater();
    const [sale] = await checkoutsOf(eventId);
    expect(sale?.status).toBe("succeeded");
    return { host, eventId, user, token, sale: sale! };
  }

  describe("transaction/create", () => {
    it("the provider refuses (500): the buyer gets the spec's text, the place stays held, and the same checkout pays once when it is back", async () => {
      const { eventId } = await paidEvent();
      const { token } = await buyer();
      const key = crypto.randomUUID();
      const invoiceId = await driver.card();
      driver.outage("createPayment", "unavailable");
      const refused = await pay(token, eventId, invoiceId, key);
      expect([refused.status, refused.success, refused.message]).toEqual([503, false, PAYMENT_FAILED]);
      const [held] = await checkoutsOf(eventId);
      expect([held?.status, held?.providerPaymentId]).toEqual(["pending", null]);
      expect(await driver.paymentsOf(held!.id)).toBe(0);

      driver.outage("createPayment", null);
      const paid = await pay(token, eventId, invoiceId, key);
      expect(paid.status).toBe(200);
      await reconcileLater();
      expect((await checkoutsOf(eventId)).map((row) => [row.id, row.status])).toEqual([[held!.id, "succeeded"]]);
      expect(await driver.paymentsOf(held!.id)).toBe(1);
      expect(await bookingsOf(eventId)).toBe(1);
    });

    it("the provider takes the payment but its answer is lost: reconciliation books it once, and a retry charges nothing more", async () => {
      const { eventId } = await paidEvent();
      const { user, token } = await buyer();
      const key = crypto.randomUUID();
      const invoiceId = await driver.card();
      driver.loseEvents(true);
      driver.outage("createPayment", "answer-lost");
      try {
        const lost = await pay(token, eventId, invoiceId, key);
        expect([lost.status, lost.success, lost.message]).toEqual([503, false, PAYMENT_FAILED]);
      } finally {
        driver.outage("createPayment", null);
        driver.loseEvents(false);
      }
      const [held] = await checkoutsOf(eventId);
      expect(held?.status).toBe("pending");
      expect(await driver.paymentsOf(held!.id)).toBe(1);
      expect(await bookingsOf(eventId)).toBe(0);

      expect(await reconcileLater()).toMatchObject({ fulfilled: 1 });
      const again = await pay(token, eventId, invoiceId, key);
      expect([again.status, again.message, again.data?.checkout.status]).toEqual([200, "Payment successful.", "succeeded"]);
      expect(await reconcileLater()).toMatchObject({ fulfilled: 0, strays: 0 });
      expect(await driver.paymentsOf(held!.id)).toBe(1);
      expect(await bookingsOf(eventId)).toBe(1);
      expect(await t.db.select().from(refunds).where(eq(refunds.eventId, eventId))).toHaveLength(0);
      expect(await mailsTo(user.email, "booking-confirmation")).toBe(1);
    });

    it("after a lost answer, a new checkout of the same item (a reload, another tab) is refused until reconciliation has settled the first: one charge", async () => {
      const { eventId } = await paidEvent();
      const { token } = await buyer();
      driver.loseEvents(true);
      driver.outage("createPayment", "answer-lost");
      try {
        expect((await pay(token, eventId, await driver.card(), crypto.randomUUID())).status).toBe(503);
      } finally {
        driver.outage("createPayment", null);
        driver.loseEvents(false);
      }
      const [first] = await checkoutsOf(eventId);

      const second = await pay(token, eventId, await driver.card(), crypto.randomUUID());
      expect([second.status, second.success, second.message]).toEqual([409, false, UNDER_WAY]);
      expect((await checkoutsOf(eventId)).map((row) => [row.id, row.status])).toEqual([[first!.id, "pending"]]);

      expect(await reconcileLater()).toMatchObject({ fulfilled: 1 });
      expect(await driver.paymentsOf(first!.id)).toBe(1);
      expect(await bookingsOf(eventId)).toBe(1);
      expect(await t.db.select().from(refunds).where(eq(refunds.eventId, eventId))).toHaveLength(0);
    });

    it("a payment answered but not yet booked (its event late) holds off a second checkout; one waiting on the buyer's extra step does not", async () => {
      const { eventId } = await paidEvent();
      const { token } = await buyer();
      driver.loseEvents(true);
      try {
        expect((await pay(token, eventId, await driver.card(), crypto.randomUUID())).status).toBe(200);
        const [answered] = await checkoutsOf(eventId);
        expect([answered?.status, answered?.providerPaymentId === null]).toEqual(["pending", false]);
        const second = await pay(token, eventId, await driver.card(), crypto.randomUUID());
        expect([second.status, second.message]).toEqual([409, UNDER_WAY]);
      } finally {
        driver.loseEvents(false);
      }

      const other = await paidEvent();
      expect((await pay(token, other.eventId, await driver.openCard(), crypto.randomUUID())).status).toBe(200);
      const [waiting] = await checkoutsOf(other.eventId);
      expect([waiting?.status, waiting?.cardPaymentAskedAt]).toEqual(["pending", null]);
      expect((await pay(token, other.eventId, await driver.card(), crypto.randomUUID())).status).toBe(200);
      expect((await checkoutsOf(other.eventId)).map((row) => row.status).sort()).toEqual(["expired", expect.stringMatching(/^(pending|succeeded)$/)]);
      // The holds left open here would count against this client address's cap in the tests after.
      await t.db.update(transactions).set({ status: "expired" }).where(and(inArray(transactions.eventId, [eventId, other.eventId]), eq(transactions.status, "pending")));
    });

    it("a card payment the provider never took: reconciliation leaves the hold inside the window, then expires it, and the buyer pays at once", async () => {
      const { eventId } = await paidEvent();
      const { token } = await buyer();
      await refusedPayment(token, eventId);
      await reconcileLater();
      expect((await checkoutsOf(eventId)).map((row) => row.status)).toEqual(["pending"]);
      await reconcileLater(UNANSWERED_PAYMENT_MS + 1000);
      expect((await checkoutsOf(eventId)).map((row) => row.status)).toEqual(["expired"]);
      expect((await pay(token, eventId, await driver.card(), crypto.randomUUID())).status).toBe(200);
    });

    it("a card payment refused outright, or unanswered for longer than reconciliation takes, does not stop the next checkout", async () => {
      const { eventId } = await paidEvent();
      const { token } = await buyer();
      await refusedPayment(token, eventId);
      // Refused before anything happened, the payment is still unanswered as far as the app knows: the window applies.
      expect((await pay(token, eventId, await driver.card(), crypto.randomUUID())).status).toBe(409);
      t.setNow(new Date(Date.now() + UNANSWERED_PAYMENT_MS + 1000));
      try {
        expect((await pay(token, eventId, await driver.card(), crypto.randomUUID())).status).toBe(200);
      } finally {
        t.setNow(null);
      }
      const [first, next] = (await checkoutsOf(eventId)).sort((a, b) => a.id - b.id);
      expect([first?.status, next?.status === "expired"]).toEqual(["expired", false]);
      expect([await driver.paymentsOf(first!.id), await driver.paymentsOf(next!.id)]).toEqual([0, 1]);
    });
  });

  describe("the hosted page", () => {
    it("the provider cannot open its page: the spec's text, then one page for the same checkout when it is back", async () => {
      const { eventId } = await paidEvent();
      const { token } = await buyer();
      const key = crypto.randomUUID();
      driver.outage("createHostedCheckout", "answer-lost");
      const refused = await openHosted(token, eventId, key);
      driver.outage("createHostedCheckout", "unavailable");
      const again = await openHosted(token, eventId, key);
      for (const answer of [refused, again]) expect([answer.status, answer.success, answer.message]).toEqual([503, false, PAYMENT_FAILED]);
      const [held] = await checkoutsOf(eventId);
      expect([held?.status, held?.providerCheckoutId]).toEqual(["pending", null]);

      driver.outage("createHostedCheckout", null);
      const opened = await openHosted(token, eventId, key);
      expect([opened.status, opened.data?.transaction_id]).toEqual([200, held!.id]);
      expect(await driver.hostedPagesOf(held!.id)).toBe(1);
      expect((await checkoutsOf(eventId)).map((row) => row.providerCheckoutId)).toEqual([expect.stringMatching(/^cs_/)]);
    });

    it("coming back to the result while the provider does not answer shows the checkout as being confirmed", async () => {
      const { eventId } = await paidEvent();
      const { token } = await buyer();
      const started = await pay(token, eventId, await driver.openCard(), crypto.randomUUID());
      const checkoutId = started.data!.checkout.transaction_id;
      driver.outage("retrievePayment", "unavailable");
      try {
        const shown = await t.call<CheckoutStateData>("GET", `transaction/${checkoutId}`, { token });
        expect([shown.status, shown.success, shown.data?.status, shown.data?.booking_id]).toEqual([200, true, "pending", null]);
      } finally {
        driver.outage("retrievePayment", null);
      }
      expect((await t.call<CheckoutStateData>("GET", `transaction/${checkoutId}`, { token })).data?.status).toBe("requires_action");
    });
  });

  describe("the refunds job", () => {
    it("a refund the provider refuses or whose answer is lost stays owed; once it is back it is paid once and mailed once", async () => {
      const { host, eventId, user, sale } = await paidBooking();
      expect((await t.call("POST", "cancel-event", { token: await loginAs(t, host), body: { event_id: eventId } })).status).toBe(200);
      const owed = async () => (await t.db.select().from(refunds).where(eq(refunds.eventId, eventId))).map((row) => row.status);

      for (const fault of ["unavailable", "answer-lost"] as const) {
        driver.outage("refund", fault);
        try {
          expect(await payRefundsOwed(t.services)).toEqual({ refunded: 0, failed: 0 });
        } finally {
          driver.outage("refund", null);
        }
        expect(await owed()).toEqual(["owed"]);
      }
      expect(await driver.refundsOf(sale.providerPaymentId!)).toBe(1);

      expect(await payRefundsOwed(t.services)).toMatchObject({ refunded: 1, failed: 0 });
      expect(await payRefundsOwed(t.services)).toMatchObject({ refunded: 0, failed: 0 });
      expect(await owed()).toEqual(["refunded"]);
      expect(await driver.refundsOf(sale.providerPaymentId!)).toBe(1);
      expect(await mailsTo(user.email, "refund-paid")).toBe(1);
      expect((await checkoutsOf(eventId)).map((row) => row.status)).toEqual(["refunded"]);
    });
  });

  describe("the payouts job", () => {
    it("a transfer the provider refuses or whose answer is lost is sent again later, and the host is paid once", async () => {
      const { host, sale } = await paidBooking();
      // The sale was charged before the host could take payouts; now their account takes them.
      await t.db.update(users).set({ providerAccountId: `acct_outage_${host.id}`, payoutStatus: "payouts_enabled" }).where(eq(users.id, host.id));
      const transferOf = async () => (await t.db.select({ id: transactions.transferId }).from(transactions).where(eq(transactions.id, sale.id)))[0]?.id;

      for (const fault of ["unavailable", "answer-lost"] as const) {
        driver.outage("transfer", fault);
        try {
          await payEarlierSales(t.services);
        } finally {
          driver.outage("transfer", null);
        }
        expect(await transferOf()).toBeNull();
      }
      expect(await driver.transfersOf(sale.id)).toBe(1);

      await payEarlierSales(t.services);
      await payEarlierSales(t.services);
      expect(await transferOf()).toMatch(/^tr_/);
      expect(await driver.transfersOf(sale.id)).toBe(1);
    });
  });

  describe("the plan-renewals job (ADR 056)", () => {
    for (const fault of ["unavailable", "answer-lost"] as const) {
      it(`a renewal charge the provider ${fault === "unavailable" ? "refuses" : "makes but whose answer is lost"}: the next run charges the period once, under the same key`, async () => {
        const { user } = await buyer();
        const ends = new Date(Date.now() + 12 * 60 * 60 * 1000);
        await t.db.update(users).set({ packageId: 2, autoRenewal: true, planExpiresOn: ends, providerCustomerId: `cus_renewal_${user.id}` }).where(eq(users.id, user.id));
        await t.db.insert(savedCards).values({ userId: user.id, providerPaymentMethodId: await driver.card(), providerCustomerId: `cus_renewal_${user.id}`, nickname: "Main", isDefault: true, cardBrand: "visa", cardLastFour: "4242" });
        const renewalsOf = () => t.db.select().from(transactions).where(eq(transactions.userId, user.id));

        driver.loseEvents(true);
        driver.outage("createPayment", fault);
        try {
          await renewPlans(t.services);
        } finally {
          driver.outage("createPayment", null);
          driver.loseEvents(false);
        }
        const [left] = await renewalsOf();
        expect([left?.status, left?.providerPaymentId]).toEqual(["pending", null]);
        expect(await driver.paymentsOf(left!.id)).toBe(fault === "answer-lost" ? 1 : 0);

        await renewPlans(t.services);
        await renewPlans(t.services);
        const renewals = await renewalsOf();
        expect(renewals.map((row) => [row.id, row.status])).toEqual([[left!.id, "succeeded"]]);
        expect(await driver.paymentsOf(left!.id)).toBe(1);
        const [plan] = await t.db.select({ expires: users.planExpiresOn }).from(users).where(eq(users.id, user.id));
        expect(plan?.expires?.toISOString()).toBe(addCalendarMonths(ends, 1).toISOString());
        expect(await mailsTo(user.email, "payment-receipt")).toBe(1);
        // A provider's test card is one payment method: saved by one account at a time.
        await t.db.delete(savedCards).where(eq(savedCards.userId, user.id));
      });
    }
  });
}
