// Loading a channel for its host: only the owner (or an administrator) may; another user gets the
// events' 'unauthorized' and no such channel gets 'Channel not found'.
import { eq } from "drizzle-orm";
import { idOf } from "~shared/ids";
import type { Executor } from "~server/db/client";
import { channels, type Channel } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { forbidden, notFound } from "~server/domain/errors";
import { mayManage } from "~server/domain/events/access";
import { CHANNEL_NOT_FOUND, UNAUTHORIZED } from "~server/domain/events/messages";

export type ChannelCaller = Pick<UserRow, "id" | "role">;

/** The channel, if the caller hosts it (or administers the site); `lock` takes it FOR UPDATE. */
export async function loadOwnedChannel(
  db: Executor,
  caller: ChannelCaller,
  id: unknown,
  /** lock: FOR UPDATE; hideOthers: another host's channel answers as a missing one. */
  options: { lock?: boolean; hideOthers?: boolean } = {},
): Promise<Channel> {
  const channelId = idOf(id);
  if (channelId === null) throw notFound(CHANNEL_NOT_FOUND);
  const query = db.select().from(channels).where(eq(channels.id, channelId));
  const [channel] = options.lock ? await query.for("update") : await query;
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  if (!mayManage(caller, channel.userId)) throw options.hideOthers ? notFound(CHANNEL_NOT_FOUND) : forbidden(UNAUTHORIZED);
  return channel;
}
