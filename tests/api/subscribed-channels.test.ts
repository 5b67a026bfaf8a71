// The subscriber's channels (002 §2.6, §4, §7): my-subscribed-channels, my-subscribed-channel/{id},
// channels/update-autorenewal, and the one rule of channels/access.ts behind the channel's video
// links, its live events' join check and its documents' downloads. The no-leak matrix: a
// non-subscriber, an expired subscriber (by status and by date), a subscriber whose channel the host
// deactivated, another host and a visitor get no video URL, no join redirect, no document and no
// content list; an active subscriber, the host and an administrator get them.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DocumentDownloadData, EventVideoLinkData, JoinEventData, PreRecordedEventData, SubscribedChannelData, SubscribedChannelsData, UpdateAutoRenewalData } from "~server/api/contract";
import { channelSubscriptions, documentEvents, events } from "~server/db/schema";
import { createDocumentEvents, createModules, subscribe } from "~server/seed/channels";
import { channelMessages } from "~shared/messages/channels";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createHostedEvent, createPreRecordedEvent, createUpload } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const JOIN_LINK = "https://meet.example.com/channel-room-7";
const DAY = 86_400_000;

/** "YYYY-MM-DD" and "HH:MM" in London for an instant (the events below are in Europe/London). */
function londonWallClock(instant: Date): { date: string; time: string } {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  return { date, time };
}

/**
 * A host's published monthly channel "Pre Recorded and Live" with, in order: a pre-recorded video
 * (with a stored video), a live event open to join now (with a link), a document (with a stored
 * file), and an inactive video that no subscriber list shows.
 */
async function channelWorld(options: { eventType?: "Pre Recorded Events" | "Pre Recorded and Live"; monthly?: boolean } = {}) {
  const host = await createUser(t, { firstName: "Hana", lastName: "Host" });
  const channelId = await createHostedChannel(t.db, host.row, {
    title: "Evening Pilates club",
    eventType: options.eventType ?? "Pre Recorded and Live",
    isMonthlySubscription: options.monthly ?? true,
    isModular: true,
  });
  const [moduleId] = await createModules(t.db, channelId, ["Week one"]);
  const videoKey = await createUpload(t.db, { userId: host.id, purpose: "full-video", status: "attached" });
  const videoId = await createPreRecordedEvent(t.db, host.row, {
    title: "Core basics",
    channelId,
    channelModuleId: moduleId,
    fullVideo: videoKey,
    preRecordedDuration: 3600,
    chanSortOrder: 1,
  });
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5 * 60_000);
  const s = londonWallClock(start);
  const e = londonWallClock(new Date(start.getTime() + 60 * 60_000));
  const liveId = await createHostedEvent(t.db, host.row, {
    title: "Live stretch",
    channelId,
    channelModuleId: moduleId,
    eventDate: s.date,
    eventTime: s.time,
    endDate: e.date,
    endTime: e.time,
    viewLink: JOIN_LINK,
    chanSortOrder: 2,
  });
  const documentKey = await createUpload(t.db, { userId: host.id, purpose: "document", status: "attached" });
  await createDocumentEvents(t.db, host.row, channelId, [{ title: "Workbook", channelModuleId: moduleId, document: documentKey, chanSortOrder: 3 }]);
  const [doc] = await t.db.select({ id: documentEvents.id }).from(documentEvents).where(eq(documentEvents.channelId, channelId));
  const hiddenId = await createPreRecordedEvent(t.db, host.row, { title: "Draft video", channelId, channelModuleId: moduleId, active: false, chanSortOrder: 4 });
  return { host, channelId, moduleId: moduleId!, videoId, videoKey, liveId, documentId: doc!.id, documentKey, hiddenId };
}

async function subscriber(channelId: number, options: Parameters<typeof subscribe>[3] = { monthly: true }) {
  const user = await createUser(t);
  await subscribe(t.db, user.id, channelId, options);
  return { user, token: await loginAs(t, user) };
}

