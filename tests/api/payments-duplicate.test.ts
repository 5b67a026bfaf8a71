// A second payment for one checkout (ADR 031): whichever payment settles the checkout first is kept,
// every other payment for it is refunded whole exactly once — when the events arrive in either order,
// when each arrives three times, and when the webhooks are lost and reconciliation finds the payments.
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { EarningsData, HostedCheckoutData, TransactionCreateData } from "~server/api/contract";
import { bookings, events, refunds, sandboxRefunds, transactions } from "~server/db/schema";
import { deliverPendingMail } from "~server/domain/mail";
import { payRefundsOwed } from "~server/domain/payments/refunds";
import { RECONCILE_AFTER_MS, reconcilePayments } from "~server/domain/payments/reconcile";
import { deliverSandboxEvents, handlePaymentWebhook, wasReceived } from "~server/domain/payments/webhook";
import { useTestApi } from "~tests/support/api";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

afterEach(() => {
  // Back to the sandbox delivering its own events at once, on the real clock.
  deliverSandboxEvents(t.services);
  t.setNow(null);
});

const VISA = "4242 4242 4242 4242";
const THREE_D_SECURE = "4000 0027 6000 3184";
const entry = (number: string) => ({ number, expiry: "12 / 34", cvc: "123", name: "Ada Buyer" });
const PRICE_ALL_IN = 1230;

async function card(number: string): Promise<string> {
  const made = await t.payments.createPaymentMethod(entry(number));
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.id;
}

/** A £10.00 event (£12.30 all in), a buyer, and one checkout_key for the buyer's submits. */
async function scene() {
  const host = await createUser(t);
  const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000 });
  await t.db.update(events).set({ maxParticipants: 5 }).where(eq(events.id, eventId));
  const user = await createUser(t);
  const token = await loginAs(t, user);
  const body = { id: eventId, transaction_type: "event_booking", checkout_key: `dup-${eventId}` };
  return { eventId, host, user, token, body };
}

/** The card path with the 3-D Secure card: the payment waits for its extra step. */
async function waitingCardPayment(token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { ...body, invoice_id: await card(THREE_D_SECURE) } });
  expect(answer.data?.checkout.next_action_url).toBeTruthy();
  return answer.data!.checkout.next_action_url!.split("/").pop()!;
}

/** The same checkout on the provider's hosted page (the same checkout_key). */
async function hostedPage(token: string, body: Record<string, unknown>): Promise<{ sessionId: string; transactionId: number }> {
  const hosted = await t.call<HostedCheckoutData>("POST", "transaction/hosted", { token, body });
  expect(hosted.status).toBe(200);
  return { sessionId: hosted.data!.url.split("/").pop()!, transactionId: hosted.data!.transaction_id };
}

async function payHosted(sessionId: string, number: string): Promise<string> {
  const done = await t.payments.completeHostedCheckout(sessionId, entry(number));
  expect(done.ok).toBe(true);
  const checkout = await t.payments.hostedCheckout(sessionId);
  return checkout!.paymentId!;
}

async function outcomeOf(eventId: number, userId: number) {
  const booked = await t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.userId, userId), eq(bookings.status, "booked")));
  const [checkout] = await t.db.select().from(transactions).where(and(eq(transactions.eventId, eventId), eq(transactions.userId, userId)));
  const owed = await t.db.select().from(refunds).where(eq(refunds.transactionId, checkout!.id));
  return { booked, checkout: checkout!, owed };
}

/** Records the sandbox's signed events instead of delivering them (a webhook held back or lost). */
function holdEvents(): Array<{ body: string; kind: string; paymentId: string | null }> {
  const held: Array<{ body: string; kind: string; paymentId: string | null }> = [];
  t.payments.deliverTo(async (body) => {
    const event = JSON.parse(body) as { kind: string; paymentId?: string | null };
    held.push({ body, kind: event.kind, paymentId: event.paymentId ?? null });
  });
  return held;
}

const deliver = async (body: string) => {
  const answer = await handlePaymentWebhook(t.services, body, t.payments.sign(body));
  expect(wasReceived(answer)).toBe(true);
};

