// Plan renewals, run by the plan-renewals job: a paid package with auto-renewal is
// charged to the default saved card a day before its period ends, through the same checkout row and
// fulfilment as a purchase (the renewal's idempotency key names the user and the period, so several
// machines or a retried run charge once). A plan without auto-renewal, or whose renewal could not be
// paid, returns to the free package when its period ends. Plans the provider bills itself (Stripe
// Billing, server/domain/payments/billing.ts) are left to it.
import { and, eq, gt, isNotNull, isNull, lte, ne } from "drizzle-orm";
import { packages, savedCards, transactions, users } from "~server/db/schema";
import { isUniqueViolation } from "~server/db/unique-violation";
import type { Services } from "~server/services";
import { priceBreakdown } from "~shared/pricing";
import { applyPaymentEvent } from "./fulfil";
import { HOLD_MINUTES } from "./messages";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { feesOfPackage } from "./quote";

type RenewalServices = Pick<Services, "db" | "now" | "payments" | "jobs" | "config">;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RenewalRun {
  charged: number;
  failed: number;
  downgraded: number;
}

export async function renewPlans(services: RenewalServices): Promise<RenewalRun> {
  const now = services.now();
  const run: RenewalRun = { charged: 0, failed: 0, downgraded: 0 };
  const due = await services.db
    .select({ user: users, pkg: packages, card: savedCards })
    .from(users)
    .innerJoin(packages, eq(packages.id, users.packageId))
    .innerJoin(savedCards, and(eq(savedCards.userId, users.id), eq(savedCards.isDefault, true)))
    .where(
      and(
        eq(users.autoRenewal, true),
        // A plan the provider bills (Stripe Billing) is renewed there.
        isNull(users.planSubscriptionId),
        ne(users.packageId, FREE_PACKAGE_ID),
        isNotNull(users.planExpiresOn),
        lte(users.planExpiresOn, new Date(now.getTime() + DAY_MS)),
        gt(users.planExpiresOn, now),
      ),
    )
    .limit(100);
  for (const { user, pkg, card } of due) {
    const period = user.planExpiresOn!.toISOString().slice(0, 10);
    const breakdown = priceBreakdown(pkg.pricePence, await feesOfPackage(services.db, user.packageId));
    let checkoutId: number;
    try {
      const [row] = await services.db
        .insert(transactions)
        .values({
          userId: user.id,
          transactionType: "package_subscription",
          amountPence: breakdown.totalPence,
          subtotalPence: breakdown.pricePence,
          taxPence: breakdown.taxPence,
          handlingPence: breakdown.handlingPence,
          status: "pending",
          idempotencyKey: `renewal:${user.id}:${pkg.id}:${period}`,
          provider: services.payments.name,
          reservationExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60 * 1000),
          packageId: pkg.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: transactions.id });
      checkoutId = row!.id;
    } catch (error) {
      // Another machine (or an earlier run) has this period's renewal in hand.
      if (isUniqueViolation(error, "transactions_idempotency_key_unique")) continue;
      throw error;
    }
    const payment = await services.payments.createPayment({
      idempotencyKey: `txn-${checkoutId}`,
      amountPence: breakdown.totalPence,
      description: `Marquee ${pkg.name} renewal`,
      transactionId: checkoutId,
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      saveCard: false,
      returnUrl: `${services.config.appUrl.replace(/\/+$/, "")}/subscription-info`,
    });
    await services.db.update(transactions).set({ providerPaymentId: payment.id }).where(and(eq(transactions.id, checkoutId), eq(transactions.status, "pending")));
    if (payment.state === "failed" || payment.state === "canceled") {
      await applyPaymentEvent(services, { id: `answer:${payment.id}`, kind: "payment_failed", paymentId: payment.id, transactionId: checkoutId, message: payment.failureMessage ?? "The renewal payment did not go through." });
      run.failed += 1;
    } else if (payment.state === "succeeded") {
      run.charged += 1;
    }
  }
  const downgraded = await services.db
    .update(users)
    .set({ packageId: FREE_PACKAGE_ID, autoRenewal: false, planExpiresOn: null, updatedAt: now })
    .where(and(ne(users.packageId, FREE_PACKAGE_ID), isNotNull(users.planExpiresOn), lte(users.planExpiresOn, now)))
    .returning({ id: users.id });
  run.downgraded = downgraded.length;
  return run;
}
