// my-channel/{id} (002 §7): one of the host's channels with its modules, its subscriber count and
// its content in order, for the channel form and the host's content table.
import type { Channel } from "~server/db/schema";
import type { Executor } from "~server/db/client";
import type { UserRow } from "~server/domain/accounts/user-data";
import { channelContent, channelModulesOf, type ChannelContentItem, type ChannelModuleRow } from "./content";
import { loadOwnedChannel } from "./owned";
import { activeSubscriberCount } from "./subscribers";

export interface MyChannel {
  channel: Channel;
  modules: ChannelModuleRow[];
  subscribers: number;
  content: ChannelContentItem[];
}

export async function loadMyChannel(db: Executor, caller: Pick<UserRow, "id" | "role">, id: unknown): Promise<MyChannel> {
  const channel = await loadOwnedChannel(db, caller, id);
  const [modules, subscribers, content] = await Promise.all([
    channelModulesOf(db, channel.id),
    activeSubscriberCount(db, channel.id),
    channelContent(db, channel.id),
  ]);
  return { channel, modules, subscribers, content };
}
