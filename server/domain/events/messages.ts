// What the event authoring domain answers and refuses with: the form's messages (shared with the
// browser, shared/messages/events.ts) and the spec's own texts for the rest.
import { channelMessages } from "~shared/messages/channels";
import { eventMessages } from "~shared/messages/events";

export { eventMessages };

/** Spec 001 §6: a server answer 'unauthorized' on loading someone else's event. */
export const UNAUTHORIZED = "unauthorized";
/** Spec 001 §8. */
export const BOOKED_CANNOT_EDIT = "User has booked this event so can't edit event.";
export const REQUIRED_FIELDS_MISSING = eventMessages.requiredFieldsMissing;
export const EVENT_NOT_FOUND = eventMessages.eventNotFound;
export const CHANNEL_NOT_FOUND = channelMessages.channelNotFound;
export const NOT_ACTIVATED = "Please activate your account to create events.";
export const CAN_CREATE = "You can create events.";
export const EVENT_CREATED = "Event created successfully, it will be visible once approved.";
export const EVENT_UPDATED = "Event updated successfully, it will be visible once approved.";
export const JOIN_LINK_SAVED = "Join link saved.";
export const JOIN_LINK_LIVE_ONLY = "Only a live event has a join link.";
export const EVENT_ENDED = "The event has ended, its join link can no longer be changed.";
export const EVENT_TYPE_FIXED = "The event type cannot be changed.";
export const MODULE_ADDED = "Module added.";
/** A cancelled event refuses every change (its form, its join link). */
export const CANCELLED_EVENT_LOCKED = "This event has been cancelled, it can no longer be changed.";
/** Cancel Event's answer (spec 000 §4: the confirmation warns that all booked users are refunded). */
export const EVENT_CANCELLED = "Event cancelled. All booked users will be refunded.";
/** Cancel Event on an event already cancelled: answered as done, nothing more changes. */
export const ALREADY_CANCELLED = "Event cancelled.";
export const EVENT_OVER = "This event has already taken place and cannot be cancelled.";
export const EVENT_STARTED = "The event has started, it can no longer be edited.";
