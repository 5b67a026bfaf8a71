// The admin console's money calls: GET admin/payments, admin/refunds, admin/commissions,
// admin/payouts and POST admin/refunds (the refund button), with good and bad input. A refund is
// written with its audit row or not at all, is paid through the provider at once with its refund's
// idempotency key, shows as Refunded in the buyer's history, and is made once however often it is
// asked for (concurrency on PostgreSQL: tests/api/admin-money-concurrency.test.ts).
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminCommissionsData, AdminPaymentsData, AdminPayoutsData, AdminRefundData, AdminRefundsData, TransactionHistoryData } from "~server/api/contract";
import { adminAuditLog, bookings, channelSubscriptions, channels, refunds, sandboxRefunds, transactions } from "~server/db/schema";
import { payByCard } from "~server/domain/payments/checkout";
import { adminMessages } from "~shared/messages/admin";
import { adminMoneyMessages } from "~shared/messages/admin-money";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createHostedEvent } from "~tests/support/factories";
import { paidBooking } from "./admin-money-support";
import { createUser, loginAs, PASSWORD, type TestUser } from "./auth-support";

const t = useTestApi();

let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createUser(t, { role: "admin" });
  adminToken = await loginAs(t, admin);
});

const refund = (body: Record<string, unknown>, token = adminToken) => t.call<AdminRefundData>("POST", "admin/refunds", { token, body });
const get = <T>(path: string, token = adminToken) => t.call<T>("GET", path, { token });
const auditOf = (transactionId: number) =>
  t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.objectType, "transaction"), eq(adminAuditLog.objectId, String(transactionId))));
const refundsOf = (transactionId: number) => t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));

