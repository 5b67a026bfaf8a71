// My Channels (002 §2.4, §4, §7): my-channels lists the caller's own channels, newest first, 10 a
// page, with the status rule and the counts; channels/update-status activates and deactivates a
// published channel (pending and rejected ones are refused and unchanged), refuses another host's
// channel ('unauthorized'), and deactivating records one refund owed per active subscription's
// current period, cancels each subscription by host and mails each subscriber.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channelMessages } from "~shared/messages/channels";
import { channelSubscriptions, channels, documentEvents, mailOutbox, refunds, transactions } from "~server/db/schema";
import { payRefundsOwed } from "~server/domain/payments/refunds";
import type { MyChannelsData, PaginationMeta } from "~server/api/contract";
import { useTestApi } from "~tests/support/api";
import { createChannelSubscription } from "~tests/support/channel-subscriptions";
import { createHostedChannel, createHostedEvent, createPreRecordedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

async function host(options: { role?: "user" | "admin" } = {}) {
  const user = await createUser(t, options);
  return { user, token: await loginAs(t, user) };
}

async function list(token: string, query = "") {
  const answer = await t.call<MyChannelsData>("GET", `my-channels${query}`, { token });
  return answer as typeof answer & { data: MyChannelsData; pagination: PaginationMeta };
}
const updateStatus = (token: string, body: unknown) => t.call<{ success: boolean; id: number; active: boolean; status: string; refunds_owed: number }>("POST", "channels/update-status", { token, body });

async function channelRow(id: number) {
  const [row] = await t.db.select().from(channels).where(eq(channels.id, id));
  return row!;
}

describe("GET my-channels", () => {
  it("lists only the caller's channels, newest first, with every column and the status rule", async () => {
    const owner = await host();
    const other = await host();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const active = await createHostedChannel(t.db, owner.user.row, { title: "Active club", pricePence: 999, createdAt: day(1) });
    const deactivated = await createHostedChannel(t.db, owner.user.row, { title: "Quiet club", active: false, isMonthlySubscription: false, createdAt: day(2) });
    const pending = await createHostedChannel(t.db, owner.user.row, { title: "New course", isPublished: false, eventType: "Pre Recorded Events", isModular: true, createdAt: day(3) });
    const rejectedId = await createHostedChannel(t.db, owner.user.row, { title: "Refused course", isPublished: false, isRejected: true, createdAt: day(4) });
    await createHostedChannel(t.db, other.user.row, { title: "Someone else's club" });

    await createHostedEvent(t.db, owner.user.row, { channelId: active });
    await createPreRecordedEvent(t.db, owner.user.row, { channelId: active });
    await t.db.insert(documentEvents).values({ userId: owner.user.id, channelId: active, title: "Worksheet", document: "documents/x.pdf" });
    const subscriber = await createUser(t);
    await createChannelSubscription(t.db, active, subscriber.id);
    await createChannelSubscription(t.db, active, (await createUser(t)).id, { status: "cancelled" });

    const answer = await list(owner.token);
    expect(answer.status).toBe(200);
    expect(answer.data.user).toEqual({ id: owner.user.id, full_name: "Test User" });
    expect(answer.data.channels.map((c) => [c.id, c.title, c.status])).toEqual([
      [rejectedId, "Refused course", "Rejected by Admin"],
      [pending, "New course", "Pending Approval"],
      [deactivated, "Quiet club", "Deactivated"],
      [active, "Active club", "Active"],
    ]);
    const row = answer.data.channels[3]!;
    expect(row).toMatchObject({
      price: 999,
      is_monthly_subscription: 1,
      subscription: "Monthly",
      channel_slug: "active-club",
      event_type: "Live Events",
      is_modular: false,
      subscribers_count: 1,
      event_count: 3,
      created_at: day(1).toISOString(),
    });
    expect(answer.data.channels[2]).toMatchObject({ subscription: "Fixed", is_monthly_subscription: 0, subscribers_count: 0, event_count: 0 });
    expect(answer.data.channels[1]).toMatchObject({ is_modular: true, event_type: "Pre Recorded Events" });
    expect(answer.pagination).toEqual({ current_page: 1, per_page: 10, total: 4, last_page: 1 });

    // The other host sees their one channel; a new user has none.
    expect((await list(other.token)).data.channels.map((c) => c.title)).toEqual(["Someone else's club"]);
    const empty = await list((await host()).token);
    expect(empty.data.channels).toEqual([]);
    expect(empty.pagination).toEqual({ current_page: 1, per_page: 10, total: 0, last_page: 1 });
  });

  it("pages 10 at a time; a page past the end is the last page and a bad page is page 1", async () => {
    const owner = await host();
    for (let i = 1; i <= 12; i += 1) await createHostedChannel(t.db, owner.user.row, { title: `Channel ${i}`, createdAt: new Date(Date.UTC(2026, 1, i)) });
    const first = await list(owner.token);
    expect(first.data.channels).toHaveLength(10);
    expect(first.data.channels[0]!.title).toBe("Channel 12");
    expect(first.pagination).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    const second = await list(owner.token, "?page=2");
    expect(second.data.channels.map((c) => c.title)).toEqual(["Channel 2", "Channel 1"]);
    expect((await list(owner.token, "?page=99")).pagination.current_page).toBe(2);
    for (const bad of ["?page=abc", "?page=-1", "?page=0", "?page=1.5"]) expect((await list(owner.token, bad)).pagination.current_page, bad).toBe(1);
  });

  it("needs a login", async () => {
    expect((await t.call("GET", "my-channels")).status).toBe(401);
  });
});

describe("POST channels/update-status", () => {
  it("deactivates and activates the owner's published channel, toggling without `active` and setting it with", async () => {
    const owner = await host();
    const id = await createHostedChannel(t.db, owner.user.row);
    const off = await updateStatus(owner.token, { id });
    expect(off.status).toBe(200);
    expect(off.message).toBe(channelMessages.deactivated);
    expect(off.data).toMatchObject({ success: true, id, active: false, status: "Deactivated", refunds_owed: 0 });
    expect((await channelRow(id)).active).toBe(false);

    // Deactivating again changes nothing (a repeated click cannot turn it back on).
    const again = await updateStatus(owner.token, { id: String(id), active: false });
    expect(again.message).toBe(channelMessages.alreadyDeactivated);
    expect((await channelRow(id)).active).toBe(false);

    const on = await updateStatus(owner.token, { id, active: "1" });
    expect(on.message).toBe(channelMessages.activated);
    expect(on.data).toMatchObject({ active: true, status: "Active" });
    expect((await channelRow(id)).active).toBe(true);
    expect((await list(owner.token)).data.channels[0]!.status).toBe("Active");
  });

  it("refuses a channel pending approval or rejected, and changes nothing", async () => {
    const owner = await host();
    const pending = await createHostedChannel(t.db, owner.user.row, { isPublished: false });
    const refused = await createHostedChannel(t.db, owner.user.row, { isPublished: false, isRejected: true });
    const answer = await updateStatus(owner.token, { id: pending });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(channelMessages.pendingApproval);
    expect((await channelRow(pending)).active).toBe(true);
    const rejection = await updateStatus(owner.token, { id: refused, active: false });
    expect(rejection.status).toBe(400);
    expect(rejection.message).toBe(channelMessages.rejectedByAdmin);
    expect((await channelRow(refused)).active).toBe(true);
  });

  it("refuses another host's channel with 403 'unauthorized' (as the events do) and a missing one with 404, changing nothing", async () => {
    const owner = await host();
    const stranger = await host();
    const id = await createHostedChannel(t.db, owner.user.row);
    const subscriber = await createUser(t);
    await createChannelSubscription(t.db, id, subscriber.id);
    const theirs = await updateStatus(stranger.token, { id });
    const missing = await updateStatus(stranger.token, { id: 2_147_483_000 });
    expect([theirs.status, theirs.message]).toEqual([403, "unauthorized"]);
    expect([missing.status, missing.message]).toEqual([404, channelMessages.channelNotFound]);
    expect((await channelRow(id)).active).toBe(true);
    expect(await t.db.select().from(refunds).where(eq(refunds.userId, subscriber.id))).toEqual([]);
    // An administrator may.
    const admin = await host({ role: "admin" });
    expect((await updateStatus(admin.token, { id, active: true })).message).toBe(channelMessages.alreadyActive);
  });

  it("refuses bad input with a clear message", async () => {
    const owner = await host();
    const id = await createHostedChannel(t.db, owner.user.row);
    for (const body of [{}, { id: "abc" }, { id: -1 }, { id: "1.5" }, { id: "99999999999" }, { id: null }, { id: { $gt: 0 } }, { id: [id] }]) {
      const answer = await updateStatus(owner.token, body);
      expect([404, 422], JSON.stringify(body)).toContain(answer.status);
      expect(answer.success).toBe(false);
      expect(answer.message).toBeTruthy();
    }
    const badState = await updateStatus(owner.token, { id, active: "maybe" });
    expect(badState.status).toBe(422);
    expect(badState.message).toBe("Active must be true or false");
    expect((await channelRow(id)).active).toBe(true);
    expect((await t.call("POST", "channels/update-status", { body: { id } })).status).toBe(401);
  });

  it("deactivating a channel with subscribers refunds each active subscription's current period once, cancels it by host and mails the subscriber", async () => {
    const owner = await host();
    const id = await createHostedChannel(t.db, owner.user.row, { title: "Pilates club" });
    const [ann, ben, cat, dan] = [await createUser(t), await createUser(t), await createUser(t), await createUser(t)];
    const annSub = await createChannelSubscription(t.db, id, ann.id, { pricePence: 999 });
    const benSub = await createChannelSubscription(t.db, id, ben.id, { pricePence: 4900, monthly: false });
    // A subscription whose period was free: cancelled and mailed, nothing to refund.
    const catSub = await createChannelSubscription(t.db, id, cat.id, { pricePence: 0 });
    // A subscription already over is left alone.
    await createChannelSubscription(t.db, id, dan.id, { status: "expired" });

    const answer = await updateStatus(owner.token, { id });
    expect(answer.message).toBe(channelMessages.deactivatedWithRefunds);
    expect(answer.data).toMatchObject({ active: false, refunds_owed: 2 });

    const owed = await t.db.select().from(refunds).where(eq(refunds.reason, "channel_deactivated"));
    const mine = owed.filter((refund) => [ann.id, ben.id, cat.id, dan.id].includes(refund.userId!));
    expect(mine.map((r) => [r.userId, r.channelSubscriptionId, r.transactionId, r.amountPence, r.status]).sort()).toEqual(
      [
        [ann.id, annSub.subscriptionId, annSub.transactionId, 999, "owed"],
        [ben.id, benSub.subscriptionId, benSub.transactionId, 4900, "owed"],
      ].sort(),
    );
    const subscriptions = await t.db.select().from(channelSubscriptions).where(eq(channelSubscriptions.channelId, id));
    expect(subscriptions.map((s) => [s.userId, s.status]).sort()).toEqual(
      [
        [ann.id, "cancelled_by_host"],
        [ben.id, "cancelled_by_host"],
        [cat.id, "cancelled_by_host"],
        [dan.id, "expired"],
      ].sort(),
    );
    expect(subscriptions.find((s) => s.id === catSub.subscriptionId)!.cancelledAt).toBeInstanceOf(Date);
    expect(t.nudges).toContain("refunds");

    const mailTo = (email: string) => t.mails.filter((mail) => mail.to === email && mail.kind === "channel-deactivated");
    expect(mailTo(ann.email)).toHaveLength(1);
    expect(mailTo(ann.email)[0]!.subject).toBe("Channel closed: Pilates club");
    expect(mailTo(ann.email)[0]!.text).toContain("£9.99");
    expect(mailTo(ben.email)[0]!.text).toContain("£49.00");
    expect(mailTo(cat.email)[0]!.text).toContain("nothing to refund");
    expect(mailTo(dan.email)).toHaveLength(0);

    // Activating again only flips active; deactivating once more finds no active subscription.
    await updateStatus(owner.token, { id, active: true });
    expect((await channelRow(id)).active).toBe(true);
    const second = await updateStatus(owner.token, { id, active: false });
    expect(second.data).toMatchObject({ refunds_owed: 0 });
    expect(second.message).toBe(channelMessages.deactivated);
    expect(await t.db.select().from(refunds).where(and(eq(refunds.reason, "channel_deactivated"), eq(refunds.userId, ann.id)))).toHaveLength(1);
    expect(mailTo(ann.email)).toHaveLength(1);
  });

  it("the refunds job pays a deactivation refund back through the provider and names the channel", async () => {
    const owner = await host();
    const id = await createHostedChannel(t.db, owner.user.row, { title: "Barre basics" });
    const subscriber = await createUser(t);
    const { transactionId } = await createChannelSubscription(t.db, id, subscriber.id, { pricePence: 1500 });
    // The period's payment taken by the sandbox provider, as a checkout would have.
    const method = await t.payments.createPaymentMethod({ number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Sub Scriber" });
    if (!method.ok) throw new Error("no card");
    const customerId = await t.payments.createCustomer({ userId: subscriber.id, email: subscriber.email, name: "Sub Scriber" });
    const payment = await t.payments.createPayment({
      idempotencyKey: `test:${transactionId}`,
      amountPence: 1500,
      description: "Barre basics",
      transactionId: transactionId!,
      customerId,
      paymentMethodId: method.id,
      saveCard: false,
      returnUrl: "http://localhost/checkout",
    });
    await t.db.update(transactions).set({ providerPaymentId: payment.id }).where(eq(transactions.id, transactionId!));

    await updateStatus(owner.token, { id, active: false });
    await payRefundsOwed(t.services);
    const [refund] = await t.db.select().from(refunds).where(and(eq(refunds.userId, subscriber.id), eq(refunds.reason, "channel_deactivated")));
    expect([refund!.status, refund!.amountPence]).toEqual(["refunded", 1500]);
    const [paid] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId!));
    expect(paid!.status).toBe("refunded");
    // (The sandbox's webhook for the payment made above also reads it as a second payment of the
    // transaction and refunds that: only the mail naming the channel is this refund's.)
    const sent = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, subscriber.email), eq(mailOutbox.kind, "refund-paid")));
    expect(sent.filter((mail) => mail.text.includes('We have refunded £15.00 for "Barre basics" to your card.'))).toHaveLength(1);
  });
});
