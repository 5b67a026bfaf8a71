// Register Interest (002 §3 Interest registration, §5; 001 §5): full name, content and email
// required, mobile optional (exactly 11 or 13 digits), and on the Web3 page "Are you a" (creator,
// purchaser or both) with the content asked, and required, only of creators. The landing pages'
// forms and the API share these rules. Pure (zod/mini, ADR 016).
import * as z from "zod/mini";
import { formText } from "~shared/form-values";
import { interestMessages as m } from "~shared/messages/interest";


/** Which landing page a registration came from: the page decides, never the form. */
export const INTEREST_SOURCES = [
  "main-site",
  "yoga-landing",
  "fitness-landing",
  "beauty-landing",
  "coaching-landing",
  "why-marquee-landing",
  "new-marquee-landing",
  "web3-landing",
] as const;
export type InterestSource = (typeof INTEREST_SOURCES)[number];
export const WEB3_SOURCE: InterestSource = "web3-landing";

export const CREATOR_TYPES = ["creator", "purchaser", "both"] as const;
export type CreatorType = (typeof CREATOR_TYPES)[number];

export const INTEREST_CONTENT_MAX = 1000;

/** Whether the form asks what they create: always, except on the Web3 page unless they create. */
export function contentIsAsked(web3: boolean, creatortype: string | undefined): boolean {
  return !web3 || creatortype === "creator" || creatortype === "both";
}

/** A mobile number as the spec counts it: 11 or 13 digits, spaces allowed between them. */
export function isInterestMobile(value: string): boolean {
  return /^[\d ]+$/.test(value) && /^(\d{11}|\d{13})$/.test(value.replace(/ /g, ""));
}

const tooLong = (max: number) => m.tooLong.replace("{{max}}", String(max));

// A field's text, trimmed ("" when absent). No z.string() and no check that aborts: Conform turns
// an empty string field into undefined, and an aborted (or mistyped) field would keep the form's
// cross-field rules below from running, so that not every message of the form would show at once.
const text = (...checks: z.core.CheckFn<string>[] | z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.transform(formText),
    z.custom<string>().check(...(checks as z.core.$ZodCheck<string>[]))
  );
const atMost = (max: number) => z.refine<string>((value) => value.length <= max, { error: tooLong(max) });
const required = (message: string, max: number) =>
  text(
    z.refine<string>((value) => value !== "", { error: message }),
    atMost(max)
  );
const optionalText = (max: number) => z.optional(text(atMost(max)));
const isEmail = (value: string) => value.length <= 254 && z.email().safeParse(value).success;

const fields = {
  full_name: required(m.fullNameRequired, 100),
  content: optionalText(INTEREST_CONTENT_MAX),
  email: z.pipe(
    text(
      z.refine<string>(isEmail, {
        error: (issue) => (issue.input === "" ? m.emailRequired : m.emailInvalid),
      })
    ),
    z.transform((email: string) => email.toLowerCase())
  ),
  mobile: z.optional(
    text(
      z.refine<string>((value) => value === "" || isInterestMobile(value), {
        error: m.mobileInvalid,
      })
    )
  ),
  creatortype: optionalText(20),
  /** A field people never see: a bot that fills it gets the same answer and nothing is kept. */
  website: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => (typeof value === "string" ? value : ""))
    )
  ),
};

type Fields = { content?: string; creatortype?: string };
const untouched = (field: string) => (payload: { issues: { path?: PropertyKey[] }[] }) => payload.issues.every((issue) => issue.path?.[0] !== field);

/** The cross-field rules: the selector on the Web3 page, and content whenever it is asked. */
function rules<T extends Fields>(isWeb3: (form: T) => boolean) {
  return [
    z.refine<T>((form) => !isWeb3(form) || (CREATOR_TYPES as readonly string[]).includes(form.creatortype ?? ""), {
      error: m.creatorTypeRequired,
      path: ["creatortype"],
      when: untouched("creatortype"),
    }),
    z.refine<T>((form) => !contentIsAsked(isWeb3(form), form.creatortype) || (form.content ?? "") !== "", {
      error: m.contentRequired,
      path: ["content"],
      when: untouched("content"),
    }),
  ];
}

/** A landing page's form (the page adds its source). */
export function interestFormSchema(web3: boolean) {
  return z.object(fields).check(...rules<z.output<z.ZodMiniObject<typeof fields>>>(() => web3));
}

/** POST landing-page-contact-us: the form and the page it came from. */
export const interestSchema = z
  .object({
    ...fields,
    source: z.enum(INTEREST_SOURCES, { error: m.sourceInvalid }),
  })
  .check(...rules<{ source: InterestSource } & Fields>((form) => form.source === WEB3_SOURCE));
export type InterestInput = z.output<typeof interestSchema>;
