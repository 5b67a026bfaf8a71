// The event form's state as the screen holds it (spec 001 §2.1, §3 "Event form"): every value as
// typed (strings, booleans, arrays), read back from a posted form, changed by the form's intent
// buttons (add or remove a schedule date, a schedule row, a speaker, a photo) and by the rules of
// behaviour of 001 §4. Pure and browser-safe: the action applies it to a post without JavaScript,
// the page applies the very same functions as the host types.
//
// Field names are the spec's (snake_case); nested ones use Conform's notation
// (`schedule_dates[0].schedule_fields[1].schedule_time`, `speakers[2].speaker_name`), so the
// shared schema's messages land on the field that caused them.

import {
  applyEventFormRules,
  changeStartDate,
  changeStartTime,
  chooseChannel,
  tickFree,
  tickRecurring,
  type EventRuleFields,
} from "./event-form-rules";
import { addDays, dayNumber, REPEAT_UNTIL_MAX_DAYS, REPEAT_UNTIL_MIN_DAYS } from "./event-recurrence";

import { BULK_MAX, BULK_MIN, MAX_PHOTOS, MAX_SCHEDULE_DATES, MAX_SCHEDULE_FIELDS, MAX_SPEAKERS } from "./schemas/event";

export { EVENT_TYPES, REPEAT_FREQUENCIES } from "./event-form-rules";
// The form's limits are the schema's (one place): a post asking for more is cut here, never a 500.
export { MAX_PHOTOS, MAX_SCHEDULE_DATES, MAX_SPEAKERS };
export const MIN_VIDEOS = BULK_MIN;
export const MAX_VIDEOS = BULK_MAX;
export const MAX_SCHEDULE_ROWS = MAX_SCHEDULE_FIELDS;

export interface ScheduleRowDraft {
  schedule_time: string;
  schedule_title: string;
  schedule_speaker: string;
}

export interface ScheduleDateDraft {
  schedule_date: string;
  schedule_fields: ScheduleRowDraft[];
}

export interface SpeakerDraft {
  speaker_name: string;
  speaker_description: string;
  /** The storage key of the speaker's photo ("" for none). */
  speaker_photo: string;
}

export interface EventDraft {
  /** The event being edited ("" when creating). */
  event_id: string;
  event_type: string;
  title: string;
  category_id: string;
  description: string;
  channel_id: string;
  channel_module_id: string;
  /** Number of videos of a bulk (pre-recorded, created from a channel with the bulk flag). */
  bulk_event: string;
  is_bulk_event: boolean;
  event_date: string;
  end_date: string;
  event_time: string;
  end_time: string;
  time_zone: string;
  ticket_price: string;
  is_free: boolean;
  is_recurring_event: boolean;
  repeat_frequency: string;
  repeat_until_date: string;
  can_cancel: boolean;
  /** Ids of the paid features chosen. */
  features: string[];
  /** The live event's join link (the spec's view_link). */
  view_link: string;
  /** Storage keys of the event's photos, in order. */
  photos: string[];
  /** Storage key of the preview video ("" for none). */
  short_video: string;
  schedule_dates: ScheduleDateDraft[];
  speakers: SpeakerDraft[];
  /** The title typed into "add module" (not part of the event). */
  new_module_title: string;
}

export const emptyScheduleRow = (): ScheduleRowDraft => ({ schedule_time: "", schedule_title: "", schedule_speaker: "" });
export const emptyScheduleDate = (date = ""): ScheduleDateDraft => ({ schedule_date: date, schedule_fields: [emptyScheduleRow()] });
export const emptySpeaker = (): SpeakerDraft => ({ speaker_name: "", speaker_description: "", speaker_photo: "" });

