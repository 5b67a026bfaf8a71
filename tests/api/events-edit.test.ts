// GET event-edit/{id}, POST events/create with event_id (updating), POST events/update-join-link:
// owner only ('unauthorized' otherwise, nothing changes), a booked event refused except its join link.
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { events, eventSpeakers, uploads } from "~server/db/schema";
import { useTestApi } from "~tests/support/api";
import { createBooking, createCategory, createUploadedFile, eventForm } from "~tests/support/factories";
import { createUser, loginAs, type TestUser } from "./auth-support";

const t = useTestApi();
// 10:00 in London on Monday 2 March 2026.
const now = new Date("2026-03-02T10:00:00Z");
let categoryId: number;

beforeAll(async () => {
  categoryId = await createCategory(t.db, { name: "Pilates" });
});

interface Saved {
  id: number;
  series_id: number | null;
  occurrence_ids: number[];
}

interface EditAnswer {
  initialValues: Record<string, unknown> & { photos: string[]; speakers: unknown[]; schedule_dates: unknown[] };
  data: { id: number; is_booked: boolean; has_ended: boolean; edit_blocked_message: string; approval_status: string; series_id: number | null };
}

async function login(user: TestUser): Promise<string> {
  return loginAs(t, user);
}

async function formFor(user: TestUser, overrides: Record<string, unknown> = {}) {
  return eventForm({
    category_id: categoryId,
    event_date: "2026-03-10",
    end_date: "2026-03-10",
    photos: [await createUploadedFile(t.db, user.id, "event-image")],
    ...overrides,
  });
}

