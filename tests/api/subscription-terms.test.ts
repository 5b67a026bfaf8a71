// A channel subscription's terms (ADR 059), worked out by the server from the channel's
// stored price and period and said in one wording everywhere: checkout/quote (the checkout page and
// the payment modal), the provider's hosted page, the receipt mail, the transaction history (with
// what was bought) and Subscribed Channels, where they follow the subscription as it stands.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CheckoutQuoteData, HostedCheckoutData, SubscribedChannelsData, TransactionCreateData, TransactionHistoryData } from "~server/api/contract";
import { channels, discountCodes } from "~server/db/schema";
import { renewChannelSubscriptions } from "~server/domain/payments/renewals";
import { useTestApi } from "~tests/support/api";
import { sandboxCard, signedInBuyer } from "~tests/support/buyers";
import { createHostedChannel, createHostedEvent } from "~tests/support/factories";
import { createUser } from "./auth-support";

// A fixed clock: a month from Sat 28 Nov 2026 is Mon 28 Dec 2026.
const NOW = new Date("2026-11-28T10:00:00.000Z");
const t = useTestApi({ now: NOW });

const MONTHLY = "£12.30 a month, renews on Mon 28 Dec 2026 until you cancel; cancel any time in Subscribed Channels";

/** A published channel of a new host's: £10.00 (£12.30 with the free package's 20 % tax and 2.5 % handling). */
async function channel(title: string, monthly = true) {
  const host = await createUser(t);
  const channelId = await createHostedChannel(t.db, host.row, { title, pricePence: 1000, isMonthlySubscription: monthly });
  await t.db.update(channels).set({ maxSubscribers: 10 }).where(eq(channels.id, channelId));
  return channelId;
}

const quote = (token: string, channelId: number, coupon = "") =>
  t.call<CheckoutQuoteData>("GET", `checkout/quote?transaction_type=channel_subscription&id=${channelId}${coupon ? `&couponCode=${coupon}` : ""}`, { token });

describe("before paying", () => {
  it("checkout/quote says a monthly channel's price a month, its renewal date and where to cancel; a fixed course, one payment", async () => {
    const { token } = await signedInBuyer(t);
    const monthly = await quote(token, await channel("Monthly club"));
    expect([monthly.status, monthly.data?.breakdown.total, monthly.data?.terms]).toEqual([200, 1230, MONTHLY]);
    const fixed = await quote(token, await channel("Fixed course", false));
    expect(fixed.data?.terms).toBe("£12.30, one payment, no renewal");
    // An event has no terms to say.
    const event = await createHostedEvent(t.db, (await createUser(t)).row, { isFree: false, ticketPricePence: 1000 });
    const ticket = await t.call<CheckoutQuoteData>("GET", `checkout/quote?transaction_type=event_booking&id=${event}`, { token });
    expect([ticket.status, ticket.data?.terms]).toEqual([200, null]);
  });

  it("a coupon on the first payment: what is paid today, then the full month from the renewal date (what renewals charge)", async () => {
    const { token } = await signedInBuyer(t);
    const channelId = await channel("Coupon club");
    const [code] = await t.db.insert(discountCodes).values({ code: `TERMS${Date.now() % 100000}`, discountType: "fixed", value: 500, channelId }).returning();
    const discounted = await quote(token, channelId, code!.code);
    expect([discounted.data?.breakdown.total, discounted.data?.terms]).toEqual([
      615,
      "£6.15 today, then £12.30 a month from Mon 28 Dec 2026 until you cancel; cancel any time in Subscribed Channels",
    ]);
  });

  it("the provider's hosted page is given the same terms beneath the channel's title", async () => {
    const { token } = await signedInBuyer(t);
    const hosted = await t.call<HostedCheckoutData>("POST", "transaction/hosted", { token, body: { id: await channel("Hosted club"), transaction_type: "channel_subscription" } });
    expect(hosted.status, hosted.message).toBe(200);
    const page = await t.payments.hostedCheckout(hosted.data!.url.split("/").at(-1)!);
    expect([page?.title, page?.description, page?.amountPence]).toEqual(["Hosted club", MONTHLY, 1230]);
  });

  it("the terms follow the stored price, never the browser: a price change shows at once", async () => {
    const { token } = await signedInBuyer(t);
    const channelId = await channel("Repriced club");
    await t.db.update(channels).set({ pricePence: 2000 }).where(eq(channels.id, channelId));
    expect((await quote(token, channelId)).data?.terms).toBe("£24.60 a month, renews on Mon 28 Dec 2026 until you cancel; cancel any time in Subscribed Channels");
  });
});

