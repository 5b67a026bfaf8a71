// Email to subscribers and unsubscribing (001 §7, 002 §7). Only the owner of an event or channel
// writes to its people; the unsubscribe call acts at once only with the signed token of a mailed link.
import { emailToSubscriberSchema, unsubscribeSchema } from "~shared/schemas/mailing";
import { answer, call, textQuery, wire } from "./define";

export interface EmailToSubscriberBody {
  subject: string;
  message: string;
  type_id: number | string;
  type: "event" | "channel";
}

/** 002 §3 Unsubscribe, plus the signed token of a mailed link (without one, a confirmation mail is sent). */
export interface UnsubscribeBody {
  email: string;
  mailingListRemove: boolean | number | string;
  changedMindConfirmation: boolean | number | string;
  token?: string;
}

export const mailingCalls = {
  /** The title of the caller's own event (get-{event_channel}-title); anyone else's: 404. */
  "GET get-event-title": call({ access: "user", query: textQuery("id"), queryWire: wire<{ id: number | string }>(), answer: answer<{ title: string }>() }),
  "GET get-channel-title": call({ access: "user", query: textQuery("id"), queryWire: wire<{ id: number | string }>(), answer: answer<{ title: string }>() }),
  "POST email-to-subscriber": call({ access: "owner", body: emailToSubscriberSchema, wire: wire<EmailToSubscriberBody>(), answer: answer<{ success: boolean; message: string; recipients: number }>() }),
  "POST mailing-unsubscribe": call({ access: "public", body: unsubscribeSchema, wire: wire<UnsubscribeBody>(), answer: answer<{ applied: boolean }>() }),
};
