// Bulk creation of pre-recorded events (spec 001 §2.7, §4, §5). The bulk hangs off a parent event made
// by events/create with is_bulk_event: its id is the bulk id. The page's first row is that parent
// (completed by create-bulk); every further row becomes a new event with bulk_id = the parent's id,
// in the parent's channel, with the parent's category, seats and cancellation terms. A row whose
// video upload failed is still created, without a video (001 §4), and the answer names it.
import { and, asc, count, eq, ne } from "drizzle-orm";
import { bulkMessages } from "~shared/messages/bulk-events";
import { bulkErrors, type BulkRow, type BulkRowContext, type BulkRowInput, readBulkRow } from "~shared/event-form/bulk";
import { BULK_MAX } from "~shared/event-form/limits";
import type { Executor } from "~server/db/client";
import { channelModules, events, type ChannelModule, type Event } from "~server/db/schema";
import { conflict, invalid, rejected } from "~server/domain/errors";
import { attachUploads } from "~server/domain/uploads/attach";
import { nextChannelSortOrder } from "~server/domain/channels/order";
import type { Services } from "~server/services";
import { BOOKED_CANNOT_EDIT } from "./messages";
import { activeBookingCount, loadOwnedEvent, type Caller } from "./owned";
import type { DurationReader } from "./video";

export const NOT_A_BULK = "This event is not a bulk of pre-recorded events.";
export const BULK_ALREADY_CREATED = "These bulk events have already been created.";
export const BULK_CREATED = "Bulk events created";
export const BULK_VALID = "All rows are valid";
export const UNKNOWN_MODULE = "Module selection is required";

export interface BulkSetup {
  parent: Event;
  modules: Pick<ChannelModule, "id" | "title">[];
  context: BulkRowContext;
  /** Events already created from this bulk (besides the parent). */
  createdCount: number;
}

async function childCount(db: Executor, parentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.bulkId, parentId), ne(events.id, parentId)));
  return row?.n ?? 0;
}

/** The bulk's parent (the caller's), its channel's modules and the rules its rows follow. */
export async function loadBulk(db: Executor, caller: Caller, bulkId: unknown, options: { lock?: boolean } = {}): Promise<BulkSetup> {
  const parent = await loadOwnedEvent(db, caller, bulkId, options);
  if (!parent.isBulkEvent || parent.eventType !== "Pre Recorded") throw rejected(NOT_A_BULK);
  const modules = parent.channelId
    ? await db
        .select({ id: channelModules.id, title: channelModules.title })
        .from(channelModules)
        .where(eq(channelModules.channelId, parent.channelId))
        .orderBy(asc(channelModules.sort), asc(channelModules.id))
    : [];
  return {
    parent,
    modules,
    context: { inChannel: parent.channelId !== null, moduleRequired: modules.length > 0 },
    createdCount: await childCount(db, parent.id),
  };
}

/** The rows the page starts with: the parent first, then copies of its channel, module and description. */
export function initialRows(parent: Event): (BulkRowInput & { channel_id: number | null })[] {
  const rows = Math.min(Math.max(parent.bulkEventCount ?? 1, 1), BULK_MAX);
  const shared = { description: parent.description, channel_id: parent.channelId, channel_module_id: parent.channelModuleId };
  const price = parent.channelId ? null : parent.ticketPricePence > 0 ? (parent.ticketPricePence / 100).toFixed(2) : null;
  return Array.from({ length: rows }, (_, index) =>
    index === 0
      ? { ...shared, title: parent.title, images: parent.images, video: parent.fullVideo, ticket_price: price, pre_recorded_duration: parent.preRecordedDuration }
      : { ...shared, title: "", images: [], video: null, ticket_price: price, pre_recorded_duration: null },
  );
}

function refuseInvalid(rows: readonly BulkRowInput[], setup: BulkSetup, context: BulkRowContext): BulkRow[] {
  if (rows.length > BULK_MAX) throw invalid(bulkMessages.maxBulk, { bulk: [bulkMessages.maxBulk] });
  const errors = bulkErrors(rows, context);
  const known = new Set(setup.modules.map((module) => module.id));
  const read = rows.map((row) => readBulkRow(row, context));
  read.forEach((row, index) => {
    if (row.channelModuleId !== null && !known.has(row.channelModuleId)) errors[`bulk.${index}.channel_module_id`] ??= [UNKNOWN_MODULE];
  });
  if (Object.keys(errors).length > 0) throw invalid(bulkMessages.missingFields, errors);
  return read;
}

