// The pre-recorded video of an event (spec 001 §2.6, §4): the host loads it, uploads or replaces it,
// and is mailed when an upload starts. The new file is attached (purpose full-video) and the old one
// released for the sweep; the duration is read from the file when the host does not give it.
import { eq } from "drizzle-orm";
import { events, type Event, users } from "~server/db/schema";
import { conflict, invalid, rejected } from "~server/domain/errors";
import { deliverSoon, queueMail } from "~server/domain/mail";
import { attachUploads, releaseUploads } from "~server/domain/uploads/attach";
import type { Services } from "~server/services";
import { videoUploadStartedMail } from "./mails";
import { BOOKED_CANNOT_EDIT } from "./messages";
import { activeBookingCount, loadOwnedEvent, type Caller } from "./owned";

export const FULL_VIDEO_REQUIRED = "Full video is required";
export const NOT_PRE_RECORDED = "Only pre-recorded events have a video.";
export const EVENT_IS_CANCELLED = "This event has been cancelled.";
export const VIDEO_SAVED = "Video saved";
export const UPLOAD_MAIL_QUEUED = "We have emailed you that the upload has started.";

/** Reads a stored video's length in seconds (null when the file does not say). */
export type DurationReader = (key: string) => Promise<number | null>;

/** The event whose video the host may change: theirs, pre-recorded, not cancelled. */
export async function loadVideoEvent(services: Pick<Services, "db">, caller: Caller, eventId: unknown): Promise<Event> {
  const event = await loadOwnedEvent(services.db, caller, eventId);
  if (event.eventType !== "Pre Recorded") throw rejected(NOT_PRE_RECORDED);
  return event;
}

export interface VideoInput {
  eventId: unknown;
  fullVideo: string;
  /** Seconds; null to read it from the file. */
  duration: number | null;
}

export async function updateEventVideo(services: Pick<Services, "db" | "now">, caller: Caller, input: VideoInput, readDuration: DurationReader): Promise<Event> {
  const key = input.fullVideo.trim();
  if (!key) throw invalid(FULL_VIDEO_REQUIRED, { full_video: [FULL_VIDEO_REQUIRED] });
  // Checked before the file is read, so nobody learns anything about a file of an event not theirs.
  const before = await loadVideoEvent(services, caller, input.eventId);
  const duration = input.duration ?? (await readDuration(key).catch(() => null));
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const event = await loadOwnedEvent(tx, caller, before.id, { lock: true });
    if (event.isCancelled) throw rejected(EVENT_IS_CANCELLED);
    if ((await activeBookingCount(tx, event.id)) > 0) throw conflict(BOOKED_CANNOT_EDIT);
    // The file belongs to the event's host (an administrator fixing an event attaches the host's upload).
    await attachUploads(tx, { userId: event.userId, purpose: "full-video", keys: [key], field: "full_video", now });
    if (event.fullVideo && event.fullVideo !== key) await releaseUploads(tx, [event.fullVideo], now);
    const [saved] = await tx
      .update(events)
      .set({ fullVideo: key, preRecordedDuration: duration ?? event.preRecordedDuration, updatedAt: now })
      .where(eq(events.id, event.id))
      .returning();
    return saved!;
  });
}

/** Mails the host that the upload of `titles` has started (one event or a bulk). */
export async function mailUploadStarted(services: Pick<Services, "db" | "now" | "jobs" | "config">, event: Event, titles: readonly string[]): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [host] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, event.userId));
    if (!host) return;
    await queueMail(tx, services, videoUploadStartedMail(host, services.config.appUrl, titles));
  });
  await deliverSoon(services);
}
