// Plan renewals: the plan-renewals job charges a paid package with auto-renewal to the
// default saved card a day before its period ends — once, however often or wherever it runs — and
// extends the period from its end; a plan whose renewal was cancelled returns to the free package
// when the period ends, and so does one whose renewal could not be paid.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedCards, transactions, users } from "~server/db/schema";
import { renewPlans } from "~server/domain/payments/renewals";
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
