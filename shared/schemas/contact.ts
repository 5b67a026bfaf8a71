// Contact Us (spec 000 §2, §3 Contact form, §5): full name, email, mobile and query, each required.
// Shared by Conform in the browser, the /contact-us action and the API. Pure (zod/mini, ADR 016).
import * as z from "zod/mini";
import { formText } from "~shared/form-values";
import { contactMessages as m } from "~shared/messages/contact";
import { QUERY_MAX } from "./contact-limits";

const asText = z.transform(formText);
const tooLong = (max: number) => m.tooLong.replace("{{max}}", String(max));

function required(message: string, max: number) {
  // Conform's parser turns an empty field into undefined after the transform: the type's error is the message too.
  return z.pipe(asText, z.string({ error: message }).check(z.minLength(1, { error: message, abort: true }), z.maxLength(max, { error: tooLong(max) })));
}

export { QUERY_MAX };

export const contactSchema = z.object({
  full_name: required(m.fullNameRequired, 100),
  email: z.pipe(
    z.pipe(asText, z.string({ error: m.emailRequired }).check(z.minLength(1, { error: m.emailRequired, abort: true }), z.maxLength(254, { error: m.emailInvalid, abort: true }), z.email({ error: m.emailInvalid }))),
    z.transform((email: string) => email.toLowerCase()),
  ),
  mobile: z.pipe(
    required(m.mobileRequired, 30),
    z.string().check(z.refine((value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, "").length >= 10 && value.replace(/\D/g, "").length <= 15, { error: m.mobileInvalid })),
  ),
  query: required(m.queryRequired, QUERY_MAX),
  /** A field people never see: a bot that fills it gets the same answer and nothing is kept. */
  website: z.optional(z.pipe(z.unknown(), z.transform((value) => (typeof value === "string" ? value : "")))),
});
export type ContactInput = z.output<typeof contactSchema>;
