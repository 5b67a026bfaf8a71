// events/create (spec 001 §2.1, §7): one transaction that creates an event — every occurrence of a
// recurring one (ADR 017) — or updates one, with its schedule, speakers (at most 3), paid features
// and media. Seats come from the host's package when the event is created; events wait for an
// administrator's approval (Pending Approval) after every save.
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { PRE_RECORDED_EVENT } from "~shared/event-form/kinds";
import type { EventFormValues } from "~shared/event-form/schema";
import { slugify } from "~shared/event-urls";
import type { Executor } from "~server/db/client";
import {
  categories,
  channelModules,
  channels,
  eventFeatures,
  events,
  eventSchedule,
  eventSpeakers,
  packages,
  paidFeatures,
  type Event,
  type NewEvent,
} from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { conflict, invalid, rejected } from "~server/domain/errors";
import { attachUploads, releaseUploads } from "~server/domain/uploads/attach";
import { nextChannelSortOrder } from "~server/domain/channels/order";
import type { Services } from "~server/services";
import { activeBookings, hasStarted, loadManagedEvent } from "./access";
import { requireCanCreateEvent } from "./can-create";
import { BOOKED_CANNOT_EDIT, CANCELLED_EVENT_LOCKED, EVENT_STARTED, EVENT_TYPE_FIXED, REQUIRED_FIELDS_MISSING, eventMessages } from "./messages";
import { occurrencesOf, type Occurrence } from "./recurrence";

export interface SavedEvent {
  event: Event;
  /** Every row written, the first occurrence first. */
  occurrenceIds: number[];
  created: boolean;
}

/** "Sunrise Flow: Week 1!" → "sunrise-flow-week-1"; "event" when nothing is left (shared/event-urls.ts). */
export function eventSlug(title: string): string {
  return slugify(title);
}

/** Seats per event from the host's package: live and pre-recorded events have their own limit. */
export async function seatsFromPackage(tx: Executor, packageId: number, eventType: Event["eventType"]): Promise<number> {
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (!pkg) throw new Error(`Unknown package ${packageId}`);
  return eventType === PRE_RECORDED_EVENT ? pkg.maxParticipantInPreRecordedEvent : pkg.maxParticipantInEvent;
}

/** The references a form names (category, channel, module, features) checked against the host's data. */
async function checkReferences(tx: Executor, hostId: number, values: EventFormValues): Promise<void> {
  const fields: Record<string, string[]> = {};
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, values.category_id), ne(categories.kind, "channel")))
    .limit(1);
  if (!category) fields.category_id = [eventMessages.categoryRequired];

  if (values.channel_id !== null) {
    const [channel] = await tx
      .select({ id: channels.id, eventType: channels.eventType })
      .from(channels)
      .where(and(eq(channels.id, values.channel_id), eq(channels.userId, hostId)))
      .limit(1);
    const holds =
      channel &&
      (channel.eventType === "Pre Recorded and Live" ||
        (values.event_type === PRE_RECORDED_EVENT ? channel.eventType === "Pre Recorded Events" : channel.eventType === "Live Events"));
    if (!channel || !holds) fields.channel_id = [eventMessages.channelInvalid];
    else {
      const modules = await tx.select({ id: channelModules.id }).from(channelModules).where(eq(channelModules.channelId, channel.id));
      if (values.channel_module_id === null) {
        if (modules.length > 0) fields.channel_module_id = [eventMessages.moduleRequired];
      } else if (!modules.some((module) => module.id === values.channel_module_id)) {
        fields.channel_module_id = [eventMessages.moduleInvalid];
      }
    }
  }

  if (values.features.length > 0) {
    const found = await tx
      .select({ id: paidFeatures.id })
      .from(paidFeatures)
      .where(and(inArray(paidFeatures.id, values.features), eq(paidFeatures.active, true)));
    if (found.length !== values.features.length) fields.features = [eventMessages.featureInvalid];
  }
  if (Object.keys(fields).length > 0) throw invalid(REQUIRED_FIELDS_MISSING, fields);
}

/** Every storage key the form uses, by purpose. */
function mediaOf(values: EventFormValues) {
  return {
    photos: values.photos,
    shortVideo: values.short_video ? [values.short_video] : [],
    speakerPhotos: values.speakers.flatMap((speaker) => (speaker.speaker_photo ? [speaker.speaker_photo] : [])),
  };
}

