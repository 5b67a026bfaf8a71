// GET events/{id}[/{userId}], GET pre-recorded-event/{id} and GET join/{id} (spec
// 000 §7, 002 §7): who sees what, and that neither the join link nor the full video ever leaks.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EventDetailData, EventVideoLinkData, JoinEventData, PreRecordedEventData } from "~server/api/contract";
import { users } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createCategory, createHostedEvent, createPaidFeature, createPreRecordedEvent, createUpload } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

const JOIN_LINK = "https://meet.example.com/secret-room-42";
const NOT_FOUND = "Event not found.";

/** No answer may carry these, whatever the caller. */
function expectNoSecrets(answer: unknown, videoKey?: string) {
  const text = JSON.stringify(answer);
  expect(text).not.toContain(JOIN_LINK);
  expect(text).not.toContain("view_link");
  expect(text).not.toContain("full_video");
  if (videoKey) expect(text).not.toContain(videoKey);
}

/** "YYYY-MM-DD" and "HH:MM" in London for an instant (events below are in Europe/London). */
function londonWallClock(instant: Date): { date: string; time: string } {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  return { date, time };
}

describe("GET events/{id}", () => {
  it("answers the public event with its page's details, to a visitor, never the join link", async () => {
    const host = await createUser(t, { firstName: "Hana", lastName: "Host" });
    await t.db.update(users).set({ bio: "Teaches yoga.", twitterLink: "https://x.com/hana", userWebsite: "https://hana.example" }).where(eq(users.id, host.id));
    const parent = await createCategory(t.db, { name: "Yoga" });
    const child = await createCategory(t.db, { name: "Yin yoga", parentId: parent });
    const feature = await createPaidFeature(t.db, { name: "Recording afterwards", valuePence: 300 });
    const photo = await createUpload(t.db, { userId: host.id, purpose: "event-image" });
    const eventId = await createHostedEvent(t.db, host.row, {
      title: "Evening yin",
      description: "<p>Slow stretches.</p><script>alert(1)</script>",
      categoryId: child,
      eventDate: "2030-06-01",
      endDate: "2030-06-01",
      eventTime: "18:00",
      endTime: "19:30",
      ticketPricePence: 1250,
      canCancel: true,
      cancellationTitle: "Full refund",
      cancellationDescription: "Cancel up to a day before.",
      images: [photo],
      viewLink: JOIN_LINK,
      schedule: [
        { startDate: "2030-06-01", startTime: "18:30", title: "Breathing", speaker: "Ann" },
        { startDate: "2030-06-01", startTime: "18:00", title: "Welcome", speaker: "Hana" },
      ],
      speakers: [{ name: "Ann", description: "Breath coach", pic: "" }],
      featureIds: [feature],
    });

    const answer = await t.call<EventDetailData>("GET", `events/${eventId}`);
    expect(answer.status).toBe(200);
    const event = answer.data!;
    expect(event).toMatchObject({
      id: eventId,
      title: "Evening yin",
      description: "<p>Slow stretches.</p>",
      event_type: "Online Event",
      event_date: "2030-06-01",
      event_time: "18:00",
      end_time: "19:30",
      time_zone: "Europe/London",
      starts_at: "2030-06-01T17:00:00.000Z",
      ends_at: "2030-06-01T18:30:00.000Z",
      ticket_price: 1250,
      is_free: false,
      is_booked: false,
      is_favorite: false,
      is_host: false,
      has_join_link: true,
      can_cancel: true,
      categories: ["Yoga", "Yin yoga"],
      cancellation: { title: "Full refund", description: "Cancel up to a day before." },
      features: [{ id: feature, name: "Recording afterwards", value: 300 }],
      is_admin: false,
    });
    expect(event.schedule_details.map((row) => row.title)).toEqual(["Welcome", "Breathing"]);
    expect(event.schedule_details[0]).toEqual({ start_date: "2030-06-01", start_time: "18:00", title: "Welcome", speaker: "Hana" });
    expect(event.speakers).toEqual([expect.objectContaining({ name: "Ann", description: "Breath coach" })]);
    expect(event.user).toMatchObject({ id: host.id, full_name: "Hana Host", bio: "Teaches yoga.", twitter_link: "https://x.com/hana", website: "https://hana.example" });
    expect(event.images).toHaveLength(1);
    expect(event.images[0]).toContain(photo);
    expectNoSecrets(answer);

    // The same for the host, who is told it is theirs; still no link in the answer.
    const asHost = await t.call<EventDetailData>("GET", `events/${eventId}`, { token: await loginAs(t, host) });
    expect(asHost.data).toMatchObject({ is_host: true });
    expectNoSecrets(asHost);
  });

  it("reads the viewer from the token, never from the path's userId", async () => {
    const host = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row, { viewLink: JOIN_LINK });
    const attendee = await createUser(t);
    await bookEvent(t.db, { eventId, userId: attendee.id });

    // A visitor naming the attendee in the path learns nothing of the attendee.
    const spoofed = await t.call<EventDetailData>("GET", `events/${eventId}/${attendee.id}`);
    expect(spoofed).toMatchObject({ status: 200, data: { is_booked: false, is_host: false } });
    // Naming the host in the path does not make anyone the host.
    const other = await createUser(t);
    const asOther = await t.call<EventDetailData>("GET", `events/${eventId}/${host.id}`, { token: await loginAs(t, other) });
    expect(asOther.data).toMatchObject({ is_booked: false, is_host: false });
    // The attendee themselves, with any userId in the path.
    const own = await t.call<EventDetailData>("GET", `events/${eventId}/0`, { token: await loginAs(t, attendee) });
    expect(own.data).toMatchObject({ is_booked: true });
    expectNoSecrets(own);
  });

  it("answers 404 for an unknown or bad id", async () => {
    for (const id of ["2147483000", "0", "abc", "1.5", "-3", "99999999999", "1e3"]) {
      const answer = await t.call("GET", `events/${id}`);
      expect(answer, id).toMatchObject({ status: 404, success: false, message: NOT_FOUND, data: null });
    }
  });

  it("shows an unpublished or rejected event to its host and administrators only", async () => {
    const host = await createUser(t);
    const admin = await createUser(t, { role: "admin" });
    const stranger = await createUser(t);
    const pending = await createHostedEvent(t.db, host.row, { isPublished: false });
    const rejected = await createHostedEvent(t.db, host.row, { isRejected: true });
    const inactive = await createHostedEvent(t.db, host.row, { active: false });
    for (const id of [pending, rejected, inactive]) {
      expect(await t.call("GET", `events/${id}`), `visitor ${id}`).toMatchObject({ status: 404, message: NOT_FOUND });
      expect(await t.call("GET", `events/${id}`, { token: await loginAs(t, stranger) }), `stranger ${id}`).toMatchObject({ status: 404 });
      expect(await t.call("GET", `events/${id}`, { token: await loginAs(t, host) }), `host ${id}`).toMatchObject({ status: 200 });
      const asAdmin = await t.call<EventDetailData>("GET", `events/${id}`, { token: await loginAs(t, admin) });
      expect(asAdmin, `admin ${id}`).toMatchObject({ status: 200, data: { is_admin: true } });
    }
  });
});

