// event-edit/{id} (spec 001 §6, §7): the event in the form's own shape, for its owner (or an
// administrator) only; anyone else is answered 'unauthorized'. A booked event loads too, saying it
// cannot be edited: its join link alone stays editable until it ends.
import { asc, eq } from "drizzle-orm";
import type { EventFormInitial } from "~shared/event-form/draft";
import { penceToPounds } from "~shared/money";
import { eventFeatures, eventSchedule, eventSpeakers, type Event } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import type { Services } from "~server/services";
import { activeBookings, hasEnded, hasStarted, loadManagedEvent } from "./access";
import { approvalStatus, type ApprovalStatus } from "./approval";
import { BOOKED_CANNOT_EDIT } from "./messages";

export interface EventForEdit {
  event: Event;
  initialValues: EventFormInitial;
  approval: ApprovalStatus;
  isBooked: boolean;
  hasStarted: boolean;
  hasEnded: boolean;
  blockedMessage: string;
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : "");

export async function loadEventForEdit(services: Services, user: UserRow, eventId: number): Promise<EventForEdit> {
  const { db } = services;
  const event = await loadManagedEvent(db, user, eventId);
  const [schedule, speakers, features, bookings] = await Promise.all([
    db.select().from(eventSchedule).where(eq(eventSchedule.eventId, event.id)).orderBy(asc(eventSchedule.startDate), asc(eventSchedule.sort)),
    db.select().from(eventSpeakers).where(eq(eventSpeakers.eventId, event.id)).orderBy(asc(eventSpeakers.sort)),
    db.select({ id: eventFeatures.featureId }).from(eventFeatures).where(eq(eventFeatures.eventId, event.id)),
    activeBookings(db, event.id),
  ]);

  // Schedule rows grouped per date, as the form lays them out.
  const days: EventFormInitial["schedule_dates"] = [];
  for (const row of schedule) {
    let day = days.find((candidate) => candidate.schedule_date === row.startDate);
    if (!day) {
      day = { schedule_date: row.startDate, schedule_fields: [] };
      days.push(day);
    }
    day.schedule_fields.push({ schedule_time: hhmm(row.startTime), schedule_title: row.title, schedule_speaker: row.speaker ?? "" });
  }

  const isBooked = bookings > 0;
  const initialValues: EventFormInitial = {
    event_id: event.id,
    title: event.title,
    category_id: event.categoryId === null ? "" : String(event.categoryId),
    event_type: event.eventType,
    description: event.description,
    channel_id: event.channelId === null ? "" : String(event.channelId),
    channel_module_id: event.channelModuleId === null ? "" : String(event.channelModuleId),
    is_bulk_event: event.isBulkEvent,
    bulk_event: event.bulkEventCount === null ? "" : String(event.bulkEventCount),
    event_date: event.eventDate ?? "",
    end_date: event.endDate ?? "",
    event_time: hhmm(event.eventTime),
    end_time: hhmm(event.endTime),
    time_zone: event.timeZone,
    ticket_price: event.isFree || event.channelId !== null || event.ticketPricePence === 0 ? "" : penceToPounds(event.ticketPricePence),
    is_free: event.isFree,
    is_recurring_event: event.isRecurringEvent,
    repeat_frequency: event.repeatFrequency ?? "",
    repeat_until_date: event.repeatUntilDate ?? "",
    can_cancel: event.canCancel,
    features: features.map((feature) => String(feature.id)),
    view_link: event.viewLink ?? "",
    schedule_dates: days,
    speakers: speakers.map((speaker) => ({
      speaker_name: speaker.name,
      speaker_description: speaker.description ?? "",
      speaker_photo: speaker.pic ?? "",
    })),
    photos: event.images,
    short_video: event.shortVideo ?? "",
  };
  return {
    event,
    initialValues,
    approval: approvalStatus(event),
    isBooked,
    hasStarted: hasStarted(event, services.now()),
    hasEnded: hasEnded(event, services.now()),
    blockedMessage: isBooked ? BOOKED_CANNOT_EDIT : "",
  };
}
