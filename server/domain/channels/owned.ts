// Loading a channel for its host: only the owner (or an administrator) may; anyone else gets the
// same answer as for a channel that does not exist, so ids of other hosts' channels reveal nothing.
import { eq } from "drizzle-orm";
import { channelMessages } from "~shared/messages/channels";
import { idOf } from "~shared/ids";
import type { Executor } from "~server/db/client";
import { channels, type Channel } from "~server/db/schema";
import { notFound } from "~server/domain/errors";

export interface ChannelCaller {
  id: number;
  role: "user" | "admin";
}

/** The channel, if the caller hosts it (or administers the site); `lock` takes it FOR UPDATE. */
export async function loadOwnedChannel(db: Executor, caller: ChannelCaller, id: unknown, options: { lock?: boolean } = {}): Promise<Channel> {
  const channelId = idOf(id);
  if (channelId === null) throw notFound(channelMessages.channelNotFound);
  const query = db.select().from(channels).where(eq(channels.id, channelId));
  const [channel] = options.lock ? await query.for("update") : await query;
  if (!channel || (channel.userId !== caller.id && caller.role !== "admin")) throw notFound(channelMessages.channelNotFound);
  return channel;
}
