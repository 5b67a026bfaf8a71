// The kinds of event the event form knows, and how often a recurring one repeats (spec 001 §2.1,
// §3). A new kind of event (the document event of channels) is one more name here, and each rule
// that tells the kinds apart says what it does for it.

export const EVENT_TYPES = ["Online Event", "Pre Recorded"] as const;
export type EventTypeName = (typeof EVENT_TYPES)[number];
export const LIVE_EVENT: EventTypeName = "Online Event";
export const PRE_RECORDED_EVENT: EventTypeName = "Pre Recorded";

/** Whether a value names one of the kinds. */
export function isEventType(value: string): value is EventTypeName {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

export const REPEAT_FREQUENCIES = ["daily", "weekly", "fortnightly", "monthly"] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];
