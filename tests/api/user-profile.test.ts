// GET user-profile/{id}[/{viewerId}] (spec 001 §2.8, §3 "User / host profile", §7): the host's public
// fields, rating, channels and event cards (live events not yet ended; pre-recorded events outside
// channels), for a visitor or the token's user — never the path's viewer id — and nothing private.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { HostProfileData } from "~server/api/contract";
import { events, users } from "~server/db/schema";
import { PROFILE_EVENTS_LIMIT } from "~server/domain/profiles/host-profile";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createHostedChannel, createHostedEvent, createPreRecordedEvent, dateFromToday } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const profile = (path: string, token?: string) => t.call<{ user: HostProfileData }>("GET", `user-profile/${path}`, { token });

describe("GET user-profile/{id}", () => {
  it("answers the public profile with its channels and listed events, and nothing private", async () => {
    const host = await createUser(t, { firstName: "Hannah", lastName: "Whitfield" });
    await t.db
      .update(users)
      .set({
        bio: "Yoga teacher from Bristol.",
        creatorShortDesc: "Vinyasa and yin.",
        creatorExp: 9,
        userWebsite: "https://hannah.example",
        instagramLink: "https://www.instagram.com/hannah",
        pic: "profile-photos/00000000-0000-4000-8000-000000000001.jpg",
        profileVideo: "profile-videos/00000000-0000-4000-8000-000000000002.mp4",
        phone: "+447700900111",
        dateOfBirth: "1988-04-12",
        city: "Bristol",
      })
      .where(eq(users.id, host.id));
    const upcoming = await createHostedEvent(t.db, host.row, { title: "Upcoming flow", eventDate: dateFromToday(2) });
    const soon = await createHostedEvent(t.db, host.row, { title: "Sooner flow", eventDate: dateFromToday(1) });
    await t.db.update(events).set({ viewLink: "https://meet.example.com/secret-room" }).where(eq(events.id, soon));
    const recorded = await createPreRecordedEvent(t.db, host.row, { title: "Recorded stretch" });
    await t.db.update(events).set({ fullVideo: "full-videos/00000000-0000-4000-8000-000000000003.mp4" }).where(eq(events.id, recorded));
    const channel = await createHostedChannel(t.db, host.row, { title: "Yoga club", description: "A long description. ".repeat(20) });
    // Not listed: ended, cancelled, unpublished, rejected, inactive, or pre-recorded inside a channel.
    await createHostedEvent(t.db, host.row, { title: "Ended", eventDate: dateFromToday(-3), eventTime: "10:00", endTime: "11:00" });
    await createHostedEvent(t.db, host.row, { title: "Cancelled", isCancelled: true });
    await createHostedEvent(t.db, host.row, { title: "Unpublished", isPublished: false });
    await createHostedEvent(t.db, host.row, { title: "Rejected", isPublished: false, isRejected: true });
    await createPreRecordedEvent(t.db, host.row, { title: "In channel", channelId: channel });
    await createHostedChannel(t.db, host.row, { title: "Hidden channel", isPublished: false });
    // Someone else's.
    await createHostedEvent(t.db, (await createUser(t)).row, { title: "Not hers" });

    const answer = await profile(String(host.id));
    expect(answer.status).toBe(200);
    const user = answer.data!.user;
    expect(user).toMatchObject({
      id: host.id,
      full_name: "Hannah Whitfield",
      slug: "hannah-whitfield",
      bio: "Yoga teacher from Bristol.",
      creator_short_desc: "Vinyasa and yin.",
      creator_exp: 9,
      user_website: "https://hannah.example",
      instagram_link: "https://www.instagram.com/hannah",
      total_reviews: 0,
      average_rating: null,
      is_own_profile: false,
    });
    expect(user.pic_url).toMatch(/profile-photos\/00000000-0000-4000-8000-000000000001\.jpg$/);
    expect(user.profile_video).toMatch(/profile-videos\/00000000-0000-4000-8000-000000000002\.mp4$/);
    expect(user.events.map((event) => event.title)).toEqual(["Sooner flow", "Upcoming flow", "Recorded stretch"]);
    expect(user.events.map((event) => event.id)).toEqual([soon, upcoming, recorded]);
    expect(user.events.find((event) => event.id === soon)).toMatchObject({ has_join_link: true, user_id: host.id });
    expect(user.channels).toHaveLength(1);
    expect(user.channels[0]).toMatchObject({ id: channel, title: "Yoga club", price: 999, is_monthly_subscription: 1, remaining_subscriber: expect.any(Number) });
    expect(user.channels[0]!.short_description.length).toBeLessThanOrEqual(100);

    const text = JSON.stringify(answer);
    for (const secret of [host.email, "+447700900111", "1988-04-12", "secret-room", "full-videos/", "view_link", "full_video", "date_of_birth", "package_id", "password"]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(Object.keys(user)).not.toEqual(expect.arrayContaining(["email"]));
    expect(Object.keys(user)).not.toContain("dob");
    expect(Object.keys(user)).not.toContain("phone");
  });

  it("fills its live events up to the limit with events still on, however many ended in the last days", async () => {
    const host = await createUser(t);
    // Ended yesterday: dated before every upcoming one, so a limit applied before the end check would spend itself on them.
    for (let i = 0; i < 12; i += 1) {
      await createHostedEvent(t.db, host.row, { title: `Ended ${i}`, eventDate: dateFromToday(-1), eventTime: "08:00", endTime: "09:00" });
    }
    for (let i = 0; i < PROFILE_EVENTS_LIMIT + 1; i += 1) {
      await createHostedEvent(t.db, host.row, { title: `On ${i}`, eventDate: dateFromToday(1 + (i % 30)) });
    }
    const live = (await profile(String(host.id))).data!.user.events.filter((event) => event.event_type === "Online Event");
    expect(live).toHaveLength(PROFILE_EVENTS_LIMIT);
    expect(live.every((event) => event.title.startsWith("On "))).toBe(true);
  });

  it("gives the average rating and the review count", async () => {
    const host = await createUser(t);
    for (const rating of [5, 4, 4]) {
      const reviewer = await createUser(t);
      await t.call("POST", "reviews/create", { token: await loginAs(t, reviewer), body: { review: "Good.", rating, user_id: host.id } });
    }
    expect((await profile(String(host.id))).data!.user).toMatchObject({ total_reviews: 3, average_rating: 4.3 });
  });

  it("reads the viewer from the token, never from the path", async () => {
    const host = await createUser(t);
    const attendee = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row);
    await bookEvent(t.db, { eventId, userId: attendee.id });

    // A visitor naming the host or the attendee as the viewer is still a visitor.
    for (const viewerId of [host.id, attendee.id]) {
      const answer = await profile(`${host.id}/${viewerId}`);
      expect(answer.status).toBe(200);
      expect(answer.data!.user.is_own_profile).toBe(false);
      expect(answer.data!.user.events[0]).toMatchObject({ id: eventId, is_booked: false, is_host: false });
    }
    const asAttendee = await profile(`${host.id}/${host.id}`, await loginAs(t, attendee));
    expect(asAttendee.data!.user).toMatchObject({ is_own_profile: false });
    expect(asAttendee.data!.user.events[0]).toMatchObject({ is_booked: true, is_host: false });

    const asHost = await profile(String(host.id), await loginAs(t, host));
    expect(asHost.data!.user).toMatchObject({ is_own_profile: true });
    expect(asHost.data!.user.events[0]).toMatchObject({ is_host: true });
  });

  it("answers 404 for an unknown, malformed or deleted user", async () => {
    for (const path of ["2147483000", "0", "abc", "99999999999", "-1", "1.5"]) {
      const answer = await profile(path);
      expect(answer.status, path).toBe(404);
      expect(answer).toMatchObject({ success: false, message: "User not found" });
    }
    const gone = await createUser(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await profile(String(gone.id))).status).toBe(404);
    // A viewer id that is no id at all is refused too, though a well-formed one is ignored.
    const host = await createUser(t);
    expect((await profile(`${host.id}/abc`)).status).toBe(404);
    expect((await profile(`${host.id}/0`)).status).toBe(404);
    expect((await profile(`${host.id}/2147483000`)).status).toBe(200);
  });
});
