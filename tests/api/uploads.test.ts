// Uploads through the API and the local storage: the browser's direct upload (start, POST to the
// signed target, complete), the form post's stream (storeStream), refusals with their messages and
// nothing kept, forged keys, the video's duration read from the stored file, and the sweep.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FileLinkData, StoredUploadData, UploadTargetData } from "~server/api/contract";
import { uploads } from "~server/db/schema";
import { DomainError } from "~server/domain/errors";
import { attachUploads, releaseUploads, UPLOAD_NOT_YOURS } from "~server/domain/uploads/attach";
import { ACCESS_LINK_SECONDS, incomingKey, storeStream } from "~server/domain/uploads/uploads";
import { videoDurationSeconds } from "~server/domain/uploads/video-duration";
import { handleLocalStorageRequest } from "~server/integrations/storage/local-http";
import { ORPHAN_GRACE_MS, sweepUploads } from "~server/domain/uploads/sweep";
import { uploadSweepJob } from "~server/jobs/upload-sweep";
import { useTestApi } from "~tests/support/api";
import { jpegBytes, mp4, pngBytes, textBytes, webm } from "~tests/support/media-bytes";
import { createUser, loginAs, type TestUser } from "./auth-support";

const t = useTestApi();
let owner: TestUser;
let ownerToken: string;
let other: TestUser;
let otherToken: string;

beforeAll(async () => {
  owner = await createUser(t);
  other = await createUser(t);
  ownerToken = await loginAs(t, owner);
  otherToken = await loginAs(t, other);
});

const MB = 1024 * 1024;

function start(token: string, body: Record<string, unknown>) {
  return t.call<UploadTargetData>("POST", "uploads/start", { token, body });
}
function complete(token: string, key: string) {
  return t.call<StoredUploadData>("POST", "uploads/complete", { token, body: { key } });
}

/** What the browser does with a target: a multipart POST of its fields, then the file. */
async function sendToTarget(target: UploadTargetData, bytes: Uint8Array, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), "upload.bin");
  const response = await handleLocalStorageRequest(t.storage, new Request(new URL(target.url, "http://test.local"), { method: "POST", body: form }));
  return response!.status;
}

async function uploadRows(userId: number) {
  return t.db.select().from(uploads).where(eq(uploads.userId, userId));
}