const list = (token: string) => t.call<SubscribedChannelsData>("GET", "my-subscribed-channels", { token });
const one = (token: string | null, id: number | string) => t.call<SubscribedChannelData>("GET", `my-subscribed-channel/${id}`, { token });
const stopRenewal = (token: string | null, body: unknown) => t.call<UpdateAutoRenewalData>("POST", "channels/update-autorenewal", { token, body });
const video = (token: string | null, id: number) => t.call<PreRecordedEventData>("GET", `pre-recorded-event/${id}`, { token });
const videoLink = (token: string | null, id: number) => t.call<EventVideoLinkData>("GET", `pre-recorded-event/${id}/video`, { token });
const join = (token: string | null, id: number) => t.call<JoinEventData>("GET", `join/${id}`, { token });
const download = (token: string | null, id: number) => t.call<DocumentDownloadData>("GET", `documentevent/${id}/download`, { token });

describe("GET my-subscribed-channels", () => {
  it("lists the caller's live and host-cancelled subscriptions with status, to-date, Cancel or Expiring Soon; hides ended ones", async () => {
    const host = await createUser(t);
    const me = await createUser(t);
    const token = await loginAs(t, me);
    const monthly = await createHostedChannel(t.db, host.row, { title: "Monthly club" });
    const stopped = await createHostedChannel(t.db, host.row, { title: "Stopped club" });
    const fixed = await createHostedChannel(t.db, host.row, { title: "Fixed course", isMonthlySubscription: false });
    const byHost = await createHostedChannel(t.db, host.row, { title: "Closed club" });
    const ended = await createHostedChannel(t.db, host.row, { title: "Ended club" });
    const lapsed = await createHostedChannel(t.db, host.row, { title: "Lapsed club" });
    const toDate = new Date(Date.now() + 20 * DAY);
    await subscribe(t.db, me.id, monthly, { monthly: true, toDate });
    await subscribe(t.db, me.id, stopped, { monthly: true, toDate, autoRenewal: false });
    await subscribe(t.db, me.id, fixed, { monthly: false });
    await subscribe(t.db, me.id, byHost, { monthly: true, toDate, status: "cancelled_by_host" });
    await subscribe(t.db, me.id, ended, { monthly: true, status: "expired" });
    await subscribe(t.db, me.id, ended, { monthly: true, status: "cancelled" });
    // Active in the table but past its to_date: the renewal job has not marked it yet; it is not listed.
    await subscribe(t.db, me.id, lapsed, { monthly: true, toDate: new Date(Date.now() - 60_000) });
    // Someone else's subscription is not mine.
    await subscribe(t.db, (await createUser(t)).id, monthly, { monthly: true });

    const answer = await list(token);
    expect(answer.status).toBe(200);
    const rows = new Map(answer.data!.channels.map((row) => [row.title, row]));
    expect([...rows.keys()].sort()).toEqual(["Closed club", "Fixed course", "Monthly club", "Stopped club"]);
    expect(rows.get("Monthly club")).toMatchObject({ id: monthly, channel_slug: "monthly-club", status: "Active", is_monthly_subscription: 1, to_date: toDate.toISOString(), auto_renewal: true, can_cancel: true, expiring_soon: false });
    expect(rows.get("Stopped club")).toMatchObject({ status: "Active", auto_renewal: false, can_cancel: false, expiring_soon: true });
    expect(rows.get("Fixed course")).toMatchObject({ status: "Active", is_monthly_subscription: 0, to_date: null, can_cancel: false, expiring_soon: false });
    expect(rows.get("Closed club")).toMatchObject({ status: "Cancelled by Host", can_cancel: false, expiring_soon: false });

    // A new user has none; a visitor is refused.
    expect((await list(await loginAs(t, await createUser(t)))).data).toEqual({ channels: [] });
    expect(await t.call("GET", "my-subscribed-channels")).toMatchObject({ status: 401, success: false });
  });

  it("shows one row per channel: a new live subscription over an old host-cancelled one", async () => {
    const host = await createUser(t);
    const me = await createUser(t);
    const channelId = await createHostedChannel(t.db, host.row, { title: "Second go" });
    await subscribe(t.db, me.id, channelId, { monthly: true, status: "cancelled_by_host", now: new Date(Date.now() - 40 * DAY) });
    await subscribe(t.db, me.id, channelId, { monthly: true });
    const answer = await list(await loginAs(t, me));
    expect(answer.data!.channels.map((row) => [row.title, row.status])).toEqual([["Second go", "Active"]]);
  });
});

