// The demo's channels, their modules and their document events. Channels and modules are made by the
// channels domain (server/domain/channels/create.ts), as the channel form makes them: Pending
// Approval. The demo's published ones are then marked approved here, as an administrator would.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channels, channelSubscriptions, documentEvents } from "~server/db/schema";
import { insertChannel, insertModules, type NewChannel } from "~server/domain/channels/create";

export type ChannelInput = NewChannel & { isPublished?: boolean; isRejected?: boolean };
export type DocumentEventInput = Omit<typeof documentEvents.$inferInsert, "userId" | "channelId">;

/** Creates a channel of the host's through the domain, then approves it (unless told otherwise); returns its id. */
export async function createChannel(db: Executor, host: { id: number; packageId: number }, input: ChannelInput): Promise<number> {
  const { isPublished = true, isRejected = false, ...fields } = input;
  const { id } = await insertChannel(db, host, fields);
  if (isPublished || isRejected) await db.update(channels).set({ isPublished, isRejected }).where(eq(channels.id, id));
  return id;
}

/** Adds modules to a channel in the given order; returns their ids in that order. */
export async function createModules(db: Executor, channelId: number, titles: string[]): Promise<number[]> {
  return insertModules(db, channelId, titles);
}

export async function createDocumentEvents(
  db: Executor,
  host: { id: number },
  channelId: number,
  documents: DocumentEventInput[],
): Promise<void> {
  if (documents.length === 0) return;
  await db.insert(documentEvents).values(documents.map((doc) => ({ ...doc, userId: host.id, channelId })));
}

/**
 * A live subscription of the user's to the channel, as a paid checkout leaves it (without the
 * payment): monthly ones renew and end at `toDate` (a month on by default), fixed ones never end.
 */
export async function subscribe(
  db: Executor,
  userId: number,
  channelId: number,
  options: { monthly: boolean; toDate?: Date | null; autoRenewal?: boolean; status?: "active" | "cancelled_by_host" | "cancelled" | "expired"; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const toDate = options.monthly ? (options.toDate ?? new Date(now.getTime() + 30 * 86_400_000)) : null;
  const [row] = await db
    .insert(channelSubscriptions)
    .values({ channelId, userId, status: options.status ?? "active", autoRenewal: options.autoRenewal ?? options.monthly, fromDate: now, toDate })
    .returning({ id: channelSubscriptions.id });
  return row!.id;
}