async function storedFiles(): Promise<string[]> {
  const dir = t.storage.options.dir;
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

/** A complete direct upload of `bytes` by `token`'s user; answers the key. */
async function uploaded(token: string, purpose: string, bytes: Uint8Array, type: string, name = "file.bin"): Promise<string> {
  const target = await start(token, { purpose, file_name: name, content_type: type, size: bytes.length });
  expect(target.status, target.message).toBe(200);
  expect(await sendToTarget(target.data!, bytes, type)).toBe(204);
  const done = await complete(token, target.data!.key);
  expect(done.status, done.message).toBe(200);
  return done.data!.key;
}

describe("POST uploads/start and uploads/complete", () => {
  it("issues a signed target for a declared image, and completes the stored file", async () => {
    const bytes = jpegBytes();
    const before = Date.now();
    const target = await start(ownerToken, { purpose: "event-image", file_name: "Stage photo.JPG", content_type: "image/jpeg", size: bytes.length });
    expect(target.status).toBe(200);
    expect(target.success).toBe(true);
    const data = target.data!;
    expect(data.key).toMatch(/^event-images\/[0-9a-f-]{36}\.jpg$/);
    expect(data.url).toBe("/storage/upload");
    expect(data.fields).toMatchObject({ key: `incoming/${data.key.split("/")[1]}`, "Content-Type": "image/jpeg" });
    const expires = new Date(data.expires_at).getTime();
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000);
    const [pending] = await t.db.select().from(uploads).where(eq(uploads.key, data.key));
    expect(pending).toMatchObject({ userId: owner.id, status: "pending", folder: "event-images", visibility: "public", originalName: "Stage photo.JPG" });

    expect(await sendToTarget(data, bytes, "image/jpeg")).toBe(204);
    const done = await complete(ownerToken, data.key);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ key: data.key, content_type: "image/jpeg", size: bytes.length });
    // Not published yet (ADR 056): the owner's preview is a signed link to it.
    expect(done.data!.url).toMatch(new RegExp(`^/storage/files/${data.key}\\?expires=\\d+&signature=`));
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, data.key));
    expect(row).toMatchObject({ status: "uploaded", size: bytes.length });
  });

  it("refuses an oversize image or video with its message, and records nothing", async () => {
    const rowsBefore = (await uploadRows(owner.id)).length;
    const image = await start(ownerToken, { purpose: "speaker-photo", file_name: "big.png", content_type: "image/png", size: 10 * MB + 1 });
    expect(image.status).toBe(422);
    expect(image.message).toBe("Images must be 10 MB or smaller.");
    const video = await start(ownerToken, { purpose: "full-video", file_name: "film.mp4", content_type: "video/mp4", size: 5 * 1024 * MB + 1 });
    expect(video.status).toBe(422);
    expect(video.message).toBe("Videos must be 5 GB or smaller.");
    expect((await uploadRows(owner.id)).length).toBe(rowsBefore);
  });

  it("accepts exactly the limit", async () => {
    const answer = await start(ownerToken, { purpose: "event-image", file_name: "max.webp", content_type: "image/webp", size: 10 * MB });
    expect(answer.status).toBe(200);
  });

  it("refuses a wrong type with its message, and records nothing", async () => {
    const rowsBefore = (await uploadRows(owner.id)).length;
    const gif = await start(ownerToken, { purpose: "event-image", file_name: "cat.gif", content_type: "image/gif", size: 100 });
    expect(gif.status).toBe(422);
    expect(gif.message).toBe("Only JPEG, PNG or WebP images are allowed.");
    const pdf = await start(ownerToken, { purpose: "short-video", file_name: "notes.pdf", content_type: "application/pdf", size: 100 });
    expect(pdf.message).toBe("Only MP4, WebM or MOV videos are allowed.");
    const purpose = await start(ownerToken, { purpose: "../../etc", file_name: "x.jpg", content_type: "image/jpeg", size: 100 });
    expect(purpose.status).toBe(422);
    expect(purpose.message).toBe("This kind of file cannot be uploaded here.");
    expect((await uploadRows(owner.id)).length).toBe(rowsBefore);
  });

  it("takes the type from the name when the browser sends none (a .mov)", async () => {
    const answer = await start(ownerToken, { purpose: "short-video", file_name: "Clip.MOV", content_type: "", size: 5000 });
    expect(answer.status).toBe(200);
    expect(answer.data!.key).toMatch(/\.mov$/);
    expect(answer.data!.fields["Content-Type"]).toBe("video/quicktime");
  });

  it("deletes a file whose first bytes are not its declared type, with the type's message", async () => {
    const bytes = textBytes();
    const target = await start(ownerToken, { purpose: "event-image", file_name: "evil.jpg", content_type: "image/jpeg", size: bytes.length });
    expect(await sendToTarget(target.data!, bytes, "image/jpeg")).toBe(204);
    expect(await t.storage.head(incomingKey(target.data!.key))).not.toBeNull();
    const done = await complete(ownerToken, target.data!.key);
    expect(done.status).toBe(422);
    expect(done.message).toBe("Only JPEG, PNG or WebP images are allowed.");
    expect(await t.storage.head(target.data!.key)).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.key, target.data!.key))).toEqual([]);
  });

  it("refuses a PNG declared as a JPEG", async () => {
    const bytes = pngBytes();
    const target = await start(ownerToken, { purpose: "event-image", file_name: "photo.jpg", content_type: "image/jpeg", size: bytes.length });
    expect(await sendToTarget(target.data!, bytes, "image/jpeg")).toBe(204);
    expect((await complete(ownerToken, target.data!.key)).message).toBe("Only JPEG, PNG or WebP images are allowed.");
  });

  it("says the file did not arrive when nothing was sent", async () => {
    const target = await start(ownerToken, { purpose: "event-image", file_name: "photo.jpg", content_type: "image/jpeg", size: 300 });
    const done = await complete(ownerToken, target.data!.key);
    expect(done.status).toBe(422);
    expect(done.message).toBe("The file did not arrive, please upload it again.");
  });

  it("refuses to complete another user's upload, and leaves it as it was", async () => {
    const bytes = jpegBytes();
    const target = await start(ownerToken, { purpose: "event-image", file_name: "mine.jpg", content_type: "image/jpeg", size: bytes.length });
    expect(await sendToTarget(target.data!, bytes, "image/jpeg")).toBe(204);
    const stolen = await complete(otherToken, target.data!.key);
    expect(stolen.status).toBe(422);
    expect(stolen.message).toBe(UPLOAD_NOT_YOURS);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, target.data!.key));
    expect(row!.status).toBe("pending");
    expect(await t.storage.head(incomingKey(target.data!.key))).not.toBeNull();
  });

  it("refuses a key that is not a storage key", async () => {
    for (const key of ["../secret", "event-images/../../x.jpg", "", "event-images/not-a-uuid.jpg"]) {
      const answer = await complete(ownerToken, key);
      expect(answer.status).toBe(422);
      expect(answer.message).toBe(UPLOAD_NOT_YOURS);
    }
  });

  it("needs a logged-in user", async () => {
    const answer = await t.call("POST", "uploads/start", { body: { purpose: "event-image", file_name: "a.jpg", content_type: "image/jpeg", size: 10 } });
    expect(answer.status).toBe(401);
  });

  it("answers a private video's address as a short-lived signed link", async () => {
    const key = await uploaded(ownerToken, "full-video", mp4({ timescale: 1000, duration: 5000 }), "video/mp4", "film.mp4");
    const done = await complete(ownerToken, key);
    const url = new URL(done.data!.url, "http://test.local");
    expect(url.pathname).toBe(`/storage/files/${key}`);
    expect(url.searchParams.get("signature")).toBeTruthy();
    expect(Number(url.searchParams.get("expires")) * 1000).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000);
  });
});

