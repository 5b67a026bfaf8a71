// The event form's rules of behaviour (spec 001 §4), as pure functions. The browser calls the "on
// change" rules as the host edits; the server applies the state rules (`applyEventFormRules`) to
// whatever is posted, so a form sent without JavaScript, or by hand, ends up in the same state the
// enhanced form would have produced. The rules work on any object with the fields they name (the
// draft, the schema's reading of a post); `applyPostedRules` and `applyChange` apply them to the
// draft. Also the dates the pickers allow. No React, no Zod, no server code.
import { addDays, dayNumber, REPEAT_UNTIL_MAX_DAYS, REPEAT_UNTIL_MIN_DAYS } from "~shared/event-recurrence";
import { parsePounds } from "~shared/money";
import type { EventDraft } from "./draft";
import { LIVE_EVENT, PRE_RECORDED_EVENT } from "./kinds";


/** The fields the rules read and write; every other field of the form passes through untouched. */
export interface EventRuleFields {
  event_type?: string | null;
  channel_id?: number | string | null;
  channel_module_id?: number | string | null;
  is_free?: boolean;
  ticket_price?: string | number | null;
  is_recurring_event?: boolean;
  repeat_frequency?: string | null;
  repeat_until_date?: string | null;
  event_date?: string | null;
  end_date?: string | null;
  event_time?: string | null;
  end_time?: string | null;
  view_link?: string | null;
  is_bulk_event?: boolean;
  bulk_event?: number | string | null;
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}

/** Ticking Free clears the price; unticking leaves it empty for the host to fill. */
export function tickFree<T extends EventRuleFields>(values: T, ticked: boolean): T {
  return ticked ? { ...values, is_free: true, ticket_price: null } : { ...values, is_free: false };
}

/** Selecting a channel sets Free off and the price to null (the channel's membership pays for it); the module is chosen again. */
export function chooseChannel<T extends EventRuleFields>(values: T, channelId: number | string | null): T {
  if (!hasValue(channelId)) return { ...values, channel_id: null, channel_module_id: null };
  return { ...values, channel_id: channelId, channel_module_id: null, is_free: false, ticket_price: null };
}

/** The end date follows the start date when the start date changes. */
export function changeStartDate<T extends EventRuleFields>(values: T, date: string | null): T {
  return { ...values, event_date: date, end_date: date };
}

/** The end time follows the start time when the start time changes. */
export function changeStartTime<T extends EventRuleFields>(values: T, time: string | null): T {
  return { ...values, event_time: time, end_time: time };
}

/** Unticking recurring clears the frequency and the repeat-until date. */
export function tickRecurring<T extends EventRuleFields>(values: T, ticked: boolean): T {
  return ticked
    ? { ...values, is_recurring_event: true }
    : { ...values, is_recurring_event: false, repeat_frequency: null, repeat_until_date: null };
}

/**
 * The state rules, applied to a whole posted form: what the enhanced form could never send is
 * brought back in line. Free means no price; a channel means not free and no price; not recurring
 * means no frequency and no repeat-until date; a pre-recorded event has no dates, no recurrence,
 * no join link and is never free; only a pre-recorded event can be a bulk.
 */
export function applyEventFormRules<T extends EventRuleFields>(values: T): T {
  let next: T = { ...values };
  if (next.event_type === PRE_RECORDED_EVENT) {
    next = {
      ...next,
      event_date: null,
      end_date: null,
      event_time: null,
      end_time: null,
      view_link: null,
      is_free: false,
    };
    next = tickRecurring(next, false);
  } else {
    next = { ...next, is_bulk_event: false, bulk_event: null };
  }
  if (next.is_free) next = tickFree(next, true);
  if (hasValue(next.channel_id)) next = { ...next, is_free: false, ticket_price: null };
  else next = { ...next, channel_id: null, channel_module_id: null };
  if (!next.is_recurring_event) next = tickRecurring(next, false);
  if (!next.is_bulk_event) next = { ...next, is_bulk_event: false, bulk_event: null };
  return next;
}

/** Whether the form asks for a ticket price: outside a channel, for a pre-recorded or a non-free live event. */
export function needsTicketPrice(values: EventRuleFields): boolean {
  if (hasValue(values.channel_id)) return false;
  if (values.event_type === PRE_RECORDED_EVENT) return true;
  return values.event_type === LIVE_EVENT && !values.is_free;
}

export type TicketPriceProblem = "required" | "invalid" | "zero";

/**
 * What is wrong with a ticket price as typed (pounds, digits with up to two decimals): missing, not a
 * price (or above `maxPence`), or 0; null when it is a price. Each form says it in its own words.
 */
export function ticketPriceProblem(price: string | null, maxPence = Number.POSITIVE_INFINITY): TicketPriceProblem | null {
  if (price === null || price === "") return "required";
  const pence = parsePounds(price);
  if (pence === null || pence > maxPence) return "invalid";
  return pence === 0 ? "zero" : null;
}

/** A channel as the form's selects know it (GET create-event-require-data). */
export interface ChannelChoice {
  id: number;
  event_type: string;
  channel_module: readonly { id: number; title: string }[];
}

/** The channels the channel select offers for an event type (a channel says which kinds it holds). */
export function channelsForEventType<C extends ChannelChoice>(channels: readonly C[], eventType: string | null | undefined): C[] {
  if (eventType === LIVE_EVENT) return channels.filter((channel) => channel.event_type !== "Pre Recorded Events");
  if (eventType === PRE_RECORDED_EVENT) return channels.filter((channel) => channel.event_type !== "Live Events");
  return [...channels];
}

/** 'Module selection is required' applies when the chosen channel has modules. */
export function moduleRequired(values: EventRuleFields, channels: readonly ChannelChoice[]): boolean {
  if (!hasValue(values.channel_id)) return false;
  const channel = channels.find((candidate) => String(candidate.id) === String(values.channel_id));
  return Boolean(channel && channel.channel_module.length > 0);
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
// The rules on the draft. The server applies `applyPostedRules` to every post (the no-JS form's
// checkboxes); the page applies `applyChange` as the host types, which adds the rules of the moment
// of a change: end date and end time follow the start, choosing a channel empties the price and the
// module.

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
  if (values.event_type !== PRE_RECORDED_EVENT) values = applyEventFormRules(values);
  return fromRules(next, values);
}
