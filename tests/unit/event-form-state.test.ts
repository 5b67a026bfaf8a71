// The event form's state without JavaScript: what a post carries, what each intent button does,
// the rules of behaviour (001 §4) and the mapping of error keys back to the fields on the page.
import { describe, expect, it } from "vitest";
import { emptyDraft, type EventDraft } from "~shared/event-form/draft";
import { formErrorsOf, formFieldOf } from "~shared/event-form/field-names";
import { applyIntent, type FormIntent, intentValue, isLayoutIntent, parseIntent } from "~shared/event-form/intents";
import { MAX_SPEAKERS } from "~shared/event-form/limits";
import { applyChange, applyPostedRules, dateLimits, isDirty } from "~shared/event-form/rules";
import { draftFromEntries, draftFromValues, draftToFields } from "~shared/event-form/wire";

const post = (pairs: [string, string | File][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return draftFromEntries(form.entries());
};

describe("reading a posted form", () => {
  it("reads plain fields, checkboxes and nested rows in Conform's notation", () => {
    const draft = post([
      ["title", "Sunrise yoga"],
      ["event_type", "Online Event"],
      ["is_free", "on"],
      ["is_recurring_event", "on"],
      ["repeat_frequency", "weekly"],
      ["features", "2"],
      ["features", "5"],
      ["schedule_dates[0].schedule_date", "2030-01-01"],
      ["schedule_dates[0].schedule_fields[0].schedule_time", "09:00"],
      ["schedule_dates[0].schedule_fields[0].schedule_title", "Welcome"],
      ["schedule_dates[0].schedule_fields[1].schedule_title", "Flow"],
      ["schedule_dates[1].schedule_date", "2030-01-02"],
      ["speakers[1].speaker_name", "Amara"],
    ]);
    expect(draft.title).toBe("Sunrise yoga");
    expect(draft.is_free).toBe(true);
    expect(draft.can_cancel).toBe(false);
    expect(draft.features).toEqual(["2", "5"]);
    expect(draft.schedule_dates).toEqual([
      {
        schedule_date: "2030-01-01",
        schedule_fields: [
          { schedule_time: "09:00", schedule_title: "Welcome", schedule_speaker: "" },
          { schedule_time: "", schedule_title: "Flow", schedule_speaker: "" },
        ],
      },
      { schedule_date: "2030-01-02", schedule_fields: [] },
    ]);
    expect(draft.speakers).toHaveLength(2);
    expect(draft.speakers[1]!.speaker_name).toBe("Amara");
  });

  it("keeps uploaded keys across re-renders, and a new upload replaces the key before it", () => {
    const draft = post([
      ["photos", "events/a.jpg"],
      ["photos", "events/b.png"],
      ["photos", "events/a.jpg"],
      ["photos", ""],
      ["short_video", "short-videos/old.mp4"],
      ["short_video", "short-videos/new.mp4"],
      ["speakers[0].speaker_photo", "speakers/kept.jpg"],
      ["speakers[0].speaker_photo", ""],
    ]);
    expect(draft.photos).toEqual(["events/a.jpg", "events/b.png"]);
    expect(draft.short_video).toBe("short-videos/new.mp4");
    expect(draft.speakers[0]!.speaker_photo).toBe("speakers/kept.jpg");
  });

  it("ignores files, unknown names and rows past the limits instead of failing", () => {
    const draft = post([
      ["photos", new File(["x"], "x.png", { type: "image/png" })],
      ["speakers[7].speaker_name", "Too many"],
      ["schedule_dates[999].schedule_date", "2030-01-01"],
      ["schedule_dates[0].schedule_fields[0].secret", "x"],
      ["__proto__", "x"],
    ]);
    expect(draft.photos).toEqual([]);
    expect(draft.speakers).toEqual([{ speaker_name: "", speaker_description: "", speaker_photo: "" }]);
    expect(draft.schedule_dates).toEqual([]);
  });
});

describe("intent buttons", () => {
  const base = (): EventDraft =>
    emptyDraft({
      event_date: "2030-03-01",
      schedule_dates: [
        { schedule_date: "2030-03-01", schedule_fields: [{ schedule_time: "10:00", schedule_title: "One", schedule_speaker: "" }] },
        { schedule_date: "2030-03-02", schedule_fields: [] },
      ],
    });

  it("round-trips every intent through its button value", () => {
    const intents: FormIntent[] = [
      { type: "save" },
      { type: "save-and-video" },
      { type: "save-join-link" },
      { type: "add-module" },
      { type: "draw-cover" },
      { type: "add-schedule-date" },
      { type: "remove-schedule-date", date: 1 },
      { type: "add-schedule-row", date: 0 },
      { type: "remove-schedule-row", date: 0, row: 2 },
      { type: "add-speaker" },
      { type: "remove-speaker", speaker: 2 },
      { type: "remove-photo", photo: 3 },
      { type: "remove-short-video" },
    ];
    for (const intent of intents) expect(parseIntent(intentValue(intent))).toEqual(intent);
  });

  it("treats a missing or unreadable intent as a save", () => {
    for (const value of [null, undefined, "", "drop-table", "remove-speaker", "remove-speaker:x", "add-schedule-row:9999"]) {
      expect(parseIntent(value)).toEqual({ type: "save" });
    }
    expect(isLayoutIntent({ type: "save" })).toBe(false);
    expect(isLayoutIntent({ type: "add-module" })).toBe(false);
    // Drawing a cover needs the server (it stores the picture): it posts the form with JavaScript too.
    expect(isLayoutIntent({ type: "draw-cover" })).toBe(false);
    expect(isLayoutIntent({ type: "add-speaker" })).toBe(true);
  });

  it("adds a schedule date on the event's start date with one empty row", () => {
    const next = applyIntent(base(), { type: "add-schedule-date" });
    expect(next.schedule_dates).toHaveLength(3);
    expect(next.schedule_dates[2]).toEqual({
      schedule_date: "2030-03-01",
      schedule_fields: [{ schedule_time: "", schedule_title: "", schedule_speaker: "" }],
    });
  });

  it("adds and removes rows of one date, keeping what was typed in the others", () => {
    const added = applyIntent(base(), { type: "add-schedule-row", date: 1 });
    expect(added.schedule_dates[1]!.schedule_fields).toHaveLength(1);
    expect(added.schedule_dates[0]!.schedule_fields[0]!.schedule_title).toBe("One");
    const removed = applyIntent(added, { type: "remove-schedule-row", date: 0, row: 0 });
    expect(removed.schedule_dates[0]!.schedule_fields).toEqual([]);
    expect(removed.schedule_dates[1]!.schedule_fields).toHaveLength(1);
    const dateGone = applyIntent(removed, { type: "remove-schedule-date", date: 0 });
    expect(dateGone.schedule_dates.map((d) => d.schedule_date)).toEqual(["2030-03-02"]);
  });

  it("leaves the draft alone for an index that is not there", () => {
    const draft = base();
    expect(applyIntent(draft, { type: "add-schedule-row", date: 5 })).toBe(draft);
    expect(applyIntent(draft, { type: "remove-schedule-row", date: 5, row: 0 })).toBe(draft);
    expect(applyIntent(draft, { type: "remove-schedule-date", date: 9 }).schedule_dates).toEqual(draft.schedule_dates);
  });

  it("offers at most three speaker slots and always keeps one", () => {
    let draft = emptyDraft();
    for (let i = 0; i < 5; i++) draft = applyIntent(draft, { type: "add-speaker" });
    expect(draft.speakers).toHaveLength(MAX_SPEAKERS);
    draft = { ...draft, speakers: draft.speakers.map((s, i) => ({ ...s, speaker_name: `S${i}` })) };
    draft = applyIntent(draft, { type: "remove-speaker", speaker: 1 });
    expect(draft.speakers.map((s) => s.speaker_name)).toEqual(["S0", "S2"]);
    draft = applyIntent(applyIntent(draft, { type: "remove-speaker", speaker: 0 }), { type: "remove-speaker", speaker: 0 });
    expect(draft.speakers).toEqual([{ speaker_name: "", speaker_description: "", speaker_photo: "" }]);
  });

  it("removes one photo or the preview video", () => {
    const draft = emptyDraft({ photos: ["a.jpg", "b.jpg", "c.jpg"], short_video: "v.mp4" });
    expect(applyIntent(draft, { type: "remove-photo", photo: 1 }).photos).toEqual(["a.jpg", "c.jpg"]);
    expect(applyIntent(draft, { type: "remove-short-video" }).short_video).toBe("");
  });
});

describe("rules of behaviour (001 §4)", () => {
  it("Free clears the price", () => {
    expect(applyPostedRules(emptyDraft({ is_free: true, ticket_price: "12.50" })).ticket_price).toBe("");
    expect(applyPostedRules(emptyDraft({ is_free: false, ticket_price: "12.50" })).ticket_price).toBe("12.50");
  });

  it("a channel clears Free and the price", () => {
    const ruled = applyPostedRules(emptyDraft({ channel_id: "4", is_free: true, ticket_price: "9" }));
    expect(ruled.is_free).toBe(false);
    expect(ruled.ticket_price).toBe("");
  });

  it("unticking recurring clears the frequency and the repeat-until date", () => {
    const ruled = applyPostedRules(emptyDraft({ is_recurring_event: false, repeat_frequency: "weekly", repeat_until_date: "2030-02-01" }));
    expect(ruled.repeat_frequency).toBe("");
    expect(ruled.repeat_until_date).toBe("");
    const kept = applyPostedRules(emptyDraft({ is_recurring_event: true, repeat_frequency: "weekly", repeat_until_date: "2030-02-01" }));
    expect(kept.repeat_frequency).toBe("weekly");
  });

  it("as the host types: the end date and end time follow the start", () => {
    const before = emptyDraft();
    const started = applyChange(before, { ...before, event_date: "2030-05-04" });
    expect(started.end_date).toBe("2030-05-04");
    const moved = applyChange(started, { ...started, event_date: "2030-05-10" });
    expect(moved.end_date).toBe("2030-05-10");
    const timed = applyChange(moved, { ...moved, event_time: "18:00" });
    expect(timed.end_time).toBe("18:00");
    // Changing the end does not move the start.
    const ended = applyChange(timed, { ...timed, end_date: "2030-05-12", end_time: "20:00" });
    expect(ended).toMatchObject({ event_date: "2030-05-10", end_date: "2030-05-12", event_time: "18:00", end_time: "20:00" });
  });

  it("as the host types: Free clears the price, unticking recurring clears frequency and repeat-until", () => {
    const priced = emptyDraft({ ticket_price: "12.00" });
    expect(applyChange(priced, { ...priced, is_free: true }).ticket_price).toBe("");
    const recurring = emptyDraft({ is_recurring_event: true, repeat_frequency: "weekly", repeat_until_date: "2030-06-01" });
    expect(applyChange(recurring, { ...recurring, is_recurring_event: false })).toMatchObject({ repeat_frequency: "", repeat_until_date: "" });
  });

  it("as the host types: switching to pre-recorded hides the live fields without losing them", () => {
    const live = emptyDraft({ event_date: "2030-05-10", view_link: "https://meet.example.com/x" });
    const switched = applyChange(live, { ...live, event_type: "Pre Recorded" });
    expect(switched.event_date).toBe("2030-05-10");
    // The server drops them from a pre-recorded post.
    expect(applyPostedRules(switched)).toMatchObject({ event_date: "", view_link: "", is_free: false });
  });

  it("as the host types: choosing a channel turns Free off, empties the price and the module", () => {
    const before = emptyDraft({ is_free: true, ticket_price: "", channel_module_id: "3", channel_id: "1" });
    const next = applyChange(before, { ...before, channel_id: "2" });
    expect(next).toMatchObject({ channel_id: "2", is_free: false, ticket_price: "", channel_module_id: "" });
  });

  it("gives the pickers the spec's limits", () => {
    expect(dateLimits({ event_date: "" }, "2030-01-10")).toEqual({
      startMin: "2030-01-10",
      endMin: "2030-01-10",
      repeatUntilMin: "2030-01-11",
      repeatUntilMax: "2030-04-11",
    });
    expect(dateLimits({ event_date: "2030-12-31" }, "2030-01-10").repeatUntilMax).toBe("2031-04-01");
    // A start that is not a real date (a hand-made post) sets no repeat-until limit, and never throws.
    expect(dateLimits({ event_date: "2030-02-31" }, "2030-01-10")).toMatchObject({ repeatUntilMin: "", repeatUntilMax: "" });
  });

  it("notices unsaved input, but not a module title alone", () => {
    const initial = emptyDraft();
    expect(isDirty(initial, emptyDraft())).toBe(false);
    expect(isDirty({ ...initial, title: "x" }, initial)).toBe(true);
    expect(isDirty({ ...initial, new_module_title: "x" }, initial)).toBe(false);
  });
});

describe("to and from the API", () => {
  it("reads the edit call's values, trimming seconds off times", () => {
    const draft = draftFromValues({
      event_id: 12,
      event_type: "Online Event",
      title: "T",
      category_id: 3,
      event_time: "18:30:00",
      is_free: 1,
      photos: ["events/a.jpg"],
      schedule_dates: [{ schedule_date: "2030-01-01", schedule_fields: [{ schedule_time: "09:00:00", schedule_title: "A" }] }],
      speakers: [],
    });
    expect(draft).toMatchObject({ event_id: "12", category_id: "3", event_time: "18:30", is_free: true, photos: ["events/a.jpg"] });
    expect(draft.schedule_dates[0]!.schedule_fields[0]).toEqual({ schedule_time: "09:00", schedule_title: "A", schedule_speaker: "" });
    expect(draft.speakers).toHaveLength(1);
    expect(draftFromValues(null).title).toBe("");
  });

  it("sends empty values as null", () => {
    const fields = draftToFields(emptyDraft({ title: "T", bulk_event: "4" }));
    expect(fields.title).toBe("T");
    expect(fields.category_id).toBeNull();
    expect(fields.bulk_event).toBeNull();
    expect(draftToFields(emptyDraft({ is_bulk_event: true, bulk_event: "4" })).bulk_event).toBe("4");
  });

  it("maps the schema's numbering of non-blank rows back to the rows on the page", () => {
    const draft = emptyDraft({
      schedule_dates: [
        {
          schedule_date: "2030-01-01",
          schedule_fields: [
            { schedule_time: "", schedule_title: "", schedule_speaker: "" },
            { schedule_time: "09:00", schedule_title: "", schedule_speaker: "" },
          ],
        },
        { schedule_date: "2030-01-02", schedule_fields: [{ schedule_time: "", schedule_title: "Talk", schedule_speaker: "" }] },
      ],
      speakers: [
        { speaker_name: "", speaker_description: "", speaker_photo: "" },
        { speaker_name: "", speaker_description: "About", speaker_photo: "" },
      ],
    });
    expect(formFieldOf("schedule.0.schedule_title", draft)).toBe("schedule_dates[0].schedule_fields[1].schedule_title");
    expect(formFieldOf("schedule[1].schedule_time", draft)).toBe("schedule_dates[1].schedule_fields[0].schedule_time");
    expect(formFieldOf("schedule.1.schedule_date", draft)).toBe("schedule_dates[1].schedule_date");
    expect(formFieldOf("speakers.0.speaker_name", draft)).toBe("speakers[1].speaker_name");
    expect(formFieldOf("schedule_dates.1.schedule_fields.0.schedule_title", draft)).toBe("schedule_dates[1].schedule_fields[0].schedule_title");
    expect(formFieldOf("title", draft)).toBe("title");
    expect(formErrorsOf({ title: ["Event title is required"], "speakers.0.speaker_name": ["Speaker name is required"], x: null }, draft)).toEqual({
      title: ["Event title is required"],
      "speakers[1].speaker_name": ["Speaker name is required"],
    });
  });
});
