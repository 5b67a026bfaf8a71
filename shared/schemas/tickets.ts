// Support tickets (spec 002 §2.3, §5): the new ticket and reply forms, shared by Conform in the
// browser, the routes' actions and the API. Pure: no React, no server code (zod/mini, ADR 016).
import * as z from "zod/mini";
import { formText } from "~shared/form-values";
import { idOf } from "~shared/ids";
import { ticketMessages as m } from "~shared/messages/tickets";

/** What a ticket is about: one fixed list for the form's select and the API's check. */
export const TICKET_TYPES = ["Booking", "Payment or refund", "Event hosting", "Channel or subscription", "Account", "Technical problem", "Other"] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_TITLE_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;

const tooLong = (max: number) => m.tooLong.replace("{{max}}", String(max));
const asText = z.transform(formText);

function required(message: string, max: number) {
  // Conform's parser turns an empty field into undefined after the transform: the type's error is the message too.
  return z.pipe(asText, z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max, { error: tooLong(max) })));
}

export function isTicketType(value: string): value is TicketType {
  return (TICKET_TYPES as readonly string[]).includes(value);
}

export const newTicketSchema = z.object({
  title: required(m.titleRequired, TICKET_TITLE_MAX),
  type: z.pipe(asText, z.string({ error: m.typeRequired }).check(z.trim(), z.refine(isTicketType, { error: m.typeRequired }))),
  message: required(m.messageRequired, TICKET_MESSAGE_MAX),
});
export type NewTicketInput = z.output<typeof newTicketSchema>;

export const ticketReplySchema = z.object({
  message: required(m.messageRequired, TICKET_MESSAGE_MAX),
  complaints_id: z.pipe(
    z.transform((value: unknown) => idOf(value) ?? 0),
    z.number().check(z.positive({ error: m.notFound })),
  ),
});
export type TicketReplyInput = z.output<typeof ticketReplySchema>;
