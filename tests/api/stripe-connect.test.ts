// Stripe Connect against Stripe's HTTP API mocked by MSW: the host's account
// created with the external bank account, read back masked, "Verify with Stripe", account.updated
// through the signed webhook, a destination charge carrying the platform's fee, a refund reversing
// the transfer, and an earlier sale paid by a transfer (reversed when refunded).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RetrieveAccountData, TransactionCreateData } from "~server/api/contract";
import { packages, transactions, users } from "~server/db/schema";
import { payRefundsOwed } from "~server/domain/payments/refunds";
import { handlePaymentWebhook, wasReceived } from "~server/domain/payments/webhook";
import { payEarlierSales } from "~server/domain/payouts/transfers";
import { enablePayouts, resetStripeMock, stripeCalls, succeedIntent } from "~tests/mocks/stripe";
import type { TestApi } from "~tests/support/api";
import { signStripe, withStripeTestApi } from "~tests/support/stripe-api";
import { bankForm } from "~tests/support/bank-form";
import { createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const sign = (payload: string) => signStripe(payload);
const PREMIUM = 2;

let t: TestApi;
withStripeTestApi(async (api) => {
  t = api;
  await t.db.update(packages).set({ commissionLiveEventBp: 750 }).where(eq(packages.id, PREMIUM));
});

const details = bankForm({ email: "grace.connect@example.com", dob_day: "09", routing_number: "10-88-00", account_number: "00012345", confirm_account_number: "00012345", phone: "07700900456" });

async function host() {
  const user = await createUser(t);
  await t.db.update(users).set({ packageId: PREMIUM }).where(eq(users.id, user.id));
  return { user, token: await loginAs(t, user) };
}

async function connect(token: string) {
  const saved = await t.call<RetrieveAccountData>("POST", "stripe/create_account", { token, body: details });
  expect(saved.status).toBe(200);
  return saved.data!.response!.id;
}

/** account.updated as Stripe sends it once it has verified the host. */
async function accountUpdated(accountId: string) {
  const payload = JSON.stringify({ id: `evt_acct_${accountId}`, object: "event", type: "account.updated", data: { object: enablePayouts(accountId) } });
  const answer = await handlePaymentWebhook(t.services, payload, sign(payload));
  expect(wasReceived(answer)).toBe(true);
}

/** A buyer pays £12.30 for the host's £10.00 event; Stripe's webhook confirms it. */
async function sale(hostRow: Awaited<ReturnType<typeof host>>["user"]) {
  const eventId = await createHostedEvent(t.db, hostRow.row, { isFree: false, ticketPricePence: 1000 });
  const buyer = await createUser(t);
  const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token: await loginAs(t, buyer), body: { id: eventId, transaction_type: "event_booking", invoice_id: "pm_card_visa" } });
  expect(answer.status).toBe(200);
  const [row] = await t.db.select().from(transactions).where(eq(transactions.eventId, eventId));
  const payload = JSON.stringify({ id: `evt_pay_${row!.id}`, object: "event", type: "payment_intent.succeeded", data: { object: succeedIntent(row!.providerPaymentId!) } });
  await handlePaymentWebhook(t.services, payload, sign(payload));
  const [settled] = await t.db.select().from(transactions).where(eq(transactions.id, row!.id));
  expect(settled?.status).toBe("succeeded");
  return { eventId, sale: settled! };
}