describe("GET uploads/link (a preview player's source)", () => {
  const link = (token: string | undefined, key: string) => t.call<FileLinkData>("GET", `uploads/link?key=${encodeURIComponent(key)}`, { token });

  it("answers the owner, and an administrator, a one-minute link that serves the file; each call signs afresh", async () => {
    const bytes = mp4({ timescale: 1000, duration: 5000 });
    const key = await uploaded(ownerToken, "full-video", bytes, "video/mp4", "film.mp4");
    const first = await link(ownerToken, key);
    expect(first.status, first.message).toBe(200);
    const served = await handleLocalStorageRequest(t.storage, new Request(new URL(first.data!.url, "http://test.local")));
    expect(served!.status).toBe(200);
    expect(new Uint8Array(await served!.arrayBuffer())).toEqual(bytes);
    expect(Date.parse(first.data!.expires_at) - Date.now()).toBeLessThanOrEqual(ACCESS_LINK_SECONDS * 1000);

    // A minute later (a seek in a long video), the same call answers a link that still works.
    t.setNow(new Date(Date.now() + 90_000));
    try {
      const later = await link(ownerToken, key);
      expect(later.status).toBe(200);
      expect(later.data!.url).not.toBe(first.data!.url);
      expect(Date.parse(later.data!.expires_at)).toBeGreaterThan(Date.parse(first.data!.expires_at) + 60_000);
    } finally {
      t.setNow(null);
    }

    const admin = await createUser(t, { role: "admin" });
    expect((await link(await loginAs(t, admin), key)).status).toBe(200);
  });

  it("refuses anyone else's file and an unknown one alike, a visitor, and a value that is not a key, changing nothing", async () => {
    const key = await uploaded(ownerToken, "full-video", mp4({ timescale: 1000, duration: 5000 }), "video/mp4", "film.mp4");
    expect(await link(otherToken, key)).toMatchObject({ status: 404, success: false, message: UPLOAD_NOT_YOURS });
    expect(await link(otherToken, "full-videos/00000000-0000-4000-8000-000000000000.mp4")).toMatchObject({ status: 404, message: UPLOAD_NOT_YOURS });
    expect((await link(undefined, key)).status).toBe(401);
    for (const bad of ["", "../etc/passwd", `${key}\u0000`, "x".repeat(5000)]) {
      const answer = await link(ownerToken, bad);
      expect([400, 422]).toContain(answer.status);
      expect(answer.success).toBe(false);
    }
  });
});