async function attachMedia(tx: Executor, hostId: number, values: EventFormValues, now: Date): Promise<void> {
  const media = mediaOf(values);
  await attachUploads(tx, { userId: hostId, purpose: "event-image", keys: media.photos, field: "photos", now });
  await attachUploads(tx, { userId: hostId, purpose: "short-video", keys: media.shortVideo, field: "short_video", now });
  await attachUploads(tx, { userId: hostId, purpose: "speaker-photo", keys: media.speakerPhotos, field: "speakers", now });
}

/** The columns a save writes on every occurrence it touches (dates aside). */
function contentColumns(values: EventFormValues, now: Date) {
  const live = values.event_type !== PRE_RECORDED_EVENT;
  return {
    categoryId: values.category_id,
    title: values.title,
    slug: eventSlug(values.title),
    description: values.description,
    eventTime: live ? values.event_time : null,
    endTime: live ? values.end_time : null,
    timeZone: values.time_zone,
    ticketPricePence: values.ticket_price_pence ?? 0,
    isFree: values.is_free,
    canCancel: values.can_cancel,
    channelId: values.channel_id,
    channelModuleId: values.channel_module_id,
    images: values.photos,
    shortVideo: values.short_video,
    viewLink: live ? values.view_link : null,
    // Every save goes back to Pending Approval.
    isPublished: false,
    isRejected: false,
    rejectionReason: null,
    updatedAt: now,
  } satisfies Partial<NewEvent>;
}

async function writeChildren(tx: Executor, eventId: number, values: EventFormValues, occurrence: Occurrence | null): Promise<void> {
  const schedule = occurrence?.schedule ?? values.schedule;
  if (schedule.length > 0) {
    await tx.insert(eventSchedule).values(
      schedule.map((row, sort) => ({
        eventId,
        startDate: row.schedule_date,
        startTime: row.schedule_time,
        title: row.schedule_title,
        speaker: row.schedule_speaker,
        sort,
      })),
    );
  }
  if (values.speakers.length > 0) {
    await tx.insert(eventSpeakers).values(
      values.speakers.map((speaker) => ({
        eventId,
        name: speaker.speaker_name,
        description: speaker.speaker_description,
        pic: speaker.speaker_photo,
        sort: speaker.slot,
      })),
    );
  }
  if (values.features.length > 0) {
    await tx.insert(eventFeatures).values(values.features.map((featureId) => ({ eventId, featureId })));
  }
}

async function createEvent(tx: Executor, host: UserRow, values: EventFormValues, now: Date): Promise<SavedEvent> {
  await checkReferences(tx, host.id, values);
  await attachMedia(tx, host.id, values, now);
  const seats = await seatsFromPackage(tx, host.packageId, values.event_type);
  const live = values.event_type !== PRE_RECORDED_EVENT;
  const recurring = live && values.is_recurring_event;
  const occurrences: (Occurrence | null)[] = live ? occurrencesOf(values) : [null];
  const common = {
    ...contentColumns(values, now),
    userId: host.id,
    eventType: values.event_type,
    isRecurringEvent: recurring,
    repeatFrequency: recurring ? values.repeat_frequency : null,
    repeatUntilDate: recurring ? values.repeat_until_date : null,
    isBulkEvent: !live && values.is_bulk_event,
    bulkEventCount: !live && values.is_bulk_event ? values.bulk_event : null,
    maxParticipants: seats,
  } satisfies NewEvent;

  const rows: Event[] = [];
  for (const occurrence of occurrences) {
    const [row] = await tx
      .insert(events)
      .values({
        ...common,
        eventDate: occurrence?.eventDate ?? null,
        endDate: occurrence?.endDate ?? null,
        seriesId: recurring ? (rows[0]?.id ?? null) : null,
        // In a channel, each new row goes after everything the channel holds.
        chanSortOrder: values.channel_id === null ? 0 : await nextChannelSortOrder(tx, values.channel_id),
      })
      .returning();
    rows.push(row!);
    await writeChildren(tx, row!.id, values, occurrence);
  }
  const first = rows[0]!;
  if (recurring) {
    // The first occurrence names the series with its own id.
    const [updated] = await tx.update(events).set({ seriesId: first.id }).where(eq(events.id, first.id)).returning();
    rows[0] = updated!;
  }
  return { event: rows[0]!, occurrenceIds: rows.map((row) => row.id), created: true };
}

