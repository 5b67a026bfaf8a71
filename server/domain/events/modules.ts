// channels/add-module (spec 001 §2.1, §7): the event form adds a module to the chosen channel. Only
// the channel's owner (or an administrator) may; the answer is the channel's modules after adding.
import { eq, sql } from "drizzle-orm";
import type { AddModuleInput } from "~shared/event-form/schema";
import { channelModules, channels } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import type { Services } from "~server/services";
import { channelModulesOf } from "~server/domain/channels/content";
import { loadOwnedChannel } from "~server/domain/channels/owned";

export async function addModule(services: Services, user: UserRow, input: AddModuleInput): Promise<{ id: number; title: string }[]> {
  return services.db.transaction(async (tx) => {
    const channel = await loadOwnedChannel(tx, user, input.channel_id, { lock: true });
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${channelModules.sort}), -1)`.mapWith(Number) })
      .from(channelModules)
      .where(eq(channelModules.channelId, channel.id));
    await tx.insert(channelModules).values({ channelId: channel.id, title: input.title, sort: (last?.sort ?? -1) + 1 });
    if (!channel.isModular) await tx.update(channels).set({ isModular: true, updatedAt: services.now() }).where(eq(channels.id, channel.id));
    return channelModulesOf(tx, channel.id);
  });
}
