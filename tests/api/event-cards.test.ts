// The shared public event cards (server/domain/discovery/cards.ts → toPublicEvent): the viewer's
// facts, seats left and the host's rating, in one query; never the join link nor the full video.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toPublicEvent } from "~server/api/public-events";
import { channelSubscriptions, channels, favourites, reviews } from "~server/db/schema";
import { loadEventCards } from "~server/domain/discovery/cards";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createCategory, createHostedChannel, createHostedEvent, createPreRecordedEvent } from "~tests/support/factories";
import { createUser } from "./auth-support";

const t = useTestApi();

const SECRET_LINK = "https://meet.example/secret-room-4821";
const SECRET_VIDEO = "full-videos/00000000-0000-4000-8000-00000000abcd.mp4";

describe("loadEventCards", () => {
  it("answers the viewer's facts, seats left, host rating and category, in the order asked", async () => {
    const host = await createUser(t);
    const viewer = await createUser(t);
    const other = await createUser(t);
    const parent = await createCategory(t.db, { name: "Yoga cards" });
    const child = await createCategory(t.db, { name: "Yin cards", parentId: parent });
    const live = await createHostedEvent(t.db, host.row, {
      title: "Card live",
      categoryId: child,
      viewLink: SECRET_LINK,
      canCancel: true,
      images: ["event-images/00000000-0000-4000-8000-000000000011.jpg"],
    });
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Card recorded", fullVideo: SECRET_VIDEO, preRecordedDuration: 95 });
    await bookEvent(t.db, { eventId: live, userId: viewer.id });
    await bookEvent(t.db, { eventId: live, userId: other.id });
    await bookEvent(t.db, { eventId: recorded, userId: other.id, status: "cancelled" });
    await t.db.insert(favourites).values({ userId: viewer.id, eventId: recorded });
    await t.db.insert(reviews).values([
      { reviewerId: viewer.id, reviewedUserId: host.id, review: "Lovely", rating: 5 },
      { reviewerId: other.id, reviewedUserId: host.id, review: "Fine", rating: 4 },
    ]);

    const now = new Date();
    const cards = await loadEventCards(t.db, [recorded, live, 2_147_483_000], { id: viewer.id }, now);
    expect(cards.map((card) => card.id)).toEqual([recorded, live]);
    const [recordedCard, liveCard] = cards.map((card) => toPublicEvent(card, t.storage, now));

    expect(liveCard).toMatchObject({
      is_booked: true,
      is_favorite: false,
      is_host: false,
      has_join_link: true,
      can_cancel: true,
      remaining_seat: liveCard!.max_participants - 2,
      category_name: { id: child, name: "Yin cards", parent_name: "Yoga cards" },
      user: { id: host.id, rating: 4.5, total_reviews: 2 },
      event_time: "18:00",
      time_zone: "Europe/London",
    });
    expect(liveCard!.images).toHaveLength(1);
    expect(liveCard!.images[0]).toContain("00000000-0000-4000-8000-000000000011.jpg");
    expect(liveCard!.starts_at).not.toBeNull();
    expect(recordedCard).toMatchObject({ is_booked: false, is_favorite: true, remaining_seat: recordedCard!.max_participants, starts_at: null });
    expect(recordedCard!.pre_recorded_duration).toBe(95);

    // The host sees is_host; a visitor sees no viewer facts.
    const [asHost] = await loadEventCards(t.db, [live], { id: host.id }, now);
    expect(asHost!.viewerIsHost).toBe(true);
    const [asVisitor] = await loadEventCards(t.db, [live], null, now);
    expect(asVisitor).toMatchObject({ viewerIsHost: false, isBooked: false, isFavorite: false, channelSubscribed: false });
  });

  it("never carries the join link or the full video", async () => {
    const host = await createUser(t);
    const live = await createHostedEvent(t.db, host.row, { viewLink: SECRET_LINK });
    const recorded = await createPreRecordedEvent(t.db, host.row, { fullVideo: SECRET_VIDEO });
    const now = new Date();
    for (const viewer of [null, { id: host.id }]) {
      const cards = await loadEventCards(t.db, [live, recorded], viewer, now);
      const text = JSON.stringify(cards) + JSON.stringify(cards.map((card) => toPublicEvent(card, t.storage, now)));
      expect(text).not.toContain("secret-room-4821");
      expect(text).not.toContain("00000000abcd");
      expect(text).not.toMatch(/view_?link|full_?video/i);
    }
  });

  it("reads the channel and the viewer's subscription", async () => {
    const host = await createUser(t);
    const subscriber = await createUser(t);
    const channel = await createHostedChannel(t.db, host.row, { title: "Card channel" });
    const inChannel = await createHostedEvent(t.db, host.row, { channelId: channel });
    await t.db.insert(channelSubscriptions).values({ channelId: channel, userId: subscriber.id });
    const [card] = await loadEventCards(t.db, [inChannel], { id: subscriber.id }, new Date());
    const data = toPublicEvent(card!, t.storage, new Date());
    expect(data.channel_id).toBe(channel);
    expect(data.channel).toMatchObject({ id: channel, title: "Card channel" });
    const [row] = await t.db.select({ max: channels.maxSubscribers }).from(channels).where(eq(channels.id, channel));
    expect(data.channel!.remaining_subscriber).toBe(row!.max - 1);
    expect(data.channel_subscribe_status).toBe(true);
    const [visitorCard] = await loadEventCards(t.db, [inChannel], null, new Date());
    expect(visitorCard!.channelSubscribed).toBe(false);
  });

  it("leaves out photos that are not public storage keys (the demo data's names) instead of failing", async () => {
    const host = await createUser(t);
    const id = await createHostedEvent(t.db, host.row, {
      images: ["demo/events/lunchtime-hiit.jpg", "full-videos/00000000-0000-4000-8000-000000000012.mp4", "event-images/00000000-0000-4000-8000-000000000013.jpg"],
      shortVideo: "demo/previews/x.mp4",
    });
    const [card] = await loadEventCards(t.db, [id], null, new Date());
    const data = toPublicEvent(card!, t.storage, new Date());
    expect(data.images).toHaveLength(1);
    expect(data.images[0]).toContain("00000000-0000-4000-8000-000000000013.jpg");
    expect(data.short_video).toBeNull();
  });

  it("answers nothing for no ids or ids out of range", async () => {
    expect(await loadEventCards(t.db, [], null, new Date())).toEqual([]);
    expect(await loadEventCards(t.db, [0, -1, 2 ** 40], null, new Date())).toEqual([]);
  });
});
