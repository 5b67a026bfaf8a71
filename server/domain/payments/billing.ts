// Packages on the provider's recurring billing: with Stripe, a paid package bought
// through our checkout becomes a Stripe Billing subscription whose first charge is at the end of the
// period just paid, on the user's default saved card. Stripe then renews it (invoice.paid extends the
// plan and records the payment), auto-renewal off ends it at the period's end, and its deletion
// leaves the plan to lapse at its expiry. With the sandbox (no billing) the plan-renewals job renews,
// as it also does for a Stripe plan whose billing could not be started.
import { and, eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { packages, savedCards, transactions, users } from "~server/db/schema";
import { queueMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { priceBreakdown } from "~shared/pricing";
import { purchaseReceiptMail } from "./mails";
import { referenceOf } from "./fulfil";
import { applyPlanPurchase } from "./plans";
import { FREE_PACKAGE_ID, lineOf } from "~shared/package-buttons";
import { feesOfPackage } from "./quote";

type BillingServices = Pick<Services, "db" | "now" | "payments">;

/**
 * After a package purchase is fulfilled (after its commit): its later periods go to the provider's
 * billing, replacing any billing of an earlier package. A failure is logged and leaves the renewal
 * to the plan-renewals job; the purchase itself stands.
 */
export async function startPlanBilling(services: BillingServices, userId: number): Promise<void> {
  const billing = services.payments.billing;
  if (!billing) return;
  try {
    const [row] = await services.db
      .select({ user: users, pkg: packages, card: savedCards })
      .from(users)
      .innerJoin(packages, eq(packages.id, users.packageId))
      .leftJoin(savedCards, and(eq(savedCards.userId, users.id), eq(savedCards.isDefault, true)))
      .where(eq(users.id, userId));
    if (!row) return;
    const { user, pkg, card } = row;
    // The earlier package's billing ends whatever happens next, so it never charges for a package left.
    if (user.planSubscriptionId) {
      await billing.cancel(user.planSubscriptionId);
      await services.db.update(users).set({ planSubscriptionId: null }).where(eq(users.id, userId));
    }
    if (!card || lineOf(pkg) === FREE_PACKAGE_ID || pkg.tenure === "lifetime" || !user.autoRenewal || !user.planExpiresOn) return;
    const each = priceBreakdown(pkg.pricePence, await feesOfPackage(services.db, pkg.id));
    const started = await billing.start({
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      product: { id: `marquee-package-${pkg.id}`, name: `Marquee ${pkg.name}` },
      metadata: { user_id: String(userId), package_id: String(pkg.id) },
      amountPence: each.totalPence,
      interval: pkg.tenure === "yearly" ? "year" : "month",
      firstChargeAt: user.planExpiresOn,
      // One per user, package and paid period: a retried fulfilment starts it once.
      idempotencyKey: `plan-${userId}-${pkg.id}-${user.planExpiresOn.toISOString().slice(0, 10)}`,
    });
    await services.db.update(users).set({ planSubscriptionId: started.id, updatedAt: services.now() }).where(eq(users.id, userId));
  } catch (error) {
    console.error("The plan's recurring billing could not be started; the plan-renewals job will renew it", userId, error instanceof Error ? error.message : error);
  }
}

/** Auto-renewal turned on or off on a plan the provider bills. */
export async function setPlanBillingRenewal(services: BillingServices, subscriptionId: string | null, renew: boolean): Promise<void> {
  if (!subscriptionId || !services.payments.billing) return;
  await services.payments.billing.setRenewal(subscriptionId, renew);
}

/**
 * The provider charged a later period (inside the webhook's transaction, once per event): the plan
 * runs on from its current end, and the payment is a package_subscription in the history, with a receipt.
 */
export async function applyPlanRenewed(
  tx: Executor,
  services: Pick<Services, "now" | "config" | "payments">,
  event: { subscriptionId: string; invoiceId: string; amountPence: number },
): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.planSubscriptionId, event.subscriptionId));
  if (!user) return false;
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, user.packageId));
  if (!pkg) return false;
  const now = services.now();
  const [payment] = await tx
    .insert(transactions)
    .values({
      userId: user.id,
      transactionType: "package_subscription",
      amountPence: event.amountPence,
      subtotalPence: pkg.pricePence,
      status: "succeeded",
      idempotencyKey: `plan-invoice:${event.invoiceId}`,
      provider: services.payments.name,
      providerPaymentId: event.invoiceId,
      packageId: pkg.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (!payment) return false;
  await applyPlanPurchase(tx, user.id, pkg.id, pkg.tenure, now);
  const appUrl = services.config.appUrl.replace(/\/+$/, "");
  await queueMail(tx, services, purchaseReceiptMail(user, `the ${pkg.name} package`, event.amountPence, referenceOf(payment), `${appUrl}/subscription-info`));
  return true;
}

/** The provider's billing ended: nothing renews it any more, and the plan lapses at its expiry. */
export async function applyPlanEnded(tx: Executor, services: Pick<Services, "now">, subscriptionId: string): Promise<boolean> {
  const ended = await tx
    .update(users)
    .set({ planSubscriptionId: null, autoRenewal: false, updatedAt: services.now() })
    .where(eq(users.planSubscriptionId, subscriptionId))
    .returning({ id: users.id });
  return ended.length > 0;
}
