// The event form's messages, the spec's words (app/locales/en-GB/validation.json): the page, the
// action, the API and the domain answer with these.
import allMessages from "~/locales/en-GB/validation.json";

export const eventMessages = allMessages.event;
