// The account forms' schemas (spec 000 §5, 002 §5): login, register, forgot password, change password
// (two variants), activation, resend activation and account deletion. One schema per form, shared by
// Conform in the browser, the Remix actions and the API. Pure: no React, no server code.
//
// Values arrive from HTML forms (strings, "on" for a ticked box, nothing for an unticked one or an
// empty field) and from JSON (strings, booleans, 1/"1"): all are accepted.
//
// Written with zod/mini (functions, not methods) because the browser loads these schemas: full Zod
// adds about 30 KB gzip to every form page, mini about 6 KB (docs/decisions/016-javascript-budget.md).
// Same engine, same issues, same messages; every message here is our own, none is Zod's default.
import * as z from "zod/mini";
import { isTicked } from "~shared/form-values";
import { accountMessages as messages } from "~shared/messages/account";

export { messages as validationMessages };

// ---------------------------------------------------------------------------------------------
// Pure rules

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; short enough that hashing it is never a burden. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MINIMUM_AGE = 16;
/** The special characters the spec's rule counts ("@$!%*#?&"). Other characters are allowed too. */
export const PASSWORD_SPECIALS = "@$!%*#?&";

export interface PasswordStrength {
  /** At least 8 characters. */
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  /** Any letter (variant one asks only for a letter). */
  letter: boolean;
  digit: boolean;
  /** One of @$!%*#?&. */
  special: boolean;
  /** At most 128 characters. */
  notTooLong: boolean;
  /** Registration and change-password variant two: 8+ characters with an uppercase, a lowercase and a digit. */
  standard: boolean;
  /** Change-password variant one: 8+ characters with a letter, a digit and one of @$!%*#?&. */
  withSpecial: boolean;
}

/** What a password has and which of the spec's rules it meets. */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length >= PASSWORD_MIN_LENGTH;
  const notTooLong = [...password].length <= PASSWORD_MAX_LENGTH;
  // Letters of any alphabet count ("Ä" is an uppercase letter); digits are 0-9.
  const uppercase = /\p{Lu}/u.test(password);
  const lowercase = /\p{Ll}/u.test(password);
  const letter = uppercase || lowercase || /\p{L}/u.test(password);
  const digit = /[0-9]/.test(password);
  const special = [...PASSWORD_SPECIALS].some((character) => password.includes(character));
  return {
    length,
    uppercase,
    lowercase,
    letter,
    digit,
    special,
    notTooLong,
    standard: length && notTooLong && uppercase && lowercase && digit,
    withSpecial: length && notTooLong && letter && digit && special,
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date "YYYY-MM-DD" as numbers, or null when it is not a real date. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Today's calendar date in the UK (Marquee's home), "YYYY-MM-DD". */
export function ukCalendarDate(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * True when someone born on `dateOfBirth` ("YYYY-MM-DD") is not yet 16 on `today` (a Date, read as
 * the UK calendar date, or a "YYYY-MM-DD" string). Someone born on 29 February turns 16 on 1 March
 * in a common year. An unreadable date of birth counts as under 16 (it cannot prove the age).
 */
export function isUnder16(dateOfBirth: string, today: Date | string): boolean {
  const birth = parseCalendarDate(dateOfBirth);
  const now = parseCalendarDate(typeof today === "string" ? today : ukCalendarDate(today));
  if (!birth || !now) return true;
  const years = now.year - birth.year;
  if (years !== MINIMUM_AGE) return years < MINIMUM_AGE;
  return now.month < birth.month || (now.month === birth.month && now.day < birth.day);
}

// ---------------------------------------------------------------------------------------------
// Field builders

/** A required text field: missing, null and blank all give `message`; the value is trimmed. */
function requiredText(message: string) {
  return z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null ? "" : value)),
    z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true })),
  );
}

/** A required password: never trimmed (spaces are part of a password). */
function requiredPassword(message: string) {
  return z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null ? "" : value)),
    z
      .string({ error: message })
      .check(z.minLength(1, { error: message, abort: true }), z.maxLength(PASSWORD_MAX_LENGTH, { error: messages.password.tooLong })),
  );
}

/**
 * An email address, trimmed and lower-cased (accounts are matched case-insensitively). `required`
 * is the message for an empty field: registration gives one message for both (spec 000 §5).
 */
function emailField(invalid: string, required: string = messages.email.required) {
  return z.pipe(
    z.pipe(
      requiredText(required),
      z.pipe(z.string().check(z.maxLength(EMAIL_MAX_LENGTH, { error: invalid, abort: true })), z.email({ error: invalid })),
    ),
    z.transform((email: string) => email.toLowerCase()),
  );
}

/** Control characters (NUL, line breaks, escapes): never part of a name, and PostgreSQL refuses NUL in text. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** A name: required, at most 100 characters, printable. */
function nameField(required: string) {
  return z.pipe(
    requiredText(required),
    z
      .string()
      .check(
        z.maxLength(NAME_MAX_LENGTH, { error: messages.name.tooLong }),
        z.refine((value: string) => !CONTROL_CHARACTERS.test(value), { error: messages.name.controlCharacters }),
      ),
  );
}

/** A checkbox read as a boolean. */
const checkbox = z.pipe(z.transform(isTicked), z.boolean());

/** A checkbox that must be ticked. */
function mustTick(message: string) {
  return checkbox.check(z.refine((ticked: boolean) => ticked, { error: message }));
}

function sameText(a: unknown, b: unknown, caseInsensitive = false): boolean {
  if (typeof a !== "string" || typeof b !== "string") return false;
  return caseInsensitive ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b;
}

