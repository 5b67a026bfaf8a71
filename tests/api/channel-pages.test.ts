// GET channel-detail/{id}[/{userId}], channels/modules/{id}[/{viewerId}] and channel-module/{id}: the
// public channel pages' answers. Who sees what (approved, pending, rejected, deactivated; owner,
// administrator, subscriber, visitor), the viewer's flags from the token only, the places left, the
// content in the host's order, and no content video or document key or URL in any answer.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChannelDetailData, ChannelModuleEventsData, ChannelModulesData, CheckoutStateData, TransactionCreateData } from "~server/api/contract";
import { channels, channelSubscriptions, events } from "~server/db/schema";
import { createDocumentEvents, createModules } from "~server/seed/channels";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createHostedEvent, createPreRecordedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi({ now: new Date("2026-03-02T10:00:00Z") });

const VIDEO_KEY = "full-videos/00000000-0000-4000-8000-00000000abcd.mp4";
const DOCUMENT_KEY = "documents/00000000-0000-4000-8000-00000000dcba.pdf";
const JOIN_LINK = "https://meet.example.com/secret-room";

/** A modular course: two modules, a video and a document in the first, a live event in the second, a hidden event. */
async function makeCourse(overrides: Parameters<typeof createHostedChannel>[2] = {}) {
  const host = await createUser(t);
  const channelId = await createHostedChannel(t.db, host.row, {
    title: "Strength course",
    pricePence: 1000,
    eventType: "Pre Recorded and Live",
    isModular: true,
    isMonthlySubscription: true,
    learn1: "Squat with good form",
    ...overrides,
  });
  const [weekOne, weekTwo] = await createModules(t.db, channelId, ["Week one", "Week two"]);
  const video = await createPreRecordedEvent(t.db, host.row, { title: "Squat basics" });
  await t.db.update(events).set({ channelId, channelModuleId: weekOne, chanSortOrder: 2, preRecordedDuration: 600, fullVideo: VIDEO_KEY }).where(eq(events.id, video));
  const live = await createHostedEvent(t.db, host.row, { title: "Live Q&A" });
  await t.db.update(events).set({ channelId, channelModuleId: weekTwo, chanSortOrder: 3, viewLink: JOIN_LINK }).where(eq(events.id, live));
  const hidden = await createPreRecordedEvent(t.db, host.row, { title: "Unfinished take" });
  await t.db.update(events).set({ channelId, channelModuleId: weekOne, active: false }).where(eq(events.id, hidden));
  await createDocumentEvents(t.db, host.row, channelId, [{ title: "Workbook", document: DOCUMENT_KEY, channelModuleId: weekOne, chanSortOrder: 1 }]);
  return { host, channelId, weekOne: weekOne!, weekTwo: weekTwo!, video, live };
}

function expectNoPrivateMedia(answer: unknown) {
  const text = JSON.stringify(answer);
  for (const secret of [VIDEO_KEY, DOCUMENT_KEY, JOIN_LINK, "full_video", "view_link", "document\":"]) expect(text).not.toContain(secret);
}