/** Keys still used by another event than `eventId` (a series shares its media). */
async function keysUsedElsewhere(tx: Executor, eventId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const inEvents = await tx
    .select({ images: events.images, shortVideo: events.shortVideo })
    .from(events)
    .where(and(ne(events.id, eventId), or(sql`${events.images} && array[${keyList}]::text[]`, inArray(events.shortVideo, keys))));
  const inSpeakers = await tx
    .select({ pic: eventSpeakers.pic })
    .from(eventSpeakers)
    .where(and(ne(eventSpeakers.eventId, eventId), inArray(eventSpeakers.pic, keys)));
  const used = new Set<string>();
  for (const row of inEvents) {
    for (const key of row.images) used.add(key);
    if (row.shortVideo) used.add(row.shortVideo);
  }
  for (const row of inSpeakers) if (row.pic) used.add(row.pic);
  return used;
}

async function updateEvent(tx: Executor, user: UserRow, values: EventFormValues, eventId: number, now: Date): Promise<SavedEvent> {
  const existing = await loadManagedEvent(tx, user, eventId, true);
  if (existing.isCancelled) throw rejected(CANCELLED_EVENT_LOCKED);
  if ((await activeBookings(tx, existing.id)) > 0) throw conflict(BOOKED_CANNOT_EDIT);
  // The host sees Edit only until the event starts (spec 001 §4).
  if (hasStarted(existing, now)) throw rejected(EVENT_STARTED);
  if (existing.eventType !== values.event_type) throw invalid(REQUIRED_FIELDS_MISSING, { event_type: [EVENT_TYPE_FIXED] });
  const hostId = existing.userId;
  await checkReferences(tx, hostId, values);
  await attachMedia(tx, hostId, values, now);

  const speakersBefore = await tx.select({ pic: eventSpeakers.pic }).from(eventSpeakers).where(eq(eventSpeakers.eventId, existing.id));
  const before = [...existing.images, existing.shortVideo, ...speakersBefore.map((row) => row.pic)].filter((key): key is string => Boolean(key));
  const after = new Set(Object.values(mediaOf(values)).flat());
  const dropped = before.filter((key) => !after.has(key));
  const shared = await keysUsedElsewhere(tx, existing.id, dropped);
  await releaseUploads(
    tx,
    dropped.filter((key) => !shared.has(key)),
    now,
  );

  const live = values.event_type !== PRE_RECORDED_EVENT;
  // An occurrence keeps its series and recurrence: only its own date and content change (ADR 017).
  const occurrence = live ? occurrencesOf({ ...values, is_recurring_event: false })[0]! : null;
  // Moved into another channel: it goes after that channel's content.
  const movedTo = values.channel_id !== null && values.channel_id !== existing.channelId ? values.channel_id : null;
  const [row] = await tx
    .update(events)
    .set({
      ...contentColumns(values, now),
      ...(movedTo === null ? {} : { chanSortOrder: await nextChannelSortOrder(tx, movedTo) }),
      eventDate: occurrence?.eventDate ?? null,
      endDate: occurrence?.endDate ?? null,
    })
    .where(eq(events.id, existing.id))
    .returning();
  await tx.delete(eventSchedule).where(eq(eventSchedule.eventId, existing.id));
  await tx.delete(eventSpeakers).where(eq(eventSpeakers.eventId, existing.id));
  await tx.delete(eventFeatures).where(eq(eventFeatures.eventId, existing.id));
  await writeChildren(tx, existing.id, values, occurrence);
  return { event: row!, occurrenceIds: [row!.id], created: false };
}

/** Creates the event (no event_id) or updates it (event_id: the owner's or an administrator's). */
export async function saveEvent(services: Services, user: UserRow, values: EventFormValues): Promise<SavedEvent> {
  requireCanCreateEvent(user);
  const now = services.now();
  return services.db.transaction(async (tx) =>
    values.event_id === null ? createEvent(tx, user, values, now) : updateEvent(tx, user, values, values.event_id, now),
  );
}
