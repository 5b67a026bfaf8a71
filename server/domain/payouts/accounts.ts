// Bank details (002 §2.7): they go to the payment provider's connected account for the
// host (Stripe Connect with Stripe; the sandbox's own books otherwise). Marquee keeps the account's
// id, its payout status, the last four digits and a masked sort code for display — never a full
// account number or sort code, and nothing here logs them.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BankDetailsInput } from "~shared/schemas/bank-details";
import { users } from "~server/db/schema";
import { notFound, rejected } from "~server/domain/errors";
import type { AccountDetails, PayoutStatus, ProviderAccount } from "~server/integrations/payments/types";
import type { Services } from "~server/services";
import { payoutMessages } from "~shared/messages/payouts";

type PayoutServices = Pick<Services, "db" | "now" | "payments" | "jobs" | "config">;

export function accountDetailsOf(input: BankDetailsInput): AccountDetails {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    dob: { day: Number(input.dob_day), month: Number(input.dob_month), year: Number(input.dob_year) },
    line1: input.line1,
    postalCode: input.postal_code,
    city: input.city,
    country: input.country,
    phone: input.phone,
    accountHolderName: input.account_holder_name,
    sortCode: input.routing_number,
    accountNumber: input.account_number,
  };
}

async function hostRow(services: Pick<Services, "db">, userId: number) {
  const [row] = await services.db
    .select({ id: users.id, accountId: users.providerAccountId, payoutStatus: users.payoutStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound("User not found");
  return row;
}

/** Records what the provider said of the account; a newly enabled one has its earlier sales paid out. */
async function recordAccount(services: PayoutServices, userId: number, account: ProviderAccount): Promise<void> {
  await services.db
    .update(users)
    .set({
      providerAccountId: account.id,
      payoutStatus: account.status,
      bankLast4: account.bank?.last4 ?? null,
      bankSortCodeMasked: account.bank?.sortCodeMasked ?? null,
      updatedAt: services.now(),
    })
    .where(eq(users.id, userId));
  if (account.status === "payouts_enabled") await services.jobs.nudge("payouts");
}

/** stripe/create_account: creates the host's connected account, or updates it. */
export async function saveBankDetails(services: PayoutServices, userId: number, input: BankDetailsInput): Promise<ProviderAccount> {
  const host = await hostRow(services, userId);
  // The key covers the SDK's own network retries (one account made, not two); each save is its own request.
  const account = await services.payments.saveAccount({
    accountId: host.accountId,
    userId,
    details: accountDetailsOf(input),
    idempotencyKey: `account-${userId}-${randomUUID()}`,
  });
  await recordAccount(services, userId, account);
  return account;
}

/** stripe/retrive_account: the host's account as the provider holds it, masked; null before the first save. */
export async function readBankDetails(services: PayoutServices, userId: number): Promise<ProviderAccount | null> {
  const host = await hostRow(services, userId);
  if (!host.accountId) return null;
  const account = await services.payments.retrieveAccount(host.accountId);
  if (account && account.status !== host.payoutStatus) await recordAccount(services, userId, account);
  return account;
}

/** "Verify with Stripe": the provider's onboarding page for what it still needs. */
export async function verificationLink(services: PayoutServices, userId: number): Promise<string> {
  const host = await hostRow(services, userId);
  if (!host.accountId) throw rejected(payoutMessages.noAccount);
  const appUrl = services.config.appUrl.replace(/\/+$/, "");
  const url = await services.payments.createAccountLink({ accountId: host.accountId, refreshUrl: `${appUrl}/bank-details?verify=again`, returnUrl: `${appUrl}/bank-details?verify=done` });
  if (!url) throw rejected(payoutMessages.noVerification);
  return url;
}

/** The provider's account.updated event: the status is kept, and an account now enabled has its earlier sales paid out. */
export async function applyAccountUpdate(services: PayoutServices, accountId: string, status: PayoutStatus): Promise<boolean> {
  const [row] = await services.db.update(users).set({ payoutStatus: status, updatedAt: services.now() }).where(eq(users.providerAccountId, accountId)).returning({ id: users.id });
  if (row && status === "payouts_enabled") await services.jobs.nudge("payouts");
  return row !== undefined;
}
