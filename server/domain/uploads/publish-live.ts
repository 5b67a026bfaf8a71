// Publishing what was already live when publication began (ADR 056): a deployment older than it has
// public files with no published flag or tag, which answer 404 at their bare address. The operator
// runs `npm run admin -- publish-live` once, before switching the bucket policy; it publishes the
// public files of what the approvals and the profile saves would have published: approved events
// (photos, previews, speakers' photos), approved channels (pictures, video, their documents'
// pictures) and every profile (photo, avatar, video). Safe to run again: publishing is idempotent.
import { eq } from "drizzle-orm";
import type { Executor } from "~server/db/client";
import { channels, documentEvents, events, eventSpeakers, users } from "~server/db/schema";
import type { ObjectStorage } from "~server/integrations/storage";
import { publishFiles } from "./uploads";

/** Files published at a time: a large catalogue is not asked of the storage all at once. */
const BATCH = 50;

/**
 * Publishes the public files of everything live. A value whose file is gone (deleted by hand, or a
 * bad stored value) is counted and skipped, so one missing file does not stop the rest.
 */
export async function publishLiveFiles(db: Executor, storage: Pick<ObjectStorage, "setPublished">): Promise<{ values: number; missing: number }> {
  const [eventRows, speakerRows, channelRows, documentRows, profileRows] = await Promise.all([
    db.select({ images: events.images, shortVideo: events.shortVideo }).from(events).where(eq(events.isPublished, true)),
    db.select({ pic: eventSpeakers.pic }).from(eventSpeakers).innerJoin(events, eq(events.id, eventSpeakers.eventId)).where(eq(events.isPublished, true)),
    db.select({ image: channels.image, photos: channels.photos, video: channels.video }).from(channels).where(eq(channels.isPublished, true)),
    db.select({ image: documentEvents.image }).from(documentEvents).innerJoin(channels, eq(channels.id, documentEvents.channelId)).where(eq(channels.isPublished, true)),
    db.select({ pic: users.pic, avatar: users.picAvatar, video: users.profileVideo }).from(users),
  ]);
  const values = [
    ...eventRows.flatMap((row) => [...row.images, row.shortVideo]),
    ...speakerRows.map((row) => row.pic),
    ...channelRows.flatMap((row) => [row.image, ...row.photos, row.video]),
    ...documentRows.map((row) => row.image),
    ...profileRows.flatMap((row) => [row.pic, row.avatar, row.video]),
  ].filter((value): value is string => typeof value === "string" && value !== "");
  let missing = 0;
  for (let at = 0; at < values.length; at += BATCH) {
    const outcomes = await Promise.allSettled(values.slice(at, at + BATCH).map((value) => publishFiles(storage, [value])));
    missing += outcomes.filter((outcome) => outcome.status === "rejected").length;
  }
  return { values: values.length, missing };
}
