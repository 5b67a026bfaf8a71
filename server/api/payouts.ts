// Bank details, payouts and earnings (002 §7): countries, stripe/retrive_account,
// stripe/create_account, stripe/account-link and earnings. Whatever the provider, the names are the
// spec's; the bank account goes to the provider and only its last four digits come back.
import { Hono } from "hono";
import { COUNTRIES, isCountryCode } from "~server/db/reference/countries";
import { invalid } from "~server/domain/errors";
import { readBankDetails, saveBankDetails, verificationLink } from "~server/domain/payouts/accounts";
import { earningsOf } from "~server/domain/payouts/earnings";
import type { ProviderAccount } from "~server/integrations/payments/types";
import { payoutMessages } from "~shared/messages/payouts";
import type { RetrieveAccountData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const payoutRoutes = new Hono<ApiEnv>();

function accountData(account: ProviderAccount | null, canVerify: boolean): RetrieveAccountData {
  if (!account) return { response: null, can_verify: false };
  const person = account.individual;
  return {
    response: {
      id: account.id,
      status: account.status,
      individual: {
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        dob: person.dob,
        address: { line1: person.line1, postal_code: person.postalCode, city: person.city, country: person.country },
        phone: person.phone,
      },
      external_accounts: { data: account.bank ? [{ account_holder_name: account.bank.accountHolderName, last4: account.bank.last4, routing_number: account.bank.sortCodeMasked }] : [] },
    },
    can_verify: canVerify && account.status !== "payouts_enabled",
  };
}

defineCall(payoutRoutes, "GET countries", async () => ({ data: COUNTRIES.map(({ sortname, name }) => ({ sortname, name })) }));

defineCall(payoutRoutes, "GET stripe/retrive_account", async ({ services, user }) => ({
  data: accountData(await readBankDetails(services, user.id), services.payments.name === "stripe"),
}));

defineCall(payoutRoutes, "POST stripe/create_account", async ({ services, user, body }) => {
  if (!isCountryCode(body.country)) throw invalid(payoutMessages.countryShortCode, { country: [payoutMessages.countryShortCode] });
  const account = await saveBankDetails(services, user.id, body);
  return { data: accountData(account, services.payments.name === "stripe"), message: payoutMessages.saved };
});

defineCall(payoutRoutes, "POST stripe/account-link", async ({ services, user }) => ({ data: { url: await verificationLink(services, user.id) } }));

defineCall(payoutRoutes, "GET earnings", async ({ services, user }) => {
  const earnings = await earningsOf(services, user.id);
  const money = (row: typeof earnings.totals) => ({
    sold: row.sold,
    sales_pence: row.salesPence,
    refunds_pence: row.refundsPence,
    commission_pence: row.commissionPence,
    paid_out_pence: row.paidOutPence,
    to_be_paid_pence: row.toBePaidPence,
  });
  return {
    data: {
      package: {
        id: earnings.package.id,
        name: earnings.package.name,
        commission_live_event_bp: earnings.package.liveEventBp,
        commission_pre_recorded_event_bp: earnings.package.preRecordedEventBp,
        commission_subscription_user_bp: earnings.package.subscriptionBp,
      },
      rows: earnings.rows.map((row) => ({ month: row.month, type: row.type, id: row.id, title: row.title, ...money(row) })),
      totals: money(earnings.totals),
    },
  };
});
