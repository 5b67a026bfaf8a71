// GET can-create-event, GET create-event-require-data, POST events/create (creating): the spec's
// messages per field, seats from the host's package, recurring occurrences and forged uploads.
import { asc, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { channelModules, events, eventFeatures, eventSchedule, eventSpeakers, uploads } from "~server/db/schema";
import { UPLOAD_NOT_YOURS } from "~server/domain/uploads/attach";
import { useTestApi } from "~tests/support/api";
import {
  createCategory,
  createHostedChannel,
  createPaidFeature,
  createUploadedFile,
  eventForm,
} from "~tests/support/factories";
import { createUser, loginAs, type TestUser } from "./auth-support";

// 10:00 in London on Monday 2 March 2026.
const now = new Date("2026-03-02T10:00:00Z");
let categoryId: number;

const t = useTestApi({ now });
beforeAll(async () => {
  categoryId = await createCategory(t.db, { name: "Yoga" });
});

interface Saved {
  id: number;
  event_type: string;
  is_bulk_event: boolean;
  series_id: number | null;
  occurrence_ids: number[];
}

async function host(options: Parameters<typeof createUser>[1] = {}): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(t, options);
  return { user, token: await loginAs(t, user) };
}

/** A valid live form for the user, dated in the test clock's future, with a photo of theirs. */
async function formFor(user: TestUser, overrides: Record<string, unknown> = {}) {
  return eventForm({
    category_id: categoryId,
    event_date: "2026-03-10",
    end_date: "2026-03-10",
    photos: [await createUploadedFile(t.db, user.id, "event-image")],
    ...overrides,
  });
}

function create(token: string, body: unknown) {
  return t.call<Saved>("POST", "events/create", { token, body });
}

async function eventCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(events);
  return row!.n;
}

async function eventRow(id: number) {
  const [row] = await t.db.select().from(events).where(eq(events.id, id));
  return row!;
}

describe("GET can-create-event", () => {
  it("says yes to an activated account", async () => {
    const { token } = await host();
    const answer = await t.call("GET", "can-create-event", { token });
    expect(answer).toMatchObject({ status: 200, success: true, data: { status: true, reason: null } });
  });

  it("says no, reason activation, to an account not activated", async () => {
    const { token } = await host({ activated: false });
    const answer = await t.call("GET", "can-create-event", { token });
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      data: { status: false, reason: "activation", message: "Please activate your account to create events." },
    });
  });

  it("refuses events/create from an account not activated, storing nothing", async () => {
    const { user, token } = await host({ activated: false });
    const before = await eventCount();
    const answer = await create(token, await formFor(user));
    expect(answer.status).toBe(403);
    expect(answer.success).toBe(false);
    expect(answer.message).toBe("Please activate your account to create events.");
    expect(await eventCount()).toBe(before);
  });
});

describe("GET create-event-require-data", () => {
  it("answers the user, the event categories with their sub-categories, the user's own channels with modules and the active features", async () => {
    const { user, token } = await host();
    const child = await createCategory(t.db, { name: "Yin yoga", parentId: categoryId });
    const channelOnly = await createCategory(t.db, { name: "Channels only", kind: "channel" });
    const channelId = await createHostedChannel(t.db, user.row, { title: "My club" });
    await t.db.insert(channelModules).values([
      { channelId, title: "Week one", sort: 0 },
      { channelId, title: "Week two", sort: 1 },
    ]);
    const stranger = await createUser(t);
    const strangersChannel = await createHostedChannel(t.db, stranger.row);
    const feature = await createPaidFeature(t.db, { name: "Workbook", valuePence: 700 });
    const retired = await createPaidFeature(t.db, { name: "Retired", active: false });

    const answer = await t.call<{
      user: { id: number; package: { max_participant_in_event: number } };
      categories: { id: number; name: string; sub_categories: { id: number; name: string }[] }[];
      channels: { id: number; title: string; event_type: string; channel_module: { id: number; title: string }[] }[];
      features: { id: number; name: string; value_pence: number }[];
    }>("GET", "create-event-require-data", { token });

    expect(answer.status).toBe(200);
    const data = answer.data!;
    expect(data.user.id).toBe(user.id);
    expect(data.user.package.max_participant_in_event).toBe(10);
    const yoga = data.categories.find((category) => category.id === categoryId);
    expect(yoga?.sub_categories).toContainEqual(expect.objectContaining({ id: child, name: "Yin yoga" }));
    expect(data.categories.map((category) => category.id)).not.toContain(channelOnly);
    expect(data.channels).toEqual([
      expect.objectContaining({
        id: channelId,
        title: "My club",
        event_type: "Live Events",
        channel_module: [expect.objectContaining({ title: "Week one" }), expect.objectContaining({ title: "Week two" })],
      }),
    ]);
    expect(data.channels.map((channel) => channel.id)).not.toContain(strangersChannel);
    expect(data.features).toContainEqual({ id: feature, name: "Workbook", value_pence: 700 });
    expect(data.features.map((entry) => entry.id)).not.toContain(retired);
  });
});