describe("GET channel-detail/{id}", () => {
  it("answers a visitor the channel, its host, places, counts and content in the host's order, with no private media", async () => {
    const { host, channelId, weekOne, weekTwo, video, live } = await makeCourse();
    const answer = await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`);
    expect(answer).toMatchObject({ status: 200, success: true });
    const channel = answer.data!;
    expect(channel).toMatchObject({
      id: channelId,
      title: "Strength course",
      channel_slug: "strength-course",
      price: 1000,
      is_monthly_subscription: 1,
      is_modular: true,
      learn1: "Squat with good form",
      event_count: 2,
      no_of_pre_recorded_events: 1,
      no_of_onlive_events: 1,
      no_of_documents: 1,
      subscribers_count: 0,
      user_id: host.id,
      is_owner: false,
      channel_subscribe_status: false,
      channel_module: [
        { id: weekOne, title: "Week one" },
        { id: weekTwo, title: "Week two" },
      ],
    });
    expect(channel.price_all_in).toBeGreaterThanOrEqual(1000);
    expect(channel.remaining_subscriber).toBe(channel.max_subscribers);
    expect(channel.user).toMatchObject({ id: host.id, full_name: "Test User" });
    // The deactivated event is left out; the document is listed by title only.
    expect(channel.content.map((item) => [item.event_type, item.title])).toEqual([
      ["Document", "Workbook"],
      ["Pre Recorded", "Squat basics"],
      ["Online Event", "Live Q&A"],
    ]);
    expect(channel.events.map((event) => event.id)).toEqual([video, live]);
    expectNoPrivateMedia(answer);
  });

  it("refuses unknown, malformed and NUL ids with 404 'Channel not found' (NUL: 400), never a 500", async () => {
    for (const id of ["99999999", "abc", "0", "-1", "1.5", "99999999999"]) {
      expect(await t.call("GET", `channel-detail/${id}`)).toMatchObject({ status: 404, success: false, message: "Channel not found" });
    }
    expect((await t.call("GET", "channel-detail/1%00")).status).toBe(400);
    expect((await t.call("GET", "channels/modules/1%00")).status).toBe(400);
  });

  it("hides pending and rejected channels from visitors and other users, shows them to the owner and administrators", async () => {
    const { host, channelId } = await makeCourse({ isPublished: false });
    const rejected = await createHostedChannel(t.db, host.row, { isPublished: false, isRejected: true });
    const other = await loginAs(t, await createUser(t));
    const admin = await loginAs(t, await createUser(t, { role: "admin" }));
    const owner = await loginAs(t, host);
    for (const id of [channelId, rejected]) {
      expect(await t.call("GET", `channel-detail/${id}`)).toMatchObject({ status: 404, message: "Channel not found" });
      expect(await t.call("GET", `channel-detail/${id}`, { token: other })).toMatchObject({ status: 404 });
      expect(await t.call("GET", `channels/modules/${id}`, { token: other })).toMatchObject({ status: 404 });
      expect(await t.call<ChannelDetailData>("GET", `channel-detail/${id}`, { token: owner })).toMatchObject({ status: 200, data: { is_owner: true } });
      expect(await t.call<ChannelDetailData>("GET", `channel-detail/${id}`, { token: admin })).toMatchObject({ status: 200, data: { is_owner: false } });
    }
  });

  it("keeps a deactivated channel for its subscribers and host; visitors get 404", async () => {
    const { host, channelId } = await makeCourse();
    const subscriber = await createUser(t);
    await t.db.insert(channelSubscriptions).values({ channelId, userId: subscriber.id, status: "active", autoRenewal: true, toDate: new Date("2026-04-02T10:00:00Z") });
    await t.db.update(channels).set({ active: false }).where(eq(channels.id, channelId));
    expect(await t.call("GET", `channel-detail/${channelId}`)).toMatchObject({ status: 404 });
    expect(await t.call("GET", `channel-detail/${channelId}`, { token: await loginAs(t, await createUser(t)) })).toMatchObject({ status: 404 });
    expect(await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`, { token: await loginAs(t, subscriber) })).toMatchObject({
      status: 200,
      data: { channel_subscribe_status: true, auto_renewal: true, to_date: "2026-04-02T10:00:00.000Z", active: false },
    });
    expect(await t.call("GET", `channel-detail/${channelId}`, { token: await loginAs(t, host) })).toMatchObject({ status: 200 });
  });

  it("takes the viewer from the token only: a subscriber's id in the path gives a visitor nothing", async () => {
    const { host, channelId } = await makeCourse();
    const subscriber = await createUser(t);
    const lapsed = await createUser(t);
    await t.db.insert(channelSubscriptions).values([
      { channelId, userId: subscriber.id, status: "active" },
      { channelId, userId: lapsed.id, status: "cancelled" },
    ]);
    expect(await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}/${subscriber.id}`)).toMatchObject({ status: 200, data: { channel_subscribe_status: false, is_owner: false } });
    expect(await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}/${host.id}`)).toMatchObject({ data: { is_owner: false } });
    const subscribed = await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}/${host.id}`, { token: await loginAs(t, subscriber) });
    expect(subscribed).toMatchObject({ status: 200, data: { channel_subscribe_status: true, is_owner: false, subscribers_count: 1 } });
    expect(await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`, { token: await loginAs(t, lapsed) })).toMatchObject({ data: { channel_subscribe_status: false } });
    expect(await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`, { token: await loginAs(t, host) })).toMatchObject({ data: { is_owner: true } });
  });

  it("counts places as the checkout does: no place left answers remaining_subscriber 0", async () => {
    const { channelId } = await makeCourse();
    await t.db.update(channels).set({ maxSubscribers: 1 }).where(eq(channels.id, channelId));
    await t.db.insert(channelSubscriptions).values({ channelId, userId: (await createUser(t)).id, status: "active" });
    expect(await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`)).toMatchObject({ data: { remaining_subscriber: 0, subscribers_count: 1, max_subscribers: 1 } });
  });
});

