// The card markup cache (docs/decisions/048-card-markup-shared.md): every page with cards is the
// same, byte for byte, whether its cards are rendered inline or come from the cache, for a visitor
// and for two users with their own bookings and favourites, whichever viewer filled the cache; and
// a user's own change shows on their next page, kept or not.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events, favourites } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createBooking, createCategory, createHostedChannel, createHostedEvent, createPreRecordedEvent, dateFromToday } from "~tests/support/factories";
import { pageHtml, sessionCookieOf, useWebApp } from "~tests/support/web-app";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();
const web = useWebApp(t);

// The pages draw the server's clock (countdowns, the data's `now`): one instant for every render.
beforeAll(() => void vi.spyOn(Date, "now").mockReturnValue(Date.parse(`${dateFromToday(0)}T09:00:00Z`)));
afterAll(() => {
  vi.restoreAllMocks();
  web.markupCache.set(true);
});

/** The page's HTML, at its canonical address (a host profile's slug is the host's name). */
const page = (path: string, cookie?: string) => pageHtml(web, path, cookie);

async function scene() {
  const host = await createUser(t);
  const [a, b] = await Promise.all([createUser(t), createUser(t, { packageId: 2 })]);
  const category = await createCategory(t.db);
  const base = { categoryId: category, eventTime: "18:00" };
  const live = await Promise.all([
    createHostedEvent(t.db, host.row, { ...base, title: "Markup lantern evening", eventDate: dateFromToday(3) }),
    createHostedEvent(t.db, host.row, { ...base, title: "Markup lantern paid class", eventDate: dateFromToday(4), ticketPricePence: 1500, isFree: false }),
    createHostedEvent(t.db, host.row, { ...base, title: "Markup lantern full house", eventDate: dateFromToday(5) }),
  ]);
  const recorded = await createPreRecordedEvent(t.db, host.row, { categoryId: category, title: "Markup lantern recording" });
  await createHostedChannel(t.db, host.row, { title: "Markup lantern club", categoryId: category });
  // A booked one and a favourite for A, another favourite for B, the last seat taken by someone else.
  await createBooking(t.db, live[0], a.id);
  await t.db.insert(favourites).values([
    { userId: a.id, eventId: live[1] },
    { userId: b.id, eventId: live[0] },
    { userId: b.id, eventId: recorded },
  ]);
  await t.db.update(events).set({ maxParticipants: 1 }).where(eq(events.id, live[2]));
  await createBooking(t.db, live[2], (await createUser(t)).id);
  const [aCookie, bCookie] = await Promise.all([sessionCookieOf(t, a), sessionCookieOf(t, b)]);
  const paths = [
    `/home?category=${category}&recorded_category=${category}`,
    "/search?search=lantern",
    `/host-profile/${host.id}/x`,
    "/channels?title=lantern",
    "/my-booked-events",
    "/favourite-event",
  ];
  return { host, a, b, aCookie, bCookie, live, recorded, paths, viewers: [undefined, aCookie, bCookie] };
}

describe("card markup kept on the server", () => {
  it("gives every page with cards byte for byte as rendered inline, for each viewer, whoever filled the cache", async () => {
    const s = await scene();
    const visible = (path: string, cookie?: string) => cookie !== undefined || !["/my-booked-events", "/favourite-event"].includes(path);
    web.markupCache.set(false);
    const inline = new Map<string, string>();
    for (const path of s.paths) for (const cookie of s.viewers) if (visible(path, cookie)) inline.set(`${cookie}${path}`, await page(path, cookie));
    // The pages carry the scene's cards and each viewer's own flags (so the comparison means something).
    expect(inline.get(`${s.aCookie}${s.paths[1]}`)).toContain("Markup lantern paid class");
    expect(inline.get(`${s.aCookie}${s.paths[1]}`)).not.toEqual(inline.get(`${s.bCookie}${s.paths[1]}`));
    expect(inline.get(`undefined${s.paths[0]}`)).toContain("Markup lantern club");

    web.markupCache.set(true);
    // Twice round: the first fills the cache (in the viewers' order), the second reads it.
    for (const round of [1, 2]) {
      for (const path of s.paths) {
        for (const cookie of s.viewers) {
          if (!visible(path, cookie)) continue;
          expect(await page(path, cookie), `${path} (round ${round})`).toBe(inline.get(`${cookie}${path}`));
        }
      }
    }
    const counts = web.markupCache.counts();
    expect(counts.misses).toBeGreaterThan(0);
    expect(counts.hits).toBeGreaterThanOrEqual(counts.misses);
  });

  it("shows a user's own change on their next page and nobody else's", async () => {
    const s = await scene();
    web.markupCache.set(true);
    const search = "/search?search=lantern";
    const before = { a: await page(search, s.aCookie), b: await page(search, s.bCookie) };
    const token = await loginAs(t, s.a);
    expect((await t.call("POST", "favorite-event", { token, body: { event_id: s.recorded } })).status).toBe(200);
    const after = { a: await page(search, s.aCookie), b: await page(search, s.bCookie) };
    const pressed = (html: string) => html.match(/aria-pressed="true"/g)?.length ?? 0;
    expect(pressed(after.a)).toBe(pressed(before.a) + 1);
    expect(after.b).toBe(before.b);
    web.markupCache.set(false);
    expect(await page(search, s.aCookie)).toBe(after.a);
  });
});
