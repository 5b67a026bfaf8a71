// GET event-edit-video/{id}, POST events/update-video and the upload start mails (spec 001 §2.6, §4, §7).
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EventVideoData, UpdateVideoData } from "~server/api/contract";
import { events, uploads } from "~server/db/schema";
import { ACCESS_LINK_SECONDS } from "~server/domain/uploads/uploads";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createBulkParent, createHostedEvent, createPreRecordedEvent, createUpload } from "~tests/support/factories";
import { mp4 } from "~tests/support/media-bytes";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const statusOf = async (key: string) => (await t.db.select({ status: uploads.status }).from(uploads).where(eq(uploads.key, key)))[0]?.status;

describe("GET event-edit-video/{id}", () => {
  it("answers the title and current video to the host, 'unauthorized' to anyone else", async () => {
    const host = await createUser(t);
    const eventId = await createPreRecordedEvent(t.db, host.row, { title: "Morning stretch" });
    const answer = await t.call<EventVideoData>("GET", `event-edit-video/${eventId}`, { token: await loginAs(t, host) });
    expect(answer.status).toBe(200);
    expect(answer.data!.initialValues).toEqual({ event_id: eventId, title: "Morning stretch", full_video: null, pre_recorded_duration: null });
    expect(answer.data!.is_booked).toBe(false);

    const other = await t.call("GET", `event-edit-video/${eventId}`, { token: await loginAs(t, await createUser(t)) });
    expect(other).toMatchObject({ status: 403, success: false, message: "unauthorized", data: null });
  });

  it("refuses a live event and an unknown id", async () => {
    const host = await createUser(t);
    const token = await loginAs(t, host);
    const live = await createHostedEvent(t.db, host.row);
    expect(await t.call("GET", `event-edit-video/${live}`, { token })).toMatchObject({ status: 400, message: "Only pre-recorded events have a video." });
    expect(await t.call("GET", "event-edit-video/2147483000", { token })).toMatchObject({ status: 404, message: "Event not found" });
    expect(await t.call("GET", "event-edit-video/abc", { token })).toMatchObject({ status: 404 });
  });
});

