// Reading the event form as it arrives: from a form through Conform (strings, "on" for a ticked
// box, nothing for an empty field, nested names like speakers[0].speaker_name) or from JSON
// (strings, numbers, booleans). `normaliseEventForm` reads any of them into typed values with the
// form's state rules applied (rules.ts); the schema (schema.ts) checks what it read. Pure.
import { dayNumber } from "~shared/event-recurrence";
import { readId } from "~shared/ids";
import { formText, isTicked } from "~shared/form-values";
import { isEventType, PRE_RECORDED_EVENT, REPEAT_FREQUENCIES, type EventTypeName, type RepeatFrequency } from "./kinds";
import { DEFAULT_EVENT_TIME_ZONE, MAX_FEATURES, MAX_PHOTOS, MAX_SCHEDULE_DATES, MAX_SCHEDULE_FIELDS, MAX_SPEAKERS, VIEW_LINK_MAX_LENGTH } from "./limits";
import { eventMessages as messages } from "~shared/messages/events";
import { applyEventFormRules } from "./rules";

const STORAGE_KEY_MAX_LENGTH = 300;

export interface ScheduleRow {
  /** Where the row sits on the form: schedule_dates[date].schedule_fields[field]. */
  position: [date: number, field: number];
  schedule_date: string;
  schedule_time: string;
  schedule_title: string;
  schedule_speaker: string | null;
}

export interface SpeakerRow {
  /** Where the speaker sits on the form: speakers[index]. */
  index: number;
  /** Slot 1, 2 or 3, in the order given. */
  slot: number;
  speaker_name: string;
  speaker_description: string | null;
  speaker_photo: string | null;
}

/** What the form holds once read: `null` for what is missing or unreadable. */
export interface ParsedEventForm {
  event_id: number | null;
  title: string;
  category_id: number | null;
  event_type: EventTypeName | null;
  description: string;
  channel_id: number | null;
  channel_module_id: number | null;
  is_bulk_event: boolean;
  bulk_event: number | null;
  /** The raw number-of-videos text, to tell "missing" from "not a number". */
  bulk_event_text: string;
  event_date: string | null;
  end_date: string | null;
  event_time: string | null;
  end_time: string | null;
  time_zone: string;
  ticket_price: string | null;
  is_free: boolean;
  is_recurring_event: boolean;
  repeat_frequency: RepeatFrequency | null;
  repeat_until_date: string | null;
  can_cancel: boolean;
  features: number[];
  view_link: string | null;
  schedule: ScheduleRow[];
  speakers: SpeakerRow[];
  photos: string[];
  short_video: string | null;
  /** Fields whose value was there but unreadable (a bad date, an id that is not a number...), with the message. */
  unreadable: Record<string, string>;
  /** Counts as sent, for the "too many" checks (the lists above are cut to their limits). */
  sent: { photos: number; speakers: number; scheduleDates: number; scheduleFields: number; features: number };
}


// ---------------------------------------------------------------------------------------------
// Reading

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL; none belongs in a form). */
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_IN_LINE = /\p{Cc}/u;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  // A form with one value for a list field sends it bare.
  if (typeof value === "string" && value.trim() !== "") return [value];
  return [];
}

export function isTimeZone(value: string): boolean {
  if (value === "UTC") return true;
  try {
    return Intl.supportedValuesOf("timeZone").includes(value);
  } catch {
    return false;
  }
}

/** The time zones the form's select offers. */
export function timeZoneChoices(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [DEFAULT_EVENT_TIME_ZONE];
  }
}

/** Today's date ("YYYY-MM-DD") in `timeZone`. */
export function todayIn(timeZone: string, now: Date): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_EVENT_TIME_ZONE;
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** "HH:MM" or "HH:MM:SS" → "HH:MM"; null when not a time. */
export function readTime(value: string): string | null {
  const match = TIME.exec(value);
  return match ? `${match[1]}:${match[2]}` : null;
}

function isStorageKey(value: string): boolean {
  return value.length <= STORAGE_KEY_MAX_LENGTH && STORAGE_KEY.test(value) && !value.includes("..");
}