describe("a second payment for a paid checkout", () => {
  it("the card's 3-D Secure step finished after the hosted page was paid: the booking stands and the card payment is refunded once", async () => {
    const { eventId, host, user, token, body } = await scene();
    const cardPayment = await waitingCardPayment(token, body);
    const { sessionId } = await hostedPage(token, body);
    const hostedPayment = await payHosted(sessionId, VISA);
    await t.payments.authenticate(cardPayment, "complete");
    await deliverPendingMail(t.services);

    const { booked, checkout, owed } = await outcomeOf(eventId, user.id);
    expect(booked).toHaveLength(1);
    expect(checkout).toMatchObject({ status: "succeeded", providerPaymentId: hostedPayment });
    expect(owed.map((row) => [row.reason, row.duplicatePaymentId, row.amountPence, row.status])).toEqual([["duplicate_payment", cardPayment, PRICE_ALL_IN, "owed"]]);
    expect(t.nudges).toContain("refunds");
    expect(t.mails.filter((mail) => mail.to === user.email).map((mail) => mail.subject)).toContain(`Refund on its way: second payment for "${(await titleOf(eventId))}"`);

    await Promise.all([payRefundsOwed(t.services), payRefundsOwed(t.services)]);
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, cardPayment))).toHaveLength(1);
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, hostedPayment))).toHaveLength(0);
    const after = await outcomeOf(eventId, user.id);
    // The purchase the duplicate was refunded from still stands.
    expect([after.booked.length, after.checkout.status, after.owed[0]?.status]).toEqual([1, "succeeded", "refunded"]);

    // The buyer's history: the payment and its refund, and the booking still theirs.
    const history = await t.call<{ transactions: Array<{ kind: string; status: string; refund_status: string | null; amount: number; booking_id: string | null }> }>("GET", "bookings", { token });
    const rows = history.data!.transactions.filter((row) => row.amount === PRICE_ALL_IN);
    expect(rows.map((row) => [row.kind, row.status, row.refund_status])).toEqual([
      ["refund", "succeeded", "refunded"],
      ["payment", "succeeded", null],
    ]);
    // The refund names the booking it was paid twice for.
    expect(rows[0]!.booking_id).toBe(booked[0]!.bookingRef);
    // The host's earnings: one sale, nothing given back (the duplicate was never their sale).
    const earnings = await t.call<EarningsData>("GET", "earnings", { token: await loginAs(t, host) });
    expect(earnings.data!.rows.filter((row) => row.id === eventId).map((row) => [row.sold, row.refunds_pence])).toEqual([[1, 0]]);
  });

  it("one hosted page paid with the 3-D Secure card, then with another card, then the first step finished: the first payment is refunded", async () => {
    const { eventId, user, token, body } = await scene();
    const { sessionId } = await hostedPage(token, body);
    const waiting = await t.payments.completeHostedCheckout(sessionId, entry(THREE_D_SECURE));
    expect(waiting.ok && waiting.redirectTo).toMatch(/\/sandbox\/authenticate\//);
    const firstPayment = (await t.payments.hostedCheckout(sessionId))!.paymentId!;
    const secondPayment = await payHosted(sessionId, VISA);
    expect(secondPayment).not.toBe(firstPayment);
    await t.payments.authenticate(firstPayment, "complete");

    const { booked, checkout, owed } = await outcomeOf(eventId, user.id);
    expect(booked).toHaveLength(1);
    expect(checkout.providerPaymentId).toBe(secondPayment);
    expect(owed.map((row) => [row.reason, row.duplicatePaymentId])).toEqual([["duplicate_payment", firstPayment]]);
  });

  it("the other order: the 3-D Secure step finishes first, so the hosted page's payment is the one refunded", async () => {
    const { eventId, user, token, body } = await scene();
    const cardPayment = await waitingCardPayment(token, body);
    const { sessionId } = await hostedPage(token, body);
    await t.payments.authenticate(cardPayment, "complete");
    const hostedPayment = await payHosted(sessionId, VISA);

    const { booked, checkout, owed } = await outcomeOf(eventId, user.id);
    expect(booked).toHaveLength(1);
    expect(checkout.providerPaymentId).toBe(cardPayment);
    expect(owed.map((row) => [row.reason, row.duplicatePaymentId, row.amountPence])).toEqual([["duplicate_payment", hostedPayment, PRICE_ALL_IN]]);
  });

  for (const order of ["hosted first", "card first"] as const) {
    it(`each event delivered three times, ${order}: one booking and one refund`, async () => {
      const { eventId, user, token, body } = await scene();
      const held = holdEvents();
      const cardPayment = await waitingCardPayment(token, body);
      const { sessionId } = await hostedPage(token, body);
      const hostedPayment = await payHosted(sessionId, VISA);
      await t.payments.authenticate(cardPayment, "complete");
      const about = (paymentId: string) => held.filter((event) => event.paymentId === paymentId).map((event) => event.body);
      const [first, second] = order === "hosted first" ? [hostedPayment, cardPayment] : [cardPayment, hostedPayment];
      expect(about(first).length).toBeGreaterThan(0);
      expect(about(second).length).toBeGreaterThan(0);
      for (const paymentId of [first, second]) for (let time = 0; time < 3; time += 1) for (const event of about(paymentId)) await deliver(event);
      // Then all of them again at once, as a provider retrying in parallel would.
      await Promise.all(held.map((event) => deliver(event.body)));

      const { booked, checkout, owed } = await outcomeOf(eventId, user.id);
      expect(booked).toHaveLength(1);
      expect(checkout.providerPaymentId).toBe(first);
      expect(owed.map((row) => [row.reason, row.duplicatePaymentId])).toEqual([["duplicate_payment", second]]);
      await payRefundsOwed(t.services);
      await payRefundsOwed(t.services);
      expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, second))).toHaveLength(1);
      expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, first))).toHaveLength(0);
    });
  }

  it("every webhook lost: reconciliation books one payment and refunds the other, once however often it runs", async () => {
    const { eventId, user, token, body } = await scene();
    holdEvents();
    const cardPayment = await waitingCardPayment(token, body);
    const { sessionId } = await hostedPage(token, body);
    const hostedPayment = await payHosted(sessionId, VISA);
    await t.payments.authenticate(cardPayment, "complete");
    expect((await outcomeOf(eventId, user.id)).booked).toHaveLength(0);

    t.setNow(new Date(Date.now() + RECONCILE_AFTER_MS + 5_000));
    const first = await reconcilePayments(t.services);
    expect(first.fulfilled + first.strays).toBe(2);
    const again = await reconcilePayments(t.services);
    expect(again.strays).toBe(0);

    const { booked, checkout, owed } = await outcomeOf(eventId, user.id);
    expect(booked).toHaveLength(1);
    const kept = checkout.providerPaymentId;
    expect([cardPayment, hostedPayment]).toContain(kept);
    const other = kept === cardPayment ? hostedPayment : cardPayment;
    expect(owed.map((row) => [row.reason, row.duplicatePaymentId])).toEqual([["duplicate_payment", other]]);
  });

  it("a payment on an already refunded checkout is refunded too, and never the same payment twice", async () => {
    const { eventId, user, token, body } = await scene();
    await t.db.update(events).set({ canCancel: true }).where(eq(events.id, eventId));
    const { sessionId } = await hostedPage(token, body);
    const paid = await payHosted(sessionId, VISA);
    // The buyer cancels; their payment is refunded as the booking's refund.
    const cancel = await t.call("POST", "cancel-booking", { token, body: { event_id: eventId } });
    expect([cancel.status, cancel.message]).toEqual([200, expect.any(String)]);
    await payRefundsOwed(t.services);
    const late = (await t.payments.listSucceededPayments(new Date(0), 50)).find((payment) => payment.id === paid)!;
    const stray = { id: "evt_late_second", kind: "payment_succeeded", paymentId: "pi_sb_late_second", transactionId: late.transactionId, amountPence: PRICE_ALL_IN, paymentMethodId: null };
    await deliver(JSON.stringify(stray));
    await deliver(JSON.stringify({ ...stray, id: "evt_late_second_again" }));
    const { owed, checkout } = await outcomeOf(eventId, user.id);
    expect(checkout.status).toBe("refunded");
    expect(owed.map((row) => [row.reason, row.duplicatePaymentId]).sort()).toEqual([
      ["booking_cancelled", null],
      ["duplicate_payment", "pi_sb_late_second"],
    ]);
  });
});

async function titleOf(eventId: number): Promise<string> {
  const [row] = await t.db.select({ title: events.title }).from(events).where(eq(events.id, eventId));
  return row!.title;
}