describe("POST events/update-video", () => {
  it("attaches the new video, keeps the given duration, and releases the old one on replacement", async () => {
    const host = await createUser(t);
    const token = await loginAs(t, host);
    const eventId = await createPreRecordedEvent(t.db, host.row);
    const first = await createUpload(t.db, { userId: host.id, purpose: "full-video" });
    const saved = await t.call<UpdateVideoData>("POST", "events/update-video", {
      token,
      body: { event_id: eventId, title: "Morning stretch", full_video: first, pre_recorded_duration: "95" },
    });
    expect(saved).toMatchObject({ status: 200, success: true, message: "Video saved" });
    expect(saved.data).toEqual({ success: true, event_id: eventId, full_video: first, pre_recorded_duration: 95 });
    expect(await statusOf(first)).toBe("attached");

    const second = await createUpload(t.db, { userId: host.id, purpose: "full-video" });
    const replaced = await t.call<UpdateVideoData>("POST", "events/update-video", { token, body: { event_id: eventId, full_video: second } });
    expect(replaced.data).toMatchObject({ success: true, full_video: second, pre_recorded_duration: 95 });
    expect(await statusOf(second)).toBe("attached");
    expect(await statusOf(first)).toBe("released");
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.fullVideo).toBe(second);
  });

  it("reads the duration from the stored file when the host gives none, and answers a signed link to the video", async () => {
    const host = await createUser(t);
    const token = await loginAs(t, host);
    const eventId = await createPreRecordedEvent(t.db, host.row);
    const key = await createUpload(t.db, { userId: host.id, purpose: "full-video" });
    // 2 minutes 5 seconds, with moov after mdat as many encoders write it.
    await t.storage.putStream(key, Readable.from([Buffer.from(mp4({ timescale: 1000, duration: 125_000, moovLast: true }))]), { contentType: "video/mp4", maxBytes: 1024 * 1024 });
    const saved = await t.call<UpdateVideoData>("POST", "events/update-video", { token, body: { event_id: eventId, full_video: key } });
    expect(saved.data).toMatchObject({ success: true, pre_recorded_duration: 125 });

    const now = new Date();
    t.setNow(now);
    try {
      const loaded = await t.call<EventVideoData>("GET", `event-edit-video/${eventId}`, { token });
      expect(loaded.data!.initialValues).toMatchObject({ full_video: key, pre_recorded_duration: 125 });
      expect(loaded.data!.video_url).toContain(key);
      // The host's own link is as short-lived as a viewer's: it plays now and is refused after ACCESS_LINK_SECONDS.
      expect((await t.fetchStored(loaded.data!.video_url!, { range: "bytes=0-15" })).status).toBe(206);
      t.setNow(new Date(now.getTime() + (ACCESS_LINK_SECONDS + 1) * 1000));
      expect((await t.fetchStored(loaded.data!.video_url!, { range: "bytes=0-15" })).status).toBe(403);
    } finally {
      t.setNow(null);
    }
  });

  it("refuses a missing video with 'Full video is required'", async () => {
    const host = await createUser(t);
    const eventId = await createPreRecordedEvent(t.db, host.row);
    const token = await loginAs(t, host);
    for (const body of [{ event_id: eventId }, { event_id: eventId, full_video: "" }, { event_id: eventId, full_video: "   " }]) {
      const answer = await t.call("POST", "events/update-video", { token, body });
      expect(answer).toMatchObject({ status: 422, success: false, message: "Full video is required" });
    }
  });

  it("refuses another user's event, another user's file and an image in place of a video, changing nothing", async () => {
    const host = await createUser(t);
    const other = await createUser(t);
    const eventId = await createPreRecordedEvent(t.db, host.row);
    const mine = await createUpload(t.db, { userId: host.id, purpose: "full-video" });
    const theirs = await createUpload(t.db, { userId: other.id, purpose: "full-video" });
    const photo = await createUpload(t.db, { userId: host.id, purpose: "event-image" });

    const notOwner = await t.call("POST", "events/update-video", { token: await loginAs(t, other), body: { event_id: eventId, full_video: theirs } });
    expect(notOwner).toMatchObject({ status: 403, message: "unauthorized" });
    const token = await loginAs(t, host);
    for (const key of [theirs, photo, "full-videos/00000000-0000-4000-8000-0000000000ff.mp4", "../etc/passwd"]) {
      const answer = await t.call("POST", "events/update-video", { token, body: { event_id: eventId, full_video: key } });
      expect(answer).toMatchObject({ status: 422, success: false, message: "This file was not uploaded here, please upload it again." });
    }
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.fullVideo).toBeNull();
    expect(await statusOf(mine)).toBe("uploaded");
    expect(await statusOf(theirs)).toBe("uploaded");
  });

  it("refuses once the event is booked", async () => {
    const host = await createUser(t);
    const eventId = await createPreRecordedEvent(t.db, host.row);
    await bookEvent(t.db, { eventId, userId: (await createUser(t)).id, amountPence: 500 });
    const key = await createUpload(t.db, { userId: host.id, purpose: "full-video" });
    const answer = await t.call("POST", "events/update-video", { token: await loginAs(t, host), body: { event_id: eventId, full_video: key } });
    expect(answer).toMatchObject({ status: 409, message: "User has booked this event so can't edit event." });
    expect(await statusOf(key)).toBe("uploaded");
  });
});

describe("upload start mails", () => {
  it("mails the host when one video or a bulk starts uploading; others are refused", async () => {
    const host = await createUser(t, { firstName: "Hana" });
    const token = await loginAs(t, host);
    const eventId = await createPreRecordedEvent(t.db, host.row, { title: "Morning stretch" });
    const before = t.mails.length;
    expect(await t.call("POST", "events/upload-video-start-mail", { token, body: { event_id: eventId } })).toMatchObject({ status: 200, success: true });
    const single = t.mails.slice(before);
    expect(single).toHaveLength(1);
    expect(single[0]).toMatchObject({ to: host.email, subject: "Your video is uploading" });
    expect(single[0]!.text).toContain('"Morning stretch"');

    const bulkId = await createBulkParent(t.db, host.row, 3);
    const answer = await t.call("POST", "events/upload-bulk-video-start-mail", { token, body: { bulk_id: bulkId, titles: ["One", "Two", "Three"] } });
    expect(answer).toMatchObject({ status: 200, success: true });
    const bulk = t.mails.slice(before + 1);
    expect(bulk).toHaveLength(1);
    expect(bulk[0]).toMatchObject({ to: host.email, subject: "Your 3 videos are uploading" });
    expect(bulk[0]!.text).toContain("One, Two, Three");

    const otherToken = await loginAs(t, await createUser(t));
    expect(await t.call("POST", "events/upload-video-start-mail", { token: otherToken, body: { event_id: eventId } })).toMatchObject({ status: 403 });
    expect(await t.call("POST", "events/upload-bulk-video-start-mail", { token: otherToken, body: { bulk_id: bulkId } })).toMatchObject({ status: 403 });
    expect(t.mails.length).toBe(before + 2);
  });
});
