// What pages send the browser, as the web app serves them: only what they draw. The home page's
// trending tab carries only the list on screen (the other tab is a link to another page that loads
// its own); the cards of host profiles and channel pages carry only what a card reads
// (app/server-only/event-cards.server.ts).
import { describe, expect, it } from "vitest";
import { channelModules, channelSubscriptions } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createBooking, createHostedChannel, createHostedEvent, createPreRecordedEvent, dateFromToday } from "~tests/support/factories";
import { pageHtml, sessionCookieOf, useWebApp } from "~tests/support/web-app";
import { createUser } from "./auth-support";

const t = useTestApi();
const web = useWebApp(t);

/** The page's HTML at its canonical address (a host's or a channel's slug). */
const page = (path: string, cookie?: string) => pageHtml(web, path, cookie);

describe("the home page's trending tab", () => {
  it("sends and shows only the list of the tab on screen, for a visitor and a signed-in user", async () => {
    const host = await createUser(t);
    const event = await createPreRecordedEvent(t.db, host.row, { title: "Lantern recital", description: "<p>Glowing paper lanterns by the river.</p>" });
    await createBooking(t.db, event, (await createUser(t)).id);
    const channel = await createHostedChannel(t.db, host.row, { title: "Lantern makers guild" });
    await t.db.insert(channelSubscriptions).values({ channelId: channel, userId: (await createUser(t)).id, fromDate: new Date() });
    const viewer = await sessionCookieOf(t, await createUser(t));

    for (const cookie of [undefined, viewer]) {
      const channels = await page("/home", cookie);
      expect(channels).toContain('data-testid="trending-channels"');
      expect(channels).toContain("Lantern makers guild");
      // The events tab's list, with its short descriptions, is neither drawn nor in the page's data.
      expect(channels).not.toContain("Glowing paper lanterns");

      const events = await page("/home?trending=events", cookie);
      expect(events).toContain('data-testid="trending-events"');
      expect(events).toContain("Glowing paper lanterns by the river.");
      expect(events).not.toContain("Lantern makers guild");
    }
  });
});

describe("a host profile's event cards", () => {
  it("carry what a card shows and not the events' descriptions, on each tab", async () => {
    const host = await createUser(t);
    await createHostedEvent(t.db, host.row, { title: "Harbour lights walk", description: "<p>Meet by the old harbour crane.</p>", eventDate: dateFromToday(6), eventTime: "19:00" });
    await createPreRecordedEvent(t.db, host.row, { title: "Harbour lights recording", description: "<p>Filmed on the longest night.</p>" });
    const viewer = await sessionCookieOf(t, await createUser(t));
    for (const cookie of [undefined, viewer]) {
      const online = await page(`/host-profile/${host.id}/x?tab=online`, cookie);
      expect(online).toContain("Harbour lights walk");
      const recorded = await page(`/host-profile/${host.id}/x?tab=pre-recorded`, cookie);
      expect(recorded).toContain("Harbour lights recording");
      for (const html of [online, recorded]) {
        expect(html).not.toContain("old harbour crane");
        expect(html).not.toContain("longest night");
      }
    }
  });
});

describe("a channel's event cards", () => {
  it("carry what a card shows and not the events' descriptions, on the channel's pages and its modules' answer", async () => {
    const host = await createUser(t);
    const channel = await createHostedChannel(t.db, host.row, { title: "Tide tables club", eventType: "Live Events" });
    await createHostedEvent(t.db, host.row, { title: "Tide tables evening", description: "<p>Bring a torch and boots.</p>", channelId: channel, eventDate: dateFromToday(5) });
    const course = await createHostedChannel(t.db, host.row, { title: "Tide tables course", eventType: "Pre Recorded Events" });
    const [module] = await t.db.insert(channelModules).values({ channelId: course, title: "Week one" }).returning();
    await createPreRecordedEvent(t.db, host.row, { title: "Tide tables lesson", description: "<p>Moon phases, explained slowly.</p>", channelId: course, channelModuleId: module!.id });
    const viewer = await sessionCookieOf(t, await createUser(t));
    for (const cookie of [undefined, viewer]) {
      const pages = {
        detail: await page(`/channel-detail/${channel}/x`, cookie),
        events: await page(`/channel-events/${channel}/x`, cookie),
        module: await page(`/module-events/${module!.id}/x`, cookie),
        modules: await page(`/channel-modules/${course}`, cookie),
      };
      expect(pages.detail).toContain("Tide tables evening");
      expect(pages.events).toContain("Tide tables evening");
      expect(pages.module).toContain("Tide tables lesson");
      expect(pages.modules).toContain("Tide tables lesson");
      for (const [name, html] of Object.entries(pages)) {
        expect(html, name).not.toContain("Bring a torch");
        expect(html, name).not.toContain("Moon phases");
      }
    }
  });
});