describe("attachUploads", () => {
  it("refuses a forged key of another user's upload, and attaches the owner's", async () => {
    const key = await uploaded(ownerToken, "event-image", jpegBytes(), "image/jpeg");
    const forged = attachUploads(t.db, { userId: other.id, purpose: "event-image", keys: [key], field: "image", now: new Date() });
    await expect(forged).rejects.toBeInstanceOf(DomainError);
    await expect(forged).rejects.toMatchObject({ kind: "invalid", details: { fields: { image: [UPLOAD_NOT_YOURS] } } });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row!.status).toBe("uploaded");
    await attachUploads(t.db, { userId: owner.id, purpose: "event-image", keys: [key], field: "image", now: new Date() });
    const [attached] = await t.db.select().from(uploads).where(eq(uploads.key, key));
    expect(attached!.status).toBe("attached");
  });

  it("refuses a public photo's key put where a private video belongs", async () => {
    const key = await uploaded(ownerToken, "event-image", jpegBytes(), "image/jpeg");
    await expect(attachUploads(t.db, { userId: owner.id, purpose: "full-video", keys: [key], field: "full_video", now: new Date() })).rejects.toMatchObject({
      kind: "invalid",
    });
  });
});

describe("storeStream (a file inside a form post)", () => {
  async function* chunks(total: number, first: Uint8Array) {
    yield first;
    let sent = first.length;
    const block = new Uint8Array(256 * 1024).fill(9);
    while (sent < total) {
      const piece = block.subarray(0, Math.min(block.length, total - sent));
      sent += piece.length;
      yield piece;
    }
  }

  it("streams a file to storage, checks it and records it as uploaded", async () => {
    const stored = await storeStream(t.services, { userId: owner.id, purpose: "speaker-photo", fileName: "me.png", contentType: "image/png", stream: chunks(600_000, pngBytes()) });
    expect(stored).toMatchObject({ contentType: "image/png", size: 600_000 });
    expect(stored.key).toMatch(/^speaker-photos\/[0-9a-f-]{36}\.png$/);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, stored.key));
    expect(row).toMatchObject({ status: "uploaded", size: 600_000, userId: owner.id });
  });

  it("stops an image past 10 MB, keeps nothing and says why", async () => {
    const rowsBefore = (await uploadRows(owner.id)).length;
    const filesBefore = (await storedFiles()).length;
    const attempt = storeStream(t.services, { userId: owner.id, purpose: "event-image", fileName: "huge.jpg", contentType: "image/jpeg", stream: chunks(10 * MB + 1, jpegBytes()), field: "image" });
    await expect(attempt).rejects.toMatchObject({ kind: "invalid", message: "Images must be 10 MB or smaller.", details: { fields: { image: ["Images must be 10 MB or smaller."] } } });
    expect((await uploadRows(owner.id)).length).toBe(rowsBefore);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it("refuses a file whose bytes are not its type, and keeps nothing", async () => {
    const rowsBefore = (await uploadRows(owner.id)).length;
    const attempt = storeStream(t.services, { userId: owner.id, purpose: "event-image", fileName: "x.jpg", contentType: "image/jpeg", stream: chunks(100, textBytes()) });
    await expect(attempt).rejects.toMatchObject({ message: "Only JPEG, PNG or WebP images are allowed." });
    expect((await uploadRows(owner.id)).length).toBe(rowsBefore);
  });
});

describe("the video's duration read from the stored file", () => {
  it("reads an MP4 whose moov is at the end, and a WebM", async () => {
    const mp4Key = await uploaded(ownerToken, "full-video", mp4({ timescale: 600, duration: 600 * 95, moovLast: true, mediaBytes: 50_000 }), "video/mp4");
    expect(await videoDurationSeconds(t.services, mp4Key)).toBe(95);
    const webmKey = await uploaded(ownerToken, "short-video", webm({ durationTicks: 30_200 }), "video/webm");
    expect(await videoDurationSeconds(t.services, webmKey)).toBe(31);
  });

  it("gives null for a missing file", async () => {
    expect(await videoDurationSeconds(t.services, "full-videos/00000000-0000-4000-8000-000000000000.mp4")).toBeNull();
  });
});

