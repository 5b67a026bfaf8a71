// GET pre-recorded-event/{id}/video: the player's link, asked on every request of the player, so a
// video stops playing the moment access ends (a video URL a subscriber already holds is refused once the channel is deactivated). Whoever
// may watch now (an active booking, a live subscription of the event's channel, the host, an
// administrator) gets a storage link of ACCESS_LINK_SECONDS that answers a Range request with 206;
// after the host deactivates the channel, the booking is cancelled or the subscription ends, the same
// call answers 404 at once, as for a missing event, with no link. Runs on PGlite and PostgreSQL.
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EventVideoLinkData, PreRecordedEventData } from "~server/api/contract";
import { ACCESS_LINK_SECONDS } from "~server/domain/uploads/uploads";
import { channelSubscriptions } from "~server/db/schema";
import { createModules, subscribe } from "~server/seed/channels";
import { useTestApi } from "~tests/support/api";
import { createHostedChannel, createHostedEvent, createPreRecordedEvent, createUpload } from "~tests/support/factories";
import { concat, mp4 } from "~tests/support/media-bytes";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const VIDEO = concat(mp4({ timescale: 1000, duration: 8000 }), new Uint8Array(4096).fill(7));

const link = (token: string | null, id: number | string) => t.call<EventVideoLinkData>("GET", `pre-recorded-event/${id}/video`, { token });
const page = (token: string | null, id: number) => t.call<PreRecordedEventData>("GET", `pre-recorded-event/${id}`, { token });

/** What the storage answers to a GET of the link (with a Range header when given). */
const fetchLink = (url: string, range?: string) => t.fetchStored(url, range ? { range } : {});

/** A host's stored video (real bytes in the test storage). */
async function storedVideo(hostId: number) {
  const key = await createUpload(t.db, { userId: hostId, purpose: "full-video", status: "attached" });
  await t.storage.putStream(key, Readable.from([Buffer.from(VIDEO)]), { contentType: "video/mp4", maxBytes: 1024 * 1024 });
  return key;
}

/** A published monthly channel with one pre-recorded video that has a stored file. */
async function channelVideo() {
  const host = await createUser(t);
  const channelId = await createHostedChannel(t.db, host.row, { title: "Evening Pilates club", eventType: "Pre Recorded Events", isMonthlySubscription: true, isModular: true });
  const [moduleId] = await createModules(t.db, channelId, ["Week one"]);
  const key = await storedVideo(host.id);
  const videoId = await createPreRecordedEvent(t.db, host.row, { title: "Core basics", channelId, channelModuleId: moduleId, fullVideo: key, preRecordedDuration: 8, chanSortOrder: 1 });
  return { host, channelId, key, videoId };
}

async function subscriberOf(channelId: number, options: Parameters<typeof subscribe>[3] = { monthly: true }) {
  const user = await createUser(t);
  await subscribe(t.db, user.id, channelId, options);
  return { user, token: await loginAs(t, user) };
}

/** The call answers a working link: signed, for this key, 206 with the asked bytes to a Range request. */
async function expectPlays(token: string, id: number, key: string, name: string) {
  const answer = await link(token, id);
  expect(answer.status, name).toBe(200);
  expect(answer.data!.url, name).toContain(key);
  expect(new URL(answer.data!.url, "http://test.local").searchParams.get("signature"), name).toBeTruthy();
  const part = await fetchLink(answer.data!.url, "bytes=0-99");
  expect(part.status, name).toBe(206);
  expect(new Uint8Array(await part.arrayBuffer()), name).toEqual(VIDEO.subarray(0, 100));
  return answer.data!;
}

/** The call refuses as for a missing event, with no link and no key anywhere in the answer. */
async function expectRefused(token: string | null, id: number, key: string, name: string) {
  const answer = await link(token, id);
  expect(answer, name).toMatchObject({ status: token === null ? 401 : 404, success: false, data: null });
  expect(JSON.stringify(answer), name).not.toContain(key);
}

