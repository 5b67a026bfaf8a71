// GET sitemap and the /sitemap.xml it makes: the events the public listings show and
// the listed channels, with when they changed; never an unpublished, cancelled, rejected, inactive,
// ended or in-channel event, nor an unpublished, rejected or inactive channel. The document is well
// formed and every URL escaped.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SitemapEntryData } from "~server/api/contract";
import { channels, events, users } from "~server/db/schema";
import { sitemapXml } from "~/server-only/sitemap.server";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createHostedEvent, createPreRecordedEvent, dateFromToday } from "~tests/support/factories";
import { assertWellFormedXml } from "~tests/support/xml";
import { createUser } from "./auth-support";

const t = useTestApi();

const sitemap = async () => {
  const answer = await t.call<SitemapEntryData[]>("GET", "sitemap");
  expect(answer.status).toBe(200);
  expect(answer.success).toBe(true);
  return answer.data!;
};

describe("GET sitemap", () => {
  it("lists the public events and channels with when they changed, and nothing hidden", async () => {
    const host = await createUser(t);
    const upcoming = await createHostedEvent(t.db, host.row, { title: "Sitemap sunrise flow", eventDate: dateFromToday(3), eventTime: "07:00" });
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Sitemap recorded stretch" });
    const channel = await createHostedChannel(t.db, host.row, { title: "Sitemap pilates club" });
    const base = { eventDate: dateFromToday(3), eventTime: "07:00" };
    const hiddenEvents = await Promise.all([
      createHostedEvent(t.db, host.row, { ...base, title: "Sitemap unpublished", isPublished: false }),
      createHostedEvent(t.db, host.row, { ...base, title: "Sitemap cancelled", isCancelled: true }),
      createHostedEvent(t.db, host.row, { ...base, title: "Sitemap rejected", isRejected: true }),
      createHostedEvent(t.db, host.row, { ...base, title: "Sitemap inactive", active: false }),
      createHostedEvent(t.db, host.row, { ...base, title: "Sitemap in a channel", channelId: channel }),
      createHostedEvent(t.db, host.row, { title: "Sitemap ended", eventDate: dateFromToday(-2), eventTime: "10:00", endTime: "11:00" }),
    ]);
    const hiddenChannels = await Promise.all([
      createHostedChannel(t.db, host.row, { title: "Sitemap unpublished channel", isPublished: false }),
      createHostedChannel(t.db, host.row, { title: "Sitemap rejected channel", isRejected: true }),
      createHostedChannel(t.db, host.row, { title: "Sitemap inactive channel", active: false }),
    ]);
    // A channel of a deleted account is not listed either (as on /channels).
    const gone = await createUser(t);
    hiddenChannels.push(await createHostedChannel(t.db, gone.row, { title: "Sitemap channel of a deleted host" }));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const changed = new Date("2026-03-04T05:06:07.000Z");
    await t.db.update(events).set({ updatedAt: changed }).where(eq(events.id, upcoming));

    const entries = await sitemap();
    const paths = entries.map((entry) => entry.path);
    expect(entries).toContainEqual({ path: `/event-detail/${upcoming}/sitemap-sunrise-flow`, updated_at: changed.toISOString() });
    expect(paths).toContain(`/pre-recorded-event/${recorded}/sitemap-recorded-stretch`);
    expect(paths).toContain(`/channel-detail/${channel}/sitemap-pilates-club`);
    const idsOf = (page: string) => paths.filter((path) => path.startsWith(`/${page}/`)).map((path) => Number(path.split("/")[2]));
    const listedEvents = [...idsOf("event-detail"), ...idsOf("pre-recorded-event")];
    expect(listedEvents).toContain(upcoming);
    for (const id of hiddenEvents) expect(listedEvents).not.toContain(id);
    expect(idsOf("channel-detail")).toContain(channel);
    for (const id of hiddenChannels) expect(idsOf("channel-detail")).not.toContain(id);
    for (const entry of entries) expect(entry.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("makes a well formed /sitemap.xml with absolute, escaped URLs, leaving out pages that need a login", async () => {
    const host = await createUser(t);
    const live = await createHostedEvent(t.db, host.row, { title: "Rock and roll", eventDate: dateFromToday(4), eventTime: "20:00" });
    await t.db.update(events).set({ slug: "rock-'n'-roll" }).where(eq(events.id, live));
    const channel = await createHostedChannel(t.db, host.row, { title: "Salsa club" });
    await t.db.update(channels).set({ slug: "salsa-&-more" }).where(eq(channels.id, channel));
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Sitemap recorded only" });

    const entries = await sitemap();
    const xml = sitemapXml(t.services.config.appUrl, [{ path: "/" }, { path: "/about" }, ...entries.map((entry) => ({ path: entry.path, lastmod: entry.updated_at }))]);
    assertWellFormedXml(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain("<loc>http://localhost:3000/</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/about</loc>");
    expect(xml).toContain(`<loc>http://localhost:3000/event-detail/${live}/rock-&apos;n&apos;-roll</loc><lastmod>`);
    expect(xml).toContain(`<loc>http://localhost:3000/channel-detail/${channel}/salsa-%26-more</loc>`);
    // A pre-recorded event's page needs a login (robots.txt disallows it): not in the sitemap.
    expect(xml).not.toContain(`/pre-recorded-event/${recorded}/`);
    expect(xml).not.toMatch(/<loc>(?!http:\/\/localhost:3000\/)/);
  });
});