describe("POST events/create: a live event", () => {
  it("creates it Pending Approval, with seats from the host's package, and attaches its media", async () => {
    const { user, token } = await host();
    const photo = await createUploadedFile(t.db, user.id, "event-image");
    const preview = await createUploadedFile(t.db, user.id, "short-video");
    const speakerPhoto = await createUploadedFile(t.db, user.id, "speaker-photo");
    const feature = await createPaidFeature(t.db);
    const answer = await create(
      token,
      await formFor(user, {
        title: "Sunrise flow",
        photos: [photo],
        short_video: preview,
        time_zone: "America/New_York",
        view_link: "https://meet.example.com/sunrise",
        can_cancel: "on",
        features: [String(feature)],
        speakers: [{ speaker_name: "Ana", speaker_description: "Teacher", speaker_photo: speakerPhoto }, {}],
        schedule_dates: [{ schedule_date: "2026-03-10", schedule_fields: [{ schedule_time: "18:00", schedule_title: "Warm up", schedule_speaker: "Ana" }] }],
      }),
    );

    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({ event_type: "Online Event", is_bulk_event: false, series_id: null });
    const row = await eventRow(answer.data!.id);
    expect(row).toMatchObject({
      userId: user.id,
      title: "Sunrise flow",
      slug: "sunrise-flow",
      eventDate: "2026-03-10",
      endDate: "2026-03-10",
      timeZone: "America/New_York",
      ticketPricePence: 1250,
      isFree: false,
      canCancel: true,
      viewLink: "https://meet.example.com/sunrise",
      images: [photo],
      shortVideo: preview,
      // The free package of these tests: 10 seats per live event.
      maxParticipants: 10,
      isPublished: false,
      isRejected: false,
      seriesId: null,
    });
    expect(await t.db.select({ name: eventSpeakers.name, pic: eventSpeakers.pic, sort: eventSpeakers.sort }).from(eventSpeakers).where(eq(eventSpeakers.eventId, row.id))).toEqual([
      { name: "Ana", pic: speakerPhoto, sort: 1 },
    ]);
    expect(await t.db.select({ title: eventSchedule.title }).from(eventSchedule).where(eq(eventSchedule.eventId, row.id))).toEqual([{ title: "Warm up" }]);
    expect(await t.db.select({ featureId: eventFeatures.featureId }).from(eventFeatures).where(eq(eventFeatures.eventId, row.id))).toEqual([{ featureId: feature }]);
    const statuses = await t.db.select({ status: uploads.status }).from(uploads).where(inArray(uploads.key, [photo, preview, speakerPhoto]));
    expect(statuses.map((upload) => upload.status)).toEqual(["attached", "attached", "attached"]);
  });

  it("takes the seats of a better package when the host is on one", async () => {
    const { user, token } = await host({ packageId: 2 });
    const answer = await create(token, await formFor(user));
    expect(answer.status).toBe(200);
    expect((await eventRow(answer.data!.id)).maxParticipants).toBe(100);
  });

  it("makes a free event free: no price is stored even if one is posted", async () => {
    const { user, token } = await host();
    const answer = await create(token, await formFor(user, { is_free: "on", ticket_price: "9.99" }));
    expect(answer.status).toBe(200);
    expect(await eventRow(answer.data!.id)).toMatchObject({ isFree: true, ticketPricePence: 0 });
  });

  it("answers 'Required fields missing' with each field's message, and stores nothing", async () => {
    const { token } = await host();
    const before = await eventCount();
    const answer = await create(token, {});
    expect(answer.status).toBe(422);
    expect(answer.success).toBe(false);
    expect(answer.message).toBe("Required fields missing");
    expect(answer.errors).toEqual({
      title: ["Event title is required"],
      category_id: ["Category is required"],
      event_type: ["Event type is required"],
      description: ["Description is required"],
    });
    expect(await eventCount()).toBe(before);
  });

  it("asks a live event for its dates, times and a price", async () => {
    const { user, token } = await host();
    const answer = await create(token, await formFor(user, { event_date: "", end_date: null, event_time: undefined, end_time: "", ticket_price: "" }));
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({
      event_date: ["Event start date is required"],
      end_date: ["Event end date is required"],
      event_time: ["Event start time is required"],
      end_time: ["Event end time is required"],
      ticket_price: ["Ticket price is required"],
    });
  });

  it.each([
    [{ description: "Too short" }, "description", "Mininum 10 characters"],
    [{ ticket_price: "12.345" }, "ticket_price", "Not a valid price"],
    [{ ticket_price: "£12" }, "ticket_price", "Not a valid price"],
    [{ ticket_price: "0.00" }, "ticket_price", "Price cannot be 0, tick Free Event instead"],
    [{ end_time: "18:00" }, "end_time", "Event end time should be greater"],
    [{ end_time: "17:30" }, "end_time", "Event end time should be greater"],
    [{ event_date: "2026-03-01", end_date: "2026-03-01" }, "event_date", "Event start date cannot be in the past"],
    [{ end_date: "2026-03-09" }, "end_date", "Event end date cannot be before the start date"],
    [{ event_date: "2026-02-30" }, "event_date", "Enter a valid date"],
    [{ time_zone: "Mars/Olympus" }, "time_zone", "Choose a valid time zone"],
    [{ view_link: "http://meet.example.com/x" }, "view_link", "Require valid join link url starting with https://"],
    [{ is_recurring_event: true }, "repeat_frequency", "Repeat Frequency Required"],
    [{ is_recurring_event: true, repeat_frequency: "weekly" }, "repeat_until_date", "Repeat Until Date Required"],
    [{ is_recurring_event: true, repeat_frequency: "weekly", repeat_until_date: "2026-03-16" }, "repeat_until_date", "Event cannot repeat in time frame given"],
    [{ is_recurring_event: true, repeat_frequency: "fortnightly", repeat_until_date: "2026-03-23" }, "repeat_until_date", "Event cannot repeat in time frame given"],
    [{ is_recurring_event: true, repeat_frequency: "monthly", repeat_until_date: "2026-04-09" }, "repeat_until_date", "Event cannot repeat in time frame given"],
    [{ is_recurring_event: true, repeat_frequency: "daily", repeat_until_date: "2026-06-10" }, "repeat_until_date", "Repeat until date must be 1 to 91 days after the start date"],
    [{ speakers: [{ speaker_description: "No name" }] }, "speakers.0.speaker_name", "Speaker name is required"],
    [{ speakers: [{ speaker_name: "A" }, { speaker_name: "B" }, { speaker_name: "C" }, { speaker_name: "D" }] }, "speakers", "At most 3 speakers"],
    // (A NUL never reaches the schema: the API's input boundary refuses it first, tests/api/hostile-boundary.test.ts.)
    [{ title: "Line\u0007break" }, "title", "Must not contain control characters"],
  ])("refuses %j: %s says %s", async (overrides, field, message) => {
    const { user, token } = await host();
    const before = await eventCount();
    const answer = await create(token, await formFor(user, overrides));
    expect(answer.status).toBe(422);
    expect(answer.message).toBe("Required fields missing");
    expect(answer.errors?.[field]).toEqual([message]);
    expect(await eventCount()).toBe(before);
  });

  it("refuses a category that does not exist", async () => {
    const { user, token } = await host();
    const answer = await create(token, await formFor(user, { category_id: 999999 }));
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({ category_id: ["Category is required"] });
  });

  it("refuses a photo key uploaded by another user, attaching nothing and storing nothing", async () => {
    const { user, token } = await host();
    const other = await createUser(t);
    const forged = await createUploadedFile(t.db, other.id, "event-image");
    const mine = await createUploadedFile(t.db, user.id, "event-image");
    const before = await eventCount();
    const answer = await create(token, await formFor(user, { photos: [mine, forged] }));
    expect(answer.status).toBe(422);
    expect(answer.message).toBe(UPLOAD_NOT_YOURS);
    expect(answer.errors).toEqual({ photos: [UPLOAD_NOT_YOURS] });
    expect(await eventCount()).toBe(before);
    const statuses = await t.db.select({ key: uploads.key, status: uploads.status }).from(uploads).where(inArray(uploads.key, [mine, forged]));
    expect(statuses.map((row) => row.status)).toEqual(["uploaded", "uploaded"]);
  });

  it("refuses a private full video put where the preview video belongs", async () => {
    const { user, token } = await host();
    const fullVideo = await createUploadedFile(t.db, user.id, "full-video");
    const answer = await create(token, await formFor(user, { short_video: fullVideo }));
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({ short_video: [UPLOAD_NOT_YOURS] });
  });
});

