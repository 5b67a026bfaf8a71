// Stopping a monthly channel subscription's renewal (002 §4, §7 channels/update-autorenewal): the
// subscription stays active until its to_date ("Expiring Soon"), then ends. Minimal version for the
// subscriber's pages (part 4 of issue 23); the renewals part replaces it with one that also stops the
// provider's billing, keeping this signature and these outcomes.
import { eq } from "drizzle-orm";
import { channels, channelSubscriptions } from "~server/db/schema";
import type { Services } from "~server/services";
import { userLiveSubscriptionSql } from "./access";

export type StopRenewalOutcome = "stopped" | "not_subscribed" | "not_monthly";

/** Turns auto renewal off on the caller's active subscription of the channel. Stopping twice is "stopped". */
export async function stopChannelRenewal(services: Pick<Services, "db" | "now">, userId: number, channelId: number): Promise<StopRenewalOutcome> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: channelSubscriptions.id, monthly: channels.isMonthlySubscription })
      .from(channelSubscriptions)
      .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
      .where(userLiveSubscriptionSql(channelId, userId, now))
      .for("update", { of: channelSubscriptions })
      .limit(1);
    if (!row) return "not_subscribed";
    if (!row.monthly) return "not_monthly";
    await tx.update(channelSubscriptions).set({ autoRenewal: false }).where(eq(channelSubscriptions.id, row.id));
    return "stopped";
  });
}
