// The payment jobs: lapsed holds, reconciliation and refunds, every minute on one of
// the app's machines (pg-boss), and nudged when there is work (a cancelled paid booking, a payment
// that could not be honoured).
import { expireLapsedHolds } from "~server/domain/payments/holds";
import { reconcilePayments } from "~server/domain/payments/reconcile";
import { payRefundsOwed } from "~server/domain/payments/refunds";
import { renewChannelSubscriptions, renewPlans } from "~server/domain/payments/renewals";
import { payEarlierSales } from "~server/domain/payouts/transfers";
import type { JobDefinition } from "./queue";

export const paymentHoldsJob: JobDefinition = {
  name: "payment-holds",
  cron: "* * * * *",
  async run(services) {
    const expired = await expireLapsedHolds(services);
    if (expired > 0) console.info(`payment-holds: ${expired} lapsed checkout hold(s) released.`);
  },
};

export const paymentReconcileJob: JobDefinition = {
  name: "payment-reconcile",
  cron: "* * * * *",
  async run(services) {
    const run = await reconcilePayments(services);
    if (run.fulfilled + run.failed > 0) console.info(`payment-reconcile: ${run.fulfilled} finished, ${run.failed} failed of ${run.checked} checked.`);
  },
};

export const refundsJob: JobDefinition = {
  name: "refunds",
  cron: "*/5 * * * *",
  async run(services) {
    const run = await payRefundsOwed(services);
    if (run.refunded + run.failed > 0) console.info(`refunds: ${run.refunded} paid, ${run.failed} refused by the provider.`);
  },
};

export const planRenewalsJob: JobDefinition = {
  name: "plan-renewals",
  cron: "23 * * * *",
  async run(services) {
    const run = await renewPlans(services);
    if (run.charged + run.failed + run.downgraded > 0) console.info(`plan-renewals: ${run.charged} renewed, ${run.failed} not paid, ${run.downgraded} back to the free plan.`);
  },
};

/** Monthly channel subscriptions: renewed a day before to_date (where the provider does not bill them), expired after it. */
export const channelRenewalsJob: JobDefinition = {
  name: "channel-renewals",
  cron: "29 * * * *",
  async run(services) {
    const run = await renewChannelSubscriptions(services);
    if (run.charged + run.failed + run.downgraded > 0) console.info(`channel-renewals: ${run.charged} renewed, ${run.failed} not paid, ${run.downgraded} expired.`);
  },
};

/** Hosts' shares of sales made before their account could take payouts; nudged when an account is enabled. */
export const payoutsJob: JobDefinition = {
  name: "payouts",
  cron: "*/10 * * * *",
  async run(services) {
    const run = await payEarlierSales(services);
    if (run.transferred > 0) console.info(`payouts: ${run.transferred} earlier sale(s) paid out to their hosts.`);
  },
};
