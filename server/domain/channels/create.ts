// Creating and editing a channel (spec 002 §2.4, §4, §5): channels/create and channels/update, and
// the one insert the demo seed goes through too. A new or edited channel waits for approval
// (is_published false: Pending Approval); its subscriber seats come from the host's package when it
// is created; a channel with active subscribers cannot be edited, nor can its subscription type.
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channelModules, channels, packages } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { conflict, invalid } from "~server/domain/errors";
import { attachUploads, releaseUploads } from "~server/domain/uploads/attach";
import type { UploadPurpose } from "~server/domain/uploads/purposes";
import type { Services } from "~server/services";
import type { ChannelFormValues, ModuleRow } from "~shared/channel-form/schema";
import { contentLocked } from "~shared/channel-status";
import { sanitizeHtml } from "~server/domain/content/html";
import { slugify } from "~shared/event-urls";
import { channelMessages as m } from "~shared/messages/channels";
import { requireCanCreateChannel } from "./can-create";
import { isChannelCategory } from "./form";
import { loadOwnedChannel } from "./owned";
import { activeSubscriberCount } from "./subscribers";

/** A channel's own fields as the domain writes them; the host, slug, seats and approval are the domain's. */
export type NewChannel = Omit<typeof channels.$inferInsert, "id" | "userId" | "slug" | "maxSubscribers" | "isPublished" | "isRejected" | "updatedAt">;

/**
 * Inserts a channel of the host's, Pending Approval, with its modules in order; seats from the
 * host's package. Returns the channel's id and its modules' ids in order.
 */
export async function insertChannel(
  tx: Executor,
  host: { id: number; packageId: number },
  fields: NewChannel,
  moduleTitles: readonly string[] = [],
): Promise<{ id: number; moduleIds: number[] }> {
  const [pkg] = await tx.select({ seats: packages.maxSubscriberInChannel }).from(packages).where(eq(packages.id, host.packageId)).limit(1);
  if (!pkg) throw new Error(`User ${host.id} has a missing package ${host.packageId}`);
  const [row] = await tx
    .insert(channels)
    .values({ ...fields, userId: host.id, slug: slugify(fields.title), maxSubscribers: pkg.seats, isPublished: false, isRejected: false, updatedAt: fields.createdAt })
    .returning({ id: channels.id });
  const moduleIds = await insertModules(tx, row!.id, moduleTitles, 0);
  return { id: row!.id, moduleIds };
}

/** Adds modules to a channel, the first at `firstSort` and the rest after it; returns their ids in order. */
export async function insertModules(tx: Executor, channelId: number, titles: readonly string[], firstSort = 0): Promise<number[]> {
  if (titles.length === 0) return [];
  const rows = await tx
    .insert(channelModules)
    .values(titles.map((title, index) => ({ channelId, title, sort: firstSort + index })))
    .returning({ id: channelModules.id, sort: channelModules.sort });
  return rows.sort((a, b) => a.sort - b.sort).map((r) => r.id);
}

function fieldsOf(values: ChannelFormValues) {
  return {
    title: values.title,
    // Kept sanitised, whoever posts it (the page sends the editor's HTML: shared/rich-text.ts).
    description: sanitizeHtml(values.description),
    eventType: values.event_type,
    pricePence: values.price,
    categoryId: values.category_id,
    image: values.image,
    photos: values.photos,
    video: values.video,
    isModular: values.is_modular,
    learn1: values.learn1,
    learn2: values.learn2,
    learn3: values.learn3,
    learn4: values.learn4,
  };
}

async function requireChannelCategory(tx: Executor, categoryId: number): Promise<void> {
  if (!(await isChannelCategory(tx, categoryId))) throw invalid(m.missingFields, { category_id: [m.categoryRequired] });
}

/**
 * The form's files: keys it did not hold before must be the host's own finished uploads of the
 * field's purpose (a forged key, or a private video put where a public one goes, is refused);
 * files it no longer holds are released to the sweep.
 */
