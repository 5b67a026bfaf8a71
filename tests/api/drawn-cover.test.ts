// POST uploads/draw-cover (ADR 036): the event form's "Draw a cover for me" draws a 16:9 cover from
// the title and category and answers it as an upload of the caller's, in both sizes, which the event
// form then saves as its photo ("Event photo is required" still holds). Bad input draws nothing;
// another user cannot use the cover; drawing is capped per hour.
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { events, packages, uploads } from "~server/db/schema";
import { NOT_ACTIVATED } from "~server/domain/events/messages";
import { DRAWN_COVERS_PER_HOUR } from "~server/domain/media/drawn-cover";
import { UPLOAD_NOT_YOURS } from "~server/domain/uploads/attach";
import { UPLOAD_MESSAGES } from "~server/domain/uploads/messages";
import { coverSizes } from "~shared/covers";
import { coverMessages } from "~shared/messages/covers";
import { useTestApi } from "~tests/support/api";
import { createCategory, eventForm } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();
let yoga: number;
let vinyasa: number;
let channelOnly: number;

beforeAll(async () => {
  yoga = await createCategory(t.db, { name: "Yoga", kind: "event" });
  vinyasa = await createCategory(t.db, { name: "Vinyasa", parentId: yoga, kind: "event" });
  channelOnly = await createCategory(t.db, { name: "Courses", kind: "channel" });
});

async function host() {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user) };
}

const draw = (token: string | undefined, body: unknown) => t.call<{ key: string; url: string }>("POST", "uploads/draw-cover", { token, body });

async function rowsOf(userId: number) {
  return t.db.select().from(uploads).where(eq(uploads.userId, userId));
}

describe("POST uploads/draw-cover", () => {
  it("draws a 16:9 WebP cover in both sizes as the caller's upload, which the event form saves as its photo", async () => {
    const { user, token } = await host();
    const answer = await draw(token, { title: "Sunrise Vinyasa Flow", category_id: String(vinyasa) });
    expect(answer.status).toBe(200);
    const { key, url } = answer.data!;
    expect(key).toMatch(/^event-images\/[0-9a-f-]{36}\.webp$/);
    expect(url).toContain(key);
    const sizes = coverSizes(key)!;
    expect(sizes.map((size) => size.width)).toEqual([960, 480]);
    for (const size of sizes) {
      const stored = await t.services.storage.readRange(size.src, 0, 10 * 1024 * 1024 - 1);
      const meta = await sharp(stored).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", size.width, (size.width * 9) / 16]);
    }
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => [row.key, row.status]).sort()).toEqual(sizes.map((size) => [size.src, "uploaded"]).sort());

    const saved = await t.call<{ id: number }>("POST", "events/create", { token, body: eventForm({ category_id: vinyasa, photos: [key] }) });
    expect(saved.status).toBe(200);
    const [event] = await t.db.select({ images: events.images }).from(events).where(eq(events.id, saved.data!.id));
    expect(event!.images).toEqual([key]);
    // Both sizes are kept with the event (and released together later).
    const attached = await t.db.select({ status: uploads.status }).from(uploads).where(inArray(uploads.key, sizes.map((size) => size.src)));
    expect(attached.map((row) => row.status)).toEqual(["attached", "attached"]);
  });

  it("draws a cover without a category, and a different one for another title", async () => {
    const { token } = await host();
    const first = await draw(token, { title: "Morning pages" });
    const second = await draw(token, { title: "Evening pages", category_id: "" });
    expect([first.status, second.status]).toEqual([200, 200]);
    const bytes = async (key: string) => t.services.storage.readRange(key, 0, 10 * 1024 * 1024 - 1);
    expect(Buffer.compare(await bytes(first.data!.key), await bytes(second.data!.key))).not.toBe(0);
  });

  it("refuses a missing title, a control character, an unknown or channel-only category, and draws nothing", async () => {
    const { user, token } = await host();
    for (const [body, field, message] of [
      [{ title: "" }, "title", coverMessages.titleFirst],
      [{ title: "   " }, "title", coverMessages.titleFirst],
      [{ title: "Flow\u0007" }, "title", coverMessages.titleFirst],
      [{ title: "x".repeat(256) }, "title", coverMessages.titleFirst],
      [{ title: "Flow", category_id: "2147483000" }, "category_id", coverMessages.categoryInvalid],
      [{ title: "Flow", category_id: "abc" }, "category_id", coverMessages.categoryInvalid],
      [{ title: "Flow", category_id: String(channelOnly) }, "category_id", coverMessages.categoryInvalid],
    ] as const) {
      const answer = await draw(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.errors?.[field]).toEqual([message]);
    }
    expect(await draw(token, { category_id: yoga })).toMatchObject({ status: 422 });
    // A NUL byte is refused at the API's boundary, before any call runs (ADR 030).
    expect(await draw(token, { title: "Flow\u0000" })).toMatchObject({ status: 400, success: false });
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await draw(undefined, { title: "Flow" })).status).toBe(401);
  });

  it("gives another user's form no use of the cover", async () => {
    const { token } = await host();
    const { key } = (await draw(token, { title: "Yin for sleep", category_id: yoga })).data!;
    const other = await host();
    const stolen = await t.call("POST", "events/create", { token: other.token, body: eventForm({ category_id: yoga, photos: [key] }) });
    expect(stolen).toMatchObject({ status: 422, errors: { photos: [UPLOAD_NOT_YOURS] } });
  });

  it(`draws at most ${DRAWN_COVERS_PER_HOUR} unsaved covers an hour for one account`, async () => {
    const { user, token } = await host();
    for (let i = 0; i < DRAWN_COVERS_PER_HOUR; i++) expect((await draw(token, { title: `Flow ${i}` })).status).toBe(200);
    const refused = await draw(token, { title: "One more" });
    expect(refused).toMatchObject({ success: false, message: coverMessages.tooMany });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const rows = await t.db.select({ key: uploads.key }).from(uploads).where(and(eq(uploads.userId, user.id)));
    expect(rows).toHaveLength(DRAWN_COVERS_PER_HOUR * 2);
  });

  it("applies the event image's allowance (ADR 053): an account never activated draws nothing, nor one whose quota is full", async () => {
    const storedCovers = async () => {
      const keys: string[] = [];
      for await (const object of t.services.storage.list("event-images")) keys.push(object.key);
      return keys.sort();
    };
    const before = await storedCovers();

    const idle = await createUser(t, { activated: false });
    const refused = await draw(await loginAs(t, idle), { title: "Sunrise Vinyasa Flow" });
    expect(refused).toMatchObject({ status: 403, success: false, message: NOT_ACTIVATED, data: null });
    expect(await rowsOf(idle.id)).toEqual([]);

    // Room for a byte, not for the cover: refused once its size is known, and the drawn files are deleted.
    const [tiny] = await t.db.insert(packages).values({ name: "Tiny quota", storageQuotaBytes: 1024, retiredAt: new Date() }).returning();
    const full = await createUser(t, { packageId: tiny!.id });
    const over = await draw(await loginAs(t, full), { title: "Sunrise Vinyasa Flow" });
    expect(over).toMatchObject({ status: 422, success: false, message: UPLOAD_MESSAGES.quotaReached(1024), errors: { photos: [UPLOAD_MESSAGES.quotaReached(1024)] } });
    expect(await rowsOf(full.id)).toEqual([]);
    expect(await storedCovers()).toEqual(before);

    // A host on a package with room draws as before.
    expect((await draw((await host()).token, { title: "Sunrise Vinyasa Flow" })).status).toBe(200);
  });
});
