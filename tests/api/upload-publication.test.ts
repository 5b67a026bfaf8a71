// Nothing is served publicly until it is attached to something published (ADR 056), on the local
// disk and on S3 (s3rver on loopback behind its gate, which grants anonymous reads only to objects of
// the public folders tagged published=true, as a deployment's bucket policy does). A completed upload
// attached to nothing, or to an event still waiting for approval, is refused at its public address to
// everyone (the address is the same for a visitor and another user; another user gets no link to it);
// its owner previews it through the signed link uploads/complete answers, and the administrator through
// the approval page's. Once the event is approved (or the profile saved), the public address serves it.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ApprovalEventDetailData, ChannelDetailData, EventDetailData, ProfileData, StoredUploadData, UploadTargetData } from "~server/api/contract";
import { UPLOAD_NOT_YOURS } from "~server/domain/uploads/attach";
import type { ObjectStorage } from "~server/integrations/storage/types";
import { runAdminCommand } from "../../scripts/admin-commands";
import { useTestApi } from "~tests/support/api";
import { createCategory, createHostedChannel, eventForm } from "~tests/support/factories";
import { jpegBytes } from "~tests/support/media-bytes";
import { useTestS3Storage } from "~tests/support/s3-server";
import { createUser, loginAs } from "./auth-support";
import { profileForm } from "./gates/access-table";

const t = useTestApi();

/** A GET (or the upload's POST) of a storage address: the local adapter's are paths of this site, S3's are its own. */
async function send(url: string, init?: RequestInit): Promise<Response> {
  if (url.startsWith("/")) {
    if (!init) return t.fetchStored(url);
    const { handleLocalStorageRequest } = await import("~server/integrations/storage/local-http");
    return (await handleLocalStorageRequest(t.storage, new Request(new URL(url, "http://test.local"), init)))!;
  }
  return fetch(url, init);
}

/** Whether anyone can read the stored file at its public address, with no signature. */
async function publiclyReadable(storage: ObjectStorage, key: string): Promise<boolean> {
  const answer = await send(storage.publicUrl(key));
  if (answer.status === 200) return true;
  expect([403, 404], key).toContain(answer.status);
  return false;
}