describe("GET my-subscribed-channel/{id}", () => {
  it("answers the active content in the host's order with module, type, date, duration in words and the action", async () => {
    const world = await channelWorld();
    const { token } = await subscriber(world.channelId);
    const answer = await one(token, world.channelId);
    expect(answer.status).toBe(200);
    expect(answer.data!.channel).toEqual({
      id: world.channelId,
      title: "Evening Pilates club",
      channel_slug: "evening-pilates-club",
      event_type: "Pre Recorded and Live",
      is_monthly_subscription: 1,
      show_date: true,
    });
    expect(answer.data!.access).toBe("subscriber");
    expect(answer.data!.subscription).toMatchObject({ auto_renewal: true });
    expect(answer.data!.events.map((row) => [row.title, row.event_type, row.module, row.action])).toEqual([
      ["Core basics", "Pre Recorded", "Week one", "Access Video"],
      ["Live stretch", "Online Event", "Week one", "Join"],
      ["Workbook", "Document", "Week one", "Download Doc"],
    ]);
    const [recorded, live, document] = answer.data!.events;
    expect(recorded).toMatchObject({ duration: 3600, duration_words: "1 hour", event_date: null, action_url: `/pre-recorded-event/${world.videoId}/core-basics` });
    expect(live!.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(live).toMatchObject({ duration: 3600, duration_words: "1 hour", action_url: `/join/${world.liveId}` });
    expect(document).toMatchObject({ action_url: `/doc-event-details/${world.documentId}/download`, duration: null });
    // Neither the join link, the video's key nor the document's key is in the list.
    const text = JSON.stringify(answer);
    for (const secret of [JOIN_LINK, world.videoKey, world.documentKey]) expect(text).not.toContain(secret);
  });

  it("hides the date column for a pre-recorded-only channel", async () => {
    const world = await channelWorld({ eventType: "Pre Recorded Events" });
    const { token } = await subscriber(world.channelId);
    expect((await one(token, world.channelId)).data!.channel.show_date).toBe(false);
  });

  it("answers the host and an administrator without a subscription", async () => {
    const world = await channelWorld();
    const asHost = await one(await loginAs(t, world.host), world.channelId);
    expect(asHost).toMatchObject({ status: 200, data: { access: "host", subscription: null } });
    const admin = await createUser(t, { role: "admin" });
    expect(await one(await loginAs(t, admin), world.channelId)).toMatchObject({ status: 200, data: { access: "admin" } });
  });

  it("002 §2.6: a subscriber whose host cancelled the channel gets its list with nothing to open; an expired one and a stranger get 'Channel not found'", async () => {
    const world = await channelWorld();
    const cancelled = await subscriber(world.channelId, { monthly: true, status: "cancelled_by_host" });
    const answer = await one(cancelled.token, world.channelId);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ access: "cancelled_by_host", subscription: null });
    expect(answer.data!.events.map((row) => [row.title, row.action, row.action_url])).toEqual([
      ["Core basics", "Cancelled by Host", null],
      ["Live stretch", "Cancelled by Host", null],
      ["Workbook", "Cancelled by Host", null],
    ]);
    // No way in: no join link, no key, no page of the video or the document.
    const text = JSON.stringify(answer);
    for (const secret of [JOIN_LINK, world.videoKey, world.documentKey, "/pre-recorded-event/", "/doc-event-details/", "/join/"]) expect(text).not.toContain(secret);
    expect((await video(cancelled.token, world.videoId)).data?.video_available ?? false).toBe(false);
    const expired = await subscriber(world.channelId, { monthly: true, status: "expired" });
    expect(await one(expired.token, world.channelId)).toMatchObject({ status: 404, message: channelMessages.channelNotFound });
    expect(await one(await loginAs(t, await createUser(t)), world.channelId)).toMatchObject({ status: 404, message: channelMessages.channelNotFound });
  });

  it("answers 'Channel not found' for bad and unknown ids", async () => {
    const token = await loginAs(t, await createUser(t));
    for (const id of ["abc", "0", "-1", "1.5", "2147483000", "99999999999"]) {
      expect(await one(token, id), id).toMatchObject({ status: 404, success: false, message: channelMessages.channelNotFound, data: null });
    }
  });
});