async function saveFiles(
  tx: Executor,
  userId: number,
  now: Date,
  before: { image: string | null; photos: readonly string[]; video: string | null },
  after: { image: string; photos: readonly string[]; video: string | null },
): Promise<void> {
  const fields: [string, UploadPurpose, readonly (string | null)[], readonly (string | null)[]][] = [
    ["image", "channel-image", [before.image], [after.image]],
    ["photos", "channel-photo", before.photos, after.photos],
    ["video", "channel-video", [before.video], [after.video]],
  ];
  for (const [field, purpose, was, is] of fields) {
    const kept = new Set(was.filter(Boolean));
    const added = is.filter((key): key is string => Boolean(key) && !kept.has(key!));
    await attachUploads(tx, { userId, purpose, keys: added, field, now });
  }
  for (const [, , was, is] of fields) {
    const still = new Set(is);
    await releaseUploads(tx, was.filter((key) => key && !still.has(key)), now);
  }
}

/** channels/create: a new channel of the caller's, Pending Approval. */
export async function createChannel(services: Services, user: UserRow, values: ChannelFormValues): Promise<{ id: number }> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    // The form's own refusals come before the account's (a form the host must mend either way).
    await requireChannelCategory(tx, values.category_id);
    await requireCanCreateChannel(tx, user);
    await saveFiles(tx, user.id, now, { image: null, photos: [], video: null }, values);
    const { id } = await insertChannel(
      tx,
      user,
      { ...fieldsOf(values), isMonthlySubscription: values.is_monthly_subscription, createdAt: now },
      values.is_modular ? values.channel_module.map((row) => row.title) : [],
    );
    return { id };
  });
}

/**
 * A modular channel's modules as the form lists them: saved rows keep their id and take their new
 * title and place, new rows are added, rows no longer listed are deleted (their events stay in the
 * channel without a module). Ids of another channel's modules are read as new rows.
 */
async function saveModules(tx: Executor, channelId: number, rows: readonly ModuleRow[]): Promise<void> {
  const saved = await tx.select({ id: channelModules.id }).from(channelModules).where(eq(channelModules.channelId, channelId)).orderBy(asc(channelModules.sort));
  const savedIds = new Set(saved.map((row) => row.id));
  const keptIds = rows.map((row) => row.id).filter((id): id is number => id !== null && savedIds.has(id));
  await tx
    .delete(channelModules)
    .where(keptIds.length > 0 ? and(eq(channelModules.channelId, channelId), notInArray(channelModules.id, keptIds)) : eq(channelModules.channelId, channelId));
  const used = new Set<number>();
  for (const [sort, row] of rows.entries()) {
    if (row.id !== null && savedIds.has(row.id) && !used.has(row.id)) {
      used.add(row.id);
      await tx.update(channelModules).set({ title: row.title, sort }).where(and(eq(channelModules.id, row.id), eq(channelModules.channelId, channelId)));
    } else {
      await insertModules(tx, channelId, [row.title], sort);
    }
  }
}

/**
 * channels/update: the host's own channel (another user's is 'unauthorized'), while it has no
 * active subscribers; the subscription type stays as created. The edit waits for approval again.
 */
export async function updateChannel(services: Services, user: UserRow, values: ChannelFormValues): Promise<{ id: number }> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const channel = await loadOwnedChannel(tx, user, values.id, { lock: true });
    if (contentLocked(await activeSubscriberCount(tx, channel.id))) throw conflict(m.hasSubscribers);
    if (values.is_monthly_subscription !== channel.isMonthlySubscription) {
      throw invalid(m.subscriptionFixed, { is_monthly_subscription: [m.subscriptionFixed] });
    }
    await requireChannelCategory(tx, values.category_id);
    // Files are the host's: an administrator editing keeps the files the host uploaded.
    await saveFiles(tx, channel.userId, now, channel, values);
    await tx
      .update(channels)
      .set({ ...fieldsOf(values), slug: slugify(values.title), isPublished: false, isRejected: false, rejectionReason: null, updatedAt: now })
      .where(eq(channels.id, channel.id));
    if (values.is_modular) await saveModules(tx, channel.id, values.channel_module);
    return { id: channel.id };
  });
}