/** A direct upload as the browser makes it: start, the file POSTed to its target, complete. */
async function upload(token: string, purpose: string, bytes: Uint8Array) {
  const started = await t.call<UploadTargetData>("POST", "uploads/start", { token, body: { purpose, file_name: "photo.jpg", content_type: "image/jpeg", size: bytes.length } });
  expect(started.status, started.message).toBe(200);
  const form = new FormData();
  for (const [field, value] of Object.entries(started.data!.fields)) form.append(field, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  expect((await send(started.data!.url, { method: "POST", body: form })).status).toBeLessThan(300);
  const completed = await t.call<StoredUploadData>("POST", "uploads/complete", { token, body: { key: started.data!.key } });
  expect(completed.status, completed.message).toBe(200);
  return completed.data!;
}

function publication(name: string, storageOf: () => ObjectStorage) {
  describe(name, () => {
    it("an event photo: refused publicly until the event is approved; its owner and the administrator read it through signed links", async () => {
      const storage = storageOf();
      const host = await createUser(t);
      const token = await loginAs(t, host);
      const bytes = jpegBytes();
      const photo = await upload(token, "event-image", bytes);

      // Completed, attached to nothing: the owner's preview works, the public address does not.
      expect(await publiclyReadable(storage, photo.key)).toBe(false);
      const preview = await send(photo.url);
      expect(preview.status).toBe(200);
      expect(new Uint8Array(await preview.arrayBuffer())).toEqual(new Uint8Array(bytes));
      // Another user gets no link to it.
      const other = await loginAs(t, await createUser(t));
      expect(await t.call("POST", "uploads/complete", { token: other, body: { key: photo.key } })).toMatchObject({ status: 422, message: UPLOAD_NOT_YOURS });

      // Attached to an event waiting for approval: still not public.
      const categoryId = await createCategory(t.db, { kind: "event" });
      const saved = await t.call<{ id: number }>("POST", "events/create", { token, body: eventForm({ category_id: categoryId, photos: [photo.key] }) });
      expect(saved.status, saved.message).toBe(200);
      const eventId = saved.data!.id;
      expect(await publiclyReadable(storage, photo.key)).toBe(false);
      // The host's own view of the pending event, and the approval page, show it through signed links.
      const own = await t.call<EventDetailData>("GET", `events/${eventId}`, { token });
      expect(own.status).toBe(200);
      expect((await send(own.data!.images[0]!)).status).toBe(200);
      const adminToken = await loginAs(t, await createUser(t, { role: "admin" }));
      const review = await t.call<ApprovalEventDetailData>("GET", `admin/approvals/event/${eventId}`, { token: adminToken });
      expect((await send(review.data!.photo_urls[0]!)).status).toBe(200);
      expect((await send(review.data!.cover_url!)).status).toBe(200);

      // Approved: the public address serves it to anyone, and the public page names that address.
      const approved = await t.call("POST", "admin/approvals/event", { token: adminToken, body: { id: eventId, decision: "approve" } });
      expect(approved.status, approved.message).toBe(200);
      expect(await publiclyReadable(storage, photo.key)).toBe(true);
      const shown = await t.call<EventDetailData>("GET", `events/${eventId}`);
      expect(shown.data!.images).toEqual([storage.publicUrl(photo.key)]);
    });

    it("a channel's image: its host sees it on the pending channel's page through a signed link; public once the channel is approved", async () => {
      const storage = storageOf();
      const host = await createUser(t);
      const token = await loginAs(t, host);
      const image = await upload(token, "channel-image", jpegBytes());
      const channelId = await createHostedChannel(t.db, host.row, { title: "Pending club", isPublished: false, image: image.key });
      const own = await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`, { token });
      expect(own.status, own.message).toBe(200);
      expect(own.data!.image).toMatch(/signature|Signature/);
      expect((await send(own.data!.image!)).status).toBe(200);
      expect(await publiclyReadable(storage, image.key)).toBe(false);

      const adminToken = await loginAs(t, await createUser(t, { role: "admin" }));
      expect((await t.call("POST", "admin/approvals/channel", { token: adminToken, body: { id: channelId, decision: "approve" } })).status).toBe(200);
      expect(await publiclyReadable(storage, image.key)).toBe(true);
      expect((await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`)).data!.image).toBe(storage.publicUrl(image.key));
    });

    it("a profile photo: its upload is never public; the squares made from it are published when the profile is saved", async () => {
      const storage = storageOf();
      const user = await createUser(t);
      const token = await loginAs(t, user);
      const original = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } }).jpeg().toBuffer();
      const photo = await upload(token, "profile-photo", original);
      expect(await publiclyReadable(storage, photo.key)).toBe(false);
      expect((await send(photo.url)).status).toBe(200);

      const saved = await t.call<ProfileData>("POST", "profile", { token, body: profileForm({ pic: photo.key }) });
      expect(saved.status, saved.message).toBe(200);
      const square = /(profile-photos\/[0-9a-f-]+\.jpg)/.exec(saved.data!.pic_url!)![1]!;
      expect(await publiclyReadable(storage, square)).toBe(true);
      expect(await publiclyReadable(storage, photo.key)).toBe(false);
    });

    it("publish-live publishes what an older deployment left unflagged: a live event's photo, not a pending one's nor a private video", async () => {
      const storage = storageOf();
      const host = await createUser(t);
      const token = await loginAs(t, host);
      const categoryId = await createCategory(t.db, { kind: "event" });
      const live = await upload(token, "event-image", jpegBytes());
      const waiting = await upload(token, "event-image", jpegBytes());
      const create = async (photo: string) => (await t.call<{ id: number }>("POST", "events/create", { token, body: eventForm({ category_id: categoryId, photos: [photo] }) })).data!.id;
      const liveId = await create(live.key);
      await create(waiting.key);
      const adminToken = await loginAs(t, await createUser(t, { role: "admin" }));
      expect((await t.call("POST", "admin/approvals/event", { token: adminToken, body: { id: liveId, decision: "approve" } })).status).toBe(200);
      // As a deployment from before publication left it: nothing flagged.
      await storage.setPublished(live.key, false);
      expect(await publiclyReadable(storage, live.key)).toBe(false);

      const ran = await runAdminCommand(t.db, ["publish-live"], { now: new Date(), storage, appUrl: "http://test.local" });
      expect(ran.code, ran.message).toBe(0);
      expect(await publiclyReadable(storage, live.key)).toBe(true);
      expect(await publiclyReadable(storage, waiting.key)).toBe(false);
      // Any other argument is a usage error that changes nothing.
      expect((await runAdminCommand(t.db, ["publish-live", "1"], { now: new Date(), storage, appUrl: "http://test.local" })).code).toBe(2);
    });
  });
}

publication("on the local disk", () => t.storage);

describe("on S3", () => {
  const store = useTestS3Storage(t);
  publication("s3rver behind its bucket-policy gate", () => store.storage);
});