describe("GET pre-recorded-event/{id}", () => {
  async function videoEvent() {
    const host = await createUser(t);
    const video = await createUpload(t.db, { userId: host.id, purpose: "full-video" });
    const eventId = await createPreRecordedEvent(t.db, host.row, { fullVideo: video, preRecordedDuration: 3725 });
    return { host, video, eventId };
  }

  it("tells a buyer, the host and an administrator they may watch, and gives them a one-minute video link through pre-recorded-event/{id}/video", async () => {
    const { host, video, eventId } = await videoEvent();
    const buyer = await createUser(t);
    await bookEvent(t.db, { eventId, userId: buyer.id, amountPence: 500 });
    const admin = await createUser(t, { role: "admin" });
    const now = new Date();
    t.setNow(now);
    try {
      for (const who of [buyer, host, admin]) {
        const answer = await t.call<PreRecordedEventData>("GET", `pre-recorded-event/${eventId}`, { token: await loginAs(t, who) });
        expect(answer.status).toBe(200);
        const data = answer.data!;
        expect(data.user.id).toBe(who.id);
        expect(data.event).toMatchObject({ id: eventId, event_type: "Pre Recorded", pre_recorded_duration: 3725 });
        expect(data.video_available).toBe(true);
        // The page's answer never carries the key or a link: the player asks pre-recorded-event/{id}/video.
        expect(JSON.stringify(data)).not.toContain(video);
        const link = await t.call<EventVideoLinkData>("GET", `pre-recorded-event/${eventId}/video`, { token: await loginAs(t, who) });
        expect(link.status).toBe(200);
        const url = new URL(link.data!.url, "http://localhost:3000");
        expect(url.pathname).toContain(video);
        const expiresAt = Date.parse(link.data!.expires_at);
        expect(expiresAt - now.getTime()).toBeGreaterThan(0);
        expect(expiresAt - now.getTime()).toBeLessThanOrEqual(60 * 1000);
      }
    } finally {
      t.setNow(null);
    }
  });

  it("gives everyone else the page without the video and a 404 for its link, never its key", async () => {
    const { video, eventId } = await videoEvent();
    const stranger = await createUser(t);
    const cancelled = await createUser(t);
    await bookEvent(t.db, { eventId, userId: cancelled.id, status: "cancelled" });
    for (const who of [stranger, cancelled]) {
      const answer = await t.call<PreRecordedEventData>("GET", `pre-recorded-event/${eventId}`, { token: await loginAs(t, who) });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ video_available: false, event: { is_booked: false } });
      expectNoSecrets(answer, video);
      const link = await t.call("GET", `pre-recorded-event/${eventId}/video`, { token: await loginAs(t, who) });
      expect(link).toMatchObject({ status: 404, success: false, data: null });
      expectNoSecrets(link, video);
    }
    // The public call never has it either, even for the host.
    expectNoSecrets(await t.call("GET", `events/${eventId}`), video);
  });

  it("needs a login, and answers 404 for a live event, an unknown, bad or unpublished id", async () => {
    const { host, eventId } = await videoEvent();
    expect(await t.call("GET", `pre-recorded-event/${eventId}`)).toMatchObject({ status: 401, success: false });
    const token = await loginAs(t, await createUser(t));
    const live = await createHostedEvent(t.db, host.row);
    const hidden = await createPreRecordedEvent(t.db, host.row, { isPublished: false });
    for (const id of [String(live), String(hidden), "2147483000", "abc", "0"]) {
      expect(await t.call("GET", `pre-recorded-event/${id}`, { token }), id).toMatchObject({ status: 404, message: NOT_FOUND });
    }
  });
});