describe("GET channels/modules/{id}", () => {
  it("answers each module with its content and event cards in the host's order, with no private media", async () => {
    const { channelId, weekOne, weekTwo, video, live } = await makeCourse();
    for (const path of [`channels/modules/${channelId}`, `channels/modules/${channelId}/12345`]) {
      const answer = await t.call<ChannelModulesData>("GET", path);
      expect(answer).toMatchObject({ status: 200, success: true });
      const modules = answer.data!.channelModule;
      expect(modules.map((module) => [module.id, module.title, module.items.map((item) => item.title), module.events.map((event) => event.id)])).toEqual([
        [weekOne, "Week one", ["Workbook", "Squat basics"], [video]],
        [weekTwo, "Week two", ["Live Q&A"], [live]],
      ]);
      expectNoPrivateMedia(answer);
    }
  });

  it("answers 404 for an unknown or malformed channel", async () => {
    for (const id of ["99999999", "x", "0"]) expect(await t.call("GET", `channels/modules/${id}`)).toMatchObject({ status: 404, message: "Channel not found" });
  });
});

describe("GET channel-module/{id}", () => {
  it("answers one module of a visible channel with its events; hidden channels and unknown modules 404", async () => {
    const { channelId, weekTwo, live } = await makeCourse();
    const answer = await t.call<ChannelModuleEventsData>("GET", `channel-module/${weekTwo}`);
    expect(answer).toMatchObject({ status: 200, data: { channel: { id: channelId, channel_slug: "strength-course" }, module: { id: weekTwo, title: "Week two" } } });
    expect(answer.data!.module.events.map((event) => event.id)).toEqual([live]);
    expectNoPrivateMedia(answer);

    const pending = await makeCourse({ isPublished: false });
    expect(await t.call("GET", `channel-module/${pending.weekOne}`)).toMatchObject({ status: 404 });
    for (const id of ["99999999", "abc"]) expect(await t.call("GET", `channel-module/${id}`)).toMatchObject({ status: 404, message: "Channel not found" });
  });
});

describe("subscribing, as the channel page sees it", () => {
  it("a paid subscription names its channel (the result page goes there) and the page then says subscribed", async () => {
    const { channelId } = await makeCourse();
    // Places come from the host's package (the free package has none): five here.
    await t.db.update(channels).set({ maxSubscribers: 5 }).where(eq(channels.id, channelId));
    const before = await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`);
    expect(before.data).toMatchObject({ remaining_subscriber: 5, channel_subscribe_status: false });
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const made = await t.payments.createPaymentMethod({ number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ada Buyer" });
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    const paid = await t.call<TransactionCreateData>("POST", "transaction/create", {
      token,
      body: { id: channelId, transaction_type: "channel_subscription", invoice_id: made.id, amount: 1230, taxes: 200, stripeCharges: 30 },
    });
    expect(paid, paid.message).toMatchObject({ status: 200, data: { checkout: { status: "succeeded", channel_id: channelId } } });
    const state = await t.call<CheckoutStateData>("GET", `transaction/${paid.data!.checkout.transaction_id}`, { token });
    expect(state.data).toMatchObject({ status: "succeeded", channel_id: channelId });

    const after = await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`, { token });
    expect(after.data).toMatchObject({ channel_subscribe_status: true, subscribers_count: 1, remaining_subscriber: before.data!.remaining_subscriber - 1, price_all_in: 1230 });
    // The visitor's price is the same all-in figure the checkout charged.
    expect(before.data!.price_all_in).toBe(1230);
  });
});