/** A host with a saved event of theirs (made through the API). */
async function hostWithEvent(overrides: Record<string, unknown> = {}) {
  t.setNow(now);
  const user = await createUser(t);
  const token = await login(user);
  const form = await formFor(user, overrides);
  const answer = await t.call<Saved>("POST", "events/create", { token, body: form });
  if (answer.status !== 200) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.errors)}`);
  return { user, token, form, eventId: answer.data!.id, saved: answer.data! };
}

async function eventRow(id: number) {
  const [row] = await t.db.select().from(events).where(eq(events.id, id));
  return row!;
}

describe("GET event-edit/{id}", () => {
  it("gives the owner the event in the form's shape", async () => {
    const { token, eventId, form } = await hostWithEvent({
      ticket_price: "8.5",
      view_link: "https://meet.example.com/room",
      schedule_dates: [
        { schedule_date: "2026-03-10", schedule_fields: [{ schedule_time: "18:00", schedule_title: "Intro" }, { schedule_time: "18:30", schedule_title: "Flow", schedule_speaker: "Bo" }] },
      ],
      speakers: [{ speaker_name: "Bo", speaker_description: "Coach" }],
    });
    const answer = await t.call<EditAnswer>("GET", `event-edit/${eventId}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.data!.initialValues).toMatchObject({
      event_id: eventId,
      title: "Sunrise flow",
      category_id: String(categoryId),
      event_type: "Online Event",
      event_date: "2026-03-10",
      end_date: "2026-03-10",
      event_time: "18:00",
      end_time: "19:00",
      time_zone: "Europe/London",
      ticket_price: "8.50",
      is_free: false,
      is_recurring_event: false,
      repeat_frequency: "",
      channel_id: "",
      view_link: "https://meet.example.com/room",
      photos: form.photos,
      short_video: "",
      speakers: [{ speaker_name: "Bo", speaker_description: "Coach", speaker_photo: "" }],
      schedule_dates: [
        {
          schedule_date: "2026-03-10",
          schedule_fields: [
            { schedule_time: "18:00", schedule_title: "Intro", schedule_speaker: "" },
            { schedule_time: "18:30", schedule_title: "Flow", schedule_speaker: "Bo" },
          ],
        },
      ],
    });
    expect(answer.data!.data).toMatchObject({
      id: eventId,
      is_booked: false,
      has_started: false,
      has_ended: false,
      is_cancelled: false,
      edit_blocked_message: "",
      approval_status: "Pending Approval",
    });
  });

  it("answers 403 'unauthorized' to another user, and 404 for no such event", async () => {
    const { eventId } = await hostWithEvent();
    const stranger = await login(await createUser(t));
    const refused = await t.call("GET", `event-edit/${eventId}`, { token: stranger });
    expect(refused).toMatchObject({ status: 403, success: false, message: "unauthorized", data: null });
    for (const id of ["99999999", "abc", "0", "99999999999"]) {
      const missing = await t.call("GET", `event-edit/${id}`, { token: stranger });
      expect(missing.status, id).toBe(404);
    }
  });

  it("says a booked event cannot be edited", async () => {
    const { token, eventId } = await hostWithEvent();
    await createBooking(t.db, eventId, (await createUser(t)).id);
    const answer = await t.call<EditAnswer>("GET", `event-edit/${eventId}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe("User has booked this event so can't edit event.");
    expect(answer.data!.data).toMatchObject({ is_booked: true, edit_blocked_message: "User has booked this event so can't edit event." });
  });
});

describe("POST events/create with event_id", () => {
  it("updates the owner's event, releases a replaced photo and sends it back to Pending Approval", async () => {
    const { user, token, eventId, form } = await hostWithEvent();
    await t.db.update(events).set({ isPublished: true }).where(eq(events.id, eventId));
    const newPhoto = await createUploadedFile(t.db, user.id, "event-image");
    const answer = await t.call<Saved>("POST", "events/create", {
      token,
      body: { ...form, event_id: eventId, title: "Sunset flow", photos: [newPhoto], event_date: "2026-03-12", end_date: "2026-03-12", speakers: [{ speaker_name: "Cy" }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe("Event updated successfully, it will be visible once approved.");
    expect(answer.data).toMatchObject({ id: eventId, occurrence_ids: [eventId] });
    expect(await eventRow(eventId)).toMatchObject({ title: "Sunset flow", slug: "sunset-flow", images: [newPhoto], eventDate: "2026-03-12", isPublished: false });
    expect(await t.db.select({ name: eventSpeakers.name }).from(eventSpeakers).where(eq(eventSpeakers.eventId, eventId))).toEqual([{ name: "Cy" }]);
    const statuses = await t.db.select({ key: uploads.key, status: uploads.status }).from(uploads).where(inArray(uploads.key, [...(form.photos as string[]), newPhoto]));
    expect(Object.fromEntries(statuses.map((row) => [row.key, row.status]))).toEqual({ [(form.photos as string[])[0]!]: "released", [newPhoto]: "attached" });
  });

  it("refuses another user with 403 'unauthorized' and changes nothing", async () => {
    const { eventId, form } = await hostWithEvent();
    const stranger = await createUser(t);
    const before = await eventRow(eventId);
    const answer = await t.call("POST", "events/create", {
      token: await login(stranger),
      body: { ...form, event_id: eventId, title: "Hijacked", photos: [await createUploadedFile(t.db, stranger.id, "event-image")] },
    });
    expect(answer).toMatchObject({ status: 403, success: false, message: "unauthorized" });
    expect(await eventRow(eventId)).toEqual(before);
  });

  it("refuses a booked event with the spec's message and changes nothing", async () => {
    const { token, eventId, form } = await hostWithEvent();
    await createBooking(t.db, eventId, (await createUser(t)).id);
    const before = await eventRow(eventId);
    const answer = await t.call("POST", "events/create", { token, body: { ...form, event_id: eventId, title: "Changed" } });
    expect(answer).toMatchObject({ status: 409, success: false, message: "User has booked this event so can't edit event." });
    expect(await eventRow(eventId)).toEqual(before);
  });

  it("changes one occurrence of a series only, keeping its series", async () => {
    const { token, saved, form } = await hostWithEvent({ is_recurring_event: true, repeat_frequency: "weekly", repeat_until_date: "2026-03-24" });
    const [first, second, third] = saved.occurrence_ids;
    const answer = await t.call<Saved>("POST", "events/create", {
      token,
      body: { ...form, event_id: second, title: "Special week", event_date: "2026-03-18", end_date: "2026-03-18", repeat_until_date: "" },
    });
    expect(answer.status).toBe(200);
    const rows = await t.db.select().from(events).where(inArray(events.id, [first!, second!, third!])).orderBy(asc(events.id));
    expect(rows.map((row) => [row.title, row.eventDate, row.seriesId, row.repeatUntilDate])).toEqual([
      ["Sunrise flow", "2026-03-10", first, "2026-03-24"],
      ["Special week", "2026-03-18", first, "2026-03-24"],
      ["Sunrise flow", "2026-03-24", first, "2026-03-24"],
    ]);
    // The photo the series shares stays attached: the others still use it.
    const [photo] = await t.db.select({ status: uploads.status }).from(uploads).where(eq(uploads.key, (form.photos as string[])[0]!));
    expect(photo!.status).toBe("attached");
  });

  it("refuses an event that has started or has been cancelled", async () => {
    const { user, token, eventId, form } = await hostWithEvent();
    const before = await eventRow(eventId);
    // 18:00 London on 10 March: the event starts.
    t.setNow(new Date("2026-03-10T18:00:00Z"));
    const started = await t.call("POST", "events/create", { token: await login(user), body: { ...form, event_id: eventId, title: "Too late", event_date: "2026-03-11", end_date: "2026-03-11" } });
    expect(started).toMatchObject({ status: 400, success: false, message: "The event has started, it can no longer be edited." });
    t.setNow(now);
    await t.db.update(events).set({ isCancelled: true }).where(eq(events.id, eventId));
    const cancelled = await t.call("POST", "events/create", { token, body: { ...form, event_id: eventId, title: "Revived" } });
    expect(cancelled).toMatchObject({ status: 400, success: false, message: "This event has been cancelled, it can no longer be changed." });
    const link = await t.call("POST", "events/update-join-link", { token, body: { event_id: eventId, view_link: "https://meet.example.com/z" } });
    expect(link).toMatchObject({ status: 400, message: "This event has been cancelled, it can no longer be changed." });
    expect({ ...(await eventRow(eventId)), isCancelled: false }).toEqual(before);
  });

  it("refuses a change of event type", async () => {
    const { token, eventId, form } = await hostWithEvent();
    const answer = await t.call("POST", "events/create", { token, body: { ...form, event_id: eventId, event_type: "Pre Recorded" } });
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({ event_type: ["The event type cannot be changed."] });
  });
});

describe("POST events/update-join-link", () => {
  it("changes the join link of a booked event, and only that, until the event ends", async () => {
    const { user, token, eventId } = await hostWithEvent();
    await createBooking(t.db, eventId, (await createUser(t)).id);
    await t.db.update(events).set({ isPublished: true }).where(eq(events.id, eventId));
    const before = await eventRow(eventId);

    const answer = await t.call("POST", "events/update-join-link", { token, body: { event_id: eventId, view_link: "https://meet.example.com/new" } });
    expect(answer).toMatchObject({ status: 200, success: true, data: { id: eventId, view_link: "https://meet.example.com/new" } });
    const after = await eventRow(eventId);
    expect({ ...after, updatedAt: before.updatedAt }).toEqual({ ...before, viewLink: "https://meet.example.com/new" });

    const bad = await t.call("POST", "events/update-join-link", { token, body: { event_id: eventId, view_link: "javascript:alert(1)" } });
    expect(bad.status).toBe(422);
    expect(bad.errors).toEqual({ view_link: ["Require valid join link url starting with https://"] });

    // 19:00 London on 10 March: the event has ended.
    t.setNow(new Date("2026-03-10T19:00:00Z"));
    const late = await t.call("POST", "events/update-join-link", { token: await login(user), body: { event_id: eventId, view_link: "https://meet.example.com/late" } });
    expect(late).toMatchObject({ status: 400, success: false, message: "The event has ended, its join link can no longer be changed." });
    expect((await eventRow(eventId)).viewLink).toBe("https://meet.example.com/new");
    t.setNow(now);
  });

  it("refuses another user with 403 'unauthorized'", async () => {
    const { eventId } = await hostWithEvent({ view_link: "https://meet.example.com/a" });
    const answer = await t.call("POST", "events/update-join-link", {
      token: await login(await createUser(t)),
      body: { event_id: eventId, view_link: "https://evil.example.com/" },
    });
    expect(answer).toMatchObject({ status: 403, message: "unauthorized" });
    expect((await eventRow(eventId)).viewLink).toBe("https://meet.example.com/a");
  });
});
