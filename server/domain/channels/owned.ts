// Loading a channel (and what it holds) for its host: only the owner (or an administrator) may. One
// answer for every host object of the channels family, the spec's answer for events (001 §6): another
// user gets 403 'unauthorized', and no such object gets its 404 'not found' text.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channels, type Channel } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { forbidden, idOrNotFound, notFound } from "~server/domain/errors";
import { mayManage } from "~server/domain/events/access";
import { CHANNEL_NOT_FOUND, UNAUTHORIZED } from "~server/domain/events/messages";

export type ChannelCaller = Pick<UserRow, "id" | "role">;

/** Refuses a caller who neither owns `ownerId`'s object nor administers the site. */
export function ensureManages(caller: ChannelCaller, ownerId: number): void {
  if (!mayManage(caller, ownerId)) throw forbidden(UNAUTHORIZED);
}

/** The channel, if the caller hosts it (or administers the site); `lock` takes it FOR UPDATE. */
export async function loadOwnedChannel(db: Executor, caller: ChannelCaller, id: unknown, options: { lock?: boolean } = {}): Promise<Channel> {
  const channelId = idOrNotFound(id, CHANNEL_NOT_FOUND);
  const query = db.select().from(channels).where(eq(channels.id, channelId));
  const [channel] = options.lock ? await query.for("update") : await query;
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  ensureManages(caller, channel.userId);
  return channel;
}
