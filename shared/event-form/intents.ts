// The event form's intent buttons: `<button name="intent" value="add-schedule-row:0">` posts the
// form; the action answers with the same draft changed, nothing saved. With JavaScript the page
// applies the very same functions in place.
import { emptyScheduleDate, emptyScheduleRow, emptySpeaker, type EventDraft } from "./draft";
import { MAX_SCHEDULE_DATES, MAX_SCHEDULE_FIELDS, MAX_SPEAKERS } from "./limits";

export type FormIntent =
  | { type: "save" }
  | { type: "save-and-video" }
  | { type: "save-join-link" }
  | { type: "add-module" }
  | { type: "draw-cover" }
  | { type: "add-schedule-date" }
  | { type: "remove-schedule-date"; date: number }
  | { type: "add-schedule-row"; date: number }
  | { type: "remove-schedule-row"; date: number; row: number }
  | { type: "add-speaker" }
  | { type: "remove-speaker"; speaker: number }
  | { type: "remove-photo"; photo: number }
  | { type: "remove-short-video" };

const INDEXED = /^([a-z-]+)(?::(\d{1,3}))?(?::(\d{1,3}))?$/;

/** The intent a post names; a missing or unknown one is a save (Enter in a field, an old form). */
export function parseIntent(value: FormDataEntryValue | null | undefined): FormIntent {
  const match = INDEXED.exec(typeof value === "string" ? value.trim() : "");
  if (!match) return { type: "save" };
  const [, name, a, b] = match;
  const first = a === undefined ? undefined : Number(a);
  const second = b === undefined ? undefined : Number(b);
  switch (name) {
    case "save-and-video":
    case "save-join-link":
    case "add-module":
    case "draw-cover":
    case "add-schedule-date":
    case "add-speaker":
    case "remove-short-video":
      return { type: name };
    case "remove-schedule-date":
      return first === undefined ? { type: "save" } : { type: name, date: first };
    case "add-schedule-row":
      return first === undefined ? { type: "save" } : { type: name, date: first };
    case "remove-schedule-row":
      return first === undefined || second === undefined ? { type: "save" } : { type: name, date: first, row: second };
    case "remove-speaker":
      return first === undefined ? { type: "save" } : { type: name, speaker: first };
    case "remove-photo":
      return first === undefined ? { type: "save" } : { type: name, photo: first };
    default:
      return { type: "save" };
  }
}

/** The `value` of the button for an intent (the inverse of parseIntent). */
export function intentValue(intent: FormIntent): string {
  switch (intent.type) {
    case "remove-schedule-date":
    case "add-schedule-row":
      return `${intent.type}:${intent.date}`;
    case "remove-schedule-row":
      return `${intent.type}:${intent.date}:${intent.row}`;
    case "remove-speaker":
      return `${intent.type}:${intent.speaker}`;
    case "remove-photo":
      return `${intent.type}:${intent.photo}`;
    default:
      return intent.type;
  }
}

/** True for the intents that only change the form on the page (nothing is sent to the API). */
export function isLayoutIntent(intent: FormIntent): boolean {
  return !["save", "save-and-video", "save-join-link", "add-module", "draw-cover"].includes(intent.type);
}

const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** The draft after an intent button; out-of-range indexes and full lists leave it as it was. */
export function applyIntent(draft: EventDraft, intent: FormIntent): EventDraft {
  switch (intent.type) {
    case "add-schedule-date": {
      if (draft.schedule_dates.length >= MAX_SCHEDULE_DATES) return draft;
      // A new date starts on the event's start date, a row ready to fill.
      return { ...draft, schedule_dates: [...draft.schedule_dates, emptyScheduleDate(draft.event_date)] };
    }
    case "remove-schedule-date":
      return { ...draft, schedule_dates: without(draft.schedule_dates, intent.date) };
    case "add-schedule-row": {
      const date = draft.schedule_dates[intent.date];
      if (!date || date.schedule_fields.length >= MAX_SCHEDULE_FIELDS) return draft;
      return {
        ...draft,
        schedule_dates: draft.schedule_dates.map((d, i) =>
          i === intent.date ? { ...d, schedule_fields: [...d.schedule_fields, emptyScheduleRow()] } : d,
        ),
      };
    }
    case "remove-schedule-row": {
      const date = draft.schedule_dates[intent.date];
      if (!date) return draft;
      return {
        ...draft,
        schedule_dates: draft.schedule_dates.map((d, i) =>
          i === intent.date ? { ...d, schedule_fields: without(d.schedule_fields, intent.row) } : d,
        ),
      };
    }
    case "add-speaker":
      return draft.speakers.length >= MAX_SPEAKERS ? draft : { ...draft, speakers: [...draft.speakers, emptySpeaker()] };
    case "remove-speaker": {
      const speakers = without(draft.speakers, intent.speaker);
      return { ...draft, speakers: speakers.length > 0 ? speakers : [emptySpeaker()] };
    }
    case "remove-photo":
      return { ...draft, photos: without(draft.photos, intent.photo) };
    case "remove-short-video":
      return { ...draft, short_video: "" };
    default:
      return draft;
  }
}