describe("an upload target works once", () => {
  /** A GET of a stored file as a stranger sends it. */
  async function fetchStored(url: string) {
    return (await handleLocalStorageRequest(t.storage, new Request(new URL(url, "http://test.local"))))!;
  }
  /** Files and sidecars in the store whose name carries this key's uuid. */
  async function traces(key: string): Promise<string[]> {
    const uuid = key.split("/")[1]!.split(".")[0]!;
    return (await storedFiles()).filter((name) => name.includes(uuid));
  }

  it("refuses a second POST to a completed PNG's target: the stored bytes stay those that were checked", async () => {
    const png = pngBytes();
    const target = await start(ownerToken, { purpose: "speaker-photo", file_name: "me.png", content_type: "image/png", size: png.length + 500 });
    expect(await sendToTarget(target.data!, png, "image/png")).toBe(204);
    const done = await complete(ownerToken, target.data!.key);
    expect(done.status, done.message).toBe(200);

    const other = new TextEncoder().encode("<html><body>free hosting on your domain</body></html>");
    expect(await sendToTarget(target.data!, other, "image/png")).toBeGreaterThanOrEqual(400);
    const served = await fetchStored(done.data!.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(png));
    // Asked again, the same upload: its link is signed afresh, so only the link's path must match.
    const again = (await complete(ownerToken, target.data!.key)).data!;
    expect({ ...again, url: new URL(again.url, "http://test.local").pathname }).toEqual({ ...done.data!, url: new URL(done.data!.url, "http://test.local").pathname });
  });

  it("refuses to take a refused file again: it is never stored with no row, nor served, and the sweep leaves no trace", async () => {
    const bytes = textBytes();
    const target = await start(ownerToken, { purpose: "event-image", file_name: "evil.jpg", content_type: "image/jpeg", size: bytes.length });
    const key = target.data!.key;
    expect(await sendToTarget(target.data!, bytes, "image/jpeg")).toBe(204);
    expect((await complete(ownerToken, key)).status).toBe(422);

    expect(await sendToTarget(target.data!, bytes, "image/jpeg")).toBeGreaterThanOrEqual(400);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    expect((await fetchStored(t.storage.publicUrl(key))).status).toBe(404);
    try {
      t.setNow(new Date(Date.now() + 2 * 3600_000));
      await sweepUploads(t.services);
    } finally {
      t.setNow(null);
    }
    expect(await traces(key)).toEqual([]);
  });

  it("completes once when asked twice at the same time: one file is moved and checked, the other call is told to try again", async () => {
    const bytes = jpegBytes();
    const target = await start(ownerToken, { purpose: "event-image", file_name: "twice.jpg", content_type: "image/jpeg", size: bytes.length });
    expect(await sendToTarget(target.data!, bytes, "image/jpeg")).toBe(204);
    const answers = await Promise.all([complete(ownerToken, target.data!.key), complete(ownerToken, target.data!.key)]);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers) if (answer.status !== 200) expect(answer.message).toBe("The file could not be stored, please try again.");
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, target.data!.key));
    expect(row).toMatchObject({ status: "uploaded", size: bytes.length });
    expect(Buffer.from(await t.storage.readRange(target.data!.key, 0, bytes.length - 1))).toEqual(Buffer.from(bytes));
    expect((await complete(ownerToken, target.data!.key)).status).toBe(200);
  });

  it("lets the browser post again when nothing arrived, and complete then", async () => {
    const bytes = jpegBytes();
    const target = await start(ownerToken, { purpose: "event-image", file_name: "late.jpg", content_type: "image/jpeg", size: bytes.length });
    expect((await complete(ownerToken, target.data!.key)).message).toBe("The file did not arrive, please upload it again.");
    expect(await sendToTarget(target.data!, bytes, "image/jpeg")).toBe(204);
    expect((await complete(ownerToken, target.data!.key)).status).toBe(200);
  });
});

