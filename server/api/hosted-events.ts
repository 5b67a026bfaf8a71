// The host's event calls (spec 001 §7, 000 §7): the pre-recorded video step, the upload start mails,
// bulk pre-recorded events, My Hosted Events and Cancel Event. Only the event's host (or an
// administrator) may act on an event: anyone else gets 403 'unauthorized' (the page then goes to
// /event-management). Thin: parse, call server/domain/events, shape the answer.
//
// events/bulk, whose answer the spec does not show, checks the rows against every rule of 001 §5
// (a video for each row included) and saves nothing: the page calls it before it starts uploading.
// events/create-bulk then accepts a row without a video (its upload failed) and names it.
import { Hono } from "hono";
import { checkBulk, createBulk, initialRows, loadBulk } from "~server/domain/events/bulk";
import { cancelEvent } from "~server/domain/events/cancel";
import { hostActions, hostStatus } from "~server/domain/events/host-status";
import { hostedTabOf, listHostedEvents, type HostedEvent } from "~server/domain/events/hosted";
import { activeBookingCount, loadOwnedEvent } from "~server/domain/events/owned";
import { loadVideoEvent, mailUploadStarted, UPLOAD_MAIL_QUEUED, updateEventVideo, VIDEO_SAVED } from "~server/domain/events/video";
import { mediaUrl } from "~server/domain/uploads/uploads";
import { videoDurationSeconds } from "~server/domain/uploads/video-duration";
import type { Services } from "~server/services";
import { eventPageUrl } from "~shared/event-urls";
import type { HostedEventData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const hostedEventRoutes = new Hono<ApiEnv>();

// ---------------------------------------------------------------------------------------------
// Storage

/** A stored video's length in seconds, read from its header (null when unknown). */
function durationReader(services: Services) {
  return (key: string): Promise<number | null> => videoDurationSeconds(services, key);
}

/** Where the host's player fetches the private video (a signed URL of ACCESS_LINK_SECONDS, fileUrl's default). */
async function videoUrl(services: Services, key: string | null): Promise<string | null> {
  return mediaUrl(services, key);
}

// ---------------------------------------------------------------------------------------------
// Video

defineCall(hostedEventRoutes, "GET event-edit-video/:id", async ({ services, user, params }) => {
  const event = await loadVideoEvent(services, user, params.id);
  return {
    data: {
      initialValues: { event_id: event.id, title: event.title, full_video: event.fullVideo, pre_recorded_duration: event.preRecordedDuration },
      video_url: await videoUrl(services, event.fullVideo),
      is_booked: (await activeBookingCount(services.db, event.id)) > 0,
    },
  };
});

function durationOf(value: string | number | null | undefined): number | null {
  if (value === undefined || value === null || value === "") return null;
  const text = String(value).trim();
  return /^\d{1,7}$/.test(text) ? Number(text) : null;
}

defineCall(hostedEventRoutes, "POST events/update-video", async ({ services, user, body }) => {
  const event = await updateEventVideo(
    services,
    user,
    { eventId: body.event_id, fullVideo: body.full_video, duration: durationOf(body.pre_recorded_duration) },
    durationReader(services),
  );
  return {
    data: { success: true, event_id: event.id, full_video: event.fullVideo ?? "", pre_recorded_duration: event.preRecordedDuration },
    message: VIDEO_SAVED,
  };
});

defineCall(hostedEventRoutes, "POST events/upload-video-start-mail", async ({ services, user, body }) => {
  const event = await loadVideoEvent(services, user, body.event_id);
  await mailUploadStarted(services, event, [event.title]);
  return { data: null, message: UPLOAD_MAIL_QUEUED };
});

defineCall(hostedEventRoutes, "POST events/upload-bulk-video-start-mail", async ({ services, user, body }) => {
  const { parent } = await loadBulk(services.db, user, body.bulk_id);
  const titles = (body.titles ?? []).map((title) => title.trim()).filter(Boolean);
  await mailUploadStarted(services, parent, titles.length ? titles : [parent.title]);
  return { data: null, message: UPLOAD_MAIL_QUEUED };
});

// ---------------------------------------------------------------------------------------------
// Bulk

defineCall(hostedEventRoutes, "GET event-bulk-edit/:id", async ({ services, user, params }) => {
  const setup = await loadBulk(services.db, user, params.id);
  const { parent } = setup;
  return {
    data: {
      data: initialRows(parent).map((row) => ({ ...row, images: [...(Array.isArray(row.images) ? row.images : [])], bulk_id: parent.id })),
      modules: setup.modules,
      bulk_id: parent.id,
      title: parent.title,
      channel_id: parent.channelId,
      created: setup.createdCount > 0,
    },
  };
});

defineCall(hostedEventRoutes, "POST events/bulk", async ({ services, user, body }) => {
  await checkBulk(services, user, body.bulk_id, body.bulk);
  return { data: { success: true, rows: body.bulk.length }, message: "All rows are valid" };
});

defineCall(hostedEventRoutes, "POST events/create-bulk", async ({ services, user, body }) => {
  const outcome = await createBulk(services, user, body.bulk_id, body.bulk, durationReader(services));
  return {
    data: { success: true, message: outcome.message, ids: outcome.ids, without_video: outcome.withoutVideo },
    message: outcome.message,
  };
});

// ---------------------------------------------------------------------------------------------
// My Hosted Events, Cancel Event

function hostedEventData(event: HostedEvent, now: Date): HostedEventData {
  const actions = hostActions(event, now);
  return {
    id: event.id,
    title: event.title,
    event_slug: event.slug,
    event_type: event.eventType,
    event_date: event.eventDate,
    end_date: event.endDate,
    event_time: event.eventTime,
    end_time: event.endTime,
    time_zone: event.timeZone,
    ticket_price: event.ticketPricePence,
    is_free: event.isFree,
    channel_id: event.channelId,
    is_published: event.isPublished,
    is_reject: event.isRejected,
    rejection_reason: event.isRejected ? event.rejectionReason : null,
    cancelled: event.isCancelled ? 1 : 0,
    booked_count: event.bookedCount,
    remaining_seat: Math.max(0, event.maxParticipants - event.seatsTaken),
    host_status: hostStatus(event, now),
    can_edit: actions.canEdit,
    can_cancel: actions.canCancel,
    can_email_subscribers: actions.canEmailSubscribers,
    has_video: Boolean(event.fullVideo),
    is_bulk_event: event.isBulkEvent,
    view_path: eventPageUrl({ id: event.id, event_type: event.eventType, event_slug: event.slug, title: event.title }),
  };
}

defineCall(hostedEventRoutes, "GET user-events", async ({ services, user, query }) => {
  const tab = hostedTabOf(query.type);
  const now = services.now();
  const events = await listHostedEvents(services.db, user.id, tab, now);
  return { data: events.map((event) => hostedEventData(event, now)) };
});

defineCall(hostedEventRoutes, "POST cancel-event", async ({ services, user, body }) => {
  const outcome = await cancelEvent(services, user, body.event_id);
  const event = await loadOwnedEvent(services.db, user, body.event_id);
  return {
    data: { event_id: event.id, cancelled: 1, cancelled_bookings: outcome.cancelledBookings, refunds_owed: outcome.refundsOwed },
    message: outcome.message,
  };
});