describe("POST admin/refunds", () => {
  it("refunds a paid booking once: the booking is cancelled, the provider refunds it with the refund's key, the audit row has the reason, and the buyer's history says Refunded", async () => {
    const buyer = await createUser(t);
    const { transactionId, amountPence } = await paidBooking(t, buyer, "Refund me", 2500);
    const answer = await refund({ transaction_id: transactionId, reason: "Host asked us to", password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(adminMoneyMessages.refunded);
    expect(answer.data).toMatchObject({ transaction_id: transactionId, amount_pence: amountPence, status: "refunded" });

    const [row] = await refundsOf(transactionId);
    expect(row).toMatchObject({ reason: "admin_refund", status: "refunded", amountPence, userId: buyer.id });
    const [payment] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(payment?.status).toBe("refunded");
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, payment!.bookingId!));
    expect(booking?.status).toBe("cancelled");
    const provider = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, `refund:${row!.id}`));
    expect(provider).toHaveLength(1);
    expect(provider[0]?.amountPence).toBe(amountPence);

    const audit = await auditOf(transactionId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "refund-payment", adminId: admin.id, reason: "Host asked us to" });
    expect(audit[0]?.after).toMatchObject({ booking_status: "cancelled", refund: row!.id });

    const history = await t.call<TransactionHistoryData>("GET", "bookings", { token: await loginAs(t, buyer) });
    const given = history.data!.transactions.find((entry) => entry.kind === "refund");
    expect(given).toMatchObject({ status: "refunded", refund_status: "refunded", amount: amountPence });
    expect(t.mails.some((mail) => mail.to === buyer.email && mail.kind === "refund-paid")).toBe(true);

    // Pressed again: refused, and nothing more is refunded or recorded.
    const again = await refund({ transaction_id: transactionId, reason: "Twice", password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.message).toBe(adminMoneyMessages.alreadyRefunded);
    expect(await refundsOf(transactionId)).toHaveLength(1);
    expect(await auditOf(transactionId)).toHaveLength(1);
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, provider[0]!.paymentId))).toHaveLength(1);
  });

  it("refunds a subscription period: the subscription ends and the period's payment is refunded", async () => {
    const buyer = await createUser(t);
    const host = await createUser(t);
    const channelId = await createHostedChannel(t.db, host.row, { title: "Refunded channel", pricePence: 1200 });
    await t.db.update(channels).set({ maxSubscribers: 5 }).where(eq(channels.id, channelId));
    const card = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Subscriber" });
    if (!card.ok) throw new Error("card refused");
    await payByCard(t.services, buyer.row, { kind: { type: "channel_subscription", id: channelId }, couponCode: null, checkoutKey: null, posted: {} }, { paymentMethodId: card.id, saveAs: null });
    const [payment] = await t.db.select().from(transactions).where(and(eq(transactions.channelId, channelId), eq(transactions.userId, buyer.id)));
    const answer = await refund({ transaction_id: payment!.id, reason: "Channel never started", password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.data?.status).toBe("refunded");
    const [subscription] = await t.db.select().from(channelSubscriptions).where(eq(channelSubscriptions.id, payment!.channelSubscriptionId!));
    expect(subscription?.status).toBe("cancelled");
    expect(await refundsOf(payment!.id)).toMatchObject([{ status: "refunded", amountPence: payment!.amountPence }]);
    expect(await auditOf(payment!.id)).toHaveLength(1);
  });

  it("writes the refund and its audit row together or not at all: an audit insert that fails leaves the booking held and no refund", async () => {
    const buyer = await createUser(t);
    const { transactionId } = await paidBooking(t, buyer, "Rolled back");
    await t.db.execute(sql`create or replace function refuse_admin_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_admin_audit before insert on admin_audit_log for each row execute function refuse_admin_audit()`);
    try {
      const answer = await refund({ transaction_id: transactionId, reason: "Will fail", password: PASSWORD });
      expect(answer.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_admin_audit on admin_audit_log`);
    }
    expect(await refundsOf(transactionId)).toHaveLength(0);
    const [payment] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(payment?.status).toBe("succeeded");
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, payment!.bookingId!));
    expect(booking?.status).toBe("booked");
    expect(await auditOf(transactionId)).toHaveLength(0);
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, payment!.providerPaymentId!))).toHaveLength(0);

    // The same press once the log works again refunds it.
    expect((await refund({ transaction_id: transactionId, reason: "Works now", password: PASSWORD })).status).toBe(200);
  });

  it("refuses bad input, a wrong password, an unknown payment and a free booking with a clear message and changes nothing", async () => {
    const buyer = await createUser(t);
    const { transactionId } = await paidBooking(t, buyer, "Kept");
    const cases: [Record<string, unknown>, number, string][] = [
      [{ transaction_id: transactionId, reason: "", password: PASSWORD }, 422, adminMessages.reasonRequired],
      [{ transaction_id: transactionId, reason: "x".repeat(501), password: PASSWORD }, 422, adminMessages.reasonTooLong],
      [{ transaction_id: transactionId, reason: "Why" }, 422, adminMessages.passwordRequired],
      [{ transaction_id: "abc", reason: "Why", password: PASSWORD }, 422, adminMoneyMessages.paymentId],
      // The password check's own refusal (as a wrong current password is answered elsewhere).
      [{ transaction_id: transactionId, reason: "Why", password: "not-my-password" }, 400, adminMessages.wrongPassword],
      [{ transaction_id: 2_000_000_000, reason: "Why", password: PASSWORD }, 404, adminMoneyMessages.paymentNotFound],
    ];
    for (const [body, status, message] of cases) {
      const answer = await refund(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.success).toBe(false);
      expect(answer.message).toBe(message);
    }
    expect(await refundsOf(transactionId)).toHaveLength(0);
    expect(await auditOf(transactionId)).toHaveLength(0);

    // A zero-amount booking has nothing to give back.
    const host = await createUser(t);
    const freeEvent = await createHostedEvent(t.db, host.row, { isFree: true, ticketPricePence: 0 });
    const buyerToken = await loginAs(t, buyer);
    expect((await t.call("POST", "transaction/free-event", { token: buyerToken, body: { event_id: freeEvent } })).status).toBe(200);
    const [free] = await t.db.select().from(transactions).where(eq(transactions.eventId, freeEvent));
    const answer = await refund({ transaction_id: free!.id, reason: "Why", password: PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(adminMoneyMessages.notRefundable);
  });

  it("answers anyone but an administrator as an unknown path", async () => {
    const user = await createUser(t);
    const answer = await refund({ transaction_id: 1, reason: "Why", password: PASSWORD }, await loginAs(t, user));
    expect(answer.status).toBe(404);
    expect(answer.message).toBe("Not found");
  });
});

describe("the money lists", () => {
  it("lists payments newest first, filtered by type and dates, with the filtered set's sum; bad filters get 422", async () => {
    const buyer = await createUser(t);
    const { transactionId, amountPence } = await paidBooking(t, buyer, "Listed class", 1800);
    const all = await get<AdminPaymentsData>("admin/payments?type=event_booking");
    expect(all.status).toBe(200);
    const row = all.data!.rows.find((payment) => payment.id === transactionId);
    expect(row).toMatchObject({ type: "event_booking", amount_pence: amountPence, buyer_email: buyer.email, item: "Listed class", refundable: true, refund_status: null });
    expect(all.data!.rows.every((payment) => payment.type === "event_booking")).toBe(true);
    const [sum] = await t.db
      .select({ pence: sql<number>`sum(${transactions.amountPence})::int`, n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(and(eq(transactions.transactionType, "event_booking"), sql`${transactions.status} in ('succeeded', 'refunded')`));
    expect(all.data!.total_pence).toBe(sum!.pence);
    expect(all.data!.pagination.total).toBe(sum!.n);

    const none = await get<AdminPaymentsData>("admin/payments?from=2001-01-01&to=2001-01-31");
    expect(none.data!.rows).toHaveLength(0);
    expect(none.data!.total_pence).toBe(0);
    for (const [query, message] of [
      ["type=gift", adminMoneyMessages.paymentType],
      ["from=2026-13-01", adminMessages.date],
      ["from=2026-02-01&to=2026-01-01", adminMessages.dateOrder],
      ["page=0", adminMessages.page],
    ] as const) {
      const answer = await get(`admin/payments?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.message).toBe(message);
    }
  });

  it("lists refunds by status", async () => {
    const buyer = await createUser(t);
    const { transactionId } = await paidBooking(t, buyer, "Refund listed");
    await refund({ transaction_id: transactionId, reason: "Listed", password: PASSWORD });
    const paid = await get<AdminRefundsData>("admin/refunds?status=refunded");
    expect(paid.data!.rows.find((row) => row.transaction_id === transactionId)).toMatchObject({ status: "refunded", reason: "admin_refund", item: "Refund listed" });
    const owed = await get<AdminRefundsData>("admin/refunds?status=owed");
    expect(owed.data!.rows.every((row) => row.status === "owed")).toBe(true);
    expect((await get("admin/refunds?status=lost")).status).toBe(422);
  });

  it("gives commissions by month whose totals are the sum of the rows, a refunded sale earning nothing", async () => {
    const buyer = await createUser(t);
    await paidBooking(t, buyer, "Commission kept", 3000);
    const { transactionId } = await paidBooking(t, buyer, "Commission refunded", 4000);
    await refund({ transaction_id: transactionId, reason: "Gone", password: PASSWORD });
    const answer = await get<AdminCommissionsData>("admin/commissions");
    expect(answer.status).toBe(200);
    const { rows, totals } = answer.data!;
    expect(rows.length).toBeGreaterThan(0);
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) {
      expect(totals[key], key).toBe(rows.reduce((sum, row) => sum + row[key], 0));
    }
    const [given] = await refundsOf(transactionId);
    expect(totals.refunded_pence).toBeGreaterThanOrEqual(given!.amountPence);
    // What was kept divides exactly into the platform's parts and the hosts' share.
    for (const row of rows) {
      expect(row.gross_pence - row.refunded_pence).toBe(row.commission_pence + row.fees_pence + row.plans_pence + row.hosts_share_pence);
    }
  });

  it("lists host payouts with their account's state and what is still to pay", async () => {
    const buyer = await createUser(t);
    const host = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000, title: "Payout class" });
    const card = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Buyer" });
    if (!card.ok) throw new Error("card refused");
    await payByCard(t.services, buyer.row, { kind: { type: "event_booking", id: eventId }, couponCode: null, checkoutKey: null, posted: {} }, { paymentMethodId: card.id, saveAs: null });
    const answer = await get<AdminPayoutsData>("admin/payouts");
    expect(answer.status).toBe(200);
    const row = answer.data!.rows.find((payout) => payout.host_id === host.id);
    expect(row).toMatchObject({ email: host.email, payout_status: null, sales: 1, paid_out_pence: 0 });
    expect(row!.to_be_paid_pence).toBeGreaterThan(0);
    expect((await get("admin/payouts?page=abc")).status).toBe(422);
  });
});
