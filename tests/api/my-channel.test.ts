// GET my-channel/{id}: one of the host's channels with its modules, subscribers and content in the
// host's order; another user gets 'unauthorized', an unknown id 'Channel not found'.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channelSubscriptions, documentEvents, events } from "~server/db/schema";
import { createDocumentEvents, createModules } from "~server/seed/channels";
import type { MyChannelData } from "~server/api/contract";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createPreRecordedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi({ now: new Date("2026-03-02T10:00:00Z") });

describe("GET my-channel/{id}", () => {
  it("answers the channel's fields, modules, active subscribers and content in the saved order", async () => {
    const host = await createUser(t);
    const channelId = await createHostedChannel(t.db, host.row, { title: "Strength course", pricePence: 1250, isModular: true, isMonthlySubscription: false });
    const [weekOne, weekTwo] = await createModules(t.db, channelId, ["Week one", "Week two"]);
    const video = await createPreRecordedEvent(t.db, host.row);
    await t.db.update(events).set({ channelId, channelModuleId: weekTwo, chanSortOrder: 2, preRecordedDuration: 600 }).where(eq(events.id, video));
    const unordered = await createPreRecordedEvent(t.db, host.row);
    await t.db.update(events).set({ channelId, channelModuleId: weekOne }).where(eq(events.id, unordered));
    await createDocumentEvents(t.db, host.row, channelId, [{ title: "Workbook", document: "documents/workbook.pdf", channelModuleId: weekOne, chanSortOrder: 1 }]);
    const [subscriber, lapsed] = [await createUser(t), await createUser(t)];
    await t.db.insert(channelSubscriptions).values([
      { channelId, userId: subscriber.id, status: "active" },
      { channelId, userId: lapsed.id, status: "cancelled" },
    ]);

    const answer = await t.call<MyChannelData>("GET", `my-channel/${channelId}`, { token: await loginAs(t, host) });
    expect(answer).toMatchObject({ status: 200, success: true });
    const { channel, events: content } = answer.data!;
    expect(channel).toMatchObject({
      id: channelId,
      title: "Strength course",
      channel_slug: "strength-course",
      price: 1250,
      is_monthly_subscription: 0,
      is_modular: true,
      subscribers_count: 1,
      channel_module: [
        { id: weekOne, title: "Week one" },
        { id: weekTwo, title: "Week two" },
      ],
    });
    // Ordered first (1, 2), then what was never ordered.
    expect(content.map((item) => [item.event_type, item.chan_sort_order, item.channel_module?.title])).toEqual([
      ["Document", 1, "Week one"],
      ["Pre Recorded", 2, "Week two"],
      ["Pre Recorded", 0, "Week one"],
    ]);
    expect(content[1]).toMatchObject({ id: video, pre_recorded_duration: 600, active: true });
    const [doc] = await t.db.select({ id: documentEvents.id }).from(documentEvents).where(eq(documentEvents.channelId, channelId));
    expect(content[0]!.id).toBe(doc!.id);
  });

  it("answers URLs only for keys of the store: a photo name that is not one is left out, never a 500", async () => {
    const host = await createUser(t);
    const channelId = await createHostedChannel(t.db, host.row, { photos: ["demo/channels/studio-1.jpg"], image: "covers/not-a-uuid.webp" });
    const answer = await t.call<MyChannelData>("GET", `my-channel/${channelId}`, { token: await loginAs(t, host) });
    expect(answer.status).toBe(200);
    expect(answer.data!.channel).toMatchObject({ photos: [], image_url: null });
  });

  it("refuses another user with 403 'unauthorized' and answers 404 'Channel not found' for an unknown or malformed id", async () => {
    const host = await createUser(t);
    const channelId = await createHostedChannel(t.db, host.row);
    const token = await loginAs(t, await createUser(t));
    expect(await t.call("GET", `my-channel/${channelId}`, { token })).toMatchObject({ status: 403, success: false, message: "unauthorized" });
    for (const id of ["99999999", "abc", "0", "99999999999"]) {
      expect(await t.call("GET", `my-channel/${id}`, { token })).toMatchObject({ status: 404, message: "Channel not found" });
    }
    expect(await t.call("GET", `my-channel/${channelId}`)).toMatchObject({ status: 401 });
  });
});