/** events/bulk: the rows checked against every rule (a video for each), nothing saved. */
export async function checkBulk(services: Pick<Services, "db">, caller: Caller, bulkId: unknown, rows: readonly BulkRowInput[]): Promise<BulkSetup> {
  const setup = await loadBulk(services.db, caller, bulkId);
  if (setup.createdCount > 0) throw conflict(BULK_ALREADY_CREATED);
  refuseInvalid(rows, setup, setup.context);
  return setup;
}

export interface BulkOutcome {
  ids: number[];
  /** Titles of the rows created without a video (their upload failed). */
  withoutVideo: string[];
  message: string;
}

/** events/create-bulk: the parent completed from the first row, one new event per further row. */
export async function createBulk(
  services: Pick<Services, "db" | "now">,
  caller: Caller,
  bulkId: unknown,
  input: readonly BulkRowInput[],
  readDuration: DurationReader,
): Promise<BulkOutcome> {
  const setup = await loadBulk(services.db, caller, bulkId);
  if (setup.createdCount > 0) throw conflict(BULK_ALREADY_CREATED);
  const rows = refuseInvalid(input, setup, { ...setup.context, videoOptional: true });
  // Durations are read from the files before the transaction (storage reads are slow).
  for (const row of rows) {
    if (row.video && row.preRecordedDuration === null) row.preRecordedDuration = await readDuration(row.video).catch(() => null);
  }
  const now = services.now();
  const ids = await services.db.transaction(async (tx) => {
    const { parent } = await loadBulk(tx, caller, setup.parent.id, { lock: true });
    if ((await childCount(tx, parent.id)) > 0) throw conflict(BULK_ALREADY_CREATED);
    if ((await activeBookingCount(tx, parent.id)) > 0) throw conflict(BOOKED_CANNOT_EDIT);
    const owner = parent.userId;
    for (const [index, row] of rows.entries()) {
      await attachUploads(tx, { userId: owner, purpose: "event-image", keys: row.images, field: `bulk.${index}.images`, now });
      if (row.video) await attachUploads(tx, { userId: owner, purpose: "full-video", keys: [row.video], field: `bulk.${index}.video`, now });
    }
    const fields = (row: BulkRow) => ({
      title: row.title,
      slug: slugOf(row.title),
      description: row.description,
      images: row.images,
      fullVideo: row.video,
      preRecordedDuration: row.preRecordedDuration,
      ticketPricePence: row.ticketPricePence,
      channelModuleId: row.channelModuleId ?? (setup.context.moduleRequired ? null : parent.channelModuleId),
      bulkEventCount: rows.length,
      updatedAt: now,
    });
    const [first, ...rest] = rows;
    await tx.update(events).set(fields(first!)).where(eq(events.id, parent.id));
    // In a channel, the new rows go after everything it holds, in the bulk's order.
    const firstOrder = parent.channelId === null ? 0 : await nextChannelSortOrder(tx, parent.channelId);
    const created = rest.length
      ? await tx
          .insert(events)
          .values(
            rest.map((row, index) => ({
              ...fields(row),
              userId: owner,
              categoryId: parent.categoryId,
              eventType: "Pre Recorded" as const,
              timeZone: parent.timeZone,
              isFree: false,
              canCancel: parent.canCancel,
              cancellationTitle: parent.cancellationTitle,
              cancellationDescription: parent.cancellationDescription,
              channelId: parent.channelId,
              chanSortOrder: parent.channelId === null ? 0 : firstOrder + index,
              isBulkEvent: false,
              bulkId: parent.id,
              maxParticipants: parent.maxParticipants,
              isPublished: false,
              createdAt: now,
            })),
          )
          .returning({ id: events.id })
      : [];
    return [parent.id, ...created.map((row) => row.id)];
  });
  const withoutVideo = rows.filter((row) => !row.video).map((row) => row.title);
  return {
    ids,
    withoutVideo,
    message: withoutVideo.length ? `${BULK_CREATED}. These have no video yet (the upload failed): ${withoutVideo.join(", ")}` : BULK_CREATED,
  };
}

function slugOf(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "event"
  );
}
