// Document events (spec 001 §2.2, §2.3, §3, §5): a host's downloadable file placed in a module of
// one of their channels. Only the channel's host (and administrators) may create or change one; they
// and whoever may use the channel's content (a live subscriber, channels/access.ts) may read an
// active one and download it. Anyone else gets the same answer as for a missing one, so ids reveal nothing.
// The file is private: it is only ever handed out as a short-lived signed link.
import { and, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channelModules, channels, channelSubscriptions, documentEvents, events, type Channel, type DocumentEvent } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { conflict, idOrNotFound, invalid, notFound, rejected } from "~server/domain/errors";
import { requireCanCreateEvent } from "~server/domain/events/can-create";
import { attachUploads, releaseUploads } from "~server/domain/uploads/attach";
import { ACCESS_LINK_SECONDS, mediaUrl, publishFiles } from "~server/domain/uploads/uploads";
import type { Services } from "~server/services";
import { channelAccess } from "./access";
import { mayManage } from "~server/domain/events/access";
import { channelModulesOf } from "./content";
import { ensureManages, loadOwnedChannel, type ChannelCaller } from "./owned";
import { nextChannelSortOrder } from "./order";
import { activeSubscriberCount } from "./subscribers";
import { contentLocked } from "~shared/channel-status";
import { slugify } from "~shared/event-urls";
import { documentMessages as m } from "~shared/messages/documents";
import type { DocumentEventValues } from "~shared/schemas/document-event";

type Caller = ChannelCaller;


/** The document event, when the caller hosts it (or administers the site); another user: 'unauthorized'. */
export async function loadManagedDocument(db: Executor, caller: Caller, documentId: unknown, options: { lock?: boolean } = {}): Promise<DocumentEvent> {
  const id = idOrNotFound(documentId, m.notFound);
  const query = db.select().from(documentEvents).where(eq(documentEvents.id, id));
  const [doc] = options.lock ? await query.for("update") : await query;
  if (!doc) throw notFound(m.notFound);
  ensureManages(caller, doc.userId);
  return doc;
}

/** The document, for its host and administrators, or an active one for whoever may use its channel's content (a live subscriber). */
export async function loadReadableDocument(db: Executor, caller: Caller, documentId: unknown, now: Date): Promise<DocumentEvent> {
  const id = idOrNotFound(documentId, m.notFound);
  const [doc] = await db.select().from(documentEvents).where(eq(documentEvents.id, id));
  if (!doc) throw notFound(m.notFound);
  if (mayManage(caller, doc.userId)) return doc;
  if (doc.active && (await channelAccess(db, caller, doc.channelId, now)) !== null) return doc;
  throw notFound(m.notFound);
}

/**
 * A document as its page shows it (001 §2.3), with its channel and whether the caller manages it (its
 * host or an administrator, who may edit it) or only reads it (a live subscriber of the channel).
 */
export async function loadDocumentPage(db: Executor, caller: Caller, documentId: unknown, now: Date): Promise<{ doc: DocumentEvent; channel: Channel; manages: boolean }> {
  const doc = await loadReadableDocument(db, caller, documentId, now);
  const [channel] = await db.select().from(channels).where(eq(channels.id, doc.channelId));
  if (!channel) throw notFound(m.notFound);
  return { doc, channel, manages: mayManage(caller, channel.userId) };
}

/** Creating or changing a document event: the channel and the document must be the caller's. */
export async function saveDocumentEvent(services: Pick<Services, "db" | "now" | "storage">, caller: UserRow, values: DocumentEventValues, mode: "create" | "update"): Promise<DocumentEvent> {
  requireCanCreateEvent(caller);
  const now = services.now();
  return services.db.transaction(async (tx) => {
    // The channel is locked first (as the event form and reordering do), so two saves at once
    // cannot take the same order number.
    const channel = await loadOwnedChannel(tx, caller, values.channel_id, { lock: true });
    const before = mode === "update" ? await loadManagedDocument(tx, caller, values.id, { lock: true }) : null;
    // The channel is locked on the form: a document never moves to another channel.
    if (before && before.channelId !== channel.id) throw notFound(m.notFound);
    if (contentLocked(await activeSubscriberCount(tx, channel.id))) throw conflict(m.hasSubscribers);
    const [module] = await tx
      .select({ id: channelModules.id })
      .from(channelModules)
      .where(and(eq(channelModules.id, values.channel_module_id), eq(channelModules.channelId, channel.id)));
    if (!module) throw invalid(m.moduleNotInChannel, { channel_module_id: [m.moduleNotInChannel] });
    const document = values.document ?? before?.document ?? null;
    if (!document) throw invalid(m.missingFields, { document: [m.documentRequired] });
    if (!values.image && !values.use_channel_image) throw invalid(m.missingFields, { image: [m.imageRequired] });
    // The files belong to the channel's host (an administrator fixing a document attaches the host's uploads).
    if (document !== before?.document) await attachUploads(tx, { userId: channel.userId, purpose: "document", keys: [document], field: "document", now });
    if (values.image && values.image !== before?.image) {
      await attachUploads(tx, { userId: channel.userId, purpose: "document-image", keys: [values.image], field: "image", now });
      // A document of a published channel is on its public page at once: so is its picture (ADR 056);
      // a pending channel's are published with it, at its approval.
      if (channel.isPublished) await publishFiles(services.storage, [values.image]);
    }
    const fields = {
      title: values.title,
      description: values.description,
      image: values.image,
      useChannelImage: values.use_channel_image,
      channelModuleId: module.id,
      document,
      updatedAt: now,
    };
    if (before) {
      await releaseUploads(tx, [before.document !== document ? before.document : null, before.image !== values.image ? before.image : null], now);
      const [saved] = await tx.update(documentEvents).set(fields).where(eq(documentEvents.id, before.id)).returning();
      return saved!;
    }
    const [saved] = await tx
      .insert(documentEvents)
      .values({
        ...fields,
        userId: channel.userId,
        channelId: channel.id,
        chanSortOrder: await nextChannelSortOrder(tx, channel.id),
        createdAt: now,
      })
      .returning();
    return saved!;
  });
}