// Cross-field checks run even when another field is missing, so a form shows every message at once
// (but not on a body that is not an object at all, which the object check has already refused).
const always = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

// ---------------------------------------------------------------------------------------------
// The forms

/** Login (spec 000 §5). The password is not checked against the rules: old accounts may predate them. */
export const loginSchema = z.object({
  email: emailField(messages.email.invalid),
  password: requiredPassword(messages.password.required),
});
export type LoginInput = z.output<typeof loginSchema>;


/**
 * Register (spec 000 §5). `today` decides the under-16 check; it defaults to the time of parsing,
 * and tests pass their own clock through `registerSchemaAt`. The registration-with-purchase screen
 * words the terms message its own way ("User must agree the terms & Policy").
 */
export function registerSchemaAt(now: () => Date = () => new Date(), termsMessage: string = messages.acceptTerms.required) {
  const form = z
    .object({
      first_name: nameField(messages.name.firstRequired),
      last_name: nameField(messages.name.lastRequired),
      email: emailField(messages.email.invalidRegister, messages.email.invalidRegister),
      email_confirmation: requiredText(messages.email.confirmationRequired),
      dateOfBirth: requiredText(messages.dateOfBirth.required).check(
        z.refine((value: string) => parseCalendarDate(value) !== null, { error: messages.dateOfBirth.invalid, abort: true }),
        z.refine((value: string) => !isUnder16(value, now()), { error: messages.dateOfBirth.under16 }),
      ),
      password: requiredPassword(messages.password.required).check(
        z.refine((value: string) => passwordStrength(value).standard, { error: messages.password.rule }),
      ),
      password_confirmation: z.optional(z.unknown()),
      acceptTerms: mustTick(termsMessage),
      isover16: mustTick(messages.isover16.required),
      acceptContact: checkbox,
    })
    .check(
      z.refine((form) => !form.email_confirmation || !form.email || sameText(form.email, form.email_confirmation, true), {
        error: messages.email.confirmationMismatch,
        path: ["email_confirmation"],
        ...always,
      }),
      z.refine((form) => !form.password || sameText(form.password, form.password_confirmation), {
        error: messages.password.mismatch,
        path: ["password_confirmation"],
        ...always,
      }),
    );
  return z.pipe(
    form,
    z.transform(({ password_confirmation: _confirmation, email_confirmation: _email, ...rest }: z.output<typeof form>) => rest),
  );
}
export const registerSchema = registerSchemaAt();
export type RegisterInput = z.output<typeof registerSchema>;

/** Register and Purchase (spec 000 §5, §7 signup-purchase): the same fields and rules. */
export const registerWithPurchaseSchemaAt = (now?: () => Date) => registerSchemaAt(now, messages.acceptTerms.requiredWithPurchase);
export const registerWithPurchaseSchema = registerWithPurchaseSchemaAt();

/** Forgot password (spec 000 §5): an email, required and valid. */
export const forgotPasswordSchema = z.object({
  email: emailField(messages.email.invalid),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

function changePasswordSchemaWith(rule: (password: string) => boolean, ruleMessage: string) {
  const form = z
    .object({
      /** The current password, or the temporary one the user logged in with while is_password_reset is 1. */
      old_password: requiredPassword(messages.password.oldRequired),
      new_password: requiredPassword(messages.password.required).check(z.refine(rule, { error: ruleMessage })),
      password_confirmation: z.optional(z.unknown()),
    })
    .check(
      z.refine((form) => !form.new_password || sameText(form.new_password, form.password_confirmation), {
        error: messages.password.mismatch,
        path: ["password_confirmation"],
        ...always,
      }),
    );
  return z.pipe(
    form,
    z.transform(({ old_password, new_password }: z.output<typeof form>) => ({ old_password, new_password })),
  );
}

/** Change password, variant one (spec 002 §5): 8+ characters with a letter, a digit and one of @$!%*#?&. */
export const changePasswordWithSpecialSchema = changePasswordSchemaWith(
  (password) => passwordStrength(password).withSpecial,
  messages.password.ruleWithSpecial,
);

/** Change password, variant two (spec 002 §5): 8+ characters with an uppercase, a lowercase and a digit. */
export const changePasswordSchema = changePasswordSchemaWith(
  (password) => passwordStrength(password).standard,
  messages.password.rule,
);

/**
 * What the API accepts: a new password meeting either variant's rule, since both screens call the
 * same change-password endpoint and each screen's own schema has already applied its rule.
 */
export const changePasswordApiSchema = changePasswordSchemaWith((password) => {
  const strength = passwordStrength(password);
  return strength.standard || strength.withSpecial;
}, messages.password.rule);
export type ChangePasswordInput = z.output<typeof changePasswordApiSchema>;

/** Activation (/activation/{code}). */
export const activateSchema = z.object({
  code: z.pipe(requiredText(messages.activation.codeRequired), z.string().check(z.maxLength(200, { error: messages.activation.codeRequired }))),
});
export type ActivateInput = z.output<typeof activateSchema>;

/**
 * Resend activation. The spec's payload carries a userId; it is read and ignored: the link always
 * goes to the caller (the token's user).
 */
export const resendActivationSchema = z.object({
  userId: z.optional(z.unknown()),
});
export type ResendActivationInput = z.output<typeof resendActivationSchema>;

/** Delete account: the password, asked again so a borrowed session cannot delete the account. */
export const deleteAccountSchema = z.object({
  password: requiredPassword(messages.password.required),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
