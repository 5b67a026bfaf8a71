// Bank details, payouts and earnings through the sandbox provider: countries,
// stripe/retrive_account, stripe/create_account, stripe/account-link and earnings, with good and bad
// input; a sale charged to a connected host (destination charge with the platform's fee), a sale made
// before the host connected (paid later by a transfer), and refunds taking the host's share back.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CountryData, EarningsData, RetrieveAccountData, TransactionCreateData } from "~server/api/contract";
import { packages, sandboxAccounts, sandboxPayments, sandboxRefunds, sandboxTransferReversals, sandboxTransfers, transactions, users } from "~server/db/schema";
import { payRefundsOwed } from "~server/domain/payments/refunds";
import { payEarlierSales } from "~server/domain/payouts/transfers";
import { useTestApi } from "~tests/support/api";
import { bankForm, TEST_ACCOUNT_NUMBER, TEST_SORT_CODE } from "~tests/support/bank-form";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();
const PREMIUM = 2;

beforeAll(async () => {
  // Hosts here are on Premium, whose commission is 7.5 % on every kind of sale.
  await t.db.update(packages).set({ commissionLiveEventBp: 750, commissionPreRecordedEventBp: 750, commissionSubscriptionUserBp: 750 }).where(eq(packages.id, PREMIUM));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ACCOUNT_NUMBER = TEST_ACCOUNT_NUMBER;
const SORT_CODE = TEST_SORT_CODE;

async function host() {
  const user = await createUser(t);
  await t.db.update(users).set({ packageId: PREMIUM }).where(eq(users.id, user.id));
  return { user, token: await loginAs(t, user) };
}

async function card(): Promise<string> {
  const made = await t.payments.createPaymentMethod({ number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ada Buyer" });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.id;
}

/** A buyer pays for a £10.00 live event of the host's (the free package's fees make it £12.30). */
async function buyTicket(hostUser: Awaited<ReturnType<typeof host>>["user"]) {
  const eventId = await createHostedEvent(t.db, hostUser.row, { isFree: false, ticketPricePence: 1000 });
  const buyer = await createUser(t);
  const token = await loginAs(t, buyer);
  const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { transaction_type: "event_booking", id: eventId, invoice_id: await card() } });
  expect(answer.status).toBe(200);
  const [sale] = await t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
  expect(sale?.status).toBe("succeeded");
  return { eventId, sale: sale! };
}

const save = (token: string, body: Record<string, unknown>) => t.call<RetrieveAccountData>("POST", "stripe/create_account", { token, body });
const earnings = async (token: string) => (await t.call<EarningsData>("GET", "earnings", { token })).data!;

/** Every text value in the database, for the check that no bank number is kept anywhere. */
async function everyStoredText(): Promise<string> {
  const tables = (await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as { rows: { table_name: string }[] };
  let all = "";
  for (const { table_name } of tables.rows) {
    const rows = (await t.db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as { rows: unknown[] };
    all += JSON.stringify(rows.rows);
  }
  return all;
}

describe("countries", () => {
  it("lists short codes and names, the United Kingdom among them, for anyone", async () => {
    const answer = await t.call<CountryData[]>("GET", "countries");
    expect(answer.status).toBe(200);
    expect(answer.data).toContainEqual({ sortname: "GB", name: "United Kingdom" });
    expect(answer.data!.every((country) => /^[A-Z]{2}$/.test(country.sortname))).toBe(true);
  });
});

describe("bank details (stripe/create_account, stripe/retrive_account)", () => {
  it("has nothing before the first save", async () => {
    const { token } = await host();
    const answer = await t.call<RetrieveAccountData>("GET", "stripe/retrive_account", { token });
    expect(answer.data).toEqual({ response: null, can_verify: false });
  });

  it("refuses bad input with the spec's messages and sends nothing to the provider", async () => {
    const { user, token } = await host();
    const empty = await save(token, {});
    expect(empty.status).toBe(422);
    expect(empty.errors).toMatchObject({
      first_name: ["First name is required"],
      line1: ["Address is required"],
      account_number: ["Account number is required"],
      routing_number: ["Sort code is required"],
      phone: ["Phone is required"],
    });
    const mismatched = await save(token, bankForm({ confirm_account_number: "31926818" }));
    expect(mismatched.status).toBe(422);
    expect(mismatched.errors).toEqual({ confirm_account_number: ["Account number must match"] });
    const noCountry = await save(token, bankForm({ country: "ZZ" }));
    expect(noCountry.status).toBe(422);
    expect(noCountry.errors).toEqual({ country: ["Require short code"] });
    expect(await t.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.userId, user.id))).toEqual([]);
    const [row] = await t.db.select({ accountId: users.providerAccountId, last4: users.bankLast4 }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ accountId: null, last4: null });
  });

  it("saves to the provider, answers masked, and keeps no full account number or sort code in the database or the logs", async () => {
    const logged: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" ")));
    }
    const { user, token } = await host();
    const saved = await save(token, bankForm());
    expect(saved.status).toBe(200);
    expect(saved.message).toBe("Bank details saved.");
    expect(saved.data?.response).toMatchObject({
      status: "payouts_enabled",
      individual: { first_name: "Grace", last_name: "Hopper", dob: { day: 9, month: 12, year: 1976 }, address: { country: "GB", postal_code: "EC1A 1BB" }, phone: "+447700900456" },
      external_accounts: { data: [{ account_holder_name: "Grace Hopper", last4: "6819", routing_number: "••-••-13" }] },
    });
    const read = await t.call<RetrieveAccountData>("GET", "stripe/retrive_account", { token });
    expect(read.data).toEqual(saved.data);
    const [row] = await t.db.select({ last4: users.bankLast4, sortCode: users.bankSortCodeMasked, status: users.payoutStatus }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ last4: "6819", sortCode: "••-••-13", status: "payouts_enabled" });
    const stored = await everyStoredText();
    for (const secret of [ACCOUNT_NUMBER, "601613", SORT_CODE]) expect(stored).not.toContain(secret);
    for (const secret of [ACCOUNT_NUMBER, "601613", SORT_CODE]) expect(logged.join("\n")).not.toContain(secret);
    expect(t.nudges).toContain("payouts");
  });

  it("an update replaces the bank account on the same provider account; another user sees none of it", async () => {
    const { user, token } = await host();
    const first = await save(token, bankForm());
    const second = await save(token, bankForm({ account_number: "12345678", confirm_account_number: "12345678", routing_number: "20-00-00" }));
    expect(second.data?.response?.id).toBe(first.data?.response?.id);
    expect(second.data?.response?.external_accounts.data).toEqual([{ account_holder_name: "Grace Hopper", last4: "5678", routing_number: "••-••-00" }]);
    expect(await t.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.userId, user.id))).toHaveLength(1);
    const { token: otherToken } = await host();
    expect((await t.call<RetrieveAccountData>("GET", "stripe/retrive_account", { token: otherToken })).data?.response).toBeNull();
  });

  it("has no verification page with the sandbox, and none before a save", async () => {
    const { token } = await host();
    const before = await t.call("POST", "stripe/account-link", { token });
    expect([before.status, before.message]).toEqual([400, "Save your bank details first."]);
    await save(token, bankForm());
    const after = await t.call("POST", "stripe/account-link", { token });
    expect([after.status, after.message]).toEqual([400, "There is nothing more to verify."]);
  });
});

