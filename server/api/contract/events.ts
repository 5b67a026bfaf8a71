// Event authoring (spec 001 §6, §7): may the caller create, the form's choices, the edit page's
// load, create/update, the join link, and a channel's modules. Events are created Pending Approval.
import type { EventFormInitial } from "~shared/event-form/draft";
import { addModuleSchema, eventFormSchema, joinLinkSchema } from "~shared/event-form/schema";
import type { EventFormFields } from "~shared/event-form/wire";
import { REQUIRED_FIELDS_MISSING } from "~server/domain/events/messages";
import type { UserData } from "./auth";
import { answer, call, wire } from "./define";

/** GET can-create-event (spec 001 §6, shaped like can-create-channel of 002): reason "activation" when the account is not activated. */
export interface CanCreateEventData {
  status: boolean;
  message: string;
  reason: "activation" | null;
}

export interface CategoryChoice {
  id: number;
  name: string;
  class_name: string | null;
  /** Sub-categories; the form picks one category, a parent or a sub-category. */
  sub_categories: { id: number; name: string; class_name: string | null }[];
}

export interface ModuleData {
  id: number;
  title: string;
}

/** One of the host's own channels, as the event form's channel select offers it. */
export interface ChannelChoiceData {
  id: number;
  title: string;
  channel_slug: string;
  image: string | null;
  /** Which events it holds: "Pre Recorded Events", "Live Events" or "Pre Recorded and Live". */
  event_type: string;
  channel_module: ModuleData[];
}

/** A paid feature a host can list on an event; value in pence. */
export interface FeatureData {
  id: number;
  name: string;
  value_pence: number;
}

/** GET create-event-require-data. */
export interface CreateEventRequireData {
  user: UserData;
  categories: CategoryChoice[];
  channels: ChannelChoiceData[];
  features: FeatureData[];
}

/** The event form's initial values for editing: the form's one draft, with the saved event's id and kind. */
export type EventFormInitialValues = EventFormInitial;

/** Approval as hosts see it: new and edited events wait for an administrator. */
export type EventApprovalStatus = "Pending Approval" | "Approved" | "Rejected";

/** What the edit page needs beside the form's values. */
export interface EventEditDetails {
  id: number;
  event_type: "Online Event" | "Pre Recorded";
  is_bulk_event: boolean;
  /** The series' first occurrence (docs/decisions/017-recurring-events.md); null when not recurring. */
  series_id: number | null;
  approval_status: EventApprovalStatus;
  /** Active bookings: when true the event cannot be edited, only its join link (POST events/update-join-link). */
  is_booked: boolean;
  /** True once a live event has started: it can no longer be edited. */
  has_started: boolean;
  /** True once the event has ended (its join link can no longer change either). */
  has_ended: boolean;
  /** A cancelled event changes no more. */
  is_cancelled: boolean;
  /** 'User has booked this event so can't edit event.' when booked, else "". */
  edit_blocked_message: string;
}

/** GET event-edit/{id}: the owner only; others get 403 'unauthorized' (the page goes to /event-management). */
export interface EventEditData {
  initialValues: EventFormInitialValues;
  data: EventEditDetails;
}

/** POST events/create: the event saved (the first occurrence of a recurring series). */
export interface EventSavedData {
  id: number;
  event_type: "Online Event" | "Pre Recorded";
  /** The event's own page (/event-detail/… or /pre-recorded-event/…), where the host lands after saving. */
  event_slug: string;
  is_bulk_event: boolean;
  /** The series id (= id) when recurring, else null. */
  series_id: number | null;
  /** Every occurrence created or updated, the first one first. */
  occurrence_ids: number[];
}

export interface JoinLinkData {
  id: number;
  view_link: string | null;
}

/** POST events/update-join-link: the join link alone, which stays editable after bookings until the event ends. */
export interface JoinLinkBody {
  event_id: number | string;
  /** https URL; empty clears it. */
  view_link?: string | null;
}

export interface AddModuleBody {
  channel_id: number | string;
  title: string;
}

export const eventCalls = {
  "GET can-create-event": call({ access: "user", answer: answer<CanCreateEventData>() }),
  "GET create-event-require-data": call({ access: "user", answer: answer<CreateEventRequireData>() }),
  /** Owner only: 403 'unauthorized' for anyone else, 404 for no such event. */
  "GET event-edit/:id": call({ access: "owner", answer: answer<EventEditData>() }),
  /**
   * Creates (no event_id) or updates (event_id, owner only) an event. Bad input: 422 'Required
   * fields missing' with the per-field messages in `errors`. A recurring live event becomes one row
   * per occurrence sharing series_id (ADR 017); an update changes that occurrence only. A booked
   * event is refused (409 'User has booked this event so can't edit event.'): its join link alone
   * changes through POST events/update-join-link.
   */
  "POST events/create": call({
    access: "user",
    body: (services) => eventFormSchema({ now: services.now }),
    wire: wire<EventFormFields>(),
    invalidMessage: REQUIRED_FIELDS_MISSING,
    answer: answer<EventSavedData>(),
  }),
  /** Owner only; allowed with bookings, until the event ends; never affects approval. */
  "POST events/update-join-link": call({ access: "owner", body: joinLinkSchema, wire: wire<JoinLinkBody>(), answer: answer<JoinLinkData>() }),
  /** The channel's owner only; answers the channel's modules after adding ('Empty Field is not allowed!' for no title). */
  "POST channels/add-module": call({ access: "owner", body: addModuleSchema, wire: wire<AddModuleBody>(), answer: answer<ModuleData[]>() }),
};