describe("Stripe Connect accounts", () => {
  it("creates an individual's account with the external bank account, and reads it back masked", async () => {
    const { user, token } = await host();
    const accountId = await connect(token);
    const create = stripeCalls.find((call) => call.method === "POST" && call.path === "/v1/accounts");
    expect(create?.idempotencyKey).toBeTruthy();
    expect(create?.body).toMatchObject({
      country: "GB",
      business_type: "individual",
      "individual[first_name]": "Grace",
      "individual[dob][day]": "9",
      "individual[address][postal_code]": "EC1A 1BB",
      "individual[phone]": "+447700900456",
      "external_account[object]": "bank_account",
      "external_account[currency]": "gbp",
      "external_account[routing_number]": "108800",
      "external_account[account_number]": "00012345",
      "capabilities[transfers][requested]": "true",
      "controller[requirement_collection]": "application",
    });
    const read = await t.call<RetrieveAccountData>("GET", "stripe/retrive_account", { token });
    expect(read.data).toMatchObject({
      can_verify: true,
      response: { id: accountId, status: "pending_verification", external_accounts: { data: [{ account_holder_name: "Grace Hopper", last4: "2345", routing_number: "••-••-00" }] } },
    });
    expect(JSON.stringify(read)).not.toContain("00012345");
    expect(JSON.stringify(read)).not.toContain("108800");
    const [row] = await t.db.select({ accountId: users.providerAccountId, last4: users.bankLast4, status: users.payoutStatus }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ accountId, last4: "2345", status: "pending_verification" });

    // A second save updates the same account, replacing its bank account.
    await t.call("POST", "stripe/create_account", { token, body: { ...details, account_number: "00012346", confirm_account_number: "00012346" } });
    const update = stripeCalls.find((call) => call.path === `/v1/accounts/${accountId}` && call.method === "POST");
    expect(update?.body["external_account[account_number]"]).toBe("00012346");
    expect(stripeCalls.filter((call) => call.path === "/v1/accounts")).toHaveLength(1);
  });

  it("offers Stripe's hosted onboarding, and account.updated enables payouts", async () => {
    const { user, token } = await host();
    const accountId = await connect(token);
    const link = await t.call<{ url: string }>("POST", "stripe/account-link", { token });
    expect(link.data?.url).toContain(accountId);
    expect(stripeCalls.find((call) => call.path === "/v1/account_links")?.body).toMatchObject({ account: accountId, type: "account_onboarding", return_url: "http://localhost:3000/bank-details?verify=done" });
    t.nudges.length = 0;
    await accountUpdated(accountId);
    const [row] = await t.db.select({ status: users.payoutStatus }).from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe("payouts_enabled");
    expect(t.nudges).toContain("payouts");
  });
});

describe("Stripe Connect payments", () => {
  it("charges a connected host's sale to their account with the platform's fee, and a refund reverses the transfer", async () => {
    const seller = await host();
    const accountId = await connect(seller.token);
    await accountUpdated(accountId);
    resetStripeMock();
    const { eventId, sale: paid } = await sale(seller.user);
    const intent = stripeCalls.find((call) => call.path === "/v1/payment_intents");
    // £12.30 paid; the host earns £10.00 less 7.5 % (75p) = £9.25; the platform keeps £3.05.
    expect(intent?.body).toMatchObject({ amount: "1230", "transfer_data[destination]": accountId, application_fee_amount: "305" });
    expect(paid.destinationAccountId).toBe(accountId);

    await t.call("POST", "cancel-event", { token: seller.token, body: { event_id: eventId } });
    await payRefundsOwed(t.services);
    const refund = stripeCalls.find((call) => call.path === "/v1/refunds");
    expect(refund?.body).toMatchObject({ payment_intent: paid.providerPaymentId, reverse_transfer: "true", refund_application_fee: "true" });
  });

  it("pays a sale made before the host connected by one transfer, and reverses it when the sale is refunded", async () => {
    const seller = await host();
    const { eventId, sale: early } = await sale(seller.user);
    expect(stripeCalls.find((call) => call.path === "/v1/payment_intents")?.body["transfer_data[destination]"]).toBeUndefined();
    const accountId = await connect(seller.token);
    await accountUpdated(accountId);
    await payEarlierSales(t.services);
    await payEarlierSales(t.services);
    const transfers = stripeCalls.filter((call) => call.path === "/v1/transfers");
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ idempotencyKey: `transfer-${early.id}`, body: { amount: "925", currency: "gbp", destination: accountId } });

    await t.call("POST", "cancel-event", { token: seller.token, body: { event_id: eventId } });
    await payRefundsOwed(t.services);
    const [paid] = await t.db.select().from(transactions).where(eq(transactions.id, early.id));
    const reversal = stripeCalls.find((call) => call.path === `/v1/transfers/${paid!.transferId}/reversals`);
    expect(reversal).toMatchObject({ idempotencyKey: `reversal-transaction-${early.id}`, body: { amount: "925" } });
    expect(stripeCalls.find((call) => call.path === "/v1/refunds")?.body.reverse_transfer).toBeUndefined();
  });
});
