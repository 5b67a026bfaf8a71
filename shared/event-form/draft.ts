// The event form's one draft (spec 001 §2.1, §3 "Event form"): every value as the host typed it
// (strings, booleans, arrays), for the create, edit and channel forms alike. The page holds it, the
// action reads a post into it, the edit call answers in its shape, and the create call's body is
// written from it (wire.ts); the schema (schema.ts) reads and checks it into the values the domain
// saves. Pure and browser-safe.
//
// Field names are the spec's (snake_case); nested ones use Conform's notation
// (`schedule_dates[0].schedule_fields[1].schedule_time`, `speakers[2].speaker_name`), so the
// schema's messages land on the field that caused them.
import { DEFAULT_EVENT_TIME_ZONE } from "./limits";
import { LIVE_EVENT, type EventTypeName } from "./kinds";

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
    event_type: LIVE_EVENT,
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
    time_zone: DEFAULT_EVENT_TIME_ZONE,
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

/** The draft of a saved event as the edit call answers it: its id and kind are known, the module title is not part of it. */
export type EventFormInitial = Omit<EventDraft, "event_id" | "event_type" | "new_module_title"> & {
  event_id: number;
  event_type: EventTypeName;
};
