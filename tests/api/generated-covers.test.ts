// A new event saved without a photo gets a cover drawn from its title and category (ADR 036): both
// sizes stored through the storage adapter as WebP, recorded as the host's attached uploads, shown
// in the public answer, kept by a later save and released, both sizes, when the host replaces it.
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, events, uploads } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createCategory, createUploadedFile, eventForm } from "~tests/support/factories";
import { coverSizes } from "~shared/covers";
import { createUser, loginAs, type TestUser } from "./auth-support";

const now = new Date("2026-03-02T10:00:00Z");
let categoryId: number;

const t = useTestApi({ now });
beforeAll(async () => {
  const parent = await createCategory(t.db, { name: "Yoga" });
  await t.db.update(categories).set({ className: "category-yoga" }).where(eq(categories.id, parent));
  categoryId = await createCategory(t.db, { name: "Vinyasa", parentId: parent });
});

async function host(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(t, {});
  return { user, token: await loginAs(t, user) };
}

const form = (overrides: Record<string, unknown> = {}) =>
  eventForm({ category_id: categoryId, event_date: "2026-03-10", end_date: "2026-03-10", photos: [], ...overrides });

const save = (token: string, body: unknown) => t.call<{ id: number; occurrence_ids: number[] }>("POST", "events/create", { token, body });

async function imagesOf(id: number): Promise<string[]> {
  const [row] = await t.db.select({ images: events.images }).from(events).where(eq(events.id, id));
  return row!.images;
}

async function webpSize(key: string) {
  const info = await t.storage.head(key);
  expect(info?.contentType).toBe("image/webp");
  const meta = await sharp(Buffer.from(await t.storage.readRange(key, 0, info!.size - 1))).metadata();
  return [meta.format, meta.width, meta.height];
}

describe("a new event without a photo", () => {
  it("gets a stored 16:9 cover in two widths, attached to the host, and shows it", async () => {
    const { user, token } = await host();
    const answer = await save(token, form({ title: "Evening Flow" }));
    expect(answer.status).toBe(200);
    const images = await imagesOf(answer.data!.id);
    expect(images).toHaveLength(1);
    const sizes = coverSizes(images[0]!);
    expect(sizes?.map((size) => size.src)[0]).toBe(images[0]);
    for (const size of sizes!) expect(await webpSize(size.src)).toEqual(["webp", size.width, size.height]);
    const rows = await t.db.select().from(uploads).where(inArray(uploads.key, sizes!.map((size) => size.src)));
    expect(rows.map((row) => [row.userId, row.status, row.folder]).sort()).toEqual([
      [user.id, "attached", "event-images"],
      [user.id, "attached", "event-images"],
    ]);

    await t.db.update(events).set({ isPublished: true }).where(eq(events.id, answer.data!.id));
    const detail = await t.call<{ images: string[] }>("GET", `events/${answer.data!.id}`);
    expect(detail.status, JSON.stringify(detail)).toBe(200);
    expect(detail.data?.images).toEqual([t.storage.publicUrl(images[0]!)]);
  });

  it("draws a different cover for another title, and one cover for every occurrence of a series", async () => {
    const { token } = await host();
    const first = await save(token, form({ title: "Morning Flow", is_recurring_event: "on", repeat_frequency: "weekly", repeat_until_date: "2026-03-24" }));
    const other = await save(token, form({ title: "Hip Openers" }));
    const series = await Promise.all(first.data!.occurrence_ids.map(imagesOf));
    expect(series.length).toBeGreaterThan(1);
    expect(new Set(series.map((images) => images[0])).size).toBe(1);
    const [a, b] = [series[0]![0]!, (await imagesOf(other.data!.id))[0]!];
    expect(a).not.toBe(b);
    const bytes = async (key: string) => Buffer.from(await t.storage.readRange(key, 0, (await t.storage.head(key))!.size - 1));
    expect((await bytes(a)).equals(await bytes(b))).toBe(false);
  });

  it("keeps its cover when saved again, and releases both sizes when the host replaces it with a photo", async () => {
    const { user, token } = await host();
    const created = await save(token, form({ title: "Slow Flow" }));
    const id = created.data!.id;
    const [cover] = await imagesOf(id);
    const keys = coverSizes(cover!)!.map((size) => size.src);

    const again = await save(token, form({ title: "Slow Flow", event_id: id, photos: [cover] }));
    expect(again.status).toBe(200);
    expect(await imagesOf(id)).toEqual([cover]);

    const photo = await createUploadedFile(t.db, user.id, "event-image");
    const replaced = await save(token, form({ title: "Slow Flow", event_id: id, photos: [photo] }));
    expect(replaced.status).toBe(200);
    expect(await imagesOf(id)).toEqual([photo]);
    const rows = await t.db.select({ status: uploads.status }).from(uploads).where(inArray(uploads.key, keys));
    expect(rows.map((row) => row.status)).toEqual(["released", "released"]);
  });

  it("is not drawn when the host uploads a photo, and an edit still needs one", async () => {
    const { user, token } = await host();
    const photo = await createUploadedFile(t.db, user.id, "event-image");
    const before = (await t.db.select({ key: uploads.key }).from(uploads)).length;
    const created = await save(token, form({ title: "With a photo", photos: [photo] }));
    expect(await imagesOf(created.data!.id)).toEqual([photo]);
    expect((await t.db.select({ key: uploads.key }).from(uploads)).length).toBe(before);

    const edit = await save(token, form({ title: "With a photo", event_id: created.data!.id, photos: [] }));
    expect(edit.status).toBe(422);
    expect(edit.errors).toEqual({ photos: ["Event photo is required"] });
  });
});