describe("POST channels/update-autorenewal", () => {
  it("stops the renewal of the caller's monthly subscription: it stays active and shows Expiring Soon; twice is the same", async () => {
    const world = await channelWorld();
    const me = await subscriber(world.channelId);
    const other = await subscriber(world.channelId);
    const answer = await stopRenewal(me.token, { channel_id: String(world.channelId) });
    expect(answer).toMatchObject({ status: 200, success: true, message: channelMessages.autoRenewalStopped, data: { success: true, channel_id: world.channelId, auto_renewal: false } });
    const rows = await t.db.select().from(channelSubscriptions).where(eq(channelSubscriptions.channelId, world.channelId));
    expect(rows.find((row) => row.userId === me.user.id)).toMatchObject({ status: "active", autoRenewal: false });
    // Only the caller's own subscription changed.
    expect(rows.find((row) => row.userId === other.user.id)).toMatchObject({ status: "active", autoRenewal: true });
    expect((await list(me.token)).data!.channels[0]).toMatchObject({ status: "Active", expiring_soon: true, can_cancel: false });
    // Access is kept until the to-date.
    expect((await video(me.token, world.videoId)).data!.video_available).toBe(true);
    expect((await videoLink(me.token, world.videoId)).data!.url).toContain(world.videoKey);

    expect(await stopRenewal(me.token, { channel_id: world.channelId })).toMatchObject({ status: 200, success: true });
  });

  it("refuses a fixed subscription, no subscription, another's channel and bad input, changing nothing", async () => {
    const fixedWorld = await channelWorld({ monthly: false });
    const fixed = await subscriber(fixedWorld.channelId, { monthly: false });
    expect(await stopRenewal(fixed.token, { channel_id: fixedWorld.channelId })).toMatchObject({ status: 409, success: false, message: channelMessages.autoRenewalNotMonthly });

    const world = await channelWorld();
    const someone = await subscriber(world.channelId);
    const stranger = await loginAs(t, await createUser(t));
    const expired = await subscriber(world.channelId, { monthly: true, status: "expired" });
    const cases: [string, string, unknown][] = [
      ["not subscribed", stranger, { channel_id: world.channelId }],
      ["the host", await loginAs(t, world.host), { channel_id: world.channelId }],
      ["expired", expired.token, { channel_id: world.channelId }],
      ["unknown channel", someone.token, { channel_id: 2147483000 }],
      ["not an id", someone.token, { channel_id: "abc" }],
    ];
    for (const [name, token, body] of cases) {
      expect(await stopRenewal(token, body), name).toMatchObject({ status: 404, success: false, message: channelMessages.autoRenewalFailed });
    }
    expect(await stopRenewal(someone.token, {}), "missing").toMatchObject({ status: 422, success: false });
    expect(await stopRenewal(someone.token, { channel_id: { id: 1 } }), "an object").toMatchObject({ status: 422, success: false });
    expect(await stopRenewal(null, { channel_id: world.channelId }), "visitor").toMatchObject({ status: 401, success: false });

    const still = await t.db
      .select({ autoRenewal: channelSubscriptions.autoRenewal })
      .from(channelSubscriptions)
      .where(and(eq(channelSubscriptions.channelId, world.channelId), eq(channelSubscriptions.userId, someone.user.id)));
    expect(still).toEqual([{ autoRenewal: true }]);
  });
});

