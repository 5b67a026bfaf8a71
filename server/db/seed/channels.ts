// Creating channels, their modules and their document events. There is no channels domain service
// yet: the issue that builds channel creation moves these into server/domain and the seed calls that.
import { eq } from "drizzle-orm";
import type { Executor } from "../client";
import { channelModules, channels, documentEvents, packages } from "../schema";
import { slugify } from "~shared/event-urls";

export type ChannelInput = Omit<typeof channels.$inferInsert, "userId" | "slug" | "maxSubscribers">;
export type DocumentEventInput = Omit<typeof documentEvents.$inferInsert, "userId" | "channelId">;

/** Creates a published, active channel (unless told otherwise) for the host; returns its id. */
export async function createChannel(
  db: Executor,
  host: { id: number; packageId: number },
  input: ChannelInput,
): Promise<number> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, host.packageId));
  if (!pkg) throw new Error(`Unknown package ${host.packageId}`);
  const [row] = await db
    .insert(channels)
    .values({
      isPublished: true,
      active: true,
      ...input,
      userId: host.id,
      slug: slugify(input.title),
      maxSubscribers: pkg.maxSubscriberInChannel,
    })
    .returning({ id: channels.id });
  return row.id;
}

/** Adds modules to a channel in the given order; returns their ids in that order. */
export async function createModules(db: Executor, channelId: number, titles: string[]): Promise<number[]> {
  const rows = await db
    .insert(channelModules)
    .values(titles.map((title, sort) => ({ channelId, title, sort })))
    .returning({ id: channelModules.id });
  return rows.map((r) => r.id);
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
