// The host's events (spec 001 §2.6, §2.7, §2.12, §7; 000 §4): the pre-recorded video step, the
// upload start mails, bulk pre-recorded events, My Hosted Events and Cancel Event. Only the event's
// host (or an administrator) acts on an event: anyone else gets 403 'unauthorized'.
//
// events/bulk, whose answer the spec does not show, checks the rows against every rule of 001 §5
// (a video for each row included) and saves nothing: the page calls it before it starts uploading.
// events/create-bulk then accepts a row without a video (its upload failed) and names it.
import { z } from "zod";
import { bulkMessages } from "~shared/messages/bulk-events";
import { BULK_MAX } from "~shared/event-form/limits";
import { FULL_VIDEO_REQUIRED } from "~server/domain/events/video";
import { UPLOAD_NOT_YOURS } from "~server/domain/uploads/attach";
import { isStorageKey } from "~server/integrations/storage";
import { plainText } from "../validate";
import type { EventHeadData } from "./discovery";
import { answer, call, textQuery, wire, wireNumber } from "./define";

/** GET event-edit-video/{id}: the video step of a pre-recorded event (owner only, else 'unauthorized'). */
export interface EventVideoData {
  initialValues: {
    event_id: number;
    title: string;
    /** The storage key of the current video, or null. */
    full_video: string | null;
    /** Seconds. */
    pre_recorded_duration: number | null;
  };
  /** Where the host's player can fetch the current video (a short-lived signed URL), or null. */
  video_url: string | null;
  /** The event has bookings: its video can no longer be changed. */
  is_booked: boolean;
}

export interface UpdateVideoBody {
  event_id: number | string;
  /** Shown on the page; not changed by this call. */
  title?: string;
  /** The storage key of the uploaded video (uploads/complete or the page's own form post). */
  full_video: string;
  /** Seconds; read from the file when not given. */
  pre_recorded_duration?: number | string | null;
}

export interface UpdateVideoData {
  success: true;
  event_id: number;
  full_video: string;
  pre_recorded_duration: number | null;
}

export interface EventIdBody {
  event_id: number | string;
}

export interface BulkStartMailBody {
  bulk_id: number | string;
  /** The titles being uploaded (at most 15), for the mail. */
  titles?: string[];
}

/** One row of the bulk page (spec 001 §3 "Bulk event row"); files are storage keys, the price is in pounds. */
export interface BulkRowWire {
  title?: string | null;
  description?: string | null;
  /** Photo keys (a comma-separated text is read as a list). */
  images?: string[] | string | null;
  video?: string | null;
  ticket_price?: string | number | null;
  pre_recorded_duration?: string | number | null;
  /** Read and ignored: every row is in the bulk's channel. */
  channel_id?: string | number | null;
  channel_module_id?: string | number | null;
  /** Read and ignored: the bulk is the body's bulk_id. */
  bulk_id?: string | number | null;
}

export interface BulkBody {
  bulk_id: number | string;
  bulk: BulkRowWire[];
}

export interface BulkEditData {
  /** The rows the page starts with: the bulk's parent event, then copies of its channel, module and description. */
  data: (BulkRowWire & { bulk_id: number })[];
  modules: { id: number; title: string }[];
  bulk_id: number;
  title: string;
  channel_id: number | null;
  /** True once create-bulk has run for this bulk. */
  created: boolean;
}

/** events/bulk: a check of every row against the rules (video included); nothing is saved. */
export interface BulkCheckData {
  success: true;
  rows: number;
}

export interface CreateBulkData {
  success: true;
  message: string;
  /** The events of the bulk, the parent first. */
  ids: number[];
  /** Titles of rows created without a video (their upload failed). */
  without_video: string[];
}

export type HostedEventsTab = "all" | "online" | "pre-recorded";