export function isJoinLink(value: string): boolean {
  if (value.length > VIEW_LINK_MAX_LENGTH || CONTROL_IN_LINE.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Reads a posted form (JSON or Conform's parsed form data) into typed values with the state rules applied. */
export function normaliseEventForm(input: unknown): ParsedEventForm {
  const form = asRecord(input);
  const unreadable: Record<string, string> = {};

  const id = (name: string, message: string) => {
    const value = readId(form[name]);
    if (value === "bad") {
      unreadable[name] = message;
      return null;
    }
    return value;
  };
  const date = (name: string) => {
    const raw = formText(form[name]);
    if (raw === "") return null;
    if (dayNumber(raw) === null) {
      unreadable[name] = messages.dateInvalid;
      return null;
    }
    return raw;
  };
  const time = (name: string) => {
    const raw = formText(form[name]);
    if (raw === "") return null;
    const value = readTime(raw);
    if (value === null) unreadable[name] = messages.timeInvalid;
    return value;
  };

  const eventTypeText = formText(form.event_type);
  const eventType = isEventType(eventTypeText) ? eventTypeText : null;
  const frequencyText = formText(form.repeat_frequency).toLowerCase();
  const frequency = (REPEAT_FREQUENCIES as readonly string[]).includes(frequencyText) ? (frequencyText as RepeatFrequency) : null;
  const timeZoneText = formText(form.time_zone);
  if (timeZoneText !== "" && !isTimeZone(timeZoneText)) unreadable.time_zone = messages.timeZoneInvalid;
  const priceText = formText(form.ticket_price);
  const bulkText = formText(form.bulk_event);
  const viewLink = formText(form.view_link);

  const featureValues = list(form.features);
  const features: number[] = [];
  for (const value of featureValues.slice(0, MAX_FEATURES)) {
    const feature = readId(value);
    if (feature === "bad") unreadable.features = messages.featureInvalid;
    else if (feature !== null && !features.includes(feature)) features.push(feature);
  }

  const photoValues = list(form.photos);
  const photos: string[] = [];
  for (const value of photoValues.slice(0, MAX_PHOTOS)) {
    const key = formText(value);
    if (key === "") continue;
    if (!isStorageKey(key)) unreadable.photos = messages.fileInvalid;
    else if (!photos.includes(key)) photos.push(key);
  }

  const shortVideoText = formText(form.short_video);
  if (shortVideoText !== "" && !isStorageKey(shortVideoText)) unreadable.short_video = messages.fileInvalid;

  const speakerValues = list(form.speakers);
  const speakers: SpeakerRow[] = [];
  speakerValues.slice(0, MAX_SPEAKERS).forEach((value, index) => {
    const row = asRecord(value);
    const name = formText(row.speaker_name);
    const description = formText(row.speaker_description);
    const photo = formText(row.speaker_photo);
    if (name === "" && description === "" && photo === "") return;
    if (photo !== "" && !isStorageKey(photo)) unreadable[`speakers.${index}.speaker_photo`] = messages.fileInvalid;
    speakers.push({
      index,
      slot: speakers.length + 1,
      speaker_name: name,
      speaker_description: description || null,
      speaker_photo: photo !== "" && isStorageKey(photo) ? photo : null,
    });
  });

  const scheduleValues = list(form.schedule_dates);
  const schedule: ScheduleRow[] = [];
  let scheduleFields = 0;
  scheduleValues.slice(0, MAX_SCHEDULE_DATES).forEach((value, dateIndex) => {
    const day = asRecord(value);
    const fields = list(day.schedule_fields);
    scheduleFields += fields.length;
    fields.slice(0, MAX_SCHEDULE_FIELDS).forEach((fieldValue, fieldIndex) => {
      const field = asRecord(fieldValue);
      const row: ScheduleRow = {
        position: [dateIndex, fieldIndex],
        schedule_date: formText(day.schedule_date),
        schedule_time: formText(field.schedule_time),
        schedule_title: formText(field.schedule_title),
        schedule_speaker: formText(field.schedule_speaker) || null,
      };
      if (row.schedule_time === "" && row.schedule_title === "" && row.schedule_speaker === null) return;
      schedule.push(row);
    });
  });

  const draft: ParsedEventForm = {
    event_id: id("event_id", messages.eventNotFound),
    title: formText(form.title),
    category_id: id("category_id", messages.categoryRequired),
    event_type: eventType,
    description: formText(form.description),
    channel_id: id("channel_id", messages.channelInvalid),
    channel_module_id: id("channel_module_id", messages.moduleInvalid),
    is_bulk_event: isTicked(form.is_bulk_event),
    bulk_event: /^\d{1,3}$/.test(bulkText) ? Number(bulkText) : null,
    bulk_event_text: bulkText,
    event_date: date("event_date"),
    end_date: date("end_date"),
    event_time: time("event_time"),
    end_time: time("end_time"),
    time_zone: timeZoneText !== "" && isTimeZone(timeZoneText) ? timeZoneText : DEFAULT_EVENT_TIME_ZONE,
    ticket_price: priceText === "" ? null : priceText,
    is_free: isTicked(form.is_free),
    is_recurring_event: isTicked(form.is_recurring_event),
    repeat_frequency: frequency,
    repeat_until_date: date("repeat_until_date"),
    can_cancel: isTicked(form.can_cancel),
    features,
    view_link: viewLink === "" ? null : viewLink,
    schedule,
    speakers,
    photos,
    short_video: shortVideoText !== "" && isStorageKey(shortVideoText) ? shortVideoText : null,
    unreadable,
    sent: {
      photos: photoValues.length,
      speakers: speakerValues.filter((value) => Object.values(asRecord(value)).some((field) => formText(field) !== "")).length,
      scheduleDates: scheduleValues.length,
      scheduleFields,
      features: featureValues.length,
    },
  };
  const ruled = applyEventFormRules(draft);
  // The rules clear what does not apply: a message about a cleared field would name nothing on the form.
  const cleared = [
    ...(ruled.event_type === PRE_RECORDED_EVENT ? ["event_date", "end_date", "event_time", "end_time", "view_link"] : []),
    ...(ruled.is_recurring_event ? [] : ["repeat_until_date"]),
    ...(ruled.channel_id === null ? ["channel_module_id"] : []),
  ];
  for (const field of cleared) delete ruled.unreadable[field];
  if (ruled.event_type === PRE_RECORDED_EVENT) ruled.time_zone = DEFAULT_EVENT_TIME_ZONE;
  return { ...ruled, bulk_event: ruled.bulk_event === null ? null : Number(ruled.bulk_event), bulk_event_text: ruled.is_bulk_event ? bulkText : "" };
}
