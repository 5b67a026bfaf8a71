// The event create/edit form (spec 001 §2.1, §3 "Event form", §5): one schema shared by Conform in
// the browser, the page's action and the API (POST events/create). Pure: no React, no server code.
//
// Values arrive from HTML forms through Conform (strings, "on" for a ticked box, nothing for an
// empty field, nested names like speakers[0].speaker_name) and from JSON (strings, numbers,
// booleans): all are accepted. Parsing has two steps, both exported for the browser's own use:
// `normaliseEventForm` reads whatever came into typed values and applies the form's state rules
// (shared/event-form-rules.ts); `eventFormIssues` lists every broken rule with the spec's words.
// Written with zod/mini only (docs/decisions/016-javascript-budget.md).
import * as z from "zod/mini";
import allMessages from "~/locales/en-GB/validation.json";
import { parsePounds } from "~shared/money";
import {
  EVENT_TYPES,
  LIVE_EVENT,
  PRE_RECORDED_EVENT,
  REPEAT_FREQUENCIES,
  applyEventFormRules,
  moduleRequired,
  needsTicketPrice,
  type ChannelChoice,
  type EventTypeName,
  type RepeatFrequency,
} from "~shared/event-form-rules";
import { canRepeat, dayNumber, repeatUntilInRange } from "~shared/event-recurrence";
import { isTicked } from "./account";

export const eventMessages = allMessages.event;
const messages = eventMessages;

export const DEFAULT_EVENT_TIME_ZONE = "Europe/London";
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 20000;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const MAX_PHOTOS = 10;
export const MAX_SPEAKERS = 3;
export const MAX_SCHEDULE_DATES = 100;
export const MAX_SCHEDULE_FIELDS = 50;
export const MAX_FEATURES = 50;
export const BULK_MIN = 1;
export const BULK_MAX = 15;
/** £10,000.00: above any real ticket, well inside a 32-bit column of pence. */
export const MAX_TICKET_PRICE_PENCE = 1_000_000;
export const VIEW_LINK_MAX_LENGTH = 2000;
const STORAGE_KEY_MAX_LENGTH = 300;
/** PostgreSQL's integer: an id outside it can name nothing. */
const MAX_ID = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// The wire format (what a form or a JSON client sends): every field optional, since a missing
// field is answered with its message rather than refused as malformed.

type Tick = boolean | string | number;
type Id = number | string;

export interface ScheduleFieldInput {
  schedule_time?: string | null;
  schedule_title?: string | null;
  schedule_speaker?: string | null;
}

export interface ScheduleDateInput {
  schedule_date?: string | null;
  schedule_fields?: ScheduleFieldInput[];
}

export interface SpeakerInput {
  speaker_name?: string | null;
  speaker_description?: string | null;
  /** Storage key of an uploaded speaker photo (purpose speaker-photo). */
  speaker_photo?: string | null;
}

export interface EventFormFields {
  /** Given: update this event (its owner only); absent: create. */
  event_id?: Id | null;
  title?: string | null;
  category_id?: Id | null;
  event_type?: string | null;
  description?: string | null;
  channel_id?: Id | null;
  channel_module_id?: Id | null;
  /** A pre-recorded event created as a bulk of `bulk_event` videos (creation only). */
  is_bulk_event?: Tick | null;
  bulk_event?: Id | null;
  /** YYYY-MM-DD, live events. */
  event_date?: string | null;
  end_date?: string | null;
  /** HH:MM, live events. */
  event_time?: string | null;
  end_time?: string | null;
  /** IANA zone, live events; Europe/London when absent. */
  time_zone?: string | null;
  /** Pounds, digits with up to two decimals ("12.50"). */
  ticket_price?: string | number | null;
  is_free?: Tick | null;
  is_recurring_event?: Tick | null;
  repeat_frequency?: string | null;
  repeat_until_date?: string | null;
  can_cancel?: Tick | null;
  /** Paid feature ids (GET create-event-require-data features). */
  features?: Id[] | null;
  /** The join link (https), live events only; never shown on public pages. */
  view_link?: string | null;
  schedule_dates?: ScheduleDateInput[] | null;
  speakers?: SpeakerInput[] | null;
  /** Storage keys of uploaded photos (purpose event-image), the cover first. */
  photos?: string[] | null;
  /** Storage key of an uploaded preview video (purpose short-video). */
  short_video?: string | null;
}