describe("payouts and earnings", () => {
  it("a sale to a connected host is a destination charge: the platform keeps its commission and the buyer's fees", async () => {
    const seller = await host();
    await save(seller.token, bankForm());
    const { sale } = await buyTicket(seller.user);
    // £10.00 earned, 7.5 % commission (75p): the host's share is £9.25 of the £12.30 paid.
    expect(sale).toMatchObject({ amountPence: 1230, commissionPence: 75, destinationAccountId: expect.stringMatching(/^acct_sb_/) });
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, sale.providerPaymentId!));
    expect(payment).toMatchObject({ destinationAccountId: sale.destinationAccountId, applicationFeePence: 1230 - 925 });
    // Nothing is left to transfer for it.
    await payEarlierSales(t.services);
    expect(await t.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.transactionId, sale.id))).toEqual([]);
    const figures = await earnings(seller.token);
    expect(figures.package).toMatchObject({ id: PREMIUM, name: "Premium", commission_live_event_bp: 750 });
    expect(figures.rows).toHaveLength(1);
    expect(figures.rows[0]).toMatchObject({ type: "event", sold: 1, sales_pence: 1000, refunds_pence: 0, commission_pence: 75, paid_out_pence: 925, to_be_paid_pence: 0 });
  });

  it("a sale made before the host connected is paid out by one transfer once the account is enabled", async () => {
    const seller = await host();
    const { sale } = await buyTicket(seller.user);
    expect(sale.destinationAccountId).toBeNull();
    expect((await earnings(seller.token)).totals).toMatchObject({ sales_pence: 1000, commission_pence: 75, paid_out_pence: 0, to_be_paid_pence: 925 });
    // Not connected yet: the job leaves it.
    await payEarlierSales(t.services);
    expect(await t.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.transactionId, sale.id))).toEqual([]);

    await save(seller.token, bankForm());
    await Promise.all([payEarlierSales(t.services), payEarlierSales(t.services)]);
    await payEarlierSales(t.services);
    const transfers = await t.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.transactionId, sale.id));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.amountPence).toBe(925);
    const [after] = await t.db.select().from(transactions).where(eq(transactions.id, sale.id));
    expect(after?.transferId).toBe(transfers[0]!.id);
    expect((await earnings(seller.token)).totals).toMatchObject({ paid_out_pence: 925, to_be_paid_pence: 0 });
  });

  it("a refund takes the host's share back: the destination charge's transfer reversed, or the later transfer reversed", async () => {
    const seller = await host();
    const early = await buyTicket(seller.user);
    await save(seller.token, bankForm());
    await payEarlierSales(t.services);
    const late = await buyTicket(seller.user);

    for (const { eventId } of [early, late]) {
      const cancelled = await t.call("POST", "cancel-event", { token: seller.token, body: { event_id: eventId } });
      expect(cancelled.status).toBe(200);
    }
    await payRefundsOwed(t.services);

    const [destinationRefund] = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, late.sale.providerPaymentId!));
    expect(destinationRefund).toMatchObject({ amountPence: 1230, reversedPence: 1230 });
    const [earlyTransfer] = await t.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.transactionId, early.sale.id));
    const reversals = await t.db.select().from(sandboxTransferReversals).where(eq(sandboxTransferReversals.transferId, earlyTransfer!.id));
    expect(reversals.map((row) => row.amountPence)).toEqual([925]);

    const figures = await earnings(seller.token);
    expect(figures.totals).toMatchObject({ sold: 2, sales_pence: 2000, refunds_pence: 2000, commission_pence: 0, paid_out_pence: 0, to_be_paid_pence: 0 });
  });

  it("shows a host only their own sales", async () => {
    const seller = await host();
    await buyTicket(seller.user);
    const { token } = await host();
    expect((await earnings(token)).rows).toEqual([]);
  });
});