export function emptyDraft(overrides: Partial<EventDraft> = {}): EventDraft {
  return {
    event_id: "",
    event_type: "Online Event",
    title: "",
    category_id: "",
    description: "",
    channel_id: "",
    channel_module_id: "",
    bulk_event: "",
    is_bulk_event: false,
    event_date: "",
    end_date: "",
    event_time: "",
    end_time: "",
    time_zone: "Europe/London",
    ticket_price: "",
    is_free: false,
    is_recurring_event: false,
    repeat_frequency: "",
    repeat_until_date: "",
    can_cancel: false,
    features: [],
    view_link: "",
    photos: [],
    short_video: "",
    schedule_dates: [],
    speakers: [emptySpeaker()],
    new_module_title: "",
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading a posted form

type Entries = Iterable<[string, FormDataEntryValue]>;

const text = (value: FormDataEntryValue | undefined): string => (typeof value === "string" ? value : "");
/** An HTML checkbox: present ("on", "true", "1") when ticked, absent when not. */
const ticked = (value: FormDataEntryValue | undefined): boolean =>
  typeof value === "string" && ["on", "true", "1", "yes"].includes(value.trim().toLowerCase());

const NESTED = /^(schedule_dates|speakers)\[(\d{1,3})\](?:\.schedule_fields\[(\d{1,3})\])?\.([a-z_]+)$/;

function at<T>(list: T[], index: number, make: () => T): T {
  while (list.length <= index) list.push(make());
  return list[index]!;
}

/**
 * The draft a form post carries. Unknown names are ignored; lists are cut at their limits; a
 * repeated single field keeps its last value (a new upload after the hidden key it replaces).
 */
export function draftFromEntries(entries: Entries): EventDraft {
  const single = new Map<string, FormDataEntryValue>();
  const many = new Map<string, string[]>();
  const dates: ScheduleDateDraft[] = [];
  const speakers: SpeakerDraft[] = [];
  for (const [name, value] of entries) {
    const nested = NESTED.exec(name);
    if (nested) {
      const [, list, first, second, field] = nested;
      const index = Number(first);
      const value_ = text(value);
      if (list === "schedule_dates" && index < MAX_SCHEDULE_DATES) {
        const newDate = () => ({ schedule_date: "", schedule_fields: [] });
        if (second === undefined) {
          if (field === "schedule_date") at(dates, index, newDate).schedule_date = value_;
        } else if (Number(second) < MAX_SCHEDULE_ROWS && (field === "schedule_time" || field === "schedule_title" || field === "schedule_speaker")) {
          at(at(dates, index, newDate).schedule_fields, Number(second), emptyScheduleRow)[field] = value_;
        }
      } else if (list === "speakers" && second === undefined && index < MAX_SPEAKERS) {
        if (field === "speaker_name" || field === "speaker_description" || field === "speaker_photo") {
          const speaker = at(speakers, index, emptySpeaker);
          // A newly uploaded photo comes after the hidden key it replaces; an empty file input adds nothing.
          if (field !== "speaker_photo" || value_ !== "") speaker[field] = value_;
        }
      }
      continue;
    }
    single.set(name, value);
    if (!many.has(name)) many.set(name, []);
    if (typeof value === "string" && value !== "") many.get(name)!.push(value);
  }
  const shortVideos = many.get("short_video") ?? [];
  return {
    event_id: text(single.get("event_id")),
    event_type: text(single.get("event_type")),
    title: text(single.get("title")),
    category_id: text(single.get("category_id")),
    description: text(single.get("description")),
    channel_id: text(single.get("channel_id")),
    channel_module_id: text(single.get("channel_module_id")),
    bulk_event: text(single.get("bulk_event")),
    is_bulk_event: ticked(single.get("is_bulk_event")),
    event_date: text(single.get("event_date")),
    end_date: text(single.get("end_date")),
    event_time: text(single.get("event_time")),
    end_time: text(single.get("end_time")),
    time_zone: text(single.get("time_zone")),
    ticket_price: text(single.get("ticket_price")),
    is_free: ticked(single.get("is_free")),
    is_recurring_event: ticked(single.get("is_recurring_event")),
    repeat_frequency: text(single.get("repeat_frequency")),
    repeat_until_date: text(single.get("repeat_until_date")),
    can_cancel: ticked(single.get("can_cancel")),
    features: [...new Set(many.get("features") ?? [])],
    view_link: text(single.get("view_link")),
    photos: [...new Set(many.get("photos") ?? [])].slice(0, MAX_PHOTOS),
    short_video: shortVideos.at(-1) ?? "",
    // A schedule date may have arrived without rows (all its rows removed): it keeps none.
    schedule_dates: dates,
    speakers: speakers.length > 0 ? speakers : [emptySpeaker()],
    new_module_title: text(single.get("new_module_title")),
  };
}

// ---------------------------------------------------------------------------------------------
// Intent buttons: `<button name="intent" value="add-schedule-row:0">` posts the form; the action
// answers with the same form changed, nothing saved. With JavaScript the page applies them itself.

export type FormIntent =
  | { type: "save" }
  | { type: "save-and-video" }
  | { type: "save-join-link" }
  | { type: "add-module" }
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
  return !["save", "save-and-video", "save-join-link", "add-module"].includes(intent.type);
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
      if (!date || date.schedule_fields.length >= MAX_SCHEDULE_ROWS) return draft;
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

// ---------------------------------------------------------------------------------------------
// Dates the pickers allow (001 §5): start from today, end from the start, repeat-until from
// start + 1 to start + 91 days.

export interface DateLimits {
  startMin: string;
  endMin: string;
  repeatUntilMin: string;
  repeatUntilMax: string;
}

export function dateLimits(draft: Pick<EventDraft, "event_date">, today: string): DateLimits {
  const start = draft.event_date && draft.event_date >= today ? draft.event_date : today;
  // A start that is not a real date (only a hand-made post can send one) sets no repeat-until limit.
  const real = dayNumber(start) !== null;
  return {
    startMin: today,
    endMin: start,
    repeatUntilMin: real ? addDays(start, REPEAT_UNTIL_MIN_DAYS) : "",
    repeatUntilMax: real ? addDays(start, REPEAT_UNTIL_MAX_DAYS) : "",
  };
}

/** True when the host has typed or chosen anything that differs from what the page started with. */
export function isDirty(current: EventDraft, initial: EventDraft): boolean {
  return JSON.stringify({ ...current, new_module_title: "" }) !== JSON.stringify({ ...initial, new_module_title: "" });
}

// ---------------------------------------------------------------------------------------------
// Rules of behaviour (001 §4), from shared/event-form-rules.ts (shared with the API). The server
// applies `applyPostedRules` to every post (the no-JS form's checkboxes); the page applies
// `applyChange` as the host types, which adds the rules of the moment of a change: end date and
// end time follow the start, choosing a channel empties the price and the module.

/** The rules' nulls as the form's empty strings. */
function fromRules(draft: EventDraft, ruled: ReturnType<typeof applyEventFormRules<RuleView>>): EventDraft {
  const s = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  return {
    ...draft,
    event_date: s(ruled.event_date),
    end_date: s(ruled.end_date),
    event_time: s(ruled.event_time),
    end_time: s(ruled.end_time),
    view_link: s(ruled.view_link),
    channel_id: s(ruled.channel_id),
    channel_module_id: s(ruled.channel_module_id),
    ticket_price: s(ruled.ticket_price),
    is_free: Boolean(ruled.is_free),
    is_recurring_event: Boolean(ruled.is_recurring_event),
    repeat_frequency: s(ruled.repeat_frequency),
    repeat_until_date: s(ruled.repeat_until_date),
    is_bulk_event: Boolean(ruled.is_bulk_event),
    bulk_event: s(ruled.bulk_event),
  };
}

type RuleView = Required<EventRuleFields>;

function toRules(draft: EventDraft): RuleView {
  return {
    event_type: draft.event_type,
    channel_id: draft.channel_id,
    channel_module_id: draft.channel_module_id,
    is_free: draft.is_free,
    ticket_price: draft.ticket_price,
    is_recurring_event: draft.is_recurring_event,
    repeat_frequency: draft.repeat_frequency,
    repeat_until_date: draft.repeat_until_date,
    event_date: draft.event_date,
    end_date: draft.end_date,
    event_time: draft.event_time,
    end_time: draft.end_time,
    view_link: draft.view_link,
    is_bulk_event: draft.is_bulk_event,
    bulk_event: draft.bulk_event,
  };
}

/**
 * Free clears the price; a channel clears Free and the price; not recurring clears frequency and
 * repeat-until; a pre-recorded event has no dates, join link or Free; only a pre-recorded event is a bulk.
 */
export function applyPostedRules(draft: EventDraft): EventDraft {
  return fromRules(draft, applyEventFormRules(toRules(draft)));
}

/**
 * The draft after the host changed `previous` into `next` (one field at a time): the change's own
 * rule (Free, channel, recurring, start date, start time), then the posted rules. A pre-recorded
 * choice only hides the live fields: what was typed in them comes back if the host switches back.
 */
export function applyChange(previous: EventDraft, next: EventDraft): EventDraft {
  let values = toRules(next);
  if (next.is_free !== previous.is_free) values = tickFree(values, next.is_free);
  if (next.channel_id !== previous.channel_id) values = chooseChannel(values, next.channel_id || null);
  if (next.is_recurring_event !== previous.is_recurring_event) values = tickRecurring(values, next.is_recurring_event);
  if (next.event_date !== previous.event_date) values = changeStartDate(values, next.event_date || null);
  if (next.event_time !== previous.event_time) values = changeStartTime(values, next.event_time || null);
  if (values.event_type !== "Pre Recorded") values = applyEventFormRules(values);
  return fromRules(next, values);
}

// ---------------------------------------------------------------------------------------------
// To and from the API: the edit call's initial values (the form's shape, as JSON), the body of
// events/create, and the API's (or the schema's) error keys back to the form's field names.

const str = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
const bool = (value: unknown): boolean => value === true || value === 1 || (typeof value === "string" && ticked(value));
const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** "HH:MM:SS" → "HH:MM" (what a time input shows). */
const hhmm = (value: unknown): string => str(value).slice(0, 5);

/** A draft from values in the form's shape (the edit call's initialValues); unknown fields are ignored. */
export function draftFromValues(values: unknown): EventDraft {
  const v = record(values);
  const speakers = array(v.speakers)
    .slice(0, MAX_SPEAKERS)
    .map((s) => {
      const r = record(s);
      return { speaker_name: str(r.speaker_name), speaker_description: str(r.speaker_description), speaker_photo: str(r.speaker_photo) };
    });
  return emptyDraft({
    event_id: str(v.event_id ?? v.id),
    event_type: str(v.event_type) || "Online Event",
    title: str(v.title),
    category_id: str(v.category_id),
    description: str(v.description),
    channel_id: str(v.channel_id),
    channel_module_id: str(v.channel_module_id),
    bulk_event: str(v.bulk_event),
    is_bulk_event: bool(v.is_bulk_event),
    event_date: str(v.event_date),
    end_date: str(v.end_date),
    event_time: hhmm(v.event_time),
    end_time: hhmm(v.end_time),
    time_zone: str(v.time_zone) || "Europe/London",
    ticket_price: str(v.ticket_price),
    is_free: bool(v.is_free),
    is_recurring_event: bool(v.is_recurring_event),
    repeat_frequency: str(v.repeat_frequency),
    repeat_until_date: str(v.repeat_until_date),
    can_cancel: bool(v.can_cancel),
    features: array(v.features).map(str).filter(Boolean),
    view_link: str(v.view_link),
    photos: array(v.photos).map(str).filter(Boolean).slice(0, MAX_PHOTOS),
    short_video: str(v.short_video),
    schedule_dates: array(v.schedule_dates)
      .slice(0, MAX_SCHEDULE_DATES)
      .map((d) => {
        const r = record(d);
        return {
          schedule_date: str(r.schedule_date),
          schedule_fields: array(r.schedule_fields)
            .slice(0, MAX_SCHEDULE_ROWS)
            .map((f) => {
              const row = record(f);
              return { schedule_time: hhmm(row.schedule_time), schedule_title: str(row.schedule_title), schedule_speaker: str(row.schedule_speaker) };
            }),
        };
      }),
    speakers: speakers.length > 0 ? speakers : [emptySpeaker()],
  });
}

/** The body of events/create: the draft in the form's field names, empty values as null. */
export function draftToFields(draft: EventDraft) {
  const orNull = (value: string) => (value.trim() === "" ? null : value);
  return {
    event_id: orNull(draft.event_id),
    event_type: orNull(draft.event_type),
    title: draft.title,
    category_id: orNull(draft.category_id),
    description: draft.description,
    channel_id: orNull(draft.channel_id),
    channel_module_id: orNull(draft.channel_module_id),
    is_bulk_event: draft.is_bulk_event,
    bulk_event: draft.is_bulk_event ? orNull(draft.bulk_event) : null,
    event_date: orNull(draft.event_date),
    end_date: orNull(draft.end_date),
    event_time: orNull(draft.event_time),
    end_time: orNull(draft.end_time),
    time_zone: orNull(draft.time_zone),
    ticket_price: orNull(draft.ticket_price),
    is_free: draft.is_free,
    is_recurring_event: draft.is_recurring_event,
    repeat_frequency: orNull(draft.repeat_frequency),
    repeat_until_date: orNull(draft.repeat_until_date),
    can_cancel: draft.can_cancel,
    features: draft.features,
    view_link: orNull(draft.view_link),
    schedule_dates: draft.schedule_dates,
    speakers: draft.speakers,
    photos: draft.photos,
    short_video: orNull(draft.short_video),
  };
}

const blankRow = (row: ScheduleRowDraft) => !row.schedule_time.trim() && !row.schedule_title.trim() && !row.schedule_speaker.trim();
const blankSpeaker = (s: SpeakerDraft) => !s.speaker_name.trim() && !s.speaker_description.trim() && !s.speaker_photo.trim();

/**
 * The form field an error key names. Keys come as "speakers.0.speaker_name" (the API) or
 * "speakers[0].speaker_name" (Conform); the shared schema numbers schedule rows and speakers
 * after dropping blank ones ("schedule.3.schedule_title"), which this maps back to the row on the
 * page (`schedule_dates[1].schedule_fields[0].schedule_title`).
 */
export function formFieldOf(key: string, draft: EventDraft): string {
  const parts = key.replace(/\[(\d+)\]/g, ".$1").split(".").filter(Boolean);
  const [head, index, field] = parts;
  if (head === "schedule" && index !== undefined && field) {
    let seen = -1;
    for (let d = 0; d < draft.schedule_dates.length; d++) {
      const rows = draft.schedule_dates[d]!.schedule_fields;
      for (let r = 0; r < rows.length; r++) {
        if (blankRow(rows[r]!)) continue;
        seen++;
        if (seen === Number(index)) {
          return field === "schedule_date" ? `schedule_dates[${d}].schedule_date` : `schedule_dates[${d}].schedule_fields[${r}].${field}`;
        }
      }
    }
    return "schedule_dates";
  }
  if (head === "speakers" && index !== undefined && field) {
    let seen = -1;
    for (let s = 0; s < draft.speakers.length; s++) {
      if (blankSpeaker(draft.speakers[s]!)) continue;
      seen++;
      if (seen === Number(index)) return `speakers[${s}].${field}`;
    }
    return "speakers";
  }
  if (head === "schedule_dates" || head === "speakers") {
    // Already in the page's own numbering.
    return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
  }
  return head ?? key;
}

/** Errors keyed by the form's field names. */
export function formErrorsOf(errors: Record<string, readonly string[] | null | undefined> | undefined, draft: EventDraft): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (!messages || messages.length === 0) continue;
    const name = formFieldOf(key, draft);
    result[name] = [...new Set([...(result[name] ?? []), ...messages])];
  }
  return result;
}