describe("after paying", () => {
  it("the receipt, the history (naming the channel) and Subscribed Channels say the same; after a cancel, access until the period's end", async () => {
    const { user, token } = await signedInBuyer(t);
    const channelId = await channel("Receipt club");
    const paid = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: channelId, transaction_type: "channel_subscription", invoice_id: await sandboxCard(t) } });
    expect(paid.data?.checkout.status, paid.message).toBe("succeeded");

    const receipt = t.mails.find((mail) => mail.to === user.email && mail.kind === "payment-receipt");
    expect(receipt?.subject).toBe('Payment received: the channel "Receipt club"');
    expect(receipt?.text).toContain(`Your subscription: ${MONTHLY}.`);

    const history = async () => (await t.call<TransactionHistoryData>("GET", "bookings", { token })).data!.transactions;
    expect((await history()).map((row) => [row.transaction_type, row.title, row.terms, row.amount])).toEqual([["channel_subscription", "Receipt club", MONTHLY, 1230]]);
    const subscribed = async () => (await t.call<SubscribedChannelsData>("GET", "my-subscribed-channels", { token })).data!.channels;
    expect((await subscribed()).map((row) => [row.title, row.terms])).toEqual([["Receipt club", MONTHLY]]);

    const stopped = await t.call("POST", "channels/update-autorenewal", { token, body: { channel_id: channelId } });
    expect(stopped.status).toBe(200);
    const cancelled = "£12.30 a month; renewal cancelled, access until Mon 28 Dec 2026";
    expect((await history()).map((row) => row.terms)).toEqual([cancelled]);
    expect((await subscribed()).map((row) => row.terms)).toEqual([cancelled]);
  });

  it("a fixed course's receipt and history say one payment, no renewal", async () => {
    const { user, token } = await signedInBuyer(t);
    const channelId = await channel("Fixed receipt course", false);
    const paid = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: channelId, transaction_type: "channel_subscription", invoice_id: await sandboxCard(t) } });
    expect(paid.data?.checkout.status, paid.message).toBe("succeeded");
    expect(t.mails.find((mail) => mail.to === user.email && mail.kind === "payment-receipt")?.text).toContain("Your subscription: £12.30, one payment, no renewal.");
    const history = (await t.call<TransactionHistoryData>("GET", "bookings", { token })).data!.transactions;
    expect(history.map((row) => [row.title, row.terms])).toEqual([["Fixed receipt course", "£12.30, one payment, no renewal"]]);
  });

  it("a renewal charges what the terms said, and its receipt says the next renewal date", async () => {
    const { user, token } = await signedInBuyer(t);
    const channelId = await channel("Renewing club");
    const card = await sandboxCard(t);
    const paid = await t.call<TransactionCreateData>("POST", "transaction/create", { token, body: { id: channelId, transaction_type: "channel_subscription", invoice_id: card, saveCard: true, nickName: "Main" } });
    expect(paid.data?.checkout.status, paid.message).toBe("succeeded");
    // The job renews a day before the period ends.
    t.setNow(new Date("2026-12-27T22:00:00.000Z"));
    try {
      await renewChannelSubscriptions(t.services);
    } finally {
      t.setNow(NOW);
    }
    const history = (await t.call<TransactionHistoryData>("GET", "bookings", { token })).data!.transactions;
    expect(history.map((row) => row.amount)).toEqual([1230, 1230]);
    const receipts = t.mails.filter((mail) => mail.to === user.email && mail.kind === "payment-receipt");
    expect(receipts.at(-1)?.text).toContain("Your subscription: £12.30 a month, renews on Thu 28 Jan 2027 until you cancel; cancel any time in Subscribed Channels.");
  });
});
