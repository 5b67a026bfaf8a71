// Who may store files, how many targets at once and how much (ADR 053), through uploads/start and
// uploads/complete: an account never activated gets no target for event media nor for a profile;
// an account has at most MAX_OPEN_TARGETS open, and a target that expired no longer counts; its
// package's quota refuses a declared file that would not fit, and a completed file that would not
// (deleted with its row). Each refusal is the API's 4xx answer with its message and adds nothing.
// Runs on PGlite and PostgreSQL; the cap under parallel starts is upload-allowance-concurrency.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PricingPackageData, StoredUploadData, UploadTargetData } from "~server/api/contract";
import { packages, uploads } from "~server/db/schema";
import { MAX_OPEN_TARGETS } from "~server/domain/uploads/allowance";
import { NOT_ACTIVATED } from "~server/domain/events/messages";
import { UPLOAD_MESSAGES } from "~server/domain/uploads/messages";
import { handleLocalStorageRequest } from "~server/integrations/storage/local-http";
import { useTestApi } from "~tests/support/api";
import { jpegBytes } from "~tests/support/media-bytes";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const GB = 1024 ** 3;
const start = (token: string, body: Record<string, unknown>) => t.call<UploadTargetData>("POST", "uploads/start", { token, body });
const complete = (token: string, key: string) => t.call<StoredUploadData>("POST", "uploads/complete", { token, body: { key } });
const image = (size: number, purpose = "event-image") => ({ purpose, file_name: "photo.jpg", content_type: "image/jpeg", size });
const rowsOf = (userId: number) => t.db.select().from(uploads).where(eq(uploads.userId, userId));

async function sendToTarget(target: UploadTargetData, bytes: Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  return (await handleLocalStorageRequest(t.storage, new Request(new URL(target.url, "http://test.local"), { method: "POST", body: form })))!.status;
}

/** An account on a package of its own, with this storage quota. */
async function accountWithQuota(quotaBytes: number) {
  const [pkg] = await t.db.insert(packages).values({ name: `Quota ${quotaBytes}`, storageQuotaBytes: quotaBytes, retiredAt: new Date() }).returning();
  const user = await createUser(t, { packageId: pkg!.id });
  return { user, token: await loginAs(t, user) };
}

describe("who may get an upload target", () => {
  it("refuses an account never activated, for event media and for its profile, and records nothing; an activated one gets both", async () => {
    const idle = await createUser(t, { activated: false });
    const idleToken = await loginAs(t, idle);
    for (const [purpose, message] of [
      ["event-image", NOT_ACTIVATED],
      ["full-video", NOT_ACTIVATED],
      ["channel-image", NOT_ACTIVATED],
      ["profile-photo", UPLOAD_MESSAGES.activateFirst],
      ["profile-video", UPLOAD_MESSAGES.activateFirst],
    ] as const) {
      const body = purpose.endsWith("video") ? { purpose, file_name: "clip.mp4", content_type: "video/mp4", size: 200 * 1024 * 1024 } : image(1000, purpose);
      expect(await start(idleToken, body), purpose).toMatchObject({ status: 403, success: false, message, data: null });
    }
    expect(await rowsOf(idle.id)).toEqual([]);

    const host = await createUser(t);
    const token = await loginAs(t, host);
    expect((await start(token, image(1000))).status).toBe(200);
    expect((await start(token, image(1000, "profile-photo"))).status).toBe(200);
  });
});

describe("open targets", () => {
  it(`refuses the target past ${MAX_OPEN_TARGETS} open ones with 409 and adds no row; a completed or expired target no longer counts`, async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const now = new Date();
    t.setNow(now);
    try {
      const bytes = jpegBytes();
      const targets: UploadTargetData[] = [];
      for (let i = 0; i < MAX_OPEN_TARGETS; i++) {
        const answer = await start(token, image(bytes.length));
        expect(answer.status, `target ${i + 1}`).toBe(200);
        targets.push(answer.data!);
      }
      const refused = await start(token, image(bytes.length));
      expect(refused).toMatchObject({ status: 409, success: false, message: UPLOAD_MESSAGES.tooManyOpen(MAX_OPEN_TARGETS), data: null });
      expect(await rowsOf(user.id)).toHaveLength(MAX_OPEN_TARGETS);

      // One completed: one more may open.
      expect(await sendToTarget(targets[0]!, bytes)).toBe(204);
      expect((await complete(token, targets[0]!.key)).status).toBe(200);
      expect((await start(token, image(bytes.length))).status).toBe(200);
      expect((await start(token, image(bytes.length))).status).toBe(409);

      // Targets live 15 minutes: past that, none is open.
      t.setNow(new Date(now.getTime() + 16 * 60 * 1000));
      expect((await start(token, image(bytes.length))).status).toBe(200);
    } finally {
      t.setNow(null);
    }
  });
});

describe("the package's storage quota", () => {
  it("refuses a declared file that would not fit, with 422 and its message, and records nothing", async () => {
    const { user, token } = await accountWithQuota(GB);
    const refused = await start(token, { purpose: "full-video", file_name: "course.mp4", content_type: "video/mp4", size: GB + 1 });
    const message = UPLOAD_MESSAGES.quotaReached(GB);
    expect(message).toContain("1 GB");
    expect(refused).toMatchObject({ status: 422, success: false, message, data: null });
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await start(token, { purpose: "full-video", file_name: "course.mp4", content_type: "video/mp4", size: GB })).status).toBe(200);
  });

  it("counts the bytes of completed files held: a file that would pass the quota is refused at complete and deleted with its row", async () => {
    const bytes = jpegBytes();
    const { user, token } = await accountWithQuota(bytes.length * 2);
    const first = (await start(token, image(bytes.length))).data!;
    const second = (await start(token, image(bytes.length))).data!;
    const third = (await start(token, image(bytes.length))).data!;
    for (const target of [first, second, third]) expect(await sendToTarget(target, bytes)).toBe(204);
    expect((await complete(token, first.key)).status).toBe(200);
    expect((await complete(token, second.key)).status).toBe(200);
    const over = await complete(token, third.key);
    expect(over).toMatchObject({ status: 422, success: false, message: UPLOAD_MESSAGES.quotaReached(bytes.length * 2), data: null });
    expect(await t.storage.head(third.key)).toBeNull();
    expect((await rowsOf(user.id)).map((row) => row.key).sort()).toEqual([first.key, second.key].sort());
    // Full: not even a target for one more byte.
    expect((await start(token, image(1))).status).toBe(422);
  });

  it("is stated per package by GET pricing, as the pricing page shows it", async () => {
    const answer = await t.call<PricingPackageData[]>("GET", "pricing");
    expect(answer.status).toBe(200);
    const rows = await t.db.select().from(packages);
    expect(answer.data!.length).toBeGreaterThan(0);
    for (const pkg of answer.data!) {
      expect(pkg.storage_quota_bytes, pkg.name).toBeGreaterThan(0);
      expect(pkg.storage_quota_bytes, pkg.name).toBe(rows.find((row) => row.id === pkg.id)!.storageQuotaBytes);
    }
  });
});
