export { EventForm, type EventFormProps } from "./event-form";
export { JoinLinkField } from "./when";
export type { ChannelOption, EventFormMode, EventFormOptions, FieldErrors } from "./types";