// ---------------------------------------------------------------------------------------------
// The values after reading (typed, rules applied) and after validation

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
export interface EventFormDraft {
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

/** The form once valid: what the domain saves. */
export interface EventFormValues extends Omit<EventFormDraft, "title" | "category_id" | "event_type" | "unreadable" | "sent" | "ticket_price" | "bulk_event_text"> {
  title: string;
  category_id: number;
  event_type: EventTypeName;
  /** Pence; null in a channel or when free. */
  ticket_price_pence: number | null;
}

export interface EventIssue {
  path: (string | number)[];
  message: string;
}

export interface EventFormOptions {
  /** The clock: the start date may not be before today in the event's time zone. */
  now: () => Date;
  /** The host's channels with their modules, for 'Module selection is required'. */
  channels?: readonly ChannelChoice[];
  /**
   * Editing an existing event: recurrence and bulk are fixed at creation and not checked again.
   * Default: editing when the form carries an event_id.
   */
  editing?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL; none belongs in a form). */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_IN_LINE = /\p{Cc}/u;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  // A form with one value for a list field sends it bare.
  if (typeof value === "string" && value.trim() !== "") return [value];
  return [];
}

function readId(value: unknown): number | null | "bad" {
  const raw = text(value);
  if (raw === "") return null;
  if (!/^\d{1,10}$/.test(raw)) return "bad";
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : "bad";
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
export function normaliseEventForm(input: unknown): EventFormDraft {
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
    const raw = text(form[name]);
    if (raw === "") return null;
    if (dayNumber(raw) === null) {
      unreadable[name] = messages.dateInvalid;
      return null;
    }
    return raw;
  };
  const time = (name: string) => {
    const raw = text(form[name]);
    if (raw === "") return null;
    const value = readTime(raw);
    if (value === null) unreadable[name] = messages.timeInvalid;
    return value;
  };

  const eventTypeText = text(form.event_type);
  const eventType = (EVENT_TYPES as readonly string[]).includes(eventTypeText) ? (eventTypeText as EventTypeName) : null;
  const frequencyText = text(form.repeat_frequency).toLowerCase();
  const frequency = (REPEAT_FREQUENCIES as readonly string[]).includes(frequencyText) ? (frequencyText as RepeatFrequency) : null;
  const timeZoneText = text(form.time_zone);
  if (timeZoneText !== "" && !isTimeZone(timeZoneText)) unreadable.time_zone = messages.timeZoneInvalid;
  const priceText = text(form.ticket_price);
  const bulkText = text(form.bulk_event);
  const viewLink = text(form.view_link);

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
    const key = text(value);
    if (key === "") continue;
    if (!isStorageKey(key)) unreadable.photos = messages.fileInvalid;
    else if (!photos.includes(key)) photos.push(key);
  }

  const shortVideoText = text(form.short_video);
  if (shortVideoText !== "" && !isStorageKey(shortVideoText)) unreadable.short_video = messages.fileInvalid;

  const speakerValues = list(form.speakers);
  const speakers: SpeakerRow[] = [];
  speakerValues.slice(0, MAX_SPEAKERS).forEach((value, index) => {
    const row = asRecord(value);
    const name = text(row.speaker_name);
    const description = text(row.speaker_description);
    const photo = text(row.speaker_photo);
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
        schedule_date: text(day.schedule_date),
        schedule_time: text(field.schedule_time),
        schedule_title: text(field.schedule_title),
        schedule_speaker: text(field.schedule_speaker) || null,
      };
      if (row.schedule_time === "" && row.schedule_title === "" && row.schedule_speaker === null) return;
      schedule.push(row);
    });
  });

  const draft: EventFormDraft = {
    event_id: id("event_id", messages.eventNotFound),
    title: text(form.title),
    category_id: id("category_id", messages.categoryRequired),
    event_type: eventType,
    description: typeof form.description === "string" ? form.description.trim() : text(form.description),
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
      speakers: speakerValues.filter((value) => Object.values(asRecord(value)).some((field) => text(field) !== "")).length,
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

// ---------------------------------------------------------------------------------------------
// Validation

/** Every broken rule of the form, in the form's order, with the spec's messages. */
export function eventFormIssues(draft: EventFormDraft, options: EventFormOptions): EventIssue[] {
  const issues: EventIssue[] = [];
  const add = (path: (string | number)[] | string, message: string) =>
    issues.push({ path: typeof path === "string" ? path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : path, message });
  const { unreadable } = draft;
  const editing = options.editing ?? draft.event_id !== null;

  if (unreadable.event_id) add("event_id", unreadable.event_id);
  if (draft.title === "") add("title", messages.titleRequired);
  else if ([...draft.title].length > TITLE_MAX_LENGTH) add("title", messages.titleTooLong);
  else if (CONTROL_IN_LINE.test(draft.title)) add("title", messages.controlCharacters);

  if (draft.category_id === null) add("category_id", messages.categoryRequired);
  if (draft.event_type === null) add("event_type", messages.eventTypeRequired);

  if (draft.description === "") add("description", messages.descriptionRequired);
  else if ([...draft.description].length < DESCRIPTION_MIN_LENGTH) add("description", messages.descriptionMin);
  else if ([...draft.description].length > DESCRIPTION_MAX_LENGTH) add("description", messages.descriptionTooLong);
  else if (CONTROL_IN_TEXT.test(draft.description)) add("description", messages.controlCharacters);

  if (unreadable.channel_id) add("channel_id", unreadable.channel_id);
  if (unreadable.channel_module_id) add("channel_module_id", unreadable.channel_module_id);
  else if (draft.channel_module_id === null && moduleRequired(draft, options.channels ?? [])) add("channel_module_id", messages.moduleRequired);

  if (!editing && draft.event_type === PRE_RECORDED_EVENT && draft.is_bulk_event) {
    if (draft.bulk_event_text === "") add("bulk_event", messages.numberOfVideosRequired);
    else if (draft.bulk_event === null || draft.bulk_event > BULK_MAX) {
      add("bulk_event", draft.bulk_event === null && !/^\d+$/.test(draft.bulk_event_text) ? messages.numberOfVideosRequired : messages.numberOfVideosMax);
    } else if (draft.bulk_event < BULK_MIN) add("bulk_event", messages.numberOfVideosMin);
  }

  if (needsTicketPrice(draft)) {
    if (draft.ticket_price === null) add("ticket_price", messages.ticketPriceRequired);
    else {
      const pence = parsePounds(draft.ticket_price);
      if (pence === null || pence > MAX_TICKET_PRICE_PENCE) add("ticket_price", messages.priceInvalid);
      else if (pence === 0) add("ticket_price", messages.priceZero);
    }
  }

  if (draft.event_type === LIVE_EVENT) {
    const today = todayIn(draft.time_zone, options.now());
    const dateField = (field: "event_date" | "end_date", required: string) => {
      if (unreadable[field]) add(field, unreadable[field]);
      else if (draft[field] === null) add(field, required);
    };
    dateField("event_date", messages.startDateRequired);
    dateField("end_date", messages.endDateRequired);
    const timeField = (field: "event_time" | "end_time", required: string) => {
      if (unreadable[field]) add(field, unreadable[field]);
      else if (draft[field] === null) add(field, required);
    };
    timeField("event_time", messages.startTimeRequired);
    timeField("end_time", messages.endTimeRequired);
    if (unreadable.time_zone) add("time_zone", unreadable.time_zone);

    const { event_date: start, end_date: end, event_time: startTime, end_time: endTime } = draft;
    if (start !== null && start < today) add("event_date", messages.startDatePast);
    if (start !== null && end !== null && end < start) add("end_date", messages.endDateBeforeStart);
    else if (start !== null && end !== null && end === start && startTime !== null && endTime !== null && endTime <= startTime) {
      add("end_time", messages.endTimeGreater);
    }

    if (draft.view_link !== null && !isJoinLink(draft.view_link)) add("view_link", messages.viewLinkInvalid);

    if (!editing && draft.is_recurring_event) {
      if (draft.repeat_frequency === null) add("repeat_frequency", messages.repeatFrequencyRequired);
      if (unreadable.repeat_until_date) add("repeat_until_date", unreadable.repeat_until_date);
      else if (draft.repeat_until_date === null) add("repeat_until_date", messages.repeatUntilRequired);
      else if (start !== null) {
        if (!repeatUntilInRange(start, draft.repeat_until_date)) add("repeat_until_date", messages.repeatUntilRange);
        else if (draft.repeat_frequency !== null && !canRepeat(start, draft.repeat_frequency, draft.repeat_until_date)) {
          add("repeat_until_date", messages.cannotRepeat);
        }
      }
    }
  }

  if (unreadable.features || draft.sent.features > MAX_FEATURES) add("features", messages.featureInvalid);

  draft.schedule.forEach((row) => {
    const [day, slot] = row.position;
    const at = (field: string) => ["schedule_dates", day, "schedule_fields", slot, field];
    if (dayNumber(row.schedule_date) === null) add(["schedule_dates", day, "schedule_date"], messages.scheduleDateRequired);
    if (readTime(row.schedule_time) === null) add(at("schedule_time"), messages.scheduleTimeRequired);
    if (row.schedule_title === "") add(at("schedule_title"), messages.scheduleTitleRequired);
    for (const field of ["schedule_title", "schedule_speaker"] as const) {
      const value = row[field] ?? "";
      if ([...value].length > SHORT_TEXT_MAX_LENGTH) add(at(field), messages.textTooLong);
      else if (CONTROL_IN_LINE.test(value)) add(at(field), messages.controlCharacters);
    }
  });
  if (draft.sent.scheduleDates > MAX_SCHEDULE_DATES || draft.schedule.length > MAX_SCHEDULE_DATES * 5 || draft.sent.scheduleFields > MAX_SCHEDULE_DATES * MAX_SCHEDULE_FIELDS) {
    add("schedule_dates", messages.tooManyScheduleRows);
  }

  if (draft.sent.speakers > MAX_SPEAKERS) add("speakers", messages.tooManySpeakers);
  draft.speakers.forEach((speaker) => {
    const { index } = speaker;
    if (speaker.speaker_name === "") add(["speakers", index, "speaker_name"], messages.speakerNameRequired);
    else if ([...speaker.speaker_name].length > SHORT_TEXT_MAX_LENGTH) add(["speakers", index, "speaker_name"], messages.textTooLong);
    else if (CONTROL_IN_LINE.test(speaker.speaker_name)) add(["speakers", index, "speaker_name"], messages.controlCharacters);
    const description = speaker.speaker_description ?? "";
    if ([...description].length > SHORT_TEXT_MAX_LENGTH * 4) add(["speakers", index, "speaker_description"], messages.textTooLong);
    else if (CONTROL_IN_TEXT.test(description)) add(["speakers", index, "speaker_description"], messages.controlCharacters);
  });
  for (const [field, message] of Object.entries(unreadable)) {
    if (field.startsWith("speakers.")) add(field, message);
  }

  if (unreadable.photos) add("photos", unreadable.photos);
  // A new event without a photo gets a cover drawn from its title and category (ADR 036); an
  // edited event keeps at least one photo.
  else if (draft.photos.length === 0 && editing) add("photos", messages.photoRequired);
  else if (draft.sent.photos > MAX_PHOTOS) add("photos", messages.tooManyPhotos);
  if (unreadable.short_video) add("short_video", unreadable.short_video);

  return issues;
}

/** The valid form as the domain saves it (call only when `eventFormIssues` found nothing). */
export function eventFormValues(draft: EventFormDraft): EventFormValues {
  const { unreadable: _unreadable, sent: _sent, ticket_price, bulk_event_text: _bulk, ...rest } = draft;
  return {
    ...rest,
    schedule: draft.schedule.map((row) => ({ ...row, schedule_time: readTime(row.schedule_time) ?? row.schedule_time })),
    title: draft.title,
    category_id: draft.category_id ?? 0,
    event_type: draft.event_type ?? LIVE_EVENT,
    ticket_price_pence: ticket_price === null || !needsTicketPrice(draft) ? null : parsePounds(ticket_price),
  };
}

/**
 * The form's schema: any input in, the valid values out, or one issue per broken rule (paths as
 * the form names its fields). For Conform (`parseWithZod(formData, { schema: eventFormSchema(...) })`)
 * and the API alike.
 */
export function eventFormSchema(options: EventFormOptions) {
  return z.pipe(
    z.transform((input: unknown, context) => {
      const draft = normaliseEventForm(input);
      const issues = eventFormIssues(draft, options);
      for (const issue of issues) context.issues.push({ code: "custom", message: issue.message, path: issue.path, input });
      return issues.length > 0 ? z.NEVER : eventFormValues(draft);
    }),
    z.custom<EventFormValues>(),
  );
}

/** Adding a module to a channel (POST channels/add-module). */
export const addModuleSchema = z.object({
  channel_id: z.pipe(
    z.transform((value: unknown) => readId(value)),
    z.custom<number>((value) => typeof value === "number", { error: messages.channelInvalid }),
  ),
  title: z.pipe(
    z.transform((value: unknown) => text(value)),
    z.string().check(
      z.minLength(1, { error: messages.moduleTitleRequired, abort: true }),
      z.maxLength(TITLE_MAX_LENGTH, { error: messages.titleTooLong }),
      z.refine((value: string) => !CONTROL_IN_LINE.test(value), { error: messages.controlCharacters }),
    ),
  ),
});
export type AddModuleInput = z.output<typeof addModuleSchema>;

/** Changing the join link alone (POST events/update-join-link); empty clears it. */
export const joinLinkSchema = z.object({
  event_id: z.pipe(
    z.transform((value: unknown) => readId(value)),
    z.custom<number>((value) => typeof value === "number", { error: messages.eventNotFound }),
  ),
  view_link: z.pipe(
    z.pipe(z.optional(z.unknown()), z.transform((value: unknown) => text(value))),
    z.pipe(
      z.string().check(z.refine((value: string) => value === "" || isJoinLink(value), { error: messages.viewLinkInvalid })),
      z.transform((value: string) => (value === "" ? null : value)),
    ),
  ),
});
export type JoinLinkInput = z.output<typeof joinLinkSchema>;
