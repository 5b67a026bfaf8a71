// The object store's outages, on S3 (s3rver on loopback behind its gate, tests/support/s3-server.ts,
// which answers the app's calls 503 while a test has it down): completing a direct upload, and a file
// sent inside a form post (no JavaScript). The uploader gets a clear message and a 503, no upload row
// is left pending or half checked, and the sweep removes what the outage left once the store is back.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { UploadTargetData } from "~server/api/contract";
import { uploads } from "~server/db/schema";
import { DomainError } from "~server/domain/errors";
import { UPLOAD_MESSAGES } from "~server/domain/uploads/messages";
import { sweepUploads } from "~server/domain/uploads/sweep";
import { incomingKey, storeStream } from "~server/domain/uploads/uploads";
import { useTestApi } from "~tests/support/api";
import { jpegBytes } from "~tests/support/media-bytes";
import { useTestS3Storage } from "~tests/support/s3-server";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();
const store = useTestS3Storage(t);
afterEach(() => store.s3.outage(null));

async function uploader() {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user) };
}

const rowsOf = (userId: number) => t.db.select({ key: uploads.key, status: uploads.status }).from(uploads).where(eq(uploads.userId, userId));

/** A direct upload as the browser makes it: start, then the file POSTed to its target. */
async function uploadedToTarget(token: string): Promise<string> {
  const bytes = jpegBytes();
  const started = await t.call<UploadTargetData>("POST", "uploads/start", { token, body: { purpose: "event-image", file_name: "Stage.jpg", content_type: "image/jpeg", size: bytes.length } });
  expect(started.status).toBe(200);
  const form = new FormData();
  for (const [field, value] of Object.entries(started.data!.fields)) form.append(field, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "Stage.jpg");
  expect((await fetch(started.data!.url, { method: "POST", body: form })).status).toBe(204);
  return started.data!.key;
}

const complete = (token: string, key: string) => t.call("POST", "uploads/complete", { token, body: { key } });

describe("uploads/complete while S3 is down", () => {
  it("the move fails: a clear message, the upload stays as it was, and the same call completes it once S3 is back", async () => {
    const { user, token } = await uploader();
    const key = await uploadedToTarget(token);
    store.s3.outage("all");
    const refused = await complete(token, key);
    expect([refused.status, refused.success, refused.message]).toEqual([503, false, UPLOAD_MESSAGES.failed]);
    expect(await rowsOf(user.id)).toEqual([{ key, status: "pending" }]);

    store.s3.outage(null);
    const done = await complete(token, key);
    expect([done.status, done.success]).toEqual([200, true]);
    expect(await rowsOf(user.id)).toEqual([{ key, status: "uploaded" }]);
    expect(await store.storage.head(key)).toMatchObject({ size: jpegBytes().length });
    expect(await store.storage.head(incomingKey(key))).toBeNull();
  });

  it("the check fails after the move: a clear message, the upload is released, not left half checked, and the sweep removes it once S3 is back", async () => {
    const { user, token } = await uploader();
    const key = await uploadedToTarget(token);
    // S3 goes down just after the move (CopyObject, DeleteObject): the file is moved, then neither checked nor deleted.
    store.s3.outage("all", { after: 2 });
    const refused = await complete(token, key);
    expect([refused.status, refused.success, refused.message]).toEqual([503, false, UPLOAD_MESSAGES.failed]);
    expect(await rowsOf(user.id)).toEqual([{ key, status: "released" }]);

    store.s3.outage("all");
    await expect(sweepUploads(t.services)).rejects.toThrow();
    expect(await rowsOf(user.id)).toEqual([{ key, status: "released" }]);

    store.s3.outage(null);
    await sweepUploads(t.services);
    expect(await rowsOf(user.id)).toEqual([]);
    expect([await store.storage.head(key), await store.storage.head(incomingKey(key))]).toEqual([null, null]);
  });
});

describe("a file inside a form post while S3 is down", () => {
  it("is refused with a clear message, leaves no pending row, and the sweep removes what is left once S3 is back", async () => {
    const { user } = await uploader();
    store.s3.outage("all");
    const stored = storeStream(t.services, { userId: user.id, purpose: "event-image", fileName: "Stage.jpg", contentType: "image/jpeg", stream: [jpegBytes()] });
    await expect(stored).rejects.toSatisfy((error) => error instanceof DomainError && error.kind === "unavailable" && error.message === UPLOAD_MESSAGES.failed);
    const left = await rowsOf(user.id);
    expect(left.map((row) => row.status)).toEqual(["released"]);

    store.s3.outage(null);
    await sweepUploads(t.services);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await store.storage.head(left[0]!.key)).toBeNull();
  });
});
