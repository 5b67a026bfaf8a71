// Plan renewals: the plan-renewals job charges a paid package with auto-renewal to the
// default saved card a day before its period ends — once, however often or wherever it runs — and
// extends the period from its end; a plan whose renewal was cancelled returns to the free package
// when the period ends, and so does one whose renewal could not be paid. A run that dies between
// writing the period's checkout and keeping the provider's answer is made good by the next run,
// under the same idempotency key: charged exactly once, whether or not the first call reached the
// provider (ADR 056).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxPayments, savedCards, transactions, users } from "~server/db/schema";
import { deliverPendingMail } from "~server/domain/mail";
import { expireLapsedHolds } from "~server/domain/payments/holds";
import { renewPlans } from "~server/domain/payments/renewals";
import { deliverSandboxEvents } from "~server/domain/payments/webhook";
import type { Services } from "~server/services";
import { addCalendarMonths } from "~shared/subscription-period";
import { useTestApi } from "~tests/support/api";
import { createUser } from "./auth-support";

const t = useTestApi();

const DAY = 24 * 60 * 60 * 1000;

/** A user on package 2 whose period ends in `hoursLeft` hours, with a default card of this number. */
async function subscriber(hoursLeft: number, autoRenewal: boolean, cardNumber: string | null = "4242424242424242") {
  const user = await createUser(t);
  const ends = new Date(Date.now() + hoursLeft * 60 * 60 * 1000);
  const customerId = await t.payments.createCustomer({ userId: user.id, email: user.email, name: "Sub Scriber" });
  await t.db.update(users).set({ packageId: 2, autoRenewal, planExpiresOn: ends, providerCustomerId: customerId }).where(eq(users.id, user.id));
  if (cardNumber) {
    const made = await t.payments.createPaymentMethod({ number: cardNumber, expiry: "12/34", cvc: "123", name: "Sub Scriber" });
    if (!made.ok) throw new Error("card refused");
    await t.payments.attachCard(customerId, made.id);
    await t.db.insert(savedCards).values({ userId: user.id, providerPaymentMethodId: made.id, providerCustomerId: customerId, nickname: "Main", isDefault: true, cardBrand: "visa", cardLastFour: cardNumber.slice(-4) });
  }
  return { user, ends };
}

async function plan(userId: number) {
  const [row] = await t.db.select({ packageId: users.packageId, expires: users.planExpiresOn, autoRenewal: users.autoRenewal }).from(users).where(eq(users.id, userId));
  return row!;
}

describe("plan renewals", () => {
  it("charges the default card once a day before the end and extends the period from its end", async () => {
    const { user, ends } = await subscriber(12, true);
    await Promise.all([renewPlans(t.services), renewPlans(t.services)]);
    await renewPlans(t.services);
    const renewals = await t.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(renewals.map((row) => [row.transactionType, row.status, row.amountPence])).toEqual([["package_subscription", "succeeded", 1999]]);
    const after = await plan(user.id);
    expect(after.packageId).toBe(2);
    const expected = new Date(ends);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(after.expires?.toISOString()).toBe(expected.toISOString());
  });

  it("leaves a plan with more than a day left alone", async () => {
    const { user } = await subscriber(72, true);
    await renewPlans(t.services);
    expect(await t.db.select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(0);
  });

  it("a cancelled renewal ends the plan at its expiry: back to the free package", async () => {
    const { user, ends } = await subscriber(1, false);
    await renewPlans(t.services);
    expect((await plan(user.id)).packageId).toBe(2);
    t.setNow(new Date(ends.getTime() + 60_000));
    try {
      await renewPlans(t.services);
    } finally {
      t.setNow(null);
    }
    expect(await plan(user.id)).toEqual({ packageId: 1, expires: null, autoRenewal: false });
    expect(await t.db.select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(0);
  });

  it("a declined renewal is not paid and the plan ends at its expiry", async () => {
    const { user, ends } = await subscriber(6, true, "4000000000000002");
    const run = await renewPlans(t.services);
    expect(run.failed).toBeGreaterThanOrEqual(1);
    const [attempt] = await t.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect([attempt?.status, attempt?.failureMessage]).toEqual(["failed", "Your card was declined."]);
    t.setNow(new Date(ends.getTime() + DAY));
    try {
      await renewPlans(t.services);
    } finally {
      t.setNow(null);
    }
    expect((await plan(user.id)).packageId).toBe(1);
  });
});

describe("a renewal run that dies between writing the checkout and keeping the provider's answer", () => {
  /** The services of a run that dies at the provider's createPayment: before the call reaches it, or after it charged. */
  function dyingAt(when: "before the call" | "after the charge"): Services {
    const real = t.payments.createPayment.bind(t.payments);
    return {
      ...t.services,
      payments: {
        ...t.payments,
        async createPayment(input) {
          if (when === "after the charge") await real(input);
          throw new Error(`the machine died ${when}`);
        },
      },
    };
  }

  /** The period was charged once: one succeeded checkout, one payment at the provider under `txn-<id>`, the plan a month longer, one receipt. */
  async function expectChargedOnce(user: { id: number; email: string }, ends: Date) {
    const renewals = await t.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(renewals.map((row) => [row.transactionType, row.status, row.amountPence])).toEqual([["package_subscription", "succeeded", 1999]]);
    const charges = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.transactionId, renewals[0]!.id));
    expect(charges.map((row) => [row.idempotencyKey, row.state])).toEqual([[`txn-${renewals[0]!.id}`, "succeeded"]]);
    expect(renewals[0]!.providerPaymentId).toBe(charges[0]!.id);
    expect((await plan(user.id)).expires?.toISOString()).toBe(addCalendarMonths(ends, 1).toISOString());
    await deliverPendingMail(t.services);
    expect(t.mails.filter((mail) => mail.to === user.email).map((mail) => mail.kind)).toEqual(["payment-receipt"]);
  }

  it("before the call reached the provider: the next run charges the period, once", async () => {
    const { user, ends } = await subscriber(12, true);
    await renewPlans(dyingAt("before the call"));
    const [left] = await t.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect([left?.status, left?.providerPaymentId]).toEqual(["pending", null]);
    await renewPlans(t.services);
    await renewPlans(t.services);
    await expectChargedOnce(user, ends);
  });

  it("after the provider charged (its answer and its event lost): the next run gets the same payment back, and the card is charged once", async () => {
    const { user, ends } = await subscriber(12, true);
    t.payments.deliverTo(async () => {});
    try {
      await renewPlans(dyingAt("after the charge"));
    } finally {
      deliverSandboxEvents(t.services);
    }
    const [left] = await t.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect([left?.status, left?.providerPaymentId]).toEqual(["pending", null]);
    await renewPlans(t.services);
    await renewPlans(t.services);
    await expectChargedOnce(user, ends);
  });

  it("after its hold lapsed (the holds job marked the checkout expired): the next run still charges the period, once", async () => {
    const { user, ends } = await subscriber(12, true);
    const now = new Date();
    t.setNow(now);
    try {
      await renewPlans(dyingAt("before the call"));
      t.setNow(new Date(now.getTime() + 60 * 60 * 1000));
      expect(await expireLapsedHolds(t.services)).toBeGreaterThanOrEqual(1);
      const [lapsed] = await t.db.select().from(transactions).where(eq(transactions.userId, user.id));
      expect(lapsed?.status).toBe("expired");
      await renewPlans(t.services);
    } finally {
      t.setNow(null);
    }
    await expectChargedOnce(user, ends);
  });
});
