// Deactivating a channel under concurrency: on PostgreSQL, two Deactivate requests for the same
// channel at once, each on its own pooled connection, record exactly one refund owed per active
// subscription, cancel each once and mail each subscriber once (the channel row lock orders them; the
// refunds' unique indexes are the backstop). PGlite runs one query at a time and proves nothing
// here, so this file runs only in the api-postgres project (TEST_DATABASE_URL set).
import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { channelSubscriptions, channels, mailOutbox, refunds } from "~server/db/schema";
import { updateChannelStatus } from "~server/domain/channels/status";
import { useTestApi } from "~tests/support/api";
import { createChannelSubscription } from "~tests/support/channel-subscriptions";
import { describeOnPostgres } from "~tests/support/database";
import { createHostedChannel, createUser } from "~tests/support/factories";

const ROUNDS = 10;
const SUBSCRIBERS = 5;

describeOnPostgres("channel deactivation under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ poolSize: 10, deliverMail: false });

  it(`two Deactivate requests at once record one refund per active subscription, in each of ${ROUNDS} rounds`, async () => {
    const host = await createUser(t.db);
    const subscribers = [];
    for (let i = 0; i < SUBSCRIBERS; i += 1) subscribers.push(await createUser(t.db));
    for (let round = 0; round < ROUNDS; round += 1) {
      const channelId = await createHostedChannel(t.db, host.row, { title: `Round ${round}` });
      const subscriptionIds = [];
      for (const subscriber of subscribers) subscriptionIds.push((await createChannelSubscription(t.db, channelId, subscriber.id, { pricePence: 999 + round })).subscriptionId);

      const outcomes = await Promise.all([updateChannelStatus(t.services, host.row, channelId, false), updateChannelStatus(t.services, host.row, channelId, false)]);
      expect(outcomes.map((outcome) => outcome.refundsOwed).sort(), `round ${round}`).toEqual([0, SUBSCRIBERS]);

      const owed = await t.db.select().from(refunds).where(inArray(refunds.channelSubscriptionId, subscriptionIds));
      expect(owed, `round ${round}`).toHaveLength(SUBSCRIBERS);
      expect(new Set(owed.map((refund) => refund.channelSubscriptionId)).size).toBe(SUBSCRIBERS);
      expect(owed.every((refund) => refund.amountPence === 999 + round && refund.reason === "channel_deactivated")).toBe(true);
      const statuses = await t.db.select({ status: channelSubscriptions.status }).from(channelSubscriptions).where(eq(channelSubscriptions.channelId, channelId));
      expect(statuses.every((row) => row.status === "cancelled_by_host")).toBe(true);
      const [channel] = await t.db.select({ active: channels.active }).from(channels).where(eq(channels.id, channelId));
      expect(channel?.active).toBe(false);
      const mails = await t.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "channel-deactivated"), eq(mailOutbox.subject, `Channel closed: Round ${round}`)));
      expect(mails, `round ${round}`).toHaveLength(SUBSCRIBERS);
    }
  }, 300_000);
});
