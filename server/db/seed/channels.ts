// The demo's channels, their modules and their document events. Channels and modules are made by the
// channels domain (server/domain/channels/create.ts), as the channel form makes them: Pending
// Approval. The demo's published ones are then marked approved here, as an administrator would.
import { eq } from "drizzle-orm";
import type { Executor } from "../client";
import { channels, documentEvents } from "../schema";
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