/** One event of My Hosted Events. Money in pence. */
export interface HostedEventData extends EventHeadData {
  ticket_price: number;
  is_free: boolean;
  channel_id: number | null;
  is_published: boolean;
  is_reject: boolean;
  /** Why an administrator rejected it, shown beside "Rejected by Admin"; null otherwise. */
  rejection_reason: string | null;
  cancelled: 0 | 1;
  /** Active bookings. */
  booked_count: number;
  remaining_seat: number;
  /** 000 §4: 'Pending Approval', 'Rejected by Admin', 'Event Cancelled', 'Event Completed', or null. */
  host_status: string | null;
  can_edit: boolean;
  can_cancel: boolean;
  can_email_subscribers: boolean;
  has_video: boolean;
  is_bulk_event: boolean;
  /** The public page of the event. */
  view_path: string;
}

export interface CancelEventData {
  event_id: number;
  cancelled: 1;
  cancelled_bookings: number;
  refunds_owed: number;
}

/** An id as JSON or a form sends it; the domain reads it (anything else is "not found"). */
const id = wireNumber;
/** A storage key as the uploads give them ("{folder}/{uuid}.{ext}"), or empty. */
const storageKey = z.string().trim().max(200).refine((value) => value === "" || isStorageKey(value), UPLOAD_NOT_YOURS);
const optionalText = (max: number) => z.union([plainText(max, `At most ${max} characters`), z.number(), z.null()]).optional();

const updateVideoSchema = z.object({
  event_id: id,
  title: optionalText(300),
  full_video: z.string(FULL_VIDEO_REQUIRED).trim().min(1, FULL_VIDEO_REQUIRED).pipe(storageKey),
  pre_recorded_duration: optionalText(10),
});

export const eventIdSchema = z.object({ event_id: id });

const bulkStartMailSchema = z.object({
  bulk_id: id,
  titles: z.array(plainText(300, "At most 300 characters")).max(BULK_MAX, bulkMessages.maxBulk).optional(),
});

const bulkRow = z.object({
  title: z.union([plainText(300, "At most 300 characters"), z.null()]).optional(),
  description: z.union([plainText(10_000, "At most 10000 characters"), z.null()]).optional(),
  images: z.union([z.array(storageKey).max(20), storageKey, z.null()]).optional(),
  video: z.union([storageKey, z.null()]).optional(),
  ticket_price: optionalText(20),
  pre_recorded_duration: optionalText(10),
  channel_id: optionalText(20),
  channel_module_id: optionalText(20),
  bulk_id: optionalText(20),
});

const bulkSchema = z.object({
  bulk_id: id,
  bulk: z.array(bulkRow, bulkMessages.missingFields).min(1, bulkMessages.missingFields).max(BULK_MAX, bulkMessages.maxBulk),
});

export const hostedEventCalls = {
  "GET event-edit-video/:id": call({ access: "owner", answer: answer<EventVideoData>() }),
  "POST events/update-video": call({ access: "owner", body: updateVideoSchema, wire: wire<UpdateVideoBody>(), answer: answer<UpdateVideoData>() }),
  "POST events/upload-video-start-mail": call({ access: "owner", body: eventIdSchema, wire: wire<EventIdBody>(), answer: answer<null>() }),
  "POST events/upload-bulk-video-start-mail": call({ access: "owner", body: bulkStartMailSchema, wire: wire<BulkStartMailBody>(), answer: answer<null>() }),
  "GET event-bulk-edit/:id": call({ access: "owner", answer: answer<BulkEditData>() }),
  "POST events/bulk": call({ access: "owner", body: bulkSchema, wire: wire<BulkBody>(), answer: answer<BulkCheckData>() }),
  "POST events/create-bulk": call({ access: "owner", body: bulkSchema, wire: wire<BulkBody>(), answer: answer<CreateBulkData>() }),
  "GET user-events": call({ access: "user", query: textQuery("type"), queryWire: wire<{ type?: HostedEventsTab }>(), answer: answer<HostedEventData[]>() }),
  "POST cancel-event": call({ access: "owner", body: eventIdSchema, wire: wire<EventIdBody>(), answer: answer<CancelEventData>() }),
};