describe("the upload sweep", () => {
  it("runs on the queue's hourly schedule", () => {
    expect(uploadSweepJob).toMatchObject({ name: "upload-sweep", cron: "41 * * * *" });
  });

  it("deletes released uploads and those never attached within 24 hours, object then row, and keeps the rest", async () => {
    const sweeper = await createUser(t);
    const token = await loginAs(t, sweeper);
    const old = await uploaded(token, "event-image", jpegBytes(), "image/jpeg");
    const kept = await uploaded(token, "event-image", jpegBytes(), "image/jpeg");
    const attachedOld = await uploaded(token, "event-image", jpegBytes(), "image/jpeg");
    const replaced = await uploaded(token, "event-image", jpegBytes(), "image/jpeg");
    const pendingOld = (await start(token, { purpose: "event-image", file_name: "never.jpg", content_type: "image/jpeg", size: 10 })).data!.key;
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    await t.db.update(uploads).set({ createdAt: hoursAgo(25) }).where(eq(uploads.key, old));
    await t.db.update(uploads).set({ createdAt: hoursAgo(25) }).where(eq(uploads.key, pendingOld));
    await t.db.update(uploads).set({ createdAt: hoursAgo(23) }).where(eq(uploads.key, kept));
    await attachUploads(t.db, { userId: sweeper.id, purpose: "event-image", keys: [attachedOld, replaced], field: "image", now });
    await t.db.update(uploads).set({ createdAt: hoursAgo(48) }).where(eq(uploads.key, attachedOld));
    await releaseUploads(t.db, [replaced], now);
    t.setNow(now);

    await uploadSweepJob.run(t.services);

    const left = (await uploadRows(sweeper.id)).map((row) => row.key).sort();
    expect(left).toEqual([kept, attachedOld].sort());
    expect(await t.storage.head(old)).toBeNull();
    expect(await t.storage.head(replaced)).toBeNull();
    expect(await t.storage.head(kept)).not.toBeNull();
    expect(await t.storage.head(attachedOld)).not.toBeNull();
    expect(await sweepUploads(t.services)).toBe(0);
  });

  it("lists the store for files no row names: an orphan under incoming/ goes once no target can still write it, not before", async () => {
    const sweeper = await createUser(t);
    const token = await loginAs(t, sweeper);
    // A file sent but never completed, its row discarded: the bytes stay where the target wrote them.
    const bytes = jpegBytes();
    const target = await start(token, { purpose: "event-image", file_name: "left.jpg", content_type: "image/jpeg", size: bytes.length });
    expect(await sendToTarget(target.data!, bytes, "image/jpeg")).toBe(204);
    expect((await t.call("POST", "uploads/discard", { token, body: { key: target.data!.key } })).status).toBe(200);
    // As S3 leaves it when a target is posted to again after its file was moved: an object, no claim.
    const stray = `incoming/${randomUUID()}.jpg`;
    await t.storage.putStream(stray, [bytes], { contentType: "image/jpeg", maxBytes: bytes.length });
    // An upload in progress: sent, its complete call not yet made.
    const inProgress = await start(token, { purpose: "event-image", file_name: "busy.jpg", content_type: "image/jpeg", size: bytes.length });
    expect(await sendToTarget(inProgress.data!, bytes, "image/jpeg")).toBe(204);

    const now = Date.now();
    try {
      t.setNow(new Date(now + ORPHAN_GRACE_MS - 60_000));
      await sweepUploads(t.services);
      expect(await t.storage.head(incomingKey(target.data!.key))).not.toBeNull();
      expect(await t.storage.head(stray)).not.toBeNull();
      t.setNow(new Date(now));
      expect((await complete(token, inProgress.data!.key)).status).toBe(200);

      t.setNow(new Date(now + ORPHAN_GRACE_MS + 60_000));
      expect(await sweepUploads(t.services)).toBeGreaterThanOrEqual(3);
    } finally {
      t.setNow(null);
    }
    expect(await t.storage.head(incomingKey(target.data!.key))).toBeNull();
    expect(await t.storage.head(stray)).toBeNull();
    const left = [];
    for await (const object of t.storage.list("incoming")) left.push(object.key);
    expect(left).not.toContain(incomingKey(target.data!.key));
    expect(left).not.toContain(incomingKey(inProgress.data!.key));
    expect(await t.storage.head(inProgress.data!.key)).not.toBeNull();
  });
});
