// Email to subscribers and unsubscribe (001 §2.5, 002 §2.7, §5): the forms' schemas, shared by
// Conform in the browser, the routes' actions and the API. Pure (zod/mini, ADR 016).
import * as z from "zod/mini";
import { formText, isTicked } from "~shared/form-values";
import { idOf } from "~shared/ids";
import { mailingMessages as m } from "~shared/messages/mailing";

export const MAIL_SUBJECT_MAX = 150;
export const MAIL_MESSAGE_MAX = 5000;

const asText = z.transform(formText);
const tooLong = (max: number) => m.tooLong.replace("{{max}}", String(max));

function required(message: string, max: number) {
  // Conform's parser turns an empty field into undefined after the transform: the type's error is the message too.
  return z.pipe(asText, z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max, { error: tooLong(max) })));
}

export const subscriberMailSchema = z.object({
  subject: required(m.subjectRequired, MAIL_SUBJECT_MAX),
  message: required(m.messageRequired, MAIL_MESSAGE_MAX),
});

/** What the API takes: the form plus what it is about. */
export const emailToSubscriberSchema = z.extend(subscriberMailSchema, {
  type_id: z.pipe(
    z.transform((value: unknown) => idOf(value) ?? 0),
    z.number().check(z.positive({ error: m.eventNotFound })),
  ),
  type: z.enum(["event", "channel"], { error: m.typeInvalid }),
});
export type EmailToSubscriberInput = z.output<typeof emailToSubscriberSchema>;

/**
 * Unsubscribe (002 §3 Unsubscribe): the email and one of the two options. The page shows them as
 * two exclusive choices; the API keeps the spec's two flags and refuses both or neither.
 */
export const unsubscribeSchema = z
  .object({
    email: z.pipe(
      asText,
      z.pipe(z.string({ error: m.emailInvalid }).check(z.trim(), z.maxLength(254, { error: m.emailInvalid, abort: true }), z.email({ error: m.emailInvalid })), z.transform((email: string) => email.toLowerCase())),
    ),
    mailingListRemove: z.pipe(z.unknown(), z.transform(isTicked)),
    changedMindConfirmation: z.pipe(z.unknown(), z.transform(isTicked)),
    token: z.optional(z.pipe(asText, z.string().check(z.maxLength(200)))),
  })
  .check(
    z.refine((form) => form.mailingListRemove !== form.changedMindConfirmation, {
      error: m.choiceRequired,
      path: ["mailingListRemove"],
      when: (payload) => typeof payload.value === "object" && payload.value !== null,
    }),
  );
export type UnsubscribeInput = z.output<typeof unsubscribeSchema>;