describe("subscriber access and no leak", () => {
  it("an active subscriber gets the video's signed link, the join redirect and the document; so do the host and an administrator", async () => {
    const world = await channelWorld();
    const fixedWorld = await channelWorld({ monthly: false });
    const admin = await loginAs(t, await createUser(t, { role: "admin" }));
    const allowed: [string, string, typeof world][] = [
      ["monthly subscriber", (await subscriber(world.channelId)).token, world],
      ["fixed subscriber", (await subscriber(fixedWorld.channelId, { monthly: false })).token, fixedWorld],
      ["host", await loginAs(t, world.host), world],
      ["administrator", admin, world],
    ];
    for (const [name, token, w] of allowed) {
      const watched = await video(token, w.videoId);
      expect(watched.status, name).toBe(200);
      expect(watched.data!.video_available, name).toBe(true);
      const played = await videoLink(token, w.videoId);
      expect(played.status, name).toBe(200);
      expect(played.data!.url, name).toContain(w.videoKey);
      expect((await join(token, w.liveId)).data, name).toMatchObject({ status: "open", redirect_to: JOIN_LINK });
      const file = await download(token, w.documentId);
      expect(file.status, name).toBe(200);
      expect(file.data!.url, name).toContain(w.documentKey);
      expect((await one(token, w.channelId)).status, name).toBe(200);
    }
  });

  it("a non-subscriber, expired subscribers, a host-cancelled subscriber, another host and a visitor get nothing", async () => {
    const world = await channelWorld();
    const closed = await channelWorld();
    const cancelledByHost = await subscriber(closed.channelId);
    // The host deactivates the channel: its subscriptions are cancelled by host.
    const deactivated = await t.call("POST", "channels/update-status", { token: await loginAs(t, closed.host), body: { id: closed.channelId, active: false } });
    expect(deactivated).toMatchObject({ status: 200, success: true });
    const [row] = await t.db.select({ status: channelSubscriptions.status }).from(channelSubscriptions).where(eq(channelSubscriptions.userId, cancelledByHost.user.id));
    expect(row!.status).toBe("cancelled_by_host");

    const otherHost = await createUser(t);
    await createHostedChannel(t.db, otherHost.row, { title: "Another club" });
    const refused: [string, string | null, typeof world][] = [
      ["non-subscriber", await loginAs(t, await createUser(t)), world],
      ["expired subscriber", (await subscriber(world.channelId, { monthly: true, status: "expired" })).token, world],
      ["cancelled subscriber", (await subscriber(world.channelId, { monthly: true, status: "cancelled" })).token, world],
      ["subscriber past the to-date", (await subscriber(world.channelId, { monthly: true, toDate: new Date(Date.now() - 1000) })).token, world],
      ["cancelled by host", cancelledByHost.token, closed],
      ["another host", await loginAs(t, otherHost), world],
      ["visitor", null, world],
    ];
    for (const [name, token, w] of refused) {
      const watched = await video(token, w.videoId);
      if (token === null) expect(watched.status, name).toBe(401);
      else {
        expect(watched.status, name).toBe(200);
        expect(watched.data!.video_available, name).toBe(false);
      }
      const played = await videoLink(token, w.videoId);
      expect(played.status, name).toBe(token === null ? 401 : 404);
      expect(played.data, name).toBeNull();
      const joined = await join(token, w.liveId);
      if (token === null) expect(joined.status, name).toBe(401);
      else expect(joined.data, name).toMatchObject({ status: "not-booked", redirect_to: null });
      const file = await download(token, w.documentId);
      expect(file.status, name).toBe(token === null ? 401 : 404);
      expect(file.data, name).toBeNull();
      const content = await one(token, w.channelId);
      // The host-cancelled subscriber gets the list, with nothing to open (002 §2.6; the test above).
      if (name === "cancelled by host") expect(content.data?.events.every((item) => item.action_url === null), name).toBe(true);
      else expect(content.status, name).toBe(token === null ? 401 : 404);
      for (const answer of [watched, played, joined, file, content]) {
        const text = JSON.stringify(answer);
        for (const secret of [JOIN_LINK, w.videoKey, w.documentKey]) expect(text, name).not.toContain(secret);
      }
    }
  });

  it("gives a subscriber no inactive document and no hidden video", async () => {
    const world = await channelWorld();
    const { token } = await subscriber(world.channelId);
    await t.db.update(documentEvents).set({ active: false }).where(eq(documentEvents.id, world.documentId));
    expect((await download(token, world.documentId)).status).toBe(404);
    expect((await video(token, world.hiddenId)).status).toBe(404);
    await t.db.update(events).set({ isPublished: false }).where(eq(events.id, world.videoId));
    expect((await video(token, world.videoId)).status).toBe(404);
    expect((await one(token, world.channelId)).data!.events.map((row) => row.title)).toEqual(["Live stretch"]);
  });
});