describe("GET pre-recorded-event/{id}/video", () => {
  it("gives a subscriber a one-minute link that plays (206); refused at once after the host deactivates the channel", async () => {
    const { host, channelId, key, videoId } = await channelVideo();
    const { token } = await subscriberOf(channelId);
    const now = new Date();
    t.setNow(now);
    try {
      const first = await expectPlays(token, videoId, key, "subscriber");
      expect(Date.parse(first.expires_at) - now.getTime()).toBe(ACCESS_LINK_SECONDS * 1000);
      // The page says the player may play, and never carries the link or the key.
      const watched = await page(token, videoId);
      expect(watched.data!.video_available).toBe(true);
      expect(JSON.stringify(watched)).not.toContain(key);

      const off = await t.call("POST", "channels/update-status", { token: await loginAs(t, host), body: { id: channelId, active: false } });
      expect(off).toMatchObject({ status: 200, success: true });
      await expectRefused(token, videoId, key, "after deactivation");
      expect((await page(token, videoId)).data!.video_available).toBe(false);
      // The link handed out before lives one minute at most.
      t.setNow(new Date(now.getTime() + (ACCESS_LINK_SECONDS + 1) * 1000));
      expect((await fetchLink(first.url, "bytes=0-99")).status).toBe(403);
    } finally {
      t.setNow(null);
    }
  });

  it("refuses an expired subscription, one past its to-date, a cancelled one, a non-subscriber and another host; the host and an administrator play", async () => {
    const { host, channelId, key, videoId } = await channelVideo();
    const otherHost = await createUser(t);
    await createHostedChannel(t.db, otherHost.row, { title: "Another club" });
    const refused: [string, string | null][] = [
      ["expired subscriber", (await subscriberOf(channelId, { monthly: true, status: "expired" })).token],
      ["past the to-date", (await subscriberOf(channelId, { monthly: true, toDate: new Date(Date.now() - 1000) })).token],
      ["cancelled subscriber", (await subscriberOf(channelId, { monthly: true, status: "cancelled" })).token],
      ["non-subscriber", await loginAs(t, await createUser(t))],
      ["another host", await loginAs(t, otherHost)],
      ["visitor", null],
    ];
    for (const [name, token] of refused) await expectRefused(token, videoId, key, name);

    await expectPlays(await loginAs(t, host), videoId, key, "host");
    await expectPlays(await loginAs(t, await createUser(t, { role: "admin" })), videoId, key, "administrator");
    // A fixed subscription has no end.
    await expectPlays((await subscriberOf(channelId, { monthly: false })).token, videoId, key, "fixed subscriber");
  });

  it("refuses a subscriber the moment the subscription ends (no job has to run)", async () => {
    const { channelId, key, videoId } = await channelVideo();
    const { user, token } = await subscriberOf(channelId);
    await expectPlays(token, videoId, key, "while active");
    await t.db.update(channelSubscriptions).set({ status: "expired" }).where(eq(channelSubscriptions.userId, user.id));
    await expectRefused(token, videoId, key, "expired");
  });

  it("gives a buyer the link until the booking is cancelled, then 404", async () => {
    const host = await createUser(t);
    const key = await storedVideo(host.id);
    const videoId = await createPreRecordedEvent(t.db, host.row, { fullVideo: key, isFree: true, ticketPricePence: 0, canCancel: true });
    const buyer = await createUser(t);
    const token = await loginAs(t, buyer);
    expect(await t.call("POST", "transaction/free-event", { token, body: { event_id: videoId } })).toMatchObject({ status: 200, success: true });
    await expectPlays(token, videoId, key, "buyer");
    expect(await t.call("POST", "cancel-booking", { token, body: { event_id: videoId } })).toMatchObject({ status: 200, success: true });
    await expectRefused(token, videoId, key, "cancelled booking");
  });

  it("answers 404 for a live event, an event without a video, a hidden one, an unknown and a bad id", async () => {
    const host = await createUser(t);
    const token = await loginAs(t, host);
    const live = await createHostedEvent(t.db, host.row);
    const noVideo = await createPreRecordedEvent(t.db, host.row);
    const stranger = await loginAs(t, await createUser(t));
    const hidden = await createPreRecordedEvent(t.db, host.row, { isPublished: false, fullVideo: await storedVideo(host.id) });
    expect(await link(token, live)).toMatchObject({ status: 404, success: false, data: null });
    expect(await link(token, noVideo)).toMatchObject({ status: 404, success: false, data: null });
    expect(await link(stranger, hidden)).toMatchObject({ status: 404, success: false, data: null });
    for (const id of ["2147483000", "0", "abc", "1.5", "-3", "99999999999"]) {
      expect(await link(token, id), id).toMatchObject({ status: 404, success: false, data: null });
    }
  });
});
