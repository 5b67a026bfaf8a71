// What the event form's parts share: the draft, its errors, and the ways to change it.
import type { TFunction } from "~/components/i18n/use-translation";
import type { MouseEvent } from "react";
import type { EventDraft } from "~shared/event-form/draft";
import type { FormIntent } from "~shared/event-form/intents";
import type { Fees } from "~shared/pricing";

export interface ChannelOption {
  id: string;
  title: string;
  /** The event types its events may have ("Online Event", "Pre Recorded"). */
  eventTypes: string[];
  modules: { id: string; title: string }[];
}

export interface EventFormOptions {
  categories: { value: string; label: string }[];
  channels: ChannelOption[];
  features: { id: string; name: string; value: string }[];
  timeZones: string[];
  /** Today in the server's calendar ("YYYY-MM-DD"): the start date's minimum. */
  today: string;
  /** The fees most buyers pay on top of the ticket price (server-only/buyer-fees.server.ts). */
  buyerFees: Fees;
}

export interface EventFormMode {
  /** Editing an existing event (the type is fixed). */
  isEdit: boolean;
  /** The event type cannot be chosen (a channel route or an edit). */
  fixedType: boolean;
  /** The channel cannot be changed (a channel route). */
  fixedChannel: boolean;
  /** Creating a bulk of pre-recorded events: the number of videos is asked. */
  bulk: boolean;
}

export type FieldErrors = Record<string, string[] | null | undefined>;

export interface IntentButtonProps {
  type: "submit";
  name: "intent";
  value: string;
  formNoValidate: true;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export interface FormPartProps {
  draft: EventDraft;
  errors: FieldErrors;
  /** Change some fields (the rules of behaviour apply). */
  set: (patch: Partial<EventDraft>) => void;
  /** Props for a button that applies an intent: posted without JavaScript, applied in place with it. */
  intent: (intent: FormIntent) => IntentButtonProps;
  t: TFunction<"events">;
}

/** The messages for one field name ("" → none). */
export function errorsOf(errors: FieldErrors, name: string): string[] | undefined {
  const list = errors[name];
  return list && list.length > 0 ? list : undefined;
}
