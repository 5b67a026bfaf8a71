// The event form's rules of behaviour (spec 001 §4) and its schema as the browser and Conform use it.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { normaliseEventForm } from "~shared/event-form/read";
import { applyEventFormRules, changeStartDate, changeStartTime, channelsForEventType, chooseChannel, moduleRequired, tickFree, tickRecurring } from "~shared/event-form/rules";
import { eventFormIssues, eventFormSchema } from "~shared/event-form/schema";

const base = { event_type: "Online Event", ticket_price: "10", is_free: false, channel_id: null, is_recurring_event: true, repeat_frequency: "weekly", repeat_until_date: "2026-04-01" };

describe("the rules on change", () => {
  it("ticking Free clears the price", () => {
    expect(tickFree(base, true)).toMatchObject({ is_free: true, ticket_price: null });
    expect(tickFree({ ...base, is_free: true, ticket_price: null }, false)).toMatchObject({ is_free: false, ticket_price: null });
  });

  it("selecting a channel sets Free off and the price to null, and asks for the module again", () => {
    expect(chooseChannel({ ...base, is_free: true, channel_module_id: 4 }, 7)).toMatchObject({ channel_id: 7, is_free: false, ticket_price: null, channel_module_id: null });
    expect(chooseChannel({ ...base, channel_id: 7, channel_module_id: 4 }, "")).toMatchObject({ channel_id: null, channel_module_id: null });
  });

  it("the end date follows the start date, the end time the start time", () => {
    expect(changeStartDate({ ...base, end_date: "2026-03-01" }, "2026-03-10")).toMatchObject({ event_date: "2026-03-10", end_date: "2026-03-10" });
    expect(changeStartTime({ ...base, end_time: "09:00" }, "18:00")).toMatchObject({ event_time: "18:00", end_time: "18:00" });
  });

  it("unticking recurring clears the frequency and the repeat-until date", () => {
    expect(tickRecurring(base, false)).toMatchObject({ is_recurring_event: false, repeat_frequency: null, repeat_until_date: null });
    expect(tickRecurring({ ...base, is_recurring_event: false }, true)).toMatchObject({ is_recurring_event: true, repeat_frequency: "weekly" });
  });
});

describe("applyEventFormRules: what is posted is brought in line", () => {
  it("free, channel and recurring", () => {
    expect(applyEventFormRules({ ...base, is_free: true })).toMatchObject({ is_free: true, ticket_price: null });
    expect(applyEventFormRules({ ...base, is_free: true, channel_id: "3" })).toMatchObject({ is_free: false, ticket_price: null, channel_id: "3" });
    expect(applyEventFormRules({ ...base, is_recurring_event: false })).toMatchObject({ repeat_frequency: null, repeat_until_date: null });
    expect(applyEventFormRules({ ...base, channel_id: "", channel_module_id: 5 })).toMatchObject({ channel_id: null, channel_module_id: null });
  });

  it("a pre-recorded event has no dates, recurrence, join link or Free; only it can be a bulk", () => {
    expect(
      applyEventFormRules({ ...base, event_type: "Pre Recorded", is_free: true, event_date: "2026-03-10", view_link: "https://x.example.com", is_bulk_event: true, bulk_event: 3 }),
    ).toMatchObject({ event_date: null, view_link: null, is_free: false, is_recurring_event: false, repeat_frequency: null, is_bulk_event: true, bulk_event: 3 });
    expect(applyEventFormRules({ ...base, is_bulk_event: true, bulk_event: 3 })).toMatchObject({ is_bulk_event: false, bulk_event: null });
  });
});

describe("channel and module selects", () => {
  const channels = [
    { id: 1, event_type: "Live Events", channel_module: [] },
    { id: 2, event_type: "Pre Recorded Events", channel_module: [{ id: 9, title: "Week one" }] },
    { id: 3, event_type: "Pre Recorded and Live", channel_module: [] },
  ];

  it("offers the channels that hold the event type", () => {
    expect(channelsForEventType(channels, "Online Event").map((channel) => channel.id)).toEqual([1, 3]);
    expect(channelsForEventType(channels, "Pre Recorded").map((channel) => channel.id)).toEqual([2, 3]);
  });

  it("requires a module when the chosen channel has modules", () => {
    expect(moduleRequired({ channel_id: "2" }, channels)).toBe(true);
    expect(moduleRequired({ channel_id: 1 }, channels)).toBe(false);
    expect(moduleRequired({ channel_id: null }, channels)).toBe(false);
    const draft = normaliseEventForm({ title: "T", event_type: "Pre Recorded", channel_id: "2" });
    expect(eventFormIssues(draft, { now: () => new Date("2026-03-02T10:00:00Z"), channels }).find((issue) => issue.path[0] === "channel_module_id")?.message).toBe(
      "Module selection is required",
    );
  });
});

describe("the schema through Conform, as a form posts it", () => {
  const now = () => new Date("2026-03-02T10:00:00Z");

  function formData(entries: [string, string][]) {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  }

  it("reads nested names, ticked boxes and empty fields", () => {
    const submission = parseWithZod(
      formData([
        ["title", "Sunrise flow"],
        ["category_id", "4"],
        ["event_type", "Online Event"],
        ["description", "A gentle hour of yoga."],
        ["event_date", "2026-03-10"],
        ["end_date", "2026-03-10"],
        ["event_time", "18:00"],
        ["end_time", "19:00"],
        ["is_free", "on"],
        ["ticket_price", "5"],
        ["photos[0]", "event-images/a.jpg"],
        ["speakers[0].speaker_name", "Ana"],
        ["speakers[1].speaker_name", ""],
        ["schedule_dates[0].schedule_date", "2026-03-10"],
        ["schedule_dates[0].schedule_fields[0].schedule_time", "18:00"],
        ["schedule_dates[0].schedule_fields[0].schedule_title", "Warm up"],
        ["features[0]", "2"],
      ]),
      { schema: eventFormSchema({ now }) },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      category_id: 4,
      is_free: true,
      ticket_price_pence: null,
      photos: ["event-images/a.jpg"],
      speakers: [{ slot: 1, speaker_name: "Ana" }],
      schedule: [{ schedule_date: "2026-03-10", schedule_time: "18:00", schedule_title: "Warm up" }],
      features: [2],
      time_zone: "Europe/London",
    });
  });

  it("names each broken field by its form name", () => {
    const submission = parseWithZod(
      formData([
        ["event_type", "Online Event"],
        ["is_recurring_event", "on"],
        ["repeat_frequency", "weekly"],
        ["event_date", "2026-03-10"],
        ["end_date", "2026-03-10"],
        ["event_time", "18:00"],
        ["end_time", "19:00"],
        ["repeat_until_date", "2026-03-12"],
        ["schedule_dates[1].schedule_date", "2026-03-10"],
        ["schedule_dates[1].schedule_fields[2].schedule_title", "No time"],
      ]),
      { schema: eventFormSchema({ now }) },
    );
    if (submission.status === "success") throw new Error("expected the form to be refused");
    expect(submission.error).toMatchObject({
      title: ["Event title is required"],
      ticket_price: ["Ticket price is required"],
      repeat_until_date: ["Event cannot repeat in time frame given"],
      "schedule_dates[1].schedule_fields[2].schedule_time": ["Schedule time is required"],
    });
  });
});