/** Signed links to a document live this long at most; the page asks for a fresh one on each click. */
export interface DocumentDownload {
  url: string;
  file_name: string;
}

/**
 * A short-lived signed link to the document, for its host and administrators, and for whoever may
 * use its channel's content (channels/access.ts: a live subscription) while the document is active.
 * Everyone else: "Document event not found" (content answers as missing; only the host's management
 * calls say 'unauthorized').
 */
export async function documentDownload(services: Pick<Services, "db" | "storage" | "now">, caller: Caller, documentId: unknown): Promise<DocumentDownload> {
  const doc = await loadReadableDocument(services.db, caller, documentId, services.now());
  const extension = /\.[a-z0-9]{1,8}$/.exec(doc.document)?.[0] ?? "";
  const fileName = `${slugify(doc.title, "document")}${extension}`;
  // Used at once (the download starts on the click), so it lives as briefly as the player's link.
  const url = await mediaUrl(services, doc.document, { downloadName: fileName, expiresInSeconds: ACCESS_LINK_SECONDS });
  // A stored name that is no storage key (hand-made or old data): the page says so, with the spec's text.
  if (!url) throw rejected(m.noDocument);
  return { url, file_name: fileName };
}

/** The module, when the caller hosts its channel; another user: 'unauthorized'. */
async function loadManagedModule(tx: Executor, caller: Caller, moduleId: number) {
  const [row] = await tx
    .select({ module: channelModules, ownerId: channels.userId })
    .from(channelModules)
    .innerJoin(channels, eq(channels.id, channelModules.channelId))
    .where(eq(channelModules.id, moduleId))
    .for("update");
  if (!row) throw notFound(m.moduleNotFound);
  ensureManages(caller, row.ownerId);
  return row.module;
}

/** Renames a module (the form's module list); answers the channel's modules. */
export async function renameModule(services: Pick<Services, "db">, caller: Caller, input: { module_id: number; title: string }) {
  return services.db.transaction(async (tx) => {
    const module = await loadManagedModule(tx, caller, input.module_id);
    await tx.update(channelModules).set({ title: input.title }).where(eq(channelModules.id, module.id));
    return channelModulesOf(tx, module.channelId);
  });
}

/**
 * Deletes an empty module; answers the channel's modules. A module that still holds events or
 * documents is refused rather than emptied: in a modular channel every item needs a module
 * ('Please select a module'), and silently orphaning them would hide them from the course.
 */
export async function deleteModule(services: Pick<Services, "db">, caller: Caller, input: { module_id: number }) {
  return services.db.transaction(async (tx) => {
    const module = await loadManagedModule(tx, caller, input.module_id);
    const [videos] = await tx.select({ n: count() }).from(events).where(eq(events.channelModuleId, module.id));
    const [documents] = await tx.select({ n: count() }).from(documentEvents).where(eq(documentEvents.channelModuleId, module.id));
    if ((videos?.n ?? 0) + (documents?.n ?? 0) > 0) throw conflict(m.moduleInUse);
    await tx.delete(channelModules).where(eq(channelModules.id, module.id));
    return channelModulesOf(tx, module.channelId);
  });
}

/** Active subscribers per channel (the form is replaced by a message for a channel that has any). */
export async function subscriberCounts(db: Executor, channelIds: readonly number[]): Promise<Map<number, number>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .select({ channelId: channelSubscriptions.channelId, n: count() })
    .from(channelSubscriptions)
    .where(and(inArray(channelSubscriptions.channelId, [...channelIds]), eq(channelSubscriptions.status, "active")))
    .groupBy(channelSubscriptions.channelId);
  return new Map(rows.map((row) => [row.channelId, row.n]));
}