describe("POST events/create: recurring live events", () => {
  it("creates one event per weekly occurrence, sharing the first one's id as series_id, each with its own seats and schedule", async () => {
    const { user, token } = await host();
    const answer = await create(
      token,
      await formFor(user, {
        is_recurring_event: "on",
        repeat_frequency: "weekly",
        repeat_until_date: "2026-03-31",
        schedule_dates: [{ schedule_date: "2026-03-10", schedule_fields: [{ schedule_time: "18:05", schedule_title: "Breathing" }] }],
      }),
    );
    expect(answer.status).toBe(200);
    const { id, series_id, occurrence_ids } = answer.data!;
    expect(series_id).toBe(id);
    expect(occurrence_ids[0]).toBe(id);
    const rows = await t.db.select().from(events).where(inArray(events.id, occurrence_ids)).orderBy(asc(events.eventDate));
    expect(rows.map((row) => row.eventDate)).toEqual(["2026-03-10", "2026-03-17", "2026-03-24", "2026-03-31"]);
    expect(rows.every((row) => row.seriesId === id && row.maxParticipants === 10 && row.isRecurringEvent && !row.isPublished)).toBe(true);
    expect(rows.map((row) => row.endDate)).toEqual(rows.map((row) => row.eventDate));
    const schedule = await t.db
      .select({ eventId: eventSchedule.eventId, startDate: eventSchedule.startDate, startTime: eventSchedule.startTime })
      .from(eventSchedule)
      .where(inArray(eventSchedule.eventId, occurrence_ids))
      .orderBy(asc(eventSchedule.startDate));
    expect(schedule.map((row) => [row.eventId, row.startDate, row.startTime])).toEqual(
      rows.map((row) => [row.id, row.eventDate, "18:05:00"]),
    );
  });

  it("clamps monthly occurrences to the month's last day, counted from the first date: 31 Jan → 28 Feb → 31 Mar → 30 Apr", async () => {
    const { user, token } = await host();
    const answer = await create(
      token,
      await formFor(user, {
        event_date: "2027-01-31",
        end_date: "2027-01-31",
        is_recurring_event: true,
        repeat_frequency: "monthly",
        repeat_until_date: "2027-05-01",
      }),
    );
    expect(answer.status).toBe(200);
    const rows = await t.db.select({ eventDate: events.eventDate }).from(events).where(eq(events.seriesId, answer.data!.id)).orderBy(asc(events.eventDate));
    expect(rows.map((row) => row.eventDate)).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("ignores the recurrence fields when recurring is not ticked", async () => {
    const { user, token } = await host();
    const answer = await create(token, await formFor(user, { repeat_frequency: "daily", repeat_until_date: "2026-03-20" }));
    expect(answer.status).toBe(200);
    expect(answer.data!.occurrence_ids).toHaveLength(1);
    expect(await eventRow(answer.data!.id)).toMatchObject({ isRecurringEvent: false, repeatFrequency: null, repeatUntilDate: null, seriesId: null });
  });
});

describe("POST events/create: pre-recorded events and channels", () => {
  it("creates a pre-recorded event without dates, seats from the package's pre-recorded limit", async () => {
    const { user, token } = await host();
    const answer = await create(token, await formFor(user, { event_type: "Pre Recorded", event_date: "", end_date: "", event_time: "", end_time: "", view_link: "https://meet.example.com/x" }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ event_type: "Pre Recorded", is_bulk_event: false });
    expect(await eventRow(answer.data!.id)).toMatchObject({ eventDate: null, eventTime: null, viewLink: null, maxParticipants: 20, ticketPricePence: 1250 });
  });

  it("creates a bulk of pre-recorded videos, and asks for their number (1 to 15)", async () => {
    const { user, token } = await host();
    const base = { event_type: "Pre Recorded", is_bulk_event: "on" };
    for (const [bulk_event, message] of [
      ["", "Number of Videos is required"],
      ["0", "Number of Videos must be at least 1"],
      ["16", "Max bulk events can create upto 15"],
    ] as const) {
      const refused = await create(token, await formFor(user, { ...base, bulk_event }));
      expect(refused.errors?.bulk_event, `bulk_event ${JSON.stringify(bulk_event)}`).toEqual([message]);
    }
    const answer = await create(token, await formFor(user, { ...base, bulk_event: "3" }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ is_bulk_event: true });
    expect(await eventRow(answer.data!.id)).toMatchObject({ isBulkEvent: true, bulkEventCount: 3 });
  });

  it("puts an event in the host's channel without a price, and requires a module when the channel has some", async () => {
    const { user, token } = await host();
    const channelId = await createHostedChannel(t.db, user.row);
    const plain = await create(token, await formFor(user, { channel_id: String(channelId), is_free: true }));
    expect(plain.status).toBe(200);
    expect(await eventRow(plain.data!.id)).toMatchObject({ channelId, isFree: false, ticketPricePence: 0 });

    const [module] = await t.db.insert(channelModules).values({ channelId, title: "Week one" }).returning();
    const withoutModule = await create(token, await formFor(user, { channel_id: channelId }));
    expect(withoutModule.status).toBe(422);
    expect(withoutModule.errors).toEqual({ channel_module_id: ["Module selection is required"] });
    const withModule = await create(token, await formFor(user, { channel_id: channelId, channel_module_id: module!.id }));
    expect(withModule.status).toBe(200);
    expect((await eventRow(withModule.data!.id)).channelModuleId).toBe(module!.id);
  });

  it("refuses another host's channel, and a channel that holds only the other kind of event", async () => {
    const { user, token } = await host();
    const other = await createUser(t);
    const theirs = await createHostedChannel(t.db, other.row);
    const videosOnly = await createHostedChannel(t.db, user.row, { eventType: "Pre Recorded Events" });
    for (const channel_id of [theirs, videosOnly]) {
      const answer = await create(token, await formFor(user, { channel_id }));
      expect(answer.status).toBe(422);
      expect(answer.errors).toEqual({ channel_id: ["Choose one of your channels"] });
    }
  });
});
