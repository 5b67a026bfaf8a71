// The event form's rules of behaviour (spec 001 §4), as pure functions on the form's values. The
// browser calls the "on change" rules as the host edits; the server applies the state rules
// (`applyEventFormRules`) to whatever is posted, so a form sent without JavaScript, or by hand, ends
// up in the same state the enhanced form would have produced. No React, no Zod, no server code.

export const EVENT_TYPES = ["Online Event", "Pre Recorded"] as const;
export type EventTypeName = (typeof EVENT_TYPES)[number];
export const LIVE_EVENT: EventTypeName = "Online Event";
export const PRE_RECORDED_EVENT: EventTypeName = "Pre Recorded";

export const REPEAT_FREQUENCIES = ["daily", "weekly", "fortnightly", "monthly"] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

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
