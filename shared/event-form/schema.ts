// The event form's schema (spec 001 §2.1, §3 "Event form", §5): one check shared by Conform in the
// browser, the page's action and the API (POST events/create). `eventFormIssues` lists every
// broken rule of what read.ts read, with the spec's words; `eventFormValues` is the valid form as
// the domain saves it. Also the join link and add-module calls. Written with zod/mini only
// (docs/decisions/016-javascript-budget.md). Pure: no React, no server code.
import * as z from "zod/mini";
import { canRepeat, dayNumber, repeatUntilInRange } from "~shared/event-recurrence";
import { parsePounds } from "~shared/money";
import { LIVE_EVENT, PRE_RECORDED_EVENT, type EventTypeName } from "./kinds";
import {
  BULK_MAX,
  BULK_MIN,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_FEATURES,
  MAX_PHOTOS,
  MAX_SCHEDULE_DATES,
  MAX_SCHEDULE_FIELDS,
  MAX_SPEAKERS,
  MAX_TICKET_PRICE_PENCE,
  SHORT_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "./limits";
import { eventMessages as messages } from "~shared/messages/events";
import { CONTROL_IN_LINE, CONTROL_IN_TEXT, isJoinLink, normaliseEventForm, readTime, todayIn, type ParsedEventForm } from "./read";
import { formText } from "~shared/form-values";
import { readId } from "~shared/ids";
import { moduleRequired, needsTicketPrice, ticketPriceProblem, type ChannelChoice } from "./rules";

/** The form once valid: what the domain saves. */
export interface EventFormValues extends Omit<ParsedEventForm, "title" | "category_id" | "event_type" | "unreadable" | "sent" | "ticket_price" | "bulk_event_text"> {
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

export interface EventCheckOptions {
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
// Validation

/** Every broken rule of the form, in the form's order, with the spec's messages. */
export function eventFormIssues(draft: ParsedEventForm, options: EventCheckOptions): EventIssue[] {
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
    const problem = ticketPriceProblem(draft.ticket_price, MAX_TICKET_PRICE_PENCE);
    if (problem) add("ticket_price", { required: messages.ticketPriceRequired, invalid: messages.priceInvalid, zero: messages.priceZero }[problem]);
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
  else if (draft.photos.length === 0) add("photos", messages.photoRequired);
  else if (draft.sent.photos > MAX_PHOTOS) add("photos", messages.tooManyPhotos);
  if (unreadable.short_video) add("short_video", unreadable.short_video);

  return issues;
}

/** The valid form as the domain saves it (call only when `eventFormIssues` found nothing). */
export function eventFormValues(draft: ParsedEventForm): EventFormValues {
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
export function eventFormSchema(options: EventCheckOptions) {
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
    z.transform((value: unknown) => formText(value)),
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
    z.pipe(z.optional(z.unknown()), z.transform((value: unknown) => formText(value))),
    z.pipe(
      z.string().check(z.refine((value: string) => value === "" || isJoinLink(value), { error: messages.viewLinkInvalid })),
      z.transform((value: string) => (value === "" ? null : value)),
    ),
  ),
});
export type JoinLinkInput = z.output<typeof joinLinkSchema>;
