// The bank details form (spec 002 §3 "Bank details form", §5), shared by Conform in the browser, the
// /bank-details action and the API's stripe/create_account. Pure: no React, no server code.
//
// Normalising happens here, once: dashes and spaces leave the sort code and the account number, a
// phone gets its plus (a UK number starting 0 becomes +44…, the form's default country), the
// country's short code is upper-cased. Written with zod/mini, as the other form schemas (ADR 016).
import * as z from "zod/mini";
import { payoutMessages as m } from "~shared/messages/payouts";


export const BANK_TEXT_MAX = 100;
/** Payouts are for adults (Stripe's own minimum for an individual's account). */
export const PAYOUT_MINIMUM_AGE = 18;

const tooLong = (max: number) => m.tooLong.replace("{{max}}", String(max));
const asText = z.transform((value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : ""));

function required(message: string, max = BANK_TEXT_MAX) {
  // Conform's parser turns an empty field into undefined after the transform: the type's error is the message too.
  return z.pipe(asText, z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max, { error: tooLong(max) })));
}

/** Only the digits of a sort code or account number ("12-34-56" → "123456"). */
export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * A phone number with its plus (002 §5: "A phone without a plus gets one added before saving"). The
 * form's country is GB, so a national number (07…) becomes +447…; 00 becomes +; anything else gets +.
 */
export function phoneWithPlus(value: string): string {
  const compact = value.replace(/[\s().-]/g, "");
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  if (compact.startsWith("0")) return `+44${compact.slice(1)}`;
  return `+${compact}`;
}

/** A real calendar date whose holder is at least 18 on `today`. */
export function dobProblem(day: number, month: number, year: number, today: Date): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return m.dobInvalid;
  const adult = new Date(Date.UTC(year + PAYOUT_MINIMUM_AGE, month - 1, day));
  return adult.getTime() > today.getTime() ? m.dobTooYoung : null;
}

const digits = (pattern: RegExp, message: string) => z.pipe(asText, z.string({ error: message }).check(z.trim(), z.regex(pattern, { error: message })));

export function bankDetailsSchemaAt(now: () => Date = () => new Date()) {
  const form = z
    .object({
      first_name: required(m.firstNameRequired),
      last_name: required(m.lastNameRequired),
      email: z.pipe(asText, z.string({ error: m.emailInvalid }).check(z.trim(), z.maxLength(254, { error: m.emailInvalid, abort: true }), z.email({ error: m.emailInvalid }))),
      // 002 §5: day and month one or two digits, the year exactly four.
      dob_day: digits(/^\d{1,2}$/, m.dayDigits),
      dob_month: digits(/^\d{1,2}$/, m.monthDigits),
      dob_year: digits(/^\d{4}$/, m.yearDigits),
      line1: required(m.addressRequired, 200),
      postal_code: required(m.postalCodeRequired, 20),
      city: required(m.cityRequired),
      country: z.pipe(
        asText,
        z.string({ error: m.countryRequired }).check(
          z.trim(),
          z.minLength(1, { error: m.countryRequired, abort: true }),
          z.maxLength(2, { error: m.countryShortCode, abort: true }),
          z.regex(/^[A-Za-z]{2}$/, { error: m.countryShortCode }),
        ),
      ),
      account_holder_name: required(m.accountHolderRequired),
      routing_number: z.pipe(
        z.pipe(asText, z.transform(digitsOf)),
        z.string({ error: m.sortCodeRequired }).check(z.minLength(1, { error: m.sortCodeRequired, abort: true }), z.regex(/^\d{6}$/, { error: m.sortCodeDigits })),
      ),
      account_number: z.pipe(
        z.pipe(asText, z.transform(digitsOf)),
        z.string({ error: m.accountNumberRequired }).check(z.minLength(1, { error: m.accountNumberRequired, abort: true }), z.regex(/^\d{8}$/, { error: m.accountNumberDigits })),
      ),
      confirm_account_number: z.pipe(asText, z.transform(digitsOf)),
      phone: z.pipe(
        z.pipe(asText, z.string({ error: m.phoneRequired }).check(z.trim(), z.minLength(1, { error: m.phoneRequired, abort: true }), z.maxLength(30, { error: m.phoneInvalid, abort: true }))),
        z.pipe(z.transform(phoneWithPlus), z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, { error: m.phoneInvalid }))),
      ),
    })
    .check(
      z.refine((form) => form.confirm_account_number === form.account_number, {
        error: m.accountNumberMatch,
        path: ["confirm_account_number"],
        when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== "account_number"),
      }),
      z.refine((form) => dobProblem(Number(form.dob_day), Number(form.dob_month), Number(form.dob_year), now()) === null, {
        error: (issue) => dobProblem(Number((issue.input as { dob_day: string }).dob_day), Number((issue.input as { dob_month: string }).dob_month), Number((issue.input as { dob_year: string }).dob_year), now()) ?? m.dobInvalid,
        path: ["dob_day"],
        when: (payload) => payload.issues.every((issue) => !String(issue.path?.[0] ?? "").startsWith("dob_")),
      }),
    );
  return z.pipe(
    form,
    z.transform(({ confirm_account_number: _confirmation, ...rest }: z.output<typeof form>) => ({ ...rest, country: rest.country.toUpperCase() })),
  );
}

export const bankDetailsSchema = bankDetailsSchemaAt();
export type BankDetailsInput = z.output<typeof bankDetailsSchema>;