describe("GET join/{id}", () => {
  /** A live event of an hour starting `minutesAhead` minutes from now (London wall clock). */
  async function liveEvent(minutesAhead: number, overrides: { viewLink?: string | null; isCancelled?: boolean } = {}) {
    const host = await createUser(t);
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutesAhead * 60_000);
    const end = new Date(start.getTime() + 60 * 60_000);
    const s = londonWallClock(start);
    const e = londonWallClock(end);
    const eventId = await createHostedEvent(t.db, host.row, {
      eventDate: s.date,
      eventTime: s.time,
      endDate: e.date,
      endTime: e.time,
      viewLink: overrides.viewLink === undefined ? JOIN_LINK : overrides.viewLink,
      isCancelled: overrides.isCancelled ?? false,
    });
    return { host, eventId, start, end };
  }

  async function booked(eventId: number) {
    const attendee = await createUser(t);
    await bookEvent(t.db, { eventId, userId: attendee.id });
    return loginAs(t, attendee);
  }

  it("opens for a booked attendee and the host from 15 minutes before the start until the end", async () => {
    const { host, eventId } = await liveEvent(10);
    const token = await booked(eventId);
    const answer = await t.call<JoinEventData>("GET", `join/${eventId}`, { token });
    expect(answer).toMatchObject({ status: 200, data: { status: "open", redirect_to: JOIN_LINK, event: { id: eventId } } });
    const asHost = await t.call<JoinEventData>("GET", `join/${eventId}`, { token: await loginAs(t, host) });
    expect(asHost.data).toMatchObject({ status: "open", redirect_to: JOIN_LINK });
  });

  it("refuses, without the link, anyone not booked, too early, after the end, without a link or cancelled", async () => {
    const open = await liveEvent(5);
    const stranger = await loginAs(t, await createUser(t));
    const cancelledBooking = await createUser(t);
    await bookEvent(t.db, { eventId: open.eventId, userId: cancelledBooking.id, status: "cancelled" });
    const cases: [string, Promise<{ token: string; eventId: number }>, string][] = [
      ["stranger", Promise.resolve({ token: stranger, eventId: open.eventId }), "not-booked"],
      ["cancelled booking", loginAs(t, cancelledBooking).then((token) => ({ token, eventId: open.eventId })), "not-booked"],
      ["too early", liveEvent(20).then(async ({ eventId }) => ({ token: await booked(eventId), eventId })), "too-early"],
      ["ended", liveEvent(-61).then(async ({ eventId }) => ({ token: await booked(eventId), eventId })), "ended"],
      ["no link", liveEvent(0, { viewLink: null }).then(async ({ eventId }) => ({ token: await booked(eventId), eventId })), "no-link"],
      ["cancelled", liveEvent(0, { isCancelled: true }).then(async ({ eventId }) => ({ token: await booked(eventId), eventId })), "cancelled"],
    ];
    for (const [name, made, status] of cases) {
      const { token, eventId } = await made;
      const answer = await t.call<JoinEventData>("GET", `join/${eventId}`, { token });
      expect(answer, name).toMatchObject({ status: 200, data: { status, redirect_to: null } });
      expect(JSON.stringify(answer), name).not.toContain(JOIN_LINK);
    }
  });

  it("moves with the clock: closed at 15 minutes and 1 second before, open at 15 minutes before", async () => {
    const { eventId, start } = await liveEvent(120);
    const token = await booked(eventId);
    try {
      t.setNow(new Date(start.getTime() - 15 * 60_000 - 1000));
      expect((await t.call<JoinEventData>("GET", `join/${eventId}`, { token })).data).toMatchObject({ status: "too-early", redirect_to: null });
      t.setNow(new Date(start.getTime() - 15 * 60_000));
      expect((await t.call<JoinEventData>("GET", `join/${eventId}`, { token })).data).toMatchObject({ status: "open", redirect_to: JOIN_LINK });
    } finally {
      t.setNow(null);
    }
  });

  it("needs a login; 404 for unknown, bad and hidden ids; pre-recorded events have no room", async () => {
    const { host, eventId } = await liveEvent(5);
    expect(await t.call("GET", `join/${eventId}`)).toMatchObject({ status: 401 });
    const token = await loginAs(t, await createUser(t));
    const hidden = await createHostedEvent(t.db, host.row, { isPublished: false, viewLink: JOIN_LINK });
    for (const id of [String(hidden), "2147483000", "abc", "0"]) {
      expect(await t.call("GET", `join/${id}`, { token }), id).toMatchObject({ status: 404, message: NOT_FOUND });
    }
    const recorded = await createPreRecordedEvent(t.db, host.row);
    const answer = await t.call<JoinEventData>("GET", `join/${recorded}`, { token: await loginAs(t, host) });
    expect(answer.data).toMatchObject({ status: "not-live", redirect_to: null });
  });

});
