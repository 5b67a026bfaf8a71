// Channel places and renewals under concurrency, on PostgreSQL (PGlite runs one query at a time and
// proves nothing here): 30 accounts subscribing at once to a channel of 5 places give exactly 5
// subscribers, 5 payments and 25 clear refusals, in each of 20 rounds; and the channel-renewals job
// run twice at once, on separate pooled connections, charges each due period once.
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { channelSubscriptions, channels, sandboxPayments, savedCards, transactions, users } from "~server/db/schema";
import { DomainError } from "~server/domain/errors";
import { payByCard } from "~server/domain/payments/checkout";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { renewChannelSubscriptions } from "~server/domain/payments/renewals";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createHostedChannel, createUser, type TestUser } from "~tests/support/factories";

const ROUNDS = 20;
const ACCOUNTS = 30;
const PLACES = 5;

describeOnPostgres("channel places under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 25 });
  let accounts: TestUser[];
  let host: TestUser;

  beforeAll(async () => {
    accounts = [];
    for (let i = 0; i < ACCOUNTS; i++) accounts.push(await createUser(t.db));
    host = await createUser(t.db);
  }, 60_000);

  it(`${ACCOUNTS} accounts subscribing at once to a channel of ${PLACES} places: ${PLACES} subscribers and ${ACCOUNTS - PLACES} clear refusals, in each of ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const channelId = await createHostedChannel(t.db, host.row, { title: `Places round ${round}`, pricePence: 1000 });
      await t.db.update(channels).set({ maxSubscribers: PLACES }).where(eq(channels.id, channelId));
      const cards = await Promise.all(
        accounts.map(async () => {
          const made = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Subscriber" });
          if (!made.ok) throw new Error("card refused");
          return made.id;
        }),
      );
      const outcomes = await Promise.allSettled(
        accounts.map((account, index) => payByCard(t.services, account.row, { kind: { type: "channel_subscription", id: channelId }, couponCode: null, checkoutKey: null, posted: {} }, { paymentMethodId: cards[index]!, saveAs: null })),
      );
      const paid = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value.checkout.status === "succeeded");
      expect(paid, `round ${round}`).toHaveLength(PLACES);
      const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
      expect(refusals, `round ${round}`).toHaveLength(ACCOUNTS - PLACES);
      for (const reason of refusals) {
        expect(reason, `round ${round}`).toBeInstanceOf(DomainError);
        expect((reason as DomainError).message).toBe(PAYMENT_MESSAGES.channelFull);
      }
      const [subscribed] = await t.db.select({ n: count() }).from(channelSubscriptions).where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.status, "active")));
      expect(subscribed?.n, `round ${round}`).toBe(PLACES);
      // Nobody refused was ever charged.
      const checkouts = await t.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.channelId, channelId));
      expect(checkouts, `round ${round}`).toHaveLength(PLACES);
      const [charged] = await t.db.select({ n: count() }).from(sandboxPayments).where(inArray(sandboxPayments.transactionId, checkouts.map((row) => row.id)));
      expect(charged?.n, `round ${round}`).toBe(PLACES);
    }
  }, 120_000);
});

describeOnPostgres("channel renewals under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 10 });

  it("the job run twice at once on separate connections charges each due period once, and once more the next month", async () => {
    const host = await createUser(t.db);
    const channelId = await createHostedChannel(t.db, host.row, { title: "Twice at once", pricePence: 1000 });
    await t.db.update(channels).set({ maxSubscribers: 20 }).where(eq(channels.id, channelId));
    const from = new Date(Date.UTC(2026, 4, 31, 9, 0, 0));
    const subscribers: number[] = [];
    t.setNow(from);
    try {
      for (let i = 0; i < 8; i++) {
        const user = await createUser(t.db);
        const customerId = await t.payments.createCustomer({ userId: user.id, email: user.email, name: "Sub" });
        await t.db.update(users).set({ providerCustomerId: customerId }).where(eq(users.id, user.id));
        const made = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Sub" });
        if (!made.ok) throw new Error("card refused");
        await t.payments.attachCard(customerId, made.id);
        await t.db.insert(savedCards).values({ userId: user.id, providerPaymentMethodId: made.id, providerCustomerId: customerId, nickname: "Main", isDefault: true });
        const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
        const state = await payByCard(t.services, row!, { kind: { type: "channel_subscription", id: channelId }, couponCode: null, checkoutKey: null, posted: {} }, { paymentMethodId: made.id, saveAs: null });
        expect(state.checkout.status).toBe("succeeded");
        subscribers.push(user.id);
      }
    } finally {
      t.setNow(null);
    }
    const ends = [new Date(Date.UTC(2026, 5, 30, 9, 0, 0)), new Date(Date.UTC(2026, 6, 30, 9, 0, 0))];
    for (const [month, end] of ends.entries()) {
      t.setNow(new Date(end.getTime() - 5 * 3600_000));
      try {
        await Promise.all([renewChannelSubscriptions(t.services), renewChannelSubscriptions(t.services)]);
        await Promise.all([renewChannelSubscriptions(t.services), renewChannelSubscriptions(t.services)]);
      } finally {
        t.setNow(null);
      }
      const rows = await t.db.select().from(transactions).where(and(eq(transactions.channelId, channelId), inArray(transactions.userId, subscribers)));
      expect(rows.filter((row) => row.status === "succeeded"), `month ${month}`).toHaveLength(subscribers.length * (month + 2));
      expect(rows, `month ${month}`).toHaveLength(subscribers.length * (month + 2));
      const [charged] = await t.db.select({ n: count() }).from(sandboxPayments).where(inArray(sandboxPayments.transactionId, rows.map((row) => row.id)));
      expect(charged?.n, `month ${month}`).toBe(subscribers.length * (month + 2));
      const periods = await t.db.select({ toDate: channelSubscriptions.toDate }).from(channelSubscriptions).where(eq(channelSubscriptions.channelId, channelId));
      const next = month === 0 ? ends[1]! : new Date(Date.UTC(2026, 7, 30, 9, 0, 0));
      expect(periods.map((row) => row.toDate?.toISOString()), `month ${month}`).toEqual(subscribers.map(() => next.toISOString()));
    }
  }, 60_000);
});
