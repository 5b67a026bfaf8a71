// The one draft to and from the wire: a posted form (multipart, without JavaScript), the edit
// call's initial values (JSON in the draft's shape) and the body of the create call, whose type
// (EventFormFields) is the draft's own fields, loosely typed as JSON clients and forms send them.
import { isTicked } from "~shared/form-values";
import { emptyDraft, emptyScheduleRow, emptySpeaker, type EventDraft, type ScheduleDateDraft, type ScheduleRowDraft, type SpeakerDraft } from "./draft";
import { LIVE_EVENT } from "./kinds";
import { DEFAULT_EVENT_TIME_ZONE, MAX_PHOTOS, MAX_SCHEDULE_DATES, MAX_SCHEDULE_FIELDS, MAX_SPEAKERS } from "./limits";

type Tick = boolean | string | number;
type Id = number | string;
type Loose<T> = { [K in keyof T]?: T[K] | null };

/**
 * The create call's body: the draft's fields, each optional (a missing field is answered with its
 * message rather than refused as malformed), ids and prices as numbers or text, ticks as booleans
 * or "on". `event_id` given: update that event (its owner only); absent: create.
 */
export type EventFormFields = {
  [K in keyof Omit<EventDraft, "new_module_title" | "features" | "photos" | "schedule_dates" | "speakers">]?: (EventDraft[K] extends boolean ? Tick : Id) | null;
} & {
  /** Paid feature ids (GET create-event-require-data features). */
  features?: Id[] | null;
  /** Storage keys of uploaded photos (purpose event-image), the cover first. */
  photos?: string[] | null;
  schedule_dates?: (Loose<Omit<ScheduleDateDraft, "schedule_fields">> & { schedule_fields?: Loose<ScheduleRowDraft>[] })[] | null;
  speakers?: Loose<SpeakerDraft>[] | null;
};

// ---------------------------------------------------------------------------------------------
// Reading a posted form

type Entries = Iterable<[string, FormDataEntryValue]>;

const text = (value: FormDataEntryValue | undefined): string => (typeof value === "string" ? value : "");

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
        } else if (Number(second) < MAX_SCHEDULE_FIELDS && (field === "schedule_time" || field === "schedule_title" || field === "schedule_speaker")) {
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
    is_bulk_event: isTicked(single.get("is_bulk_event")),
    event_date: text(single.get("event_date")),
    end_date: text(single.get("end_date")),
    event_time: text(single.get("event_time")),
    end_time: text(single.get("end_time")),
    time_zone: text(single.get("time_zone")),
    ticket_price: text(single.get("ticket_price")),
    is_free: isTicked(single.get("is_free")),
    is_recurring_event: isTicked(single.get("is_recurring_event")),
    repeat_frequency: text(single.get("repeat_frequency")),
    repeat_until_date: text(single.get("repeat_until_date")),
    can_cancel: isTicked(single.get("can_cancel")),
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
// The edit call's initial values (the draft's shape, as JSON) and the body of events/create.

const str = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
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
    event_type: str(v.event_type) || LIVE_EVENT,
    title: str(v.title),
    category_id: str(v.category_id),
    description: str(v.description),
    channel_id: str(v.channel_id),
    channel_module_id: str(v.channel_module_id),
    bulk_event: str(v.bulk_event),
    is_bulk_event: isTicked(v.is_bulk_event),
    event_date: str(v.event_date),
    end_date: str(v.end_date),
    event_time: hhmm(v.event_time),
    end_time: hhmm(v.end_time),
    time_zone: str(v.time_zone) || DEFAULT_EVENT_TIME_ZONE,
    ticket_price: str(v.ticket_price),
    is_free: isTicked(v.is_free),
    is_recurring_event: isTicked(v.is_recurring_event),
    repeat_frequency: str(v.repeat_frequency),
    repeat_until_date: str(v.repeat_until_date),
    can_cancel: isTicked(v.can_cancel),
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
            .slice(0, MAX_SCHEDULE_FIELDS)
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
export function draftToFields(draft: EventDraft): EventFormFields {
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
