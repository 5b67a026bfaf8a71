// The event form's messages, the spec's words (shared/messages/events.ts): the page, the action, the
// API and the domain answer with these.
export { eventMessages } from "~shared/messages/events";
